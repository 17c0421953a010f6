/// What the composer knows of one drink before it writes a step: the method it is made by, each line's
/// role, which lines are prepared first (brewed, simmered, whipped, rinsed), which go on after mixing
/// (tops, floats, sides, garnish), and how it is served (glass, ice, how many glasses).
///
/// Worked out once, as constants, so every step of ``InstructionComposer`` reads the same facts: a
/// line taken by one step (a sweetener dissolved in the hot tea) is no other step's.
struct DrinkDraft {
    /// The drink's lines, garnish lines that name a rim taken out.
    let lines: [RecipeLine]
    /// The method the drink is made by: its stated method, or ``MixMethod/heated`` for a hot batch.
    let method: MixMethod
    /// Every line with its role, in line order.
    let plan: [TechniquePlanner.Step]
    let glass: String?
    let ice: Ice?
    /// The garnish fact, once a rim is taken out of it.
    let garnish: String?
    /// The glasses the drink fills: its servings, at least one.
    let servings: Int
    let cookMinutes: Int?
    let family: String?

    /// Sweeteners stirred into a hot liquid before it cools (``InstructionComposer/dissolvesInHotLiquid(_:)``),
    /// taken out of every other step.
    let dissolved: [RecipeLine]
    /// The muddled lines, solids first ("the mint, sugar and lime juice").
    let muddled: [RecipeLine]
    let rinses: [RecipeLine]
    let tops: [RecipeLine]
    let floats: [RecipeLine]
    /// A topping whisked until thick (a dalgona's coffee), made first and spooned on last.
    let whips: [RecipeLine]

    /// Tea leaves (with their water) brewed first in a cold or mixed drink, going in as cooled tea.
    let brewed: [RecipeLine]
    /// The brewed lines that are not water.
    let teas: [RecipeLine]
    /// Matcha, a powdered leaf drunk whole: whisked into hot water, never steeped and taken out.
    let whisked: Bool
    /// Ground coffee, dripped through with boiling water (a phin, a pour-over cone).
    let dripped: Bool
    /// Herbs, flowers or spices brewed with no tea or coffee (a lavender and basil water): an infusion
    /// steeped off the heat, named for its first herb.
    let infused: Bool
    /// A built drink in a warmed mug: its tea goes in hot, not cooled.
    let servedHot: Bool
    /// Tea brewed and cooled for a cold drink, its sugar stirred in while it is hot.
    let cooledTea: Bool
    /// Lines simmered in a saucepan first (barley in its water), going in as one liquid.
    let simmered: [RecipeLine]
    /// Whether the simmered liquid goes in hot (a hot drink) or cooled (a cold one).
    let simmeredHot: Bool
    /// Whether the drink is served hot (``InstructionComposer/isHot(glass:lines:)``).
    let hot: Bool
    /// Whether a top is sparkling (soda, wine, beer), so the drink is stirred gently to keep its fizz.
    let fizzyTop: Bool

    /// The name a step gives the glass ("coupe glass", "glass mug").
    let glassName: String
    /// Whether the drink sits on ice in its glass.
    let iced: Bool
    /// "ice", "crushed ice", "a large cube of ice".
    let iceWord: String
    /// A drink for more than one, served cold and not rinsed.
    let batch: Bool
    /// Served from a punch bowl or pitcher.
    let bowl: Bool
    /// Two or three glasses, made each in its glass rather than in a pitcher.
    let fewGlasses: Bool

    /// The lines whose role is one of `roles`, in line order, less the dissolved sweeteners.
    func withRole(_ roles: LineRole...) -> [RecipeLine] {
        plan.filter { roles.contains($0.role) && !dissolved.contains($0.line) }.map(\.line)
    }


    /// The iced glass: "a highball glass filled with fresh ice", "a rocks glass over a large ice cube".
    var onIce: String { ice == .largeCube ? "a \(glassName) over a large ice cube" : "a \(glassName) filled with fresh \(iceWord)" }
    /// The glass a mixed drink is strained or poured into.
    var target: String { rinses.isEmpty ? (iced ? onIce : "a chilled \(glassName)") : "the rinsed glass" }
    /// "a warmed mug" or "4 warmed mugs" (``InstructionComposer/servingGlasses(_:_:_:)``).
    func servingGlasses(_ state: String? = nil) -> String { InstructionComposer.servingGlasses(glassName, servings, state) }
    /// "4 highball glasses".
    var glasses: String { "\(servings) \(Plural.plural(of: glassName))" }
    /// "2 rocks glasses filled with fresh ice", "2 chilled coupe glasses".
    var intoGlasses: String { "\(servings) \(iced ? "\(Plural.plural(of: glassName)) filled with fresh \(iceWord)" : "chilled \(Plural.plural(of: glassName))")" }
}

