import Foundation
import LarderCore

/// Reads the recipes in one source's bytes, whatever its format: a web page (schema.org JSON-LD or
/// microdata), Cooklang, TheCocktailDB JSON, a Mealie-style schema JSON, Larder's own export, or a
/// Paprika export (`.paprikarecipes` zip or one gzipped `.paprikarecipe`).
///
/// Every failure is one ``RecipeFormatError`` naming the source; nothing here writes anywhere.
public enum RecipeSourceReader {
    /// The most bytes read from one source (a page, a file, an archive).
    public static let maxSourceBytes = 64 << 20

    /// The recipes in `bytes`.
    ///
    /// - Parameters:
    ///   - source: what the source is called in messages (a path, a URL, `standard input`).
    ///   - fileName: its file name, when it has one (the extension helps tell Cooklang from plain text,
    ///     and gives a Cooklang recipe without a title its name).
    ///   - pageURL: the address a page was fetched from, kept as its recipes' source.
    /// - Complexity: O(n) in the size of the source.
    public static func read(
        _ bytes: [UInt8], source: String, fileName: String? = nil, pageURL: String? = nil
    ) throws(RecipeFormatError) -> [ImportedRecipe] {
        let recipes = try read(bytes, source: source, fileName: fileName, pageURL: pageURL, within: nil)
        for recipe in recipes {
            for (what, count) in [("ingredient lines", recipe.ingredients.count), ("steps", recipe.steps.count)] where count > maxPartsPerRecipe {
                throw .tooLong(source: source, title: recipe.title, what: what, count: count, limit: maxPartsPerRecipe)
            }
        }
        return recipes
    }

    /// The most ingredient lines, and the most steps, one recipe may have (a long real recipe has about 60
    /// lines): past it, a source is refused rather than saved as a recipe nothing could show in time.
    public static let maxPartsPerRecipe = 1000

    /// The most archives nested in one another: a Tandoor export is a zip of per-recipe zips.
    static let maxArchiveDepth = 2

    /// What the archives of one source may still inflate to, shared by an archive and those nested
    /// in it, and how deep the current archive sits.
    final class ArchiveBudget {
        var bytes = ZipArchive.maxTotalBytes
        var depth = 0
    }

    static func read(
        _ bytes: [UInt8], source: String, fileName: String?, pageURL: String?, within budget: ArchiveBudget?
    ) throws(RecipeFormatError) -> [ImportedRecipe] {
        guard bytes.count <= maxSourceBytes else { throw .limit(.tooLarge(name: source, limit: maxSourceBytes)) }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return try archive(bytes, source: source, budget: budget ?? ArchiveBudget())
        }
        if bytes.starts(with: [0x1F, 0x8B]) {
            // Inside an archive, what the gzip inflates to counts against the archive's budget.
            let recipe = try PaprikaReader.recipe(gzipped: bytes[...], source: source, limit: budget?.bytes ?? ZipArchive.maxEntryBytes)
            budget?.bytes -= recipe.inflatedBytes
            return [recipe.recipe]
        }
        guard !bytes.prefix(8192).contains(0) else { throw .binary(source: source) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else { throw .invalidUTF8(source: source) }
        let trimmed = text.drop(while: \.isWhitespace)
        let ext = fileName.map { ($0 as NSString).pathExtension.lowercased() } ?? ""
        if trimmed.first == "{" || trimmed.first == "[" {
            return try json(Array(body), source: source, pageURL: pageURL)
        }
        if ext == "cook" || (!trimmed.hasPrefix("<") && looksLikeCooklang(text)) {
            let stem = fileName.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension } ?? "Untitled"
            return [try CooklangReader.read(text, title: stem.isEmpty ? "Untitled" : stem, source: source)]
        }
        if trimmed.hasPrefix("<") || text.range(of: "<html", options: .caseInsensitive) != nil {
            return try WebPageReader.read(Array(body), source: source, pageURL: pageURL)
        }
        throw .noRecipe(source: source, why: "not a web page, Cooklang, or a recipe JSON format larder reads")
    }

    static func looksLikeCooklang(_ text: String) -> Bool {
        text.contains(">>") || text.range(of: #"@[^\s@{}]+(\s[^\s@{}]+)*\{"#, options: .regularExpression) != nil
    }

    /// A JSON document: Larder's export, TheCocktailDB, a Paprika recipe, or schema.org recipes.
    static func json(_ bytes: [UInt8], source: String, pageURL: String?) throws(RecipeFormatError) -> [ImportedRecipe] {
        guard let value = JSONText.parse(bytes) else {
            throw .malformed(source: source, format: "JSON", why: "it does not parse")
        }
        if let object = value as? [String: Any] {
            if object["format"] as? String == LarderExportFormat.formatName { return try LarderExportFormat.decode(bytes, source: source) }
            if object.keys.contains("drinks") { return try CocktailDBReader.read(object, source: source) }
            if PaprikaReader.isPaprika(object), let recipe = PaprikaReader.recipe(object) { return [recipe] }
            if TandoorReader.isTandoor(object) { return [try TandoorReader.recipe(object, source: source)] }
        }
        var objects: [[String: Any]] = []
        SchemaRecipe.find(in: value, into: &objects)
        // Mealie and similar exports: schema.org field names without an `@type`.
        if objects.isEmpty, let object = value as? [String: Any], object["name"] != nil,
            object["recipeIngredient"] != nil || object["recipeInstructions"] != nil
        {
            objects = [object]
        }
        let recipes = objects.compactMap { SchemaRecipe.recipe($0, pageURL: pageURL) }
        guard !recipes.isEmpty else { throw .noRecipe(source: source, why: "the JSON holds no recipe larder reads") }
        return recipes
    }

    /// A zip: a Paprika export (gzipped JSON entries), a Tandoor export (a zip of per-recipe zips, each
    /// with a `recipe.json`), a Mealie export (`recipes/<slug>/<slug>.json` beside images), or a folder
    /// of pages, Cooklang files and JSON. Archives nested deeper than ``maxArchiveDepth`` are refused,
    /// and all the archives of one source share one inflation budget (``ZipArchive/maxTotalBytes``).
    static func archive(_ bytes: [UInt8], source: String, budget: ArchiveBudget) throws(RecipeFormatError) -> [ImportedRecipe] {
        guard budget.depth < maxArchiveDepth else {
            throw .unsafeArchive(source: source, why: "archives nested more than \(maxArchiveDepth) deep")
        }
        budget.depth += 1
        defer { budget.depth -= 1 }
        var recipes: [ImportedRecipe] = []
        var firstError: RecipeFormatError?
        let entries = try ZipArchive.entries(bytes, source: source, totalLimit: budget.bytes)
        budget.bytes -= entries.reduce(0) { $0 + $1.bytes.count }
        for entry in entries {
            let name = "\(source)/\(entry.name)"
            do {
                recipes += try read(entry.bytes, source: name, fileName: entry.name, pageURL: nil, within: budget)
            } catch {
                if case .unsafeArchive = error { throw error }
                firstError = firstError ?? error
            }
        }
        if recipes.isEmpty { throw firstError ?? .noRecipe(source: source, why: "the archive holds no recipe") }
        return recipes
    }
}
