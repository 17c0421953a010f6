import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// The dish floors the builder reports (issue 10), held at what the catalog has reached.
struct DishQualityTests {
    static let courses: Set<String> = ["breakfast", "main", "side", "soup", "salad", "bread", "dessert", "snack", "sauce", "drink"]

    @Test func everyDishHasServingsTimeAndACourse() throws {
        let result = try #require(Fixture.imported)
        let quality = result.report.dishQuality
        #expect(quality.dishes >= 600)
        #expect(quality.withServings == quality.dishes)
        #expect(quality.withTotalTime == quality.dishes)
        #expect(quality.withPrepAndCookTime == quality.dishes)
        #expect(quality.withCategory == quality.dishes)
        for dish in result.sources.recipes where dish.kind == .dish {
            #expect(Self.courses.contains(dish.category ?? ""), "\(dish.id): \(dish.category ?? "none")")
            // Prep and cook times each, not only a total; no drink left among the dishes.
            #expect(dish.prepMinutes != nil && dish.cookMinutes != nil, "\(dish.id) lacks prep or cook time")
            #expect(dish.category != "drink", "\(dish.id) is a drink filed as a dish")
        }
    }

    /// Limoncello, a homemade liqueur the data set lists as food, is a drink with our written method; the
    /// Apple Pie dish owns `apple-pie` (the cocktail is `apple-pie-cocktail`) and its old id stays an alias.
    @Test func drinksFiledAsFoodMoveAndOneIDPerDish() throws {
        let recipes = try #require(Fixture.imported).sources.recipes
        let limoncello = try #require(recipes.first { $0.id == "limoncello" })
        #expect(limoncello.kind == .drink)
        #expect(limoncello.method == .infused)
        #expect((limoncello.steps?.count ?? 0) >= 3)
        #expect(limoncello.sources.contains(SourceRef(dataset: "larder")))
        let pie = try #require(recipes.first { $0.id == "apple-pie" })
        #expect(pie.kind == .dish)
        #expect(pie.aliases.map(Slug.make).contains("apple-pie-dish"))
        #expect(recipes.first { $0.id == "apple-pie-cocktail" }?.kind == .drink)
        #expect(!recipes.contains { $0.id == "apple-pie-dish" })
    }

    /// Issue 10's floors: every dish has a method of at least three steps using every required line,
    /// and at least 97 % of required lines have an amount.
    @Test func holdsTheMethodAndAmountFloorsReached() throws {
        let quality = try #require(Fixture.imported).report.dishQuality
        #expect(quality.withCompleteMethod == quality.dishes)
        #expect(quality.withMethod == quality.withCompleteMethod)
        #expect(quality.amountShare >= 0.97)
        #expect(quality.flawedNames.isEmpty)
    }

    @Test func writtenAmountsFillOnlyUnmeasuredLines() throws {
        let table = DishAmounts(amounts: ["soup": [IngredientID("salt"): "to taste", IngredientID("water"): "2 cup"]])
        var recipe = Recipe(id: RecipeID("soup"), name: "Soup", kind: .dish, lines: [
            RecipeLine(ingredient: IngredientID("salt")), RecipeLine(ingredient: IngredientID("water"), amount: "1 l"),
        ])
        #expect(table.fill(&recipe, record: nil))
        #expect(recipe.lines.map(\.amount) == ["to taste", "1 l"])
        var other = Recipe(id: RecipeID("stew"), name: "Stew", kind: .dish, lines: [RecipeLine(ingredient: IngredientID("salt"))])
        #expect(!table.fill(&other, record: "stew"))
    }

    @Test func filledFactsCreditLarder() throws {
        let result = try #require(Fixture.imported)
        // Aljotta's source gives no servings or times; ours are filled and say so.
        let aljotta = try #require(result.sources.recipes.first { $0.id == RecipeID("aljotta") })
        #expect(aljotta.servings == 4)
        #expect(aljotta.sources.contains(SourceRef(dataset: "larder")))
        #expect(aljotta.sources.contains { $0.dataset == "public-domain-recipes" })
    }

    @Test func measuresTheDishLinesAndMethods() throws {
        // Three dishes by hand: one with a complete method, one whose method misses a required line,
        // one without; 4 of the 5 required lines have an amount.
        let method = (1...3).map { MethodStep(text: "Step \($0).", ingredients: [IngredientID("flour"), IngredientID("egg")]) }
        let dishes = [
            Recipe(id: RecipeID("a"), name: "A", kind: .dish, category: "bread", lines: [
                RecipeLine(ingredient: IngredientID("flour"), amount: "2 cup"), RecipeLine(ingredient: IngredientID("egg"), amount: "1"),
                RecipeLine(ingredient: IngredientID("salt"), optional: true),
            ], prepMinutes: 5, servings: 2, steps: method),
            Recipe(id: RecipeID("b"), name: "B", kind: .dish, lines: [
                RecipeLine(ingredient: IngredientID("flour"), amount: "1 cup"), RecipeLine(ingredient: IngredientID("milk")),
            ], steps: method),
            Recipe(id: RecipeID("c"), name: "C", kind: .dish, lines: [RecipeLine(ingredient: IngredientID("sugar"), amount: "to taste")]),
            Recipe(id: RecipeID("d"), name: "Tea", kind: .dish, category: "drink"),
        ]
        let quality = DishQuality(dishes, ingredients: [])
        #expect(quality.dishes == 3)
        #expect(quality.withMethod == 2)
        #expect(quality.withCompleteMethod == 1)
        #expect(quality.requiredLines == 5)
        #expect(quality.requiredLinesWithAmount == 4)
        #expect(quality.withServings == 1 && quality.withTotalTime == 1 && quality.withCategory == 1)
    }

    @Test func flagsNamesWithMeasuresOrNotes() {
        let ingredients = [
            Ingredient(id: IngredientID("cup-neutral-oil"), name: "Cup neutral oil", category: .oil),
            Ingredient(id: IngredientID("crushed-tomato"), name: "Crushed tomato", category: .vegetable),
            Ingredient(id: IngredientID("olive-oil"), name: "Olive oil", category: .oil),
        ]
        let dish = Recipe(id: RecipeID("x"), name: "X", kind: .dish, lines: ingredients.map { RecipeLine(ingredient: $0.id) })
        #expect(DishQuality([dish], ingredients: ingredients).flawedNames == ["cup-neutral-oil"])
    }
}
