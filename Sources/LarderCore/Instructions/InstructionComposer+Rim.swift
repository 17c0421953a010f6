/// A rimmed glass: a garnish that names a rim ("salt rim and lime wedge", "half sugar rim") is not put on
/// the finished drink. The glass is rimmed first, and the drink goes into the rimmed glass.
struct GlassRim: Equatable, Sendable {
    /// What the rim is dipped in: "salt", "sugar", "celery salt", "cinnamon and sugar".
    var coating: String
    /// Only half the rim is coated, so the drinker can choose (a Margarita's "half salt rim").
    var half: Bool
    /// The rest of the garnish, put on the finished drink ("lime wedge"), if any.
    var rest: String?
    /// What the rim is wetted with so the coating sticks ("the maple syrup"), when the drink names it.
    var wetting: String?
    /// The wetting is a spread the rim is dipped in (peanut butter), not a liquid it is moistened with.
    var spread = false

    init(coating: String, half: Bool, rest: String?, wetting: String? = nil) {
        (self.coating, self.half, self.rest, self.wetting) = (coating, half, rest, wetting)
    }

    /// The rim `garnish` names in its first part (before any comma), or `nil` when it names none.
    init?(garnish: String?) {
        guard let garnish else { return nil }
        let words = garnish.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(where: { Substring($0.lowercased()).trimmingSuffix(",") == "rim" }), index > 0 else { return nil }
        var before = Array(words[..<index])
        // The rim must be the garnish's first part: "lime wedge, salt rim" names no coating we can read.
        guard !before.contains(where: { $0.hasSuffix(",") }) else { return nil }
        half = before.first?.lowercased() == "half"
        if half { before.removeFirst() }
        guard !before.isEmpty else { return nil }
        coating = before.joined(separator: " ")
        var after = Array(words[(index + 1)...])
        if words[index].hasSuffix(",") { after.insert(",", at: 0) }
        if after.prefix(3).map({ $0.lowercased() }) == ["around", "the", "glass"] { after.removeFirst(3) }
        while let first = after.first, first == "," || first.lowercased() == "and" { after.removeFirst() }
        // What is left reads as a list: "lime wedge, celery" is "lime wedge and celery".
        if !after.contains(where: { $0.lowercased() == "and" }), let last = after.lastIndex(where: { $0.hasSuffix(",") }) {
            after[last].removeLast()
            after.insert("and", at: last + 1)
        }
        rest = after.isEmpty ? nil : after.joined(separator: " ")
    }

