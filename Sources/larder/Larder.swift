import ArgumentParser
import Foundation

/// `larder`: the command-line face of the Larder library. Parsing and printing only.
@main
struct Larder: AsyncParsableCommand {
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
            Install.self, Update.self,
            Fav.self, Collection.self, Rate.self, History.self, Have.self, Substitute.self, Make.self, BuyNext.self,
            ShoppingListCommand.self,
            Pairs.self, Substitutes.self, PairingScore.self, Graph.self,
        ])

    /// Parses and runs, printing help on stdout and any error as one line on stderr
    /// (`larder: …`), with ArgumentParser's exit codes (64 for usage errors, 1 for failures).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                let text = fullMessage(for: error)
                if !text.isEmpty { print(text) }
            } else {
                let text = message(for: error).split(separator: "\n").first.map(String.init) ?? ""
                if !text.isEmpty { Output.diagnostic("larder: " + text.replacingOccurrences(of: "Error: ", with: "")) }
            }
            Foundation.exit(code.rawValue)
        }
    }
}
