import Foundation
import LarderCore

/// Reads TheCocktailDB's JSON: `{"drinks": [{"strDrink": …, "strIngredient1": …, "strMeasure1": …}]}`.
enum CocktailDBReader {
    static func read(_ object: [String: Any], source: String) throws(RecipeFormatError) -> [ImportedRecipe] {
        guard let drinks = object["drinks"] as? [Any], !drinks.isEmpty else {
            throw .noRecipe(source: source, why: "TheCocktailDB answer has no drinks")
        }
        let recipes = drinks.compactMap { ($0 as? [String: Any]).flatMap(drink) }
        guard !recipes.isEmpty else { throw .noRecipe(source: source, why: "no drink in TheCocktailDB answer has a name") }
        return recipes
    }

    static func drink(_ object: [String: Any]) -> ImportedRecipe? {
        func field(_ key: String) -> String? {
            guard let value = object[key] as? String else { return nil }
            let text = TextCleaner.inline(value)
            return text.isEmpty ? nil : text
        }
        guard let name = field("strDrink") else { return nil }
        var recipe = ImportedRecipe(title: name, kind: .drink)
        for index in 1...30 {
            guard let ingredient = field("strIngredient\(index)") else { continue }
            let measure = field("strMeasure\(index)") ?? ""
            recipe.ingredients.append(ImportedLine(measure.isEmpty ? ingredient : "\(measure) \(ingredient)"))
        }
        recipe.steps = (field("strInstructions").map { TextCleaner.lines($0) } ?? []).map { ImportedStep($0) }
        recipe.glass = field("strGlass")?.lowercased()
        recipe.category = field("strCategory")?.lowercased()
        recipe.tags = (field("strTags") ?? "").split(separator: ",").map { $0.trimmingWhitespace().lowercased() }.filter { !$0.isEmpty }
        if let alcoholic = field("strAlcoholic")?.lowercased(), !recipe.tags.contains(alcoholic) { recipe.tags.append(alcoholic) }
        recipe.imageURL = field("strDrinkThumb").flatMap { SchemaRecipe.url($0) }
        recipe.sourceURL = field("strSource").flatMap { SchemaRecipe.url($0) }
        return recipe
    }
}
