import ArgumentParser
import LarderKit

/// The taste-profile filters shared by `search`, `random` and `make`.
struct TasteFilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Taste axes the recipe must show, comma-separated (each at least 2 of 5), e.g. bitter,herbal; without text, strongest first.",
        valueName: "axes"))
    var profile: String?

    @Option(help: ArgumentHelp("Only recipes sweeter than this one (by their taste profiles).", valueName: "recipe"))
    var sweeterThan: String?

    @Option(help: ArgumentHelp("Only recipes drier (less sweet) than this one.", valueName: "recipe"))
    var drierThan: String?

    var axes: [String] { profile.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? [] }

    func validate() throws {
        for name in axes where TasteAxis(name: name) == nil {
            throw ValidationError(
                "unknown taste axis '\(name.prefix(40))'; use \(TasteAxis.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if profile != nil && axes.isEmpty { throw ValidationError("--profile needs at least one taste axis") }
        for (flag, value) in [("--sweeter-than", sweeterThan), ("--drier-than", drierThan)] {
            if let value, value.isBlank { throw ValidationError("\(flag) needs a recipe") }
        }
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
