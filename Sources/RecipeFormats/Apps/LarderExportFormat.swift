import Foundation

/// Larder's own export format: a JSON document holding ``ImportedRecipe``s field for field, so an
/// export imports back to the same recipes.
///
///     {"format": "larder-recipes", "version": 1, "recipes": [ … ]}
///
/// A collection's export also carries the collection's name (`"collection": "Sunday lunch"`); importing
/// it fills that collection on the receiving side. Readers that predate the field ignore it.
public enum LarderExportFormat {
    /// The document's `format` field, by which a reader recognises a Larder export.
    public static let formatName = "larder-recipes"
    /// The document version this release writes; a newer one is refused when read.
    public static let version = 1

    struct Document: Codable {
        var format: String
        var version: Int
        var recipes: [ImportedRecipe]
        var collection: String?
    }

    /// The document for `recipes` (the recipes of `collection`, when given), pretty-printed with sorted
    /// keys (stable output).
    public static func encode(_ recipes: [ImportedRecipe], collection: String? = nil) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let document = Document(format: formatName, version: version, recipes: recipes, collection: collection)
        return (try? encoder.encode(document)) ?? Data()
    }

    /// The collection a Larder export names, or `nil` (another format, no collection, or a blank or
    /// over-long name: at most 200 characters, no control characters).
    public static func collectionName(in bytes: [UInt8]) -> String? {
        guard bytes.drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }).first == UInt8(ascii: "{"),
            let object = JSONText.parse(bytes) as? [String: Any], object["format"] as? String == formatName,
            let name = (object["collection"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty,
            name.count <= 200, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return name
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
        // The export's texts are kept as written (no markup to clean) but for control characters.
        let recipes = document.recipes.map { $0.withoutControlCharacters() }.filter { !$0.title.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !recipes.isEmpty else { throw .noRecipe(source: source, why: "the export holds no recipe") }
        return recipes
    }
}
