import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// The garnish a record's directions state (issue 9's garnish pass). Snippets written for these
/// tests in the shapes the data sets use; the expected garnish names are written by hand.
struct DirectionGarnishTests {
    static let directions: [([String], String?)] = [
        (["Stir well.", "Garnish with a wedge of lime and serve."], "lime wedge"),
        (["Shake and strain. Decorate with cherries."], "cherries"),
        (["Pour over ice.", "(Optional) Add a lemon slice to garnish."], "lemon slice"),
        (["Top with soda and garnish with mint sprigs if you like."], "mint sprigs"),
        (["Decorate the glass with slices of pink grapefruit."], "pink grapefruit slices"),
        (["Garnish with a sprig of rosemary and a slice of orange."], "rosemary sprig and orange slice"),
        (["Use the pineapple peel as garnish."], "pineapple peel"),
        (["1. Shake with ice 2. Strain into a coupe 3. Garnish with an orange twist"], "orange twist"),
        (["Granish with lemon peel."], "lemon peel"),
        (["Garnish the drink with a twist of lime zest."], "lime zest twist"),
        (["Strain and garnish with sliced lemon."], "lemon slices"),
        (["Garnish with orange peel and fresh thyme (optional)."], "orange peel and fresh thyme"),
        // Not on the drink, not a garnish word, or no garnish named: left for curation.
        (["Express a lemon twist over the glass, then discard it. Garnish with a lemon twist (discarded)."], nil),
        (["Garnish with two skewered brandied cherries."], nil),
        (["Rub a lemon peel on the rim, or garnish with olives if asked."], nil),
        (["Garnish as you like and serve."], nil),
        (["Add all ingredients (except the garnish) to a shaker."], nil),
        (["Garnish with your choice of citrus."], nil),
        (["Shake with ice and strain."], nil),
    ]

    @Test(arguments: directions)
    func readsTheGarnishADirectionStates(sentences: [String], expected: String?) {
        #expect(DrinkFacts.garnish(inDirections: sentences) == expected)
    }

    @Test func aSliceTheGarnishNamesIsTheGarnishLine() {
        let slice = Amount(quantity: Quantity(1), unit: .slice)
        #expect(DrinkFacts.isGarnishLine(name: "Orange", amount: slice, garnish: "orange slice"))
        #expect(DrinkFacts.isGarnishLine(name: "Lemon wedges", amount: Amount(quantity: Quantity(2), unit: nil), garnish: "lemon wedge or slice"))
        #expect(DrinkFacts.isGarnishLine(name: "fresh mint", amount: Amount(quantity: Quantity(1), unit: .leaf), garnish: "lemon slice and a fresh mint leaf"))
        // Four wedges are muddled; a whole lime is juiced; juice is not the garnish; a line the garnish does not name stays.
        #expect(!DrinkFacts.isGarnishLine(name: "Lime wedges", amount: Amount(quantity: Quantity(4), unit: .wedge), garnish: "lime wedge"))
        #expect(!DrinkFacts.isGarnishLine(name: "Lime", amount: Amount(quantity: Quantity(1), unit: nil), garnish: "lime wheel"))
        #expect(!DrinkFacts.isGarnishLine(name: "Lemon juice", amount: Amount(quantity: Quantity(15), unit: .ml), garnish: "lemon slice"))
        #expect(!DrinkFacts.isGarnishLine(name: "Orange", amount: slice, garnish: "lime wheel"))
    }

    @Test func anOpenDrinksRecordsGarnishSentenceBecomesItsGarnishAndItsSliceLine() throws {
        let json = #"""
            {"name": "Test Spritz", "ingredients": [
              {"quantity": "60", "measure": "ml", "ingredient": "Aperol"},
              {"quantity": "90", "measure": "ml", "ingredient": "Prosecco"},
              {"quantity": "1", "measure": "slice", "ingredient": "Orange"}],
             "directions": ["Fill a wine glass with ice.", "Pour in the Aperol and top with the prosecco. Garnish with a slice of orange."]}
            """#
        let drink = try JSONDecoder().decode(OpenDrinksReader.Drink.self, from: Data(json.utf8))
        let recipe = OpenDrinksReader(directory: URL(fileURLWithPath: "/")).recipe(drink, record: "test-spritz")
        #expect(recipe.garnish == "orange slice")
        #expect(recipe.lines.map(\.garnish) == [false, false, true])
    }
}

/// The quality report's informational count of drinks without a garnish, on drinks written here.
struct GarnishCountTests {
    @Test func countsDrinksWithNeitherAGarnishNorAGarnishLine() {
        let gin = RecipeLine(ingredient: "gin", amount: "50 ml")
        let drinks = [
            Recipe(id: "stated", name: "Stated", kind: .drink, garnish: "lime wheel", lines: [gin]),
            Recipe(id: "flagged", name: "Flagged", kind: .drink, lines: [gin, RecipeLine(ingredient: "maraschino-cherry", garnish: true)]),
            Recipe(id: "role", name: "Role", kind: .drink, lines: [gin, RecipeLine(ingredient: "nutmeg", role: .garnish)]),
            Recipe(id: "bare", name: "Bare", kind: .drink, lines: [gin]),
            Recipe(id: "empty", name: "Empty", kind: .drink, garnish: "", lines: [gin]),
            Recipe(id: "soup", name: "Soup", kind: .dish, lines: [gin]),
        ]
        let report = DrinkQualityReport.measure(drinks, ingredients: [])
        // "bare" and "empty"; the dish is not a drink.
        #expect(report.withoutGarnish == 2)
        #expect(report.summary().contains("  2 drinks without a garnish"))
    }
}
