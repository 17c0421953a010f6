/// Which letters sit next to each other on a QWERTY keyboard: a typo that hits a neighbouring key
/// ("begroni" for "negroni") is the likeliest of several corrections at the same distance.
enum KeyboardLayout {
    private static let rows: [[Character]] = [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")]

    /// The letters around `letter` (same row and the rows above and below), empty for anything else.
    static func neighbours(of letter: Unicode.Scalar) -> [Unicode.Scalar] {
        let character = Character(letter)
        guard let row = rows.firstIndex(where: { $0.contains(character) }),
              let column = rows[row].firstIndex(of: character)
        else { return [] }
        var out: [Unicode.Scalar] = []
        // Rows are staggered by about half a key: the row below starts half a key to the right.
        for (other, offsets) in [(row, [-1, 1]), (row - 1, [0, 1]), (row + 1, [-1, 0])] where rows.indices.contains(other) {
            for offset in offsets {
                let index = column + offset
                if rows[other].indices.contains(index) { out += rows[other][index].unicodeScalars }
            }
        }
        return out
    }

    /// Whether `a` and `b` differ only by substituting neighbouring keys at one position.
    static func isNeighbourSubstitution(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        guard a.count == b.count else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1, let index = differing.first else { return false }
        return neighbours(of: a[index]).contains(b[index])
    }
}
