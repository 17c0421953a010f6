import ArgumentParser
import LarderKit

extension Larder {
    /// `larder suggest PREFIX`
    struct Suggest: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "suggest", abstract: "Complete a drink, dish or ingredient name (top five).")

        @Argument(help: "The start of a name.")
        var prefix: [String]

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let suggestions = try global.session().suggest(prefix.joined(separator: " "))
            if try global.printedJSON(suggestions) { return }
            for s in suggestions { print("\(s.name)  " + global.terminal.dim("\(s.kind) \(s.id)")) }
            if suggestions.isEmpty { Output.diagnostic("no names start with '\(prefix.joined(separator: " ").prefix(80))'") }
        }
    }
}
