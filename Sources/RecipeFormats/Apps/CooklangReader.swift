import LarderCore

/// Reads a Cooklang recipe (`.cook`): `>> key: value` metadata or a `---` front matter block,
/// `@ingredient{qty%unit}(note)`, `#cookware{}`, `~timer{qty%unit}`, `--` and `[- -]` comments,
/// `= Section` headings, one step per paragraph.
public enum CooklangReader {
    /// The recipe in `text`; `title` is used when the metadata names none (the file's name).
    /// - Throws: ``RecipeFormatError/noRecipe(source:why:)`` when it has neither an ingredient nor a step.
    public static func read(_ text: String, title: String, source: String) throws(RecipeFormatError) -> ImportedRecipe {
        var metadata: [String: String] = [:]
        var body = Substring(text)
        if body.hasPrefix("---") {
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
            if let end = lines.dropFirst().firstIndex(where: { $0.trimmingWhitespace() == "---" }) {
                for line in lines[1..<end] { addMetadata(line.split(separator: ":", maxSplits: 1), into: &metadata) }
                body = lines[(end + 1)...].joined(separator: "\n")[...]
            }
        }
        var recipe = ImportedRecipe(title: title)
        var paragraph: [String] = []
        var section: String?
        var inBlockComment = false
        func flush() {
            let step = TextCleaner.collapse(paragraph.joined(separator: " "))
            if !step.isEmpty && !inIngredientList { recipe.steps.append(ImportedStep(step, section: section)) }
            paragraph = []
        }
        /// Inside the `== Ingredients ==` list Larder's export writes: ingredients, not a step.
        var inIngredientList: Bool { section?.lowercased() == "ingredients" }
        for rawLine in body.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            if inBlockComment {
                guard let end = line.range(of: "-]") else { continue }
                line = String(line[end.upperBound...])
                inBlockComment = false
            }
            while let start = line.range(of: "[-") {
                if let end = line[start.upperBound...].range(of: "-]") {
                    line = String(line[..<start.lowerBound]) + String(line[end.upperBound...])
                } else {
                    line = String(line[..<start.lowerBound])
                    inBlockComment = true
                }
            }
            if let comment = line.range(of: "--") { line = String(line[..<comment.lowerBound]) }
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix(">>") {
                addMetadata(trimmed.dropFirst(2).split(separator: ":", maxSplits: 1), into: &metadata)
                continue
            }
            if trimmed.hasPrefix("=") {
                flush()
                let heading = trimmed.trimming("= ")
                // "Method" is the heading the export writes before unsectioned steps.
                section = heading.isEmpty || heading == "Method" ? nil : heading
                continue
            }
            if trimmed.isEmpty {
                flush()
                continue
            }
            let listed = inIngredientList && trimmed.hasPrefix("- ") ? String(trimmed.dropFirst(2)) : trimmed
            paragraph.append(stepText(listed, ingredients: &recipe.ingredients))
        }
        flush()
        apply(metadata, to: &recipe)
        guard !recipe.ingredients.isEmpty || !recipe.steps.isEmpty else {
            throw .noRecipe(source: source, why: "the Cooklang text has no ingredient and no step")
        }
        return recipe
    }

    static func addMetadata(_ parts: [Substring], into metadata: inout [String: String]) {
        guard parts.count == 2 else { return }
        let key = parts[0].trimmingWhitespace().lowercased()
        let value = parts[1].trimmingWhitespace().trimming("\"'")
        if !key.isEmpty && !value.isEmpty { metadata[key] = value }
    }

    static func apply(_ metadata: [String: String], to recipe: inout ImportedRecipe) {
        if let title = metadata["title"] ?? metadata["name"] { recipe.title = TextCleaner.inline(title) }
        recipe.summary = metadata["description"] ?? metadata["introduction"]
        if let servings = metadata["servings"] ?? metadata["serves"] ?? metadata["yield"] {
            recipe.yield = servings
            recipe.servings = SchemaRecipe.leadingInteger(servings)
        }
        recipe.sourceURL = (metadata["source"] ?? metadata["source.url"] ?? metadata["url"]).flatMap { SchemaRecipe.url($0) }
        recipe.prepMinutes = (metadata["prep time"] ?? metadata["time.prep"] ?? metadata["prep_time"]).flatMap(minutes)
        recipe.cookMinutes = (metadata["cook time"] ?? metadata["time.cook"] ?? metadata["cook_time"]).flatMap(minutes)
        recipe.totalMinutes = (metadata["time required"] ?? metadata["time"] ?? metadata["duration"]).flatMap(minutes)
        recipe.category = (metadata["course"] ?? metadata["category"])?.lowercased()
        recipe.cuisine = metadata["cuisine"]
        recipe.glass = metadata["glass"]
        recipe.garnish = metadata["garnish"]
        recipe.author = metadata["author"]
        if let kind = metadata["kind"].flatMap({ RecipeKind(rawValue: $0.lowercased()) }) { recipe.kind = kind }
        if let tags = metadata["tags"] {
            recipe.tags = tags.trimming("[]").split(separator: ",").map { $0.trimmingWhitespace().trimming("\"'").lowercased() }
                .filter { !$0.isEmpty }
        }
    }

    /// "90 minutes", "1 hour 30 min", "PT1H30M", "45" (minutes).
    static func minutes(_ text: String) -> Int? {
        if let iso = ISODuration.minutes(text) { return iso }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        var total = 0.0
        var pending: Double?
        for word in words {
            let number = Double(word.prefix(while: { $0.isNumber || $0 == "." }))
            let unit = word.drop(while: { $0.isNumber || $0 == "." })
            if let number { pending = number }
            guard let value = pending else { continue }
            if unit.hasPrefix("h") {
                total += value * 60
                pending = nil
            } else if unit.hasPrefix("m") {
                total += value
                pending = nil
            }
        }
        if let pending, total == 0 { total = pending }
        return total > 0 && total < 1e6 ? Int(total.rounded()) : nil
    }

    /// The step as prose, adding each `@ingredient` it names to `ingredients`.
    static func stepText(_ line: String, ingredients: inout [ImportedLine]) -> String {
        var out = ""
        var chars = Substring(line)
        while let first = chars.first {
            guard first == "@" || first == "#" || first == "~", let token = token(chars.dropFirst()) else {
                out.append(first)
                chars = chars.dropFirst()
                continue
            }
            chars = token.rest
            let (quantity, unit) = amount(token.braces)
            switch first {
            case "@":
                var text = [quantity, unit, token.name].filter { !$0.isEmpty }.joined(separator: " ")
                if let note = token.note { text += ", \(note)" }
                ingredients.append(ImportedLine(text))
                out += token.name
            case "#":
                out += token.name
            default:
                out += [quantity, unit].filter { !$0.isEmpty }.joined(separator: " ")
            }
        }
        return out
    }

    /// After a marker: a name (several words when braces follow), the braces' content, a `(note)`.
    static func token(_ text: Substring) -> (name: String, braces: String, note: String?, rest: Substring)? {
        var name = ""
        var rest = text
        if let brace = text.firstIndex(of: "{"), !text[..<brace].contains(where: { "@#~{},.;".contains($0) }) {
            name = String(text[..<brace])
            rest = text[brace...]
        } else {
            let word = text.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
            name = String(word)
            rest = text.dropFirst(word.count)
        }
        var braces = ""
        if rest.first == "{", let close = rest.firstIndex(of: "}") {
            braces = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        } else if name.isEmpty {
            return nil
        }
        var note: String?
        if rest.first == "(", let close = rest.firstIndex(of: ")") {
            note = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingWhitespace()
            rest = rest[rest.index(after: close)...]
        }
        return (name.trimmingWhitespace(), braces, note, rest)
    }

    static func amount(_ braces: String) -> (String, String) {
        let parts = braces.split(separator: "%", maxSplits: 1)
        let quantity = parts.first.map { $0.trimmingWhitespace() } ?? ""
        let unit = parts.count > 1 ? parts[1].trimmingWhitespace() : ""
        return (quantity, unit)
    }
}
