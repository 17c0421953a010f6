import ArgumentParser
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderImport

extension LarderBuild {
    /// `larder-build compile`: `Bundle/catalog` sources → catalog.sqlite.
    struct Compile: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Compile the catalog sources into a catalog database.")

        @Option(help: "The catalog sources (default: Bundle/catalog).")
        var bundle: String?

        @Option(name: .shortAndLong, help: "The catalog database to write.")
        var output: String

        func run() throws {
            let sources: CatalogSources
            do { sources = try CatalogSources.load(from: try Defaults.url(bundle) { $0.catalog }) } catch let error as CatalogSourceError {
                printError("larder-build: \(error)")
                throw ExitCode.failure
            }
            try CatalogWriter.write(sources, to: output)
        }
    }

    /// `larder-build --synthetic N -o FILE` (or `larder-build synthetic --count N -o FILE`).
    struct Synthetic: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write a synthetic catalog of N recipes for benchmarks.")

        @Option(name: [.customLong("synthetic"), .customLong("count")], help: "Number of recipes.")
        var count: Int

        @Option(name: .shortAndLong, help: "The catalog database to write.")
        var output: String

        @Option(help: "Random seed; the same seed gives the same catalog.")
        var seed: UInt64 = 42

        func validate() throws {
            if count <= 0 { throw ValidationError("the number of recipes must be positive") }
        }

        func run() throws { try Self.write(count: count, seed: seed, to: output) }

        static func write(count: Int, seed: UInt64, to output: String) throws {
            let sources = SyntheticCatalog(count: count, seed: seed).sources()
            try CatalogWriter.write(sources, to: output)
        }
    }
}

/// Hands sources to the catalog compiler, with a one-line error on failure.
enum CatalogWriter {
    static func write(_ sources: CatalogSources, to output: String) throws {
        let destination = URL(fileURLWithPath: output)
        do {
            // The compiler stages beside the destination and renames over it: an existing catalog stays
            // intact if anything fails.
            let manifest = try CatalogCompiler().compile(sources, to: destination)
            printError("wrote \(destination.path): version \(manifest.version), \(sources.recipes.count) recipes, hash \(manifest.contentHash ?? "-")")
            print(manifest.contentHash ?? "")
        } catch let error as ExitCode {
            throw error
        } catch {
            printError("larder-build: \(error)")
            throw ExitCode.failure
        }
    }
}
