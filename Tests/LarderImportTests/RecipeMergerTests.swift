import LarderCore
import Testing
@testable import LarderImport

struct RecipeMergerTests {
    let merger = RecipeMerger(ingredients: [
        Ingredient(id: "gin", name: "Gin", category: .spirit),
        Ingredient(id: "london-dry-gin", name: "London dry gin", parent: "gin", category: .spirit),
        Ingredient(id: "campari", name: "Campari", category: .liqueur),
        Ingredient(id: "sweet-vermouth", name: "Sweet vermouth", category: .fortifiedWine),
        Ingredient(id: "soda", name: "Soda", category: .soda),
    ])

    func negroni(_ name: String, _ dataset: String, gin: IngredientID = "gin", ginAmount: String = "30 ml", extra: [RecipeLine] = []) -> Recipe {
        Recipe(
            id: RecipeID(Slug.make(name)), name: name, kind: .drink, glass: dataset == "iba" ? "lowball" : nil,
            lines: [
                RecipeLine(ingredient: gin, amount: ginAmount), RecipeLine(ingredient: "campari", amount: "30 ml"),
                RecipeLine(ingredient: "sweet-vermouth", amount: "30 ml"),
            ] + extra,
            tags: [dataset], sources: [SourceRef(dataset: dataset, record: Slug.make(name))])
    }

    @Test func sameSpecsMergeIntoOneRecipeWithEverySource() {
        let (recipes, merged) = merger.merge([
            negroni("Negroni", "opendrinks", gin: "london-dry-gin", ginAmount: "1 oz"), negroni("Negroni", "iba"),
            negroni("negroni", "bar-assistant"),
        ])
        #expect(recipes.count == 1)
        let recipe = recipes[0]
        #expect(recipe.id == "negroni")
        #expect(recipe.sources.map(\.dataset) == ["bar-assistant", "iba", "opendrinks"])
        #expect(recipe.glass == "lowball")
        #expect(recipe.variants.isEmpty)
        #expect(recipe.tags == ["bar-assistant", "iba", "opendrinks"])
        #expect(merged.map(\.id) == ["negroni"])
    }

    @Test func materiallyDifferentSpecsBecomeVariants() {
        let (recipes, _) = merger.merge([
            negroni("Negroni", "iba"),
            negroni("Negroni", "opendrinks", ginAmount: "90 ml"),
            negroni("Negroni", "bar-assistant", extra: [RecipeLine(ingredient: "soda", amount: "top up")]),
        ])
        #expect(recipes.count == 1)
        #expect(recipes[0].lines.first?.amount == "30 ml")
        #expect(recipes[0].variants.map(\.id) == ["negroni-v-bar-assistant", "negroni-v-opendrinks"])
        #expect(recipes[0].variants.map(\.name) == ["Negroni (bar-assistant)", "Negroni (opendrinks)"])
    }

    @Test func statedMethodAndGlassBeatRecognisedOnes() {
        var iba = negroni("Negroni", "iba")
        iba.method = .stirred
        iba.glass = "cocktail"
        var barAssistant = negroni("Negroni", "bar-assistant")
        barAssistant.method = .built
        barAssistant.glass = "lowball"
        let (recipes, _) = merger.merge([iba, barAssistant])
        #expect(recipes[0].method == .built)
        #expect(recipes[0].glass == "lowball")
        #expect(recipes[0].lines == iba.lines)
    }

    @Test func namesFoldCaseDiacriticsAndPunctuation() {
        #expect(RecipeMerger.nameKey("Piña Colada") == RecipeMerger.nameKey("Pina Colada"))
        #expect(RecipeMerger.nameKey("Bee's Knees") == RecipeMerger.nameKey("Bees Knees"))
        #expect(RecipeMerger.nameKey("The Last Word") == "last-word")
        #expect(RecipeMerger.nameKey("Margarita Cocktail") == "margarita")
        let (recipes, _) = merger.merge([negroni("Piña Colada", "iba"), negroni("Pina Colada", "opendrinks")])
        #expect(recipes.count == 1)
        #expect(recipes[0].name == "Piña Colada")
        #expect(recipes[0].aliases == ["Pina Colada"])
    }
}
