import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The compiler's `recipe_main_ingredient` (which ingredients a recipe makes a main line of, read by
/// search's tiers): on a catalog written here against pairs worked out by hand, and on the bundled
/// catalog against the rule applied again in Swift to every recipe line.
@Suite struct MainIngredientsTests {
    /// The stored pairs of the catalog at `url`, as "recipe ingredient".
    func storedPairs(_ url: URL) throws -> Set<String> {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            Set(try Row.fetchAll(db, sql: "SELECT recipe_id, ingredient_id FROM recipe_main_ingredient").map {
                "\($0[0] as String) \($0[1] as String)"
            })
        }
    }

    @Test func pairsWorkedOutByHand() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        let ingredients = [
            Fixture.ingredient("gin", "Gin", .spirit), Fixture.ingredient("rye-whiskey", "Rye whiskey", .spirit),
            Fixture.ingredient("lime-juice", "Lime juice", .juice), Fixture.ingredient("lemon-juice", "Lemon juice", .juice),
            Fixture.ingredient("sugar", "Sugar", .sweetener), Fixture.ingredient("mint", "Mint", .herb),
            Fixture.ingredient("pasta", "Pasta", .grain), Fixture.ingredient("tomato-sauce", "Tomato sauce", .condiment),
            Fixture.ingredient("cheese", "Cheese", .dairy), Fixture.ingredient("orange-peel", "Orange peel", .fruit),
        ]
        let recipes = [
            // Measured 60 + 20 + 10 = 90 ml: gin and lime are a fifth (18 ml) or more, sugar is not; the mint
            // leaves are a count (no measure), so main; a garnish never is.
            Recipe(id: "southside", name: "Southside", kind: .drink, lines: [
                Fixture.line("gin", "60 ml"), Fixture.line("lime-juice", "20 ml"), Fixture.line("sugar", "10 ml"),
                Fixture.line("mint", "6"), Fixture.line("orange-peel", "1", garnish: true),
            ]),
            // 150 + 700 + 150 = 1000 g: the pasta (grain, in a dish) needs a tenth, 100 g; the cheese a fifth, 200 g.
            Recipe(id: "pasta-bake", name: "Pasta Bake", kind: .dish, lines: [
                Fixture.line("pasta", "150 g"), Fixture.line("tomato-sauce", "700 g"), Fixture.line("cheese", "150 g"),
            ]),
            // Each spec on its own: 60 + 30 + 15 = 105 ml, a fifth 21 ml; the rye is main through the variant.
            Recipe(id: "gin-sour", name: "Gin Sour", kind: .drink, lines: [
                Fixture.line("gin", "60 ml"), Fixture.line("lemon-juice", "30 ml"), Fixture.line("sugar", "15 ml"),
            ], variants: [
                RecipeVariant(id: "gin-sour-v-rye", name: "Rye Sour", lines: [
                    Fixture.line("rye-whiskey", "60 ml"), Fixture.line("lemon-juice", "30 ml"), Fixture.line("sugar", "15 ml"),
                ], sources: []),
            ]),
        ]
        try CatalogCompiler().compile(
            CatalogSources(manifest: CatalogManifest(version: 1), ingredients: ingredients, recipes: recipes), to: url)
        #expect(try storedPairs(url) == [
            "southside gin", "southside lime-juice", "southside mint",
            "pasta-bake pasta", "pasta-bake tomato-sauce",
            "gin-sour gin", "gin-sour lemon-juice", "gin-sour rye-whiskey",
        ])
    }

    @Test func theBundledCatalogAgreesWithTheRuleAppliedInSwift() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog")), to: url)
        struct Line { var ingredient: String; var garnish: Bool; var measure: Double?; var grainInDish: Bool }
        var specs: [String: [Line]] = [:]
        let queue = try DatabaseQueue(path: url.path)
        try queue.read { db in
            for row in try Row.fetchAll(db, sql: """
                SELECT l.recipe_id, l.variant_id, l.ingredient_id, l.garnish, l.ml, l.quantity, l.unit, r.kind, i.category
                FROM recipe_line l JOIN recipe r ON r.id = l.recipe_id LEFT JOIN ingredient i ON i.id = l.ingredient_id
                ORDER BY l.recipe_id, l.variant_id, l.position
                """) {
                let quantity: Double? = row["quantity"], unit: String? = row["unit"]
                let grams = unit.flatMap(MeasureUnit.init(rawValue:))?.grams
                let ml: Double? = row["ml"]
                let measure = ml ?? quantity.flatMap { q in grams.map { q * $0 } }
                let key = "\(row["recipe_id"] as String) \(row["variant_id"] as String)"
                specs[key, default: []].append(Line(
                    ingredient: row["ingredient_id"], garnish: row["garnish"], measure: measure,
                    grainInDish: row["kind"] as String == "dish" && row["category"] as String? == "grain"))
            }
        }
        try queue.close()
        var expected: Set<String> = []
        for (key, lines) in specs {
            let recipe = String(key.split(separator: " ", omittingEmptySubsequences: false)[0])
            var total = 0.0
            for line in lines { if let measure = line.measure { total += measure } }
            for line in lines where !line.garnish {
                guard let measure = line.measure else {
                    expected.insert("\(recipe) \(line.ingredient)")
                    continue
                }
                if measure >= (line.grainInDish ? 0.1 : 0.2) * total { expected.insert("\(recipe) \(line.ingredient)") }
            }
        }
        let stored = try storedPairs(url)
        #expect(expected.count > 1_000)
        #expect(stored.subtracting(expected).isEmpty, "stored, not by the rule: \(stored.subtracting(expected).sorted().prefix(10))")
        #expect(expected.subtracting(stored).isEmpty, "by the rule, not stored: \(expected.subtracting(stored).sorted().prefix(10))")
    }
}
