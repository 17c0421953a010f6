/// The steps of the techniques that take more than one line to say: simmering, the thrown and flamed drinks,
/// fermenting, and the closing steps (floats, sides, dropped shots, squeezes, garnish) every method shares.
extension InstructionComposer {
    /// Simmering: the liquids among `lines` (water, milk) brought to the boil, the solids added and
    /// simmered gently for `minutes` (or until fragrant when the drink gives no time), the sugar
    /// stirred in at the end; in a cold drink it is then left to cool.
    /// `dissolving` are the sweeteners of the rest of a cold drink, stirred in with the sugar while it is
    /// hot; a cold drink's whole spices, roots and herbs (``isStrainedOut(_:)``) are strained out as it cools.
    /// When the simmered liquid goes on to the blender (`blended`), only whole spices and herbs are strained out:
    /// the corn or fruit simmered in it is blended with it. A syrup that goes on to ferment (`strains` false)
    /// keeps its ginger or spice until the drink is bottled.
    func simmerSteps(_ lines: [RecipeLine], minutes: Int?, cool: Bool, dissolving: [RecipeLine] = [], blended: Bool = false, strains: Bool = true) -> [String] {
        let liquids = lines.filter { Self.isSimmerLiquid($0.ingredient, categories[$0.ingredient]) }
        var sweet = lines.filter { !liquids.contains($0) && [.sweetener, .syrup].contains(categories[$0.ingredient]) }
        var solids = lines.filter { !liquids.contains($0) && !sweet.contains($0) }
        // Sugar that is all there is to simmer (panela in its water) goes in at the start, and simmers until
        // it has dissolved rather than until it is fragrant.
        let sugarOnly = solids.isEmpty && !sweet.isEmpty
        if solids.isEmpty { (solids, sweet) = (sweet, []) }
        sweet += dissolving
        let strained = solids.filter { line in
            strains && isStrainedOut(line) && (!blended || [.spice, .herb].contains(categories[line.ingredient]))
        }
        let time = minutes.map { "for \($0) minutes" + (sugarOnly ? ", stirring until it dissolves" : "") } ?? (sugarOnly ? "until it has dissolved" : "until fragrant")
        var steps: [String] = []
        // A simmer of nothing but optional lines (a coquito's star anise water) is a step the drinker may skip.
        let skippable = lines.allSatisfy(\.optional)
        let list = skippable ? naming : { self.listing($0) }
        let pot = liquids.isEmpty ? "a saucepan of water" : "\(list(liquids)) in a saucepan"
        let bring = skippable ? "If you like, bring" : "Bring"
        // Milk is never boiled (it scalds and boils over): it is heated until steaming and kept below a simmer,
        // and matcha is whisked in off the heat, never simmered.
        let milky = !liquids.isEmpty && liquids.allSatisfy { categories[$0.ingredient] == .dairy || $0.ingredient.rawValue.hasSuffix("milk") }
        let matcha = milky ? solids.filter { $0.ingredient.rawValue.contains("matcha") } : []
        // Coffee in hot milk is stirred in, not kept at a simmer until fragrant.
        let coffee = milky ? solids.filter { categories[$0.ingredient] == .coffee } : []
        sweet = coffee + sweet
        let infused = solids.filter { !matcha.contains($0) && !coffee.contains($0) }
        var offHeat = false
        if milky {
            let warm = skippable ? "If you like, heat" : "Heat"
            steps.append(infused.isEmpty
                ? "\(warm) \(pot) until steaming; do not let it boil."
                : "\(warm) \(pot) until steaming, add \(list(infused)) and keep it just below a simmer \(time), without letting it boil.")
            if !matcha.isEmpty {
                steps.append("Take it off the heat and whisk in \(listing(matcha)) until smooth.")
                offHeat = true
            }
        } else {
            steps.append(solids.isEmpty
                ? "\(bring) \(pot) to the boil, lower the heat and simmer \(time)."
                : "\(bring) \(pot) to the boil, add \(list(solids)), lower the heat and simmer gently \(time).")
        }
        if !sweet.isEmpty { steps.append("Stir in \(listing(sweet)) until dissolved.") }
        // Many solids (a thandai's nuts, seeds and spices) are strained through a sieve rather than named one by one.
        let strainOut = strained.count > 3 ? "strain it through a fine sieve" : "strain out \(naming(strained))"
        if cool {
            let cooling = strained.isEmpty ? "let it cool" : "\(strainOut) and let it cool"
            steps.append(offHeat ? Self.sentence(cooling) : "Take it off the heat\(strained.isEmpty ? " and" : ",") \(cooling).")
        }
        return steps
    }

