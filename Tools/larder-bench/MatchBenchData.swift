import Foundation
import LarderCore
import LarderMatch

/// The synthetic bar of the match benchmark: a deterministic function of its sizes and seed, so the
/// matcher and the SQL baseline read exactly the same data without keeping recipe values around.
///
/// Ingredient `ing-i` is more popular the lower `i` is. The first 5% are generic (whiskey-like)
/// parents; 60% of the rest are a kind of one of them; the last 1% are homemade from 2–3 popular
/// ingredients. Recipes have 7–13 distinct ingredients picked with a popularity skew; 5% of lines
/// are optional, 5% garnish, 5% accept one or two per-recipe substitutes; 3% of recipes have a variant.
struct MatchBenchData: Sendable {
    let recipeCount: Int
    let ingredientCount: Int
    let inventorySize: Int
    let seed: UInt64

    var genericCount: Int { max(1, ingredientCount / 20) }
    var homemadeRange: Range<Int> { (ingredientCount - max(1, ingredientCount / 100))..<ingredientCount }

    func ingredientID(_ i: Int) -> IngredientID { IngredientID("ing-\(i)") }
    func recipeID(_ r: Int) -> RecipeID { RecipeID("rec-\(r)") }

    /// A skewed pick: low indices far more often than high ones.
    private func popular(_ rng: inout SplitMix64, below limit: Int? = nil) -> Int {
        let u = Double(rng.next() >> 11) / Double(1 << 53)
        return min(Int(Double(limit ?? ingredientCount) * u * u * u), (limit ?? ingredientCount) - 1)
    }

    var ingredients: [MatchIngredient] {
        var rng = SplitMix64(seed: seed)
        return (0..<ingredientCount).map { i in
            var ingredient = MatchIngredient(id: ingredientID(i), category: IngredientCategory.allCases[i % IngredientCategory.allCases.count])
            if i >= genericCount && !homemadeRange.contains(i) && rng.next() % 10 < 6 {
                ingredient.parent = ingredientID(Int(rng.next() % UInt64(genericCount)))
            }
            if homemadeRange.contains(i) {
                ingredient.parts = (0..<(2 + Int(rng.next() % 2))).map { _ in ingredientID(popular(&rng, below: homemadeRange.lowerBound)) }
            }
            return ingredient
        }
    }

    var substitutes: [SubstituteRule] {
        var rng = SplitMix64(seed: seed &+ 1)
        return (0..<(ingredientCount / 5)).map { _ in
            SubstituteRule(
                original: ingredientID(popular(&rng)), replacement: ingredientID(popular(&rng)),
                penalty: Double(rng.next() % 10) / 10, bidirectional: rng.next() % 10 < 3)
        }
    }

    /// Distinct skewed ingredient indices for one recipe (the same recipe every time).
    private func recipeLines(_ rng: inout SplitMix64) -> [(ingredient: Int, flags: Int, substitutes: [Int])] {
        let count = 7 + Int(rng.next() % 7)
        var picked: [Int] = []
        while picked.count < count {
            let i = popular(&rng)
            if !picked.contains(i) { picked.append(i) }
        }
        return picked.map { i in
            let roll = rng.next() % 20
            let flags = roll == 0 ? 1 : roll == 1 ? 2 : 0
            let substitutes = roll == 2 ? (0..<(1 + Int(rng.next() % 2))).map { _ in popular(&rng) }.filter { $0 != i } : []
            return (i, flags, substitutes)
        }
    }

    /// Recipe `r` in integer form: its main spec, then its variant if it has one.
    func specs(ofRecipe r: Int) -> [[(ingredient: Int, flags: Int, substitutes: [Int])]] {
        var rng = SplitMix64(seed: seed &+ 0x5EED &+ UInt64(r) &* 0x9E37_79B9)
        let main = recipeLines(&rng)
        guard rng.next() % 100 < 3 else { return [main] }
        var variant = main
        let swap = Int(rng.next() % UInt64(variant.count))
        let replacement = popular(&rng)
        if !variant.contains(where: { $0.ingredient == replacement }) { variant[swap] = (replacement, 0, []) }
        return [main, variant]
    }

    /// The recipes as matcher values, generated lazily.
    var recipes: some Sequence<MatchRecipe> {
        (0..<recipeCount).lazy.map { r in
            let specs = specs(ofRecipe: r).map { spec in
                spec.map { line in
                    MatchLine(
                        ingredientID(line.ingredient), optional: line.flags == 1, garnish: line.flags == 2,
                        substitutes: line.substitutes.map(ingredientID))
                }
            }
            return MatchRecipe(
                id: recipeID(r), lines: specs[0],
                variants: specs.dropFirst().map { MatchVariant(id: RecipeID("rec-\(r)-v"), name: "Variant", lines: $0) })
        }
    }

    /// A plausible bar: `inventorySize` distinct popular ingredients and two user substitutes.
    var inventory: Inventory {
        var rng = SplitMix64(seed: seed &+ 2)
        var owned: Set<IngredientID> = []
        while owned.count < min(inventorySize, ingredientCount) { owned.insert(ingredientID(popular(&rng))) }
        let substitutes = owned.isEmpty ? [] : (0..<2).map { _ in UserSubstitute(original: ingredientID(popular(&rng)), replacement: owned.sorted()[Int(rng.next() % UInt64(owned.count))]) }
        return Inventory(owned: owned, substitutes: substitutes)
    }
}

