import LarderCore

/// The common scale on which a blended recipe score reads its pairs (see
/// ``FlavorGraph/pairingScore(of:samples:seed:)``): shared compounds where both ingredients carry compound
/// data, ``ProfileAffinity`` where both have a taste profile, each as a z-score against random pairs of
/// its own kind, and a pair with both kinds of evidence takes the mean of its two z-scores. So "two
/// standard deviations above a random pair" means the same on either evidence, and neither overrides the
/// other (on the held-back classic pairs, compounds alone rank them at AUC 0.58, profiles at 0.69).
///
/// The norms are the mean and standard deviation over `pairs` random pairs (SplitMix64, fixed seed)
/// of the ingredients with compound data, and of the ingredients with a profile.
struct PairNorms: Sendable {
    var sharedMean = 0.0, sharedDeviation = 0.0
    var affinityMean = 0.0, affinityDeviation = 0.0

    /// - Complexity: O(pairs · (c/64 + axes)).
    init(_ graph: FlavorGraph, pairs: Int = 2_000, seed: UInt64 = 7) {
        var generator = SplitMix64(seed: seed)
        func draw(_ pool: [Int], _ measure: (Int, Int) -> Double) -> (Double, Double) {
            guard pool.count >= 2 else { return (0, 0) }
            var values: [Double] = []
            values.reserveCapacity(pairs)
            while values.count < pairs {
                let a = pool[Int(generator.next() % UInt64(pool.count))], b = pool[Int(generator.next() % UInt64(pool.count))]
                if a != b { values.append(measure(a, b)) }
            }
            let mean = values.reduce(0, +) / Double(values.count)
            return (mean, (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot())
        }
        let compoundPool = graph.compoundSets.indices.filter { graph.compoundSets[$0] != nil }
        (sharedMean, sharedDeviation) = draw(compoundPool) { Double(graph.compoundSets[$0]!.sharedCount(with: graph.compoundSets[$1]!)) }
        let profilePool = graph.profiles.indices.filter { graph.profiles[$0] != nil }
        (affinityMean, affinityDeviation) = draw(profilePool) { ProfileAffinity.of(graph.profiles[$0]!, graph.profiles[$1]!).affinity }
    }

    /// One pair's evidence on the common scale, with the raw values it came from: `nil` when the pair
    /// has neither compounds for both nor profiles for both.
    func z(_ a: Int, _ b: Int, in graph: FlavorGraph) -> (z: Double, shared: Double?, affinity: Double?)? {
        var total = 0.0, count = 0.0
        var shared: Double?, affinity: Double?
        if let x = graph.compoundSets[a], let y = graph.compoundSets[b] {
            let value = Double(x.sharedCount(with: y))
            shared = value
            total += sharedDeviation > 0 ? (value - sharedMean) / sharedDeviation : 0
            count += 1
        }
        if let x = graph.profiles[a], let y = graph.profiles[b] {
            let value = ProfileAffinity.of(x, y).affinity
            affinity = value
            total += affinityDeviation > 0 ? (value - affinityMean) / affinityDeviation : 0
            count += 1
        }
        return count > 0 ? (total / count, shared, affinity) : nil
    }

    /// The mean z over the measurable pairs of `members` (0 when none is).
    func meanZ(_ members: [Int], in graph: FlavorGraph) -> Double {
        var total = 0.0, count = 0
        for (k, a) in members.enumerated() {
            for b in members[(k + 1)...] {
                if let pair = z(a, b, in: graph) {
                    total += pair.z
                    count += 1
                }
            }
        }
        return count == 0 ? 0 : total / Double(count)
    }

    /// The raw means of the two kinds of evidence among the pairs of `members`, and how many pairs carry each.
    func split(_ members: [Int], in graph: FlavorGraph) -> (meanShared: Double, compoundPairs: Int, meanAffinity: Double, profilePairs: Int, pairs: Int) {
        var shared = 0.0, affinity = 0.0, nc = 0, np = 0, n = 0
        for (k, a) in members.enumerated() {
            for b in members[(k + 1)...] {
                guard let pair = z(a, b, in: graph) else { continue }
                n += 1
                if let value = pair.shared {
                    shared += value
                    nc += 1
                }
                if let value = pair.affinity {
                    affinity += value
                    np += 1
                }
            }
        }
        return (nc == 0 ? 0 : shared / Double(nc), nc, np == 0 ? 0 : affinity / Double(np), np, n)
    }
}
