import Testing

@testable import larder

/// The command-line parser against hand-written expectations, on a small tree of its own.
@Suite struct ArgumentParserCoreTests {
    enum Unit: String, ArgumentValue, CaseIterable { case metric, us, imperial }

    /// `tool show RECIPE… [--servings N] [--units U] [--tag T]… [--markdown] [-o FILE]`, `tool have add|list`.
    struct Probe: RunnableCommand {
        static let recipe = Positionals("recipe", required: true, help: "Recipe id or name.")
        static let words = Positionals("words", required: false, help: "Words.")
        static let servings = Option<Int>("servings", anyValue: true, help: "Servings.")
        static let limit = DefaultedOption<Int>("limit", default: 20, help: "At most this many.")
        static let units = Option<Unit>("units", help: "Units.")
        static let tag = RepeatedOption<String>("tag", help: "A tag (repeatable).")
        static let markdown = Flag("markdown", help: "Print Markdown.")
        static let output = Option<String>("output", short: "o", help: "The file to write.")
        static let category = Option<String>("category", help: "A category.")
        static let spec = CommandSpec(
            "show", abstract: "Show a recipe.",
            arguments: [recipe, servings, limit, units, tag, markdown, output, category], command: Probe.self)
        init(_ parsed: ParsedArguments) throws {}
        func run() throws {}
    }

    struct Add: RunnableCommand {
        static let amount = RequiredOption<String>("amount", help: "How much.")
        static let stars = RequiredPositional<Int>("stars", help: "Stars.")
        static let spec = CommandSpec("add", abstract: "Add one.", arguments: [stars, amount], command: Add.self)
        init(_ parsed: ParsedArguments) throws {}
        func run() throws {}
    }

    static let root = CommandSpec(
        "tool", abstract: "A tool.",
        subcommands: [
            Probe.spec,
            CommandSpec("have", abstract: "What you have.", subcommands: [Add.spec, CommandSpec("list", abstract: "List them.", arguments: [Probe.words, Probe.markdown], command: Probe.self)],
                        defaultSubcommand: "list"),
        ])

    /// The values of `tool show …`.
    func parsed(_ words: [String]) throws -> ParsedArguments {
        guard case .run(let path, let parsed) = try ArgumentParserCore.parse(["show"] + words, root: Self.root) else {
            Issue.record("no run request for \(words)")
            return ParsedArguments()
        }
        #expect(path.map(\.name) == ["tool", "show"])
        return parsed
    }

    /// The usage error `words` make, or nil.
    func usageError(_ words: [String]) -> String? {
        do {
            _ = try ArgumentParserCore.parse(words, root: Self.root)
            return nil
        } catch {
            return (error as? UsageError)?.description
        }
    }

    @Test func equalsAndSpaceGiveTheSameValue() throws {
        #expect(try parsed(["negroni", "--servings=3"])[Probe.servings] == 3)
        #expect(try parsed(["negroni", "--servings", "3"])[Probe.servings] == 3)
        #expect(try parsed(["--units", "us", "negroni"])[Probe.units] == .us)
        #expect(try parsed(["negroni", "-o", "out.txt"])[Probe.output] == "out.txt")
        #expect(try parsed(["negroni"])[Probe.servings] == nil)
        #expect(try parsed(["negroni"])[Probe.limit] == 20)
        #expect(try parsed(["negroni", "--limit", "5", "--limit", "7"])[Probe.limit] == 7)
    }

    @Test func anyValueOptionsTakeNegativeNumbersOthersDoNot() throws {
        #expect(try parsed(["negroni", "--servings", "-2"])[Probe.servings] == -2)
        #expect(usageError(["show", "negroni", "--category", "-1"]) == "Missing value for '--category <category>'")
        #expect(usageError(["show", "negroni", "--servings"]) == "Missing value for '--servings <servings>'")
        #expect(usageError(["show", "negroni", "--servings="]) == "Missing value for '--servings <servings>'")
        #expect(usageError(["show", "negroni", "-o"]) == "Missing value for '-o <output>'")
    }

    @Test func repeatedOptionsKeepEveryValueInOrder() throws {
        let values = try parsed(["--tag", "b", "negroni", "--tag=a", "--tag", "c"])
        #expect(values[Probe.tag] == ["b", "a", "c"])
        #expect(values[Probe.recipe] == ["negroni"])
        #expect(try parsed(["negroni"])[Probe.tag] == [])
    }

    @Test func aDoubleDashEndsTheOptions() throws {
        let values = try parsed(["old", "--", "--markdown", "-x"])
        #expect(values[Probe.recipe] == ["old", "--markdown", "-x"])
        #expect(values[Probe.markdown] == false)
        #expect(try parsed(["old", "--markdown"])[Probe.markdown] == true)
    }

