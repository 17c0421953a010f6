import CatalogTestSupport
import Foundation
import LarderCatalog
import LarderCore
import Testing

@Suite final class LookupTests {
    let store: CatalogStore
    let folder: URL

    init() throws { (store, folder) = try Fixture.store() }
    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func recipesResolveByIdNameAliasAndVariant() throws {
        #expect(try store.resolveRecipe("whiskey-sour") == "whiskey-sour")
        #expect(try store.resolveRecipe("Whiskey sour") == "whiskey-sour")
        #expect(try store.resolveRecipe("pina colada") == "pina-colada")
        #expect(try store.resolveRecipe("daiquiri-v-opendrinks") == "daiquiri")
        // A drink merged into another keeps its old id as the slug of an alias (issue 9).
        #expect(try store.resolveRecipe("whisky-sour") == "whiskey-sour")
        // A variant merged away into its drink's own spec (the fixture's negroni has none) still names the drink;
        // a variant id of no drink is unknown.
        #expect(try store.resolveRecipe("negroni-v-opendrinks") == "negroni")
        #expect(throws: CatalogError.self) { try store.resolveRecipe("negronis-v-opendrinks") }
    }

    /// An ingredient merged into another keeps its old id as the slug of an alias (issue 9: "pinapple-juice"
    /// is Pineapple juice): the fixture's aliases "fresh lemon juice" and "juice of 1 lime", written as ids.
    @Test func ingredientsResolveByFormerId() throws {
        #expect(try store.resolveIngredient("fresh-lemon-juice").id == "lemon-juice")
        #expect(try store.resolveIngredient("juice-of-1-lime").id == "lime-juice")
        #expect(throws: CatalogError.self) { try store.resolveIngredient("fresh-lemon-juic") }
    }

    /// A name written with its words broken elsewhere finds the recipe ("Pina Colada" is written
    /// "Piña Colada"; "pinacolada", "Pi Na Colada" differ only in spaces); other letters still miss.
    @Test func recipesResolveWithWordsBrokenElsewhere() throws {
        #expect(try store.resolveRecipe("pinacolada") == "pina-colada")
        #expect(try store.resolveRecipe("Pi Na Colada") == "pina-colada")
        #expect(try store.resolveRecipe("WhiskeySour") == "whiskey-sour")
        #expect(throws: CatalogError.self) { try store.resolveRecipe("whiskeys our x") }
    }

    @Test func unknownRecipeSuggests() throws {
        #expect(throws: CatalogError.notFound(kind: "recipe", query: "daiquri", suggestions: ["Daiquiri"])) {
            try store.resolveRecipe("daiquri")
        }
    }

    @Test func recipeDetailKeepsLinesInOrderWithParsedAmounts() throws {
        let sour = try store.recipe("whiskey sour")
        #expect(sour.lines.map(\.ingredient.id.rawValue) == ["bourbon-whiskey", "lemon-juice", "simple-syrup", "egg-white"])
        #expect(sour.lines[0].amount == Amount(45, .ml))
        #expect(sour.lines[3].optional)
        let daiquiri = try store.recipe("daiquiri")
        #expect(daiquiri.variants.map(\.id.rawValue) == ["daiquiri-v-opendrinks"])
        #expect(daiquiri.variants[0].lines[0].amount == Amount(2, .oz))
    }

    @Test func ingredientDetailShowsHierarchyPartsAndCompanions() throws {
        let whiskey = try store.ingredientDetail("whisky")
        #expect(whiskey.ingredient.id == "whiskey")
        #expect(Set(whiskey.children.map(\.id.rawValue)) == ["bourbon-whiskey", "rye-whiskey"])
        let syrup = try store.ingredientDetail("simple syrup")
        #expect(Set(syrup.parts.map(\.id.rawValue)) == ["sugar", "water"])
        #expect(syrup.ingredient.recipeCount == 2)
        let lime = try store.ingredientDetail("juice of 1 lime")
        #expect(lime.ingredient.id == "lime-juice")
        #expect(Set(lime.companions.map(\.ingredient.id.rawValue)).isSuperset(of: ["white-rum", "simple-syrup"]))
    }

    @Test func ingredientListsFilterByTextAndCategory() throws {
        let spirits = try store.ingredients(category: .spirit)
        #expect(spirits.allSatisfy { $0.category == .spirit } && spirits.count == 6)
        #expect(try store.ingredients(matching: "juice").map(\.id.rawValue).contains("pineapple-juice"))
    }

    @Test func suggestCompletesNamesOfEveryKind() throws {
        let names = try store.suggest("sour").map(\.name)
        #expect(names.contains("Sour Cherry Smash") && names.contains("Sour cherry"))
        #expect(names.contains("Whiskey Sour"))
        #expect(names.count <= 5)
        #expect(try store.suggest("ba").first?.name.hasPrefix("Ba") == true)
        #expect(try store.suggest("%").isEmpty)
    }

    @Test func randomRespectsFiltersAndIsRepeatableForASeed() throws {
        struct Counter: RandomNumberGenerator {
            var state: UInt64
            mutating func next() -> UInt64 { state &+= 0x9E37_79B9_7F4A_7C15; return state }
        }
        var a = Counter(state: 7), b = Counter(state: 7)
        let first = try store.random(SearchQuery(kind: .dish), using: &a)
        #expect(first?.id == "banana-bread")
        let x = try store.random(SearchQuery(), using: &b)
        var c = Counter(state: 7)
        #expect(try store.random(SearchQuery(), using: &c)?.id == x?.id)
        var d = Counter(state: 1)
        #expect(try store.random(SearchQuery(text: "zzzz"), using: &d) == nil)
    }
}
