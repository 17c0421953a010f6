/// Composes a drink's method from its structured fields (method, glass, ice, garnish, ingredient
/// order, optional lines) and the role ``TechniquePlanner`` gives each line (muddle, dry-shake,
/// top after straining, float, rinse, heat…), in Larder's own words. No sentence from a data set is
/// ever used.
///
///     let steps = InstructionComposer(ingredients: catalogIngredients).compose(negroni)
///     // ["Add the gin, Campari and sweet vermouth to a mixing glass with ice.", "Stir until well chilled.", …]
///
/// Dishes get no steps: their method is not in the catalog yet.
public struct InstructionComposer: Sendable {
    let names: [IngredientID: String]
    let categories: [IngredientID: IngredientCategory]
    let planner: TechniquePlanner

    /// A composer that names ingredients as `ingredients` do, in sentence case (``SentenceCase``),
    /// keeping the capital of names the ingredient marks (``Ingredient/keepsCapital``); unknown ids
    /// are named from their slug.
    public init(ingredients: [Ingredient]) {
        var names: [IngredientID: String] = [:]
        var categories: [IngredientID: IngredientCategory] = [:]
        for ingredient in ingredients {
            names[ingredient.id] = SentenceCase.inSentence(ingredient.name, keepsCapital: ingredient.keepsCapital)
            categories[ingredient.id] = ingredient.category
        }
        self.names = names
        self.categories = categories
        self.planner = TechniquePlanner(ingredients: ingredients)
    }

    /// The steps for `recipe`, one sentence each; empty for dishes.
    ///
    /// - Complexity: O(n) in the number of lines.
    public func compose(_ recipe: Recipe) -> [String] {
        guard recipe.kind == .drink else { return [] }
        return compose(
            lines: recipe.lines, method: recipe.method ?? .built, glass: recipe.glass, ice: recipe.ice,
            garnish: recipe.garnish, servings: recipe.servings, cookMinutes: recipe.cookMinutes, family: recipe.category)
    }

    /// The steps for a variant of a drink (its own lines, method and glass; the parent's ice).
    public func compose(_ variant: RecipeVariant, of recipe: Recipe) -> [String] {
        guard recipe.kind == .drink else { return [] }
        return compose(
            lines: variant.lines, method: variant.method ?? recipe.method ?? .built, glass: variant.glass ?? recipe.glass,
            ice: recipe.ice, garnish: variant.garnish ?? recipe.garnish, cookMinutes: recipe.cookMinutes, family: recipe.category)
    }

    /// A drink for ``pitcherServings`` or more (or served from a punch bowl) that is stirred, built or
    /// muddled is mixed in a pitcher and poured into that many glasses; two or three are built in their
    /// glasses, or stirred in one mixing glass and strained into them. A shaken one is shaken in batches.
    /// A punch blended ahead for a batch and served without ice is chilled before it is poured.
    ///
    /// A hot drink for several that is built or stirred is warmed in a saucepan and poured into that
    /// many warmed mugs; a hot drink that is thrown is lit and poured flaming between two mugs, unless
    /// it holds no spirit to light (teh tarik), when it is only poured between them until it froths.
    ///
    /// Lines to simmer (barley, panela) are simmered first, for `cookMinutes` when the drink gives it,
    /// and go into the rest of the drink hot or, in a cold drink, cooled.
    ///
    /// A garnish that names a rim (``GlassRim``), or a salt or sugar garnish line, rims the glass first; the
    /// rest of it garnishes the drink, with any garnish line it does not name (``garnishSaying(lines:fact:)``).
    func compose(
        lines: [RecipeLine], method stated: MixMethod, glass: String?, ice: Ice?, garnish: String?, servings: Int? = nil,
        cookMinutes: Int? = nil, family: String? = nil
    ) -> [String] {
        let saying = garnishSaying(lines: lines, fact: garnish)
        let steps = composeSteps(lines: saying.lines, method: stated, glass: glass, ice: ice, garnish: saying.garnish, servings: servings, cookMinutes: cookMinutes, family: family)
        guard let rim = saying.rim else { return steps }
        return rim.applied(to: steps, glassName: Self.glassName(glass), servings: servings ?? 1)
    }