    @Test func usageErrorsSayWhatIsWrong() {
        #expect(usageError(["show", "negroni", "--no-such"]) == "Unknown option '--no-such'")
        #expect(usageError(["show", "negroni", "--no-such=1"]) == "Unknown option '--no-such'")
        // Two edits from --markdown (a dropped letter and a changed one), three from nothing else: suggested.
        #expect(usageError(["show", "negroni", "--markdwn"]) == "Unknown option '--markdwn'. Did you mean '--markdown'?")
        #expect(usageError(["show", "negroni", "--marxdwn"]) == "Unknown option '--marxdwn'. Did you mean '--markdown'?")
        #expect(usageError(["help", "show", "--json"]) == "Unknown option '--json'")
        #expect(usageError(["show", "negroni", "-x"]) == "Unknown option '-x'")
        #expect(usageError(["show"]) == "Missing expected argument '<recipe> ...'")
        #expect(usageError(["have", "add", "--amount", "1"]) == "Missing expected argument '<stars>'")
        #expect(usageError(["have", "add", "3"]) == "Missing expected argument '--amount <amount>'")
        #expect(usageError(["have", "add", "3", "4", "--amount", "1"]) == "Unexpected argument '4'")
        #expect(usageError(["have", "add", "x", "--amount", "1"]) == "The value 'x' is invalid for '<stars>'")
        #expect(usageError(["show", "negroni", "--servings", "two"]) == "The value 'two' is invalid for '--servings <servings>'")
        #expect(usageError(["nothing"]) == "Unexpected argument 'nothing'")
        #expect(usageError(["--nothing"]) == "Unknown option '--nothing'")
        #expect(usageError(["show", "negroni", "--markdown=yes"]) == "The flag '--markdown' takes no value")
    }

    @Test func aBadEnumValueListsTheChoices() {
        #expect(
            usageError(["show", "negroni", "--units", "cubits"])
                == "The value 'cubits' is invalid for '--units <units>'. Please provide one of 'metric', 'us' or 'imperial'.")
        #expect(ArgumentParserCore.listed(["a", "b"]) == "'a' and 'b'")
    }

    @Test func groupsRunTheirDefaultSubcommand() throws {
        guard case .run(let path, _) = try ArgumentParserCore.parse(["have"], root: Self.root) else {
            Issue.record("`have` did not run its default")
            return
        }
        #expect(path.map(\.name) == ["tool", "have", "list"])
        guard case .run(let withOption, let values) = try ArgumentParserCore.parse(["have", "negroni", "--markdown"], root: Self.root) else {
            Issue.record("`have negroni --markdown` did not run the default")
            return
        }
        #expect(withOption.last?.name == "list" && values[Probe.markdown])
    }

    @Test func helpForANestedSubcommand() throws {
        for words in [["have", "add", "--help"], ["have", "add", "-h"], ["help", "have", "add"], ["have", "add", "3", "-h"]] {
            guard case .help(let path) = try ArgumentParserCore.parse(words, root: Self.root) else {
                Issue.record("no help for \(words)")
                continue
            }
            #expect(path.map(\.name) == ["tool", "have", "add"])
        }
        let text = HelpText.render([Self.root, Self.root.subcommand("have")!, Self.root.subcommand("have")!.subcommand("add")!])
        #expect(
            text == """
                OVERVIEW: Add one.

                USAGE: tool have add <stars> --amount <amount>

                ARGUMENTS:
                  <stars>                 Stars.

                OPTIONS:
                  --amount <amount>       How much.
                  --version               Show the version.
                  -h, --help              Show help information.


                """)
        let group = HelpText.render([Self.root, Self.root.subcommand("have")!])
        #expect(group.contains("  list (default)          List them.\n"))
        #expect(group.hasSuffix("\n  See 'tool help have <subcommand>' for detailed help.\n"))
    }

    @Test func longLabelsPutTheirHelpOnTheNextLineAndLongTextWraps() {
        #expect(HelpText.row("--collection <collection>", "Only these.") == "  --collection <collection>\n                          Only these.\n")
        let words = String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces)
        // 26 columns of label, then words of 4 letters and a space: 10 fit in the 54 columns left (49 characters).
        #expect(HelpText.row("--x", words) == "  --x" + String(repeating: " ", count: 21) + Array(repeating: "word", count: 10).joined(separator: " ")
            + "\n" + String(repeating: " ", count: 26) + Array(repeating: "word", count: 10).joined(separator: " ") + "\n")
    }
}
