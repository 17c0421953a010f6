import LarderCore

/// A recipe like another one, with why.
public struct SimilarRecipe: Sendable, Hashable, Codable {
    /// The similar recipe's id.
    public var id: RecipeID
    /// Its display name.
    public var name: String
    /// `swap` (one ingredient swapped), `added`, `removed` (one ingredient more or less), `base` (same base
    /// spirit) or `taste` (close in profile only).
    public var relation: String
    /// Euclidean distance between the two taste profiles (0 = the same); `nil` when either has none.
    public var distance: Double?
    /// The ranking key: distance minus the structure bonus (lower is closer).
    public var rank: Double
    /// Reasons in words, the structural one first ("Negroni with bourbon instead of gin").
    public var reasons: [String]
}

/// Finds the recipes nearest to one by taste profile and by structure.
///
/// The rank of a candidate is `d − b`: `d` the Euclidean distance between the profiles over the 24 axes
/// (10 when either has no profile) and `b` a structure bonus: 3 when exactly one core ingredient is
/// swapped for another, 2.5 when exactly one is added or left out, 1 for the same base spirit. Only
/// recipes of the same kind are compared.
public struct SimilarRecipes: Sendable {
    /// The recipes to search, the target's among them or not.
    public var shapes: [RecipeShape]
    /// Ingredient display names for the reasons; an ingredient missing here is named by its id.
    public var names: [IngredientID: String]

    /// A finder over `shapes`, naming ingredients from `names`.
    public init(shapes: [RecipeShape], names: [IngredientID: String]) {
        self.shapes = shapes
        self.names = names
    }

    /// The `limit` recipes closest to `target`, among `allowed` when given.
    /// - Complexity: O(n · (k + axes)) for n recipes of k core ingredients, plus O(n log n) to sort.
    public func nearest(to target: RecipeShape, limit: Int, allowed: Set<RecipeID>? = nil) -> [SimilarRecipe] {
        var out: [SimilarRecipe] = []
        let mine = Set(target.core)
        for candidate in shapes where candidate.id != target.id && candidate.kind == target.kind {
            if let allowed, !allowed.contains(candidate.id) { continue }
            let theirs = Set(candidate.core)
            let onlyMine = target.core.filter { !theirs.contains($0) }
            let onlyTheirs = candidate.core.filter { !mine.contains($0) }
            var reasons: [String] = []
            var bonus = 0.0
            var relation = "taste"
            if onlyMine.count == 1 && onlyTheirs.count == 1 {
                reasons.append("\(target.name) with \(name(onlyTheirs[0])) instead of \(name(onlyMine[0]))")
                bonus = 3
                relation = "swap"
            } else if onlyMine.isEmpty && onlyTheirs.count == 1 && !mine.isEmpty {
                reasons.append("\(target.name) with \(name(onlyTheirs[0])) added")
                bonus = 2.5
                relation = "added"
            } else if onlyTheirs.isEmpty && onlyMine.count == 1 && !theirs.isEmpty {
                reasons.append("\(target.name) without \(name(onlyMine[0]))")
                bonus = 2.5
                relation = "removed"
            }
            if let base = target.base, base == candidate.base {
                reasons.append("same base spirit (\(name(base)))")
                bonus += 1
                if relation == "taste" { relation = "base" }
            }
            let distance: Double? =
                if let a = target.profile, let b = candidate.profile { a.distance(to: b) } else { nil }
            if let a = target.profile, let b = candidate.profile, let difference = Self.difference(from: a, to: b) {
                reasons.append(difference)
            }
            if relation == "taste" && distance == nil { continue }
            out.append(
                SimilarRecipe(
                    id: candidate.id, name: candidate.name, relation: relation, distance: distance,
                    rank: (distance ?? 10) - bonus, reasons: reasons))
        }
        out.sort { ($0.rank, $0.name) < ($1.rank, $1.name) }
        return Array(out.prefix(max(0, limit)))
    }

    /// How `b` tastes against `a` in a few words: "close in taste", or its largest differences.
    static func difference(from a: TasteProfile, to b: TasteProfile) -> String? {
        let deltas = TasteAxis.allCases.map { ($0, b[$0] - a[$0]) }.filter { abs($0.1) >= 0.75 }
            .sorted { abs($0.1) > abs($1.1) }.prefix(2)
        if deltas.isEmpty { return "close in taste" }
        return deltas.map { axis, delta in (delta > 0 ? "more " : "less ") + axis.rawValue.replacingOccurrences(of: "-", with: "/") }
            .joined(separator: ", ")
    }

    private func name(_ id: IngredientID) -> String { (names[id] ?? id.rawValue).lowercased() }
}