    /// What simmered lines make, named by the first solid: "panela water", "pearl barley water".
    /// Simmered in milk or cream, it is named for the milk: "matcha milk". Three or more spices, seeds or
    /// nuts among the solids make it spiced: "spiced milk", "spiced water".
    func simmeredName(_ lines: [RecipeLine]) -> String {
        let liquids = lines.filter { Self.isSimmerLiquid($0.ingredient, categories[$0.ingredient]) }
        // Juice or cider simmered is named for the juice: "spiced apple cider".
        let liquid = !liquids.isEmpty && liquids.allSatisfy { categories[$0.ingredient] == .dairy || $0.ingredient.rawValue.hasSuffix("milk") } ? "milk"
            : !liquids.isEmpty && liquids.allSatisfy({ categories[$0.ingredient] == .juice }) ? name(liquids[0].ingredient) : "water"
        let added = lines.filter { !liquids.contains($0) }
        let solids = added.filter { ![.sweetener, .syrup].contains(categories[$0.ingredient]) }
        let spices = solids.filter { [.spice, .nut, .herb].contains(categories[$0.ingredient]) || $0.ingredient.rawValue.contains("seed") }
        // A juice or cider with any spice in it is a spiced cider.
        let juice = liquid != "milk" && liquid != "water"
        if spices.count >= 3 || (juice && !spices.isEmpty) { return "spiced " + liquid }
        guard let solid = solids.first ?? added.first else { return liquid }
        return name(solid.ingredient) + " " + liquid
    }

    /// What the solids simmer in: water, juice or cider, milk or cream.
    static func isSimmerLiquid(_ id: IngredientID, _ category: IngredientCategory?) -> Bool {
        let raw = id.rawValue
        let cream = category == .dairy && (raw == "cream" || raw.hasSuffix("-cream") || raw.contains("half-and-half"))
            && !["ice-cream", "whipped", "sour-cream", "cream-cheese", "coconut-cream"].contains(where: raw.contains)
        return category == .water || category == .juice || raw.hasSuffix("milk") || cream
    }

    /// Ice cream, gelato or sorbet: a frozen scoop.
    static func isFrozen(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        guard !raw.contains("liqueur") && !raw.contains("vodka") else { return false }
        return raw.contains("ice-cream") || raw.contains("gelato") || raw.contains("sorbet") || raw.contains("sherbet")
    }

    /// A hot drink thrown alight (Blue Blazer): the sugar waits in the warmed glass, the spirit and hot
    /// water are lit in one metal mug and poured flaming from mug to mug, then into the glass.
    func flamingThrow(plan: [TechniquePlanner.Step], glassName: String) -> [String] {
        let mixed = plan.filter { !LineRole.outOfTheMix.union([.rinse]).contains($0.role) }.map(\.line)
        let sweet = mixed.filter { [.sweetener, .syrup].contains(categories[$0.ingredient]) }
        let lit = mixed.filter { !sweet.contains($0) }
        var steps = ["Warm a \(glassName) and two metal mugs with hot water and discard the water."]
        if !sweet.isEmpty { steps.append("Put \(listing(sweet)) in the warmed \(glassName).") }
        steps.append("Pour \(hotListing(lit)) into one metal mug and carefully light it.")
        steps.append("Pour the flaming liquid in a long stream into the other mug and back again, four or five times.")
        // The flame is put out before the drink leaves the metal mugs: nothing burning goes into the glass.
        steps.append("Cover the mug holding the liquid with the bottom of the empty one to put out the flame.")
        steps.append("Pour it into the \(glassName)\(sweet.isEmpty ? "" : " and stir until the sugar dissolves").")
        return steps
    }

