import LarderCore
import Testing
@testable import LarderCatalogBuild

/// A drink's stored strength: computed from its lines, or unknown when one of its alcoholic lines has
/// no known strength (Danish Summer's Råstoff), never the strength of its other lines alone.
struct DrinkStrengthTests {
    static let ingredients: [IngredientID: Ingredient] = [
        "gin": Ingredient(id: "gin", name: "Gin", category: .spirit, abv: 40),
        "tonic": Ingredient(id: "tonic", name: "Tonic", category: .soda),
        "mystery-liqueur": Ingredient(id: "mystery-liqueur", name: "Mystery liqueur", category: .liqueur),
        "lime-wedge": Ingredient(id: "lime-wedge", name: "Lime wedge", category: .fruit),
        "vodka": Ingredient(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        "club-soda": Ingredient(id: "club-soda", name: "Club soda", category: .soda),
        "whiskey": Ingredient(id: "whiskey", name: "Whiskey", category: .spirit, abv: 40),
        "pickle-juice": Ingredient(id: "pickle-juice", name: "Pickle juice", category: .juice),
        "apple-juice": Ingredient(id: "apple-juice", name: "Apple juice", category: .juice),
    ]

    @Test func anAlcoholicLineOfUnknownStrengthLeavesTheDrinkUnknown() throws {
        // 50 ml gin and 100 ml tonic, built (10 % dilution): 20 ml alcohol in 165 ml = 12.1212 %.
        let known = [RecipeLine(ingredient: "gin", amount: "50 ml"), RecipeLine(ingredient: "tonic", amount: "100 ml")]
        let finish = try #require(DrinkMath.served(known, method: .built, ice: .cubed, ingredients: Self.ingredients))
        #expect(abs(finish.abv - 20.0 / 165 * 100) < 1e-9)
        // 40 ml of a liqueur whose strength nobody knows, topped with soda: unknown, not 0 %.
        let unknown = [RecipeLine(ingredient: "mystery-liqueur", amount: "40 ml"), RecipeLine(ingredient: "tonic", amount: "top up")]
        #expect(DrinkMath.served(unknown, method: .built, ice: .cubed, ingredients: Self.ingredients) == nil)
        // A garnish of no strength changes nothing.
        let garnished = known + [RecipeLine(ingredient: "lime-wedge", amount: "1", garnish: true)]
        #expect(try #require(DrinkMath.served(garnished, method: .built, ice: .cubed, ingredients: Self.ingredients)).abv == finish.abv)
    }

    @Test func aTopUpFillsTheRoomItsGlassLeaves() throws {
        // A vodka soda: 60 ml vodka built on ice (10 % dilution, 66 ml), topped with soda in a 350 ml highball
        // filled with ice (0.7 of it for the drink) poured nine-tenths full: 220.5 ml, so 154.5 ml of soda and
        // 24 ml of alcohol in 220.5 ml, 10.88 %. Counted as a fixed 60 ml it read 18 %.
        let soda = [RecipeLine(ingredient: "vodka", amount: "60 ml"), RecipeLine(ingredient: "club-soda", amount: "top up")]
        let finish = try #require(DrinkMath.served(soda, method: .built, ice: .cubed, glass: "highball", ingredients: Self.ingredients))
        #expect(abs(finish.abv - 24 / 220.5 * 100) < 1e-9)
        #expect(abs((finish.volume ?? 0) - 220.5) < 1e-9)
        // Two glasses share the room of two: the soda fills each.
        let two = [RecipeLine(ingredient: "vodka", amount: "120 ml"), RecipeLine(ingredient: "club-soda", amount: "top up")]
        let shared = try #require(DrinkMath.served(two, method: .built, ice: .cubed, glass: "highball", servings: 2, ingredients: Self.ingredients))
        #expect(abs((shared.volume ?? 0) - 441) < 1e-9)
        // A glass of no known size keeps the fixed 60 ml, diluted with the rest: 120 ml × 1.1 = 132 ml.
        let unknown = try #require(DrinkMath.served(soda, method: .built, ice: .cubed, glass: "tumbler", ingredients: Self.ingredients))
        #expect(abs((unknown.volume ?? 0) - 132) < 1e-9)
    }

    @Test func sidesAndOptionalLinesAreNotInTheGlass() throws {
        // A pickleback: 45 ml whiskey in a shot glass, the brine on the side: 40 %, 45 ml.
        let pickleback = [RecipeLine(ingredient: "whiskey", amount: "45 ml"), RecipeLine(ingredient: "pickle-juice", amount: "45 ml", role: .side)]
        let shot = try #require(DrinkMath.served(pickleback, method: .built, ice: .noIce, glass: "shot", ingredients: Self.ingredients))
        #expect(shot.abv == 40)
        #expect(shot.volume == 45)
        // Juice with an optional shot of vodka is a soft drink as made: 0 %.
        let juice = [RecipeLine(ingredient: "apple-juice", amount: "200 ml"), RecipeLine(ingredient: "vodka", amount: "45 ml", optional: true)]
        #expect(try #require(DrinkMath.served(juice, method: .built, ice: .noIce, ingredients: Self.ingredients)).abv == 0)
    }
}
