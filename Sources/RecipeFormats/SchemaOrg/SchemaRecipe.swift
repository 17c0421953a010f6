import Foundation
import LarderCore

/// Reads schema.org `Recipe` objects (from JSON-LD or microdata) into ``ImportedRecipe``s.
enum SchemaRecipe {
    static let maxDepth = 48
    static let maxRecipes = 500

    /// Every `Recipe` object in `value`: at its top, in arrays, in `@graph`, nested in other objects.
    /// A recipe's own nested objects are not searched for further recipes.
    static func find(in value: Any, depth: Int = 0, into found: inout [[String: Any]]) {
        guard depth < maxDepth, found.count < maxRecipes else { return }
        if let array = value as? [Any] {
            for item in array { find(in: item, depth: depth + 1, into: &found) }
        } else if let object = value as? [String: Any] {
            if isType(object["@type"], "Recipe") {
                found.append(object)
                return
            }
            for key in object.keys.sorted() where key != "@context" {
                if let child = object[key] { find(in: child, depth: depth + 1, into: &found) }
            }
        }
    }

    /// Whether a `@type` (a string or a list, with or without a schema.org prefix) names `type`.
    static func isType(_ value: Any?, _ type: String) -> Bool {
        let names: [String] = (value as? [Any])?.compactMap { $0 as? String } ?? [(value as? String) ?? ""]
        return names.contains { name in
            let last = name.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? name
            return last.caseInsensitiveCompare(type) == .orderedSame
        }
    }

    /// The recipe `object` describes, or `nil` when it has no name.
    static func recipe(_ object: [String: Any], pageURL: String?) -> ImportedRecipe? {
        guard let title = text(object["name"]) ?? text(object["headline"]), !title.isEmpty else { return nil }
        var recipe = ImportedRecipe(title: title)
        recipe.summary = text(object["description"])
        let ingredients = strings(object["recipeIngredient"] ?? object["ingredients"])
        recipe.ingredients = ingredients.flatMap(TextCleaner.lines).map(ImportedLine.init)
        recipe.steps = steps(object["recipeInstructions"], section: nil, depth: 0)
        readYield(object["recipeYield"] ?? object["yield"], into: &recipe)
        recipe.prepMinutes = duration(object["prepTime"])
        recipe.cookMinutes = duration(object["cookTime"])
        recipe.totalMinutes = duration(object["totalTime"])
        if let nutrition = object["nutrition"] as? [String: Any] {
            for (key, value) in nutrition where !key.hasPrefix("@") {
                let name = key.split(separator: ":").last.map(String.init) ?? key
                if let value = text(value), !value.isEmpty { recipe.nutrition[name] = value }
            }
        }
        let categories = strings(object["recipeCategory"]).map(TextCleaner.inline).filter { !$0.isEmpty }
        recipe.category = categories.first?.lowercased()
        recipe.cuisine = strings(object["recipeCuisine"]).map(TextCleaner.inline).first { !$0.isEmpty }
        var tags = categories.dropFirst().map { $0.lowercased() }
        for keyword in strings(object["keywords"]) {
            tags += keyword.split(separator: ",").map { TextCleaner.inline(String($0)).lowercased() }
        }
        var seen: Set<String> = []
        recipe.tags = tags.filter { !$0.isEmpty && seen.insert($0).inserted }
        recipe.author = person(object["author"])
        recipe.imageURL = url(object["image"])
        recipe.sourceURL = url(object["url"]) ?? url(object["orgURL"]) ?? pageURL
        recipe.kind = guessKind(recipe)
        return recipe
    }

    /// `.drink` when the category or tags say so ("cocktail", "drinks", "beverage"), else `nil`.
    static func guessKind(_ recipe: ImportedRecipe) -> RecipeKind? {
        let words = ([recipe.category ?? ""] + recipe.tags).joined(separator: " ")
        return ["cocktail", "drink", "beverage", "smoothie", "punch"].contains(where: words.contains) ? .drink : nil
    }

    // MARK: Values

