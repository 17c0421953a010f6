import Foundation

/// Reads the schema.org recipes on a web page: JSON-LD first, microdata when the page has no JSON-LD recipe.
public enum WebPageReader {
    /// The recipes on the page, in page order.
    ///
    /// - Parameters:
    ///   - pageURL: where the page was fetched from, kept as each recipe's source unless it names its own.
    /// - Throws: ``RecipeFormatError/noRecipe(source:why:)`` when the page carries no schema.org recipe
    ///   with a name (saying whether its JSON-LD was malformed).
    /// - Complexity: O(n) in the size of the page.
    public static func read(_ bytes: [UInt8], source: String, pageURL: String? = nil) throws(RecipeFormatError) -> [ImportedRecipe] {
        let document = HTMLDocument(bytes)
        var objects: [[String: Any]] = []
        var nodes: [String: [String: Any]] = [:]
        var malformedBlocks = 0
        for id in document.all("script") where document[id].attributes["type"]?.lowercased().contains("ld+json") == true {
            let raw = document[id].children.compactMap { child -> String? in
                if case .text(let text) = child { return text }
                return nil
            }.joined()
            guard let value = JSONText.parseLenient(raw) else {
                malformedBlocks += 1
                continue
            }
            SchemaRecipe.find(in: value, into: &objects)
            SchemaRecipe.index(value, into: &nodes)
        }
        var recipes = objects.compactMap { SchemaRecipe.recipe($0, pageURL: pageURL, nodes: nodes) }
        if recipes.isEmpty {
            var items: [[String: Any]] = []
            SchemaRecipe.find(in: Microdata.items(in: document), into: &items)
            recipes = items.compactMap { SchemaRecipe.recipe($0, pageURL: pageURL) }
        }
        guard recipes.isEmpty else { return recipes }
        let why =
            malformedBlocks > 0
            ? "the page's JSON-LD is malformed and it has no microdata recipe"
            : "the page has no schema.org Recipe in JSON-LD or microdata"
        throw .noRecipe(source: source, why: why)
    }
}

/// JSON parsing as the readers need it.
enum JSONText {
    /// Parses `text`, forgiving what pages get wrong: raw control characters (line breaks inside
    /// strings), an HTML comment or CDATA wrapper around the block. `nil` when it still does not parse.
    static func parseLenient(_ text: String) -> Any? {
        var cleaned = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for (prefix, suffix) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>")]
        where cleaned.hasPrefix(prefix) && cleaned.hasSuffix(suffix) {
            cleaned = String(cleaned.dropFirst(prefix.count).dropLast(suffix.count))
        }
        var bytes = Array(cleaned.utf8)
        for index in bytes.indices where bytes[index] < 0x20 { bytes[index] = 0x20 }
        return parse(bytes)
    }

    /// Parses JSON bytes (a top-level value of any kind); `nil` when they are not JSON.
    static func parse(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }
}