    /// Words that, before a comma, describe the next item rather than end one ("a long, curly orange peel").
    static let garnishAdjectives: Set<String> = ["long", "thin", "thick", "wide", "large", "small", "big", "fresh", "curly", "spiral", "flamed"]

    /// A garnish written as a bare comma list ("orange twist, rosemary sprig") read as a list, its last
    /// comma an "and"; a list that already has "and" or "or", or whose comma follows an adjective ("long,
    /// curly orange peel"), is left as written.
    static func readingAsList(_ garnish: String) -> String {
        var words = garnish.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !words.contains(where: { ["and", "or", "and/or"].contains($0.lowercased()) }),
              let last = words.dropLast().lastIndex(where: { $0.hasSuffix(",") }),
              !garnishAdjectives.contains(String(words[last].dropLast()).lowercased()) else { return garnish }
        words[last].removeLast()
        words.insert("and", at: last + 1)
        return words.joined(separator: " ")
    }

    /// Whether the mixed lines hold anything that burns: a spirit, liqueur, wine or beer.
    func hasSpirit(_ plan: [TechniquePlanner.Step]) -> Bool {
        plan.contains { step in
            ![.garnish, .side, .dropShot, .light].contains(step.role)
                && [.spirit, .liqueur, .fortifiedWine, .wine, .beer].contains(categories[step.line.ingredient])
        }
    }

    /// A hot drink thrown with nothing to light (teh tarik): the tea is brewed, the milk and sugar
    /// stirred in, and the drink poured in a long stream from one mug to the other until it froths.
    func pulledThrow(plan: [TechniquePlanner.Step], glassName: String, servings: Int = 1) -> [String] {
        let mixed = plan.filter { !LineRole.outOfTheMix.union([.rinse]).contains($0.role) }.map(\.line)
        let teas = mixed.filter { categories[$0.ingredient] == .tea }
        let water = mixed.filter { categories[$0.ingredient] == .water }
        let rest = mixed.filter { !teas.contains($0) && !water.contains($0) }
        var steps = ["Warm \(Self.servingGlasses(glassName, servings)) with hot water and discard the water."]
        if teas.isEmpty {
            steps.append("Heat \(listing(mixed)) in a saucepan until steaming, then pour into a metal mug.")
        } else {
            let steep = TeaSteep(teas: teas)
            steps.append("\(steep.heating(water.isEmpty ? "a cup of water" : listing(water))) and steep \(listing(teas)) in it for \(steep.time), then \(steep.removal(teas)).")
            steps.append("Pour the hot tea into a metal mug\(rest.isEmpty ? "" : " and stir in \(listing(rest))").")
        }
        steps.append("Pour it in a long stream from as high as you safely can into a second mug and back again, five or six times, until it froths.")
        steps.append(servings > 1 ? "Share it among the warmed \(Plural.plural(of: glassName))." : "Pour into the warmed \(glassName).")
        return steps
    }

    /// A drink burnt in its pot (queimada): everything goes into a wide clay pot, a ladleful with a
    /// little sugar is lit and lowered in to light the rest, and the pot is stirred while it burns
    /// until the flame runs low and blue; a lid puts it out and it is ladled into warmed cups.
    func flamedInPot(_ lines: [RecipeLine], glassName: String, servings: Int) -> [String] {
        let sweet = lines.filter { [.sweetener, .syrup].contains(categories[$0.ingredient]) }
        let into = servings > 1 ? "\(servings) warmed \(Plural.plural(of: glassName))" : "a warmed \(glassName)"
        return [
            "Put \(listing(lines)) in a wide clay pot or heatproof bowl\(sweet.isEmpty ? "" : ", keeping back a spoonful of \(name(sweet[0].ingredient))").",
            "Fill a ladle with some of the spirit\(sweet.isEmpty ? "" : " and the kept sugar"), set it alight and lower it into the pot to light the rest.",
            "Stir slowly while it burns, lifting ladlefuls of the flaming liquid and pouring them back, until the flame runs low and blue.",
            "Cover the pot to put out the flame.",
            "Ladle into \(into).",
        ]
    }

