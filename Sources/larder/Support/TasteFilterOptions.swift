import LarderKit

/// The taste-profile filters shared by `search`, `random` and `make`.
struct TasteFilterOptions {
    static let arguments = ArgumentGroup([Key.profile, Key.sweeterThan, Key.drierThan])

    /// The arguments, read back through `parsed[Key.…]`.
    enum Key {
        static let profile = Option<String>("profile", valueName: "axes",
            help: "Taste axes the recipe must show, comma-separated (each at least 2 of 5), e.g. bitter,herbal; without text, strongest first.")
        static let sweeterThan = Option<String>("sweeter-than", valueName: "recipe",
            help: "Only recipes sweeter than this one (by their taste profiles).")
        static let drierThan = Option<String>("drier-than", valueName: "recipe", help: "Only recipes drier (less sweet) than this one.")
    }

    let profile: String?
    let sweeterThan: String?
    let drierThan: String?

    var axes: [String] { profile.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? [] }

    func validate() throws {
        for name in axes where TasteAxis(name: name) == nil {
            throw UsageError(
                "unknown taste axis '\(name.prefix(40))'; use \(TasteAxis.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if profile != nil && axes.isEmpty { throw UsageError("--profile needs at least one taste axis") }
        for (flag, value) in [("--sweeter-than", sweeterThan), ("--drier-than", drierThan)] {
            if let value, value.isBlank { throw UsageError("\(flag) needs a recipe") }
        }
    }

    init(_ parsed: ParsedArguments) throws {
        profile = parsed[Key.profile]
        sweeterThan = parsed[Key.sweeterThan]
        drierThan = parsed[Key.drierThan]
        try validate()
    }
}

extension SearchQuery {
    /// This query with the taste filters added.
    func with(_ taste: TasteFilterOptions) -> SearchQuery {
        var query = self
        query.profile = taste.axes
        query.sweeterThan = taste.sweeterThan
        query.drierThan = taste.drierThan
        return query
    }
}
