/// How the composer names ingredients and lists them in a sentence ("the gin, lemon juice and hot water").
extension InstructionComposer {
    func name(_ id: IngredientID) -> String {
        names[id] ?? id.rawValue.replacingHyphens()
    }

    /// "the gin, lemon juice and raspberry syrup"
    func listing(_ ids: [IngredientID]) -> String {
        ids.isEmpty ? "the ingredients" : "the \(joined(ids.map(name)))"
    }

    /// "the gin, lemon juice and simple syrup (and the egg white, if you like)"; a line counted in more than
    /// one piece is named in the plural ("the mint sprigs"). `named` may change a line's name ("hot water").
    func listing(_ lines: [RecipeLine], named: (RecipeLine, String) -> String = { $1 }) -> String {
        guard !lines.isEmpty else { return "the ingredients" }
        var items = lines.map { (name: named($0, name(of: $0)), optional: $0.optional) }
        // Two lines of one ingredient are told apart by their notes ("the ground ginger and grated ginger"),
        // or else named once.
        let names = items.map(\.name)
        for (index, line) in lines.enumerated() where names.filter({ $0 == names[index] }).count > 1 {
            if let note = line.note, !note.contains(" "), !note.contains(",") { items[index].name = "\(note) \(items[index].name)" }
        }
        var seen = Set<String>()
        items = items.filter { seen.insert($0.name).inserted }
        return said(items)
    }

    /// "the sugar", "the star anise": lines named again once they are in, with no word on whether they are optional
    /// ("Stir until the sugar dissolves").
    func naming(_ lines: [RecipeLine]) -> String {
        lines.isEmpty ? "the ingredients" : "the \(joined(lines.map(name(of:))))"
    }

    /// Named items with "the", the optional ones last in a clause of their own that reads anywhere in a
    /// sentence: "the gin and lemon juice (and the egg white, if you like)", "the soda water (if you like)".
    func said(_ items: [(name: String, optional: Bool)]) -> String {
        let required = items.filter { !$0.optional }.map(\.name)
        let optional = items.filter(\.optional).map(\.name)
        if optional.isEmpty { return "the \(joined(required))" }
        if required.isEmpty { return "the \(joined(optional)) (if you like)" }
        return "the \(joined(required)) (and the \(joined(optional)), if you like)"
    }

    /// The line's ingredient named in the plural when its amount is a bare count above one.
    /// Small pieces measured by a spoon, cup or weight (``smallPieces``) are named in the plural too ("the juniper berries").
    func name(of line: RecipeLine) -> String {
        let amount = line.amount.flatMap(AmountParser.parse)
        let count = amount.flatMap { $0.unit == nil || $0.unit == .piece ? $0.quantity?.value : nil } ?? 0
        let named = name(line.ingredient)
        let measured = amount?.unit.map { [.tsp, .tbsp, .cup, .g, .kg, .lb, .oz].contains($0) } ?? false
        let last = named.split(separator: " ").last.map { $0.lowercased()[...] } ?? ""
        let pieces = measured && Self.smallPieces.contains(last)
        // A piece of ginger or cinnamon is still ginger or cinnamon.
        let mass = Self.massNouns.contains(last)
        return (count > 1 && !mass) || pieces ? Plural.plural(of: named) : named
    }

    /// "the bourbon, honey syrup and hot water": water, coffee, tea and milk poured into a hot drink
    /// go in hot, unless their name already says how they are served.
    func hotListing(_ lines: [RecipeLine]) -> String {
        let heatable: Set<IngredientCategory> = [.water, .coffee, .tea]
        return listing(lines) { line, plain in
            let served = Self.saysServingTemperature(plain)
            let heated = !served && (heatable.contains(categories[line.ingredient] ?? .other) || isHeatableMilk(line.ingredient))
            // Milk whose note steams it (a cappuccino's "steamed and foamed") is named so, not merely hot.
            if heated, isHeatableMilk(line.ingredient), line.note?.lowercased().contains("steamed") == true { return "steamed " + plain }
            return (heated ? "hot " : "") + plain
        }
    }

