import LarderCore

/// Classes of fault that data-set drink records carry (issue 9, session 18), each found across the
/// whole catalog rather than drink by drink: whole citrus fruit muddled, amounts no bartender pours, a
/// family the lines contradict, a unit that does not fit its ingredient, a glass or an ice that does
/// not fit the drink, and a citrus garnish the lines contradict. Each is a check of ``DrinkQualityReport``.
struct DrinkFaultClasses {
    let ingredients: [IngredientID: Ingredient]
    let planner: TechniquePlanner

    // MARK: Whole citrus muddled

    /// Whole citrus fruit, by id: the fruit a record counts whole ("8 limes") when it means its juice.
    static let wholeCitrus: Set<String> = [
        "lime", "lemon", "orange", "grapefruit", "key-lime", "green-lime", "blood-orange", "mandarin", "clementine", "tangerine",
        "pink-grapefruit", "meyer-lemon", "yellow-lemon", "yuzu", "calamansi",
    ]

    /// Words of a line's note that say the fruit is already cut for the muddler ("cut into small wedges"),
    /// or that only its peel is pressed.
    static let cutWords = ["wedge", "quarter", "chunk", "piece", "slice", "cut", "bits", "chopped", "peel", "zest"]

    /// Whether `step` muddles whole citrus fruit: a citrus line counted in whole fruit (no unit, or
    /// pieces) whose role is muddle and whose note does not say it is cut. A bartender squeezes whole
    /// fruit for its juice, or cuts it into wedges first (a caipirinha); several whole limes pressed in a
    /// pitcher is a record's shorthand, not a technique.
    func muddlesWholeCitrus(_ step: TechniquePlanner.Step) -> Bool {
        guard step.role == .muddle, Self.wholeCitrus.contains(step.line.ingredient.rawValue) else { return false }
        let note = (step.line.note ?? "").lowercased()
        if Self.cutWords.contains(where: note.contains) { return false }
        guard let text = step.line.amount else { return true }
        guard let amount = AmountParser.parse(text) else { return false }
        return amount.unit == nil || amount.unit == .piece
    }

    // MARK: Implausible amounts

    /// The most spirit one serving pours, in millilitres (four ounces).
    static let spiritLimit = 120.0
    /// The least lemon or lime juice a citrus-led drink pours a serving (half a teaspoon).
    static let citrusFloor = 2.5
    /// The most a serving of a drink holds before ice and its sparkling top (a soft drink too: a glass of
    /// milk tea meant large is a reviewed exception, with its reason).
    static let servingLimit = 350.0
    /// Frozen desserts a drink scoops rather than pours (a pint of ice cream in a float).
    static let scooped = ["ice-cream", "icecream", "sorbet", "gelato"]
    /// Families whose lemon or lime juice is the main modifier.
    static let citrusLedFamilies: Set<String> = ["sour", "daiquiri", "margarita", "collins", "fizz", "rickey", "gimlet"]

    /// Why `drink` pours an amount no bartender would, or `nil`: a spirit line over ``spiritLimit`` a
    /// serving; lemon or lime juice under ``citrusFloor`` in a citrus-led family; or, in a drink that is
    /// not blended, more than ``servingLimit`` a serving before its carbonated lines, tops and scooped ice
    /// cream (blended drinks count whole fruit and ice cream, which are not a pour).
    func implausibleAmount(_ drink: Recipe) -> String? {
        let servings = Double(max(drink.servings ?? 1, 1))
        var total = 0.0
        for line in drink.lines where !line.garnish && line.role != .garnish && !line.optional {
            guard let amount = line.amount.flatMap(AmountParser.parse), let millilitres = amount.millilitres else { continue }
            let each = millilitres / servings
            let raw = line.ingredient.rawValue
            if ingredients[line.ingredient]?.category == .spirit, each > Self.spiritLimit { return "\(raw) over 120 ml a serving" }
            if raw == "lime-juice" || raw == "lemon-juice", each < Self.citrusFloor, Self.citrusLedFamilies.contains(drink.category ?? "") {
                return "\(raw) under half a teaspoon"
            }
            if !planner.isCarbonated(line.ingredient), amount.unit != .topUp, !Self.scooped.contains(where: raw.contains) { total += each }
        }
        if drink.method != .blended, total > Self.servingLimit { return "over 350 ml a serving" }
        return nil
    }

    // MARK: Family that does not fit

