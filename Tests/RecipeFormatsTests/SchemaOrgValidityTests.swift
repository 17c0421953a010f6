import Foundation
import LarderCore
import RecipeFormats
import Testing

/// The JSON-LD export checked against the schema.org vocabulary (https://schema.org/Recipe and the
/// types it inherits from: HowTo, CreativeWork, Thing), for recipes read from every format we import,
/// and the round trip of those recipes through Larder JSON and JSON-LD.
@Suite struct SchemaOrgValidityTests {
    /// Recipes from every import format: web pages, Cooklang, Paprika, Mealie, Tandoor, TheCocktailDB.
    func everyFormat() throws -> [ImportedRecipe] {
        try [
            "graph-howtosection.html", "top-level-array.html", "microdata-only.html", "negroni-spritz.cook", "export.paprikarecipes",
            "mealie.json", "mealie-export.zip", "tandoor-recipe.json", "tandoor-export.zip", "cocktaildb.json",
        ].flatMap { name in try RecipeSourceReader.read(try Corpus.bytes(name), source: name, fileName: name) }
    }

    /// Properties schema.org defines on Recipe or inherits (HowTo: prepTime, totalTime; CreativeWork:
    /// keywords, author; Thing: name, description, url, image), plus the JSON-LD keywords.
    static let recipeProperties: Set<String> = [
        "@context", "@type", "name", "description", "recipeIngredient", "recipeInstructions", "recipeYield", "prepTime", "cookTime",
        "totalTime", "recipeCategory", "recipeCuisine", "keywords", "url", "image", "author", "nutrition",
    ]
    static let nutritionProperties: Set<String> = [
        "@type", "calories", "carbohydrateContent", "cholesterolContent", "fatContent", "fiberContent", "proteinContent",
        "saturatedFatContent", "servingSize", "sodiumContent", "sugarContent", "transFatContent", "unsaturatedFatContent",
    ]

    /// Every problem with one JSON-LD `Recipe` object, empty when it is valid.
    func problems(_ object: [String: Any]) -> [String] {
        var out: [String] = []
        let name = object["name"] as? String ?? ""
        for key in object.keys where !Self.recipeProperties.contains(key) { out.append("\(name): \(key) is not a Recipe property") }
        if object["@type"] as? String != "Recipe" { out.append("\(name): @type is not Recipe") }
        if name.isEmpty { out.append("a recipe without a name") }
        if !(object["recipeIngredient"] is [String]) { out.append("\(name): recipeIngredient is not a list of text") }
        for item in (object["recipeInstructions"] as? [[String: Any]]) ?? [] {
            switch item["@type"] as? String {
            case "HowToStep":
                if (item["text"] as? String ?? "").isEmpty { out.append("\(name): a HowToStep without text") }
            case "HowToSection":
                let steps = (item["itemListElement"] as? [[String: Any]]) ?? []
                if (item["name"] as? String ?? "").isEmpty || steps.isEmpty || steps.contains(where: { $0["@type"] as? String != "HowToStep" }) {
                    out.append("\(name): a HowToSection without a name or HowToSteps")
                }
            default: out.append("\(name): an instruction that is neither HowToStep nor HowToSection")
            }
        }
        for key in ["prepTime", "cookTime", "totalTime"] {
            if let value = object[key], (value as? String)?.range(of: #"^PT(\d+H)?(\d+M)?$"#, options: .regularExpression) == nil || (value as? String) == "PT" {
                out.append("\(name): \(key) is not an ISO 8601 duration")
            }
        }
        if let nutrition = object["nutrition"] {
            let facts = nutrition as? [String: Any] ?? [:]
            if facts["@type"] as? String != "NutritionInformation" { out.append("\(name): nutrition is not NutritionInformation") }
            for key in facts.keys where !Self.nutritionProperties.contains(key) { out.append("\(name): nutrition.\(key) is not a property") }
        }
        if let author = object["author"], (author as? [String: Any])?["@type"] as? String != "Person" { out.append("\(name): author is not a Person") }
        if let keywords = object["keywords"], !(keywords is String) { out.append("\(name): keywords is not text") }
        return out
    }

    @Test func everyExportedRecipeIsAValidSchemaOrgRecipe() throws {
        let recipes = try everyFormat()
        #expect(recipes.count >= 12)
        for recipe in recipes {
            let object = try #require(try JSONSerialization.jsonObject(with: ExportFormat.jsonld.document([recipe])) as? [String: Any])
            #expect(object["@context"] as? String == "https://schema.org")
            #expect(problems(object) == [])
        }
        let graph = try #require(try JSONSerialization.jsonObject(with: ExportFormat.jsonld.document(recipes)) as? [String: Any])
        #expect(graph["@context"] as? String == "https://schema.org")
        let items = try #require(graph["@graph"] as? [[String: Any]])
        #expect(items.count == recipes.count)
        #expect(items.flatMap(problems) == [])
    }

    @Test func freeTextNutritionAndNegativeTimesAreLeftOut() throws {
        var recipe = ImportedRecipe(title: "Odd", ingredients: [ImportedLine("1 egg")], steps: [ImportedStep("Boil.")])
        recipe.nutrition = ["text": "about 70 kcal", "calories": "70 kcal"]
        recipe.prepMinutes = -5
        recipe.cookMinutes = 90
        let object = try #require(try JSONSerialization.jsonObject(with: ExportFormat.jsonld.document([recipe])) as? [String: Any])
        #expect(problems(object) == [])
        #expect((object["nutrition"] as? [String: Any])?["calories"] as? String == "70 kcal")
        #expect(object["prepTime"] == nil && object["cookTime"] as? String == "PT1H30M")
    }

    @Test func appFormatsRoundTripThroughJSONAndJSONLD() throws {
        let recipes = try everyFormat()
        let json = try RecipeSourceReader.read(Array(ExportFormat.json.document(recipes)), source: "x", fileName: "x.json")
        #expect(json == recipes)
        let jsonld = try RecipeSourceReader.read(Array(ExportFormat.jsonld.document(recipes)), source: "x", fileName: "x.jsonld")
        #expect(jsonld.map(\.title) == recipes.map(\.title))
        #expect(jsonld.map { $0.ingredients.map(\.text) } == recipes.map { $0.ingredients.map(\.text) })
        #expect(jsonld.map { $0.steps.map(\.text) } == recipes.map { $0.steps.map(\.text) })
        #expect(jsonld.map(\.servings) == recipes.map(\.servings))
    }

    @Test func aCollectionExportCarriesItsName() throws {
        let recipes = try RecipeSourceReader.read(try Corpus.bytes("mealie.json"), source: "m")
        let document = Array(ExportFormat.json.document(recipes, collection: "Sunday lunch"))
        #expect(LarderExportFormat.collectionName(in: document) == "Sunday lunch")
        #expect(try RecipeSourceReader.read(document, source: "d") == recipes)
        #expect(LarderExportFormat.collectionName(in: Array(ExportFormat.json.document(recipes))) == nil)
        #expect(LarderExportFormat.collectionName(in: Array(#"{"format":"larder-recipes","collection":"a\u0007b","recipes":[]}"#.utf8)) == nil)
        #expect(LarderExportFormat.collectionName(in: Array(#"{"format":"other","collection":"x"}"#.utf8)) == nil)
    }
}
