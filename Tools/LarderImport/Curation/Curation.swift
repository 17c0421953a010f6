import Foundation
import LarderCore

/// The tables we write by hand in `Bundle/curation/`: ingredient facts and hierarchy, aliases,
/// homemade parts, global substitutes, category keywords and the descriptor words stripped from
/// ingredient text. All tab-separated text, `#` starts a comment line.
public struct Curation: Sendable {
    /// A row of `ingredients.tsv`: fields that are `nil` keep what the data sets say.
    public struct IngredientRow: Sendable, Equatable {
        public var id: IngredientID
        public var name: String?
        public var category: IngredientCategory?
        public var abv: Double?
        /// `.some(nil)` removes a data set's parent.
        public var parent: IngredientID??
        public var isGarnish: Bool
    }

    public var ingredients: [IngredientRow]
    /// Folded alias text → ingredient id.
    public var aliases: [(alias: String, id: IngredientID)]
    public var parts: [IngredientID: [IngredientID]]
    public var substitutes: [SubstituteRule]
    /// Keyword (as words) → category, in priority order.
    public var categoryRules: [(words: [String], category: IngredientCategory)]
    public var descriptors: Set<String>
    /// Slugs of text that names no ingredient (kitchen equipment, stray words).
    public var notIngredients: Set<String>
    /// Recipe id as a data set names it → the id it merges into and, optionally, the display name
    /// (`recipe-merges.tsv`).
    public var recipeMerges: [String: (into: String, name: String?)] = [:]
    /// Recipe ids that are no recipe ("Hot Water"), or single data set records written `dataset:record`,
    /// left out of the catalog (`not-recipes.txt`).
    public var notRecipes: Set<String> = []
    /// Other names people search a recipe by ("Cosmo", "Omelette"), as `(alias, recipe id)`
    /// (`recipe-aliases.tsv`).
    public var recipeAliases: [(alias: String, id: RecipeID)] = []
    /// First words of names that keep their capital inside a sentence (brands, places), lower case.
    public var properWords: Set<String> = []
    /// First words that are lower-cased even before a capitalised word ("green" Chartreuse).
    public var genericWords: Set<String> = []
    /// Ingredient → what it is when a drink names it as its garnish: a cherry on a drink is a
    /// cocktail cherry (`garnish-forms.tsv`).
    public var garnishForms: [IngredientID: IngredientID] = [:]

    /// Reads every table from `directory` (normally `Bundle/curation`).
    public static func load(from directory: URL) throws(ImportError) -> Curation {
        // Each table names the key of its rows; a second row for a key is refused (`CurationKeys`).
        func table(_ name: String, columns: Int, key: ([String]) -> String) throws(ImportError) -> [[String]] {
            let url = directory.appendingPathComponent(name)
            var keys = CurationKeys(name)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
            else { throw .missingFile(url.path) }
            var rows: [[String]] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard cells.count >= columns else {
                    throw .malformed(url.path, "line \(number + 1): expected \(columns) tab-separated columns")
                }
                try keys.insert(key(cells), line: number + 1)
                rows.append(cells)
            }
            return rows
        }
        func category(_ text: String, _ file: String) throws(ImportError) -> IngredientCategory {
            guard let value = IngredientCategory(rawValue: text) else { throw .malformed(file, "unknown category \(text)") }
            return value
        }