    /// A value as one line of plain text: strings cleaned, numbers written out, lists joined.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: return TextCleaner.inline(string)
        case let number as NSNumber: return number.stringValue
        case let array as [Any]: return array.compactMap { text($0) }.first { !$0.isEmpty }
        case let object as [String: Any]: return text(object["name"] ?? object["text"] ?? object["@value"])
        default: return nil
        }
    }

    /// A value as a list of raw strings (a single string is a list of one).
    static func strings(_ value: Any?) -> [String] {
        switch value {
        case let string as String: [string]
        case let number as NSNumber: [number.stringValue]
        case let array as [Any]: array.flatMap { strings($0) }
        case let object as [String: Any]: strings(object["text"] ?? object["display"] ?? object["originalText"] ?? object["note"] ?? object["name"])
        default: []
        }
    }

    /// Steps from a string (split into lines), a list, `HowToStep`s, `HowToSection`s or an `ItemList`.
    static func steps(_ value: Any?, section: String?, depth: Int) -> [ImportedStep] {
        guard depth < maxDepth, let value else { return [] }
        switch value {
        case let string as String:
            return TextCleaner.lines(string).map { ImportedStep(stripNumber($0), section: section) }
        case let array as [Any]:
            return array.flatMap { steps($0, section: section, depth: depth + 1) }
        case let object as [String: Any]:
            if let items = object["itemListElement"] ?? object["steps"] {
                let heading = isType(object["@type"], "HowToSection") ? text(object["name"]) : section
                return steps(items, section: heading ?? section, depth: depth + 1)
            }
            return steps(object["text"] ?? object["name"] ?? object["description"], section: section, depth: depth + 1)
        default:
            return []
        }
    }

    /// "1. Whisk…" and "Step 2: Bake…" without the numbering a list already gives.
    static func stripNumber(_ step: String) -> String {
        var rest = Substring(step)
        if rest.lowercased().hasPrefix("step ") { rest = rest.dropFirst(5) }
        let digits = rest.prefix(while: \.isNumber)
        guard !digits.isEmpty, digits.count <= 3 else { return step }
        let after = rest.dropFirst(digits.count)
        guard let mark = after.first, ".):".contains(mark) else { return step }
        let text = after.dropFirst().trimmingPrefixWhitespace()
        return text.isEmpty ? step : String(text)
    }

    /// `recipeYield` as a number, a string ("4 servings") or a list of either.
    static func readYield(_ value: Any?, into recipe: inout ImportedRecipe) {
        let values = strings(value).map(TextCleaner.inline).filter { !$0.isEmpty }
        recipe.servings = values.lazy.compactMap(leadingInteger).first
        recipe.yield = values.first { leadingInteger($0) == nil || $0.contains(where: \.isLetter) } ?? values.first
    }

    /// The first whole number in `text` ("Serves 4" gives 4), when it is a plausible count.
    static func leadingInteger(_ text: String) -> Int? {
        let digits = text.drop(while: { !$0.isNumber }).prefix(while: \.isNumber)
        guard let value = Int(digits), value > 0, value < 10_000 else { return nil }
        return value
    }

    static func duration(_ value: Any?) -> Int? {
        guard let text = text(value) else { return nil }
        return ISODuration.minutes(text)
    }

    static func person(_ value: Any?) -> String? {
        switch value {
        case let array as [Any]: array.lazy.compactMap { person($0) }.first
        case let object as [String: Any]: text(object["name"])
        default: text(value)
        }
    }

    /// An http(s) address from a string, a list or an `ImageObject`.
    static func url(_ value: Any?) -> String? {
        switch value {
        case let string as String:
            let trimmed = string.trimmingWhitespace()
            return trimmed.hasPrefix("https://") || trimmed.hasPrefix("http://") ? trimmed : nil
        case let array as [Any]: return array.lazy.compactMap { url($0) }.first
        case let object as [String: Any]: return url(object["url"] ?? object["contentUrl"] ?? object["@id"])
        default: return nil
        }
    }
}

extension Substring {
    func trimmingPrefixWhitespace() -> Substring { drop(while: \.isWhitespace) }
}

extension Substring {
    /// The text without leading and trailing white space, as a `String`.
    func trimmingWhitespace() -> String { String(self).trimmingWhitespace() }
}
