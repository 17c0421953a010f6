import LarderKit

extension Larder {
    /// `larder codex [FAMILY] [--between] [--limit N]`
    struct Codex: RunnableCommand {
        static let spec = CommandSpec(
            "codex",
            abstract: "The Cocktail Codex families: the six root drinks and the drinks of each.",
            discussion: """
                Every drink is read as one of six roots by its structure: Old Fashioned (spirit + sugar + bitters), \
                Martini (spirit + aromatized wine), Daiquiri (spirit + citrus + sugar), Sidecar (spirit + citrus + liqueur), \
                Highball (spirit + lengthener) and Flip (spirit + egg or cream + sugar). Without FAMILY, the six with counts \
                and best-known members; with it, that family's drinks, each with how it departs from the root.
                """,
            arguments: [Key.family, Key.between, Key.limit, GlobalOptions.arguments],
            command: Codex.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let family = Positional<String>("family",
                help: "A family: old-fashioned, martini, daiquiri, sidecar, highball or flip.", completion: NameCompletion.families)
            static let between = Flag("between", help: "Also list drinks of other families that sit between theirs and this one.")
            static let limit = Option<Int>("limit", anyValue: true,
                help: "At most this many drinks (1-2000; the six families: best-known members each).")
        }

        let family: String?
        let between: Bool
        let limit: Int?
        let global: GlobalOptions

        func validate() throws {
            if let limit, !(1...2000).contains(limit) { throw UsageError("--limit must be between 1 and 2000, not \(limit)") }
            if between && family == nil { throw UsageError("--between goes with a family") }
            if let family, family.isBlank { throw UsageError("name a family") }
        }

        func run() throws {
            let session = global.session()
            guard let family else {
                let families = try session.codex(bestKnown: limit ?? 5)
                if try global.printedJSON(families) { return }
                let terminal = global.terminal
                for summary in families {
                    var head = terminal.bold("\(summary.name)") + "  \(summary.structure)  " + terminal.dim("\(summary.count) drinks")
                    if summary.between > 0 { head += terminal.dim(", \(summary.between) between two families") }
                    print(head)
                    print("  " + summary.bestKnown.map(\.name).joined(separator: ", "))
                }
                return
            }
            let members = try session.codexMembers(family, includingBetween: between)
            let shown = Array(members.prefix(limit ?? 50))
            if try global.printedJSON(shown) { return }
            let terminal = global.terminal
            for member in shown {
                var line = terminal.bold(member.name) + "  " + terminal.dim(member.id.rawValue)
                if let also = member.codex.alsoFamily {
                    line += "  " + terminal.dim("between \(member.codex.family.name) and \(also.name)")
                }
                print(line)
                print("  " + member.codex.reason)
                if !member.codex.departures.isEmpty { print("  " + terminal.dim(member.codex.departures.joined(separator: "; "))) }
            }
            if members.count > shown.count {
                Output.diagnostic("\(members.count) drinks; showing \(shown.count) (use --limit for more)")
            }
        }

        init(_ parsed: ParsedArguments) throws {
            family = parsed[Key.family]
            between = parsed[Key.between]
            limit = parsed[Key.limit]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
