import LarderCore
import Testing
@testable import LarderImport

struct PublicDomainRecipesReaderTests {
    static let markdown = """
        ---
        title: "Piña Soup"
        tags: ['Soup', 'mexican', 'quick']
        date: 2021-03-10
        ---

        A story that is prose and must not be read.

        - ⏲️ Prep time: 10 min
        - 🍳 Cook time: 1 hr 30 min
        - 🍽️ Servings: 4-6

        ## Ingredients

        - 2 cups all-purpose flour, sifted
        - 1 large yellow onion, diced
        - salt to taste
        - [chicken stock](/chicken-stock) (optional)

        ### For the topping

        - 1 (14 oz) can diced tomatoes

        ## Directions

        1. Cook everything.
        - a list item in the directions
        """

    @Test func readsFrontMatterFactsAndIngredientLinesOnly() throws {
        let recipe = try #require(PublicDomainRecipesReader(directory: Fixture.layout.root).recipe(markdown: Self.markdown, record: "pina-soup"))
        #expect(recipe.name == "Piña Soup")
        #expect(recipe.kind == .dish)
        #expect(recipe.tags == ["soup", "mexican", "quick"])
        #expect(recipe.cuisine == "mexican")
        #expect(recipe.category == "soup")
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.cookMinutes == 90)
        #expect(recipe.servings == 4)
        #expect(recipe.lines.map(\.name) == ["all-purpose flour", "large yellow onion", "salt", "chicken stock", "tomatoes"])
        // The preparation word leaves the name for the note.
        #expect(recipe.lines[4].note == "diced")
        #expect(recipe.lines[0].amount == Amount(2, .cup))
        #expect(recipe.lines[0].note == "sifted")
        #expect(recipe.lines[2].amount == Amount(quantity: nil, unit: .toTaste))
        #expect(recipe.lines[3].optional)
        #expect(recipe.lines[4].amount == Amount(1, .can))
    }

    @Test func aFileWithoutIngredientsIsNoRecipe() {
        let reader = PublicDomainRecipesReader(directory: Fixture.layout.root)
        #expect(reader.recipe(markdown: "---\ntitle: Empty\n---\n\n## Directions\n\n1. Nothing.", record: "empty") == nil)
    }

    static let times: [(String, Int?)] = [
        ("10 min", 10), ("1 hour", 60), ("1 hr 30 min", 90), ("30-35 min", 30), ("1.5 hours", 90), ("45", 45), ("overnight", nil),
    ]

    @Test(arguments: times)
    func readsMinutes(text: String, expected: Int?) {
        #expect(PublicDomainRecipesReader.minutes(text) == expected)
    }

    static let lines: [(String, String, Amount?)] = [
        ("butter 50 g", "butter", Amount(50, .g)),
        ("~ 200 g sugar", "sugar", Amount(200, .g)),
        ("450 g / 1 lb potatoes", "potatoes", Amount(450, .g)),
        ("1-1/2 cups milk", "milk", Amount(1.5, .cup)),
        ("**2 eggs**", "eggs", Amount(2, nil)),
    ]

    @Test(arguments: lines)
    func splitsDishLines(text: String, name: String, amount: Amount?) {
        let line = DishLine.parse(text)
        #expect(line.name == name)
        #expect(line.amount == amount)
    }
}
