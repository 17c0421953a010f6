import Foundation
import LarderCore

/// Our per-drink curation, written by hand in `Bundle/curation/`: facts that override what the data
/// sets say (`drink-facts.tsv`: family, glass, method, ice, garnish, servings), the technique of
/// single lines (`drink-lines.tsv`: the absinthe rinse of a Sazerac, the Islay float of a Penicillin)
/// amounts a data set leaves out or states so they do not parse (`drink-amounts.tsv`: "How many
/// you want pcs" of pear, a bottle of champagne with no size), and lines whose record names an
/// ingredient too loosely to resolve right (`drink-ingredients.tsv`: Tom Yum's "pepper" is a chilli).
public struct DrinkCuration: Sendable {
    /// A row of `drink-facts.tsv`; `nil` fields keep what the sources say.
    public struct Facts: Sendable, Equatable {
        public var category: String?
        public var glass: String?
        public var method: MixMethod?
        public var ice: String?
        public var garnish: String?
        public var servings: Int?
    }

    /// A row of `drink-lines.tsv`.
    public struct LineRule: Sendable, Equatable {
        public var recipe: RecipeID
        public var ingredient: IngredientID
        public var role: LineRole
        public var reason: String
    }

    /// A row of `drink-amounts.tsv`: the amount (canonical text that parses) a drink's line gets.
    public struct AmountRule: Sendable, Equatable {
        public var recipe: RecipeID
        public var ingredient: IngredientID
        public var amount: String
        public var reason: String
    }

    /// A row of `drink-ingredients.tsv`: the ingredient a drink's line really names.
    public struct IngredientRule: Sendable, Equatable {
        public var recipe: RecipeID
        public var ingredient: IngredientID
        public var replacement: IngredientID
        public var reason: String
    }

    public var facts: [RecipeID: Facts] = [:]
    public var lines: [LineRule] = []
    public var amounts: [AmountRule] = []
    public var ingredients: [IngredientRule] = []

    public init(facts: [RecipeID: Facts] = [:], lines: [LineRule] = [], amounts: [AmountRule] = []) {
        self.facts = facts
        self.lines = lines
        self.amounts = amounts
    }

    /// Reads the four tables from `directory`; a missing table is empty.
    public static func load(from directory: URL) throws(ImportError) -> DrinkCuration {
        var curation = DrinkCuration()
        for (number, cells) in try rows(directory.appendingPathComponent("drink-facts.tsv"), columns: 2) {
            func cell(_ index: Int) -> String? { cells.count > index && !cells[index].isEmpty ? cells[index] : nil }
            var method: MixMethod?
            if let text = cell(3) {
                guard let parsed = MixMethod(rawValue: text) else { throw .malformed("drink-facts.tsv", "line \(number): unknown method \(text)") }
                method = parsed
            }
            var servings: Int?
            if let text = cell(6) {
                guard let parsed = Int(text), parsed > 0 else { throw .malformed("drink-facts.tsv", "line \(number): bad servings \(text)") }
                servings = parsed
            }
            curation.facts[RecipeID(cells[0])] = Facts(
                category: cell(1), glass: cell(2), method: method, ice: cell(4), garnish: cell(5), servings: servings)
        }
        for (number, cells) in try rows(directory.appendingPathComponent("drink-lines.tsv"), columns: 4) {
            guard let role = LineRole(rawValue: cells[2]) else { throw .malformed("drink-lines.tsv", "line \(number): unknown role \(cells[2])") }
            curation.lines.append(LineRule(recipe: RecipeID(cells[0]), ingredient: IngredientID(cells[1]), role: role, reason: cells[3]))
        }
        for (number, cells) in try rows(directory.appendingPathComponent("drink-amounts.tsv"), columns: 4) {
            guard let amount = AmountParser.parse(cells[2]) else {
                throw .malformed("drink-amounts.tsv", "line \(number): amount \(cells[2]) does not parse")
            }
            guard !cells[3].isEmpty else { throw .malformed("drink-amounts.tsv", "line \(number): an amount needs a reason") }
            curation.amounts.append(
                AmountRule(recipe: RecipeID(cells[0]), ingredient: IngredientID(cells[1]), amount: AmountFormatter.format(amount), reason: cells[3]))
        }
        for (number, cells) in try rows(directory.appendingPathComponent("drink-ingredients.tsv"), columns: 4) {
            guard !cells[3].isEmpty else { throw .malformed("drink-ingredients.tsv", "line \(number): a replacement needs a reason") }
            curation.ingredients.append(
                IngredientRule(recipe: RecipeID(cells[0]), ingredient: IngredientID(cells[1]), replacement: IngredientID(cells[2]), reason: cells[3]))
        }
        return curation
    }

