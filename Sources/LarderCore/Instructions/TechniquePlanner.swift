/// Decides what a bartender does with each line of a drink: the technique model the composer writes
/// from and the builder's quality report checks.
///
/// A role stated by our curation wins. Otherwise: garnish lines garnish; carbonated lines are
/// topped after mixing (never shaken, stirred or blended); egg white and aquafaba are dry-shaken
/// first in a shaken drink; whipped cream is spooned on top (unless blended); herbs, sugar cubes and cut fruit are muddled; in a built drink whose
/// herbs or sugar cube are muddled, the sugar, citrus juice and bitters join the muddle; a heated
/// drink warms its liquids; the rest follows the method.
///
///     let plan = TechniquePlanner(ingredients: catalog).plan(mojito)
///     // mint, sugar, lime juice → muddle; white rum → build; soda water → top
public struct TechniquePlanner: Sendable {
    /// One line and what is done with it.
    public struct Step: Sendable, Equatable {
        /// The recipe line the step is for.
        public var line: RecipeLine
        /// What is done with the line: the curated role when the line states one, otherwise the planner's.
        public var role: LineRole
    }

    let categories: [IngredientID: IngredientCategory]

    /// A planner that knows each ingredient's category.
    public init(ingredients: [Ingredient]) {
        var categories: [IngredientID: IngredientCategory] = [:]
        for ingredient in ingredients { categories[ingredient.id] = ingredient.category }
        self.categories = categories
    }

    /// Ingredients that are poured hot (not heated in a pan, not hot sauces).
    public static let hotLines: Set<String> = [
        "hot-water", "boiling-water", "hot-coffee", "hot-espresso", "hot-milk", "hot-chocolate", "hot-cocoa", "hot-tea", "hot-black-tea", "hot-apple-cider",
    ]

    /// The method a drink is made by: its own, else built.
    public static func method(of recipe: Recipe) -> MixMethod {
        recipe.method ?? .built
    }

    /// The role of every line of `recipe`, in line order.
    ///
    /// - Complexity: O(n) in the number of lines.
    public func plan(_ recipe: Recipe) -> [Step] {
        plan(lines: recipe.lines, method: Self.method(of: recipe))
    }

    /// The role of every line, for a given method.
    public func plan(lines: [RecipeLine], method: MixMethod) -> [Step] {
        var steps = lines.map { Step(line: $0, role: $0.role ?? derivedRole($0, method: method)) }
        // Tea leaves or bags are brewed in the drink's hot water first, whatever the method.
        if method != .heated, method != .fermented, steps.contains(where: { $0.line.role == nil && isTeaToBrew($0.line) }) {
            let water = steps.indices.filter { categories[steps[$0].line.ingredient] == .water && steps[$0].line.role == nil }
            for index in steps.indices where steps[index].line.role == nil && isTeaToBrew(steps[index].line) { steps[index].role = .heat }
            if let first = water.first { steps[first].role = .heat }
        }
        // A built or muddled drink whose solids are muddled muddles its sugar, citrus and bitters with them.
        let muddlesSolids = steps.contains { $0.role == .muddle && isMuddleWorthy($0.line) }
        if muddlesSolids && (method == .built || method == .muddled || method == .swizzled) {
            let sugarCube = steps.contains { $0.role == .muddle && $0.line.ingredient.rawValue.contains("sugar-cube") }
            // Granulated or powdered sugar muddled with the leaves (a julep's) is wetted with a spoonful of water.
            let sugar = steps.contains { step in
                let raw = step.line.ingredient.rawValue
                return step.line.role == nil && step.role == .build && (raw == "sugar" || raw.hasSuffix("-sugar"))
            }
            for index in steps.indices where steps[index].line.role == nil && steps[index].role == .build {
                let line = steps[index].line
                // A sugar cube is wetted with its dash of water as it is crushed.
                let wetting = categories[line.ingredient] == .water && (sugarCube || (sugar && Self.isSpoonful(line)))
                if joinsMuddle(line.ingredient) || wetting { steps[index].role = .muddle }
            }
        }
        return steps
    }

    func derivedRole(_ line: RecipeLine, method: MixMethod) -> LineRole {
        if line.garnish { return .garnish }
        let id = line.ingredient.rawValue
        if line.amount.map({ $0.lowercased().contains("rinse") }) == true { return .rinse }
        if line.amount.map({ $0.lowercased().contains("float") }) == true { return .float }
        if method == .fermented { return .ferment }
        // Whipped cream crowns a drink; it is never poured in, shaken or heated with the rest.
        if Self.isWhippedCream(line.ingredient) && method != .blended { return .float }
        if isMuddleWorthy(line) && ![.blended, .layered, .heated].contains(method) { return .muddle }
        if line.amount.flatMap(AmountParser.parse)?.unit == .topUp && method != .layered { return .top }
        if isCarbonated(line.ingredient) && method != .layered && method != .heated { return .top }
        switch method {
        case .shaken, .dryShaken, .thrown:
            if isEgg(line.ingredient) { return .dryShake }
            if isMuddleWorthy(line) { return .muddle }
            return .shake
        case .stirred:
            return isMuddleWorthy(line) ? .muddle : .stir
        case .built, .muddled, .swizzled, .infused:
            if isEgg(line.ingredient) && method != .swizzled { return .dryShake }
            return isMuddleWorthy(line) ? .muddle : .build
        case .fermented:
            return .ferment
        case .blended:
            return .blend
        case .layered:
            return .layer
        case .heated:
            return Self.hotLines.contains(id) ? .build : .heat
        case .flamed:
            return .heat
        }
    }

