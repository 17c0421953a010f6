import LarderCore

/// Turns one data set recipe into a catalog ``Recipe``: resolves its lines, writes amounts as
/// canonical text, marks garnish lines and keeps per-recipe substitutes. Drink lines that only say
/// "ice" become the recipe's `ice` field. Counts go into the report.
struct RecipeBuilder {
    static let iceID = IngredientID("ice")

    func build(_ source: SourceRecipe, registry: inout IngredientRegistry, report: inout ImportReport) -> Recipe {
        var recipe = Recipe(
            id: RecipeID(Slug.make(source.name)), name: source.name, kind: source.kind, aliases: source.formerNames, category: source.category,
            iba: source.iba, glass: source.glass, method: source.method, ice: source.ice, garnish: source.garnish,
            tags: Array(Set(source.tags.map { $0.lowercased() })).sorted(), abv: source.abv, alcoholic: source.alcoholic,
            prepMinutes: source.prepMinutes, cookMinutes: source.cookMinutes, servings: source.servings,
            cuisine: source.cuisine, sources: [source.source])
        if source.kind == .drink, recipe.category == nil {
            recipe.category = DrinkFacts.family(name: source.name, tags: source.tags)
        }
        for line in source.lines {
            var amount = line.amount
            var name = line.name
            if amount == nil {
                // "Splash of soda water": the amount is inside the name.
                let (parsed, rest) = AmountParser.split(name)
                if let parsed, !rest.isEmpty {
                    amount = parsed
                    name = rest
                }
            }
            let folded = Folding.fold(name)
            // "Orange soda (to fill rest of glass)" counted "1": the name's top-up wins over a bare count.
            if amount == nil || (amount?.unit == nil && Self.impliedAmount(folded)?.unit == .topUp) { amount = Self.impliedAmount(folded) ?? amount }
            var line = line
            if source.kind == .drink, Self.garnishMarkers.contains(where: folded.contains) { line.garnish = true }
            guard name.contains(where: \.isLetter), folded != "(optional)" else {
                report.emptyLines += 1
                continue
            }
            report.lines += 1
            let resolutions = registry.resolveAll(name, sourceID: line.sourceID, source: SourceRef(dataset: source.source.dataset))
            if resolutions.isEmpty {
                report.unresolved[Folding.fold(line.name), default: 0] += 1
                if source.kind == .drink { report.lostDrinkLines.append("\(recipe.id.rawValue): \(Folding.fold(line.name))") }
                continue
            }
            report.resolvedLines += 1
            for resolution in resolutions {
                registry.credit(resolution.id, to: source.source)
                if source.kind == .drink && resolution.id == Self.iceID {
                    report.iceLines += 1
                    let crushed = Folding.fold(line.name).contains("crushed")
                    if recipe.ice == nil || crushed { recipe.ice = crushed ? .crushed : .cubed }
                    continue
                }
                var resolution = resolution
                var line = line
                if source.kind == .drink, let form = registry.curation.garnishForms[resolution.id],
                    Self.readsAsGarnish(line, name: folded, amount: amount)
                {
                    registry.ensure(form)
                    resolution.id = form
                    line.garnish = true
                }
                var counted = Self.countedIn(name: folded, amount: amount, id: resolution.id)
                if source.kind == .drink, registry.ingredient(resolution.id)?.category == .beer { counted = Self.countedInBottles(counted) }
                if source.kind == .drink { counted = Self.squeezed(counted, juice: resolution.id) }
                let out = recipeLine(resolution, line: line, amount: counted, kind: source.kind, registry: &registry)
                if source.kind == .drink {
                    report.drinkLines += 1
                    if amount != nil {
                        report.drinkLinesWithAmount += 1
                    } else {
                        report.unparsedAmounts[line.amountText.map(Folding.fold) ?? "(none) \(Folding.fold(line.name))", default: 0] += 1
                    }
                }
                recipe.lines.append(out)
            }
        }
        return recipe
    }

    /// Words in a name that say what a bare count counts ("6-8 mint leaves", "2 lemongrass stalks").
    static let countWords: [String: MeasureUnit] = [
        "leaf": .leaf, "leaves": .leaf, "sprig": .sprig, "sprigs": .sprig, "stalk": .stalk, "stalks": .stalk,
        "pod": .pod, "pods": .pod, "scoop": .scoop, "scoops": .scoop,
    ]

    /// Whole spices a bare count can only mean pods of: "3 cardamom" is three pods, not three spoons.
    static let countedInPods: Set<IngredientID> = ["cardamom", "green-cardamom", "black-cardamom", "chinese-black-cardamom", "cardamom-grain"]

