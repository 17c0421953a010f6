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
        let chunkCount = options.parallel ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, recipeCount / max(options.recipesPerChunk, 1))) : 1
        if chunkCount == 1 { return scan(0..<recipeCount, closure: closure, mask: mask, limit: options.maxMissing) }

        let bounds = (0...chunkCount).map { $0 * recipeCount / chunkCount }
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
    private func scan(_ recipes: Range<Int>, closure: InventoryClosure, mask: [Bool]?, limit: Int) -> MatchResult {
        var result = MatchResult()
        let none = RecipeMatch.none
        closure.satisfied.withUnsafeBufferPointer { satisfied in
            lineKeys.withUnsafeBufferPointer { keys in
                rowLines.withUnsafeBufferPointer { lineStart in
                    rowRequiredEnd.withUnsafeBufferPointer { requiredEnd in
                        recipeRows.withUnsafeBufferPointer { rows in
                            for r in recipes {
                                if let mask, !mask[r] { continue }
                                var best = limit + 1
                                var bestRow = Int32(0)
                                for w in Int(rows[r])..<Int(rows[r + 1]) {
                                    // Count misses without data-dependent branches (a miss would
                                    // mispredict); name them only for the rare rows that qualify.
                                    let lo = Int(lineStart[w])
                                    let hi = Int(requiredEnd[w])
                                    var missing = 0
                                    for i in lo..<hi { missing &+= Int(satisfied[Int(keys[i])] ^ 1) }
                                    if missing < best {
                                        best = missing
                                        bestRow = Int32(w)
                                        if missing == 0 { break }
                                    }
                                }
                                guard best <= limit else { continue }
                                var bestA = none
                                var bestB = none
                                for i in Int(lineStart[Int(bestRow)])..<Int(requiredEnd[Int(bestRow)]) where satisfied[Int(keys[i])] == 0 {
                                    if bestA == none { bestA = keys[i] } else { bestB = keys[i] }
                                }
                                guard best <= limit else { continue }
                                let match = RecipeMatch(recipe: Int32(r), row: bestRow, missingA: bestA, missingB: bestB)
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
