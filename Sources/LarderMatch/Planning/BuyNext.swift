import LarderCore

extension MatchCatalog {
    /// The ingredients not available under `inventory`, ranked by how many recipes buying each one
    /// alone would make makeable (then by how many it brings closer, then by id). Only recipes
    /// missing at most two ingredients now are considered; options that change nothing are left out.
    ///
    /// - Complexity: O(L) to find the recipes within reach, then for each candidate ingredient
    ///   O(I + K) for I ingredients and K distinct missing requirements among those recipes.
    public func rankPurchases(for inventory: Inventory, options: MatchOptions = MatchOptions()) -> [PurchaseOption] {
        let closure = closure(of: inventory)
        return rankPurchases(closure: closure, near: nearRecipes(closure, mask: recipeMask(options)))
    }

    /// The purchases to suggest: ``rankPurchases(for:options:)`` without the kinds of an ingredient that
    /// is itself an option doing about as much (see ``foldingKinds(_:)``).
    public func suggestPurchases(for inventory: Inventory, options: MatchOptions = MatchOptions()) -> [PurchaseOption] {
        foldingKinds(rankPurchases(for: inventory, options: options))
    }

    /// `options` without those whose ingredient has an ancestor among the options that completes at most
    /// one recipe less (and completes something when they do). Owning a kind satisfies every recipe that
    /// asks for its parent, so each of twenty flavoured or branded vodkas "makes" the vodka drinks, plus
    /// the one recipe that names it: the advice a bartender gives is "buy vodka".
    public func foldingKinds(_ options: [PurchaseOption]) -> [PurchaseOption] {
        // By ingredient index: the most any option of it completes (-1: not an option); an ingredient the
        // catalog does not know has no ancestors and is no one's ancestor.
        let indices = options.map { ingredientIndex[$0.ingredient] }
        var completed = [Int](repeating: -1, count: ingredientCount)
        for (option, i) in zip(options, indices) {
            if let i { completed[Int(i)] = max(completed[Int(i)], option.completes.count) }
        }
        var kept: [PurchaseOption] = []
        kept.reserveCapacity(options.count)
        for (option, i) in zip(options, indices) {
            let count = option.completes.count
            var folded = false
            if var x = i {
                // The ancestors, as ``ancestors(of:)`` walks them.
                var steps = 0
                while parent[Int(x)] >= 0, steps < ingredientCount, !folded {
                    x = parent[Int(x)]
                    steps += 1
                    let general = completed[Int(x)]
                    folded = general >= 0 && general >= count - 1 && (general > 0 || count == 0)
                }
            }
            if !folded { kept.append(option) }
        }
        return kept
    }

    /// A plan of up to `count` purchases, each chosen as the best option of ``suggestPurchases(for:options:)``
    /// after the previous ones. Stops early when no purchase changes anything.
    ///
    /// - Complexity: `count` times the cost of ranking.
    public func planPurchases(for inventory: Inventory, count: Int, options: MatchOptions = MatchOptions()) -> PurchasePlan {
        suggestAndPlanPurchases(for: inventory, count: count, options: options).plan
    }

    /// ``suggestPurchases(for:options:)`` and ``planPurchases(for:count:options:)`` together: the plan's
    /// first step is chosen from the suggestions, which are ranked once for both.
    ///
    /// - Complexity: `max(count, 1)` times the cost of ranking.
    public func suggestAndPlanPurchases(
        for inventory: Inventory, count: Int, options: MatchOptions = MatchOptions()
    ) -> (suggestions: [PurchaseOption], plan: PurchasePlan) {
        var inventory = inventory
        let mask = recipeMask(options)
        var closure = closure(of: inventory)
        var near = nearRecipes(closure, mask: mask)
        let suggestions = foldingKinds(rankPurchases(closure: closure, near: near))
        var plan = PurchasePlan(makeableBefore: near.makeable, steps: [])
        var makeable = near.makeable
        var choices = suggestions
        for step in 0..<max(count, 0) {
            if step > 0 {
                closure = self.closure(of: inventory)
                near = nearRecipes(closure, mask: mask)
                choices = foldingKinds(rankPurchases(closure: closure, near: near))
            }
            guard let choice = choices.first else { break }
            makeable += choice.completes.count
            plan.steps.append(PurchaseStep(ingredient: choice.ingredient, unlocks: choice.completes, makeableAfter: makeable))
            inventory.owned.insert(choice.ingredient)
        }
        return (suggestions, plan)
    }

