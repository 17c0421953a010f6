import LarderCatalog
import LarderCore
import LarderUser

/// One pantry ingredient with the amount held, if one is kept.
public struct PantryEntry: Hashable, Sendable, Codable {
    /// The ingredient's id and name.
    public var ingredient: NamedRef
    /// The amount as text in the user's units ("1 kg", "6 eggs"); `nil` when only "have".
    public var amount: String?
    /// The amount held in grams, millilitres or pieces; `nil` when only "have".
    public var quantity: KitchenQuantity?
}

/// What `have use` took from the pantry.
public struct PantryUse: Hashable, Sendable, Codable {
    /// One ingredient whose held amount the recipe used.
    public struct Change: Hashable, Sendable, Codable {
        /// The ingredient's id and name.
        public var ingredient: NamedRef
        /// The amount held before, as text in the user's units ("1 kg").
        public var before: String
        /// The amount left, as text in the user's units ("750 g", or "none left").
        public var after: String
    }

    /// The recipe cooked.
    public var recipe: NamedRef
    /// What the recipe's amounts were multiplied by (1 = as written).
    public var factor: Double
    /// The held amounts the recipe took from, in recipe order.
    public var changes: [Change]
    /// Lines whose ingredient the pantry holds an amount of but in units that do not convert.
    public var unconverted: [NamedRef]
    /// Notes on the scaling (servings asked of a recipe that gives no yield).
    public var notes: [String]
}

extension LarderSession {
    /// Adds to (`replace == false`) or sets the amount held of one ingredient, owning it; nothing is
    /// written when the name or the amount is bad. Adding to an amount in other units converts through
    /// the ingredient's measure, or replaces it when they do not convert.
    @discardableResult
    public func setPantryAmount(_ name: String, amount text: String, replace: Bool) throws(LarderError) -> PantryEntry {
        let id = try resolveIngredient(name)
        let ingredient = try kitchenIngredients([id])[id] ?? KitchenIngredient(noun: name, measure: nil, handling: .asWritten)
        let display = try listed([id]).first?.name ?? id.rawValue
        var quantity = try PantryAmountInput.parse(text, for: ingredient, name: display, allowZero: replace)
        if !replace, let held = try withUserData({ (user) throws(UserDataError) in try user.pantryAmounts() })[id] {
            if let converted = KitchenConversion.convert(quantity, to: held.dimension, measure: ingredient.measure), converted.adds(to: held) {
                quantity = KitchenQuantity(held.value + converted.value, held.dimension, unit: held.unit)
            } else if quantity.adds(to: held) {
                quantity.value += held.value
            }
        }
        try withUserData { (user) throws(UserDataError) in try user.updatePantry([id: quantity]) }
        return PantryEntry(ingredient: NamedRef(id: id.rawValue, name: display), amount: present(quantity, ingredient), quantity: quantity)
    }

    /// Every owned ingredient with its amount when one is kept, by name.
    public func pantry() throws(LarderError) -> [PantryEntry] {
        let owned = try withUserData { (user) throws(UserDataError) in try user.inventory().owned }
        return try pantry(owned: try listed(owned))
    }

    /// The pantry of an inventory already read and named, as ``pantry()`` gives it: `have list` shows both and
    /// reads the inventory and its names once.
    public func pantry(of listing: InventoryListing) throws(LarderError) -> [PantryEntry] {
        try pantry(owned: listing.owned)
    }

    /// The owned ingredients with their amounts; only those with an amount need the catalog's kitchen facts.
    private func pantry(owned: [ListedItem]) throws(LarderError) -> [PantryEntry] {
        let amounts = try withUserData { (user) throws(UserDataError) in try user.pantryAmounts() }
        let measured = owned.map { IngredientID($0.id) }.filter { amounts[$0] != nil }
        let ingredients = measured.isEmpty ? [:] : try kitchenIngredients(measured)
        return owned.map { item in
            let id = IngredientID(item.id)
            let quantity = amounts[id]
            let ingredient = ingredients[id] ?? KitchenIngredient(noun: item.id, measure: nil, handling: .asWritten)
            return PantryEntry(
                ingredient: NamedRef(id: item.id, name: item.name), amount: quantity.map { present($0, ingredient) },
                quantity: quantity)
        }
    }

