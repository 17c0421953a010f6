import LarderCore
import RecipeFormats
import Testing

@Suite struct AppFormatTests {
    func read(_ name: String) throws -> [ImportedRecipe] {
        try RecipeSourceReader.read(try Corpus.bytes(name), source: name, fileName: name)
    }

    @Test func cooklangWithFrontMatter() throws {
        let recipe = try #require(try read("negroni-spritz.cook").first)
        #expect(recipe.title == "Negroni Spritz")
        #expect(recipe.kind == .drink)
        #expect(recipe.servings == 1)
        #expect(recipe.glass == "wine glass")
        #expect(recipe.tags == ["aperitivo", "spritz"])
        #expect(recipe.ingredients.map(\.name) == ["gin", "Campari", "sweet vermouth", "prosecco", "orange slice"])
        #expect(recipe.ingredients.map(\.amount) == ["1 oz", "1 oz", "1 oz", "3 oz", "1"])
        #expect(recipe.ingredients[4].note == "halved")
        #expect(recipe.steps.map(\.text) == [
            "Build gin, Campari and sweet vermouth over ice in a wine glass.",
            "Top with prosecco and stir once for 10 seconds.",
            "Garnish with an orange slice.",
        ])
    }

    @Test func cooklangMetadataLinesAndSections() throws {
        let text = """
            >> title: Tea
            >> servings: 2
            = Brew
            Pour @water{500%ml} over @black tea{2%tsp}. -- strong
            = Serve
            Add @milk to taste.
            """
        let recipe = try CooklangReader.read(text, title: "file", source: "tea.cook")
        #expect(recipe.title == "Tea" && recipe.servings == 2)
        #expect(recipe.ingredients.map(\.name) == ["water", "black tea", "milk"])
        #expect(recipe.ingredients.map(\.amount) == ["500 ml", "2 tsp", nil])
        #expect(recipe.steps.map(\.section) == ["Brew", "Serve"])
        #expect(recipe.steps[0].text == "Pour water over black tea.")
    }

    @Test func theCocktailDB() throws {
        let recipe = try #require(try read("cocktaildb.json").first)
        #expect(recipe.title == "Gin Rickey" && recipe.kind == .drink)
        #expect(recipe.ingredients.map(\.text) == ["2 oz Gin", "1/2 oz Lime juice", "Soda water"])
        #expect(recipe.ingredients.map(\.amount) == ["2 oz", "1/2 oz", nil])
        #expect(recipe.glass == "highball glass")
        #expect(recipe.tags == ["classic", "highball", "alcoholic"])
        #expect(recipe.steps.count == 1)
    }

    @Test func mealieStyleJSON() throws {
        let recipe = try #require(try read("mealie.json").first)
        #expect(recipe.title == "Garlic Butter Rice")
        #expect(recipe.ingredients.map(\.amount) == ["1 cup", "2 tbsp", "3 clove", "1 1/2 cup"])
        #expect(recipe.steps.count == 2)
        #expect(recipe.servings == 3)
        #expect(recipe.sourceURL == "https://rice.example/garlic-butter-rice")
    }

    @Test func paprikaExportZipOfGzippedJSON() throws {
        let recipes = try read("export.paprikarecipes")
        #expect(recipes.map(\.title) == ["Tomato Bruschetta", "Mint Lemonade"])
        #expect(recipes[0].ingredients.count == 5)
        #expect(recipes[0].steps.map(\.text) == ["Toast the bread.", "Rub with garlic.", "Top with tomato, oil and salt."])
        #expect(recipes[0].prepMinutes == 10 && recipes[0].cookMinutes == 5)
        #expect(recipes[0].servings == 4)
        #expect(recipes[0].category == "starters" && recipes[0].tags == ["summer"])
        #expect(recipes[0].sourceURL == "https://bread.example/bruschetta")
        #expect(recipes[1].servings == 6 && recipes[1].yield == "6 glasses")
        #expect(recipes.map(\.kind) == [nil, .drink])
        let single = try read("single.paprikarecipe")
        #expect(single.map(\.title) == ["Mint Lemonade"])
    }

    @Test func larderExportRoundTripsEveryField() throws {
        var recipe = try #require(try read("graph-howtosection.html").first)
        recipe.kind = .dish
        recipe.glass = "bowl"
        recipe.garnish = "parsley"
        let second = ImportedRecipe(title: "Plain", ingredients: [ImportedLine("1 egg")], steps: [ImportedStep("Boil.")])
        let document = LarderExportFormat.encode([recipe, second])
        let back = try RecipeSourceReader.read(Array(document), source: "export.json")
        #expect(back == [recipe, second])
    }
}
