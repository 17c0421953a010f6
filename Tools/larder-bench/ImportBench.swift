import ArgumentParser
import Foundation
import LarderKit
import LarderCatalogBuild

/// `larder-bench import`: imports a folder of recipe pages through the session, as `larder import` does,
/// and prints pages per second and the share imported with a title, at least one ingredient line and
/// one step, and the share of ingredient lines that resolved to a catalog ingredient.
///
/// The pages are the folder's `.html` files, each copied until there are `--pages` of them; every copy's
/// recipe titles get a number, so each copy is saved as a new recipe (not skipped as a duplicate).
struct ImportBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import a folder of recipe pages: pages per second, share imported, share of lines resolved.")

    @Option(help: "Folder of pages (the test corpus by default).")
    var folder = "Tests/Corpus/import"

    @Option(help: "Catalog sources to build the catalog from.")
    var bundle = "Bundle/catalog"

    @Option(help: "How many pages to import.")
    var pages = 1000

    func run() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-import-\(getpid())")
        let pageFolder = work.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let bundled = work.appendingPathComponent("bundled.sqlite")
        try CatalogCompiler().compile(try CatalogSources.load(from: URL(fileURLWithPath: bundle)), to: bundled)
        setenv("LARDER_BUNDLED_CATALOG", bundled.path, 1)

        // The pages that carry schema.org recipe data, and their titles.
        var originals: [(name: String, text: String, titles: [String])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".html") {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name)))
            guard let recipes = try? RecipeSourceReader.read(bytes, source: name), let text = String(validating: bytes, as: UTF8.self) else { continue }
            originals.append((name, text, recipes.map(\.title)))
        }
        guard !originals.isEmpty else { throw ValidationError("no page with recipe data in \(folder)") }
        for index in 0..<pages {
            let original = originals[index % originals.count]
            var text = original.text
            for title in original.titles {
                let encoded = title.replacingOccurrences(of: "&", with: "&amp;")
                text = text.replacingOccurrences(of: encoded, with: "\(encoded) \(index)").replacingOccurrences(of: title, with: "\(title) \(index)")
            }
            try Data(text.utf8).write(to: pageFolder.appendingPathComponent(String(format: "%05d-%@", index, original.name)))
        }

        let session = LarderSession(paths: LarderPaths.resolve(dataDirectory: work.appendingPathComponent("home").path), recordsHistory: false)
        _ = try session.catalog()
        let start = Date()
        let report = try session.importRecipes(ImportRequest(sources: [pageFolder.path]))
        let seconds = Date().timeIntervalSince(start)
        let recipes = report.sources.flatMap(\.recipes)
        let complete = report.sources.filter { source in
            source.error == nil && !source.recipes.isEmpty && source.recipes.allSatisfy { !$0.title.isEmpty && $0.lines > 0 && $0.steps > 0 }
        }.count
        let lines = recipes.reduce(0) { $0 + $1.lines }
        let resolved = recipes.reduce(0) { $0 + $1.resolved }
        print("pages: \(report.sources.count) (\(originals.count) distinct structures), recipes: \(recipes.count), saved: \(report.saved)")
        print(String(format: "time: %.2f s, %.0f pages/s", seconds, Double(report.sources.count) / seconds))
        print(String(format: "imported with title, >= 1 ingredient and >= 1 step: %d of %d pages (%.1f%%)",
                     complete, report.sources.count, 100 * Double(complete) / Double(max(1, report.sources.count))))
        print(String(format: "ingredient lines resolved: %d of %d (%.1f%%)", resolved, lines, 100 * Double(resolved) / Double(max(1, lines))))
    }
}
