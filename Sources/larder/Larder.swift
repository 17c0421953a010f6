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
    /// `{"error": …}` with `--json`), with ArgumentParser's exit codes (64 for usage errors, 1 for failures,
    /// 74 when the output could not be written: a full disk, a closed stdout).
    static func main() {
        CrashLine.install()
        // A closed stdout would hand descriptor 1 to the next file opened, and the output would go into it.
        StandardStreams.guardInputAndError()
        guard StandardStreams.outputIsOpen else {
            Output.failure("standard output is closed; nothing was done", json: CommandLine.arguments.contains("--json"))
            Foundation.exit(74)
        }
        // `larder --version` alone answers before the command tree is built (what ArgumentParser prints).
        if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--version", !configuration.version.isEmpty {
            print(configuration.version)
            return finishOutput(json: false)
        }
        do {
            var command = try parseAsRoot(Larder.ShoppingListCommand.bareWeek(Array(CommandLine.arguments.dropFirst())))
            try command.run()
            finishOutput(json: CommandLine.arguments.contains("--json"))
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
            if code == .success { finishOutput(json: false) }
            Foundation.exit(code.rawValue)
        }
    }

    /// Exits with 74 (`EX_IOERR`) and one line on stderr when stdout did not take everything printed.
    private static func finishOutput(json: Bool) {
        guard let failure = Output.finish() else { return }
        Output.failure(failure, json: json)
        Foundation.exit(74)
    }
}
