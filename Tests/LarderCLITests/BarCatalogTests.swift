import LarderCatalog
import LarderCore
import LarderKit
import LarderMatch
import Testing

/// The bridge from catalog rows to the matcher, and name resolution, without a database.
@Suite struct BarCatalogTests {
    static let data = CatalogMatchData(
        ingredients: [
            Ingredient(id: "whiskey", name: "Whiskey", aliases: ["whisky"], category: .spirit),
            Ingredient(id: "bourbon-whiskey", name: "Bourbon", parent: "whiskey", category: .spirit),
            Ingredient(id: "orange-peel", name: "Orange peel", aliases: ["orange twist"], category: .fruit, isGarnish: true),
            Ingredient(id: "orange-zest", name: "Orange zest", aliases: ["orange twist"], category: .fruit),
            Ingredient(id: "sugar", name: "Sugar", category: .sweetener),
            Ingredient(id: "water", name: "Water", category: .water),
            Ingredient(id: "simple-syrup", name: "Simple syrup", category: .syrup, parts: ["sugar", "water"]),
        ],
        substitutes: [],
        recipes: [
            Recipe(id: "whiskey-smash", name: "Whiskey Smash", kind: .drink, lines: [
                RecipeLine(ingredient: "whiskey", amount: "60 ml"), RecipeLine(ingredient: "simple-syrup", amount: "15 ml"),
                RecipeLine(ingredient: "orange-peel"),
            ], sources: [SourceRef(dataset: "iba"), SourceRef(dataset: "opendrinks")]),
            Recipe(id: "mystery-dish", name: "Mystery Dish", kind: .dish, lines: []),
        ],
        amounts: ["whiskey-smash": [Amount(60, .ml), Amount(15, .ml), nil]])

    @Test func namesAndAliasesResolve() throws {
        let bar = try BarCatalog(Self.data)
        #expect(try bar.resolveIngredient("Bourbon") == "bourbon-whiskey")
        #expect(try bar.resolveIngredient("  WHISKY ") == "whiskey")
        #expect(try bar.resolveIngredient("simple-syrup") == "simple-syrup")
    }

    @Test func ambiguousAndUnknownNamesSayWhy() throws {
        let bar = try BarCatalog(Self.data)
        let ambiguous = #expect(throws: LarderError.self) { try bar.resolveIngredient("orange twist") }
        #expect(ambiguous?.description == "'orange twist' is ambiguous: Orange peel (orange-peel), Orange zest (orange-zest)")
        let unknown = #expect(throws: LarderError.self) { try bar.resolveIngredient("burbon") }
        #expect(unknown?.description.contains("did you mean 'Bourbon'") == true)
    }

    @Test func garnishIngredientsNeverBlockAndAmountsCarryOver() throws {
        let bar = try BarCatalog(Self.data)
        let inventory = Inventory(owned: ["bourbon-whiskey"], staples: ["sugar", "water"])
        let entries = bar.make(inventory, maxMissing: 0)
        #expect(entries.map(\.recipe.id) == ["whiskey-smash"], "a recipe with no lines is never makeable")
        let smash = try #require(entries.first)
        #expect(smash.recipe.id == "whiskey-smash")
        #expect(smash.optionalMissing.map(\.id) == ["orange-peel"], "a garnish ingredient is a garnish line")
        #expect(smash.kinds.map { $0.owned.name } == ["Bourbon"])
        #expect(smash.popularity == 2)
        let list = try bar.shoppingList(["whiskey-smash"], targetServings: 2, inventory: Inventory())
        let whiskey = try #require(list.sections.first { $0.category == "spirit" }?.items.first)
        #expect(whiskey.amounts == ["120 ml"])
    }
}
