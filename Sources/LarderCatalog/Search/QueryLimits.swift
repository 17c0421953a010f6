import LarderCore

/// Caps on text the user types into catalog lookups, so the work a query does stays bounded: no
/// name in the catalog is anywhere near ``maxNameLength``, and a search longer than ``maxSearchWords``
/// words is not a search anyone types. Past a cap the query is refused with one clear line
/// (``CatalogError/invalidQuery(_:)``) instead of running for minutes or hitting SQLite's
/// "LIKE or GLOB pattern too complex".
public enum QueryLimits {
    /// The longest name, id or filter value accepted (characters).
    public static let maxNameLength = 200
    /// The longest search text accepted (characters).
    public static let maxSearchLength = 1_000
    /// The most words a search text may have.
    public static let maxSearchWords = 32

    /// Checks a name, id or filter value.
    /// - Parameter what: how it is called in the message ("a recipe name", "the glass filter").
    static func checkName(_ text: String, _ what: String) throws(CatalogError) {
        guard text.count <= maxNameLength else {
            throw .invalidQuery("\(what) is longer than \(maxNameLength) characters")
        }
    }

    /// Checks a search text.
    static func checkSearch(_ text: String) throws(CatalogError) {
        guard text.count <= maxSearchLength else {
            throw .invalidQuery("the search text is longer than \(maxSearchLength) characters")
        }
        let words = text.split(whereSeparator: { $0.isWhitespace }).count
        guard words <= maxSearchWords else {
            throw .invalidQuery("the search text has \(words) words; at most \(maxSearchWords) are searched")
        }
    }

    /// Checks every text of a search query.
    static func check(_ query: SearchQuery) throws(CatalogError) {
        if let text = query.text { try checkSearch(text) }
        for name in query.ingredients + query.without { try checkName(name, "an ingredient name") }
        if let category = query.category { try checkName(category, "the category filter") }
        if let glass = query.glass { try checkName(glass, "the glass filter") }
        if let method = query.method { try checkName(method, "the method filter") }
        for tag in query.tags { try checkName(tag, "a tag") }
    }
}
