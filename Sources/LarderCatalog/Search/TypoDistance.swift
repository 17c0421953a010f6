/// Edit distance for typo correction: insertions, deletions, substitutions and transpositions of two
/// neighbouring letters each count 1 (optimal string alignment), and how far a word may be corrected.
enum TypoDistance {
    /// How many edits a query word of `length` letters may be corrected by: none for 1–3 letters,
    /// 1 for 4–7, 2 for longer.
    static func allowance(forLength length: Int) -> Int {
        length <= 3 ? 0 : length <= 7 ? 1 : 2
    }

    /// The optimal-string-alignment distance between `a` and `b`, or `nil` once it is certain to exceed `limit`.
    ///
    /// - Complexity: O(m·n) time and O(n) memory in the lengths of the words.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
