import ArgumentParser
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderImport

extension LarderBuild {
    /// `larder-build flavor`: maps FlavorGraph onto the catalog sources and writes `Bundle/catalog/flavor`.
    struct Flavor: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import FlavorGraph's compounds and pairings onto our ingredients (Bundle/catalog/flavor).")

        @Option(help: "The data sets folder (default: ../shared/datasets beside the package).")
        var datasets: String?

        @Option(help: "The catalog sources to map onto and write into (default: Bundle/catalog).")
        var catalog: String?

        @Flag(help: "Print the coverage report as JSON on stdout.")
        var json = false

        @Flag(help: "Report only; write nothing.")
        var dryRun = false

        func run() throws {
            let catalogURL = try Defaults.url(catalog) { $0.catalog }
            let datasetsURL = try Defaults.url(datasets) { $0.datasets }
            let result: FlavorImporter.Result
            do {
                let sources = try CatalogSources.load(from: catalogURL)
                result = try FlavorImporter(directory: datasetsURL.appendingPathComponent("flavorgraph"), catalog: sources).run()
            } catch {
                printError("larder-build: \(error)")
                throw ExitCode.failure
            }
            if !dryRun {
                let target = catalogURL.appendingPathComponent("flavor")
                do { try result.sources.write(to: target) } catch {
                    printError("larder-build: \(error)")
                    throw ExitCode.failure
                }
                printError("wrote \(target.path)")
            }
            printError(result.report.summary())
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                print(String(decoding: try encoder.encode(result.report), as: UTF8.self))
            }
        }
    }
}
