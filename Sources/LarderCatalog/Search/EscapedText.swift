extension String {
    /// The text with `escape` written before every one of `characters` (the quote doubled when `escape` is the quote):
    /// what `replacingOccurrences(of:with:)` writes for each of them, without Foundation's string bridging.
    func escaping(_ characters: String, with escape: Unicode.Scalar) -> String {
        let special = Set(characters.unicodeScalars)
        var out = ""
        for scalar in unicodeScalars {
            if special.contains(scalar) { out.unicodeScalars.append(escape) }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
