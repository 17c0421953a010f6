import LarderCore
import LarderMatch

/// `larder shopping-list`: what to buy for some recipes, by aisle in a shop's order, minus the pantry.
public struct ShoppingReport: Hashable, Sendable, Codable {
    /// One ingredient to buy.
    public struct Item: Hashable, Sendable, Codable {
        /// The ingredient.
        public var ingredient: NamedRef
        /// The amounts to buy as a cook reads them ("250 g", "3 bananas", "1 1/2 cups"); several when
        /// the recipes ask in units that cannot be added.
        public var amounts: [String]
        /// The same amounts as numbers and units.
        public var quantities: [KitchenAmount]
        /// Whether some recipe gives no amount ("some", "to taste").
        public var unmeasured: Bool
        /// Whether every recipe has it only as an optional or garnish line.
        public var optional: Bool
        /// The recipes that need it, in request order.
        public var recipes: [NamedRef]
        /// What the pantry held of it and took off the list ("1 kg"), if it holds an amount that converts.
        public var pantry: String?
        /// Counts rounded up to whole pieces, and similar remarks.
        public var notes: [String]
    }

    /// One aisle of the list.
    public struct Section: Hashable, Sendable, Codable {
        /// The aisle's name ("produce", "dairy & eggs").
        public var aisle: String
        /// What to buy there, in the list's order.
        public var items: [Item]
    }

    /// One requested recipe and how it was scaled.
    public struct Request: Hashable, Sendable, Codable {
        /// The recipe.
        public var recipe: NamedRef
        /// The scale its amounts were multiplied by (1: as written).
        public var factor: Double
        /// The servings asked for, or the recipe's own servings times the factor; `nil` when it states none.
        public var servings: Double?
    }

    /// The recipes asked for, in request order.
    public var recipes: [Request]
    /// The measurement system the amounts are written in.
    public var units: MeasurementSystem
    /// Required items by aisle, in the shop's order.
    public var sections: [Section]
    /// Items only optional or garnish lines ask for, listed apart.
    public var optional: [Item]
    /// Items the pantry's amounts cover in full.
    public var covered: [Item]
    /// Recipes without a yield scaled as one serving, and similar remarks.
    public var notes: [String]

    /// Whether nothing needs buying.
    public var isEmpty: Bool { sections.isEmpty && optional.isEmpty }
}

