import LarderKit

/// Shell completion of recipe and ingredient names: the shell runs `larder ---completion …` itself, which
/// lists the catalog's ids starting with the word typed (ids have no spaces and resolve like names). The
/// data directory is the one `--data-dir` names on the line being completed, else the usual one. Any
/// error completes nothing.
enum NameCompletion {
    /// The six Cocktail Codex families, for `--family` and `codex`.
    static let families = ArgumentSpec.Completion.list(CodexFamily.allCases.map(\.rawValue))

    /// The lines to print for the argument `key` (`positional@N` or `--name`) of the last command of
    /// `path`, the word under the cursor being `words[index]`.
    static func lines(path: [CommandSpec], key: String, words: [String], index: Int) -> [String] {
        let command = path.last!
        let spec: ArgumentSpec?
        if key.hasPrefix("positional@"), let n = Int(key.dropFirst("positional@".count)) {
            let positionals = command.arguments.filter { $0.kind == .positional }
            spec = n < positionals.count ? positionals[n] : nil
        } else {
            spec = command.arguments.first { "--" + $0.name == key }
        }
        let prefix = words.indices.contains(index) ? words[index] : ""
        switch spec?.completion ?? .none {
        case .recipes: return ids(.recipe, prefix: prefix, words: words)
        case .ingredients: return ids(.ingredient, prefix: prefix, words: words)
        case .list(let values): return values.filter { $0.hasPrefix(prefix) }
        case .none: return []
        }
    }

    private static func ids(_ kind: CatalogStore.CompletionKind, prefix: String, words: [String]) -> [String] {
        var dataDirectory: String?
        if let flag = words.firstIndex(of: "--data-dir"), flag + 1 < words.count { dataDirectory = words[flag + 1] }
        if let joined = words.first(where: { $0.hasPrefix("--data-dir=") }) { dataDirectory = String(joined.dropFirst("--data-dir=".count)) }
        let session = LarderSession(dataDirectory: dataDirectory, recordsHistory: false)
        return (try? session.completions(kind, prefix: prefix)) ?? []
    }
}
