import LarderCore
import Testing
@testable import LarderMatch

@Suite struct InventoryClosureTests {
    @Test func childrenSatisfyParentsNeverTheReverse() throws {
        let catalog = try BarFixture.catalog()
        let closure = catalog.closure(of: Inventory(owned: ["bourbon", "gin"]))
        #expect(catalog.isAvailable("whiskey", in: closure))
        #expect(!catalog.isAvailable("rye-whiskey", in: closure))
        #expect(!catalog.isAvailable("london-dry-gin", in: closure))
    }

    @Test func homemadeNeedsEveryPart() throws {
        let catalog = try BarFixture.catalog()
        #expect(catalog.isAvailable("simple-syrup", in: catalog.closure(of: Inventory(owned: ["sugar"], staples: ["water"]))))
        #expect(!catalog.isAvailable("simple-syrup", in: catalog.closure(of: Inventory(owned: ["sugar"]))))
    }

    @Test func homemadePartsAreSatisfiedThroughTheHierarchy() throws {
        let catalog = try MatchCatalog(ingredients: [
            MatchIngredient(id: "sugar"), MatchIngredient(id: "demerara-sugar", parent: "sugar"),
            MatchIngredient(id: "water"), MatchIngredient(id: "syrup", parts: ["sugar", "water"]),
            MatchIngredient(id: "syrup-cocktail", parts: ["syrup", "water"]),
        ], recipes: [])
        let closure = catalog.closure(of: Inventory(owned: ["demerara-sugar", "water"]))
        #expect(catalog.isAvailable("syrup-cocktail", in: closure))
        #expect(closure.availableCount == 5)
    }

    @Test func cyclicPartsAndParentsTerminate() throws {
        let catalog = try MatchCatalog(ingredients: [
            MatchIngredient(id: "a", parent: "b", parts: ["b"]), MatchIngredient(id: "b", parent: "a", parts: ["a"]),
        ], recipes: [])
        #expect(!catalog.isAvailable("a", in: catalog.closure(of: Inventory())))
        let closure = catalog.closure(of: Inventory(owned: ["a"]))
        #expect(catalog.isAvailable("b", in: closure))
    }

    @Test func unknownOwnedIdsAreIgnored() throws {
        let catalog = try BarFixture.catalog()
        #expect(catalog.closure(of: Inventory(owned: ["not-an-ingredient"])).availableCount == 0)
    }
}
