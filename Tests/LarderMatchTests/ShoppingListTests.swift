import LarderCore
import Testing
@testable import LarderMatch

@Suite struct ShoppingListTests {
    @Test func missingLinesAreSummedAndGrouped() throws {
        let catalog = try BarFixture.catalog()
        let closure = catalog.closure(of: BarFixture.home)
        let list = try catalog.shoppingList(
            for: [ShoppingRequest(recipe: "manhattan", scale: 2), ShoppingRequest(recipe: "margarita"), ShoppingRequest(recipe: "sidecar")],
            in: closure)
        #expect(list.sections.map(\.category) == [.spirit, .liqueur, .fruit])
        let spirits = list.sections[0].items
        #expect(spirits.map(\.ingredient) == ["cognac", "rye-whiskey", "tequila"])
        #expect(spirits[1].amounts == [Amount(120, .ml)], "2 oz doubled")
        let tripleSec = try #require(list.sections[1].items.first)
        #expect(tripleSec.ingredient == "triple-sec")
        #expect(tripleSec.amounts == [Amount(42.5, .ml)], "20 ml + 0.75 oz")
        #expect(tripleSec.recipes == ["margarita", "sidecar"])
        let cherry = try #require(list.sections[2].items.first)
        #expect(cherry.optional && cherry.amounts == [Amount(2, nil)])
    }

    @Test func unsummableAmountsAreKept() throws {
        let catalog = try BarFixture.catalog()
        let list = try catalog.shoppingList(
            for: [ShoppingRequest(recipe: "whiskey-highball"), ShoppingRequest(recipe: "daiquiri")], in: catalog.closure(of: Inventory()))
        let items = list.sections.flatMap(\.items)
        let soda = try #require(items.first { $0.ingredient == "soda-water" })
        #expect(soda.amounts == [Amount(quantity: nil, unit: .topUp)] && !soda.unmeasured)
        let rum = try #require(items.first { $0.ingredient == "white-rum" })
        #expect(rum.amounts.isEmpty && rum.unmeasured)
    }

    @Test func nothingMissingGivesAnEmptyList() throws {
        let catalog = try BarFixture.catalog()
        let list = try catalog.shoppingList(for: [ShoppingRequest(recipe: "gimlet")], in: catalog.closure(of: BarFixture.home))
        #expect(list.isEmpty)
        #expect(throws: MatchCatalogError.unknownRecipe("nope")) {
            try catalog.shoppingList(for: [ShoppingRequest(recipe: "nope")], in: catalog.closure(of: BarFixture.home))
        }
    }

    @Test func trackedIngredientsAreListedEvenWhenOwned() throws {
        // The home bar makes a gimlet; with the pantry tracking an amount of gin, the gin line is
        // listed (60 ml, the request's scale 2 kept apart) so the amount held can be subtracted.
        let catalog = try BarFixture.catalog()
        let closure = catalog.closure(of: BarFixture.home)
        #expect(try catalog.shoppingList(for: [ShoppingRequest(recipe: "gimlet", scale: 2)], in: closure).isEmpty)
        let list = try catalog.shoppingList(for: [ShoppingRequest(recipe: "gimlet", scale: 2)], in: closure, tracked: ["gin"])
        let items = list.sections.flatMap(\.items)
        #expect(items.map(\.ingredient) == ["gin"])
        let need = try #require(items.first?.needs.first)
        #expect(need.recipe == "gimlet" && need.amount == Amount(60, .ml) && need.scale == 2 && !need.optional)
        #expect(items.first?.amounts == [Amount(120, .ml)])
    }

    @Test func tallyKeepsMassesAndCountsApart() {
        var tally = AmountTally()
        tally.add(Amount(1, .kg))
        tally.add(Amount(250, .g))
        tally.add(Amount(2, .slice))
        tally.add(Amount(1, .slice))
        tally.add(Amount(quantity: nil, unit: .toTaste))
        tally.add(nil)
        #expect(tally.amounts == [Amount(1250, .g), Amount(3, .slice), Amount(quantity: nil, unit: .toTaste)])
        #expect(tally.hasUnmeasured)
    }
}