    /// When the coating starts with chocolate itself (not a syrup, shavings or cocoa), the rest of the coating
    /// after it ("candy cane"), empty when there is none; `nil` for any other coating.
    var meltedChocolateRest: String? {
        let parts = coating.replacing(", ", with: " and ").split(separator: " and ").map { String($0).trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first?.lowercased(), first.hasSuffix("chocolate") || first.hasSuffix("chocolate chips"),
            !["syrup", "sauce", "shaving", "sprinkle", "powder", "cocoa", "hot chocolate"].contains(where: first.contains)
        else { return nil }
        return parts.dropFirst().joined(separator: " and ")
    }

    /// `steps` with the rimming step first and the glass the drink goes into called the rimmed glass.
    /// `glassName` is the composed name ("margarita glass"); a batch rims each of its `servings` glasses.
    func applied(to steps: [String], glassName: String, servings: Int) -> [String] {
        let edge = half ? "half the rim" : "the rim"
        let with = wetting.map { " with \($0)" } ?? ""
        // "Dip the rim of a cocktail glass in the peanut butter, then in Reese's."
        func rimming(_ glass: String) -> String {
            if spread, let wetting { return "Dip \(edge) of \(glass) in \(wetting), then in \(coating)." }
            // A chocolate rim is chocolate melted, the rim dipped in it (then in any crumb) and left to set.
            if wetting == nil, let crumbs = meltedChocolateRest {
                return "Dip \(edge) of \(glass) in melted chocolate\(crumbs.isEmpty ? "" : ", then in \(crumbs),") and let it set."
            }
            return "Moisten \(edge) of \(glass)\(with) and dip it in \(coating)."
        }
        if servings > 1 {
            let glasses = Plural.plural(of: glassName)
            let rimming = rimming("each of \(servings) \(glasses)")
            var rest = steps
            for (index, step) in rest.enumerated() {
                for phrase in ["\(servings) chilled \(glasses)", "\(servings) \(glasses)"] where step.contains(phrase) {
                    rest[index] = step.replacing(phrase, with: "the \(servings) rimmed glasses", maxReplacements: 1)
                    return [rimming] + rest
                }
            }
            return [rimming] + rest
        }
        var rest = steps
        for (index, step) in rest.enumerated() {
            for (phrase, chilled) in [("a chilled \(glassName)", true), ("a \(glassName)", false)] where step.contains(phrase) {
                rest[index] = step.replacing(phrase, with: "the rimmed glass", maxReplacements: 1)
                return [rimming("\(chilled ? "a chilled" : "a") \(glassName)")] + rest
            }
        }
        return [rimming("a \(glassName)")] + rest
    }
}

/// How a drink's garnish fact and its garnish lines are said together, so neither hides the other: a
/// salt or sugar garnish line is a rim (``GlassRim``) unless the fact names it as something else ("sprinkle
/// of sugar"), and a garnish line the fact does not name joins the closing garnish.
extension InstructionComposer {
    /// Ingredients that, as a garnish line, are a rim the glass is dipped in.
    static let rimIngredients: Set<IngredientID> = [
        "salt", "sugar", "sea-salt", "kosher-salt", "flaky-salt", "coarse-salt", "celery-salt", "cinnamon-sugar",
        "caster-sugar", "superfine-sugar", "chili-salt", "tajin", "salt-rim", "sugar-rim",
    ]

    /// Words of a garnish's name that say its cut, not what it is: an orange slice is not named by "a lemon slice".
    static let cutWords: Set<Substring> = [
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

    /// Whether `text` names an ingredient called `name`: a word of the name that is not a cut ("slice"),
    /// stemmed, is a word of the text. "cherry and orange half-wheel" names "Maraschino cherry".
    public static func text(_ text: String, names name: String) -> Bool {
        let stems = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(stem))
        return name.lowercased().split(whereSeparator: { !$0.isLetter })
            .filter { $0.count >= 3 && !cutWords.contains($0) }
            .contains { stems.contains(stem($0)) }
    }

    /// Sticky spreads a rim is dipped in rather than moistened with.
    static let spreads = ["peanut-butter", "nutella", "spread"]

    /// A liquid a rim is wetted with: a syrup, honey, agave, a juice, a sauce or a sticky spread (peanut
    /// butter), measured rather than counted.
    /// A lemon or lime wedge (`lime-wedge`, or lime cut in wedges), which wets a rim when the drink does not wear it.
    static func isCitrusWedge(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        guard raw.hasPrefix("lemon") || raw.hasPrefix("lime") else { return false }
        return raw.hasSuffix("-wedge") || raw.hasSuffix("-wedges") || line.amount.flatMap(AmountParser.parse)?.unit == .wedge
    }

    func isRimLiquid(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        // Peanut butter or a spread is sticky enough to hold a crumb.
        let liquid = [.syrup, .juice].contains(categories[line.ingredient])
            || (["syrup", "honey", "agave", "nectar", "juice", "sauce"] + Self.spreads).contains(where: raw.contains)
        let counted = line.amount.flatMap(AmountParser.parse).map { $0.unit == nil } ?? false
        return liquid && !counted && !raw.contains("wedge") && !raw.contains("slice")
    }

    /// The lines that are the drink's garnish: a line's stated role wins over its garnish flag (a wedge
    /// squeezed into the shaker is no garnish).
    static func garnishLines(_ lines: [RecipeLine]) -> [RecipeLine] {
        lines.filter { $0.role.map { $0 == .garnish } ?? $0.garnish }
    }