    /// Whipped cream or a whipped topping: spooned on top of the finished drink.
    public static func isWhippedCream(_ id: IngredientID) -> Bool {
        // Whipped cream vodka is a flavoured vodka, shaken with the rest.
        (id.rawValue.contains("whipped-cream") || id.rawValue.contains("whipped-topping")) && !id.rawValue.hasSuffix("-vodka")
    }

    /// Sparkling lines: soda, tonic, beer, cola, sparkling wine.
    public func isCarbonated(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        // A concentrate (frozen lemonade concentrate) is a still base the soda is added to, not a sparkling top.
        if raw.contains("syrup") || raw.contains("bitters") || raw.contains("liqueur") || raw.contains("vodka") || raw.contains("juice") || raw.contains("concentrate") {
            return false
        }
        if categories[id] == .baking { return false }
        if categories[id] == .soda || categories[id] == .beer { return true }
        let words = raw.split(separator: "-").map(String.init)
        let sparkling: Set<String> = [
            "soda", "tonic", "champagne", "prosecco", "cava", "sparkling", "seltzer", "cola", "coke", "sprite", "7up", "lemonade",
            "lager", "beer", "ale", "stout", "cremant", "spumante", "perrier", "pepsi", "schweppes",
        ]
        return words.contains(where: sparkling.contains) && categories[id] != .fruit && categories[id] != .syrup
    }

    /// Tea given as leaves or bags (not as a brewed volume), to be steeped before mixing.
    public func isTeaToBrew(_ line: RecipeLine) -> Bool {
        guard categories[line.ingredient] == .tea, !line.garnish else { return false }
        let raw = line.ingredient.rawValue
        if raw.contains("iced-tea") || raw.contains("concentrate") || raw.contains("kombucha") { return false }
        if raw.contains("bag") || raw.contains("leaf") || raw.contains("leaves") || raw.contains("loose") { return true }
        guard let amount = line.amount.flatMap(AmountParser.parse) else { return raw.contains("bag") || raw.contains("leaf") || raw.contains("loose") }
        return amount.unit?.millilitres == nil || amount.unit == .tsp || amount.unit == .tbsp
    }

    /// Egg white, whole egg, yolk or aquafaba: emulsified by a dry shake.
    public func isEgg(_ id: IngredientID) -> Bool {
        // Eggnog is a mixer, not an egg to emulsify.
        guard !id.rawValue.hasPrefix("eggnog") else { return false }
        return categories[id] == .egg || id.rawValue.hasPrefix("egg") || id.rawValue.contains("aquafaba")
    }

    /// Solids a bartender presses before mixing: leaves and herbs, a sugar cube, fruit counted in
    /// pieces (wedges, chunks, berries), fresh ginger, cucumber. Juices, syrups and garnishes are not.
    public func isMuddleWorthy(_ line: RecipeLine) -> Bool {
        guard !line.garnish else { return false }
        let raw = line.ingredient.rawValue
        if raw == "sugar-cube" || raw.hasSuffix("-sugar-cube") { return true }
        if raw.contains("juice") || raw.contains("syrup") || raw.contains("puree") || raw.contains("liqueur")
            || raw.hasSuffix("jam") || raw.contains("bitters") || raw == "water" || raw.hasSuffix("-water") || raw.contains("extract") || raw.contains("powder")
        {
            return false
        }
        let counted = line.amount.map { text in !text.contains("ml") && !text.contains("oz") && !text.contains("cl") && !text.contains("cup") } ?? true
        // Fruit cut into thin slices or rounds (a sangria's) soaks in the drink, and a passion fruit's scooped
        // pulp is shaken as it is: neither is pressed.
        if let note = line.note?.lowercased(), ["thinly sliced", "rounds", "thin slice", "pulp"].contains(where: note.contains) { return false }
        switch categories[line.ingredient] {
        case .herb: return !raw.contains("dried") && !raw.contains("powder")
        case .fruit, .vegetable: return counted && !raw.contains("peel") && !raw.contains("twist") && !raw.contains("zest")
        default: return raw.hasPrefix("mint") || raw.hasPrefix("basil") || raw == "cucumber" || raw == "fresh-ginger"
        }
    }

    /// Fresh leaves that shred when muddled (mint, basil, shiso, sage), by category or name.
    public func isLeafy(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        guard !raw.contains("dried"), !raw.contains("seed"), !raw.contains("powder") else { return false }
        return categories[id] == .herb || raw.hasPrefix("mint") || raw.hasPrefix("basil") || raw.contains("leaves") || raw.hasSuffix("-leaf")
    }

    /// A line of a spoonful or two (at most 15 ml, or in teaspoons or a tablespoon): enough to wet sugar.
    static func isSpoonful(_ line: RecipeLine) -> Bool {
        guard let amount = line.amount.flatMap(AmountParser.parse), let unit = amount.unit else { return false }
        if unit == .tsp || unit == .barspoon || unit == .dash || unit == .splash { return true }
        guard let ml = unit.millilitres, let quantity = amount.quantity?.value else { return false }
        return ml * quantity <= 15
    }

    /// Lines that join muddled solids in a built drink: sugar and syrups, citrus juice, bitters.
    func joinsMuddle(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        if raw == "sugar" || raw.hasSuffix("-sugar") || raw == "simple-syrup" || raw == "sugar-syrup" { return true }
        if raw == "lime-juice" || raw == "lemon-juice" { return true }
        return categories[id] == .bitters
    }
}