    /// The name a step gives the glass: "coupe glass", "glass mug", "glass" when none is stated.
    static func glassName(_ glass: String?) -> String {
        glass.map { $0.lowercased().hasSuffix("glass") || $0.lowercased().hasSuffix("mug") ? $0.lowercased() : "\($0.lowercased()) glass" } ?? "glass"
    }

    func composeSteps(
        lines: [RecipeLine], method stated: MixMethod, glass: String?, ice: Ice?, garnish: String?, servings: Int?,
        cookMinutes: Int?, family: String?
    ) -> [String] {
        // A hot pour over scoops of ice cream (dirty snowmen) is built in each mug, never warmed with its ice cream.
        let overScoops = stated == .built && lines.contains { Self.isFrozen($0.ingredient) }
        let hotBatch = (servings ?? 1) > 1 && Self.isHot(glass: glass, lines: lines) && [.built, .stirred, .muddled].contains(stated) && !overScoops
        let method: MixMethod = hotBatch ? .heated : stated
        // Whisking in a bowl is a built drink's step; any other method mixes those lines with the rest.
        let plan = planner.plan(lines: lines, method: method).map { step in
            step.role == .whisk && ![.built, .muddled].contains(method) ? TechniquePlanner.Step(line: step.line, role: .build) : step
        }
        // Sweeteners stirred into a hot liquid before it cools (``dissolvesInHotLiquid(_:)``) are no other step's.
        var dissolved: [RecipeLine] = []
        func withRole(_ roles: LineRole...) -> [RecipeLine] { plan.filter { roles.contains($0.role) && !dissolved.contains($0.line) }.map(\.line) }
        // Solids are named first in a muddle ("the mint, sugar and lime juice").
        let muddleOrder = plan.filter { $0.role == .muddle }.map(\.line).enumerated().sorted { a, b in
            let (x, y) = (planner.isMuddleWorthy(a.element), planner.isMuddleWorthy(b.element))
            return x != y ? x : a.offset < b.offset
        }.map(\.element)
        let glassName = Self.glassName(glass)
        let iced = Self.servedOnIce(ice: ice, glass: glass, method: method)
        let iceWord = ice == .crushed ? "crushed ice" : ice == .largeCube ? "a large cube of ice" : "ice"
        let muddled = muddleOrder, rinses = withRole(.rinse), tops = withRole(.top), floats = withRole(.float)
        var steps: [String] = []
        // Tea leaves in a cold or mixed drink are brewed first and go in as cooled tea. Matcha is a
        // powdered leaf drunk whole: it is whisked into hot water, never steeped and taken out.
        let brewed = method == .heated || method == .flamed ? [] : withRole(.heat)
        // A tea built in a warmed mug goes in hot; in a cold drink it is cooled first.
        let servedHot = method == .built && Self.isHot(glass: glass, lines: lines)
        let teas = brewed.filter { categories[$0.ingredient] != .water }
        let whisked = !teas.isEmpty && teas.allSatisfy { $0.ingredient.rawValue.contains("matcha") }
        // Ground coffee is brewed by dripping the boiling water through it (a phin, a pour-over cone).
        let dripped = !teas.isEmpty && teas.allSatisfy { categories[$0.ingredient] == .coffee }
        // Lines simmered in a saucepan first (barley in its water) go in as one liquid, hot in a hot
        // drink and cooled in a cold one.
        let simmered = withRole(.simmer)
        let simmeredHot = [.heated, .flamed].contains(method) || Self.isHot(glass: glass, lines: lines)
        // Sugar, honey or condensed milk for a cold drink of brewed tea or simmered water is stirred into the
        // liquid while it is hot, before it cools: over ice it would not dissolve (a Thai iced tea's sugar).
        let cooledTea = !brewed.isEmpty && !servedHot && !whisked && !dripped
        if cooledTea || (!simmered.isEmpty && !simmeredHot) {
            dissolved = plan.filter { [.build, .stir, .shake].contains($0.role) && dissolvesInHotLiquid($0.line) }.map(\.line)
        }
        if !brewed.isEmpty {
            let water = brewed.filter { categories[$0.ingredient] == .water }
            if whisked {
                steps.append("Whisk \(listing(teas)) into \(water.isEmpty ? "a little hot water" : "\(listing(water)), hot but not boiling,") until smooth.")
            } else if dripped {
                steps.append("Put \(listing(teas)) in a phin or pour-over filter, bring \(water.isEmpty ? "a cup of water" : listing(water)) to the boil and let it drip slowly through.")
            } else {
                let sweetened = cooledTea && !dissolved.isEmpty ? ", stir in \(listing(dissolved)) until dissolved" : ""
                steps.append("Bring \(water.isEmpty ? "a cup of water" : listing(water)) to the boil and steep \(listing(teas)) in it for three to five minutes, then take the tea out\(sweetened)\(servedHot ? "" : " and let it cool").")
            }
        }
        if !simmered.isEmpty { steps += simmerSteps(simmered, minutes: cookMinutes, cool: !simmeredHot, dissolving: cooledTea ? [] : dissolved, blended: method == .blended) }
        func mix(_ lines: [RecipeLine]) -> String {
            let rest = lines.filter { !brewed.contains($0) && !simmered.contains($0) }
            var made: [String] = []
            if !brewed.isEmpty { made.append(whisked ? "whisked matcha" : dripped ? (servedHot ? "hot coffee" : "brewed coffee") : servedHot ? "hot tea" : "cooled tea") }
            if !simmered.isEmpty { made.append((simmeredHot ? "hot " : "cooled ") + simmeredName(simmered)) }
            if made.isEmpty { return listing(rest) }
            // Milk poured into a hot drink goes in hot (a matcha latte's milk is heated, never cold).
            return "the " + joined(made + rest.map { line in
                let named = name(of: line)
                let hotMilk = servedHot && isHeatableMilk(line.ingredient) && !["hot", "warm", "steamed"].contains { named.contains($0) }
                return (hotMilk ? "hot " : "") + named + (line.optional ? " (optional)" : "")
            })
        }
        // A topping whisked until thick (a dalgona's coffee, an egg coffee's yolks) is made first and spooned on last.
        let whips = withRole(.whip)
        // Instant coffee whips only with hot water, which dissolves it and the sugar (a dalgona).
        let coffeeWhip = whips.contains { categories[$0.ingredient] == .coffee }
        let whipped = listing(whips) { line, plain in
            coffeeWhip && categories[line.ingredient] == .water && !["hot", "boiling"].contains(where: plain.contains) ? "hot " + plain : plain
        }
        if !whips.isEmpty { steps.append("Whisk \(whipped) together until thick, pale and holding soft peaks.") }
        if !rinses.isEmpty {
            steps.append("Rinse a chilled \(glassName) with \(listing(rinses)), swirling to coat it, and discard the excess.")
        }
        let onIce = ice == .largeCube ? "a \(glassName) over a large ice cube" : "a \(glassName) filled with fresh \(iceWord)"
        let target = rinses.isEmpty ? (iced ? onIce : "a chilled \(glassName)") : "the rinsed glass"
        let batch = (servings ?? 1) > 1 && rinses.isEmpty && !Self.isHot(glass: glass, lines: lines)
        let bowl = glassName.contains("punch bowl") || glassName.contains("pitcher")
        // A pitcher is for a real batch (a punch, four glasses or more); two or three are made in their glasses.
        let fewGlasses = batch && (servings ?? 1) < Self.pitcherServings && !bowl
        let glasses = "\(servings ?? 1) \(Plural.plural(of: glassName))"
        let intoGlasses = "\(servings ?? 1) \(iced ? "\(Plural.plural(of: glassName)) filled with fresh \(iceWord)" : "chilled \(Plural.plural(of: glassName))")"
        let frozen = withRole(.freeze)
        if !frozen.isEmpty {
            steps += freezeSteps(mixed: mix(frozen), tops: tops, glassName: glassName, servings: servings ?? 1)
            return steps + finish(
                floats: floats, sides: withRole(.side), shots: withRole(.dropShot), squeezes: withRole(.squeeze), garnishes: withRole(.garnish), garnish: garnish,
                each: (servings ?? 1) > 1)
        }
        if batch, !fewGlasses, let servings, [.stirred, .built, .muddled].contains(method) {
            let mixed = withRole(.build, .stir, .shake, .dryShake, .blend, .heat, .layer, .whisk)
            if !muddled.isEmpty {
                steps.append("Muddle \(listing(muddled)) in a large pitcher.")
                if !mixed.isEmpty { steps.append("Add \(mix(mixed)) and stir well.") }
            } else if !mixed.isEmpty {
                steps.append("Stir \(mix(mixed)) together in a large pitcher.")
            } else if !simmered.isEmpty {
                steps.append("Pour \(mix([])) into a large pitcher.")
            }
            // Dried fruit in water (a khoshaf) soaks overnight, until it is plump and the water sweet.
            steps.append(soaksOvernight(mixed + muddled) ? "Cover and leave in the fridge overnight, until the fruit is plump." : "Chill until cold, at least an hour.")
            // A punch bowl takes its sparkling top just before it is served; a pitcher poured into glasses
            // leaves room in each glass, and each is topped as it is served, so every glass keeps its fizz.
            if bowl {
                if !tops.isEmpty { steps.append("Just before serving, add \(listing(tops)) and stir gently once.") }
                steps.append("Pour into a punch bowl\(iced ? " over a large block of ice" : "") and ladle into \(servings) cups.")
            } else if !tops.isEmpty {
                steps.append("Pour into \(glasses)\(iced ? " filled with \(ice == .largeCube ? "ice" : iceWord)" : ""), leaving room in each.")
                steps.append("Top each glass with \(listing(tops)).")
            } else {
                steps.append("Pour into \(glasses)\(iced ? " filled with \(ice == .largeCube ? "ice" : iceWord)" : "").")
            }
            return steps + finish(floats: floats, sides: withRole(.side), shots: withRole(.dropShot), squeezes: withRole(.squeeze), garnishes: withRole(.garnish), garnish: garnish, each: true)
        }
        if method == .thrown, Self.isHot(glass: glass, lines: lines) {
            let thrown = hasSpirit(plan) ? flamingThrow(plan: plan, glassName: glassName) : pulledThrow(plan: plan, glassName: glassName)
            return thrown + finish(
                floats: floats, sides: withRole(.side), shots: withRole(.dropShot), squeezes: withRole(.squeeze), garnishes: withRole(.garnish), garnish: garnish, each: false)
        }
        switch method {
        case .shaken, .dryShaken, .thrown:
            let vessel = method == .thrown ? "tin" : "shaker"
            if !muddled.isEmpty { steps.append("Muddle \(listing(muddled)) in a \(vessel).") }
            let mixed = withRole(.shake, .dryShake, .build, .stir, .blend, .heat, .layer)
            let added = (batch ? "Working in batches, add " : "Add ") + (muddled.isEmpty ? "\(mix(mixed)) to a \(vessel)" : mix(mixed))
            if !withRole(.dryShake).isEmpty && method != .thrown {
                steps.append("\(added) without ice and shake hard to emulsify \(listing(withRole(.dryShake).map(\.ingredient))).")
                steps.append("Add ice and shake again until well chilled.")
            } else if method == .thrown {
                steps.append("\(added) with ice.")
                steps.append("Throw between two tins several times to chill and aerate.")
            } else {
                steps.append("\(added) with ice.")
                steps.append("Shake hard until well chilled.")
            }
            let into = batch ? intoGlasses : target
            steps.append("\(muddled.isEmpty || iced ? "Strain" : "Double-strain") into \(into).")
        case .stirred:
            if !muddled.isEmpty { steps.append("Muddle \(listing(muddled)) in a mixing glass.") }
            let mixed = withRole(.stir, .shake, .dryShake, .build, .blend, .heat, .layer)
            steps.append(muddled.isEmpty ? "Add \(mix(mixed)) to a mixing glass with ice." : "Add \(mix(mixed)) and fill with ice.")
            steps.append("Stir until well chilled.")
            steps.append("Strain into \(fewGlasses ? intoGlasses : target).")
        case .built, .muddled:
            let poured = withRole(.build, .shake, .stir, .dryShake, .blend, .heat, .layer)
            // Lines whisked in a chilled bowl (a sgroppino's sorbet and vodka) go into the glass together,
            // the rest poured after them and a sparkling top added last.
            let whisks = withRole(.whisk)
            if !whisks.isEmpty, muddled.isEmpty, rinses.isEmpty {
                steps.append("Whisk \(listing(whisks))\(whisks.count > 1 ? " together" : "") in a chilled bowl until smooth and frothy.")
                steps.append("Pour into \(iced ? onIce : "a chilled \(glassName)").")
                if !poured.isEmpty { steps.append("Pour in \(listing(poured)).") }
                steps.append(tops.isEmpty ? "Serve at once." : "Top with \(listing(tops)) and serve at once.")
                break
            }
            // A scoop of ice cream with a hot pour over it (affogato) is served at once, never stirred.
            let scoops = poured.filter { Self.isFrozen($0.ingredient) }
            // A sparkling top goes on last (a sgroppino's prosecco over its sorbet and vodka).
            if muddled.isEmpty, rinses.isEmpty, !iced, !scoops.isEmpty, scoops.count < poured.count {
                let shared = (servings ?? 1) > 1
                steps.append(shared ? "Share \(listing(scoops)) among \(servings ?? 1) \(Plural.plural(of: glassName))." : "Put \(listing(scoops)) in a chilled \(glassName).")
                let rest = hotListing(poured.filter { !scoops.contains($0) })
                if tops.isEmpty {
                    steps.append("Pour \(rest) over \(shared || scoops.count > 1 || (scoops.first.map(name(of:))?.hasSuffix("s") ?? false) ? "them" : "it") and serve at once.")
                } else {
                    steps.append("Pour in \(rest).")
                    steps.append("Top with \(listing(tops)) and serve at once.")
                }
                break
            }
            // Two or three glasses are built each in its glass, the lines shared out between them.
            if fewGlasses {
                // A liquid simmered first (and sweetened while hot) is shared out like any other pour.
                let shared = poured + simmered
                steps += builtInEach(muddled: muddled, poured: shared, tops: tops, mixed: mix(shared), glasses: glasses, iced: iced, iceWord: iceWord, servings: servings ?? 1)
                break
            }
            // A sugar cube left whole (a Champagne Cocktail) is soaked with its bitters in the glass and the
            // rest poured over it; the wine goes on slowly, as it foams on the sugar, and is not stirred: the
            // cube dissolves as it is drunk.
            let cubes = poured.filter { Self.isSugarCube($0.ingredient) }
            if !cubes.isEmpty, muddled.isEmpty, rinses.isEmpty, !iced {
                let bitters = poured.filter { categories[$0.ingredient] == .bitters }
                let rest = poured.filter { !cubes.contains($0) && !bitters.contains($0) }
                steps.append("Put \(listing(cubes)) in a chilled \(glassName)\(bitters.isEmpty ? "" : " and soak it with \(listing(bitters))").")
                if !rest.isEmpty { steps.append("Pour in \(listing(rest)).") }
                if !tops.isEmpty { steps.append("Top slowly with \(listing(tops)), without stirring.") }
                break
            }
            // Coffee poured with no ice is served warm (a carajillo), in a glass warmed first.
            let warmCoffee = !iced && poured.contains { line in
                categories[line.ingredient] == .coffee && !["cold", "iced", "chilled"].contains { line.ingredient.rawValue.contains($0) }
            }
            let hot = Self.isHot(glass: glass, lines: plan.map(\.line)) || warmCoffee
            if !muddled.isEmpty {
                steps.append("Muddle \(listing(muddled)) in \(rinses.isEmpty ? "a \(glassName)" : "the glass").")
                if iced { steps.append("Fill the glass with \(iceWord).") }
            } else if hot {
                steps.append("Warm a \(glassName) with hot water and discard the water.")
            } else if iced {
                steps.append("Fill \(rinses.isEmpty ? "a \(glassName)" : "the rinsed glass") with \(iceWord).")
            } else if rinses.isEmpty {
                steps.append("Chill a \(glassName).")
            }
            // Coffee and milk alone (a cappuccino) are poured one onto the other and not stirred.
            let coffeeAndMilk = hot && poured.count > 1 && poured.allSatisfy { line in
                categories[line.ingredient] == .coffee || line.ingredient.rawValue == "milk" || line.ingredient.rawValue.hasSuffix("-milk")
            }
            if poured.isEmpty && simmered.isEmpty {
                // Sparkling lines alone are poured in, and a line our curation tops with goes on last.
                let curated = tops.filter { $0.role == .top }
                let first = curated.count < tops.count ? tops.filter { !curated.contains($0) } : tops
                if !tops.isEmpty { steps.append("Pour in \(listing(first)).") }
                if first.count < tops.count { steps.append("Top with \(listing(curated)).") }
            } else if coffeeAndMilk && brewed.isEmpty && simmered.isEmpty && tops.isEmpty {
                let first = poured.filter { categories[$0.ingredient] == .coffee }
                steps.append("Pour in \(hotListing(first)), then \(hotListing(poured.filter { !first.contains($0) })).")
            } else {
                steps.append("Pour in \(hot && brewed.isEmpty && simmered.isEmpty ? hotListing(poured) : mix(poured)).")
                if !tops.isEmpty { steps.append("Top with \(listing(tops)).") }
                // Only a sparkling top has fizz to keep; apple juice or espresso poured last is stirred once.
                // A single line poured into an empty glass has nothing to mix.
                let fizzy = tops.contains { planner.isCarbonated($0.ingredient) }
                // Brewed tea is one liquid, however many lines (leaves, water) it was brewed from.
                let alone = muddled.isEmpty && poured.filter { !brewed.contains($0) }.count + (brewed.isEmpty ? 0 : 1) + (simmered.isEmpty ? 0 : 1) == 1
                if !tops.isEmpty || !alone { steps.append(tops.isEmpty ? "Stir briefly." : fizzy ? "Stir gently once to keep the fizz." : "Stir gently once.") }
            }
        case .blended:
            // Basil or chia seeds are soaked and stirred in whole; what is left goes in the blender.
            let inBlender = withRole(.blend, .shake, .stir, .build, .muddle, .dryShake, .heat)
            let seeds = inBlender.filter { isSoakedSeed($0.ingredient) }
            let blended = mix(inBlender.filter { !seeds.contains($0) })
            if !seeds.isEmpty { steps.append("Soak \(listing(seeds)) in a little water for 15 minutes, until \(seeds.count > 1 ? "they swell" : "it swells").") }
            // A hot drink whipped in the blender (butter coffee) takes no ice.
            let blendedHot = Self.isHot(glass: glass, lines: lines)
            // The ice says what goes in the blender: crushed ice is blended in (a frozen drink); a drink
            // with no ice, or poured over cubes, is blended without (a smoothie, a juice).
            let overCubes = ice?.isCubes == true
            let crushedIn = !blendedHot && (ice == .crushed || ice == nil)
            let withIce = crushedIn ? " with a cup of crushed ice" : ""
            // A juice blended from fibrous solids (ginger, mint, rice, whole lime) is strained; a frozen drink is not.
            let strained = !crushedIn && !blendedHot && strainsAfterBlending(inBlender)
            let stirSeeds = seeds.isEmpty ? [] : ["Stir in the soaked \(joined(seeds.map { name(of: $0) }))."]
            guard let servings, servings > 1 else {
                steps.append("Add \(blended) to a blender\(withIce).")
                steps.append("Blend until smooth.")
                let into = overCubes ? onIce : "a \(glassName)"
                steps.append(strained ? "Strain through a fine sieve into \(into), pressing on the pulp." : "Pour into \(into).")
                steps += stirSeeds
                break
            }
            // A batch is blended in as many rounds as the blender needs and shared out.
            steps.append("Working in batches, add \(blended) to a blender\(crushedIn ? " with crushed ice" : "").")
            steps.append("Blend until smooth.")
            if strained { steps.append("Strain through a fine sieve into a jug, pressing on the pulp.") }
            steps += stirSeeds
            // A punch blended ahead and served cold with no ice (coquito, horchata) is chilled before it is poured.
            if Self.chillsAfterBlending(family: family, servings: servings, ice: ice, hot: blendedHot, lines: lines) {
                steps.append("Cover and chill until cold, at least an hour, then stir well.")
            }
            let filled = "\(glasses)\(overCubes ? " filled with ice" : "")"
            steps.append(bowl ? "Pour into a punch bowl\(overCubes ? " over a large block of ice" : "") and ladle into \(servings) cups." : "Pour into \(filled).")
        case .swizzled:
            if !muddled.isEmpty {
                steps.append("Muddle \(listing(muddled)) in a \(glassName).")
                steps.append("Fill the glass two-thirds with crushed ice.")
            } else {
                steps.append("Fill a \(glassName) two-thirds with crushed ice.")
            }
            steps.append("Pour in \(mix(withRole(.build, .shake, .stir, .dryShake, .blend, .heat, .layer))).")
            steps.append("Swizzle: spin a swizzle stick or bar spoon between your palms, working it up and down, until the outside of the glass frosts.")
            steps.append("Heap more crushed ice on top.")
        case .fermented:
            steps += fermentSteps(plan.filter { ![.garnish, .top, .float, .side, .dropShot, .squeeze].contains($0.role) }.map(\.line))
            steps.append("Serve cold in a \(glassName)\(iced ? " over \(iceWord)" : "").")
        case .infused:
            steps.append("Combine \(mix(withRole(.build, .shake, .stir, .muddle, .heat))) in a clean jar, close it and leave to steep.")
            steps.append("Strain, bottle and serve chilled in a \(glassName).")
        case .layered:
            // Densest first (``LayerDensity``), unless our curation states the order line by line.
            let layers = withRole(.layer, .build, .shake, .stir, .float, .heat)
            let order = LayerDensity.pouringOrder(layers, curated: layers.contains { $0.role != nil }).map { name($0.ingredient) }
            // A layered drink served on ice is layered over the ice, which the glass is filled with first.
            if iced {
                steps.append("Fill a \(glassName) with \(iceWord).")
                steps.append("Layer over the ice in this order, pouring each slowly over the back of a spoon: \(order.joined(separator: ", ")).")
            } else {
                steps.append("Layer into a \(glassName) in this order, pouring each slowly over the back of a spoon: \(order.joined(separator: ", ")).")
            }
        case .flamed:
            steps += flamedInPot(withRole(.heat, .build, .shake, .stir, .dryShake, .muddle, .blend, .layer), glassName: glassName, servings: servings ?? 1)
        case .heated:
            let heated = withRole(.heat, .build, .shake, .stir, .dryShake, .muddle, .blend)
            if !simmered.isEmpty {
                if !heated.isEmpty { steps.append("Stir in \(listing(heated)) and heat through.") }
            } else {
                steps += heatedSteps(heated, minutes: cookMinutes)
            }
            // Spices, fruit, herbs and loose tea leaves are strained out; a tea bag was taken out.
            let looseTea = panLines(heated).teas.contains { !$0.ingredient.rawValue.contains("bag") }
            let solids = looseTea || (heated + simmered).contains(where: isStrainedOut)
            let into = (servings ?? 1) > 1 ? "\(servings ?? 1) warmed \(Plural.plural(of: glassName))" : "a warmed \(glassName)"
            steps.append("\(solids ? "Strain" : "Pour") into \(into).")
        }
        // A batch shared among its glasses is topped glass by glass.
        let eachGlass = fewGlasses || (servings ?? 1) > 1
        if !tops.isEmpty, method != .built, method != .muddled { steps.append(fewGlasses ? "Top each with \(listing(tops))." : eachGlass ? "Top each glass with \(listing(tops))." : "Top with \(listing(tops)).") }
        if !whips.isEmpty { steps.append("Spoon the whipped mixture on top\(eachGlass ? " of each drink" : "").") }
        return steps + finish(
            floats: method == .layered ? [] : floats, sides: withRole(.side), shots: withRole(.dropShot), squeezes: withRole(.squeeze), garnishes: withRole(.garnish), garnish: garnish,
            each: (batch && [.shaken, .dryShaken, .thrown, .blended].contains(method)) || fewGlasses || ([.heated, .flamed].contains(method) && (servings ?? 1) > 1))
    }

    /// Glasses a drink is served in without ice unless its ice says otherwise.
    static let upGlasses: Set<String> = ["coupe", "cocktail", "martini", "nick and nora", "champagne", "flute", "shot", "margarita", "snifter", "glass mug", "mug", "irish coffee"]

    /// Whether the drink sits on ice in the glass: its ice field, else its glass, else its method.
    static func servedOnIce(ice: Ice?, glass: String?, method: MixMethod) -> Bool {
        if let ice { return ice != .noIce }
        if method == .heated || method == .layered || method == .blended || method == .fermented { return false }
        if let glass, upGlasses.contains(glass.lowercased()) { return false }
        if glass != nil { return true }
        return method == .built || method == .muddled
    }

    /// A drink served hot: a mug, or a line that is served hot ("hot water", "hot coffee").
    static func isHot(glass: String?, lines: [RecipeLine]) -> Bool {
        if let glass, glass.lowercased().contains("mug") && !glass.lowercased().contains("copper") { return true }
        return lines.contains { TechniquePlanner.hotLines.contains($0.ingredient.rawValue) || $0.note?.lowercased().contains("hot") == true }
    }
}
