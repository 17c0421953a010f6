import LarderCore

/// The parsed amounts of the recipe lines that have one: line numbers in ascending order, each with its
/// amount. Two arrays instead of a dictionary, so reading a stored catalog hashes nothing; a lookup
/// is a binary search.
struct LineAmounts: Sendable, Equatable {
    /// The lines that have an amount, ascending.
    private(set) var lines: [Int32] = []
    /// `amounts[i]` is the amount of `lines[i]`.
    private(set) var amounts: [Amount] = []

    /// No amounts.
    init() {}

    /// `amounts[i]` for `lines[i]`; `lines` must be ascending and as long as `amounts`.
    init(lines: [Int32], amounts: [Amount]) {
        precondition(lines.count == amounts.count && zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 }, "line amounts in line order")
        self.lines = lines
        self.amounts = amounts
    }

    /// The number of lines with an amount.
    var count: Int { lines.count }

    /// Room for `count` amounts.
    mutating func reserveCapacity(_ count: Int) {
        lines.reserveCapacity(count)
        amounts.reserveCapacity(count)
    }

    /// Records `amount` for `line`, which must come after every line recorded before.
    mutating func append(_ line: Int32, _ amount: Amount) {
        precondition(lines.last.map { $0 < line } ?? true, "line amounts are recorded in line order")
        lines.append(line)
        amounts.append(amount)
    }

    /// The amount of `line`, or `nil` when it has none.
    ///
    /// - Complexity: O(log n).
    subscript(line: Int32) -> Amount? {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] == line ? amounts[low] : nil
    }
}
