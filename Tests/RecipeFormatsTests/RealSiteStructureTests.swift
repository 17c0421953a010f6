import Foundation
import LarderCore
import RecipeFormats
import Testing

/// Structures measured failing on real recipe pages, each reproduced by a page of ours in
/// `Tests/Corpus/import`. Every expected value is counted by hand from that page.
@Suite struct RealSiteStructureTests {
    func recipe(_ name: String) throws -> ImportedRecipe {
        let recipes = try RecipeSourceReader.read(try Corpus.bytes(name), source: name, fileName: name)
        #expect(recipes.count == 1)
        return try #require(recipes.first)
    }

    /// `recipeInstructions` as one HTML string whose paragraphs are joined by "\n, ": one step per
    /// paragraph, no step made of the lone commas; links inside lines and steps keep their text.
    @Test func htmlStringWithCommaSeparatedParagraphs() throws {
        let bars = try recipe("html-string-steps.html")
        #expect(bars.title == "Oat Crumble Bars")
        #expect(bars.steps.count == 5)
        #expect(bars.steps[0].text == "Heat the oven to 180°C and line a square tin.")
        #expect(bars.steps[2].text == "Press two thirds of the mixture into the tin (use a spoon).")
        #expect(bars.ingredients.count == 5)
        #expect(bars.ingredients[0].name == "rolled oats" && bars.ingredients[0].amount == "1 1/2 cup")
        #expect(bars.ingredients[3].name == "brown sugar")
        // "Bars" is a kind of dessert.
        #expect(bars.category == "dessert")
    }

    /// One string whose sentences run into each other at step boundaries ("coat.Heat"), with group
    /// headings among the ingredient lines in capitals or ending with a colon.
    @Test func gluedStepsAndHeadingLines() throws {
        let traybake = try recipe("glued-steps-and-headings.html")
        #expect(traybake.steps.map(\.text) == [
            "Mix the oil, thyme and lemon juice in a bowl, add the chicken and turn it to coat.",
            "Heat the oven to 200ºC/400ºF/gas 6. Spread the potatoes and onions in a roasting tin.",
            "Lay the chicken on top and roast for 40 minutes, until golden.",
            "Scatter over the parsley and serve from the tin.",
        ])
        // 10 lines on the page, 3 of them headings ("FOR THE HERB RUB", "For the vegetables:", "TO SERVE").
        #expect(traybake.ingredients.count == 7)
        #expect(!traybake.ingredients.contains { $0.text.uppercased() == $0.text && !$0.text.contains(where: \.isNumber) })
        // A site's club name is no course: no category, kept as a tag.
        #expect(traybake.category == nil)
        #expect(traybake.tags.contains("test kitchen club"))
    }

    /// Group headings among the ingredient lines in the other forms real pages use: a "For the …" phrase
    /// with no colon, set off by rules ("--- Filling ---", "**Berry sauce**", "# To serve"), and a
    /// `HowToSection` of ingredients whose name is the heading. None of them is a line.
    @Test func ingredientGroupHeadingsOfEveryForm() throws {
        let tart = try recipe("ingredient-groups.html")
        // 14 entries on the page: 5 headings (4 strings and the section's name), 2 lines in the section.
        #expect(tart.ingredients.map(\.text) == [
            "200 g plain flour", "100 g cold butter, cubed", "1 egg yolk", "3 lemons, zested and juiced",
            "150 g caster sugar", "250 g raspberries", "2 tbsp icing sugar", "Für die Form: Butter", "Salt",
        ])
        #expect(tart.steps.map(\.section) == ["Crust", "Crust", "Filling", "Sauce"])
        #expect(tart.servings == 8)
    }

    /// `HowToStep` texts with line breaks inside are one step each (the page has three); a list of
    /// breadcrumbs in its own block says nothing about the course; meal-kit lines give their amount in
    /// brackets or as "xN" after the name.
    @Test func multiLineStepsAndMealKitLines() throws {
        let soup = try recipe("multiline-howtostep.html")
        #expect(soup.steps.map(\.text) == [
            "Melt the butter in a pan Soften the onion for 5 min",
            "Add the peas and the stock, bring to the boil and simmer for 5 min",
            "Blend with the mint until smooth Season and serve",
        ])
        #expect(soup.category == "soup")
        #expect(soup.servings == 2 && soup.totalMinutes == 25)
        let lines = soup.ingredients
        #expect(lines.map(\.name) == ["Frozen peas", "Vegetable stock", "Onion", "Butter", "Mint leaves"])
        #expect(lines.map(\.amount) == ["400 g", "500 ml", "1", "1 tbsp", "4"])
    }

    /// A `@graph` whose recipe names its author and image by `@id` only; the page's sections and
    /// breadcrumbs say "Desserts" but `recipeCategory` says "Side Dish".
    @Test func graphReferencesAndCategoryFromRecipeCategoryOnly() throws {
        let beans = try recipe("graph-id-references.html")
        #expect(beans.title == "Garlic Green Beans")
        #expect(beans.author == "Robin Test")
        #expect(beans.imageURL == "https://kitchen.example/img/beans.jpg")
        #expect(beans.category == "side")
        #expect(beans.tags.contains("holiday") && !beans.tags.contains("desserts"))
        #expect(beans.servings == 4 && beans.yield == "4 servings")
        #expect(beans.steps.count == 3)
        #expect(beans.steps[1].text == "Melt the butter with the garlic until it sizzles.")
        #expect(beans.ingredients.count == 5)
        #expect(beans.ingredients[3].name == "chilli flakes or black pepper" && beans.ingredients[3].note == "Note 2")
        #expect(beans.ingredients[4].name == "Salt and pepper" && beans.ingredients[4].note == "to taste")
    }

    /// A plain list of strings is one step per string, even when a string holds a line break.
    @Test func listOfStringsIsOneStepEach() throws {
        let page = """
            <script type="application/ld+json">{"@type":"Recipe","name":"Two Step Toast",
            "recipeIngredient":["2 slices bread"],"recipeInstructions":["Toast the bread.\\nTurn it once.","Butter it."]}</script>
            """
        let toast = try #require(try RecipeSourceReader.read(Array(page.utf8), source: "t.html", fileName: "t.html").first)
        #expect(toast.steps.map(\.text) == ["Toast the bread. Turn it once.", "Butter it."])
    }
}

