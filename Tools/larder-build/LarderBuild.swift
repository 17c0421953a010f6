import ArgumentParser
import Foundation
import LarderImport

/// `larder-build`: data sets → `Bundle/catalog` sources → `catalog.sqlite`, and synthetic catalogs
/// for benchmarks (`larder-build --synthetic N -o FILE`, the default subcommand). The work is done in `LarderImport` and `LarderCatalog`; this only parses
/// arguments and prints.
@main
struct LarderBuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder-build",
        abstract: "Build Larder's catalog sources from the data sets, and the catalog from its sources.",
        subcommands: [Import.self, Flavor.self, Nutrition.self, Compile.self, Synthetic.self],
        defaultSubcommand: Synthetic.self)
}

/// Paths defaulting to the package around the working directory (else the one this tool was built in).
enum Defaults {
    static var layout: PackageLayout? {
        PackageLayout.containing(FileManager.default.currentDirectoryPath) ?? PackageLayout.compiledIn
    }

    static func url(_ path: String?, _ fallback: (PackageLayout) -> URL) throws -> URL {
        if let path { return URL(fileURLWithPath: path) }
        guard let layout else { throw ValidationError("cannot find the package root; pass the path explicitly") }
        return fallback(layout)
    }
}

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
