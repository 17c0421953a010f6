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
    /// What was measured: `compounds` (mean shared compounds); `compounds+profiles` (two or more
    /// ingredients with compound data and others with a profile only: every pair on its own evidence, see
    /// ``PairNorms``); `profiles` (fewer than two with compound data: mean ``ProfileAffinity``, 0…1); or
    /// `single` (one ingredient with a taste: the affinity of its profile with itself).
    public var basis: String = "compounds"
    /// The mean taste-profile affinity over the pairs measured on profiles.
    public var meanProfileAffinity: Double? = nil
    /// For `compounds+profiles`: the mean over the recipe's pairs of each pair's z-score against random
    /// pairs of its kind (the value compared with the random sets).
    public var blendedValue: Double? = nil
    /// For `compounds+profiles`: how many of ``pairs`` carry compound data (the mean of shared compounds
    /// is over these).
    public var compoundPairs: Int? = nil
    /// For `compounds+profiles`: how many of ``pairs`` have both profiles (the mean affinity is over these).
    public var profilePairs: Int? = nil
}

extension FlavorGraph {
    /// The pairing score of a recipe with `ingredients`: mean shared compounds over its ingredient pairs,
    /// compared with `samples` random sets of the same size drawn (seeded) from the ingredients that
    /// have compound data.
    ///
    /// When fewer than two ingredients have compound data, the same comparison is made on the taste
    /// profiles instead (``profileScore(of:samples:seed:)``). When two or more have compound data and
    /// others have only a profile, the pairs those others make are measured on their profiles and blended
    /// with the compound pairs (``blendedScore(compounds:profileOnly:uncovered:samples:seed:)``), so no line
    /// with a taste is left out.
    ///
    /// - Returns: `nil` when no ingredient has a taste profile and fewer than two have compound data.
    /// - Complexity: O(samples · k² · c/64) for k ingredients and c compounds.
    public func pairingScore(of ingredients: [IngredientID], samples: Int = 1_000, seed: UInt64 = 1) -> RecipePairingScore? {
        var counted: [Int] = []
        var uncovered: [IngredientID] = []
        var profileOnly: [Int] = []
        for id in Set(ingredients).sorted() {
            if let i = index[id], compoundSets[i] != nil { counted.append(i) } else { uncovered.append(id) }
            if let i = index[id], compoundSets[i] == nil, profiles[i] != nil { profileOnly.append(i) }
        }
        guard counted.count >= 2 else { return profileScore(of: ingredients, samples: samples, seed: seed) }
        let notProfiled = uncovered.filter { id in !profileOnly.contains { nodes[$0].id == id } }
        if let blended = blendedScore(compounds: counted, profileOnly: profileOnly, uncovered: notProfiled, samples: samples, seed: seed) {
            return blended
        }
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
    ///
    /// A drink with a single ingredient that has a taste (a glass of cola, vodka alone, mate steeped in
    /// water) has no pair; its one taste is paired with itself: the value is the affinity of its profile
    /// with itself, `(s + c) / 2` with `s` 1 when it has any aroma and `c` the complement between its own
    /// axes (cola's sweet against its sourness and bitterness), against random single ingredients scored
    /// the same way (basis `single`). It says how balanced that one taste is, not how two things pair.
    /// - Returns: `nil` when none of the ingredients has a profile.
    public func profileScore(of ingredients: [IngredientID], samples: Int = 1_000, seed: UInt64 = 1) -> RecipePairingScore? {
        var counted: [Int] = []
        var uncovered: [IngredientID] = []
        for id in Set(ingredients).sorted() {
            if let i = index[id], profiles[i] != nil { counted.append(i) } else { uncovered.append(id) }
        }
        guard !counted.isEmpty else { return nil }
        let pool = profiles.indices.filter { profiles[$0] != nil }
        if counted.count == 1 { return singleScore(counted[0], uncovered: uncovered, pool: pool, samples: samples, seed: seed) }
        let score = meanAffinity(counted)
        var generator = SplitMix64(seed: seed)
        var baseline: [Double] = []
        for _ in 0..<max(1, samples) {
            var pick = Set<Int>()
            while pick.count < min(counted.count, pool.count) { pick.insert(pool[Int(generator.next() % UInt64(pool.count))]) }
            baseline.append(meanAffinity(pick.sorted()))
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

    private func singleScore(_ i: Int, uncovered: [IngredientID], pool: [Int], samples: Int, seed: UInt64) -> RecipePairingScore? {
        guard let mine = profiles[i] else { return nil }
        let score = ProfileAffinity.of(mine, mine).affinity
        var generator = SplitMix64(seed: seed)
        var baseline: [Double] = []
        for _ in 0..<max(1, samples) {
            let j = pool[Int(generator.next() % UInt64(pool.count))]
            if let p = profiles[j] { baseline.append(ProfileAffinity.of(p, p).affinity) }
        }
        let mean = baseline.reduce(0, +) / Double(baseline.count)
        let deviation = (baseline.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(baseline.count)).squareRoot()
        var result = RecipePairingScore(
            meanSharedCompounds: 0, pairs: 0, baselineMean: mean, baselineStandardDeviation: deviation,
            zScore: deviation > 0 ? (score - mean) / deviation : 0,
            percentile: Double(baseline.filter { $0 < score }.count) / Double(baseline.count),
            counted: [nodes[i].id], uncovered: uncovered)
        result.basis = "single"
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

    /// The blended score of a recipe with at least two ingredients carrying compounds and others that
    /// have only a taste profile: every pair of the recipe is measured on the evidence it has, shared
    /// compounds where both ingredients have compound data, ``ProfileAffinity`` where both have a profile,
    /// each as a z-score against random pairs of its own kind, the mean of the two where a pair has both
    /// (``PairNorms``); the recipe's value is the mean over
    /// its pairs, compared with `samples` random sets of the same make-up (as many ingredients with
    /// compounds, drawn from those, and as many with a profile only, drawn from those).
    ///
    /// - Returns: `nil` when no pair rests on profiles (the compounds-only score applies).
    func blendedScore(
        compounds: [Int], profileOnly: [Int], uncovered: [IngredientID], samples: Int, seed: UInt64
    ) -> RecipePairingScore? {
        let members = compounds + profileOnly
        let tasting = profileOnly.filter { p in members.contains { $0 != p && profiles[$0] != nil } }
        guard compounds.count >= 2, !tasting.isEmpty else { return nil }
        let norms = PairNorms(self)
        let counted = compounds + tasting
        let value = norms.meanZ(counted, in: self)
        let compoundPool = compoundSets.indices.filter { compoundSets[$0] != nil }
        let profilePool = profiles.indices.filter { profiles[$0] != nil && compoundSets[$0] == nil }
        var generator = SplitMix64(seed: seed)
        var baseline: [Double] = []
        baseline.reserveCapacity(samples)
        for _ in 0..<max(1, samples) {
            var pickC = Set<Int>(), pickP = Set<Int>()
            while pickC.count < min(compounds.count, compoundPool.count) { pickC.insert(compoundPool[Int(generator.next() % UInt64(compoundPool.count))]) }
            while pickP.count < min(tasting.count, profilePool.count) { pickP.insert(profilePool[Int(generator.next() % UInt64(profilePool.count))]) }
            // Sorted: a set's order changes from run to run, and floating-point sums with it.
            baseline.append(norms.meanZ(pickC.sorted() + pickP.sorted(), in: self))
        }
        let mean = baseline.reduce(0, +) / Double(baseline.count)
        let deviation = (baseline.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(baseline.count)).squareRoot()
        let split = norms.split(counted, in: self)
        var result = RecipePairingScore(
            meanSharedCompounds: split.meanShared, pairs: split.pairs, baselineMean: mean,
            baselineStandardDeviation: deviation, zScore: deviation > 0 ? (value - mean) / deviation : 0,
            percentile: Double(baseline.filter { $0 < value }.count) / Double(baseline.count),
            counted: counted.sorted().map { nodes[$0].id },
            uncovered: (uncovered + profileOnly.filter { !tasting.contains($0) }.map { nodes[$0].id }).sorted())
        result.basis = "compounds+profiles"
        result.meanProfileAffinity = split.meanAffinity
        result.blendedValue = value
        result.compoundPairs = split.compoundPairs
        result.profilePairs = split.profilePairs
        return result
    }
}
