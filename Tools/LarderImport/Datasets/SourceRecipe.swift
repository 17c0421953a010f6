import Foundation
import LarderCore

/// One recipe as a data set gives it, before ingredient resolution and merging: facts only.
public struct SourceRecipe: Sendable, Equatable {
    public var kind: RecipeKind
    public var name: String
    public var source: SourceRef
    public var glass: String?
    public var method: MixMethod?
    public var ice: Ice?
    public var garnish: String?
    public var lines: [SourceLine]
    public var tags: [String]
    public var abv: Double?
    public var alcoholic: Bool?
    public var iba: String?
    public var category: String?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var servings: Int?
    public var cuisine: String?
    /// Names the data set gave that we no longer show ("Tokyo Mule Recipe"): kept as aliases, so the
    /// id made from them still resolves.
    public var formerNames: [String] = []

    public init(kind: RecipeKind, name: String, source: SourceRef, lines: [SourceLine] = []) {
        self.kind = kind
        self.name = name
        self.source = source
        self.lines = lines
        self.tags = []
    }

    /// The name without a data set's trailing " Recipe" ("Tokyo Mule Recipe" is the Tokyo Mule), the
    /// old name kept in ``formerNames``. A name that is only "Recipe" stays.
    public mutating func dropTrailingRecipeWord() {
        let suffix = " Recipe"
        guard name.hasSuffix(suffix) else { return }
        let rest = String(name.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        guard rest.contains(where: \.isLetter) else { return }
        formerNames.append(name)
        name = rest
    }
}

/// One ingredient line as a data set gives it.
public struct SourceLine: Sendable, Equatable {
    /// The ingredient as written ("Fresh Lime Juice", "1 large yellow onion, diced" minus its amount).
    public var name: String
    /// The data set's own id for the ingredient, where it has one (bar-assistant).
    public var sourceID: String?
    /// The parsed amount, when there is one.
    public var amount: Amount?
    /// The amount as written, kept when it does not parse.
    public var amountText: String?
    public var note: String?
    public var optional: Bool
    public var garnish: Bool
    /// Per-recipe substitutes, as names or source ids.
    public var substitutes: [String]
    /// What is done with the line, when our own spec says (`LarderSpecReader`).
    public var role: LineRole?

    public init(
        name: String, sourceID: String? = nil, amount: Amount? = nil, amountText: String? = nil, note: String? = nil,
        optional: Bool = false, garnish: Bool = false, substitutes: [String] = []
    ) {
        self.name = name
        self.sourceID = sourceID
        self.amount = amount
        self.amountText = amountText
        self.note = note
        self.optional = optional
        self.garnish = garnish
        self.substitutes = substitutes
    }
}

/// An ingredient record from a data set that has them (bar-assistant): facts only.
public struct SourceIngredient: Sendable, Equatable {
    public var id: String
    public var name: String
    public var parent: String?
    public var category: IngredientCategory?
    public var abv: Double?
    public var parts: [String]
}