/// Pages whose recipe is only in microdata, beside a JSON-LD graph with no Recipe in it.
@Suite struct MicrodataBesideGraphTests {
    /// The recipe's `name` (in a heading inside the card) is its title, not the article `headline`; the
    /// instructions are one element with a paragraph per step; a stated total shorter than the cook time
    /// alone is not taken as the total. The comment's `name` belongs to the Comment, not the recipe.
    @Test func microdataRecipeBesideAGraphWithoutOne() throws {
        let recipes = try RecipeSourceReader.read(
            try Corpus.bytes("microdata-beside-graph.html"), source: "page", fileName: "microdata-beside-graph.html")
        #expect(recipes.count == 1)
        let pancakes = try #require(recipes.first)
        #expect(pancakes.title == "Rye pancakes, the plain kind")
        #expect(pancakes.ingredients.map(\.text) == ["3 eggs", "300 ml milk", "100 g rye flour", "1 pinch salt"])
        #expect(pancakes.steps.count == 2)
        #expect(pancakes.servings == 8)
        #expect(pancakes.cookMinutes == 35 && pancakes.totalMinutes == 15)
        // 15 min is shorter than the 35 min of cooking alone: prep (none) plus cook, 35, is the total.
        #expect(pancakes.effectiveTotalMinutes == 35)
    }
}

/// A `@graph` holding a Recipe and an FAQ page, whose instructions list each step's label ("Étape 1")
/// as a string of its own, whose ingredient lines carry plural marks ("clove(s)"), and whose total time is
/// written as zero.
@Suite struct StepLabelTests {
    @Test func labelsArePassedOverAndPluralMarksDropped() throws {
        let recipes = try RecipeSourceReader.read(
            try Corpus.bytes("step-labels-and-plural-marks.html"), source: "page", fileName: "step-labels-and-plural-marks.html")
        #expect(recipes.count == 1, "the FAQ page is not a recipe")
        let trout = try #require(recipes.first)
        // 6 strings, 3 of them labels ("Étape 1", "Étape 2 :", "Step 3.").
        #expect(trout.steps.count == 3)
        #expect(trout.steps[0].text == "Heat the oven to 200°C and oil a small dish.")
        // "&Aring;" is a named reference for Å.
        #expect(trout.steps[2].text == "Scatter over dill from the Åland islands and serve straight away.")
        // 5 strings, the first a lone space.
        #expect(trout.ingredients.map(\.name) == ["trout fillet", "garlic", "salt", "olive oil"])
        #expect(trout.ingredients.map(\.note) == [nil, nil, nil, nil])
        // "PT00M" states no time: the total is prep plus cook, 5 + 15 minutes.
        #expect(trout.totalMinutes == nil)
        #expect(trout.effectiveTotalMinutes == 20)
    }
}