    /// Why the family of `drink` contradicts its lines or serve, or `nil`: a coffee drink without coffee,
    /// a citrus-led family (``citrusLedFamilies``) without citrus or another acid, a highball without a
    /// long mixer, a hot drink or toddy over ice, a tea without tea, a mule without ginger. Smashes and
    /// slings are not asked for citrus: the classic brandy smash and gin sling have none.
    func familyMismatch(_ drink: Recipe) -> String? {
        guard let family = drink.category else { return nil }
        let lines = drink.lines.filter { !$0.garnish && $0.role != .garnish }
        func any(_ test: (Set<String>, IngredientCategory?, RecipeLine) -> Bool) -> Bool {
            lines.contains { test(lineage($0.ingredient), ingredients[$0.ingredient]?.category, $0) }
        }
        func names(_ ids: Set<String>, _ words: [String]) -> Bool { ids.contains { id in words.contains { id.contains($0) } } }
        switch family {
        case "coffee" where !any({ ids, category, _ in category == .coffee || names(ids, ["coffee", "espresso", "kahlua", "mocha", "kopi"]) }):
            return "coffee without coffee"
        case _ where Self.citrusLedFamilies.contains(family)
            && !any({ ids, _, _ in names(ids, Self.acidWords) }):
            return "\(family) without citrus or acid"
        case "highball" where !any({ ids, category, line in
            planner.isCarbonated(line.ingredient) || line.amount.flatMap(AmountParser.parse)?.unit == .topUp
                || [.soda, .juice, .water, .beer, .tea, .coffee, .dairy].contains(category)
                || names(ids, ["juice", "water", "lemonade", "cider", "milk", "ginger-ale", "ginger-beer"])
        }):
            return "highball without a long mixer"
        case "hot drink", "toddy":
            if let ice = drink.ice, ice != .noIce { return "\(family) served over ice" }
            return nil
        case "tea" where !any({ ids, category, _ in category == .tea || names(ids, ["tea", "matcha", "chai", "kombucha"]) }):
            return "tea without tea"
        case "mule" where !any({ ids, _, _ in names(ids, ["ginger"]) }):
            return "mule without ginger"
        default:
            return nil
        }
    }

    /// Parts of ingredient ids that name citrus or another acid a sour is built on.
    static let acidWords = [
        "lime", "lemon", "grapefruit", "yuzu", "citrus", "sour", "calamansi", "vinegar", "shrub", "tamarind", "passion", "verjus", "acid",
    ]

    /// The ingredient and its ancestors, by id.
    func lineage(_ id: IngredientID) -> Set<String> {
        var out: Set<String> = [id.rawValue]
        var current = ingredients[id]?.parent
        while let next = current, out.insert(next.rawValue).inserted { current = ingredients[next]?.parent }
        return out
    }

    // MARK: Units that do not fit

    /// Units that count things rather than measure a liquid.
    static let countUnits: Set<MeasureUnit> = [
        .piece, .slice, .wedge, .leaf, .sprig, .handful, .stick, .pinch, .scoop, .inch, .pod, .stalk, .clove, .bunch,
    ]
    /// Bar units that pour a liquid (cups and spoons also measure cut fruit, so they are not here).
    static let pourUnits: Set<MeasureUnit> = [.ml, .cl, .dl, .l, .oz, .shot, .splash, .dash, .drop]
    /// Words of a fruit id that make it a liquid or a prepared part rather than the fruit.
    static let fruitFormWords = ["juice", "puree", "pulp", "syrup", "nectar", "jam", "zest", "peel", "preserve", "seed"]

    /// The lines of `drink` whose unit does not fit the ingredient, by ingredient id: a liquid counted
    /// with no unit or a count unit ("2 pineapple juice", "1 water"), or whole fruit poured in bar
    /// units ("40 ml lemon", "3 oz lemon": a juice, or a mixer misfiled as fruit).
    func unitMismatches(_ drink: Recipe) -> [String] {
        var out: [String] = []
        for line in drink.lines where !line.garnish && line.role != .garnish {
            guard let amount = line.amount.flatMap(AmountParser.parse), amount.quantity != nil else { continue }
            let raw = line.ingredient.rawValue
            let category = ingredients[line.ingredient]?.category
            let pouredMilk = category == .dairy && (raw.contains("milk") || raw.contains("cream"))
                && !["ice-cream", "powder", "condensed", "whipped"].contains(where: raw.contains)
            let liquid = pouredMilk || [.juice, .spirit, .liqueur, .wine, .fortifiedWine, .syrup, .soda, .water, .beer].contains(category)
            if liquid, amount.unit.map(Self.countUnits.contains) ?? true { out.append(raw) }
            if category == .fruit, let unit = amount.unit, Self.pourUnits.contains(unit), !Self.fruitFormWords.contains(where: raw.contains) {
                out.append(raw)
            }
        }
        return out
    }

    // MARK: Glass that does not fit

