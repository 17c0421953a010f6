/// The keys a curation table has seen, so a second row for one key is refused at load.
///
/// Every table we write by hand keys its rows (an ingredient id, an alias, a drink and its line); the
/// readers keep the last row for a key, so a duplicate would silently replace or repeat the first one
/// (two branches that each add the same row merge without a conflict). The error names the file, the
/// line and the line of the first row, on one line.
struct CurationKeys {
    let file: String
    private var firstLine: [String: Int] = [:]

    init(_ file: String) {
        self.file = file
    }

    /// Records `key` as read on `line` (1-based), or throws when an earlier row had it.
    ///
    /// - Complexity: O(1) on average.
    mutating func insert(_ key: String, line: Int) throws(ImportError) {
        if let first = firstLine[key] {
            throw .malformed(file, "line \(line): \(key) listed twice (first at line \(first))")
        }
        firstLine[key] = line
    }
}
