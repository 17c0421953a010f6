import Foundation

/// Larder's own export format: a JSON document holding ``ImportedRecipe``s field for field, so an
/// export imports back to the same recipes.
///
///     {"format": "larder-recipes", "version": 1, "recipes": [ … ]}
public enum LarderExportFormat {
    public static let formatName = "larder-recipes"
    public static let version = 1

    struct Document: Codable {
        var format: String
        var version: Int
        var recipes: [ImportedRecipe]
    }

    /// The document for `recipes`, pretty-printed with sorted keys (stable output).
    public static func encode(_ recipes: [ImportedRecipe]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? encoder.encode(Document(format: formatName, version: version, recipes: recipes))) ?? Data()
    }

    /// The recipes in a document.
    /// - Throws: ``RecipeFormatError/malformed(source:format:why:)`` for a document of another version or shape.
    static func decode(_ bytes: [UInt8], source: String) throws(RecipeFormatError) -> [ImportedRecipe] {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(bytes))
        } catch {
            throw .malformed(source: source, format: "Larder export", why: "a field is missing or has the wrong type")
        }
        guard document.version <= version else {
            throw .malformed(source: source, format: "Larder export", why: "version \(document.version) is newer than this larder reads")
        }
        let recipes = document.recipes.filter { !$0.title.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !recipes.isEmpty else { throw .noRecipe(source: source, why: "the export holds no recipe") }
        return recipes
    }
}
