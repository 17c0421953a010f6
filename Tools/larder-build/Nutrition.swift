import ArgumentParser
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderImport

extension LarderBuild {
    /// `larder-build nutrition`: USDA SR facts and household measures onto our ingredients (`Bundle/catalog/nutrition.jsonl`).
    struct Nutrition: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Map USDA SR nutrition facts and household measures onto our ingredients (Bundle/catalog/nutrition.jsonl).")

        @Option(help: "The data sets folder (default: ../shared/datasets beside the package).")
        var datasets: String?

        @Option(help: "The curation tables (default: Bundle/curation).")
        var curation: String?

        @Option(help: "The catalog sources to map onto and write into (default: Bundle/catalog).")
        var catalog: String?

        @Flag(help: "List the ingredients most often missed in recipes under 90% coverage.")
        var verbose = false

        @Flag(help: "Report only; write nothing.")
        var dryRun = false

        func run() throws {
            let catalogURL = try Defaults.url(catalog) { $0.catalog }
            let mapping = try Defaults.url(curation) { $0.curation }.appendingPathComponent("usda-foods.tsv")
            do {
                let sources = try CatalogSources.load(from: catalogURL)
                let reference = try USDAStandardReference.load(
                    from: try Defaults.url(datasets) { $0.datasets }.appendingPathComponent("usda-sr-abbrev"))
                let (records, report) = try NutritionImporter(reference: reference, mappingFile: mapping).run(ingredients: sources.ingredients)
                if !dryRun {
                    try CatalogSources.writeNutrition(records, to: catalogURL)
                    printError("wrote \(catalogURL.appendingPathComponent("nutrition.jsonl").path)")
                }
                printError(report.summary())
                var measured = sources
                measured.nutrition = records
                let coverage = NutritionCoverageReport.measure(measured)
                printError(coverage.summary())
                if verbose {
                    printError("most missed: " + coverage.topMisses.joined(separator: ", "))
                    printError("under 90%:\n" + coverage.under90.joined(separator: "\n"))
                }
            } catch {
                printError("larder-build: \(error)")
                throw ExitCode.failure
            }
        }
    }
}
