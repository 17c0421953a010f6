import Foundation
import LarderCore

/// Our per-drink curation, written by hand in `Bundle/curation/`: facts that override what the data
/// sets say (`drink-facts.tsv`: family, glass, method, ice, garnish, servings, cooking minutes), the technique of
/// single lines (`drink-lines.tsv`: the absinthe rinse of a Sazerac, the Islay float of a Penicillin)
/// amounts a data set leaves out or states so they do not parse (`drink-amounts.tsv`: "How many
/// you want pcs" of pear, a bottle of champagne with no size), and lines whose record names an
/// ingredient too loosely to resolve right (`drink-ingredients.tsv`: Tom Yum's "pepper" is a chilli).
public struct DrinkCuration: Sendable {
    /// A row of `drink-facts.tsv`; `nil` fields keep what the sources say, and a garnish of `-` removes
    /// the source's (a garnish that only repeats a line, such as a cream float).
    public struct Facts: Sendable, Equatable {
        public var category: String?
        public var glass: String?
        public var method: MixMethod?
        public var ice: Ice?
        public var garnish: String?
        public var servings: Int?
        /// How long the drink cooks (its lines simmered), in minutes.
        public var cookMinutes: Int? = nil
    }

    /// Which lines of a drink a row names: every line of `ingredient`, or only its `occurrence`-th
    /// (1-based, in the record's order), written `sweet-vermouth#2` in the ingredient column, for a
    /// record that lists one ingredient twice.
    public struct LineSelector: Sendable, Equatable {
        public var ingredient: IngredientID
        public var occurrence: Int?

        public init(ingredient: IngredientID, occurrence: Int? = nil) {
            self.ingredient = ingredient
            self.occurrence = occurrence
        }

        /// Reads `id` or `id#n` (n ≥ 1); `nil` for a bad index.
        static func parse(_ text: String) -> LineSelector? {
            guard let mark = text.firstIndex(of: "#") else { return LineSelector(ingredient: IngredientID(text)) }
            guard let number = Int(text[text.index(after: mark)...]), number > 0, mark != text.startIndex else { return nil }
            return LineSelector(ingredient: IngredientID(String(text[..<mark])), occurrence: number)
        }

        /// The indices of `lines` this selector names.
        func indices(in lines: [RecipeLine]) -> [Int] {
            let all = lines.indices.filter { lines[$0].ingredient == ingredient }
            guard let occurrence else { return all }
            return all.count >= occurrence ? [all[occurrence - 1]] : []
        }

        /// How the selector is written in the tables, for the report.
        var text: String { occurrence.map { "\(ingredient.rawValue)#\($0)" } ?? ingredient.rawValue }
    }

    /// What a row of `drink-lines.tsv` does to its lines: give them a technique, drop them (a
    /// record's typo that repeats a line, an ingredient its own directions never use), or add a line
    /// we write (an ingredient the record lost), written `add ROLE AMOUNT` (`add float 2 scoop`), or give
    /// them a note of our own words (`note thinly sliced`: the fruit a record slices into a punch), or take away a
    /// substitute the record gave the line (`drop-substitute`, or `drop-substitute lemon-juice` for one of several:
    /// "limca / lemon juice" reads as Limca with lemon juice in its place, and a juice is no stand-in for a soda).
    public enum LineAction: Sendable, Equatable {
        case role(LineRole)
        case drop
        /// Removes the line's substitutes: the one named, or every one when `nil`.
        case dropSubstitute(IngredientID?)
        /// The note the line shows ("thinly sliced"), in place of the record's.
        case note(String)
        /// The line is the drinker's choice, as the record's directions say ("you can add gin").
        case optional
        /// A new line of the row's ingredient, with its role and its amount (canonical text that parses).
        case add(LineRole, amount: String)

        static func parse(_ text: String) -> LineAction? {
            if text == "drop" { return .drop }
            if text == "optional" { return .optional }
            if text == "drop-substitute" { return .dropSubstitute(nil) }
            if text.hasPrefix("drop-substitute ") {
                let id = text.dropFirst(16).trimmingCharacters(in: .whitespaces)
                return id.isEmpty || id.contains(" ") ? nil : .dropSubstitute(IngredientID(id))
            }
            if text.hasPrefix("note ") {
                let note = text.dropFirst(5).trimmingCharacters(in: .whitespaces)
                return note.isEmpty ? nil : .note(note)
            }
            let words = text.split(separator: " ", maxSplits: 2).map(String.init)
            if words.first == "add" {
                guard words.count == 3, let role = LineRole(rawValue: words[1]), let amount = AmountParser.parse(words[2]) else { return nil }
                return .add(role, amount: AmountFormatter.format(amount))
            }
            return LineRole(rawValue: text).map(LineAction.role)
        }
    }

