import ArgumentParser
import LarderKit

/// Shell completion of recipe and ingredient names: the shell runs `larder` itself, which lists the
/// catalog's ids starting with the word typed (ids have no spaces and resolve like names). The data
/// directory is the one `--data-dir` names on the line being completed, else the usual one. Any error
/// completes nothing.
enum NameCompletion {
    static let recipes = CompletionKind.custom { words, _, prefix in ids(.recipe, prefix: prefix, words: words) }
    static let ingredients = CompletionKind.custom { words, _, prefix in ids(.ingredient, prefix: prefix, words: words) }
    static let families = CompletionKind.list(CodexFamily.allCases.map(\.rawValue))

    private static func ids(_ kind: CatalogStore.CompletionKind, prefix: String, words: [String]) -> [String] {
        var dataDirectory: String?
        if let flag = words.firstIndex(of: "--data-dir"), flag + 1 < words.count { dataDirectory = words[flag + 1] }
        if let joined = words.first(where: { $0.hasPrefix("--data-dir=") }) { dataDirectory = String(joined.dropFirst("--data-dir=".count)) }
        let session = LarderSession(dataDirectory: dataDirectory, recordsHistory: false)
        return (try? session.completions(kind, prefix: prefix)) ?? []
    }
}
