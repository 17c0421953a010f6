import LarderCore
import LarderMatch

/// A random catalog and inventory small enough for the brute-force reference, drawn from a seed.
struct RandomBar {
    var ingredients: [MatchIngredient] = []
    var substitutes: [SubstituteRule] = []
    var recipes: [MatchRecipe] = []
    var inventory = Inventory()

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let n = Int.random(in: 4...18, using: &rng)
        let ids = (0..<n).map { IngredientID("i\($0)") }
        for i in 0..<n {
            // Parents point to lower indices (a forest), with the odd cycle-free long chain.
            let parent = i > 0 && Bool.random(using: &rng) ? ids[Int.random(in: 0..<i, using: &rng)] : nil
            // Parts may point anywhere, cycles included.
            let parts = Int.random(in: 0..<6, using: &rng) == 0
                ? (0..<Int.random(in: 1...3, using: &rng)).map { _ in ids.randomElement(using: &rng)! } : []
            ingredients.append(MatchIngredient(id: ids[i], parent: parent, parts: parts, category: IngredientCategory.allCases.randomElement(using: &rng)!))
        }
        for _ in 0..<Int.random(in: 0...n / 2, using: &rng) {
            substitutes.append(SubstituteRule(
                original: ids.randomElement(using: &rng)!, replacement: ids.randomElement(using: &rng)!,
                penalty: Double(Int.random(in: 0...10, using: &rng)) / 10, bidirectional: Bool.random(using: &rng)))
        }
        func lines(_ rng: inout SplitMix64) -> [MatchLine] {
            (0..<Int.random(in: 0...5, using: &rng)).map { _ in
                MatchLine(
                    ids.randomElement(using: &rng)!, optional: Int.random(in: 0..<6, using: &rng) == 0,
                    garnish: Int.random(in: 0..<6, using: &rng) == 0,
                    substitutes: Int.random(in: 0..<4, using: &rng) == 0 ? [ids.randomElement(using: &rng)!] : [])
            }
        }
        for r in 0..<Int.random(in: 1...40, using: &rng) {
            let variants = (0..<(Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 1...2, using: &rng) : 0)).map { v in
                MatchVariant(id: RecipeID("r\(r)-v\(v)"), name: "R\(r) v\(v)", lines: lines(&rng))
            }
            recipes.append(MatchRecipe(
                id: RecipeID("r\(r)"), kind: Bool.random(using: &rng) ? .drink : .dish, lines: lines(&rng), variants: variants))
        }
        inventory.owned = Set(ids.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 })
        inventory.staples = Set(ids.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
        inventory.substitutes = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
            UserSubstitute(original: ids.randomElement(using: &rng)!, replacement: ids.randomElement(using: &rng)!)
        }
    }
}