    /// The rim, the closing garnish, and the lines the mixing steps keep, for a drink with `lines` and
    /// garnish fact `fact`. The rim comes from the fact ("salt rim and lime wedge") or else from its salt
    /// or sugar garnish lines; garnish lines the fact does not name are added to it, with their article.
    func garnishSaying(lines: [RecipeLine], fact: String?) -> (rim: GlassRim?, garnish: String?, lines: [RecipeLine]) {
        let fact = fact.flatMap { $0.isEmpty ? nil : $0 }
        let garnishes = Self.garnishLines(lines)
        let factRim = GlassRim(garnish: fact)
        let rimLines = garnishes.filter { line in
            if Self.rimIngredients.contains(line.ingredient) {
                return factRim != nil || !(fact.map { Self.text($0, names: name(line.ingredient)) } ?? false)
            }
            // A garnish line the fact's rim names ("black sugar rim" and a black sugar line) is what the rim is
            // dipped in, unless the rest of the garnish names it too (a celery salt rim and a celery stalk).
            guard let factRim else { return false }
            return Self.text(factRim.coating, names: name(line.ingredient)) && !(factRim.rest.map { Self.text($0, names: name(line.ingredient)) } ?? false)
        }
        var rim = factRim
        if rim == nil, !rimLines.isEmpty {
            // A "Salt rim" line is dipped in salt.
            let coatings = rimLines.map { line in
                let named = name(line.ingredient)
                return named.lowercased().hasSuffix(" rim") ? String(named.dropLast(4)) : named
            }
            rim = GlassRim(coating: joined(coatings), half: false, rest: fact)
        }
        // A syrup, honey or juice among the garnish lines of a rimmed drink is what the rim is wetted with
        // (maple syrup under a cinnamon sugar rim), unless the garnish names it as something else. A liquid the
        // rim itself names ("caramel and graham cracker rim" with a caramel syrup line) wets it too, and the
        // rim is dipped in the rest.
        let parts = rim.map { $0.coating.replacing(", ", with: " and ").split(separator: " and ").map(String.init) } ?? []
        let wetters = rim == nil ? [] : garnishes.filter { line in
            // A citrus wedge the garnish fact does not put on the drink is what the rim is rubbed with (jamun shots).
            if Self.isCitrusWedge(line) { return !(fact.map { Self.text($0, names: name(line.ingredient)) } ?? false) }
            guard isRimLiquid(line) else { return false }
            let named = name(line.ingredient)
            // A rim of nothing but the liquid ("caramel rim" with a caramel sauce line) is dipped in it.
            if rimLines.contains(line) { return parts.contains { !Self.text($0, names: named) } }
            return !(fact.map { Self.text($0, names: named) } ?? false)
        }
        if !wetters.isEmpty, var wetted = rim {
            let dry = parts.filter { part in !wetters.contains { Self.text(part, names: name($0.ingredient)) } }
            if !dry.isEmpty { wetted.coating = joined(dry) }
            // The rim is a garnish: what wets it is named plainly, optional or not; a wedge is one wedge.
            wetted.wetting = wetters.allSatisfy(Self.isCitrusWedge) ? withArticle(name(wetters[0].ingredient)) : naming(wetters)
            wetted.spread = wetters.allSatisfy { line in Self.spreads.contains { line.ingredient.rawValue.contains($0) } }
            rim = wetted
        }
        let kept = lines.filter { !rimLines.contains($0) && !wetters.contains($0) }
        guard let fact else { return (rim, nil, kept) }
        var said = rim.map { $0.rest ?? "" } ?? fact
        let extras = garnishes.filter { !rimLines.contains($0) && !wetters.contains($0) && !Self.text(fact, names: name($0.ingredient)) }.map { withArticle(garnishName(of: $0)) }
        if !extras.isEmpty {
            // "a cherry and orange half-wheel" with a lemon peel: "a cherry, orange half-wheel and a lemon peel".
            var words = said.split(separator: " ").map(String.init)
            if let and = words.lastIndex(of: "and"), and > 0 {
                words.remove(at: and)
                words[and - 1] += ","
            }
            said = joined((words.isEmpty ? [] : [words.joined(separator: " ")]) + extras)
        }
        if var withRest = rim {
            withRest.rest = said.isEmpty ? nil : said
            return (withRest, withRest.rest, kept)
        }
        return (nil, said, kept)
    }
}
