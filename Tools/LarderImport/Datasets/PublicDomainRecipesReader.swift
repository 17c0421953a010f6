import Foundation
import LarderCore

/// Reads public-domain-recipes' `content/*.md` (The Unlicense): the YAML front matter's title and
/// tags, the prep time, cook time and servings lines, and the ingredient lines. Descriptions,
/// directions and stories are skipped, never read into a record.
public struct PublicDomainRecipesReader: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public static let dataset = "public-domain-recipes"

    static let cuisines: Set<String> = [
        "american", "argentinian", "asian", "australian", "austrian", "belgian", "brazilian", "british", "chinese",
        "dutch", "english", "filipino", "finnish", "french", "german", "greek", "hungarian", "indian", "irish",
        "italian", "japanese", "korean", "lebanese", "mediterranean", "mexican", "peruvian", "polish", "portuguese",
        "quebec", "russian", "scottish", "spanish", "swiss", "thai", "tunisian", "turkish", "ukrainian", "vietnamese",
        "pennsylvania", "maltese", "georgian", "persian", "middle eastern", "cajun", "swedish", "danish", "norwegian",
    ]
    static let courses: [String] = [
        "dessert", "breakfast", "soup", "salad", "bread", "sauce", "side", "snack", "drink", "stew", "curry",
        "pasta", "pizza", "cake", "cookies", "pie", "spread", "sandwich", "dough", "lunch", "supper",
    ]

    public func recipes() throws(ImportError) -> [SourceRecipe] {
        let folder = directory.appendingPathComponent("content")
        let files: [String]
        do { files = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw .missingFile(folder.path)
        }
        var out: [SourceRecipe] = []
        for file in files.sorted() where file.hasSuffix(".md") {
            let url = folder.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
            else { throw .missingFile(url.path) }
            if let recipe = recipe(markdown: text, record: String(file.dropLast(3))) { out.append(recipe) }
        }
        return out
    }

    /// The recipe in one Markdown file, or `nil` when it has no title or no ingredient lines.
    func recipe(markdown: String, record: String) -> SourceRecipe? {
        let document = MarkdownRecipe(markdown)
        guard let title = document.frontMatter["title"], !title.isEmpty, !document.ingredientLines.isEmpty else { return nil }
        var recipe = SourceRecipe(kind: .dish, name: title.normalizingSpaces(), source: SourceRef(dataset: Self.dataset, record: record))
        recipe.tags = document.tags.map { $0.lowercased().normalizingSpaces() }.filter { !$0.isEmpty }
        recipe.cuisine = recipe.tags.first(where: Self.cuisines.contains)
        recipe.category = Self.courses.first(where: recipe.tags.contains).map { Self.course($0, tags: recipe.tags) }
        recipe.prepMinutes = document.facts["prep time"].flatMap(Self.minutes)
        recipe.cookMinutes = document.facts["cook time"].flatMap(Self.minutes)
        recipe.servings = document.facts["servings"].flatMap(Self.firstInteger)
        recipe.lines = document.ingredientLines.flatMap(DishLine.lines)
        return recipe
    }

    /// The course a shopper recognises for a data set tag: stews, curries, pasta and pizza are mains,
    /// cakes and cookies desserts, a pie a dessert only when tagged sweet.
    static func course(_ tag: String, tags: [String]) -> String {
        switch tag {
        case "stew", "curry", "pasta", "pizza", "sandwich", "lunch", "supper": "main"
        case "cake", "cookies": "dessert"
        case "pie": tags.contains(where: { ["sweet", "dessert", "fruit"].contains($0) }) ? "dessert" : "main"
        case "spread": "sauce"
        case "dough": "bread"
        default: tag
        }
    }

    /// Minutes in "10 min", "1 hour", "1 hr 30 min", "30-35 min" (the low end), "1.5 hours".
    static func minutes(_ text: String) -> Int? {
        var total = 0.0
        var pending: Double? = nil
        var skippingRangeEnd = false
        var found = false
        for token in timeTokens(Folding.fold(text)) {
            if let value = Double(token) {
                if skippingRangeEnd { skippingRangeEnd = false } else { pending = value }
            } else if token == "-" || token == "to" {
                skippingRangeEnd = pending != nil
            } else if let value = pending {
                let perUnit: Double? = token.hasPrefix("h") ? 60 : token.hasPrefix("m") ? 1 : token.hasPrefix("d") ? 1440 : nil
                if let perUnit {
                    total += value * perUnit
                    found = true
                }
                pending = nil
            }
        }
        if !found, let pending { return Int(pending.rounded()) }
        return found ? Int(total.rounded()) : nil
    }

    /// Numbers, words and range marks: "1hr 30-35 min" → 1, hr, 30, -, 35, min.
    static func timeTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsNumber = false
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        for char in text {
            let isNumber = char.isNumber || (char == "." && currentIsNumber)
            if char.isLetter || isNumber {
                if !current.isEmpty && isNumber != currentIsNumber { flush() }
                currentIsNumber = isNumber
                current.append(char)
            } else {
                flush()
                if char == "-" || char == "–" { tokens.append("-") }
            }
        }
        flush()
        return tokens
    }

    static func firstInteger(_ text: String) -> Int? {
        let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }
}
