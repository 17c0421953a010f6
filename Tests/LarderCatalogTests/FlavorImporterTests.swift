import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import LarderImport
import Testing

@Suite struct FlavorImporterTests {
    /// A tiny FlavorGraph: gin and lemon carry compounds, lemon_juice is listed without any.
    static let nodes = """
        node_id,name,id,node_type,is_hub
        0,gin,,ingredient,hub
        1,lemon,,ingredient,hub
        2,fresh_lemon_juice,,ingredient,no_hub
        3,red_wine,,ingredient,hub
        4,unknown_thing,,ingredient,hub
        10,alpha-Pinene,1.0,compound,food
        11,Limonene,2.0,compound,food
        12,Citral,3.0,compound,food
        """
    static let edges = """
        id_1,id_2,score,edge_type
        0,1,0.3,ingr-ingr
        0,10,1,ingr-fcomp
        0,11,1,ingr-fcomp
        1,11,1,ingr-fcomp
        1,12,1,ingr-fcomp
        3,12,1,ingr-fcomp
        4,12,1,ingr-fcomp
        """

    static func catalog() -> CatalogSources {
        let ingredients = [
            Ingredient(id: "gin", name: "Gin", category: .spirit),
            Ingredient(id: "london-dry-gin", name: "London dry gin", parent: "gin", category: .spirit),
            Ingredient(id: "lemon", name: "Lemon", category: .fruit),
            Ingredient(id: "lemon-juice", name: "Lemon juice", category: .juice),
            Ingredient(id: "red-wine-vinegar", name: "Red wine vinegar", category: .condiment),
            Ingredient(id: "tonic", name: "Tonic water", category: .soda),
        ]
        let recipes = [
            Recipe(id: "a", name: "A", kind: .drink, lines: [RecipeLine(ingredient: "gin"), RecipeLine(ingredient: "tonic")]),
            Recipe(id: "b", name: "B", kind: .drink, lines: [RecipeLine(ingredient: "london-dry-gin"), RecipeLine(ingredient: "lemon-juice")]),
            Recipe(id: "c", name: "C", kind: .dish, lines: [RecipeLine(ingredient: "red-wine-vinegar")]),
        ]
        return CatalogSources(manifest: CatalogManifest(version: 1), ingredients: ingredients, recipes: recipes)
    }

    private func run() throws -> FlavorImporter.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flavor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.nodes.write(to: directory.appendingPathComponent("nodes_small_191120.csv"), atomically: true, encoding: .utf8)
        try Self.edges.write(to: directory.appendingPathComponent("edges_small_191120.csv"), atomically: true, encoding: .utf8)
        return try FlavorImporter(directory: directory, catalog: Self.catalog()).run()
    }

    @Test func mapsByNameByHeadAndByParent() throws {
        let result = try run()
        let byID = Dictionary(uniqueKeysWithValues: result.sources.ingredientCompounds.map { ($0.ingredient, $0) })
        #expect(byID["gin"]?.compounds == ["alpha-pinene", "limonene"])
        #expect(byID["london-dry-gin"]?.compounds == byID["gin"]?.compounds)  // through its parent
        #expect(byID["lemon-juice"]?.mappedFrom == ["lemon"])  // name head: lemon juice → lemon
        #expect(byID["red-wine-vinegar"] == nil)  // a vinegar is not red wine
        #expect(byID["tonic"] == nil)
        #expect(result.sources.pairings == [FlavorPairing(a: "gin", b: "lemon", score: 0.3)])
        #expect(result.sources.compounds.map(\.name) == ["alpha-Pinene", "Citral", "Limonene"])
    }

    @Test func reportsCoverageWeightedByUse() throws {
        let report = try run().report
        #expect(report.flavorGraphIngredients == 5)
        #expect(report.unmatchedFlavorGraphNames == ["red_wine", "unknown_thing"])
        #expect(report.mappedDirectly == 2 && report.mappedThroughName == 1 && report.mappedThroughParent == 1)
        #expect(report.lines == 5 && report.coveredLines == 3)
        #expect(report.drinkLines == 4 && report.coveredDrinkLines == 3)
        #expect(report.topUnmapped.map(\.id) == ["red-wine-vinegar", "tonic"])
    }

    @Test func missingDataSetIsAClearError() {
        #expect(throws: ImportError.self) {
            try FlavorImporter(directory: URL(fileURLWithPath: "/nonexistent"), catalog: Self.catalog()).run()
        }
    }

    @Test func realFlavorGraphCoversTheBundledCatalog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let datasets = root.deletingLastPathComponent().appendingPathComponent("shared/datasets/flavorgraph")
        let sources = try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog"))
        let report = try FlavorImporter(directory: datasets, catalog: sources).run().report
        #expect(report.flavorGraphIngredients == 616)
        #expect(report.weightedCoverage > 0.6)
        #expect(report.pairings > 1_000)
    }
}
