import LarderCore

/// One cuisine's mean shared compounds against the null model of Ahn et al. (2011): random recipes of the
/// same sizes drawn from the cuisine's own ingredients, each with probability proportional to the number
/// of the cuisine's recipes using it.
public struct CuisinePairingReport: Sendable, Hashable, Codable {
    /// The cuisine, as the caller named it.
    public var cuisine: String
    /// Recipes counted: those with at least two ingredients carrying compound data.
    public var recipes: Int
    /// Mean over recipes of the mean shared compounds over the recipe's pairs (Ahn's N_s).
    public var meanShared: Double
    /// 95 % bootstrap interval of `meanShared` (recipes resampled with replacement).
    public var meanLow: Double
    /// The upper end of that interval.
    public var meanHigh: Double
    /// Mean of the same measure over the null model's replicate cuisines, and its 95 % interval.
    public var nullMean: Double
    /// The lower end of the null model's 95 % interval.
    public var nullLow: Double
    /// The upper end of the null model's 95 % interval.
    public var nullHigh: Double
    /// `meanShared − nullMean`: positive when the cuisine combines compound-sharing ingredients more than
    /// its own ingredient frequencies explain.
    public var difference: Double { meanShared - nullMean }
}

extension FlavorGraph {
    /// The report for one cuisine's recipes (ingredient lists), with `replicates` null replicates and as many
    /// bootstrap resamples, seeded.
    /// - Returns: `nil` when fewer than two recipes have two ingredients with compound data.
    /// - Complexity: O(replicates · Σ k² · c/64) for recipes of k ingredients and c compounds.
    public func cuisineReport(
        _ cuisine: String, recipes: [[IngredientID]], replicates: Int = 200, seed: UInt64 = 1
    ) -> CuisinePairingReport? {
        let lists: [[Int]] = recipes.map { ids in Set(ids.compactMap { index[$0] }.filter { compoundSets[$0] != nil }).sorted() }
            .filter { $0.count >= 2 }
        guard lists.count >= 2 else { return nil }
        var frequency: [Int: Int] = [:]
        for list in lists { for i in list { frequency[i, default: 0] += 1 } }
        let pool = frequency.keys.sorted()
        var cumulative: [Int] = []
        var running = 0
        for i in pool { running += frequency[i] ?? 0; cumulative.append(running) }
        var generator = SplitMix64(seed: seed)
        func draw() -> Int {
            let r = Int(generator.next() % UInt64(running))
            var low = 0, high = cumulative.count - 1
            while low < high {
                let mid = (low + high) / 2
                if cumulative[mid] > r { high = mid } else { low = mid + 1 }
            }
            return pool[low]
        }
        let perRecipe = lists.map { shared($0) }
        let mean = perRecipe.reduce(0, +) / Double(perRecipe.count)
        let count = max(10, replicates)
        var bootstrap: [Double] = []
        for _ in 0..<count {
            var total = 0.0
            for _ in perRecipe.indices { total += perRecipe[Int(generator.next() % UInt64(perRecipe.count))] }
            bootstrap.append(total / Double(perRecipe.count))
        }
        var nulls: [Double] = []
        for _ in 0..<count {
            var total = 0.0
            for list in lists {
                let size = min(list.count, pool.count)
                var pick = Set<Int>()
                while pick.count < size { pick.insert(draw()) }
                total += shared(Array(pick))
            }
            nulls.append(total / Double(lists.count))
        }
        func interval(_ values: [Double]) -> (Double, Double) {
            let sorted = values.sorted()
            let low = sorted[Int((Double(sorted.count - 1) * 0.025).rounded())]
            let high = sorted[Int((Double(sorted.count - 1) * 0.975).rounded())]
            return (low, high)
        }
        let (ml, mh) = interval(bootstrap), (nl, nh) = interval(nulls)
        return CuisinePairingReport(
            cuisine: cuisine, recipes: lists.count, meanShared: mean, meanLow: ml, meanHigh: mh,
            nullMean: nulls.reduce(0, +) / Double(nulls.count), nullLow: nl, nullHigh: nh)
    }

    /// Mean shared compounds over the pairs of `members` (all carry compounds).
    private func shared(_ members: [Int]) -> Double {
        var total = 0, pairs = 0
        for (k, a) in members.enumerated() {
            for b in members[(k + 1)...] {
                if let x = compoundSets[a], let y = compoundSets[b] { total += x.sharedCount(with: y) }
                pairs += 1
            }
        }
        return pairs == 0 ? 0 : Double(total) / Double(pairs)
    }
}