        var ingredients: [IngredientRow] = []
        for cells in try table("ingredients.tsv", columns: 3, key: { $0[0] }) {
            let parentCell = cells.count > 4 ? cells[4] : ""
            ingredients.append(
                IngredientRow(
                    id: IngredientID(cells[0]), name: cells[1].isEmpty ? nil : cells[1],
                    category: cells[2].isEmpty ? nil : try category(cells[2], "ingredients.tsv"),
                    abv: cells.count > 3 ? Double(cells[3]) : nil,
                    parent: parentCell.isEmpty ? .none : (parentCell == "-" ? .some(nil) : .some(IngredientID(parentCell))),
                    isGarnish: cells.count > 5 && cells[5] == "yes"))
        }
        let aliases = try table("aliases.tsv", columns: 2, key: { Slug.make($0[0]) }).map { (alias: Slug.make($0[0]), id: IngredientID($0[1])) }
        var parts: [IngredientID: [IngredientID]] = [:]
        for cells in try table("parts.tsv", columns: 2, key: { $0[0] }) {
            parts[IngredientID(cells[0])] = cells[1].split(separator: ",").map {
                IngredientID($0.trimmingCharacters(in: .whitespaces))
            }
        }
        var substitutes: [SubstituteRule] = []
        for cells in try table("substitutes.tsv", columns: 4, key: { "\($0[0]) > \($0[1])" }) {
            guard let penalty = Double(cells[2]), (0...1).contains(penalty) else {
                throw .malformed("substitutes.tsv", "bad penalty \(cells[2]) for \(cells[0])")
            }
            substitutes.append(
                SubstituteRule(
                    original: IngredientID(cells[0]), replacement: IngredientID(cells[1]), penalty: penalty,
                    bidirectional: cells[3] == "yes", reason: cells.count > 4 && !cells[4].isEmpty ? cells[4] : nil))
        }
        var rules: [(words: [String], category: IngredientCategory)] = []
        for cells in try table("category-rules.tsv", columns: 2, key: { Slug.make($0[0]) }) {
            rules.append((Slug.make(cells[0]).split(separator: "-").map(String.init), try category(cells[1], "category-rules.tsv")))
        }
        let descriptors = Set(try table("descriptors.txt", columns: 1, key: { Folding.fold($0[0]) }).map { Folding.fold($0[0]) })
        let notIngredients = Set(try table("not-ingredients.txt", columns: 1, key: { Slug.make($0[0]) }).map { Slug.make($0[0]) })
        var curation = Curation(
            ingredients: ingredients, aliases: aliases, parts: parts, substitutes: substitutes, categoryRules: rules,
            descriptors: descriptors, notIngredients: notIngredients)
        // The recipe tables are newer than the rest; a curation folder without them merges and drops nothing.
        func optionalTable(_ name: String, columns: Int, key: ([String]) -> String = { $0[0] }) throws(ImportError) -> [[String]] {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
                ? try table(name, columns: columns, key: key) : []
        }
        for cells in try optionalTable("recipe-merges.tsv", columns: 2) {
            curation.recipeMerges[cells[0]] = (into: cells[1], name: cells.count > 2 && !cells[2].isEmpty ? cells[2] : nil)
        }
        curation.notRecipes = Set(try optionalTable("not-recipes.txt", columns: 1).map { $0[0] })
        curation.recipeAliases = try optionalTable("recipe-aliases.tsv", columns: 2).map { (alias: $0[0], id: RecipeID($0[1])) }
        let words = try optionalTable("proper-names.txt", columns: 1, key: { $0[0].lowercased() }).map { $0[0].lowercased() }
        curation.properWords = Set(words.filter { !$0.hasPrefix("-") })
        curation.genericWords = Set(words.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) })
        for cells in try optionalTable("garnish-forms.tsv", columns: 3) {
            guard !cells[2].isEmpty else { throw .malformed("garnish-forms.tsv", "a garnish form needs a reason") }
            curation.garnishForms[IngredientID(cells[0])] = IngredientID(cells[1])
        }
        return curation
    }

    /// Whether `name` keeps its first capital inside a sentence: its first word is a brand or place
    /// listed in `proper-names.txt` ("Campari", "Irish whiskey"), or its first two words are both
    /// capitalised, as a brand's are ("Grand Marnier", "Old Tom gin"), unless the first is a generic
    /// word listed there with a "-" ("Blended Scotch whisky", "Green Chartreuse").
    public func keepsCapital(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        guard let first = words.first, first.first?.isUppercase == true else { return false }
        let key = String(first).lowercased().trimming(",.;:()®")
        if genericWords.contains(key) { return false }
        return properWords.contains(key) || (words.count > 1 && words[1].first?.isUppercase == true)
    }

    /// The category the keyword rules give `name`, if any.
    ///
    /// - Complexity: O(r · w) for r rules and w words.
    public func category(forName name: String) -> IngredientCategory? {
        let words = Slug.make(name).split(separator: "-").map { NameNormalizer.singular(String($0)) }
        for rule in categoryRules {
            let keyword = rule.words.map(NameNormalizer.singular)
            guard keyword.count <= words.count else { continue }
            for start in 0...(words.count - keyword.count) where Array(words[start..<(start + keyword.count)]) == keyword {
                return rule.category
            }
        }
        return nil
    }
}
