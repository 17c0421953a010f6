import Foundation

/// A taste profile: a value from 0 to 5 on each ``TasteAxis``.
///
/// Ingredient profiles are written by us (`Bundle/curation/taste-profiles.tsv`); recipe profiles are
/// computed from their lines by ``RecipeProfiler``. Values are kept as `Double` so a computed profile
/// can sit between whole steps.
public struct TasteProfile: Hashable, Sendable {
    /// One value per axis, in ``TasteAxis/allCases`` order.
    public private(set) var values: [Double]

    /// The empty profile (0 everywhere).
    public init() { values = Array(repeating: 0, count: TasteAxis.allCases.count) }

    /// A profile from the axes given; the rest are 0. Values are clamped to 0…5.
    public init(_ axes: [TasteAxis: Double]) {
        self.init()
        for (axis, value) in axes { self[axis] = value }
    }

    /// The profile whose ``values`` are `values` (as ``values`` gave them, one per axis in
    /// ``TasteAxis/allCases`` order); `nil` for another count or a value outside 0…5.
    public init?(values: [Double]) {
        guard values.count == TasteAxis.allCases.count, values.allSatisfy({ $0 >= 0 && $0 <= 5 }) else { return nil }
        self.values = values
    }

    /// The value on `axis`, clamped to 0…5 when set.
    public subscript(axis: TasteAxis) -> Double {
        get { values[Self.position[axis] ?? 0] }
        set { values[Self.position[axis] ?? 0] = min(5, max(0, newValue)) }
    }

    /// The axes with a value above zero, in axis order.
    public var nonZero: [(axis: TasteAxis, value: Double)] {
        TasteAxis.allCases.compactMap { self[$0] > 0 ? ($0, self[$0]) : nil }
    }

    /// Whether every axis is 0.
    public var isEmpty: Bool { values.allSatisfy { $0 == 0 } }

    /// Euclidean distance between two profiles over every axis.
    /// - Complexity: O(axes)
    public func distance(to other: TasteProfile) -> Double {
        zip(values, other.values).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// Cosine similarity of two profiles (0 when either is empty).
    public func cosine(with other: TasteProfile) -> Double {
        let dot = zip(values, other.values).reduce(0) { $0 + $1.0 * $1.1 }
        let a = values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        let b = other.values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return a > 0 && b > 0 ? dot / (a * b) : 0
    }

    /// The profile rounded to `places` decimals, as a dictionary of its non-zero axes keyed by axis name.
    public func dictionary(places: Int = 2) -> [String: Double] {
        let scale = pow(10, Double(places))
        var out: [String: Double] = [:]
        for (axis, value) in nonZero {
            let rounded = (value * scale).rounded() / scale
            if rounded > 0 { out[axis.rawValue] = rounded }
        }
        return out
    }

    /// A profile from a dictionary keyed by axis name; unknown keys are ignored.
    public init(dictionary: [String: Double]) {
        self.init()
        for (key, value) in dictionary { if let axis = TasteAxis(rawValue: key) { self[axis] = value } }
    }

    static let position: [TasteAxis: Int] = Dictionary(
        uniqueKeysWithValues: TasteAxis.allCases.enumerated().map { ($1, $0) })
}

extension TasteProfile: Codable {
    /// Decodes an object keyed by axis name (`{"sour": 3, "sweet": 2}`); unknown keys are ignored, missing
    /// axes are 0 and values are clamped to 0…5.
    public init(from decoder: any Decoder) throws {
        self.init(dictionary: try decoder.singleValueContainer().decode([String: Double].self))
    }

    /// Encodes the non-zero axes, rounded to 2 decimals, as an object keyed by axis name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dictionary())
    }
}

/// An ingredient's taste profile in the catalog sources (`Bundle/catalog/profiles.jsonl`), resolved:
/// inheritance from the parent already applied.
public struct IngredientProfile: Hashable, Codable, Sendable {
    /// The canonical ingredient.
    public var ingredient: IngredientID
    /// The resolved profile (0…5 on each axis).
    public var profile: TasteProfile
    /// How strongly a small amount tastes, relative to an ordinary liquid (1); bitters and extracts are
    /// concentrated (a dash of Angostura is tasted far beyond its 0.9 ml).
    public var potency: Double
    /// Where the profile comes from: `written` (a line of our own), `inherited` (the parent's, unchanged
    /// or adjusted), or `category` (the curation file's default for the ingredient's category).
    public var origin: String

    /// A profile record; `potency` is 1 for an ordinary ingredient.
    public init(ingredient: IngredientID, profile: TasteProfile, potency: Double = 1, origin: String) {
        self.ingredient = ingredient
        self.profile = profile
        self.potency = potency
        self.origin = origin
    }
}
