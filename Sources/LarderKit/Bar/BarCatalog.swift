import LarderCatalog
import LarderCore
import LarderMatch

/// The catalog compiled for "what can I make": the matcher's catalog plus the names, kinds and
/// popularity needed to present its answers. Built from ``CatalogStore/matchData()``.
public struct BarCatalog: Sendable {
    /// The compiled matcher over the catalog's recipes and the user's own.
    public let matcher: MatchCatalog
    /// Every catalog ingredient's display name, by id.
    public let ingredientNames: [IngredientID: String]
    /// What a result shows of each recipe, variant and own recipe, by id.
    public let recipes: [RecipeID: RecipeInfo]
    /// The user's own recipes' lines that are not matched (free text, or an ingredient the catalog
    /// no longer has), by recipe: `make` lists them as "not checked".
    public let unchecked: [RecipeID: [String]]

    /// What a result shows about a recipe.
    public struct RecipeInfo: Sendable, Hashable, Codable {
        /// The recipe's (or variant's) id.
        public var id: RecipeID
        /// Its display name.
        public var name: String
        /// Drink or dish.
        public var kind: RecipeKind
        /// How many sources list it, plus one for IBA cocktails: the `--sort popularity` key.
        public var popularity: Int
    }

    /// Compiles `data` for matching, with the user's `own` recipes beside the catalog's.
    public init(_ data: CatalogMatchData, own: [OwnMatchRecipe] = []) throws(LarderError) {
        let known = Set(data.ingredients.map(\.id))
        let own = own.map { $0.checked(against: known) }
        let matcher: MatchCatalog
        do {
            matcher = try data.matchCatalog(
                adding: own.filter { !$0.lines.isEmpty }.map { MatchRecipe(id: $0.id, kind: $0.kind, lines: $0.lines) })
        } catch {
            throw .catalog(.damaged(path: "catalog", reason: "it cannot be compiled for matching: \(error)"))
        }
        self.init(matcher: matcher, own: own)
    }

    /// The bar catalog of a compiled `matcher`, named by the names it was compiled with
    /// (``LarderMatch/MatchCatalog/names``), and the user's `own` recipes (already checked against the
    /// catalog's ingredients).
    init(matcher: MatchCatalog, own: [OwnMatchRecipe] = []) {
        self.matcher = matcher
        ingredientNames = Dictionary(matcher.names.ingredients.map { ($0.id, $0.name) }) { _, last in last }
        var recipes = [RecipeID: RecipeInfo](minimumCapacity: matcher.names.recipes.count + own.count)
        for recipe in matcher.names.recipes {
            recipes[recipe.id] = RecipeInfo(id: recipe.id, name: recipe.name, kind: recipe.kind, popularity: recipe.popularity)
        }
        for recipe in own { recipes[recipe.id] = RecipeInfo(id: recipe.id, name: recipe.name, kind: recipe.kind, popularity: 0) }
        self.recipes = recipes
        unchecked = Dictionary(own.filter { !$0.unchecked.isEmpty }.map { ($0.id, $0.unchecked) }) { first, _ in first }
    }

    /// The display name of an ingredient (its id when the catalog no longer has it).
    public func name(of ingredient: IngredientID) -> String { ingredientNames[ingredient] ?? ingredient.rawValue }

    /// The display name of a recipe or variant (its id when the catalog no longer has it).
    public func name(of recipe: RecipeID) -> String { recipes[recipe]?.name ?? recipe.rawValue }
}
