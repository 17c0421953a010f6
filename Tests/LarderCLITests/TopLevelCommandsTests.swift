import Testing

@testable import larder

/// `larder`'s table of top-level commands, which parses a command line against the one command it names.
@Suite struct TopLevelCommandsTests {
    /// The 31 commands of the root help, in its order, written out by hand.
    static let names = [
        "search", "show", "ingredients", "ingredient", "random", "suggest", "info", "doctor", "install", "update",
        "fav", "collection", "rate", "history", "have", "substitute", "make", "buy-next", "shopping-list", "plan",
        "import", "export", "delete", "edit", "pairs", "substitutes", "pairing-score", "graph", "codex", "similar",
        "pairing-report",
    ]

    @Test func eachKeyNamesTheCommandItBuilds() {
        #expect(Larder.commands.map(\.key) == Self.names)
        #expect(Larder.commands.map { $0.value().name } == Self.names)
        #expect(Larder.spec.subcommands.map(\.name) == Self.names)
    }

    /// A command line parsed against the named command alone runs the same command with the same values as
    /// against the whole tree; anything else goes to the whole tree.
    @Test func theOneCommandTreeRunsWhatTheWholeTreeRuns() throws {
        for line in [["show", "negroni", "--servings", "2"], ["have", "list", "--json"], ["have"], ["search", "gin", "--limit=5"]] {
            guard case .run(let path, _) = try Larder.request(line) else { Issue.record("\(line) does not run"); continue }
            guard case .run(let whole, _) = try ArgumentParserCore.parse(line, root: Larder.spec) else { Issue.record("\(line)"); continue }
            #expect(path.map(\.name) == whole.map(\.name))
        }
        guard case .help(let path) = try Larder.request(["show", "--help"]) else { Issue.record("no help"); return }
        #expect(path.first?.subcommands.count == 31, "help is given from the whole tree")
        #expect(throws: UsageError.self) { try Larder.request(["shw"]) }
    }
}
