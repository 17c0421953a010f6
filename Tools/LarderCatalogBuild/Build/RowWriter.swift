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
        let finish = recipe.kind == .drink ? DrinkMath.served(
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

    static func rounded(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