    /// The closing steps: squeezes, floats, the lines set alight (`lit`, floated among `floats` unless they are a
    /// layered drink's top layer), the garnish (on `each` glass of a batch), then what is served with
    /// the drink (a side, a shot to drop in).
    func finish(
        floats: [RecipeLine], lit: [RecipeLine] = [], sinks: [RecipeLine] = [], upended: [RecipeLine] = [], sides: [RecipeLine], shots: [RecipeLine] = [], squeezes: [RecipeLine] = [], garnishes: [RecipeLine], garnish: String?,
        each: Bool
    ) -> [String] {
        var steps: [String] = []
        if !squeezes.isEmpty {
            let several = squeezes.count > 1 || (squeezes.first.map(name(of:))?.hasSuffix("s") ?? false)
            steps.append(each
                ? "Share out \(listing(squeezes)), squeezing each piece over a drink and dropping it in."
                : "Squeeze \(listing(squeezes)) over the drink and drop \(several ? "them" : "it") in.")
        }
        if !floats.isEmpty {
            // Bitters, and anything measured in dashes or drops (orange flower water), are dashed onto the
            // drink; anything else is poured over a spoon to sit on top.
            let dashed = floats.filter { categories[$0.ingredient] == .bitters || Self.isDashed($0) }
            let poured = floats.filter { categories[$0.ingredient] != .bitters }
            // Whipped cream is spooned on; a liquid is poured over a spoon so it sits on top.
            let whipped = poured.filter { TechniquePlanner.isWhippedCream($0.ingredient) }
            let liquid = poured.filter { !whipped.contains($0) }
            // A batch is finished glass by glass.
            let top = each ? "on top of each drink" : "on top"
            if !liquid.isEmpty { steps.append("Float \(listing(liquid)) \(top), pouring slowly over the back of a spoon.") }
            if !whipped.isEmpty { steps.append("Spoon \(listing(whipped)) \(top).") }
            if !dashed.isEmpty { steps.append("Dash \(listing(dashed)) over \(each ? "each drink" : "the top").") }
        }
        if !lit.isEmpty {
            // A flame on a drink is lit at arm's length and smothered, never blown at, before anyone drinks.
            steps.append("Carefully light \(listing(lit)) with a long match or lighter and let it burn for a few seconds, then cover \(each ? "each glass" : "the glass") to put out the flame before drinking.")
        }
        if !sinks.isEmpty {
            // Grenadine poured last sinks through the drink and settles at the bottom (a sunrise); stirring would mix it in.
            // A few drops are dropped in one at a time (a Hiroshima's grenadine).
            steps.append(sinks.allSatisfy(Self.isDashed)
                ? "Drop \(listing(sinks)) into \(each ? "each glass" : "the glass") a drop at a time so it sinks; do not stir."
                : "Pour \(listing(sinks)) slowly down the inside of \(each ? "each glass" : "the glass") so it sinks to the bottom; do not stir.")
        }
        for bottle in upended {
            // The bottle stays in the glass, neck down, and drains into the drink as it goes down.
            steps.append("Tip a bottle of \(name(bottle.ingredient)) neck down into \(each ? "each glass" : "the glass") and leave it to drain into the drink.")
        }
        let garnishVerb = each ? "Garnish each glass with" : "Garnish with"
        if let garnish, let peel = Self.discardedPeel(garnish) {
            // A peel whose oils are all the drink takes (a Fiore di Francia's lemon): expressed, then thrown away.
            steps.append(each
                ? "Express \(withArticle(peel)) over each drink and discard it."
                : "Express \(withArticle(peel)) over the drink and discard it.")
        } else if let garnish, !garnish.isEmpty {
            steps.append("\(garnishVerb) \(articledGarnish(garnish)).")
        } else {
            // Each line with its article: "a maraschino cherry and an orange slice".
            let names = garnishes.map { withArticle(garnishName(of: $0)) }
            if !names.isEmpty { steps.append("\(garnishVerb) \(joined(names)).") }
        }
        // What is served with the drink comes last, once the drink is garnished and ready to go out.
        if !sides.isEmpty { steps.append("Serve \(listing(sides)) on the side.") }
        if !shots.isEmpty { steps.append("Pour \(listing(shots)) into a shot glass and drop it into the drink just before it is drunk.") }
        return steps
    }