    /// A row of `drink-lines.tsv`.
    public struct LineRule: Sendable, Equatable {
        public var recipe: RecipeID
        public var line: LineSelector
        public var action: LineAction
        public var reason: String
    }

    /// A row of `drink-amounts.tsv`: the amount (canonical text that parses) a drink's line gets.
    public struct AmountRule: Sendable, Equatable {
        public var recipe: RecipeID
        public var line: LineSelector
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
        // A line has one technique (or is dropped) and may have one added line of its ingredient beside it
        // (cherry-limeade's water is simmered for the syrup, and more water is added to fill the pitcher).
        // A note sits beside the line's technique too (the punch's lemons are stirred in, thinly sliced).
        func lineKey(_ cells: [String]) -> String {
            let kind = cells[2].hasPrefix("add ") ? " add" : cells[2].hasPrefix("note ") ? " note"
                : cells[2].hasPrefix("drop-substitute") ? " substitute" : ""
            return "\(cells[0]) \(cells[1])\(kind)"
        }
        for (number, cells) in try rows(directory.appendingPathComponent("drink-facts.tsv"), columns: 2, key: { $0[0] }) {
            func cell(_ index: Int) -> String? { cells.count > index && !cells[index].isEmpty ? cells[index] : nil }
            var method: MixMethod?
            if let text = cell(3) {
                guard let parsed = MixMethod(rawValue: text) else { throw .malformed("drink-facts.tsv", "line \(number): unknown method \(text)") }
                method = parsed
            }
            var ice: Ice?
            if let text = cell(4) {
                guard let parsed = Ice(rawValue: text) else { throw .malformed("drink-facts.tsv", "line \(number): unknown ice \(text)") }
                ice = parsed
            }
            var servings: Int?
            if let text = cell(6) {
                guard let parsed = Int(text), parsed > 0 else { throw .malformed("drink-facts.tsv", "line \(number): bad servings \(text)") }
                servings = parsed
            }
            var minutes: Int?
            if let text = cell(7) {
                guard let parsed = Int(text), parsed > 0 else { throw .malformed("drink-facts.tsv", "line \(number): bad minutes \(text)") }
                minutes = parsed
            }
            curation.facts[RecipeID(cells[0])] = Facts(
                category: cell(1), glass: cell(2), method: method, ice: ice, garnish: cell(5), servings: servings, cookMinutes: minutes)
        }
        for (number, cells) in try rows(directory.appendingPathComponent("drink-lines.tsv"), columns: 4, key: lineKey) {
            guard let action = LineAction.parse(cells[2]) else {
                throw .malformed("drink-lines.tsv", "line \(number): unknown role \(cells[2]) (or an add that is not `add ROLE AMOUNT`)")
            }
            guard let line = LineSelector.parse(cells[1]) else { throw .malformed("drink-lines.tsv", "line \(number): bad line \(cells[1])") }
            if case .add = action, line.occurrence != nil {
                throw .malformed("drink-lines.tsv", "line \(number): an added line names its ingredient, not a line number")
            }
            if case .role = action {} else if cells[3].isEmpty {
                throw .malformed("drink-lines.tsv", "line \(number): a drop, a note, a dropped substitute, an optional or an added line needs a reason")
            }
            curation.lines.append(LineRule(recipe: RecipeID(cells[0]), line: line, action: action, reason: cells[3]))
        }
        for (number, cells) in try rows(directory.appendingPathComponent("drink-amounts.tsv"), columns: 4, key: { "\($0[0]) \($0[1])" }) {
            guard let line = LineSelector.parse(cells[1]) else { throw .malformed("drink-amounts.tsv", "line \(number): bad line \(cells[1])") }
            guard let amount = AmountParser.parse(cells[2]) else {
                throw .malformed("drink-amounts.tsv", "line \(number): amount \(cells[2]) does not parse")
            }
            guard !cells[3].isEmpty else { throw .malformed("drink-amounts.tsv", "line \(number): an amount needs a reason") }
            curation.amounts.append(
                AmountRule(recipe: RecipeID(cells[0]), line: line, amount: AmountFormatter.format(amount), reason: cells[3]))
        }
        for (number, cells) in try rows(directory.appendingPathComponent("drink-ingredients.tsv"), columns: 4, key: { "\($0[0]) \($0[1])" }) {
            guard !cells[3].isEmpty else { throw .malformed("drink-ingredients.tsv", "line \(number): a replacement needs a reason") }
            curation.ingredients.append(
                IngredientRule(recipe: RecipeID(cells[0]), ingredient: IngredientID(cells[1]), replacement: IngredientID(cells[2]), reason: cells[3]))
        }
        return curation
    }

