import Foundation
import LarderKit

/// `larder`: the command-line face of ``LarderSession``. Commands parse, call and print.
@main
enum Larder {
    static let version = "0.1.0"

    /// The top-level commands in help order, each built only when asked for: a command line that names one
    /// is parsed against that command alone, without building the other 30 (about 0.65 M instructions).
    static let commands: KeyValuePairs<String, @Sendable () -> CommandSpec> = [
        "search": { Search.spec }, "show": { Show.spec }, "ingredients": { Ingredients.spec },
        "ingredient": { IngredientInfo.spec }, "random": { RandomRecipe.spec }, "suggest": { Suggest.spec },
        "info": { Info.spec }, "doctor": { Doctor.spec }, "install": { Install.spec }, "update": { Update.spec },
        "fav": { Fav.spec }, "collection": { Collection.spec }, "rate": { Rate.spec }, "history": { History.spec },
        "have": { Have.spec }, "substitute": { Substitute.spec }, "make": { Make.spec }, "buy-next": { BuyNext.spec },
        "shopping-list": { ShoppingListCommand.spec }, "plan": { Plan.spec }, "import": { Import.spec },
        "export": { Export.spec }, "delete": { Delete.spec }, "edit": { Edit.spec }, "pairs": { Pairs.spec },
        "substitutes": { Substitutes.spec }, "pairing-score": { PairingScore.spec }, "graph": { Graph.spec },
        "codex": { Codex.spec }, "similar": { Similar.spec }, "pairing-report": { PairingReport.spec },
    ]

    /// The root with these subcommands (all of ``commands`` for the whole tree).
    static func root(_ subcommands: [CommandSpec]) -> CommandSpec {
        CommandSpec(
            "larder", abstract: "An offline knowledge base of drinks and dishes with a flavor-pairing graph.",
            discussion: """
                Data lives in --data-dir, $LARDER_HOME, $XDG_DATA_HOME/larder or ~/.local/share/larder. \
                The bundled catalog is installed there on first run; your own data is kept in user.sqlite beside it.
                """,
            subcommands: subcommands)
    }

    /// The whole command tree.
    static let spec = root(commands.map { $0.value() })

    /// What the command line asks for. A command line that runs the top-level command its first word names
    /// is parsed against that command alone; anything else (help, an error, no command) against the whole
    /// tree, so that help and error texts are the same as the whole tree gives.
    static func request(_ arguments: [String]) throws -> ArgumentParserCore.Request {
        if let first = arguments.first, let make = commands.first(where: { $0.key == first })?.value,
           case let request? = try? ArgumentParserCore.parse(arguments, root: root([make()])), case .run = request {
            return request
        }
        return try ArgumentParserCore.parse(arguments, root: spec)
    }

    /// Parses and runs, printing help on stdout and any error as one line on stderr (`larder: …`, or
    /// `{"error": …}` with `--json`): exit code 64 for usage errors, 1 for failures, 74 when the output
    /// could not be written (a full disk, a closed stdout).
    static func main() {
        // Before any connection opens: SQLite's memory statistics, which nothing reads, cost every
        // allocation the memory mutex (about 0.4 M instructions a command).
        SQLiteProcess.turnOffMemoryStatistics()
        // SQLite's small allocations (Debian builds it without lookaside) from free lists instead of malloc.
        SQLiteProcess.useBlockAllocator()
        // Page caches (one per temporary table a statement opens) without 20 pages faulted in up front.
        SQLiteProcess.allocatePagesOnDemand()
        CrashLine.install()
        // A closed stdout would hand descriptor 1 to the next file opened, and the output would go into it.
        StandardStreams.guardInputAndError()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let json = arguments.contains("--json")
        guard StandardStreams.outputIsOpen else {
            Output.failure("standard output is closed; nothing was done", json: json)
            Foundation.exit(74)
        }
        // `larder --version` alone answers before the command tree is built (about 0.65 M instructions).
        if arguments == ["--version"] {
            print(version)
            return finishOutput(json: false)
        }
        do {
            switch try request(ShoppingListCommand.bareWeek(arguments)) {
            case .run(let path, let parsed):
                try path.last!.run!(parsed)
                // Every write is committed: the connections are closed (the user database's log checkpointed)
                // before the output is checked, so that even a failed output (exit 74) leaves the files as a
                // released session would. The process then ends without releasing the sessions, which skips
                // GRDB's teardown (about 1.2 M instructions a command); when a close failed, they are released.
                let closed = parsed.sessions.close()
                finishOutput(json: json)
                if closed { Foundation.exit(0) }
            case .help(let path):
                print(HelpText.render(path), terminator: "")
                finishOutput(json: false)
            case .version:
                print(version)
                finishOutput(json: false)
            case .dumpTree:
                Output.write(try CommandTreeDump.json(spec) + Data("\n".utf8))
                finishOutput(json: false)
            case .completionScript(let shell):
                print(CompletionScript.render(CompletionScript.Shell(rawValue: shell)!, root: spec), terminator: "")
                finishOutput(json: false)
            case .manual:
                print(ManPage.render(spec, date: ManPage.today()), terminator: "")
                finishOutput(json: false)
            case .complete(let path, let key, let words, let index):
                for line in NameCompletion.lines(path: path, key: key, words: words, index: index) { print(line) }
                finishOutput(json: false)
            }
        } catch let error as UsageError {
            Output.failure(error.description, json: json)
            Foundation.exit(64)
        } catch is SilentFailure {
            Foundation.exit(1)
        } catch let error as LarderError {
            Output.failure(String(describing: error), json: json)
            Foundation.exit(1)
        } catch {
            let text = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
            Output.failure(text.replacingOccurrences(of: "Error: ", with: ""), json: json)
            Foundation.exit(1)
        }
    }

    /// Exits with 74 (`EX_IOERR`) and one line on stderr when stdout did not take everything printed.
    private static func finishOutput(json: Bool) {
        guard let failure = Output.finish() else { return }
        Output.failure(failure, json: json)
        Foundation.exit(74)
    }
}

/// A failure the command has already reported on stderr: exit code 1 and nothing more.
struct SilentFailure: Error {}
