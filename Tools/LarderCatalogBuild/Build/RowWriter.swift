import Foundation
import GRDB
import LarderCatalog
import LarderCore

/// Turns source records into catalog rows, computing the derived columns.
enum RowWriter {
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "[]"
    }

    static func insert(_ ingredient: Ingredient, into db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO ingredient (id, name, name_folded, category, parent_id, abv, is_garnish, is_homemade, sources)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                ingredient.id.rawValue, ingredient.name, Folding.fold(ingredient.name), ingredient.category.rawValue,
                ingredient.parent?.rawValue, ingredient.abv, ingredient.isGarnish, !ingredient.parts.isEmpty,
                json(ingredient.sources.sorted()),
            ])
        let aliases = Set(ingredient.aliases.map(Folding.fold)).subtracting([Folding.fold(ingredient.name)])
        for alias in aliases.sorted() {
            try db.execute(
                sql: "INSERT INTO ingredient_alias (ingredient_id, alias) VALUES (?, ?)",
                arguments: [ingredient.id.rawValue, alias])
        }
        for part in Set(ingredient.parts).sorted() {
            try db.execute(
                sql: "INSERT INTO ingredient_part (ingredient_id, part_id) VALUES (?, ?)",
                arguments: [ingredient.id.rawValue, part.rawValue])
        }
    }

    static func insert(
        _ recipe: Recipe, ingredients: [IngredientID: Ingredient], composer: InstructionComposer,
        measures: [IngredientID: IngredientMeasure] = [:], into db: Database
    ) throws {
        // A dish's written method is its instructions (shown and searched); drinks compose theirs.
        let instructions = recipe.steps.map { $0.map(\.text) } ?? composer.compose(recipe)
        let finish = recipe.kind == .drink ? drinkFinish(
            recipe.lines, method: recipe.method, ice: recipe.ice, glass: recipe.glass, servings: recipe.servings, ingredients: ingredients,
            measures: measures) : nil
        let alcoholic = recipe.alcoholic ?? recipe.lines.contains { !$0.optional && (ingredients[$0.ingredient]?.abv ?? 0) > 0.5 }
        try db.execute(
            sql: """
                INSERT INTO recipe (id, name, name_folded, kind, category, iba, glass, method, ice, garnish, instructions,
                    abv, volume_ml, alcoholic, prep_minutes, cook_minutes, total_minutes, servings, cuisine, sources)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                recipe.id.rawValue, recipe.name, Folding.fold(recipe.name), recipe.kind.rawValue, recipe.category,
                recipe.iba, recipe.glass, recipe.method?.rawValue, recipe.ice?.rawValue, recipe.garnish,
                instructions.isEmpty ? nil : instructions.joined(separator: "\n"),
                finish.map { rounded($0.abv, 1) } ?? recipe.abv, finish?.volume.map { rounded($0, 0) },
                alcoholic, recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes, recipe.servings, recipe.cuisine,
                json(recipe.sources.sorted()),
            ])
        let aliases = Set(recipe.aliases.map(Folding.fold)).subtracting([Folding.fold(recipe.name)])
        for alias in aliases.sorted() {
            try db.execute(sql: "INSERT INTO recipe_alias (recipe_id, alias) VALUES (?, ?)", arguments: [recipe.id.rawValue, alias])
        }
        for tag in Set(recipe.tags.map { $0.lowercased() }).sorted() {
            try db.execute(sql: "INSERT INTO recipe_tag (recipe_id, tag) VALUES (?, ?)", arguments: [recipe.id.rawValue, tag])
        }
        if let level = recipe.renown {
            try db.execute(sql: "INSERT INTO recipe_renown (recipe_id, level) VALUES (?, ?)", arguments: [recipe.id.rawValue, level])
        }
        try insertLines(recipe.lines, recipe: recipe.id, variant: "", into: db)
        try insertSteps(recipe.steps ?? [], recipe: recipe.id, into: db)
        for variant in recipe.variants.sorted(by: { $0.id < $1.id }) {
            try db.execute(
                sql: "INSERT INTO recipe_variant (id, recipe_id, name, glass, method, garnish, sources) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [
                    variant.id.rawValue, recipe.id.rawValue, variant.name, variant.glass, variant.method?.rawValue,
                    variant.garnish, json(variant.sources.sorted()),
                ])
            try insertLines(variant.lines, recipe: recipe.id, variant: variant.id.rawValue, into: db)
        }
    }

    static func insertLines(_ lines: [RecipeLine], recipe: RecipeID, variant: String, into db: Database) throws {
        for (position, line) in lines.enumerated() {
            let amount = line.amount.flatMap(AmountParser.parse)
            try db.execute(
                sql: """
                    INSERT INTO recipe_line (recipe_id, variant_id, position, ingredient_id, amount_text, quantity,
                        quantity_high, unit, ml, note, optional, garnish, substitutes, container_grams)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    recipe.rawValue, variant, position, line.ingredient.rawValue, line.amount, amount?.quantity?.low,
                    amount?.quantity?.high, amount?.unit?.rawValue, amount?.millilitres.map { rounded($0, 2) }, line.note,
                    line.optional, line.garnish, json(line.substitutes),
                    ContainerWeight.grams(unit: amount?.unit, note: line.note).map { rounded($0, 2) },
                ])
        }
    }

    static func insertSteps(_ steps: [MethodStep], recipe: RecipeID, into db: Database) throws {
        for (position, step) in steps.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO recipe_step (recipe_id, position, text, ingredients, cookware, timers, temperatures_c)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    recipe.rawValue, position, step.text, json(step.ingredients), json(step.cookware), json(step.timers),
                    json(step.temperaturesCelsius),
                ])
        }
    }

    static func insert(_ rule: SubstituteRule, into db: Database) throws {
        try db.execute(
            sql: "INSERT INTO substitute (original_id, replacement_id, penalty, bidirectional, reason) VALUES (?, ?, ?, ?, ?)",
            arguments: [rule.original.rawValue, rule.replacement.rawValue, rule.penalty, rule.bidirectional, rule.reason])
    }

    static func insert(_ flavor: FlavorSources, into db: Database) throws {
        for compound in flavor.compounds.sorted(by: { $0.id < $1.id }) {
            try db.execute(sql: "INSERT INTO flavor_compound (id, name) VALUES (?, ?)", arguments: [compound.id, compound.name])
        }
        for entry in flavor.ingredientCompounds.sorted(by: { $0.ingredient < $1.ingredient }) {
            for compound in Set(entry.compounds).sorted() {
                try db.execute(
                    sql: "INSERT INTO ingredient_compound (ingredient_id, compound_id) VALUES (?, ?)",
                    arguments: [entry.ingredient.rawValue, compound])
            }
            for name in Set(entry.mappedFrom).sorted() {
                try db.execute(
                    sql: "INSERT INTO flavor_mapping (ingredient_id, source_name) VALUES (?, ?)",
                    arguments: [entry.ingredient.rawValue, name])
            }
        }
        for pairing in flavor.pairings.sorted(by: { ($0.a, $0.b) < ($1.a, $1.b) }) {
            try db.execute(
                sql: "INSERT INTO flavor_pairing (a_id, b_id, score) VALUES (?, ?, ?)",
                arguments: [pairing.a.rawValue, pairing.b.rawValue, pairing.score])
        }
    }

    /// The finished drink (ABV, and the volume unless it is measured only in parts) from the lines'
    /// liquid measures and ingredient strengths; `nil` when a poured line's ingredient is alcoholic
    /// and its strength unknown (the drink's strength is then unknown, not that of its other lines). A blended
    /// drink's whole fruit counts by its piece weight in `measures` (see ``DrinkMath/parts(of:ingredients:measures:blended:)``).
    ///
    /// The drink is the one served in the glass: optional lines (a horchata's gin) and lines served on the
    /// side (a pickleback's brine) are not in it. A "top up" line fills what room `glass` leaves each of its
    /// `servings` (``GlassSize/pour(in:ice:method:)``) once the rest is mixed, and at least
    /// ``DrinkMath/topUpMillilitres``; it is poured, not diluted. In a glass of no known size it counts as
    /// ``DrinkMath/topUpMillilitres`` with the rest.
    static func drinkFinish(
        _ lines: [RecipeLine], method: MixMethod?, ice: Ice?, glass: String? = nil, servings: Int? = nil,
        ingredients: [IngredientID: Ingredient], measures: [IngredientID: IngredientMeasure] = [:]
    ) -> (abv: Double, volume: Double?)? {
        let served = lines.filter { !$0.optional && $0.role != .side }
        let unknownStrength = served.contains { line in
            guard !line.garnish, line.role != .garnish, line.amount.flatMap(AmountParser.parse) != nil,
                let ingredient = ingredients[line.ingredient]
            else { return false }
            return ingredient.category.isAlcoholic && ingredient.abv == nil
        }
        if unknownStrength { return nil }
        let blended = method == .blended
        let isTopUp = { (line: RecipeLine) in !line.garnish && line.role != .garnish && line.amount.flatMap(AmountParser.parse)?.unit == .topUp }
        let tops = served.filter(isTopUp)
        if !tops.isEmpty, let glass, let pour = GlassSize.pour(in: glass, ice: ice, method: method) {
            let (parts, proportional) = DrinkMath.parts(of: served.filter { !isTopUp($0) }, ingredients: ingredients, measures: measures, blended: blended)
            if !proportional, let mixed = DrinkMath.finish(parts, method: method, ice: ice) {
                let glasses = Double(max(servings ?? 1, 1))
                let each = max(DrinkMath.topUpMillilitres, pour - mixed.finalVolume / glasses) * glasses / Double(tops.count)
                let alcohol = mixed.abv * mixed.finalVolume + tops.reduce(0) { $0 + each * (ingredients[$1.ingredient]?.abv ?? 0) }
                let volume = mixed.finalVolume + each * Double(tops.count)
                return (alcohol / volume, volume)
            }
        }
        let (parts, proportional) = DrinkMath.parts(of: served, ingredients: ingredients, measures: measures, blended: blended)
        guard let result = DrinkMath.finish(parts, method: method, ice: ice) else { return nil }
        return (result.abv, proportional ? nil : result.finalVolume)
    }

    static func rounded(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
