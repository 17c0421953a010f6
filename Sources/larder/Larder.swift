import ArgumentParser
import Foundation
import LarderKit

/// `larder`: the command-line face of ``LarderSession``. Commands parse, call and print.
@main
struct Larder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder",
        abstract: "An offline knowledge base of drinks and dishes with a flavor-pairing graph.",
        discussion: """
            Data lives in --data-dir, $LARDER_HOME, $XDG_DATA_HOME/larder or ~/.local/share/larder. \
            The bundled catalog is installed there on first run; your own data is kept in user.sqlite beside it.
            """,
        version: "0.1.0",
        subcommands: [
            Search.self, Show.self, Ingredients.self, IngredientInfo.self, RandomRecipe.self, Suggest.self, Info.self,
            Doctor.self, Install.self, Update.self,
            Fav.self, Collection.self, Rate.self, History.self, Have.self, Substitute.self, Make.self, BuyNext.self,
            ShoppingListCommand.self, Plan.self, Import.self, Export.self, Delete.self, Edit.self,
            Pairs.self, Substitutes.self, PairingScore.self, Graph.self, Codex.self,
            Similar.self, PairingReport.self,
        ])

    /// Parses and runs, printing help on stdout and any error as one line on stderr (`larder: …`, or
    /// `{"error": …}` with `--json`), with ArgumentParser's exit codes (64 for usage errors, 1 for failures).
    static func main() {
        // `larder --version` alone answers before the command tree is built (what ArgumentParser prints).
        if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--version", !configuration.version.isEmpty {
            print(configuration.version)
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                let text = fullMessage(for: error)
                if !text.isEmpty { print(text) }
            } else if !(error is ExitCode) {
                let json = CommandLine.arguments.contains("--json")
                let text = error is LarderError ? String(describing: error) : message(for: error)
                Output.failure(text.replacingOccurrences(of: "Error: ", with: ""), json: json)
            }
            Foundation.exit(code.rawValue)
        }
    }
}
