import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// Our dish methods in Cooklang: mentions, timers, temperatures and metadata.
struct CooklangRecipeTests {
    static let text = """
        >> servings: 8
        >> prep: 15
        >> cook: 1 hour
        >> category: bread
        -- a comment the reader skips

        Heat the oven to 180°C and butter a 23 × 13 cm #loaf pan{}.

        Mash @bananas{3} with @butter{115%g}(melted), then stir in @brown sugar{150%g}
        and @?walnuts{50%g}.

        Bake until a skewer comes out clean, ~{55-60%minutes}; cool for ~{1%hour}.
        """

    @Test func readsMetadataStepsAndMentions() throws {
        let recipe = try CooklangRecipe(Self.text)
        #expect(recipe.metadata["servings"] == "8")
        #expect(recipe.metadata["cook"] == "1 hour")
        #expect(recipe.steps.count == 3)
        #expect(recipe.steps[0].text == "Heat the oven to 180 °C and butter a 23 × 13 cm loaf pan.")
        #expect(recipe.steps[0].cookware == ["loaf pan"])
        #expect(recipe.steps[0].temperaturesCelsius == [180])
        let mentions = recipe.steps[1].mentions
        #expect(mentions.map(\.name) == ["bananas", "butter", "brown sugar", "walnuts"])
        #expect(mentions.map(\.amount) == ["3", "115 g", "150 g", "50 g"])
        #expect(mentions[1].note == "melted")
        #expect(mentions.map(\.optional) == [false, false, false, true])
        #expect(recipe.steps[1].text == "Mash bananas with butter, then stir in brown sugar and walnuts.")
        #expect(recipe.steps[2].timers == [StepTimer(minutes: 55, maxMinutes: 60), StepTimer(minutes: 60)])
        #expect(recipe.steps[2].text == "Bake until a skewer comes out clean, 55–60 minutes; cool for 1 hour.")
    }

    /// A step reads as a cook says it: three eggs are "eggs" even when the mention names one egg, while a
    /// measured amount keeps the name as written (two cloves of garlic stay "garlic", eight sheets of rice
    /// paper "rice paper").
    @Test func aCountOfMoreThanOneReadsInThePlural() throws {
        let recipe = try CooklangRecipe(
            "Whisk @egg{3} with @sugar{80%g}, add @bay leaf{2}, @onion{1-2}, @lemon{1}, @garlic{2%cloves} and @rice paper{8%sheet}.")
        #expect(recipe.steps[0].text == "Whisk eggs with sugar, add bay leaves, onions, lemon, garlic and rice paper.")
        #expect(recipe.steps[0].mentions.map(\.name) == ["egg", "sugar", "bay leaf", "onion", "lemon", "garlic", "rice paper"])
    }

    @Test func aBrokenMentionIsAnErrorWithItsLine() {
        #expect(throws: CooklangRecipe.SyntaxError.self) { try CooklangRecipe("Stir in @flour{2%cup.") }
        #expect(throws: CooklangRecipe.SyntaxError.self) { try CooklangRecipe(">> servings 4") }
        // A length is no catalog unit: "2 cm" of ginger must not become "2 gingers". A decilitre is one.
        #expect(throws: CooklangRecipe.SyntaxError.self) { try CooklangRecipe("Grate @ginger{2%cm}.") }
        let milk = try? CooklangRecipe("Pour @milk{9%dl}.")
        #expect(milk?.steps.first?.mentions.first?.amount == "9 dl")
        let stalks = try? CooklangRecipe("Chop @celery{2%stalk}.")
        #expect(stalks?.steps.first?.mentions.first?.amount == "2 stalk")
    }

    @Test func stepsPrintInFahrenheitAsOvenDialsRead() {
        // 180 °C = 356 °F, an oven dial's 350 °F; 120 °C sugar = 248 °F exactly.
        let step = MethodStep(text: "Bake at 180 °C; boil the syrup to 120 °C.", temperaturesCelsius: [180, 120])
        #expect(step.text(in: .customary) == "Bake at 350 °F; boil the syrup to 248 °F.")
        #expect(step.text(in: .metric) == step.text)
        #expect(MethodStep.fahrenheit(220) == 425)
        #expect(MethodStep.fahrenheit(200) == 400)
    }

    @Test func temperatureRangesAreDataAndConvertAsOne() throws {
        // 200 °C = 392 °F → 400 on a dial, 220 °C = 428 °F → 425; 18 °C = 64.4 → 64, 22 °C = 71.6 → 72.
        let recipe = try CooklangRecipe("Bake at 200-220°C.\n\nFerment at 18–22 °C, then chill to 4°C. Cut 2-3 cm pieces.")
        #expect(recipe.steps[0].text == "Bake at 200–220 °C.")
        #expect(recipe.steps[0].temperaturesCelsius == [200, 220])
        #expect(recipe.steps[1].temperaturesCelsius == [18, 22, 4])
        #expect(recipe.steps[1].text == "Ferment at 18–22 °C, then chill to 4 °C. Cut 2-3 cm pieces.")
        let oven = MethodStep(text: recipe.steps[0].text, temperaturesCelsius: recipe.steps[0].temperaturesCelsius)
        #expect(oven.text(in: .customary) == "Bake at 400–425 °F.")
        let cellar = MethodStep(text: recipe.steps[1].text, temperaturesCelsius: recipe.steps[1].temperaturesCelsius)
        // 2 cm = 0.79 in → 3/4; 3 cm = 1.18 in → 1 1/4 (nearest quarter inch).
        #expect(cellar.text(in: .customary) == "Ferment at 64–72 °F, then chill to 39 °F. Cut 3/4–1 1/4 inch pieces.")
    }

    @Test func aMethodGivesTheDishItsLinesAndFacts() throws {
        var dish = SourceRecipe(kind: .dish, name: "Banana Bread", source: SourceRef(dataset: "public-domain-recipes", record: "banana-bread"))
        DishMethods.apply(try CooklangRecipe(Self.text), to: &dish)
        #expect(dish.servings == 8)
        #expect(dish.prepMinutes == 15)
        #expect(dish.cookMinutes == 60)
        #expect(dish.category == "bread")
        #expect(dish.lines.map(\.name) == ["bananas", "butter", "brown sugar", "walnuts"])
        #expect(dish.lines[1].amount == Amount(115, .g))
        #expect(dish.lines[3].optional)
    }
}