    /// Stemmed glasses a drink is served up in: too small for a long drink, and not made for heat.
    static let stemmedGlasses: Set<String> = ["coupe", "cocktail", "nick and nora", "martini", "margarita", "champagne", "champagne flute"]
    /// Tall glasses a long drink is built in over ice.
    static let tallGlasses: Set<String> = ["highball", "collins", "pint"]
    /// Glasses that hold wine or a sparkling pour, not a shot.
    static let wineGlasses: Set<String> = ["wine", "wine glass", "champagne", "champagne flute", "coupe"]

    /// Why the glass of `drink` does not fit it, or `nil`: a drink shaken or stirred and served up (no
    /// ice) in a tall glass, unless it is a fizz (the classic fizz is served without ice in a small tall
    /// glass); a long drink, one topped with soda or another carbonated mixer that is not wine, in a
    /// stemmed glass; a hot drink (heated, or of the hot-drink or toddy family) in a stemmed glass; a
    /// shot in a wine glass.
    func glassMismatch(_ drink: Recipe) -> String? {
        guard let glass = drink.glass else { return nil }
        let family = drink.category ?? ""
        if Self.tallGlasses.contains(glass), drink.ice == .noIce, drink.method == .shaken || drink.method == .stirred, family != "fizz" {
            return "served up in a \(glass) glass"
        }
        if Self.stemmedGlasses.contains(glass), drink.lines.contains(where: isLongTop) { return "a long drink in a \(glass) glass" }
        if Self.stemmedGlasses.contains(glass), drink.method == .heated || family == "hot drink" || family == "toddy" {
            return "a hot drink in a \(glass) glass"
        }
        if family == "shot", Self.wineGlasses.contains(glass) { return "a shot in a \(glass) glass" }
        return nil
    }

    /// Whether `line` tops a drink up with a carbonated mixer that is not wine (soda, tonic, ginger beer):
    /// what makes a drink long. Champagne topping a flute is not a long drink.
    func isLongTop(_ line: RecipeLine) -> Bool {
        guard !line.garnish, !line.optional, line.role != .garnish, planner.isCarbonated(line.ingredient),
              line.amount.flatMap(AmountParser.parse)?.unit == .topUp else { return false }
        let category = ingredients[line.ingredient]?.category
        return category != .wine && category != .fortifiedWine
    }

    // MARK: Ice that does not fit

    /// Families served over crushed ice by definition.
    static let crushedFamilies: Set<String> = ["julep", "swizzle", "cobbler"]
    /// Parts of ingredient ids that make a blended drink frozen without ice (besides the word "ice" itself,
    /// matched whole so that juice is not ice).
    static let frozenWords = ["icecream", "sorbet", "gelato", "frozen", "sherbet"]

    /// Why the ice of `drink` does not fit it, or `nil`: ice in a stemmed glass (a drink served up),
    /// unless it is blended; a julep, swizzle or cobbler not over crushed ice; a frozen drink with no ice
    /// in the glass and no ice, ice cream or frozen fruit among its lines.
    func iceMismatch(_ drink: Recipe) -> String? {
        guard let ice = drink.ice else { return nil }
        let family = drink.category ?? ""
        if ice != .noIce, let glass = drink.glass, Self.stemmedGlasses.contains(glass), glass != "margarita", drink.method != .blended {
            return "\(ice.rawValue) ice in a \(glass) glass"
        }
        if Self.crushedFamilies.contains(family), ice != .crushed { return "a \(family) not over crushed ice" }
        if family == "frozen", ice == .noIce,
           !drink.lines.contains(where: { line in
               let id = line.ingredient.rawValue
               return id.split(separator: "-").contains("ice") || Self.frozenWords.contains(where: id.contains)
           }) {
            return "a frozen drink without ice"
        }
        return nil
    }

    // MARK: Garnish the lines contradict

    /// Why the garnish of `drink` contradicts its lines, or `nil`: a lime garnish on a drink whose lines
    /// hold lemon and no lime, or the reverse. A garnish naming both ("lemon or lime") passes. Words are
    /// matched whole (singular or plural), so lemongrass is not lemon.
    func garnishMismatch(_ drink: Recipe) -> String? {
        let garnishWords = (drink.garnish ?? "").lowercased().split(whereSeparator: { !$0.isLetter })
        var idWords: [Substring] = []
        for line in drink.lines where !line.garnish && line.role != .garnish {
            for id in lineage(line.ingredient) { idWords += id.split(separator: "-") }
        }
        func holds(_ word: String) -> Bool { idWords.contains { $0 == word || $0 == word + "s" } }
        func names(_ word: String) -> Bool { garnishWords.contains { $0 == word || $0 == word + "s" } }
        for (said, other) in [("lime", "lemon"), ("lemon", "lime")] where names(said) && !names(other) && !holds(said) && holds(other) {
            return "\(said) garnish on a drink of \(other)"
        }
        return nil
    }
}