    /// "the soda water", "the cold water": what a drink is topped with, still water named cold unless its
    /// name already says how it is served.
    func topping(_ tops: [RecipeLine]) -> String {
        listing(tops) { line, plain in
            let served = Self.saysServingTemperature(plain)
            return categories[line.ingredient] == .water && !served ? "cold " + plain : plain
        }
    }

    /// `clause` as a step: its first letter capitalised and a full stop after it ("let it cool" → "Let it cool.").
    static func sentence(_ clause: String) -> String {
        clause.prefix(1).uppercased() + clause.dropFirst() + "."
    }

    /// Whether a line's name already says how it is served ("hot water", "iced tea", "chilled soda"), so
    /// no step names its temperature again.
    static func saysServingTemperature(_ name: String) -> Bool {
        ["hot", "boiling", "warm", "steamed", "scalded", "cold", "iced", "chilled"].contains(where: name.contains)
    }

    /// Milk a hot drink takes hot (milk, oat milk, frothed milk), not a spoonful of condensed or
    /// evaporated milk, which is stirred in as it is.
    func isHeatableMilk(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        guard raw == "milk" || raw.hasSuffix("-milk"), categories[id] == .dairy || categories[id] == nil else { return false }
        return !raw.contains("condensed") && !raw.contains("evaporated")
    }

    func joined(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }

    /// Garnish words that name a mass rather than a piece when they end the garnish's name: "mint",
    /// "nutmeg", "lemon zest", "star anise", a fruit named alone ("lime").
    static let uncountedGarnish: Set<Substring> = [
        "mint", "basil", "thyme", "rosemary", "lavender", "nutmeg", "cinnamon", "anise", "cocoa", "chocolate", "zest",
        "salt", "sugar", "cream", "powder", "syrup", "honey", "celery", "ice", "cilantro", "coriander", "parsley", "sage",
        "butter", "jelly", "oil", "sauce", "glitter", "lime", "lemon", "orange", "grapefruit", "pineapple", "cucumber", "ginger",
    ]

    /// Names of a mass a recipe counts in pieces ("2 piece ginger"), never made plural.
    static let massNouns: Set<Substring> = [
        "ginger", "turmeric", "galangal", "lemongrass", "anise", "licorice", "liquorice", "jaggery", "tamarind", "cinnamon", "nutmeg", "mint",
        "basil", "thyme", "rosemary", "sage", "cilantro", "coriander", "parsley", "lavender", "dill", "tarragon", "corn",
    ]

    /// `phrase` with its article when it takes one (``article(_:)``): "a lime wedge", "grated nutmeg".
    func withArticle(_ phrase: String) -> String {
        let article = article(phrase)
        return article.isEmpty ? phrase : "\(article) \(phrase)"
    }

    /// How a whole citrus fruit is cut for a garnish when its line names no cut: a lime or lemon in wedges,
    /// an orange or grapefruit in slices.
    static let citrusGarnishCuts: [IngredientID: String] = ["lime": "wedge", "lemon": "wedge", "orange": "slice", "grapefruit": "slice"]

    /// Garnish pieces scattered by the pinch, never one: pomegranate arils, sesame seeds, sprinkles, cocoa nibs.
    static let scattered: Set<Substring> = ["aril", "seed", "sprinkle", "nib", "chip"]