    /// Tab-separated rows with their 1-based line numbers; `#` lines and blank lines skipped.
    static func rows(_ url: URL, columns: Int) throws(ImportError) -> [(Int, [String])] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw .missingFile(url.path)
        }
        var out: [(Int, [String])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= columns else {
                throw .malformed(url.lastPathComponent, "line \(index + 1): expected \(columns) tab-separated columns")
            }
            out.append((index + 1, cells))
        }
        return out
    }

    /// `recipes` with our facts, line roles and amounts applied (an amount goes to the first line of
    /// its ingredient whose amount does not parse, else to the first line of it), and the curation entries that named a drink
    /// or line the catalog does not have (for the report).
    public func apply(to recipes: [Recipe]) -> (recipes: [Recipe], misses: [String]) {
        var misses: [String] = []
        let byID = Dictionary(uniqueKeysWithValues: recipes.enumerated().map { ($0.element.id, $0.offset) })
        var out = recipes
        for (id, facts) in facts.sorted(by: { $0.key < $1.key }) {
            guard let index = byID[id] else {
                misses.append("drink-facts.tsv: no drink \(id.rawValue)")
                continue
            }
            if let value = facts.category { out[index].category = value }
            if let value = facts.glass { out[index].glass = value }
            if let value = facts.method { out[index].method = value }
            if let value = facts.ice { out[index].ice = value }
            if let value = facts.garnish { out[index].garnish = value }
            if let value = facts.servings { out[index].servings = value }
        }
        // Ingredients are replaced first, so the other tables name a line by the ingredient it really has.
        for rule in ingredients {
            guard let index = byID[rule.recipe] else {
                misses.append("drink-ingredients.tsv: no drink \(rule.recipe.rawValue)")
                continue
            }
            guard let lineIndex = out[index].lines.firstIndex(where: { $0.ingredient == rule.ingredient }) else {
                misses.append("drink-ingredients.tsv: \(rule.recipe.rawValue) has no line \(rule.ingredient.rawValue)")
                continue
            }
            out[index].lines[lineIndex].ingredient = rule.replacement
        }
        for rule in lines {
            guard let index = byID[rule.recipe] else {
                misses.append("drink-lines.tsv: no drink \(rule.recipe.rawValue)")
                continue
            }
            var hit = false
            for lineIndex in out[index].lines.indices where out[index].lines[lineIndex].ingredient == rule.ingredient {
                out[index].lines[lineIndex].role = rule.role
                if rule.role != .garnish { out[index].lines[lineIndex].garnish = false }
                hit = true
            }
            if !hit { misses.append("drink-lines.tsv: \(rule.recipe.rawValue) has no line \(rule.ingredient.rawValue)") }
        }
        for rule in amounts {
            guard let index = byID[rule.recipe] else {
                misses.append("drink-amounts.tsv: no drink \(rule.recipe.rawValue)")
                continue
            }
            let candidates = out[index].lines.indices.filter { out[index].lines[$0].ingredient == rule.ingredient }
            let unparsed = candidates.first { out[index].lines[$0].amount.flatMap(AmountParser.parse) == nil }
            guard let lineIndex = unparsed ?? candidates.first else {
                misses.append("drink-amounts.tsv: \(rule.recipe.rawValue) has no line \(rule.ingredient.rawValue)")
                continue
            }
            out[index].lines[lineIndex].amount = rule.amount
        }
        return (out, misses)
    }
}
