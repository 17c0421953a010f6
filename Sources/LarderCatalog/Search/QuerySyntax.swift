import LarderCore

/// The small query language inside search text, mapped onto ``SearchQuery``'s filters:
///
/// | token | means |
/// |---|---|
/// | `-campari`, `without:campari` | no Campari (nor its kinds) |
/// | `with:lime`, `with:"lime juice"`, `with:lime-juice` | must use lime |
/// | `kind:drink`, `kind:dish` | drinks or dishes only |
/// | `abv<15`, `abv<=15`, `abv>20`, `abv>=20` | strength bounds, in % ABV |
/// | `time<30`, `time<=30` | ready within so many minutes |
/// | `glass:coupe`, `method:stir`, `category:sour`, `tag:tiki` | the filter of that name |
/// | `iba` as `is:iba` | IBA official cocktails only |
///
/// A plural kind word beside other words ("gin cocktails", "chicken dishes") is the kind filter
/// (``FillerWords``). Everything else is searched as words. A token that looks like syntax but cannot be read (`abv<x`,
/// `kind:soup`, `colour:red`) is an error naming it; user text still never reaches FTS5 syntax.
public enum QuerySyntax {
    /// `query` with the syntax tokens of its text moved into its filters; the text keeps the other words
    /// (`nil` when none are left).
    public static func apply(to query: SearchQuery) throws(CatalogError) -> SearchQuery {
        guard let text = query.text, text.contains(where: { ":<>-\"".contains($0) }) else { return FillerWords.applyKinds(to: query) }
        var query = query
        var words: [String] = []
        for token in try tokens(text) {
            if try !read(token, into: &query) { words.append(token) }
        }
        let rest = trimmingSpaces(words.joined(separator: " "))
        query.text = rest.isEmpty ? nil : rest
        return FillerWords.applyKinds(to: query)
    }

    /// `text` without the spaces and tabs at either end (Unicode category Zs and U+0009, Foundation's `whitespaces`), trimmed
    /// without Foundation's string bridging (about 0.9 M instructions a first call).
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// The text cut at spaces outside double quotes; quotes are removed.
    static func tokens(_ text: String) throws(CatalogError) -> [String] {
        var out: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace && !quoted {
                if !current.isEmpty { out.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if quoted { throw .invalidQuery("a quote in the search text is never closed") }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// Applies `token` to `query` when it is syntax; `false` for a plain word.
    static func read(_ token: String, into query: inout SearchQuery) throws(CatalogError) -> Bool {
        if token.hasPrefix("-"), token.count > 1, token.dropFirst().first?.isLetter == true {
            query.without.append(ingredient(String(token.dropFirst())))
            return true
        }
        for (name, comparison) in [("abv", true), ("time", false)] {
            guard token.lowercased().hasPrefix(name), let operatorIndex = token.firstIndex(where: { "<>=".contains($0) }),
                  token.distance(from: token.startIndex, to: operatorIndex) == name.count
            else { continue }
            let rest = token[operatorIndex...]
            let op = rest.prefix(while: { "<>=".contains($0) })
            guard let number = Double(rest.dropFirst(op.count)), number.isFinite, number >= 0 else {
                throw .invalidQuery("'\(token.prefix(40))': expected a number after \(name)\(op)")
            }
            switch (comparison, String(op)) {
            case (true, "<"), (true, "<="): query.maxABV = number
            case (true, ">"), (true, ">="): query.minABV = number
            case (false, "<"), (false, "<="):
                guard number <= 100_000 else { throw .invalidQuery("'\(token.prefix(40))': too many minutes") }
                query.maxMinutes = Int(number)
            default: throw .invalidQuery("'\(token.prefix(40))': use \(name)< or \(name)>\(comparison ? "" : " (time takes < only)")")
            }
            return true
        }
        guard let colon = token.firstIndex(of: ":"), colon != token.startIndex else { return false }
        let key = token[..<colon].lowercased()
        let value = String(token[token.index(after: colon)...])
        // "Stormy: the original" or "no. 2:" is words; "colour:red" is a filter we do not have.
        guard key.allSatisfy(\.isLetter) else { return false }
        guard !value.isEmpty else { throw .invalidQuery("'\(token.prefix(40))': nothing after the colon") }
        switch key {
        case "with": query.ingredients.append(ingredient(value))
        case "without": query.without.append(ingredient(value))
        case "kind":
            guard let kind = RecipeKind(rawValue: value.lowercased()) else {
                throw .invalidQuery("'\(token.prefix(40))': kind is drink or dish")
            }
            query.kind = kind
        case "glass": query.glass = value
        case "method": query.method = value
        case "category": query.category = value
        case "tag": query.tags.append(value)
        case "is" where value.lowercased() == "iba": query.ibaOnly = true
        default:
            throw .invalidQuery("'\(token.prefix(40))': unknown filter \(key): (use with:, without:, kind:, glass:, method:, category:, tag:, is:iba, abv<, abv>, time<)")
        }
        return true
    }

    /// An ingredient as typed: hyphens stand for spaces ("lime-juice"), so a slug works too.
    static func ingredient(_ text: String) -> String {
        text.contains(" ") ? text : text.replacingHyphens()
    }
}
