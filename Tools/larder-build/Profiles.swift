import ArgumentParser
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderImport

extension LarderBuild {
    /// `larder-build profiles`: resolves `Bundle/curation/taste-profiles.tsv` over the ingredient hierarchy,
    /// writes `Bundle/catalog/profiles.jsonl` and reports coverage by use.
    struct Profiles: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Resolve our taste profiles onto the catalog's ingredients (Bundle/catalog/profiles.jsonl).")

        @Option(help: "The curation tables (default: Bundle/curation).")
        var curation: String?

        @Option(help: "The catalog sources to read and write into (default: Bundle/catalog).")
        var catalog: String?

        @Flag(help: "Print the coverage report as JSON on stdout.")
        var json = false

        @Flag(help: "Report only; write nothing.")
        var dryRun = false

        func run() throws {
            let catalogURL = try Defaults.url(catalog) { $0.catalog }
            let curationURL = try Defaults.url(curation) { $0.curation }
            do {
                var sources = try CatalogSources.load(from: catalogURL)
                let file = try TasteProfileFile.load(curationURL.appendingPathComponent("taste-profiles.tsv"))
                let profiles = try TasteProfileResolver(file: file, ingredients: sources.ingredients).resolve()
                let coverage = TasteProfileCoverage(profiles: profiles, recipes: sources.recipes, ingredients: sources.ingredients)
                if !dryRun {
                    sources.profiles = profiles
                    try sources.write(to: catalogURL)
                    printError("wrote \(catalogURL.appendingPathComponent("profiles.jsonl").path)")
                }
                printError(coverage.summary())
                if json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                    print(String(decoding: try encoder.encode(coverage), as: UTF8.self))
                }
            } catch let error as ExitCode {
                throw error
            } catch {
                printError("larder-build: \(error)")
                throw ExitCode.failure
            }
        }
    }
}
