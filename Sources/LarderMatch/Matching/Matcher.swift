import Foundation
import LarderCore

extension MatchCatalog {
    /// The recipes `inventory` can make, and those missing one or two ingredients.
    ///
    /// Computes the inventory's closure first; when matching one inventory several times, compute
    /// ``closure(of:)`` once and call ``match(_:options:)-(InventoryClosure,_)``.
    public func match(_ inventory: Inventory, options: MatchOptions = MatchOptions()) -> MatchResult {
        match(closure(of: inventory), options: options)
    }

    /// The recipes makeable under `closure`, and those missing one or two blocking ingredients.
    ///
    /// A recipe with variants counts with its best spec (fewest missing; the main spec on a tie).
    /// Optional and garnish lines never count as missing. Results are in catalog order and do not
    /// depend on how the work is split.
    ///
    /// - Complexity: O(L) for L blocking lines, one byte lookup each, without data-dependent branches.
    public func match(_ closure: InventoryClosure, options: MatchOptions = MatchOptions()) -> MatchResult {
        let mask = recipeMask(options)
        // Several chunks per core, so a core that gets descheduled does not hold the others up.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let chunkCount = options.parallel && cores > 1 ? max(1, min(4 * cores, recipeCount / max(options.recipesPerChunk, 1))) : 1
        if chunkCount == 1 { return scan(0..<recipeCount, closure: closure, mask: mask, limit: options.maxMissing) }

        let bounds = (0...chunkCount).map { $0 * recipeCount / chunkCount }
        // One result slot per chunk; each iteration writes only its own slot, and the slots are read
        // after `concurrentPerform` has returned, so the unchecked sharing is race-free.
        nonisolated(unsafe) let parts = UnsafeMutablePointer<MatchResult>.allocate(capacity: chunkCount)
        parts.initialize(repeating: MatchResult(), count: chunkCount)
        defer { parts.deinitialize(count: chunkCount); parts.deallocate() }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            parts[chunk] = scan(bounds[chunk]..<bounds[chunk + 1], closure: closure, mask: mask, limit: options.maxMissing)
        }
        var result = parts[0]
        for chunk in 1..<chunkCount {
            result.makeable += parts[chunk].makeable
            result.missingOne += parts[chunk].missingOne
            result.missingTwo += parts[chunk].missingTwo
        }
        return result
    }

    /// Which recipes `options` lets through, or `nil` for all.
    func recipeMask(_ options: MatchOptions) -> [Bool]? {
        guard options.kinds != nil || options.recipes != nil else { return nil }
        var mask = [Bool](repeating: options.recipes == nil, count: recipeCount)
        if let recipes = options.recipes {
            for id in recipes { if let r = recipeIndex[id] { mask[Int(r)] = true } }
        }
        if let kinds = options.kinds {
            for r in 0..<recipeCount where mask[r] && !kinds.contains(recipeKinds[r]) { mask[r] = false }
        }
        return mask
    }

    /// The matching loop over one range of recipes.
    ///
    /// Counts each row's misses four keys at a time without data-dependent branches (a miss would
    /// mispredict), and leaves the row after a block once it cannot beat the best spec so far. The
    /// rare rows that qualify are read again to name what they miss.
    private func scan(_ recipes: Range<Int>, closure: InventoryClosure, mask: [Bool]?, limit: Int) -> MatchResult {
        var result = MatchResult()
        let none = RecipeMatch.none
        closure.satisfied.withUnsafeBufferPointer { satisfied in
            lineKeys.withUnsafeBufferPointer { keys in
                rowLines.withUnsafeBufferPointer { rowStart in
                    rowRequiredEnd.withUnsafeBufferPointer { rowEnd in
                        recipeRows.withUnsafeBufferPointer { rows in
                            for r in recipes {
                                if let mask, !mask[r] { continue }
                                var best = limit + 1
                                var bestRow = 0
                                for w in Int(rows[r])..<Int(rows[r + 1]) {
                                    var i = Int(rowStart[w])
                                    let end = Int(rowEnd[w])
                                    var missing = 0
                                    while i + 4 <= end && missing < best {
                                        missing &+= Int(satisfied[Int(keys[i])] ^ 1) &+ Int(satisfied[Int(keys[i + 1])] ^ 1)
                                            &+ Int(satisfied[Int(keys[i + 2])] ^ 1) &+ Int(satisfied[Int(keys[i + 3])] ^ 1)
                                        i &+= 4
                                    }
                                    if missing < best {
                                        while i < end {
                                            missing &+= Int(satisfied[Int(keys[i])] ^ 1)
                                            i &+= 1
                                        }
                                    }
                                    if missing < best {
                                        best = missing
                                        bestRow = w
                                        if missing == 0 { break }
                                    }
                                }
                                guard best <= limit else { continue }
                                var a = none
                                var b = none
                                for i in Int(rowStart[bestRow])..<Int(rowEnd[bestRow]) where satisfied[Int(keys[i])] == 0 {
                                    if a == none { a = keys[i] } else { b = keys[i] }
                                }
                                let match = RecipeMatch(recipe: Int32(r), row: Int32(bestRow), missingA: a, missingB: b)
                                switch best {
                                case 0: result.makeable.append(match)
                                case 1: result.missingOne.append(match)
                                default: result.missingTwo.append(match)
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