extension InstructionComposer {
    /// Whether a stirred drink's `plan` has one line to stir and a sparkling top (a Bellini's peach purée and
    /// prosecco): there is nothing to mix in a mixing glass, so the line is poured into the chilled glass and
    /// topped there.
    static func stirsOnlyToChill(_ plan: [TechniquePlanner.Step]) -> Bool {
        plan.filter { $0.role == .stir }.count == 1 && plan.contains { $0.role == .top }
            && !plan.contains { [.muddle, .rinse, .dryShake, .heat, .simmer, .whip, .freeze].contains($0.role) }
    }

    /// The draft of a drink of `lines` made by `stated`, served in `glass` on `ice` for `servings`.
    func draft(
        lines: [RecipeLine], method stated: MixMethod, glass: String?, ice: Ice?, garnish: String?, servings: Int?, cookMinutes: Int?,
        family: String?
    ) -> DrinkDraft {
        // A hot pour over scoops of ice cream (dirty snowmen) is built in each mug, never warmed with its ice cream.
        let overScoops = stated == .built && lines.contains { Self.isFrozen($0.ingredient) }
        let hot = Self.isHot(glass: glass, lines: lines)
        let hotBatch = (servings ?? 1) > 1 && hot && [.built, .stirred, .muddled].contains(stated) && !overScoops
        var method: MixMethod = hotBatch ? .heated : stated
        var planned = planner.plan(lines: lines, method: method)
        if method == .stirred, Self.stirsOnlyToChill(planned) {
            method = .built
            planned = planner.plan(lines: lines, method: method)
        }
        // Whisking in a bowl is a built drink's step; any other method mixes those lines with the rest.
        let plan = planned.map { step in
            step.role == .whisk && ![.built, .muddled].contains(method) ? TechniquePlanner.Step(line: step.line, role: .build) : step
        }
        func role(_ roles: LineRole...) -> [RecipeLine] { plan.filter { roles.contains($0.role) }.map(\.line) }
        let muddled = plan.filter { $0.role == .muddle }.map(\.line).enumerated().sorted { a, b in
            let (x, y) = (planner.isMuddleWorthy(a.element), planner.isMuddleWorthy(b.element))
            return x != y ? x : a.offset < b.offset
        }.map(\.element)
        let brewed = method == .heated || method == .flamed ? [] : role(.heat)
        let servedHot = method == .built && hot
        let teas = brewed.filter { categories[$0.ingredient] != .water }
        let whisked = !teas.isEmpty && teas.allSatisfy { $0.ingredient.rawValue.contains("matcha") }
        let dripped = !teas.isEmpty && teas.allSatisfy { categories[$0.ingredient] == .coffee }
        let infused = !teas.isEmpty && !whisked && !dripped && teas.allSatisfy { ![.tea, .coffee].contains(categories[$0.ingredient]) }
        let simmered = role(.simmer)
        let simmeredHot = [.heated, .flamed].contains(method) || hot
        // Sugar, honey or condensed milk for a cold drink of brewed tea or simmered water is stirred into the
        // liquid while it is hot, before it cools: over ice it would not dissolve (a Thai iced tea's sugar).
        let cooledTea = !brewed.isEmpty && !servedHot && !whisked && !dripped
        let dissolved = cooledTea || (!simmered.isEmpty && !simmeredHot)
            ? plan.filter { [.build, .stir, .shake].contains($0.role) && dissolvesInHotLiquid($0.line) }.map(\.line) : []
        let glassName = Self.glassName(glass)
        let rinses = role(.rinse)
        let count = servings ?? 1
        let batch = count > 1 && rinses.isEmpty && !hot
        let tops = role(.top)
        let bowl = glassName.contains("punch bowl") || glassName.contains("pitcher")
        return DrinkDraft(
            lines: lines, method: method, plan: plan, glass: glass, ice: ice, garnish: garnish, servings: count, cookMinutes: cookMinutes,
            family: family, dissolved: dissolved, muddled: muddled, rinses: rinses, tops: tops, floats: role(.float, .light), whips: role(.whip),
            brewed: brewed, teas: teas, whisked: whisked, dripped: dripped, infused: infused, servedHot: servedHot, cooledTea: cooledTea, simmered: simmered,
            simmeredHot: simmeredHot, hot: hot, fizzyTop: tops.contains { planner.isCarbonated($0.ingredient) }, glassName: glassName, iced: Self.servedOnIce(ice: ice, glass: glass, method: method),
            iceWord: ice == .crushed ? "crushed ice" : ice == .largeCube ? "a large cube of ice" : "ice", batch: batch, bowl: bowl,
            // A pitcher is for a real batch (a punch, four glasses or more); two or three are made in their glasses.
            fewGlasses: batch && count < Self.pitcherServings && !bowl)
    }
}
