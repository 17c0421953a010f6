import ArgumentParser
import Foundation
import LarderImport

extension LarderBuild {
    /// `larder-build import`: reads the data sets, writes `Bundle/catalog`, reports quality. It writes nothing, and
    /// fails, while a curation row matches no drink, line or ingredient.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import the data sets into the catalog sources (Bundle/catalog).")

        @Option(help: "The data sets folder (default: ../shared/datasets beside the package).")
        var datasets: String?

        @Option(help: "The curation tables (default: Bundle/curation).")
        var curation: String?

        @Option(help: "Where to write the catalog sources (default: Bundle/catalog).")
        var out: String?

        @Flag(help: "Print the quality report as JSON on stdout.")
        var json = false

        @Flag(help: "Report only; write nothing.")
        var dryRun = false

        func run() throws {
            let importer = CatalogImporter(
                datasets: try Defaults.url(datasets) { $0.datasets }, curation: try Defaults.url(curation) { $0.curation })
            let result: CatalogImporter.Result
            do { result = try importer.run() } catch {
                printError("larder-build: \(error)")
                throw ExitCode.failure
            }
            // A curation row that matches nothing (a drink renamed, a line named by the wrong id, a note on a line
            // we add) would be ignored without a word: the catalog is not written until every row applies.
            let misses = result.report.curationMisses
            if !misses.isEmpty, !dryRun {
                printError("larder-build: \(misses.count) curation \(misses.count == 1 ? "entry matches" : "entries match") nothing (\(misses[0])); nothing written")
                throw ExitCode.failure
            }
            if !dryRun {
                let target = try Defaults.url(out) { $0.catalog }
                do { try result.sources.write(to: target) } catch {
                    printError("larder-build: \(error)")
                    throw ExitCode.failure
                }
                printError("wrote \(target.path)")
            }
            printError(result.report.summary())
            printError(result.quality.summary())
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                print(String(decoding: try encoder.encode(result.report), as: UTF8.self))
            }
        }
    }
}