    /// A garnish line named with its cut: "2 slice" of orange are orange slices, "1 wedge" of lemon a lemon
    /// wedge; a whole lime with no cut is a lime wedge (``citrusGarnishCuts``). Other lines as ``name(of:)``.
    func garnishName(of line: RecipeLine) -> String {
        let named = name(line.ingredient)
        let amount = line.amount.flatMap(AmountParser.parse)
        let cut: String?
        switch amount?.unit {
        case .slice?: cut = "slice"
        case .wedge?: cut = "wedge"
        case .leaf?: cut = "leaf"
        case .sprig?: cut = "sprig"
        case nil, .piece?, .topUp?, .toTaste?: cut = line.note == nil ? Self.citrusGarnishCuts[line.ingredient] : nil
        default: cut = nil
        }
        // Arils, seeds and sprinkles scattered on a drink are never one.
        let last = named.split(separator: " ").last.map { $0.lowercased()[...] } ?? ""
        if amount == nil, Self.scattered.contains(last) { return Plural.plural(of: named) }
        guard let cut, !named.lowercased().contains(cut) else { return name(of: line) }
        let one = "\(named) \(cut)"
        return (amount?.quantity?.value ?? 1) > 1 ? Plural.plural(of: one) : one
    }

    /// Words that count what follows them: a garnish that starts with one takes no article.
    static let countingWords: Set<Substring> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "few", "several", "some", "each", "every",
        "both", "dozen", "pair", "couple",
    ]

    /// Small pieces measured by the spoon or cup rather than counted ("½ tsp juniper berry"), named in the
    /// plural: "the juniper berries".
    static let smallPieces: Set<Substring> = [
        "berry", "bean", "seed", "peppercorn", "pod", "clove", "leaf", "petal", "raisin", "almond", "pistachio", "cashew", "peanut", "walnut",
        "chip", "pearl", "sprinkle", "nut", "cranberry", "blueberry", "raspberry", "strawberry", "blackberry", "grape", "currant", "caper", "olive",
        "cherry", "cube",
    ]

    /// "a", "an", or nothing before a plural or uncountable phrase ("sprigs of mint", "mint leaves",
    /// "grated nutmeg", "lemon zest").
    func article(_ phrase: String) -> String {
        let words = phrase.lowercased().split(separator: " ")
        guard let first = words.first, let letter = first.first else { return "" }
        // The first item: up to "and", "or" or "with", or to its comma ("salt rim, olives and lime wedge").
        let upToComma = words.firstIndex { $0.hasSuffix(",") }.map { words[...$0] } ?? words[...]
        let head = upToComma.prefix { !["and", "or", "with"].contains($0) }
        func plural(_ word: Substring?) -> Bool {
            // "Reese's" is a name, not a plural.
            word.map { $0.trimmingSuffix(",;") }.map { $0.hasSuffix("s") && !$0.hasSuffix("ss") && !$0.hasSuffix("'s") && !$0.hasSuffix("’s") } ?? false
        }
        // "a pinch of ground cardamom seeds": the words before "of" say what is counted.
        let counted = head.contains("of") ? head.prefix { $0 != "of" } : head
        if plural(first) || plural(counted.last) || ["grated", "ground", "chopped", "freshly", "fresh", "half", "a", "an", "the"].contains(first) { return "" }
        // A garnish that counts itself ("three olives", "2 cherries", "a few mint leaves") takes no article.
        if Self.countingWords.contains(first) || first.allSatisfy({ $0.isNumber || $0 == "/" || $0 == "½" || $0 == "¼" }) { return "" }
        // "a pinch of cinnamon" counts the pinch.
        if !head.contains("of"), let last = head.last.map({ $0.trimmingSuffix(",;") }), Self.uncountedGarnish.contains(last) { return "" }
        return "aeiou".contains(letter) ? "an" : "a"
    }
}

extension String {
    /// The text with every hyphen a space ("lime-juice" → "lime juice"), character by character, without Foundation's
    /// string bridging.
    public func replacingHyphens() -> String { String(map { $0 == "-" ? " " : $0 }) }
}

extension Substring {
    /// The word without the trailing punctuation in `characters` ("berries," → "berries").
    func trimmingSuffix(_ characters: String) -> Substring {
        var word = self
        while let last = word.last, characters.contains(last) { word = word.dropLast() }
        return word
    }
}
