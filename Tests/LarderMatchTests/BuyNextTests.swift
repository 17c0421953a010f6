import LarderCore
import Testing
@testable import LarderMatch

@Suite struct BuyNextTests {
    @Test func ryeCompletesTheManhattan() throws {
        let catalog = try BarFixture.catalog()
        let options = catalog.rankPurchases(for: BarFixture.home)
        let first = try #require(options.first)
        #expect(first.completes.count == 1)
        let rye = try #require(options.first { $0.ingredient == "rye-whiskey" })
        #expect(rye.completes == ["manhattan"])
        let soda = try #require(options.first { $0.ingredient == "soda-water" })
        #expect(soda.completes == ["whiskey-highball"])
        let cointreau = try #require(options.first { $0.ingredient == "cointreau" })
        #expect(cointreau.completes.isEmpty && cointreau.advances == 2, "margarita and sidecar each drop to one missing")
        #expect(!options.contains { $0.ingredient == "gin" }, "owned ingredients are never suggested")
    }

    @Test func rankingIsOrderedByCompletionsThenAdvances() throws {
        let catalog = try BarFixture.catalog()
        let options = catalog.rankPurchases(for: BarFixture.home)
        for (a, b) in zip(options, options.dropFirst()) {
            #expect((a.completes.count, a.advances) >= (b.completes.count, b.advances))
        }
    }

    @Test func greedyPlanUnlocksStepByStep() throws {
        let catalog = try BarFixture.catalog()
        let plan = catalog.planPurchases(for: BarFixture.home, count: 3)
        #expect(plan.makeableBefore == 5)
        #expect(plan.steps.map(\.ingredient) == ["rye-whiskey", "soda-water", "cointreau"])
        #expect(plan.steps.map(\.unlocks) == [["manhattan"], ["whiskey-highball"], []])
        #expect(plan.steps.map(\.makeableAfter) == [6, 7, 7])
        let after = catalog.match(Inventory(owned: BarFixture.home.owned.union(["rye-whiskey", "soda-water"]), staples: BarFixture.home.staples))
        #expect(after.makeable.count == 7)
    }

    @Test func kindFilterLimitsTheRecipesConsidered() throws {
        let catalog = try BarFixture.catalog()
        #expect(catalog.rankPurchases(for: BarFixture.home, options: MatchOptions(kinds: [.dish])).isEmpty)
        #expect(catalog.planPurchases(for: BarFixture.home, count: 2, options: MatchOptions(kinds: [.dish])).steps.isEmpty)
    }
}