    /// Takes what a cooked recipe used from the pantry's amounts (never below zero) and records the
    /// recipe as cooked today in the plan history, in one transaction. Optional and garnish lines are not taken.
    public func useRecipe(_ request: KitchenRequest) throws(LarderError) -> PantryUse {
        let id = try resolveRecipe(request.recipe)
        let detail = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipe(id.rawValue) }
        let decision = try ScaleDecision(request, name: detail.summary.name, yield: detail.servings)
        let held = try withUserData { (user) throws(UserDataError) in try user.pantryAmounts() }
        let ingredients = try kitchenIngredients(detail.lines.map(\.ingredient.id) + held.keys)
        let matcher = try barCatalog().matcher
        var coverage = PantryCoverage(held) { matcher.ancestors(of: $0) }
        let drink = detail.summary.kind == .drink
        var changed: [IngredientID] = []
        var unconverted: [NamedRef] = []
        for line in detail.lines where !line.optional && !line.garnish {
            let ingredientID = line.ingredient.id
            guard let amount = line.amount else { continue }
            let holders = coverage.holders(of: ingredientID)
            guard !holders.isEmpty else { continue }
            let ingredient = ingredients[ingredientID] ?? KitchenIngredient(noun: line.ingredient.name, measure: nil, handling: .asWritten)
            let rule = LineScaling.rule(for: amount, garnish: line.garnish, drink: drink)
            let scaled = LineScaling.scale(amount, by: decision.factor, rule: rule)
            guard var need = KitchenQuantity(scaled, solid: ingredient.handling != .poured) else { continue }
            var converts = false
            // The line's own ingredient first, then a general one held, then a kind of it; each takes what it can.
            for holder in holders where need.value > 1e-9 {
                guard let current = coverage.remaining[holder] else { continue }
                let holding = ingredients[holder] ?? ingredient
                guard
                    let converted = KitchenConversion.convert(need, to: current.dimension, measure: ingredient.measure)
                        ?? KitchenConversion.convert(need, to: current.dimension, measure: holding.measure),
                    converted.adds(to: current)
                else { continue }
                converts = true
                guard current.value > 0 else { continue }
                let taken = min(current.value, converted.value)
                coverage.remaining[holder] = KitchenQuantity(current.value - taken, current.dimension, unit: current.unit)
                need.value *= converted.value > 0 ? (converted.value - taken) / converted.value : 0
                if !changed.contains(holder) { changed.append(holder) }
            }
            if !converts { unconverted.append(NamedRef(id: ingredientID.rawValue, name: line.ingredient.name)) }
        }
        let after = coverage.remaining
        try withUserData { (user) throws(UserDataError) in
            try user.updatePantry(
                Dictionary(uniqueKeysWithValues: changed.map { ($0, after[$0]) }),
                cooked: (id, (request.servings ?? detail.servings.map { Double($0) * decision.factor }).map { Int($0.rounded()) }, today()))
        }
        let names = try Dictionary(listed(changed).map { (IngredientID($0.id), $0.name) }, uniquingKeysWith: { a, _ in a })
        return PantryUse(
            recipe: NamedRef(id: id.rawValue, name: detail.summary.name), factor: decision.factor,
            changes: changed.compactMap { ingredientID in
                guard let before = held[ingredientID], let now = after[ingredientID], let ingredient = ingredients[ingredientID] else { return nil }
                return PantryUse.Change(
                    ingredient: NamedRef(id: ingredientID.rawValue, name: names[ingredientID] ?? ingredientID.rawValue),
                    before: present(before, ingredient), after: present(now, ingredient))
            },
            unconverted: unconverted, notes: decision.note.map { [$0] } ?? [])
    }

    /// A held amount as text in the remembered units (metric when none), rounded to the nearest step.
    func present(_ quantity: KitchenQuantity, _ ingredient: KitchenIngredient) -> String {
        if quantity.value <= 0 { return "none left" }
        return KitchenFormatter.present(
            quantity, in: effectiveUnits(nil) ?? .metric, noun: ingredient.noun, pieceName: ingredient.measure?.pieceName
        ).text
    }
}

extension LarderSession {
    /// The recipes cooked (with `have use` or the planner), newest first.
    public func cookedHistory(limit: Int = 100) throws(LarderError) -> [CookedEntry] {
        try withUserData { (user) throws(UserDataError) in try user.cooked(limit: limit) }
    }
}
