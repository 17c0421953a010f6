/// A set of flavor compounds as a bit set over a compound index: intersections are a few popcounts.
public struct CompoundSet: Hashable, Sendable {
    /// The set's bits, 64 members a word: member m is bit m % 64 of word m / 64.
    public private(set) var words: [UInt64]
    /// Number of compounds in the set.
    public private(set) var count: Int

    /// The set of `members`, each an index in `0..<universe`.
    public init(_ members: some Sequence<Int>, universe: Int) {
        words = [UInt64](repeating: 0, count: (universe + 63) / 64)
        for m in members where m >= 0 && m < universe { words[m >> 6] |= 1 << UInt64(m & 63) }
        count = words.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// The set whose bits are `words` (as ``words`` gave them).
    public init(words: [UInt64]) {
        self.words = words
        count = words.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// Number of compounds in both sets.
    ///
    /// - Complexity: O(universe / 64).
    public func sharedCount(with other: CompoundSet) -> Int {
        var shared = 0
        for i in 0..<min(words.count, other.words.count) { shared += (words[i] & other.words[i]).nonzeroBitCount }
        return shared
    }

    /// Jaccard similarity |A ∩ B| / |A ∪ B| (0 when both are empty).
    public func jaccard(with other: CompoundSet) -> Double {
        let shared = sharedCount(with: other)
        let union = count + other.count - shared
        return union == 0 ? 0 : Double(shared) / Double(union)
    }
}