    /// The peel of a garnish fact that expresses it and throws it away ("lemon peel, expressed and discarded"):
    /// "lemon peel", or `nil` for a garnish left on the drink.
    static func discardedPeel(_ garnish: String) -> String? {
        let suffix = ", expressed and discarded"
        guard garnish.lowercased().hasSuffix(suffix) else { return nil }
        let peel = garnish.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
        return peel.isEmpty ? nil : peel
    }

    /// A line measured in dashes or drops: shaken or dropped from the bottle, never poured.
    static func isDashed(_ line: RecipeLine) -> Bool {
        guard let unit = line.amount.flatMap(AmountParser.parse)?.unit else { return false }
        return unit == .dash || unit == .drop
    }

    /// A fermented drink's steps: tea brewed and sweetened first where there is tea, everything left in
    /// a jar for the time its culture needs (yeast works in days, a kombucha culture in a week or more),
    /// then bottled and chilled. `named`, when given, says what goes into the jar (a syrup simmered first
    /// is "the cooled ginger water").
    func fermentSteps(_ lines: [RecipeLine], named: String? = nil) -> [String] {
        let ids = lines.map(\.ingredient.rawValue)
        let teas = lines.filter { categories[$0.ingredient] == .tea && !$0.ingredient.rawValue.contains("kombucha") }
        let water = lines.filter { categories[$0.ingredient] == .water }
        let sweet = lines.filter { $0.ingredient.rawValue.contains("sugar") || $0.ingredient.rawValue.contains("honey") }
        var steps: [String] = []
        // A kombucha culture ferments the sweet tea alone; fruit, juice or spice flavour it in the bottle, in a second
        // ferment, and a cup of the brew is kept back with the culture to start the next batch.
        let culture = lines.filter { $0.ingredient.rawValue.contains("scoby") }
        let flavours = culture.isEmpty ? [] : lines.filter { line in
            line.optional && [.juice, .fruit, .spice, .herb].contains(categories[line.ingredient]) && !teas.contains(line)
        }
        if !teas.isEmpty {
            let rest = lines.filter { line in !teas.contains(line) && !water.contains(line) && !sweet.contains(line) && !flavours.contains(line) }
            steps.append("Bring \(water.isEmpty ? "a pot of water" : listing(water)) to the boil and steep \(listing(teas)) in it for five to ten minutes, then \(TeaSteep(teas: teas).removal(teas))\(sweet.isEmpty ? "" : ", stir in \(listing(sweet)) until dissolved") and let it cool to room temperature.")
            let added = culture.isEmpty ? listing(rest) : listing(rest) + " with the liquid it came in"
            steps.append(rest.isEmpty ? "Pour it into a large clean glass jar." : "Pour it into a large clean glass jar and add \(added).")
        } else {
            steps.append("Combine \(named ?? listing(lines))\(water.isEmpty && named == nil ? " with water" : "") in a large clean glass jar.")
        }
        let time =
            ids.contains { $0.contains("yeast") } ? "for one to three days"
            : ids.contains { $0.contains("scoby") || $0.contains("kombucha") } ? "for seven to ten days" : "for a few days"
        steps.append("Cover with a cloth and leave at room temperature to ferment \(time), tasting each day, until pleasantly sour.")
        if !culture.isEmpty {
            steps.append("Lift out \(naming(culture)) with a cup of the brew, to start the next batch.")
            let flavoured = flavours.isEmpty ? "" : flavours.allSatisfy(\.optional) ? " (with \(naming(flavours)), if you like)" : " with \(naming(flavours))"
            steps.append("Pour the rest into clean bottles\(flavoured), leaving a little room at the top, seal and leave at room temperature for two to three days to build its fizz.")
            steps.append(flavours.isEmpty ? "Chill the bottles." : "Chill the bottles, and strain out any fruit or spice as you pour.")
            return steps
        }
        steps.append("Strain into bottles and chill.")
        return steps
    }
}
