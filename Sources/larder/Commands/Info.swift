import LarderKit

extension Larder {
    /// `larder info`
    struct Info: RunnableCommand {
        static let spec = CommandSpec(
            "info",
            abstract: "Show the catalog's version, content hash and counts.",
            arguments: [GlobalOptions.arguments],
            command: Info.self)


        let global: GlobalOptions

        func run() throws {
            let info = try global.session().info()
            if try global.printedJSON(info) { return }
            let t = global.terminal
            let c = info.catalog
            print(t.bold("Larder catalog v\(c.version)") + "  " + t.dim(c.contentHash))
            print("  \(c.drinks) drinks, \(c.dishes) dishes, \(c.variants) variants")
            print("  \(c.ingredients) ingredients, \(c.substitutes) substitutes, \(c.compounds) flavor compounds")
            print("  Sources: \(c.sources.joined(separator: ", "))")
            print("  Data: \(info.dataDirectory.escapingControlCharacters)")
            if !info.updates.isEmpty { print("  Updates:\n" + info.updates.map { "    " + $0.text }.joined(separator: "\n")) }
        }

        init(_ parsed: ParsedArguments) throws {
            global = try GlobalOptions(parsed)
        }
    }

    /// `larder doctor`
    struct Doctor: RunnableCommand {
        static let spec = CommandSpec(
            "doctor",
            abstract: "Check the installed catalog: SQLite's integrity check and its content hash (reads only).",
            arguments: [GlobalOptions.arguments],
            command: Doctor.self)


        let global: GlobalOptions

        func run() throws {
            let report = try global.session().checkCatalog()
            if global.json {
                try Output.json(report)
            } else if report.isIntact {
                print("The catalog at \(report.path) is intact: every page checks out and its content matches its hash.")
            }
            if let problem = report.problem {
                throw LarderError.invalidInput("\(problem); reinstall the bundled catalog with `larder install --force` (your own data is kept)")
            }
        }

        init(_ parsed: ParsedArguments) throws {
            global = try GlobalOptions(parsed)
        }
    }

    /// `larder install [--force]`
    struct Install: RunnableCommand {
        static let spec = CommandSpec(
            "install",
            abstract: "Install the bundled catalog into the data directory (your own data is never touched).",
            arguments: [Key.force, GlobalOptions.arguments],
            command: Install.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let force = Flag("force", help: "Replace the installed catalog with the pristine bundled one.")
        }

        let force: Bool
        let global: GlobalOptions

        func run() throws {
            let outcome = try global.session().install(force: force)
            if try global.printedJSON(outcome) { return }
            if outcome.installed {
                Output.diagnostic("installed the bundled catalog at \(outcome.path)")
            } else {
                Output.diagnostic("a catalog is already installed at \(outcome.path) (use --force to replace it)")
            }
        }

        init(_ parsed: ParsedArguments) throws {
            force = parsed[Key.force]
            global = try GlobalOptions(parsed)
        }
    }
}
