import FlavorGraph
import LarderCore

/// Everything the catalog holds about one recipe, ready to show.
public struct RecipeDetail: Sendable, Hashable, Codable {
    /// What a result list shows: id, name, kind, category, glass, method, ABV, time.
    public var summary: RecipeSummary
    /// Other names the recipe is known by, in alphabetical order.
    public var aliases: [String]
    /// How the drink is iced in the glass, when known.
    public var ice: Ice?
    /// The garnish as a short phrase ("orange twist"), when known.
    public var garnish: String?
    /// Composed instruction steps (drinks), or the text of a dish's written method steps; empty for a
    /// dish without a method.
    public var instructions: [String]
    /// The main spec's lines, in recipe order.
    public var lines: [LineDetail]
    /// Tags ("fruity", "winter"); a catalog recipe's in alphabetical order.
    public var tags: [String]
    /// Preparation time in minutes, when known.
    public var prepMinutes: Int?
    /// Cooking time in minutes, when known.
    public var cookMinutes: Int?
    /// How many servings the recipe makes, when stated.
    public var servings: Int?
    /// The dish's cuisine, lower case ("italian"), when known.
    public var cuisine: String?
    /// Finished volume in millilitres including dilution, for drinks with measured liquids.
    public var volumeMillilitres: Double?
    /// The data sets that give the recipe, sorted by data set and record (`mine` for a user's own recipe).
    public var sources: [SourceRef]
    /// Alternative specs from other sources, ordered by id; empty when there are none.
    public var variants: [VariantDetail]
    /// A dish's method with its structure (ingredients used, timers, temperatures); empty for drinks.
    public var steps: [MethodStep] = []
    /// Nutrition per serving of the main spec, when the session computed it (``NutritionSummary``), with the
    /// lines it leaves out as drained (``NutritionSummary/drained``) named.
    public var nutrition: NutritionSummary? {
        didSet {
            guard var summary = nutrition else { return }
            summary.drained = drainedLines
            nutrition = summary
        }
    }
    /// The recipe's taste profile, computed by the catalog compiler; `nil` when it has none.
    public var profile: RecipeProfileInfo? = nil
    /// What a reader should know about how the recipe is shown ("gives no yield; scaled as if it made 1 serving").
    public var notes: [String] = []

    /// The names of the main spec's lines that season the cooking water and are drained away with it
    /// (``LarderCore/RecipeLine/cookingWaterNote``): nutrition leaves them out.
    public var drainedLines: [String] { lines.filter { $0.note == RecipeLine.cookingWaterNote }.map(\.ingredient.name) }

    /// A catalog drink's *Cocktail Codex* family, when the session read it (``CatalogStore/recipePage(_:)``);
    /// `nil` for a dish, a user's own recipe and a drink the catalog did not classify.
    public var codex: CodexClassification? = nil
}

/// One line of a recipe as shown: the ingredient's name and the parsed amount.
public struct LineDetail: Sendable, Hashable, Codable {
    /// The ingredient, with its display name.
    public var ingredient: IngredientRef
    /// The amount as written in the catalog ("1 1/2 oz"), if any.
    public var amountText: String?
    /// The parsed amount, if the text parses.
    public var amount: Amount?
    /// A short qualifier kept from the source ("chilled", "for rim"), if any.
    public var note: String?
    /// Whether the recipe is complete without it.
    public var optional: Bool
    /// Whether the line is the garnish.
    public var garnish: Bool
    /// Ingredients this recipe accepts in its place, with their names.
    public var substitutes: [IngredientRef]
    /// Set on a line of the user's own recipe whose name the catalog does not know in English ("äpplen",
    /// "Zucker"): the name is shown as the source wrote it, never given an English plural.
    public var nameAsWritten: Bool? = nil
}

/// A named alternative spec of a recipe.
public struct VariantDetail: Sendable, Hashable, Codable {
    /// The variant's id ("negroni-v-opendrinks").
    public var id: RecipeID
    /// The variant's display name ("Negroni (opendrinks)").
    public var name: String
    /// The variant's glass, when its source gives one.
    public var glass: String?
    /// How the variant is mixed, as a ``MixMethod`` raw value, when its source says.
    public var method: String?
    /// The variant's garnish as a short phrase, when its source gives one.
    public var garnish: String?
    /// The variant's lines, in recipe order.
    public var lines: [LineDetail]
    /// The data sets that give the variant, sorted by data set and record.
    public var sources: [SourceRef]
}
