import Foundation
import LarderKit

extension Larder {
    /// `larder import SOURCE… [--dry-run] [--kind drink|dish] [--collection NAME]`
    struct Import: RunnableCommand {
        static let spec = CommandSpec(
            "import",
            abstract: "Import recipes as your own from web pages, Cooklang, Paprika, Mealie, TheCocktailDB or a Larder export.",
            discussion: """
                SOURCE is a file, a folder (its .html, .json, .cook, .paprikarecipes and .zip files), - for standard \
                input, or an http(s) address. Each recipe is saved in its own transaction; one imported before \
                (same source address and title, or same title and ingredients) is updated or skipped.
                """,
            arguments: [Key.sources, Key.dryRun, Key.kind, Key.collection, GlobalOptions.arguments],
            command: Import.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let sources = Positionals("sources", required: true, help: "Files, folders, - (standard input) or http(s) addresses.")
            static let dryRun = Flag("dry-run", help: "Read and report, but save nothing.")
            static let kind = Option<RecipeKind>("kind",
                help: "Save every recipe as a drink or a dish (default: what the source says, else dish).")
            static let collection = Option<String>("collection", help: "Also put the recipes in this collection (created if needed).")
        }

        let sources: [String]
        let dryRun: Bool
        let kind: RecipeKind?
        let collection: String?
        let global: GlobalOptions

        func validate() throws {
            if sources.isEmpty { throw UsageError("name at least one source") }
            if let collection, collection.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw UsageError("the collection name must not be empty")
            }
        }

        func run() throws {
            let report = try global.session().importRecipes(
                ImportRequest(sources: sources, dryRun: dryRun, kind: kind, collection: collection))
            let failures = report.sources.compactMap(\.error)
            // Nothing imported: the run fails with one line (the source's error, or a count and the first
            // error), and each failing source is listed on stdout when there are several.
            let failed = report.saved == 0 && report.skipped == 0
            if global.json {
                try Output.json(report)
            } else {
                for source in report.sources {
                    if let error = source.error {
                        if !failed { Output.diagnostic("larder: " + error) } else if failures.count > 1 { print("failed: \(error)".escapingControlCharacters) }
                    }
                    for recipe in source.recipes { print(Self.line(recipe, dryRun: dryRun)) }
                }
                if !failed {
                    let verb = dryRun ? "would be saved" : "saved"
                    var summary = "\(Output.count(report.saved, "recipe")) \(verb)"
                    if report.skipped > 0 { summary += ", \(report.skipped) skipped" }
                    if report.failed > 0 { summary += ", \(Output.count(report.failed, "source")) failed" }
                    Output.diagnostic(summary)
                }
            }
            if failed {
                let message = failures.count == 1 ? failures[0] : "nothing imported: \(failures.count) sources failed; the first: \(failures.first ?? "")"
                throw LarderError.invalidInput(message)
            }
        }

        static func line(_ recipe: ImportedRecipeReport, dryRun: Bool) -> String {
            let action = dryRun && recipe.action != .skipped ? "would be \(recipe.action.rawValue)" : recipe.action.rawValue
            var text = "\(action) \(recipe.id): \(recipe.title) (\(recipe.kind.rawValue), \(Output.count(recipe.lines, "line")), "
                + "\(recipe.resolved) resolved, \(Output.count(recipe.steps, "step")))"
            if let reason = recipe.reason { text += "; \(reason)" }
            // Escaped piece by piece, so that the line break before the free text stays a line break.
            text = text.escapingControlCharacters
            if !recipe.unresolved.isEmpty && recipe.action != .skipped && recipe.action != .referenced {
                text += "\n  free text: " + recipe.unresolved.joined(separator: " | ").escapingControlCharacters
            }
            return text
        }

        init(_ parsed: ParsedArguments) throws {
            sources = parsed[Key.sources]
            dryRun = parsed[Key.dryRun]
            kind = parsed[Key.kind]
            collection = parsed[Key.collection]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
