import Foundation
import LarderCore
import RecipeFormats
import Testing

@Suite struct WebPageTests {
    func read(_ name: String) throws -> [ImportedRecipe] {
        try RecipeSourceReader.read(try Corpus.bytes(name), source: name, fileName: name)
    }

    /// Structures seen on a large recipe site's page (our own words): a top-level array with a breadcrumb
    /// list first, durations with a zero day part (`P0DT0H15M`), a count with a size in brackets and no unit,
    /// steps ending in a newline, null nutrition fields and an empty cuisine list.
    @Test func dayPartDurationsAndASizeNoteAfterACount() throws {
        let page = """
            <html><head><script type="application/ld+json">[{"@context":"http://schema.org","@type":"BreadcrumbList",
            "itemListElement":[{"@type":"ListItem","position":1,"item":{"@id":"https://example.org/","name":"Home","image":null}}]},
            {"@context":"http://schema.org","@type":"Recipe","name":"Test Flatbread Supper","prepTime":"P0DT0H20M",
            "cookTime":"P0DT0H12M","totalTime":"P0DT1H5M","recipeYield":"3 flatbreads",
            "recipeIngredient":["3 (25 cm) flatbreads","2  ripe tomatoes, cut up ","½ cup grated hard cheese"],
            "recipeInstructions":[{"@type":"HowToStep","text":"Heat the oven.\\n"},{"@type":"HowToStep","text":"Top and bake.\\n"}],
            "recipeCuisine":[],"nutrition":{"@type":"NutritionInformation","calories":"400 calories","sugarContent":null}}]
            </script></head><body></body></html>
            """
        let recipes = try RecipeSourceReader.read(Array(page.utf8), source: "page.html", fileName: "page.html")
        let recipe = try #require(recipes.first)
        #expect(recipes.count == 1)
        #expect(recipe.title == "Test Flatbread Supper")
        #expect(recipe.prepMinutes == 20)
        #expect(recipe.cookMinutes == 12)
        #expect(recipe.totalMinutes == 65)
        #expect(recipe.yield == "3 flatbreads")
        #expect(recipe.ingredients.count == 3)
        #expect(recipe.steps.map(\.text) == ["Heat the oven.", "Top and bake."])
        let flatbreads = recipe.ingredients[0]
        #expect(flatbreads.amount == "3")
        #expect(flatbreads.name == "flatbreads")
        #expect(flatbreads.note == "25 cm")
        #expect(recipe.ingredients[1].name == "ripe tomatoes")
        #expect(recipe.ingredients[1].note == "cut up")
    }

    @Test func graphWithHowToSectionsYieldListNutritionAndEntities() throws {
        let recipes = try read("graph-howtosection.html")
        #expect(recipes.count == 1)
        let soup = try #require(recipes.first)
        #expect(soup.title == "Weeknight Lentil Soup & Toast")
        #expect(soup.ingredients.count == 8)
        #expect(soup.steps.count == 5)
        #expect(soup.steps.map(\.section) == ["Soup", "Soup", "Soup", "Toast & serve", "Toast & serve"])
        #expect(soup.steps[2].text == "Add the lentils, tomatoes and stock. Simmer for 25–30 minutes, until the lentils collapse.")
        #expect(soup.steps[3].text == "Toast the bread and rub it with a cut clove of garlic.")
        #expect(soup.servings == 4)
        #expect(soup.yield == "4 bowls")
        #expect(soup.prepMinutes == 15)
        #expect(soup.cookMinutes == 65)
        #expect(soup.totalMinutes == 80)
        #expect(soup.nutrition["calories"] == "310 kcal")
        #expect(soup.nutrition["proteinContent"] == "17 g")
        #expect(soup.category == "soup")
        #expect(soup.tags == ["main", "lentils", "vegetarian", "winter"])
        #expect(soup.cuisine == "Mediterranean")
        #expect(soup.author == "Ana Test")
        #expect(soup.sourceURL == "https://kitchen.example/lentil-soup/")
        #expect(soup.imageURL == "https://kitchen.example/img/soup-1x1.jpg")
        #expect(soup.kind == nil)
    }