extension BarCatalog {
    /// The shopping list for scaled `requests` under `inventory`: each item's lines scaled (pinches
    /// and a dish's garnish gently, "to taste" not at all), summed in units that add up through the
    /// ingredient's measure, minus the `pantry`'s amounts, then rounded up to what a shop sells.
    ///
    /// `extra` holds the lines of requested recipes the catalog does not hold (the user's own).
    /// `ingredients` is asked once for the kitchen facts of the listed ingredients.
    public func shoppingList(
        _ requests: [(recipe: RecipeID, factor: Double, servings: Double?)], inventory: Inventory,
        pantry: [IngredientID: KitchenQuantity], units: MeasurementSystem, notes: [String] = [], extra: [ShoppingLine] = [],
        ingredients facts: ([IngredientID]) throws(LarderError) -> [IngredientID: KitchenIngredient]
    ) throws(LarderError) -> ShoppingReport {
        let list: ShoppingList
        var coverage = PantryCoverage(pantry) { matcher.ancestors(of: $0) }
        // Lemons held by count count against lemon juice lines, so the juice must be listed to come off.
        let tracked = coverage.tracked.union(JuiceFruits.heldFruit(in: pantry))
        do {
            let closure = matcher.closure(of: inventory)
            // The user's own recipes come in through `extra` only, all their lines, even when the matcher holds them too.
            let own = Set(extra.map(\.recipe))
            let fromCatalog = try matcher.shoppingList(
                for: requests.filter { matcher.contains($0.recipe) && !own.contains($0.recipe) }.map { ShoppingRequest(recipe: $0.recipe, scale: $0.factor) }, in: closure,
                tracked: tracked)
            list = matcher.adding(extra, to: fromCatalog, in: closure, tracked: tracked)
        } catch {
            throw .match(error)
        }
        let ingredients = try facts(list.sections.flatMap { $0.items.map(\.ingredient) } + pantry.keys)
        var sections: [ShopAisle: [ShoppingReport.Item]] = [:]
        var optional: [ShoppingReport.Item] = []
        var covered: [ShoppingReport.Item] = []
        for section in list.sections {
            for item in section.items {
                let ingredient = ingredients[item.ingredient]
                    ?? KitchenIngredient(noun: name(of: item.ingredient), category: section.category, measure: nil)
                var tally = KitchenTally(ingredient)
                for need in item.needs {
                    let drink = self.recipes[need.recipe]?.kind == .drink
                    tally.add(
                        need.amount.map { amount in
                            LineScaling.scale(amount, by: need.scale, rule: LineScaling.rule(for: amount, garnish: need.garnish, drink: drink))
                        }, from: need.recipe.rawValue)
                }
                var pantryTexts: [String] = []
                var notes: [String] = []
                let holders = coverage.holders(of: item.ingredient)
                for holder in holders {
                    guard let held = coverage.remaining[holder], held.value > 0, !tally.isCovered else { continue }
                    let holding = ingredients[holder] ?? ingredient
                    let suffix = holder == item.ingredient ? "" : " (\(name(of: holder)))"
                    // Converted through the line's own measure: the general flour held weighs as the kind asked for.
                    if let taken = tally.subtract(held) {
                        pantryTexts.append(
                            KitchenFormatter.present(held, in: units, noun: holding.noun, pieceName: holding.measure?.pieceName).text + suffix)
                        let back = KitchenConversion.convert(taken, to: held.dimension, measure: ingredient.measure)
                            ?? KitchenConversion.convert(taken, to: held.dimension, measure: holding.measure)
                        let used = back.flatMap { $0.adds(to: held) ? $0.value : nil } ?? held.value
                        coverage.remaining[holder]?.value = max(0, held.value - used)
                    } else if !tally.totals.isEmpty {
                        notes.append("\(KitchenFormatter.present(held, in: units, noun: holding.noun).text)\(suffix) in the pantry does not convert to these units")
                    }
                    tally.coverUnmeasured()
                }
                var fruitHeld = false
                // Whole fruit held squeezes into the juice a line asks for: 3 lemons hold 3 × 46.5 ml.
                if let fruit = JuiceFruits.table[item.ingredient], let held = coverage.remaining[fruit.fruit], JuiceFruits.isWholeFruit(held),
                    held.value > 0, !tally.isCovered, let taken = tally.subtract(.millilitres(held.value * fruit.millilitresPerFruit))
                {
                    fruitHeld = true
                    let holding = ingredients[fruit.fruit]
                    pantryTexts.append(
                        KitchenFormatter.present(held, in: units, noun: holding?.noun ?? fruit.noun, pieceName: holding?.measure?.pieceName).text
                            + " (\(name(of: fruit.fruit)))")
                    coverage.remaining[fruit.fruit]?.value = max(0, held.value - taken.value / fruit.millilitresPerFruit)
                    tally.coverUnmeasured()
                }
                let pantryText: String? = pantryTexts.isEmpty ? nil : pantryTexts.joined(separator: " + ")
                var amounts = tally.shoppingAmounts(in: units)
                var aisle = ShopAisle(ingredient: item.ingredient, category: section.category)
                // Lemon and lime juice are bought as the fruit, by the juice each one gives.
                let left = tally.totals.filter { $0.value > 1e-9 }
                if let at = left.firstIndex(where: { $0.dimension == .volume }), at < amounts.count,
                    let fruit = JuiceFruits.amount(for: item.ingredient, juice: left[at], units: units)
                {
                    amounts[at] = fruit
                    aisle = .produce
                }
                // Amounts in units that do not add ("1 cup + 250 g") each say which recipes ask for them.
                let origins = tally.shoppingOrigins
                if amounts.count > 1, origins.count == amounts.count, Set(origins).count > 1 {
                    for index in amounts.indices where !origins[index].isEmpty {
                        amounts[index].text += " for " + origins[index].map { name(of: RecipeID($0)) }.joined(separator: ", ")
                    }
                }
                if tally.totals.contains(where: { $0.dimension == .count && $0.value > 1e-9 && abs($0.value - $0.value.rounded()) > 0.01 }) {
                    notes.append("rounded up to whole pieces")
                }
                let entry = ShoppingReport.Item(
                    ingredient: ref(item.ingredient), amounts: amounts.map(\.text), quantities: amounts,
                    unmeasured: tally.unmeasured || !tally.unquantified.isEmpty, optional: item.optional,
                    recipes: item.recipes.uniqued().map(ref), pantry: pantryText, notes: notes)
                if tally.isCovered || ((!holders.isEmpty || fruitHeld) && amounts.isEmpty && !entry.unmeasured) {
                    covered.append(entry)
                } else if item.optional {
                    optional.append(entry)
                } else {
                    sections[aisle, default: []].append(entry)
                }
            }
        }
        let byName: (ShoppingReport.Item, ShoppingReport.Item) -> Bool = { $0.ingredient.name < $1.ingredient.name }
        return ShoppingReport(
            recipes: requests.map { ShoppingReport.Request(recipe: ref($0.recipe), factor: $0.factor, servings: $0.servings) },
            units: units,
            sections: sections.keys.sorted().map { ShoppingReport.Section(aisle: $0.rawValue, items: (sections[$0] ?? []).sorted(by: byName)) },
            optional: optional.sorted(by: byName), covered: covered.sorted(by: byName), notes: notes)
    }
}

extension ShoppingReport {
    /// Gives the recipes in `names` (id → name) their names, for recipes the catalog does not hold.
    mutating func renameRecipes(_ names: [String: String]) {
        func renamed(_ ref: NamedRef) -> NamedRef { names[ref.id].map { NamedRef(id: ref.id, name: $0) } ?? ref }
        func renamed(_ item: Item) -> Item {
            var item = item
            item.recipes = item.recipes.map(renamed)
            return item
        }
        recipes = recipes.map { request in
            var request = request
            request.recipe = renamed(request.recipe)
            return request
        }
        sections = sections.map { section in
            var section = section
            section.items = section.items.map(renamed)
            return section
        }
        optional = optional.map(renamed)
        covered = covered.map(renamed)
    }
}
