import ArgumentParser
import Foundation
import LarderImport

/// `larder-build`: data sets → `Bundle/catalog` sources → `catalog.sqlite`, and synthetic catalogs
/// for benchmarks. The work is done in `LarderImport` and `LarderCatalog`; this only parses
/// arguments and prints.
@main
struct LarderBuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder-build",
        abstract: "Build Larder's catalog sources from the data sets, and the catalog from its sources.",
        subcommands: [Import.self, Flavor.self, Compile.self, Synthetic.self])

    @Option(name: .customLong("synthetic"), help: "Write a synthetic catalog of N recipes (for benchmarks) to -o FILE.")
    var syntheticCount: Int?

    @Option(name: .shortAndLong, help: "Output catalog file for --synthetic.")
    var output: String?

    @Option(help: "Seed for --synthetic.")
    var seed: UInt64 = 42

    func validate() throws {
        if syntheticCount != nil && output == nil { throw ValidationError("--synthetic needs -o FILE") }
        if let count = syntheticCount, count <= 0 { throw ValidationError("--synthetic needs a positive number of recipes") }
    }

    func run() throws {
        guard let count = syntheticCount, let output else {
            throw CleanExit.helpRequest(self)
        }
        try Synthetic.write(count: count, seed: seed, to: output)
    }
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
