/// Compressed sparse rows: the values belonging to `i` are `values[start[i]..<start[i + 1]]`.
///
/// Used for every one-to-many relation of the compiled catalog (parts, substitutes, group members),
/// so a lookup is two array reads and no hashing.
struct Adjacency: Sendable, Equatable {
    private(set) var start: [Int32]
    private(set) var values: [Int32]

    /// Builds the relation from `(owner, value)` pairs, keeping their order within each owner.
    ///
    /// - Complexity: O(count + pairs.count).
    init(count: Int, pairs: [(Int32, Int32)]) {
        var start = [Int32](repeating: 0, count: count + 1)
        for (owner, _) in pairs { start[Int(owner) + 1] += 1 }
        for i in 0..<count { start[i + 1] += start[i] }
        var cursor = start
        var values = [Int32](repeating: 0, count: pairs.count)
        for (owner, value) in pairs {
            values[Int(cursor[Int(owner)])] = value
            cursor[Int(owner)] += 1
        }
        self.start = start
        self.values = values
    }

    /// The relation from its stored arrays (see ``MatchCatalog/init(archived:)``, which checks them).
    init(start: [Int32], values: [Int32]) {
        self.start = start
        self.values = values
    }

    /// The number of owners.
    var count: Int { start.count - 1 }

    /// Where the values of `owner` sit in ``values``.
    @inline(__always)
    func range(_ owner: Int) -> Range<Int> { Int(start[owner])..<Int(start[owner + 1]) }

    /// The values of `owner`.
    subscript(owner: Int) -> ArraySlice<Int32> { values[range(owner)] }
}