    @Test func ingredientLinesUseTheAmountParser() throws {
        let lines = try #require(try read("graph-howtosection.html").first).ingredients
        // Expected by hand from the page's text.
        #expect(lines[0].amount == "1 tbsp" && lines[0].name == "olive oil")
        #expect(lines[1].amount == "1" && lines[1].name == "onion" && lines[1].note == "finely chopped")
        #expect(lines[2].amount == "2-3 clove" && lines[2].name == "garlic" && lines[2].note == "crushed")
        #expect(lines[3].amount == "1 1/2 cup" && lines[3].name == "red lentils")
        #expect(lines[4].amount == "1 can" && lines[4].name == "chopped tomatoes")
        #expect(lines[6].amount == "1/2 tsp" && lines[6].name == "ground cumin")
        #expect(lines[7].amount == nil && lines[7].name == "salt" && lines[7].note == "to taste")
    }

    @Test func topLevelArrayWithNumericYieldAndVulgarFractions() throws {
        let recipes = try read("top-level-array.html")
        #expect(recipes.map(\.title) == ["Brown Butter Shortbread"])
        let shortbread = recipes[0]
        #expect(shortbread.servings == 24)
        #expect(shortbread.yield == "24")
        #expect(shortbread.cookMinutes == 18)
        #expect(shortbread.steps.count == 3)
        #expect(shortbread.ingredients.map(\.amount) == ["2 1/4 cup", "1 cup", "1/2 cup", "1/4 tsp", "1 tsp"])
        #expect(shortbread.ingredients[4].optional)
        #expect(shortbread.ingredients[4].name == "vanilla extract")
        #expect(shortbread.ingredients[1].note == "browned and cooled")
    }