    /// Removes substitute `id` (every substitute when `nil`) from `line`; `false` when there was none to remove,
    /// so a row left stale by a changed record is reported.
    static func dropSubstitute(_ id: IngredientID?, from line: inout RecipeLine) -> Bool {
        let before = line.substitutes.count
        line.substitutes.removeAll { id == nil || $0 == id }
        return line.substitutes.count < before
    }

    /// Whether `note` names `ingredient` again, by a word of its id in the singular or plural ("beans"
    /// for coffee-bean; "without seeds lemons, juiced", left from a garbled name, for lemon-juice).
    static func repeats(_ note: String, _ ingredient: IngredientID) -> Bool {
        let parts = Set(ingredient.rawValue.split(separator: "-").map(String.init))
        return Folding.fold(note).split { !$0.isLetter }.contains { word in
            parts.contains(String(word)) || (word.hasSuffix("s") && parts.contains(String(word.dropLast())))
        }
    }

    /// Tab-separated rows with their 1-based line numbers; `#` lines and blank lines skipped; a second row
    /// with the `key` of an earlier one is refused (`CurationKeys`).
    static func rows(_ url: URL, columns: Int, key: ([String]) -> String) throws(ImportError) -> [(Int, [String])] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw .missingFile(url.path)
        }
        var out: [(Int, [String])] = []
        var keys = CurationKeys(url.lastPathComponent)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= columns else {
                throw .malformed(url.lastPathComponent, "line \(index + 1): expected \(columns) tab-separated columns")
            }
            try keys.insert(key(cells), line: index + 1)
            out.append((index + 1, cells))
        }
        return out
    }

    /// `recipes` with our facts, line roles and amounts applied (an amount goes to the first line of
    /// its ingredient whose amount does not parse, else to the first line of it, unless the row names
    /// the line by its number), dropped lines removed last (so every row counts lines in the record's
    /// order), lines we add appended after that (the drink then credits source `larder`), and the
    /// curation entries that named a drink, line or ingredient (one of `known`, when given) the catalog
    /// does not have (for the report).
    public func apply(to recipes: [Recipe], known: Set<IngredientID>? = nil) -> (recipes: [Recipe], misses: [String]) {
        var misses: [String] = []
        let byID = Dictionary(uniqueKeysWithValues: recipes.enumerated().map { ($0.element.id, $0.offset) })
        var out = recipes
        // A variant's lines are named by the variant's id ("mojito-v-opendrinks") in drink-lines.tsv
        // (roles and drops) and drink-amounts.tsv.
        var variantLines: [RecipeID: WritableKeyPath<[Recipe], [RecipeLine]>] = [:]
        for (index, recipe) in recipes.enumerated() {
            for (number, variant) in recipe.variants.enumerated() { variantLines[variant.id] = \[Recipe].[index].variants[number].lines }
        }
        for (id, facts) in facts.sorted(by: { $0.key < $1.key }) {
            guard let index = byID[id] else {
                misses.append("drink-facts.tsv: no drink \(id.rawValue)")
                continue
            }
            if let value = facts.category { out[index].category = value }
            if let value = facts.glass { out[index].glass = value }
            if let value = facts.method { out[index].method = value }
            if let value = facts.ice { out[index].ice = value }
            if let value = facts.garnish { out[index].garnish = value == "-" ? nil : value }
            if let value = facts.servings { out[index].servings = value }
            if let value = facts.cookMinutes { out[index].cookMinutes = value }
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
            // A note that only named the form the new ingredient now names ("beans" of coffee-bean) goes.
            if let note = out[index].lines[lineIndex].note, Self.repeats(note, rule.replacement) { out[index].lines[lineIndex].note = nil }
        }
        var dropped: [Int: Set<Int>] = [:]
        var added: [(Int, RecipeLine)] = []
        for rule in lines {
            if byID[rule.recipe] == nil, let path = variantLines[rule.recipe] {
                let chosen = rule.line.indices(in: out[keyPath: path])
                if chosen.isEmpty { misses.append("drink-lines.tsv: \(rule.recipe.rawValue) has no line \(rule.line.text)") }
                switch rule.action {
                case .role(let role):
                    for lineIndex in chosen {
                        out[keyPath: path][lineIndex].role = role
                        out[keyPath: path][lineIndex].garnish = role == .garnish
                    }
                case .drop:
                    out[keyPath: path] = out[keyPath: path].enumerated().filter { !chosen.contains($0.offset) }.map(\.element)
                case .note(let note):
                    for lineIndex in chosen { out[keyPath: path][lineIndex].note = note }
                case .optional:
                    for lineIndex in chosen { out[keyPath: path][lineIndex].optional = true }
                case .dropSubstitute(let id):
                    for lineIndex in chosen {
                        if !Self.dropSubstitute(id, from: &out[keyPath: path][lineIndex]) {
                            misses.append("drink-lines.tsv: \(rule.recipe.rawValue)'s line \(rule.line.text) has no substitute \(id?.rawValue ?? "")")
                        }
                    }
                case .add:
                    misses.append("drink-lines.tsv: lines are added to drinks, not to the variant \(rule.recipe.rawValue)")
                }
                continue
            }
            guard let index = byID[rule.recipe] else {
                misses.append("drink-lines.tsv: no drink \(rule.recipe.rawValue)")
                continue
            }
            if case .add(let role, let amount) = rule.action {
                if let known, !known.contains(rule.line.ingredient) {
                    misses.append("drink-lines.tsv: no ingredient \(rule.line.ingredient.rawValue) to add to \(rule.recipe.rawValue)")
                } else {
                    added.append((index, RecipeLine(ingredient: rule.line.ingredient, amount: amount, garnish: role == .garnish, role: role)))
                }
                continue
            }
            let chosen = rule.line.indices(in: out[index].lines)
            if chosen.isEmpty { misses.append("drink-lines.tsv: \(rule.recipe.rawValue) has no line \(rule.line.text)") }
            switch rule.action {
            case .role(let role):
                for lineIndex in chosen {
                    out[index].lines[lineIndex].role = role
                    // A line given the garnish role is a garnish line (it needs no measure and shows as one).
                    out[index].lines[lineIndex].garnish = role == .garnish
                }
            case .drop:
                dropped[index, default: []].formUnion(chosen)
            case .note(let note):
                for lineIndex in chosen { out[index].lines[lineIndex].note = note }
            case .optional:
                for lineIndex in chosen { out[index].lines[lineIndex].optional = true }
            case .dropSubstitute(let id):
                for lineIndex in chosen where !Self.dropSubstitute(id, from: &out[index].lines[lineIndex]) {
                    misses.append("drink-lines.tsv: \(rule.recipe.rawValue)'s line \(rule.line.text) has no substitute \(id?.rawValue ?? "")")
                }
            case .add:
                break
            }
        }
        for rule in amounts {
            if byID[rule.recipe] == nil, let path = variantLines[rule.recipe] {
                let candidates = rule.line.indices(in: out[keyPath: path])
                let unparsed = candidates.first { out[keyPath: path][$0].amount.flatMap(AmountParser.parse) == nil }
                guard let lineIndex = unparsed ?? candidates.first else {
                    misses.append("drink-amounts.tsv: \(rule.recipe.rawValue) has no line \(rule.line.text)")
                    continue
                }
                out[keyPath: path][lineIndex].amount = rule.amount
                continue
            }
            guard let index = byID[rule.recipe] else {
                misses.append("drink-amounts.tsv: no drink \(rule.recipe.rawValue)")
                continue
            }
            let candidates = rule.line.indices(in: out[index].lines)
            let unparsed = candidates.first { out[index].lines[$0].amount.flatMap(AmountParser.parse) == nil }
            guard let lineIndex = unparsed ?? candidates.first else {
                misses.append("drink-amounts.tsv: \(rule.recipe.rawValue) has no line \(rule.line.text)")
                continue
            }
            out[index].lines[lineIndex].amount = rule.amount
        }
        for (index, lineIndices) in dropped {
            out[index].lines = out[index].lines.enumerated().filter { !lineIndices.contains($0.offset) }.map(\.element)
        }
        for (index, line) in added {
            out[index].lines.append(line)
            if !out[index].sources.contains(where: { $0.dataset == "larder" }) { out[index].sources.append(SourceRef(dataset: "larder")) }
        }
        return (out, misses)
    }
}
