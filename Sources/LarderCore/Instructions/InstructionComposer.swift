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
        let drizzles = saying.lines.filter { $0.role == .drizzle }
        let mixed = saying.lines.filter { $0.role != .drizzle }
        let steps = composeSteps(lines: mixed, method: stated, glass: glass, ice: ice, garnish: saying.garnish, servings: servings, cookMinutes: cookMinutes, family: family)
        let glassName = Self.glassName(glass)
        let count = servings ?? 1
        guard let rim = saying.rim else {
            guard !drizzles.isEmpty else { return steps }
            let into = count > 1 ? "each of \(count) \(Plural.plural(of: glassName))" : "a \(glassName)"
            return ["Drizzle \(listing(drizzles)) inside \(into)."] + steps
        }
        let rimmed = rim.applied(to: steps, glassName: glassName, servings: count)
        guard !drizzles.isEmpty else { return rimmed }
        // The glass is rimmed first, then drizzled inside, before the drink goes in.
        return [rimmed[0], "Drizzle \(listing(drizzles)) inside \(count > 1 ? "each glass" : "the glass")."] + rimmed.dropFirst()
    }

    /// The name a step gives the glass: "coupe glass", "glass mug", "glass" when none is stated. Vessels that
    /// are not glasses by name keep their own: "jar", "champagne flute", "snifter", "punch bowl".
    static func glassName(_ glass: String?) -> String {
        guard let glass = glass?.lowercased() else { return "glass" }
        let named = ["glass", "mug", "jar", "flute", "snifter", "bowl", "cup", "gourd", "pitcher"]
        return named.contains(where: glass.hasSuffix) ? glass : "\(glass) glass"
    }

    /// The steps in the order a bartender works: the thrown hot drinks and a gourd of mate first (each is
    /// made whole in its vessel), then what is prepared before mixing (``preparationSteps(_:)``), the mixing by method (a slush
    /// frozen, a batch in a pitcher, or the method's own steps), the tops and whipped toppings that go on
    /// after mixing, and the finish (``finish(floats:sinks:upended:sides:shots:squeezes:garnishes:garnish:each:)``).
    func composeSteps(
        lines: [RecipeLine], method stated: MixMethod, glass: String?, ice: Ice?, garnish: String?, servings: Int?,
        cookMinutes: Int?, family: String?
    ) -> [String] {
        let draft = draft(lines: lines, method: stated, glass: glass, ice: ice, garnish: garnish, servings: servings, cookMinutes: cookMinutes, family: family)
        let method = draft.method
        if method == .thrown, draft.hot {
            let thrown = hasSpirit(draft.plan) ? flamingThrow(plan: draft.plan, glassName: draft.glassName) : pulledThrow(plan: draft.plan, glassName: draft.glassName, servings: draft.servings)
            return thrown + finishing(draft, floats: draft.floats, each: false)
        }
        if let mate = gourdMateSteps(draft) { return mate + finishing(draft, floats: draft.floats, each: false) }
        var steps = preparationSteps(draft)
        let frozen = draft.withRole(.freeze)
        if !frozen.isEmpty {
            steps += method == .blended
                ? frozenBlendSteps(mixed: mixed(frozen, draft), tops: draft.tops, glassName: draft.glassName, servings: draft.servings)
                : freezeSteps(mixed: mixed(frozen, draft), tops: draft.tops, glassName: draft.glassName, servings: draft.servings)
            return steps + finishing(draft, floats: draft.floats, each: draft.servings > 1)
        }
        if isPitcher(draft) { return steps + pitcherSteps(draft) + finishing(draft, floats: draft.floats, each: true) }
        switch method {
        case .shaken, .dryShaken, .thrown: steps += shakenSteps(draft)
        case .stirred: steps += stirredSteps(draft)
        case .built, .muddled: steps += builtSteps(draft)
        case .blended: steps += blendedSteps(draft)
        case .swizzled: steps += swizzledSteps(draft)
        case .fermented: steps += fermentedSteps(draft)
        case .infused: steps += infusedSteps(draft)
        case .layered: steps += layeredSteps(draft)
        case .flamed: steps += flamedInPot(draft.withRole(.heat, .build, .shake, .stir, .dryShake, .muddle, .blend, .layer), glassName: draft.glassName, servings: draft.servings)
        case .heated: steps += saucepanSteps(draft)
        }
        // A built drink tops in its glass; a batch shared among its glasses is topped glass by glass.
        let eachGlass = draft.fewGlasses || draft.servings > 1
        let tops = topping(draft.tops)
        if !draft.tops.isEmpty, method != .built, method != .muddled {
            steps.append(draft.fewGlasses ? "Top each with \(tops)." : eachGlass ? "Top each glass with \(tops)." : "Top with \(tops).")
        }
        if !draft.whips.isEmpty { steps.append("Spoon the whipped mixture on top\(eachGlass ? " of each drink" : "").") }
        // Several glasses are garnished one by one, however the drink was mixed; a punch bowl is garnished once.
        let each = draft.servings > 1 && !draft.bowl
        return steps + finishing(draft, floats: method == .layered ? [] : draft.floats, each: each)
    }

    /// The finish of `draft` (``finish(floats:lit:sinks:upended:sides:shots:squeezes:garnishes:garnish:each:)``), with `floats`
    /// (none for a layered drink, whose floats are its layers) on `each` glass of a batch.
    func finishing(_ draft: DrinkDraft, floats: [RecipeLine], each: Bool) -> [String] {
        finish(
            floats: floats, lit: draft.withRole(.light), sinks: draft.withRole(.sink), upended: draft.withRole(.upend), sides: draft.withRole(.side), shots: draft.withRole(.dropShot), squeezes: draft.withRole(.squeeze),
            garnishes: draft.withRole(.garnish), garnish: draft.garnish, each: each)
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