    @Test func recipeNestedInMainEntityWithTypeListAndHTMLInstructions() throws {
        let recipe = try #require(try read("nested-main-entity.html").first)
        #expect(recipe.title == "Quick Pickled Red Onions")
        #expect(recipe.ingredients.count == 4)
        #expect(recipe.ingredients[1].amount == "1/2 cup" && recipe.ingredients[1].name == "cider vinegar")
        #expect(recipe.steps.map(\.text) == [
            "Pack the onion into a clean jar.", "Warm the vinegar with the sugar and salt until they dissolve.",
            "Pour over the onion and leave for 30 minutes.",
        ])
        #expect(recipe.yield == "Makes 1 jar" && recipe.servings == 1)
        #expect(recipe.totalMinutes == 35)
    }

    @Test func severalRecipesOnOnePageSurviveABrokenBlock() throws {
        let recipes = try read("two-recipes-one-broken-block.html")
        #expect(recipes.map(\.title) == ["Classic Daiquiri", "Hot Toddy"])
        #expect(recipes.map(\.kind) == [.drink, .drink])
        #expect(recipes[0].ingredients.map(\.amount) == ["2 oz", "1 oz", "3/4 oz"])
        #expect(recipes[1].steps.count == 2)
        #expect(recipes[1].ingredients[0].amount == "1 1/2 oz" && recipes[1].ingredients[0].name == "whiskey")
    }

    @Test func microdataOnly() throws {
        let recipe = try #require(try read("microdata-only.html").first)
        #expect(recipe.title == "Buttermilk Pancakes")
        #expect(recipe.ingredients.count == 6)
        #expect(recipe.ingredients[5].amount == "3 tbsp" && recipe.ingredients[5].name == "butter" && recipe.ingredients[5].note == "melted")
        #expect(recipe.steps.count == 3)
        #expect(recipe.steps[0].text == "Whisk the dry ingredients in a bowl.")
        #expect(recipe.servings == 4)
        #expect(recipe.prepMinutes == 10 && recipe.cookMinutes == 20)
        #expect(recipe.author == "B. Cook")
        #expect(recipe.imageURL == "https://griddle.example/pancakes.jpg")
        #expect(recipe.nutrition["calories"] == "420 calories")
    }

    @Test func legacyMicrodataWithAContainerOfSteps() throws {
        let recipe = try #require(try read("microdata-legacy.html").first)
        #expect(recipe.title == "Oat & Raisin Cookies")
        #expect(recipe.ingredients.map(\.amount) == ["1 cup", "1/2 cup", "1/2 cup", "1/3 cup"])
        #expect(recipe.steps.map(\.text) == [
            "Cream the butter and sugar.", "Stir in the oats and raisins.", "Bake small mounds at 180 °C for 12 minutes.",
        ])
        #expect(recipe.servings == 12)
    }

    @Test func aPageWithoutARecipeIsOneClearError() throws {
        #expect(throws: RecipeFormatError.noRecipe(source: "no-recipe.html", why: "the page has no schema.org Recipe in JSON-LD or microdata")) {
            try read("no-recipe.html")
        }
        #expect(throws: RecipeFormatError.noRecipe(source: "malformed-jsonld.html", why: "the page's JSON-LD is malformed and it has no microdata recipe")) {
            try read("malformed-jsonld.html")
        }
    }

    @Test(arguments: [
        ("PT1H30M", 90), ("PT90M", 90), ("P0DT0H20M", 20), ("PT0.5H", 30), ("P1D", 1440), ("PT45S", 1), ("pt10m", 10),
    ])
    func isoDurations(text: String, minutes: Int) {
        #expect(ISODuration.minutes(text) == minutes)
    }

    @Test(arguments: ["", "P", "PT", "1H30M", "PT1X", "P1M", "PTM", "PT-5M"])
    func notDurations(text: String) {
        #expect(ISODuration.minutes(text) == nil)
    }

    @Test func entitiesAndTagsInText() {
        #expect(TextCleaner.inline("Mac &amp; cheese &#8211; <b>baked</b> &#x2019;n&nbsp;good &bogus; a < b") == "Mac & cheese – baked ’n good &bogus; a < b")
        #expect(TextCleaner.lines("<p>One</p><p>Two<br/>Three</p>") == ["One", "Two", "Three"])
    }

    /// Control characters a JSON string can carry ("\u001b[31m", "\u0007", "\u0000", "\b") never reach a
    /// recipe: each is a space, so a page cannot colour, clear or retitle the terminal `show` prints to.
    @Test func controlCharactersInAPageAreSpaces() throws {
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Ctl\u0007\u001b[31mName\u0000","recipeIngredient":["1 egg\u0008\u0008","2 cups\u009bmilk"],"recipeInstructions":"Mix.\u001b[2J"}</script>"#
        let recipe = try #require(try RecipeSourceReader.read(Array(page.utf8), source: "page").first)
        #expect(recipe.title == "Ctl [31mName")
        #expect(recipe.ingredients.map(\.text) == ["1 egg", "2 cups milk"])
        #expect(recipe.steps.map(\.text) == ["Mix. [2J"])
    }

    /// A Larder export carries its texts as they are, control characters too: they are spaces once read.
    @Test func controlCharactersInALarderExportAreSpaces() throws {
        var recipe = ImportedRecipe(title: "X\u{1B}[2JY\u{7}", ingredients: [ImportedLine("2 eggs")], steps: [ImportedStep("Mix.\u{1B}]0;pwned\u{7}")])
        recipe.tags = ["a\u{0}b"]
        let bytes = [UInt8](LarderExportFormat.encode([recipe]))
        let read = try #require(try RecipeSourceReader.read(bytes, source: "export.json", fileName: "export.json").first)
        #expect(read.title == "X [2JY")
        #expect(read.steps.map(\.text) == ["Mix. ]0;pwned"])
        #expect(read.tags == ["a b"])
        #expect(read.ingredients.map(\.text) == ["2 eggs"])
    }

    /// A page whose recipe has more lines (or steps) than any real one is refused in one line; one at the
    /// limit is read.
    @Test func aRecipeWithMoreThanAThousandLinesIsRefused() throws {
        func page(lines: Int, steps: Int) -> [UInt8] {
            let ingredients = Array(repeating: "\"1 egg\"", count: lines).joined(separator: ",")
            let method = Array(repeating: "\"Mix.\"", count: steps).joined(separator: ",")
            return Array(#"<script type="application/ld+json">{"@type":"Recipe","name":"Many","recipeIngredient":[\#(ingredients)],"recipeInstructions":[\#(method)]}</script>"#.utf8)
        }
        #expect(throws: RecipeFormatError.tooLong(source: "p", title: "Many", what: "ingredient lines", count: 1001, limit: 1000)) {
            try RecipeSourceReader.read(page(lines: 1001, steps: 2), source: "p")
        }
        #expect(throws: RecipeFormatError.tooLong(source: "p", title: "Many", what: "steps", count: 5000, limit: 1000)) {
            try RecipeSourceReader.read(page(lines: 1, steps: 5000), source: "p")
        }
        let atTheLimit = try RecipeSourceReader.read(page(lines: 1000, steps: 1000), source: "p")
        #expect(atTheLimit.first?.ingredients.count == 1000 && atTheLimit.first?.steps.count == 1000)
        #expect(RecipeFormatError.tooLong(source: "p", title: "Many", what: "steps", count: 5000, limit: 1000).description
            == "p: 'Many' has 5000 steps, more than the 1000 a recipe may have")
    }
}
