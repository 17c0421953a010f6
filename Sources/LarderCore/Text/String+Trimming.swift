extension String {
    /// The string without leading and trailing white space.
    ///
    /// - Complexity: O(n).
    public func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }

    /// The string without leading and trailing characters from `set`.
    ///
    /// - Complexity: O(n·m) for a set of m characters.
    public func trimming(_ set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
