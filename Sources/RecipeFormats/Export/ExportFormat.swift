import Foundation

/// The formats recipes are exported in.
public enum ExportFormat: String, Sendable, CaseIterable, Codable {
    /// Larder's own JSON (``LarderExportFormat``): lossless, imports back field for field.
    case json
    /// schema.org `Recipe` JSON-LD.
    case jsonld
    /// Cooklang, one recipe per file.
    case cooklang
    /// Markdown to read: title, facts, the ingredients as a list, the method numbered.
    case markdown
    /// A self-contained printable page (print CSS, no network), with the recipe's JSON-LD inside.
    case html

    /// The file name extension.
    public var fileExtension: String {
        switch self {
        case .json: "json"
        case .jsonld: "jsonld"
        case .cooklang: "cook"
        case .markdown: "md"
        case .html: "html"
        }
    }

    /// Whether one file can hold several recipes.
    public var holdsSeveral: Bool { self != .cooklang }

    /// One document holding `recipes` (for Cooklang, `recipes` must be one recipe); in Larder's JSON,
    /// `collection` names the collection they are, so that an import fills it.
    public func document(_ recipes: [ImportedRecipe], collection: String? = nil) -> Data {
        switch self {
        case .json: LarderExportFormat.encode(recipes, collection: collection)
        case .jsonld: SchemaOrgWriter.jsonLD(recipes)
        case .cooklang: Data(recipes.map(CooklangWriter.text).joined(separator: "\n").utf8)
        case .markdown: Data(recipes.map(MarkdownWriter.text).joined(separator: "\n---\n\n").utf8)
        case .html: Data(HTMLWriter.page(recipes).utf8)
        }
    }
}
