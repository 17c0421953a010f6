import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The taste-profile affinity must rank pairs that cooks and bartenders call classic above random pairs
/// of ingredients. The pairs below were written after the formula was fixed and were never used to tune it.
@Suite struct ClassicPairsTests {
    static let heldBack: [(String, String)] = [
        ("gin", "campari"), ("bourbon-whiskey", "lemon-juice"), ("cachaca", "lime"), ("vodka", "coffee-liqueur"),
        ("scotch-whiskey", "honey"), ("brandy", "egg"), ("white-rum", "mint"), ("tequila", "grapefruit-soda"),
        ("cognac", "champagne"), ("amaretto", "lemon-juice"), ("green-chartreuse", "lime-juice"), ("dark-rum", "pineapple-juice"),
        ("gin", "cucumber"), ("vodka", "tomato-juice"), ("irish-whiskey", "coffee"), ("peach", "prosecco"),
        ("banana", "dark-rum"), ("orange-juice", "champagne"), ("lemon", "garlic"), ("potato", "butter"),
        ("onion", "beef"), ("chicken", "thyme"), ("rosemary", "lamb"), ("mushroom", "thyme"),
        ("basil", "mozzarella-cheese"), ("chocolate", "raspberry"), ("maple-syrup", "bacon"), ("pear", "cheese"),
        ("lime", "cilantro"), ("coconut-milk", "chilli-pepper"), ("soy-sauce", "ginger"), ("vanilla-extract", "strawberry"),
    ]

    @Test func classicPairsRankAboveRandomPairs() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog"))
        let profiles = Dictionary(sources.profiles.map { ($0.ingredient, $0.profile) }, uniquingKeysWith: { a, _ in a })
        let used = Set(sources.recipes.flatMap { $0.lines.map(\.ingredient) })
        let pool = used.filter { !(profiles[$0]?.isEmpty ?? true) }.sorted()
        func affinity(_ a: IngredientID, _ b: IngredientID) throws -> Double {
            ProfileAffinity.of(try #require(profiles[a], "\(a)"), try #require(profiles[b], "\(b)")).affinity
        }
        let classic = try Self.heldBack.map { try affinity(IngredientID($0.0), IngredientID($0.1)) }
        var generator = SplitMix64(seed: 7)
        var random: [Double] = []
        while random.count < 2000 {
            let a = pool[Int(generator.next() % UInt64(pool.count))], b = pool[Int(generator.next() % UInt64(pool.count))]
            if a != b { random.append(try affinity(a, b)) }
        }
        // AUC: the chance that a classic pair outranks a random one (ties count half).
        var wins = 0.0
        for c in classic { for r in random { wins += c > r ? 1 : (c == r ? 0.5 : 0) } }
        let auc = wins / Double(classic.count * random.count)
        #expect(auc > 0.6, "AUC \(auc)")
        let meanClassic = classic.reduce(0, +) / Double(classic.count)
        let meanRandom = random.reduce(0, +) / Double(random.count)
        #expect(meanClassic > meanRandom + 0.1, "\(meanClassic) vs \(meanRandom)")
        print("classic pairs: AUC \(auc), mean affinity \(meanClassic) against \(meanRandom) for random pairs")
    }
}
