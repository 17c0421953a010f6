/// Ids bound into `IN (?, …)` lists: SQLite caps the parameters one statement binds, so a list of any length is
/// read (or deleted) 500 ids a statement. Bound ids are also cheaper to prepare than a `json_each` list.
enum BoundIDs {
    /// The most ids one statement binds.
    static let chunkSize = 500

    /// Calls `body` once for each chunk of the distinct `ids` (in sorted order), with the chunk's placeholders
    /// ("?,?,?") to write into the statement's `IN (…)`.
    static func forEachChunk(_ ids: some Sequence<String>, _ body: (_ marks: String, _ chunk: [String]) throws -> Void) rethrows {
        let unique = Array(Set(ids)).sorted()
        for start in stride(from: 0, to: unique.count, by: chunkSize) {
            let chunk = Array(unique[start..<min(start + chunkSize, unique.count)])
            try body(Array(repeating: "?", count: chunk.count).joined(separator: ","), chunk)
        }
    }
}
