import Foundation

/// Writes recipes as schema.org `Recipe` JSON-LD, the form recipe pages publish.
public enum SchemaOrgWriter {
    /// One JSON-LD document: a `Recipe`, or a `@graph` of them.
    public static func jsonLD(_ recipes: [ImportedRecipe]) -> Data {
        let value: [String: Any] =
            recipes.count == 1
            ? ["@context": "https://schema.org"].merging(object(recipes[0])) { a, _ in a }
            : ["@context": "https://schema.org", "@graph": recipes.map(object)]
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return data ?? Data()
    }

    /// The `Recipe` object for `recipe`.
    static func object(_ recipe: ImportedRecipe) -> [String: Any] {
        var object: [String: Any] = ["@type": "Recipe", "name": recipe.title]
        object["description"] = recipe.summary
        object["recipeIngredient"] = recipe.ingredients.map(\.text)
        var instructions: [Any] = []
        var index = 0
        while index < recipe.steps.count {
            let section = recipe.steps[index].section
            var steps: [[String: Any]] = []
            while index < recipe.steps.count && recipe.steps[index].section == section {
                steps.append(["@type": "HowToStep", "text": recipe.steps[index].text])
                index += 1
            }
            if let section {
                instructions.append(["@type": "HowToSection", "name": section, "itemListElement": steps])
            } else {
                instructions += steps as [Any]
            }
        }
        object["recipeInstructions"] = instructions
        if let yield = recipe.yield {
            object["recipeYield"] = recipe.servings.map { [String($0), yield] as [Any] } ?? [yield]
        } else if let servings = recipe.servings {
            object["recipeYield"] = servings
        }
        object["prepTime"] = recipe.prepMinutes.flatMap(duration)
        object["cookTime"] = recipe.cookMinutes.flatMap(duration)
        object["totalTime"] = recipe.totalMinutes.flatMap(duration)
        let categories = [recipe.category].compactMap { $0 } + (recipe.kind == .drink && recipe.category == nil ? ["drink"] : [])
        if !categories.isEmpty { object["recipeCategory"] = categories }
        object["recipeCuisine"] = recipe.cuisine
        if !recipe.tags.isEmpty { object["keywords"] = recipe.tags.joined(separator: ", ") }
        object["url"] = recipe.sourceURL
        object["image"] = recipe.imageURL
        object["author"] = recipe.author.map { ["@type": "Person", "name": $0] }
        // Only NutritionInformation's own properties: a free-text note ("text", from Paprika) has no place there.
        let nutrition = recipe.nutrition.filter { nutritionProperties.contains($0.key) && !$0.value.isEmpty }
        if !nutrition.isEmpty {
            object["nutrition"] = nutrition.merging(["@type": "NutritionInformation"]) { a, _ in a }
        }
        return object
    }

    /// The properties schema.org gives `NutritionInformation` itself.
    static let nutritionProperties: Set<String> = [
        "calories", "carbohydrateContent", "cholesterolContent", "fatContent", "fiberContent", "proteinContent",
        "saturatedFatContent", "servingSize", "sodiumContent", "sugarContent", "transFatContent", "unsaturatedFatContent",
    ]

    /// "PT1H30M"; `nil` for a negative count, which ISO 8601 cannot say.
    static func duration(_ minutes: Int) -> String? {
        guard minutes >= 0 else { return nil }
        let hours = minutes / 60, rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }
}