    private func rankPurchases(closure: InventoryClosure, near: NearRecipes) -> [PurchaseOption] {
        // Dense tables indexed by key, ingredient and recipe: this runs once per plan step, over every
        // candidate ingredient, so hashing its small integers was most of its cost.
        var keyRows: [(Int32, Int32)] = []
        var seenKey = [Bool](repeating: false, count: keyCount)
        var keys: [UInt32] = []
        for row in 0..<near.rowCount {
            for key in near.keys(ofRow: row) {
                if !seenKey[Int(key)] {
                    seenKey[Int(key)] = true
                    keys.append(key)
                }
                keyRows.append((Int32(key), Int32(row)))
            }
        }
        let rowsOfKey = Adjacency(count: keyCount, pairs: keyRows)
        keys.sort()
        // A missing key can only become satisfied through an ingredient it looks at (its own, a
        // substitute, a group's extras) turning available: each candidate checks only those keys.
        var decidingPairs: [(Int32, Int32)] = []
        for key in keys {
            for ingredient in ingredientsDeciding(key, in: closure) { decidingPairs.append((ingredient, Int32(key))) }
        }
        let keysDecidedBy = Adjacency(count: ingredientCount, pairs: decidingPairs)
        // A candidate makes available itself, then (``propagate(_:sources:missingParts:)``) its parent and
        // the homemade ingredients it completes, and so on up: one that cannot reach an ingredient deciding
        // a key this way changes no recipe. Those that can: the deciding ingredients, then their
        // children and parts, and so on down.
        let children = Adjacency(count: ingredientCount, pairs: parent.indices.compactMap { parent[$0] >= 0 ? (parent[$0], Int32($0)) : nil })
        var canDecide = [Bool](repeating: false, count: ingredientCount)
        var pending: [Int32] = []
        for ingredient in 0..<ingredientCount where !keysDecidedBy[ingredient].isEmpty {
            canDecide[ingredient] = true
            pending.append(Int32(ingredient))
        }
        while let y = pending.popLast() {
            for x in children[Int(y)] where !canDecide[Int(x)] {
                canDecide[Int(x)] = true
                pending.append(x)
            }
            for x in parts[Int(y)] where !canDecide[Int(x)] {
                canDecide[Int(x)] = true
                pending.append(x)
            }
        }
        var options: [PurchaseOption] = []
        var gain = [Int32](repeating: 0, count: near.rowRecipe.count)
        // One scratch copy of the closure, put back after each candidate (only what it changed).
        var sources = closure.sources
        var missingParts = closure.missingParts
        var checked = [Bool](repeating: false, count: keyCount)
        var checkedKeys: [UInt32] = []
        var touched: [Int32] = []
        // Per recipe, the fewest keys a candidate leaves missing in any of its specs (`Int.max`: untouched).
        var newBest = [Int](repeating: .max, count: recipeIDs.count)
        var touchedRecipes: [Int32] = []
        for candidate in 0..<Int32(ingredientCount) where canDecide[Int(candidate)] && !closure.isAvailable(candidate) {
            let added = propagate([candidate], sources: &sources, missingParts: &missingParts)
            for key in checkedKeys { checked[Int(key)] = false }
            checkedKeys.removeAll(keepingCapacity: true)
            touched.removeAll(keepingCapacity: true)
            for ingredient in added {
                for decided in keysDecidedBy[Int(ingredient)] where !checked[Int(decided)] {
                    let key = UInt32(decided)
                    checked[Int(key)] = true
                    checkedKeys.append(key)
                    guard keySatisfied(key, in: closure, available: { sources[Int($0)] != .unavailable }) else { continue }
                    for row in rowsOfKey[Int(key)] {
                        if gain[Int(row)] == 0 { touched.append(row) }
                        gain[Int(row)] += 1
                    }
                }
            }
            for ingredient in added {
                sources[Int(ingredient)] = closure.sources[Int(ingredient)]
                for whole in partOf[Int(ingredient)] { missingParts[Int(whole)] = closure.missingParts[Int(whole)] }
            }
            guard !touched.isEmpty else { continue }
            touchedRecipes.removeAll(keepingCapacity: true)
            for row in touched {
                let r = near.rowRecipe[Int(row)]
                let left = near.missingCount(ofRow: Int(row)) - Int(gain[Int(row)])
                if newBest[Int(r)] == .max { touchedRecipes.append(r) }
                newBest[Int(r)] = min(newBest[Int(r)], left)
                gain[Int(row)] = 0
            }
            var completes: [Int32] = []
            var advances = 0
            for r in touchedRecipes {
                let left = newBest[Int(r)]
                newBest[Int(r)] = .max
                if left == 0 { completes.append(r) } else if left < near.best[Int(r)] { advances += 1 }
            }
            guard !completes.isEmpty || advances > 0 else { continue }
            options.append(PurchaseOption(
                ingredient: ingredientIDs[Int(candidate)], completes: completes.sorted().map { recipeIDs[Int($0)] },
                advances: advances))
        }
        return options.sorted {
            ($1.completes.count, $1.advances, $0.ingredient) < ($0.completes.count, $0.advances, $1.ingredient)
        }
    }

    /// Every spec, with all its missing keys, of the recipes not makeable now but missing at most two.
    func nearRecipes(_ closure: InventoryClosure, mask: [Bool]?) -> NearRecipes {
        var near = NearRecipes(recipeCount: recipeIDs.count)
        let result = match(closure, options: MatchOptions(maxMissing: 2))
        near.makeable = result.makeable.count { mask?[Int($0.recipe)] ?? true }
        for m in result.missingOne + result.missingTwo where mask?[Int(m.recipe)] ?? true {
            near.best[Int(m.recipe)] = m.missingCount
            for w in Int(recipeRows[Int(m.recipe)])..<Int(recipeRows[Int(m.recipe) + 1]) {
                near.rowRecipe.append(m.recipe)
                for line in Int(rowLines[w])..<Int(rowRequiredEnd[w]) where closure.satisfied[Int(lineKeys[line])] == 0 {
                    near.keys.append(lineKeys[line])
                }
                near.keyStart.append(Int32(near.keys.count))
            }
        }
        return near
    }
}
