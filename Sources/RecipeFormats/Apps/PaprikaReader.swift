import Foundation

/// Reads Paprika exports: `.paprikarecipes` (a zip of gzipped JSON recipes) and `.paprikarecipe` (one).
enum PaprikaReader {
    /// The recipe in one gzipped Paprika JSON document, inflated to at most `limit` bytes.
    static func recipe(gzipped bytes: ArraySlice<UInt8>, source: String, limit: Int = ZipArchive.maxEntryBytes) throws(RecipeFormatError)
        -> (recipe: ImportedRecipe, inflatedBytes: Int)
    {
        let json: [UInt8]
        do {
            json = try Inflater.inflate(bytes, wrapping: .gzip, limit: min(limit, ZipArchive.maxEntryBytes))
        } catch .tooLarge {
            throw .unsafeArchive(source: source, why: "expands past the size cap (a zip bomb?)")
        } catch {
            throw .malformed(source: source, format: "gzip", why: "damaged or truncated stream")
        }
        guard let object = JSONText.parse(json) as? [String: Any] else {
            throw .malformed(source: source, format: "Paprika JSON", why: "not a JSON object")
        }
        guard let recipe = recipe(object) else { throw .noRecipe(source: source, why: "the Paprika recipe has no name") }
        return (recipe, json.count)
    }

    /// Whether a JSON object looks like one Paprika recipe.
    static func isPaprika(_ object: [String: Any]) -> Bool {
        object["name"] is String && (object["directions"] != nil || object["ingredients"] is String) && object["uid"] != nil
    }

    static func recipe(_ object: [String: Any]) -> ImportedRecipe? {
        guard let title = SchemaRecipe.text(object["name"]), !title.isEmpty else { return nil }
        var recipe = ImportedRecipe(title: title)
        recipe.ingredients = TextCleaner.lines((object["ingredients"] as? String) ?? "").map(ImportedLine.init)
        recipe.steps = TextCleaner.lines((object["directions"] as? String) ?? "").map { ImportedStep(SchemaRecipe.stripNumber($0)) }
        SchemaRecipe.readYield(object["servings"], into: &recipe)
        recipe.prepMinutes = SchemaRecipe.text(object["prep_time"]).flatMap(CooklangReader.minutes)
        recipe.cookMinutes = SchemaRecipe.text(object["cook_time"]).flatMap(CooklangReader.minutes)
        recipe.totalMinutes = SchemaRecipe.text(object["total_time"]).flatMap(CooklangReader.minutes)
        recipe.summary = SchemaRecipe.text(object["description"])
        recipe.sourceURL = SchemaRecipe.url(object["source_url"])
        recipe.imageURL = SchemaRecipe.url(object["image_url"])
        let categories = SchemaRecipe.strings(object["categories"]).map { TextCleaner.inline($0).lowercased() }.filter { !$0.isEmpty }
        recipe.category = categories.first
        recipe.tags = Array(categories.dropFirst())
        recipe.kind = SchemaRecipe.guessKind(recipe)
        if let nutrition = SchemaRecipe.text(object["nutritional_info"]), !nutrition.isEmpty { recipe.nutrition["text"] = nutrition }
        return recipe
    }
}
