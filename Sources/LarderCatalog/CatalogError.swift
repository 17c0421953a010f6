/// Why a catalog operation failed. Every case reads as one line for a user.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No catalog file at the path.
    case missing(path: String)
    /// The file exists but is not a usable Larder catalog (not SQLite, damaged, wrong schema).
    case damaged(path: String, reason: String)
    /// The sources contradict themselves (a dangling reference, a duplicate id).
    case invalidSources(String)
    /// Building the catalog failed.
    case buildFailed(String)
    /// A query failed in a way the user cannot fix (a bug or a damaged file).
    case queryFailed(String)
    /// No recipe or ingredient with that id or name; with the closest names.
    case notFound(kind: String, query: String, suggestions: [String])
    /// The user's query or filter cannot be used as given.
    case invalidQuery(String)
    /// A name that fits several entries equally well.
    case ambiguous(kind: String, query: String, candidates: [String])

    /// One line for the user ("no recipe named 'negorni'; did you mean 'negroni'?"); an invalid query
    /// is its own message.
    public var description: String {
        switch self {
        case .missing(let path):
            "no catalog at \(path)"
        case .damaged(let path, let reason):
            "the catalog at \(path) is damaged (\(reason))"
        case .invalidSources(let why):
            "invalid catalog sources: \(why)"
        case .buildFailed(let why):
            "catalog build failed: \(why)"
        case .queryFailed(let why):
            "catalog query failed: \(why)"
        case .notFound(let kind, let query, let suggestions):
            suggestions.isEmpty
                ? "no \(kind) named '\(query)'"
                : "no \(kind) named '\(query)'; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
        case .invalidQuery(let why):
            why
        case .ambiguous(let kind, let query, let candidates):
            "'\(query)' matches several \(kind)s: \(candidates.joined(separator: ", "))"
        }
    }
}
