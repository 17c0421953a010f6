/// Levenshtein edit distance, for "did you mean" suggestions.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions turning `a` into `b`,
    /// or `nil` once it is certain to exceed `limit` (lets callers scan many names cheaply).
    ///
    /// - Complexity: O(m·n) time in the lengths of the strings, O(n) memory.
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
        if abs(s.count - t.count) > limit { return nil }
        if s.isEmpty { return t.count <= limit ? t.count : nil }
        if t.isEmpty { return s.count <= limit ? s.count : nil }
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[t.count] <= limit ? previous[t.count] : nil
    }

    /// The longest query that gets suggestions (in Unicode scalars).
    public static let maxQueryLength = 100

    /// The distance within which ``suggestions(for:amongFolded:count:)`` keeps a name for the folded query `folded`:
    /// 1 up to 4 characters, 2 up to 8, 3 beyond; a misspelt start of a longer name is allowed one less.
    public static func allowance(forFolded folded: String) -> Int { folded.count <= 4 ? 1 : folded.count <= 8 ? 2 : 3 }

    /// The candidates closest to `query` (folded comparison), within a distance that grows with the
    /// query's length (1 for short words, up to 3 for long names), best first, at most `count`.
    /// A query longer than ``maxQueryLength`` gets none.
    public static func suggestions(for query: String, among candidates: [String], count: Int = 3) -> [String] {
        suggestions(for: query, amongFolded: candidates.map { (name: $0, folded: Folding.fold($0)) }, count: count)
    }

    /// ``suggestions(for:among:count:)`` among names given with their folded forms (``Folding/fold(_:)``
    /// of each, as a catalog stores them), so that a large catalog's names are not folded on every call.
    public static func suggestions(for query: String, amongFolded candidates: [(name: String, folded: String)], count: Int = 3) -> [String] {
        let folded = Folding.fold(query)
        // No name is this long: a longer query has no close name, and each comparison would cost its length.
        guard folded.unicodeScalars.count <= maxQueryLength else { return [] }
        let limit = allowance(forFolded: folded)
        var scored: [(distance: Int, name: String)] = []
        var seen = Set<String>()
        for (name, candidate) in candidates {
            guard seen.insert(candidate).inserted else { continue }
            if let d = distance(folded, candidate, limit: limit) {
                scored.append((d, name))
            } else if candidate.count > folded.count + 2,
                let d = distance(folded, String(candidate.prefix(folded.count)), limit: max(0, limit - 1))
            {
                // A misspelt start of a longer name ("margar" for "Margarita ...") counts, ranked after whole-name matches.
                scored.append((d + 1 + limit, name))
            }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(count).map(\.name)
    }
}