    /// A bare count (or "pcs") whose name says what is counted takes that unit, unless the ingredient
    /// is itself that piece: "6/8 pcs Mint Leaves" is 6-8 leaves of mint, "2 bay leaves" stays two bay leaves.
    static func countedIn(name folded: String, amount: Amount?, id: IngredientID) -> Amount? {
        guard let amount, amount.quantity != nil, amount.unit == nil || amount.unit == .piece else { return amount }
        if Self.countedInPods.contains(id) { return Amount(quantity: amount.quantity, unit: .pod) }
        let words = folded.split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard let unit = words.lazy.compactMap({ countWords[$0] }).first else { return amount }
        let own = id.rawValue.split(separator: "-").map(String.init)
        if own.contains(where: { countWords[$0] == unit }) { return amount }
        return Amount(quantity: amount.quantity, unit: unit)
    }

    /// Words that make a fruit line the fruit itself even in a drink: cherries muddled or blended.
    static let freshFruitMarkers = ["fresh", "pitted", "handful"]

    /// Whether a drink's line of a fruit that has a garnish form (`garnish-forms.tsv`) is that garnish:
    /// marked as one, or with no amount, or a bare count of three or fewer, unless it says the fruit
    /// is fresh, pitted or by the handful. "2 cherries" on a Manhattan are cocktail cherries; "6 pieces"
    /// of cherry muddled in a smash and "3/4 cup fresh cherries" are the fruit.
    static func readsAsGarnish(_ line: SourceLine, name folded: String, amount: Amount?) -> Bool {
        if line.garnish { return true }
        let words = Set(folded.split(whereSeparator: { !$0.isLetter }).map(String.init))
        if freshFruitMarkers.contains(where: words.contains) { return false }
        guard let amount else { return true }
        guard amount.unit == nil, let quantity = amount.quantity else { return false }
        return (quantity.high ?? quantity.low) <= 3
    }

    /// A bare count of beer in a drink is of bottles: "1 Guinness", "1 beer pilsner" poured from a bottle.
    static func countedInBottles(_ amount: Amount?) -> Amount? {
        guard let amount, amount.quantity != nil, amount.unit == nil else { return amount }
        return Amount(quantity: amount.quantity, unit: .bottle)
    }

    /// A count of lemon or lime juice ("1/2 piece" of lime juice) is the juice of that many fruits,
    /// in millilitres (``JuiceYield``): half a lime is 21.5 ml, not "1/2 lime juice".
    static func squeezed(_ amount: Amount?, juice id: IngredientID) -> Amount? {
        guard let amount, let count = amount.quantity, amount.unit == nil || amount.unit == .piece,
            let each = JuiceYield.millilitresPerFruit(id)
        else { return amount }
        return Amount(quantity: Quantity((count.low * each * 10).rounded() / 10, to: count.high.map { ($0 * each * 10).rounded() / 10 }), unit: .ml)
    }

    /// Phrases in a name that state how much without a number.
    static let toppingMarkers = ["for topping", "to top", "top with", "top up", "topped with", "to fill"]
    static let tasteMarkers = ["to taste", "as needed", "as required", "as desired", "if desired"]
    /// Phrases that make a drink line a garnish.
    static let garnishMarkers = ["for garnish", "to garnish", "for rimming", "to rim", "for the rim", "for decoration", "garnish:", "rim:"]

    /// "soda water, for topping" is a top-up; "sugar (to taste)" is to taste.
    static func impliedAmount(_ folded: String) -> Amount? {
        if toppingMarkers.contains(where: folded.contains) { return Amount(quantity: nil, unit: .topUp) }
        if tasteMarkers.contains(where: folded.contains) { return Amount(quantity: nil, unit: .toTaste) }
        return nil
    }

    /// A garnish-natured ingredient is the garnish when there is one of it (or no amount); six mint
    /// sprigs in a Mojito are muddled, not a garnish.
    static func isSingle(_ amount: Amount?) -> Bool {
        guard let amount, let quantity = amount.quantity else { return true }
        return quantity.low <= 1 && (quantity.high ?? 1) <= 1 && amount.unit?.millilitres == nil
    }

    func recipeLine(
        _ resolution: IngredientRegistry.Resolution, line: SourceLine, amount: Amount?, kind: RecipeKind,
        registry: inout IngredientRegistry
    ) -> RecipeLine {
        let ingredient = registry.ingredient(resolution.id)
        var out = RecipeLine(ingredient: resolution.id)
        out.amount = amount.map(AmountFormatter.format) ?? line.amountText.flatMap { $0.count <= 24 ? $0 : nil }
        out.note = line.note
        out.optional = line.optional
        out.role = line.role
        out.garnish = line.role == .garnish || (line.role == nil
            && (line.garnish || (kind == .drink && (ingredient?.isGarnish ?? false) && Self.isSingle(amount))))
        var substitutes: [IngredientID] = []
        for text in line.substitutes {
            if let id = registry.resolve(text, sourceID: text)?.id, id != resolution.id, !substitutes.contains(id) {
                substitutes.append(id)
            }
        }
        for id in resolution.alternatives where id != resolution.id && !substitutes.contains(id) {
            substitutes.append(id)
        }
        out.substitutes = substitutes
        return out
    }
}
