import LarderCore

/// How well a recipe's ingredients pair, against random ingredient sets of the same size.
public struct RecipePairingScore: Sendable, Hashable, Codable {
    /// Mean shared compounds over the pairs of the recipe's ingredients that have compound data.
    public var meanSharedCompounds: Double
    /// Pairs counted.
    public var pairs: Int
    /// Mean of the same measure over the random sets.
    public var baselineMean: Double
    /// Standard deviation of the measure over the random sets.
    public var baselineStandardDeviation: Double
    /// (score − baseline mean) / baseline standard deviation (0 when the deviation is 0).
    public var zScore: Double
    /// Fraction of random sets scoring strictly below the recipe (0…1).
    public var percentile: Double
    /// The recipe's ingredients that have compound data (and so were counted).
    public var counted: [IngredientID]
    /// The recipe's ingredients left out: not in the graph or without compound data.
    public var uncovered: [IngredientID]
    /// What was measured: `compounds` (mean shared compounds) or, where fewer than two ingredients have
    /// compound data, `profiles` (mean ``ProfileAffinity`` of the taste profiles, 0…1).
    public var basis: String = "compounds"
    /// The mean taste-profile affinity over the pairs, for the `profiles` basis.
    public var meanProfileAffinity: Double? = nil
}

extension FlavorGraph {
    /// The pairing score of a recipe with `ingredients`: mean shared compounds over its ingredient pairs,
    /// compared with `samples` random sets of the same size drawn (seeded) from the ingredients that
    /// have compound data.
    ///
    /// When fewer than two ingredients have compound data, the same comparison is made on the taste
    /// profiles instead (``profileScore(of:samples:seed:)``).
    ///
    /// - Returns: `nil` when fewer than two of the ingredients have compound data or a profile.
    /// - Complexity: O(samples · k² · c/64) for k ingredients and c compounds.
    public func pairingScore(of ingredients: [IngredientID], samples: Int = 1_000, seed: UInt64 = 1) -> RecipePairingScore? {
        var counted: [Int] = []
        var uncovered: [IngredientID] = []
        for id in Set(ingredients).sorted() {
            if let i = index[id], compoundSets[i] != nil { counted.append(i) } else { uncovered.append(id) }
        }
        guard counted.count >= 2 else { return profileScore(of: ingredients, samples: samples, seed: seed) }
        let pool = compoundSets.indices.filter { compoundSets[$0] != nil }
        let score = meanShared(counted)
        var generator = SplitMix64(seed: seed)
        var baseline: [Double] = []
        baseline.reserveCapacity(samples)
        for _ in 0..<max(1, samples) {
            var pick = Set<Int>()
            while pick.count < counted.count { pick.insert(pool[Int(generator.next() % UInt64(pool.count))]) }
            baseline.append(meanShared(Array(pick)))
        }
        let mean = baseline.reduce(0, +) / Double(baseline.count)
        let variance = baseline.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(baseline.count)
        let deviation = variance.squareRoot()
        return RecipePairingScore(
            meanSharedCompounds: score, pairs: counted.count * (counted.count - 1) / 2, baselineMean: mean,
            baselineStandardDeviation: deviation, zScore: deviation > 0 ? (score - mean) / deviation : 0,
            percentile: Double(baseline.filter { $0 < score }.count) / Double(baseline.count),
            counted: counted.map { nodes[$0].id }, uncovered: uncovered)
    }

    /// The mean ``ProfileAffinity`` over the pairs of a recipe's profiled ingredients, against `samples`
    /// random sets of the same size drawn (seeded) from the ingredients that have a profile.
    /// - Returns: `nil` when fewer than two of the ingredients have a profile.
    public func profileScore(of ingredients: [IngredientID], samples: Int = 1_000, seed: UInt64 = 1) -> RecipePairingScore? {
        var counted: [Int] = []
        var uncovered: [IngredientID] = []
        for id in Set(ingredients).sorted() {
            if let i = index[id], profiles[i] != nil { counted.append(i) } else { uncovered.append(id) }
        }
        guard counted.count >= 2 else { return nil }
        let pool = profiles.indices.filter { profiles[$0] != nil }
        let score = meanAffinity(counted)
        var generator = SplitMix64(seed: seed)
        var baseline: [Double] = []
        for _ in 0..<max(1, samples) {
            var pick = Set<Int>()
            while pick.count < min(counted.count, pool.count) { pick.insert(pool[Int(generator.next() % UInt64(pool.count))]) }
            baseline.append(meanAffinity(Array(pick)))
        }
        let mean = baseline.reduce(0, +) / Double(baseline.count)
        let deviation = (baseline.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(baseline.count)).squareRoot()
        var result = RecipePairingScore(
            meanSharedCompounds: 0, pairs: counted.count * (counted.count - 1) / 2, baselineMean: mean,
            baselineStandardDeviation: deviation, zScore: deviation > 0 ? (score - mean) / deviation : 0,
            percentile: Double(baseline.filter { $0 < score }.count) / Double(baseline.count),
            counted: counted.map { nodes[$0].id }, uncovered: uncovered)
        result.basis = "profiles"
        result.meanProfileAffinity = score
        return result
    }

    private func meanAffinity(_ members: [Int]) -> Double {
        var total = 0.0, pairs = 0
        for (k, a) in members.enumerated() {
            for b in members[(k + 1)...] {
                if let x = profiles[a], let y = profiles[b] { total += ProfileAffinity.of(x, y).affinity }
                pairs += 1
            }
        }
        return pairs == 0 ? 0 : total / Double(pairs)
    }

    private func meanShared(_ members: [Int]) -> Double {
        var total = 0, pairs = 0
        for (k, a) in members.enumerated() {
            for b in members[(k + 1)...] { total += compoundSets[a]!.sharedCount(with: compoundSets[b]!); pairs += 1 }
        }
        return pairs == 0 ? 0 : Double(total) / Double(pairs)
    }
}
