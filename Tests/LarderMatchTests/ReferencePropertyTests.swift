import LarderCore
import Testing
@testable import LarderMatch

/// The matcher against the brute-force ``ReferenceMatcher`` on many random catalogs and inventories.
@Suite struct ReferencePropertyTests {
    static let seeds: [UInt64] = Array(1...400)

    @Test(arguments: seeds) func matchAgreesWithReference(seed: UInt64) throws {
        let bar = RandomBar(seed: seed)
        let catalog = try MatchCatalog(ingredients: bar.ingredients, substitutes: bar.substitutes, recipes: bar.recipes)
        let closure = catalog.closure(of: bar.inventory)
        let expected = ReferenceMatcher(bar: bar).match(bar.inventory)
        let result = catalog.match(closure, options: MatchOptions(parallel: false))
        var split = MatchOptions(parallel: true)
        split.recipesPerChunk = 3
        #expect(catalog.match(closure, options: split) == result, "seed \(seed): chunked work gives the same result")
        for count in 0...2 {
            let want = bar.recipes.map(\.id).filter { expected[$0]!.missing.count == count }
            #expect(catalog.ids(result, missing: count) == want, "seed \(seed), missing \(count)")
        }
        for m in result.all {
            let id = catalog.recipeID(of: m)
            #expect(catalog.variant(of: m)?.id == expected[id]!.variant, "seed \(seed), \(id)")
            #expect(catalog.missingIngredients(of: m).sorted() == expected[id]!.missing.sorted(), "seed \(seed), \(id)")
        }
        for recipe in bar.recipes {
            let e = try catalog.explain(recipe.id, in: closure)
            #expect(e.missing.sorted() == expected[recipe.id]!.missing.sorted(), "seed \(seed), explain \(recipe.id)")
        }
    }

    @Test(arguments: seeds.prefix(150)) func purchasesAgreeWithReference(seed: UInt64) throws {
        let bar = RandomBar(seed: seed)
        let catalog = try MatchCatalog(ingredients: bar.ingredients, substitutes: bar.substitutes, recipes: bar.recipes)
        let expected = ReferenceMatcher(bar: bar).completions(bar.inventory)
        let options = catalog.rankPurchases(for: bar.inventory)
        let ranked = Dictionary(uniqueKeysWithValues: options.map { ($0.ingredient, Set($0.completes)) })
        for (candidate, recipes) in expected where !recipes.isEmpty {
            #expect(ranked[candidate] == recipes, "seed \(seed), buying \(candidate)")
        }
        for (candidate, recipes) in ranked {
            #expect(expected[candidate] == recipes, "seed \(seed), ranked \(candidate)")
        }
    }

    /// Folding kinds against its rule written here by ids: an option goes when one of its ancestors (walked
    /// up the bar's parents) is an option completing at least one recipe less (and something, when it
    /// does). On the ranked options and on made-up ones: every ingredient with 0 to 3 completions, and one
    /// the catalog does not know.
    @Test(arguments: seeds.prefix(100)) func foldingKindsFollowsItsRule(seed: UInt64) throws {
        let bar = RandomBar(seed: seed)
        let catalog = try MatchCatalog(ingredients: bar.ingredients, substitutes: bar.substitutes, recipes: bar.recipes)
        let parents = Dictionary(bar.ingredients.compactMap { i in i.parent.map { (i.id, $0) } }) { first, _ in first }
        func expected(_ options: [PurchaseOption]) -> [PurchaseOption] {
            var best: [IngredientID: Int] = [:]
            for option in options { best[option.ingredient] = max(best[option.ingredient] ?? 0, option.completes.count) }
            return options.filter { option in
                var x = option.ingredient
                var seen: Set<IngredientID> = [x]
                while let up = parents[x], seen.insert(up).inserted {
                    x = up
                    if let general = best[up], general >= option.completes.count - 1, general > 0 || option.completes.isEmpty { return false }
                }
                return true
            }
        }
        let ranked = catalog.rankPurchases(for: bar.inventory)
        #expect(catalog.foldingKinds(ranked) == expected(ranked), "seed \(seed), ranked")
        let madeUp = (bar.ingredients.map(\.id) + ["nowhere"]).enumerated().map { k, id in
            PurchaseOption(ingredient: id, completes: (0..<Int((seed &+ UInt64(k) &* 7) % 4)).map { RecipeID("r\($0)") }, advances: k % 2)
        }
        let folded = catalog.foldingKinds(madeUp)
        #expect(folded == expected(madeUp), "seed \(seed), made up")
        #expect(folded.contains { $0.ingredient == "nowhere" })
    }

    /// The plan, step by step, against the reference: how many recipes are makeable first and what each
    /// purchase unlocks after the ones before it; the suggestions ranked with the plan equal those ranked alone.
    @Test(arguments: seeds.prefix(60)) func planStepsAgreeWithReference(seed: UInt64) throws {
        let bar = RandomBar(seed: seed)
        let catalog = try MatchCatalog(ingredients: bar.ingredients, substitutes: bar.substitutes, recipes: bar.recipes)
        let (suggestions, plan) = catalog.suggestAndPlanPurchases(for: bar.inventory, count: 3)
        #expect(suggestions == catalog.suggestPurchases(for: bar.inventory), "seed \(seed)")
        #expect(plan.steps.first?.ingredient == suggestions.first?.ingredient, "seed \(seed)")
        let reference = ReferenceMatcher(bar: bar)
        var inventory = bar.inventory
        #expect(plan.makeableBefore == reference.match(inventory).values.count { $0.missing.isEmpty }, "seed \(seed)")
        for step in plan.steps {
            #expect(Set(step.unlocks) == reference.completions(inventory)[step.ingredient] ?? [], "seed \(seed), buying \(step.ingredient)")
            inventory.owned.insert(step.ingredient)
        }
    }
}
