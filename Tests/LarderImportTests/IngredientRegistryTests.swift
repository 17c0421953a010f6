import LarderCore
import Testing
@testable import LarderImport

/// Ingredient text as the data sets write it, resolved through our curation tables.
struct IngredientRegistryTests {
    static let aliases: [(String, IngredientID)] = [
        ("Fresh Lime Juice", "lime-juice"),
        ("lime juice (fresh)", "lime-juice"),
        ("juice of 1 lime", "lime-juice"),
        ("Juice of half a lemon", "lemon-juice"),
        ("Freshly Squeezed Lime Juice", "lime-juice"),
        ("2 limes, juiced", "lime-juice"),
        ("whisky", "whiskey"),
        ("Whiskey", "whiskey"),
        ("Bourbon", "bourbon-whiskey"),
        ("Rye Whisky", "rye-whiskey"),
        ("Cointreau", "cointreau"),
        ("triple sec", "triple-sec"),
        ("Limes", "lime"),
        ("Blackberries", "blackberries"),
        ("Crème de Cassis", "creme-de-cassis"),
        ("creme de cassis", "creme-de-cassis"),
        ("Angostura Bitters", "angostura-aromatic-bitters"),
        ("Sugar Syrup", "simple-syrup"),
        ("soda water", "club-soda"),
        ("Egg whites", "egg-white"),
        ("Mint Leaves", "mint"),
        ("London Dry Gin", "london-dry-gin"),
        ("Dry Gin", "london-dry-gin"),
        ("chilled Champagne", "champagne"),
        ("2 cups all-purpose flour", "all-purpose-flour"),
        ("extra virgin olive oil", "olive-oil"),
        ("Garlic cloves", "garlic"),
        ("1 large tomato", "tomato"),
        ("half & half", "cream"),
    ]

    @Test(arguments: aliases)
    func resolvesSpellingsAndAliases(text: String, expected: IngredientID) throws {
        var registry = try Fixture.registry()
        let resolution = registry.resolve(text)
        #expect(resolution?.id == expected, "\(text)")
        #expect(resolution?.created == false)
    }

    @Test func createsAFoodIngredientWithAParent() throws {
        var registry = try Fixture.registry()
        let created = registry.resolve("large yellow onions")
        let resolution = try #require(created)
        #expect(resolution.id == "yellow-onion")
        #expect(resolution.created)
        let onion = try #require(registry.ingredient("yellow-onion"))
        #expect(onion.parent == "onion")
        #expect(onion.category == .vegetable)
        #expect(onion.name == "Yellow onion")
        // The second time it is known.
        #expect(registry.resolve("Yellow Onion")?.created == false)
    }

    @Test func offersTheOtherSpiritAsASubstitute() throws {
        var registry = try Fixture.registry()
        let resolved = registry.resolve("Bourbon or Rye Whiskey")
        let resolution = try #require(resolved)
        #expect(resolution.id == "bourbon-whiskey")
        #expect(resolution.alternatives == ["rye-whiskey"])
    }

    @Test func splitsTwoKnownIngredientsJoinedByAnd() throws {
        var registry = try Fixture.registry()
        #expect(registry.resolveAll("salt and black pepper").map(\.id) == ["salt", "black-pepper"])
        #expect(registry.resolveAll("half and half").map(\.id) == ["cream"])
    }

    @Test(arguments: ["", "i've found that pre-shredded cheese doesn't taste as good", "any ingredients you want", "12 34"])
    func leavesSentencesUnresolved(text: String) throws {
        var registry = try Fixture.registry()
        #expect(registry.resolveAll(text).isEmpty)
    }

    @Test func hierarchyHasNoCycles() throws {
        let ingredients = try Fixture.registry().finished()
        let parents = Dictionary(uniqueKeysWithValues: ingredients.map { ($0.id, $0.parent) })
        for ingredient in ingredients {
            var seen: Set<IngredientID> = [ingredient.id]
            var current = ingredient.parent
            while let next = current {
                #expect(seen.insert(next).inserted, "cycle through \(ingredient.id)")
                if seen.count > 20 { break }
                current = parents[next] ?? nil
            }
        }
    }
}

/// `ingredients.tsv` promises that an empty name or category keeps the data set's value; for an
/// ingredient only recipe text creates, that value is what the text says.
struct PendingIngredientRowTests {
    func curation(_ rows: [Curation.IngredientRow]) -> Curation {
        Curation(
            ingredients: rows, aliases: [], parts: [:], substitutes: [], categoryRules: [(words: ["beer"], category: .beer)],
            descriptors: [], notIngredients: [])
    }

    @Test func emptyNameAndCategoryKeepWhatTheRecipeTextSays() throws {
        // The row gives only the strength; the recipe text "Non-alcoholic beer" names it and its last word
        // files it under beer (the category rule). Before, the row made an ingredient named by its id in
        // category other, and the text resolved to that.
        let row = Curation.IngredientRow(id: "non-alcoholic-beer", name: nil, category: nil, abv: 0, parent: .none, isGarnish: false)
        var registry = IngredientRegistry(curation: curation([row]), barAssistant: [])
        #expect(registry.resolve("Non-alcoholic beer")?.id == "non-alcoholic-beer")
        registry.settlePending()
        let made = try #require(registry.ingredient("non-alcoholic-beer"))
        #expect(made.name == "Non-alcoholic beer")
        #expect(made.category == .beer)
        #expect(made.abv == 0)
    }

    @Test func aRowNoRecipeNamesIsStillCreatedWithItsFields() throws {
        let row = Curation.IngredientRow(id: "rhubarb-liqueur", name: nil, category: .liqueur, abv: 20, parent: .none, isGarnish: false)
        var registry = IngredientRegistry(curation: curation([row]), barAssistant: [])
        #expect(registry.ingredient("rhubarb-liqueur") == nil)
        registry.settlePending()
        let made = try #require(registry.ingredient("rhubarb-liqueur"))
        #expect(made.name == "Rhubarb liqueur")
        #expect(made.category == .liqueur)
        #expect(made.abv == 20)
    }
}
