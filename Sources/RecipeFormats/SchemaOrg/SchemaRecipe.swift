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

    /// Every object on the page that has an `@id` and says more than that, by its `@id`, so that a
    /// reference (`"author": {"@id": "…#/schema/person/1"}`) can be followed.
    static func index(_ value: Any, depth: Int = 0, into nodes: inout [String: [String: Any]]) {
        guard depth < maxDepth else { return }
        if let array = value as? [Any] {
            for item in array { index(item, depth: depth + 1, into: &nodes) }
        } else if let object = value as? [String: Any] {
            if let id = object["@id"] as? String, object.count > 1, nodes[id] == nil { nodes[id] = object }
            for child in object.values { index(child, depth: depth + 1, into: &nodes) }
        }
    }

    /// `object` with each property that is only a reference (`{"@id": "…"}`, or a list of them)
    /// replaced by the object `nodes` holds for it.
    static func dereferenced(_ object: [String: Any], nodes: [String: [String: Any]]) -> [String: Any] {
        guard !nodes.isEmpty else { return object }
        func follow(_ value: Any) -> Any {
            if let reference = value as? [String: Any], reference.count == 1, let id = reference["@id"] as? String {
                return nodes[id] ?? value
            }
            if let array = value as? [Any] { return array.map(follow) }
            return value
        }
        return object.mapValues(follow)
    }

    /// The recipe `object` describes, or `nil` when it has no name.
    static func recipe(_ object: [String: Any], pageURL: String?, nodes: [String: [String: Any]] = [:]) -> ImportedRecipe? {
        let object = dereferenced(object, nodes: nodes)
        guard let title = text(object["name"]) ?? text(object["headline"]), !title.isEmpty else { return nil }
        var recipe = ImportedRecipe(title: title)
        recipe.summary = text(object["description"])
        let ingredients = strings(object["recipeIngredient"] ?? object["ingredients"])
        recipe.ingredients = ingredients.flatMap(TextCleaner.lines).filter { hasWords($0) && !isHeading($0) }.map(ImportedLine.init)
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
        // Only `recipeCategory` says what course a dish is (never a page's sections or breadcrumbs);
        // the categories that name no course are kept as tags.
        let categories = strings(object["recipeCategory"]).flatMap { $0.split(separator: ",").map(String.init) }
            .map(TextCleaner.inline).filter { !$0.isEmpty }
        let course = categories.firstIndex { DishCourse.course([$0]) != nil }
        recipe.category = course.flatMap { DishCourse.course([categories[$0]]) }
        recipe.cuisine = strings(object["recipeCuisine"]).map(TextCleaner.inline).first { !$0.isEmpty }
        var tags = categories.indices.filter { $0 != course }.map { categories[$0].lowercased() }
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

    /// Whether an ingredient line is a group heading a page put among the lines ("FOR THE SAUCE",
    /// "For the topping:", "For the dressing", "--- Crust ---", "**Filling**"), in any of these forms, with no digit:
    /// it ends with a colon, its letters are all capitals, it is set off by rule marks on both sides or a leading
    /// `#`, or it is a short "For the …" phrase (≤ 5 words, no comma or colon: "Für die Form: Butter" is a line).
    static func isHeading(_ line: String) -> Bool {
        guard !line.contains(where: \.isNumber) else { return false }
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(":") || text.hasSuffix("：") { return true }
        let letters = text.filter(\.isLetter)
        if letters.count >= 3 && letters.allSatisfy({ $0.isUppercase }) && letters.contains(where: \.isCased) { return true }
        let marks: Set<Character> = ["-", "–", "—", "*", "=", "~", "_", "•", "#"]
        if let first = text.first, let last = text.last, marks.contains(first), !letters.isEmpty,
           marks.contains(last) || first == "#" {
            return true
        }
        let words = text.split(separator: " ")
        guard words.count >= 2, words.count <= 5, !text.contains(","), !text.contains(":") else { return false }
        return ["for", "für", "pour", "para"].contains(words[0].lowercased())
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
        // A group (a `HowToSection` or `ItemList` of ingredients) gives its items; its `name` is a heading.
        case let object as [String: Any] where object["itemListElement"] != nil: strings(object["itemListElement"])
        case let object as [String: Any]: strings(object["text"] ?? object["display"] ?? object["originalText"] ?? object["note"] ?? object["name"])
        default: []
        }
    }

    /// Steps from a string (split into lines), a list, `HowToStep`s, `HowToSection`s or an `ItemList`.
    ///
    /// A `HowToStep` is one step whatever line breaks its text holds; a list of strings gives one step
    /// per string; a lone string (plain or HTML) is split at its line breaks and paragraphs, or, when it
    /// has none, where a sentence runs into the next without a space ("…hours.When ready…").
    static func steps(_ value: Any?, section: String?, depth: Int) -> [ImportedStep] {
        guard depth < maxDepth, let value else { return [] }
        switch value {
        case let string as String:
            var lines = TextCleaner.lines(string).filter { hasWords($0) && !isStepLabel($0) }
            if lines.count == 1 { lines = TextCleaner.gluedSentences(lines[0]) }
            return lines.map { ImportedStep(stripNumber($0), section: section) }
        case let array as [Any]:
            guard array.count > 1 else { return array.flatMap { steps($0, section: section, depth: depth + 1) } }
            return array.flatMap { item -> [ImportedStep] in
                guard let string = item as? String else { return steps(item, section: section, depth: depth + 1) }
                return oneStep(string, section: section)
            }
        case let object as [String: Any]:
            if let items = object["itemListElement"] ?? object["steps"] {
                let heading = isType(object["@type"], "HowToSection") ? text(object["name"]) : section
                return steps(items, section: heading ?? section, depth: depth + 1)
            }
            if let text = object["text"] ?? object["name"] ?? object["description"], let string = text as? String {
                return oneStep(string, section: section)
            }
            return steps(object["text"] ?? object["name"] ?? object["description"], section: section, depth: depth + 1)
        default:
            return []
        }
    }

    /// `text` as a single step (its lines joined), or nothing when it holds no words.
    static func oneStep(_ text: String, section: String?) -> [ImportedStep] {
        let joined = TextCleaner.lines(text).filter(hasWords).joined(separator: " ")
        return joined.isEmpty || isStepLabel(joined) ? [] : [ImportedStep(stripNumber(joined), section: section)]
    }

    /// Whether a line only labels the step after it, in whatever language: one word and a number
    /// ("Step 1", "Étape 2 :", "Schritt 3."), as pages that list labels and steps as separate strings write.
    static func isStepLabel(_ line: String) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "." })
        guard words.count == 2, words[0].count <= 12, words[0].allSatisfy(\.isLetter) else { return false }
        return words[1].count <= 3 && words[1].allSatisfy(\.isNumber)
    }

    /// Whether a line has a letter or a digit (a lone "," between two paragraphs is not a step).
    static func hasWords(_ line: String) -> Bool { line.contains { $0.isLetter || $0.isNumber } }

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

    /// A time field in minutes; a zero duration ("PT00M", "PT0S"), which pages write for a time they do
    /// not give, is no time.
    static func duration(_ value: Any?) -> Int? {
        guard let text = text(value), let minutes = ISODuration.minutes(text), minutes > 0 else { return nil }
        return minutes
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
