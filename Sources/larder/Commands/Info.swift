import ArgumentParser
import LarderCatalog
import LarderKit

extension Larder {
    /// `larder info`
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the catalog's version, content hash and counts.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            try reportingErrors {
                let app = global.app
                let info = try app.catalog().info()
                let updates = try app.updateHistory()
                if global.json {
                    return try Output.json(InfoReport(catalog: info, dataDirectory: app.paths.dataDirectory.path, updates: updates))
                }
                let t = global.terminal
                print(t.bold("Larder catalog v\(info.version)") + "  " + t.dim(info.contentHash))
                print("  \(info.drinks) drinks, \(info.dishes) dishes, \(info.variants) variants")
                print("  \(info.ingredients) ingredients, \(info.substitutes) substitutes, \(info.compounds) flavor compounds")
                print("  Sources: \(info.sources.joined(separator: ", "))")
                print("  Data: \(app.paths.dataDirectory.path)")
                if !updates.isEmpty { print("  Updates:\n" + updates.map { "    " + $0.text }.joined(separator: "\n")) }
            }
        }
    }

    /// What `larder info --json` prints.
    struct InfoReport: Encodable {
        var catalog: CatalogInfo
        var dataDirectory: String
        var updates: [UpdateHistoryEntry]
    }

    /// `larder install [--force]`
    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Install the bundled catalog into the data directory (your own data is never touched).")

        @Flag(help: "Replace the installed catalog with the pristine bundled one.")
        var force = false

        @OptionGroup var global: GlobalOptions

        func run() throws {
            try reportingErrors {
                let installer = CatalogInstaller(paths: global.app.paths)
                if force {
                    try installer.install()
                    Output.diagnostic("installed the bundled catalog at \(installer.paths.catalog.path)")
                } else if try installer.installIfNeeded() {
                    Output.diagnostic("installed the bundled catalog at \(installer.paths.catalog.path)")
                } else {
                    Output.diagnostic("a catalog is already installed at \(installer.paths.catalog.path) (use --force to replace it)")
                }
            }
        }
    }
}
