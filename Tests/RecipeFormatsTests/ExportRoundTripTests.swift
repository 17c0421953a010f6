import Foundation
import LarderCore
import RecipeFormats
import Testing

/// Export → import gives the same recipe, for every format that can carry it.
@Suite struct ExportRoundTripTests {
    func corpusRecipes() throws -> [ImportedRecipe] {
        try ["graph-howtosection.html", "top-level-array.html", "negroni-spritz.cook", "microdata-only.html"].flatMap { name in
            try RecipeSourceReader.read(try Corpus.bytes(name), source: name, fileName: name)
        }
    }

    /// What every format keeps: title, each line's amount, name, note and optional flag, each step and its section.
    struct Essentials: Equatable {
        var title: String
        var lines: [String]
        var steps: [String]

        init(_ recipe: ImportedRecipe) {
            title = recipe.title
            lines = recipe.ingredients.map { "\($0.amount ?? "-")|\($0.name)|\($0.note ?? "-")|\($0.optional)" }
            steps = recipe.steps.map { "\($0.section ?? "-")|\($0.text)" }
        }
    }

    func reimport(_ format: ExportFormat, _ recipes: [ImportedRecipe]) throws -> [ImportedRecipe] {
        try RecipeSourceReader.read(Array(format.document(recipes)), source: "export", fileName: "export.\(format.fileExtension)")
    }

    @Test func jsonIsLossless() throws {
        let recipes = try corpusRecipes()
        #expect(try reimport(.json, recipes) == recipes)
    }

    @Test(arguments: [ExportFormat.jsonld, .html])
    func schemaOrgKeepsTheRecipe(format: ExportFormat) throws {
        let recipes = try corpusRecipes()
        let back = try reimport(format, recipes)
        #expect(back.map(Essentials.init) == recipes.map(Essentials.init))
        #expect(back.map(\.servings) == recipes.map(\.servings))
        #expect(back.map(\.totalMinutes) == recipes.map(\.totalMinutes))
        #expect(back.map(\.sourceURL) == recipes.map(\.sourceURL))
        #expect(back[0].nutrition == recipes[0].nutrition)
    }

    @Test func cooklangKeepsTheRecipe() throws {
        for recipe in try corpusRecipes() {
            let back = try reimport(.cooklang, [recipe])
            #expect(back.map(Essentials.init) == [Essentials(recipe)])
            #expect(back[0].servings == recipe.servings && back[0].kind == recipe.kind)
        }
    }

    @Test func jsonLDIsASchemaOrgRecipe() throws {
        let recipe = try #require(try corpusRecipes().first)
        let object = try #require(try JSONSerialization.jsonObject(with: ExportFormat.jsonld.document([recipe])) as? [String: Any])
        #expect(object["@context"] as? String == "https://schema.org")
        #expect(object["@type"] as? String == "Recipe")
        #expect(object["cookTime"] as? String == "PT1H5M")
        let sections = try #require(object["recipeInstructions"] as? [[String: Any]])
        #expect(sections.map { $0["@type"] as? String } == ["HowToSection", "HowToSection"])
    }

    @Test func htmlIsSelfContainedAndEscaped() throws {
        let recipe = ImportedRecipe(title: "Fish & Chips <3", ingredients: [ImportedLine("1 egg")], steps: [ImportedStep("Boil </script><script>alert(1) it.")])
        let page = String(decoding: ExportFormat.html.document([recipe]), as: UTF8.self)
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("<h1>Fish &amp; Chips &lt;3</h1>"))
        #expect(page.components(separatedBy: "</script>").count == 2, "only the JSON-LD block closes a script")
        #expect(!page.contains("http://") && !page.contains("src="))
        #expect(page.contains("@media print"))
        #expect(try reimport(.html, [recipe]).map(\.title) == [recipe.title])
    }
}
