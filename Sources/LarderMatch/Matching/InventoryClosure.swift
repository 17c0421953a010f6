import LarderCore

/// Everything an inventory makes available in one catalog, computed once and reused by every match.
///
/// Owning an ingredient makes it and all its ancestors available (bourbon satisfies whiskey, never the
/// reverse); a homemade ingredient becomes available when all its parts are, recursively. On top of
/// that, ``satisfied`` answers every requirement key of the catalog: the ingredient is available, or
/// one of its global or user substitutes is, or (for per-recipe groups) one of the recipe's own.
public struct InventoryClosure: Sendable {
    /// Why an ingredient is available.
    enum Source: Hashable, Sendable {
        case unavailable
        case owned
        /// Through this owned (or homemade) descendant.
        case descendant(Int32)
        case homemade
    }

    /// Per ingredient, why it is available.
    var sources: [Source]
    /// Per homemade ingredient, how many of its parts are not available.
    var missingParts: [Int32]
    /// Per requirement key, 1 when satisfied.
    var satisfied: [UInt8]
    /// The user's substitutes: original → replacements.
    let userSubstitutes: Adjacency

    /// The number of available ingredients.
    public var availableCount: Int { sources.reduce(0) { $0 + ($1 == .unavailable ? 0 : 1) } }

    @inline(__always)
    func isAvailable(_ ingredient: Int32) -> Bool { sources[Int(ingredient)] != .unavailable }
}

extension MatchCatalog {
    /// The closure of `inventory` over this catalog's hierarchy, homemade parts and substitutes.
    /// Ids the catalog does not know are ignored.
    ///
    /// - Complexity: O(I + P + S + G) for I ingredients, P homemade parts, S substitute rules and
    ///   G per-recipe substitute groups; independent of the number of recipes.
    public func closure(of inventory: Inventory) -> InventoryClosure {
        let n = ingredientCount
        var pairs: [(Int32, Int32)] = []
        for rule in inventory.substitutes {
            if let o = ingredientIndex[rule.original], let r = ingredientIndex[rule.replacement], o != r {
                pairs.append((o, r))
            }
        }
        var closure = InventoryClosure(
            sources: Array(repeating: .unavailable, count: n),
            missingParts: (0..<n).map { Int32(parts.range($0).count) },
            satisfied: [],
            userSubstitutes: Adjacency(count: n, pairs: pairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }))
        let seeds = inventory.allOwned.compactMap { ingredientIndex[$0] }.sorted()
        _ = propagate(seeds, sources: &closure.sources, missingParts: &closure.missingParts)
        closure.satisfied = satisfiedKeys(closure)
        return closure
    }

    /// Marks `seeds` owned and spreads availability up the hierarchy and into homemade ingredients.
    /// Returns the ingredients that became available, in the order they did.
    ///
    /// - Complexity: O(added + their homemade uses).
    func propagate(_ seeds: [Int32], sources: inout [InventoryClosure.Source], missingParts: inout [Int32]) -> [Int32] {
        var added: [Int32] = []
        for seed in seeds where sources[Int(seed)] != .owned {
            if sources[Int(seed)] == .unavailable { added.append(seed) }
            sources[Int(seed)] = .owned
        }
        var cursor = 0
        while cursor < added.count {
            let x = added[cursor]
            cursor += 1
            let root: Int32
            switch sources[Int(x)] {
            case .descendant(let d): root = d
            default: root = x
            }
            let p = parent[Int(x)]
            if p >= 0 && sources[Int(p)] == .unavailable {
                sources[Int(p)] = .descendant(root)
                added.append(p)
            }
            for h in partOf[Int(x)] {
                missingParts[Int(h)] -= 1
                if missingParts[Int(h)] == 0 && sources[Int(h)] == .unavailable {
                    sources[Int(h)] = .homemade
                    added.append(h)
                }
            }
        }
        return added
    }

    /// Whether ingredient key `x` is satisfied when `available` says what is available.
    @inline(__always)
    func ingredientSatisfied(_ x: Int, in closure: InventoryClosure, available: (Int32) -> Bool) -> Bool {
        if available(Int32(x)) { return true }
        for r in substitutes[x] where available(r) { return true }
        for r in closure.userSubstitutes[x] where available(r) { return true }
        return false
    }

    /// Whether requirement `key` is satisfied when `available` says what is available.
    func keySatisfied(_ key: UInt32, in closure: InventoryClosure, available: (Int32) -> Bool) -> Bool {
        let n = ingredientCount
        if key < UInt32(n) { return ingredientSatisfied(Int(key), in: closure, available: available) }
        let group = Int(key) - n
        if ingredientSatisfied(Int(groupPrimary[group]), in: closure, available: available) { return true }
        for e in groupExtras[group] where available(e) { return true }
        return false
    }

    /// Every ingredient whose availability ``keySatisfied(_:in:available:)`` looks at for `key`.
    func ingredientsDeciding(_ key: UInt32, in closure: InventoryClosure) -> [Int32] {
        let n = ingredientCount
        let group = Int(key) - n
        let primary = key < UInt32(n) ? Int(key) : Int(groupPrimary[group])
        var deciding = [Int32(primary)] + substitutes[primary] + closure.userSubstitutes[primary]
        if key >= UInt32(n) { deciding += groupExtras[group] }
        return deciding
    }

    private func satisfiedKeys(_ closure: InventoryClosure) -> [UInt8] {
        let n = ingredientCount
        let available = closure.sources.map { $0 == .unavailable ? UInt8(0) : 1 }
        var satisfied = [UInt8](repeating: 0, count: keyCount)
        for x in 0..<n where ingredientSatisfied(x, in: closure, available: { available[Int($0)] == 1 }) {
            satisfied[x] = 1
        }
        // Groups: the line's own ingredient, or any of the recipe's substitutes.
        available.withUnsafeBufferPointer { available in
            groupPrimary.withUnsafeBufferPointer { primary in
                groupExtras.start.withUnsafeBufferPointer { start in
                    groupExtras.values.withUnsafeBufferPointer { extras in
                        satisfied.withUnsafeMutableBufferPointer { satisfied in
                            for g in 0..<primary.count {
                                var ok = satisfied[Int(primary[g])]
                                for i in Int(start[g])..<Int(start[g + 1]) { ok |= available[Int(extras[i])] }
                                satisfied[n + g] = ok
                            }
                        }
                    }
                }
            }
        }
        return satisfied
    }

    /// Whether an ingredient is available under `closure` (owned, through a descendant, or homemade).
    public func isAvailable(_ ingredient: IngredientID, in closure: InventoryClosure) -> Bool {
        ingredientIndex[ingredient].map(closure.isAvailable) ?? false
    }
}
