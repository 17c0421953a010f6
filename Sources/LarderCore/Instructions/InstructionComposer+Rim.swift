/// How a drink's garnish fact and its garnish lines are said together: a rim (salt, sugar, a
/// "sugar rim" in the fact) is a step before anything is poured; every other garnish line the fact
/// does not name is added to the closing garnish, so neither hides the other.
extension InstructionComposer {
    /// What the composer says of a drink's garnish: the rim step's coating (`rim`, all round or
    /// `half` of it), the closing garnish, and the garnish lines the rim and the closing garnish
    /// now say, which the mixing steps leave out.
    struct GarnishSaying: Equatable {
        var rim: String?
        var half = false
        var garnish: String?
        var said: [RecipeLine] = []
    }

    /// Ingredients that, as a garnish line, are a rim the glass is dipped in.
    static let rimIngredients: Set<IngredientID> = [
        "salt", "sugar", "sea-salt", "kosher-salt", "flaky-salt", "coarse-salt", "celery-salt", "cinnamon-sugar",
        "caster-sugar", "superfine-sugar", "chili-salt", "tajin", "salt-rim", "sugar-rim",
    ]

    /// Words of a garnish's name that say its cut, not what it is: an orange slice is not named by "a lemon slice".
    static let cutWords: Set<String> = [
        "slice", "slices", "wedge", "wedges", "wheel", "wheels", "twist", "twists", "peel", "sprig", "sprigs", "leaf",
        "leaves", "piece", "pieces", "rim", "fresh", "half", "whole", "stick", "sticks",
    ]

    /// "cherries" and "cherry" alike: the word without a plural or final -y/-e.
    static func stem(_ word: Substring) -> Substring {
        for suffix in ["ies", "es", "s", "y", "e"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            return word.dropLast(suffix.count)
        }
        return word
    }

    /// Whether `fact` names the line's ingredient: a word of its name (not a cut) is in the fact.
    func names(_ fact: String, _ line: RecipeLine) -> Bool {
        let factStems = Set(fact.lowercased().split(whereSeparator: { !$0.isLetter }).map(Self.stem))
        let words = name(line.ingredient).lowercased().split(whereSeparator: { !$0.isLetter })
            .filter { $0.count >= 3 && !Self.cutWords.contains(String($0)) }
        return words.contains { factStems.contains(Self.stem($0)) }
    }

    /// The rim and closing garnish of a drink with `lines` and garnish fact `fact`.
    func garnishSaying(lines: [RecipeLine], fact: String?) -> GarnishSaying {
        var out = GarnishSaying()
        // A line's role wins over its garnish flag: a wedge squeezed into the shaker is no garnish.
        let garnishLines = lines.filter { $0.role.map { $0 == .garnish } ?? $0.garnish }
        // A salt or sugar line is a rim unless the fact names it as something else ("sprinkle of sugar").
        let factHasRim = fact.map { Self.rimRange(in: $0) != nil } ?? false
        let rimLines = garnishLines.filter { line in
            Self.rimIngredients.contains(line.ingredient) && (factHasRim || fact.map { !names($0, line) } ?? true)
        }
        var kept: [String] = []
        if let fact, !fact.isEmpty {
            // "salt rim, olives and lime wedge", "sugar rim and lemon twist", "lemon slice and a sugar rim".
            for item in fact.components(separatedBy: ", ") {
                guard out.rim == nil, let range = Self.rimRange(in: item) else {
                    kept.append(item)
                    continue
                }
                var coating = String(item[..<range.lowerBound])
                let after = String(item[range.upperBound...])
                if let and = coating.range(of: " and a ") {
                    kept.append(String(coating[..<and.lowerBound]))
                    coating = String(coating[and.upperBound...])
                }
                if coating.hasPrefix("half ") {
                    out.half = true
                    coating.removeFirst(5)
                }
                out.rim = coating
                if after.hasPrefix(" and ") { kept.append(String(after.dropFirst(5))) }
            }
            let extra = garnishLines.filter { !rimLines.contains($0) && !names(fact, $0) }
            if out.rim == nil, !rimLines.isEmpty { out.rim = joined(rimLines.map { name($0.ingredient) }) }
            // "a cherry and orange half-wheel" with a lemon peel: "a cherry, orange half-wheel and a lemon peel".
            var said = kept.filter { !$0.isEmpty }.joined(separator: ", ")
            let extras = extra.map(name(of:)).map { article($0).isEmpty ? $0 : "\(article($0)) \($0)" }
            if !extras.isEmpty, let and = said.range(of: " and ", options: .backwards) { said.replaceSubrange(and, with: ", ") }
            let all = (said.isEmpty ? [] : [said]) + extras
            out.garnish = all.isEmpty ? nil : joined(all)
            out.said = garnishLines
        } else if !rimLines.isEmpty {
            out.rim = joined(rimLines.map { name($0.ingredient) })
            out.said = rimLines
        }
        if let rim = out.rim, rim.hasSuffix(" rim") { out.rim = String(rim.dropLast(4)) }
        return out
    }

    /// Where " rim" says a rim in a garnish phrase ("salt rim"), not a place ("on the rim").
    static func rimRange(in phrase: String) -> Range<String.Index>? {
        guard let range = phrase.range(of: " rim"), !phrase[..<range.lowerBound].hasSuffix(" the") else { return nil }
        return range
    }

    /// "Wet the rim of the glass and dip it in salt." (of each glass for several).
    func rimStep(_ saying: GarnishSaying, servings: Int?) -> String? {
        guard let rim = saying.rim, !rim.isEmpty else { return nil }
        let glass = (servings ?? 1) > 1 ? "each glass" : "the glass"
        return "Wet \(saying.half ? "half the" : "the") rim of \(glass) and dip it in \(rim)."
    }
}
