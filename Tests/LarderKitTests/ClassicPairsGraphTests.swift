import Foundation
@testable import FlavorGraph
import LarderKit
import Testing

/// The held-back classic pairs of `LarderCatalogTests/ClassicPairsTests` (written after the affinity
/// formula was fixed, never used to tune it), measured on the flavor graph of the bundled catalog against
/// 2,000 random pairs of used, profiled ingredients (SplitMix64, seed 7): the AUC of the taste-profile
/// affinity alone, of the pair measure the blended recipe score reads (shared compounds where both
/// ingredients carry compounds, affinity otherwise, each as a z-score against random pairs of its kind),
/// and of the combined pair evidence `pairs` ranks by.
@Suite struct ClassicPairsGraphTests {
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

    static func auc(_ classic: [Double], _ random: [Double]) -> Double {
        var wins = 0.0
        for c in classic { for r in random { wins += c > r ? 1 : (c == r ? 0.5 : 0) } }
        return wins / Double(classic.count * random.count)
    }

    @Test func blendingCompoundsAndProfilesKeepsClassicPairsOnTop() throws {
        let graph = try DrinkCoverageTests.session.flavorService().graph
        let norms = PairNorms(graph)
        let pool = graph.nodes.indices.filter { graph.nodes[$0].popularity > 0 && graph.hasProfile($0) }
        typealias Measures = (affinity: Double, blended: Double, compoundsFirst: Double, evidence: Double)
        func measures(_ a: Int, _ b: Int) throws -> Measures {
            let affinity = try #require(graph.profileAffinity(graph.nodes[a].id, graph.nodes[b].id)).affinity
            let pair = try #require(norms.z(a, b, in: graph))
            // What a compound pair read before blending: its shared compounds alone (as a z-score).
            let compoundsFirst = pair.shared.map { ($0 - norms.sharedMean) / norms.sharedDeviation } ?? pair.z
            return (affinity, pair.z, compoundsFirst, graph.evidence(a, b).score)
        }
        var classic: [Measures] = []
        for (a, b) in Self.heldBack {
            let i = try #require(graph.nodeIndex(of: IngredientID(a)), "\(a)"), j = try #require(graph.nodeIndex(of: IngredientID(b)), "\(b)")
            classic.append(try measures(i, j))
        }
        var generator = SplitMix64(seed: 7)
        var random: [Measures] = []
        while random.count < 2000 {
            let a = pool[Int(generator.next() % UInt64(pool.count))], b = pool[Int(generator.next() % UInt64(pool.count))]
            if a != b { random.append(try measures(a, b)) }
        }
        let profileAUC = Self.auc(classic.map(\.affinity), random.map(\.affinity))
        let blendedAUC = Self.auc(classic.map(\.blended), random.map(\.blended))
        let compoundsFirstAUC = Self.auc(classic.map(\.compoundsFirst), random.map(\.compoundsFirst))
        let evidenceAUC = Self.auc(classic.map(\.evidence), random.map(\.evidence))
        print("classic pairs on the graph: AUC profiles \(profileAUC), blended \(blendedAUC), compounds where present \(compoundsFirstAUC), combined evidence \(evidenceAUC)")
        #expect(profileAUC > 0.6)
        #expect(blendedAUC > compoundsFirstAUC, "blending ranks classic pairs at least as well as compounds alone did")
        #expect(blendedAUC > 0.6)
    }
}
