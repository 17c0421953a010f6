import LarderCore

/// The parts of a public-domain-recipes Markdown file the importer reads: front matter keys, the
/// "Prep time / Cook time / Servings" list items, and the list items under ingredient headings.
struct MarkdownRecipe {
    var frontMatter: [String: String] = [:]
    var tags: [String] = []
    /// "prep time", "cook time", "servings" → the text after the colon.
    var facts: [String: String] = [:]
    var ingredientLines: [String] = []

    init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.trimmingWhitespace() == "---", let end = lines.dropFirst().firstIndex(where: { $0.trimmingWhitespace() == "---" }) {
            parseFrontMatter(Array(lines[1..<end]))
            lines = Array(lines[(end + 1)...])
        }
        var ingredientLevel: Int? = nil
        // Ingredient list items with their indentation, to tell section headers from lines.
        var items: [(indent: Int, text: String)] = []
        defer { ingredientLines = Self.droppingHeaders(items) }
        for raw in lines {
            let line = raw.trimmingWhitespace()
            if line.hasPrefix("#") {
                let level = line.prefix { $0 == "#" }.count
                let heading = Folding.fold(String(line.dropFirst(level)))
                if let current = ingredientLevel, level > current { continue }
                ingredientLevel = heading.contains("ingredient") ? level : nil
                continue
            }
            guard line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") else { continue }
            let item = String(line.dropFirst(2)).trimmingWhitespace()
            if item.isEmpty { continue }
            if ingredientLevel != nil {
                items.append((raw.prefix { $0 == " " || $0 == "\t" }.count, item))
            } else if let colon = item.firstIndex(of: ":") {
                let key = Folding.fold(String(item[..<colon])).filter { $0.isLetter || $0 == " " }.trimmingWhitespace()
                if ["prep time", "cook time", "servings"].contains(key) {
                    facts[key] = String(item[item.index(after: colon)...]).trimmingWhitespace()
                }
            }
        }
    }

    /// The items that are ingredient lines: not a section header ("Spices:", or a word with more
    /// deeply indented items under it), and not a paragraph sentence.
    static func droppingHeaders(_ items: [(indent: Int, text: String)]) -> [String] {
        items.indices.compactMap { index in
            let text = items[index].text
            if text.hasSuffix(":") { return nil }
            let nested = index + 1 < items.count && items[index + 1].indent > items[index].indent
            if nested, !text.contains(where: \.isNumber) { return nil }
            return text
        }
    }

    mutating func parseFrontMatter(_ lines: [String]) {
        var listKey: String? = nil
        for line in lines {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("- "), listKey == "tags" {
                tags.append(Self.unquote(String(trimmed.dropFirst(2))))
                continue
            }
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" ") else { continue }
            let key = String(line[..<colon]).trimmingWhitespace()
            let value = String(line[line.index(after: colon)...]).trimmingWhitespace()
            listKey = key
            if key == "tags" {
                let inner = value.trimming("[]")
                tags += inner.split(separator: ",").map { Self.unquote(String($0)) }.filter { !$0.isEmpty }
            } else {
                frontMatter[key] = Self.unquote(value)
            }
        }
    }

    static func unquote(_ text: String) -> String {
        text.trimmingWhitespace().trimming("\"'").trimmingWhitespace()
    }
}
