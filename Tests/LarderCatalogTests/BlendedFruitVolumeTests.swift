import LarderCore
import Testing
@testable import LarderCatalogBuild

/// A blended drink's whole fruit counted in pieces is puréed into it: its volume is the pieces' weight (USDA SR household
/// measures), at a millilitre a gram, where it used to be left out ("8 strawberries and a banana" read as the milk alone).
struct BlendedFruitVolumeTests {
    static let ingredients: [IngredientID: Ingredient] = [
        "strawberry": Ingredient(id: "strawberry", name: "Strawberry", category: .fruit),
        "banana": Ingredient(id: "banana", name: "Banana", category: .fruit),
        "milk": Ingredient(id: "milk", name: "Milk", category: .dairy),
        "lime-wedge": Ingredient(id: "lime-wedge", name: "Lime wedge", category: .fruit),
    ]
    /// USDA SR WEIGHT.txt: strawberries 09316 "medium (1-1/4" dia)" 12.0 g; bananas 09040 "medium (7" to 7-7/8" long)" 118 g.
    static let measures: [IngredientID: IngredientMeasure] = [
        "strawberry": IngredientMeasure(gramsPerPiece: 12), "banana": IngredientMeasure(gramsPerPiece: 118),
    ]
    static let smoothie = [
        RecipeLine(ingredient: "strawberry", amount: "8"), RecipeLine(ingredient: "banana", amount: "1 piece"),
        RecipeLine(ingredient: "milk", amount: "120 ml"),
    ]

    @Test func eightStrawberriesAndABananaAreBlendedIntoTheVolume() throws {
        // 8 × 12 g + 118 g = 214 g of fruit, 214 ml; with 120 ml milk, 334 ml; blended with no ice, no water is added.
        let finish = try #require(DrinkMath.served(
            Self.smoothie, method: .blended, ice: .noIce, ingredients: Self.ingredients, measures: Self.measures))
        #expect(abs(try #require(finish.volume) - 334) < 1e-9)
        #expect(finish.abv == 0)
        // Blended with crushed ice, the blender adds half again: 501 ml.
        let iced = try #require(DrinkMath.served(
            Self.smoothie, method: .blended, ice: .crushed, ingredients: Self.ingredients, measures: Self.measures))
        #expect(abs(try #require(iced.volume) - 501) < 1e-9)
    }

    @Test func fruitThatIsNotBlendedOrHasNoPieceWeightAddsNoVolume() throws {
        // Built, the strawberries sit in the glass (muddled or dropped in): the milk's 120 ml, built without ice.
        let built = try #require(DrinkMath.served(
            Self.smoothie, method: .built, ice: .noIce, ingredients: Self.ingredients, measures: Self.measures))
        #expect(abs(try #require(built.volume) - 120) < 1e-9)
        // No household measure: the fruit's volume is unknown, left out as before.
        let unknown = try #require(DrinkMath.served(Self.smoothie, method: .blended, ice: .noIce, ingredients: Self.ingredients))
        #expect(abs(try #require(unknown.volume) - 120) < 1e-9)
        // A cut (a wedge) is not a whole piece, whatever a whole lime weighs.
        let cut = [RecipeLine(ingredient: "lime-wedge", amount: "2 wedge"), RecipeLine(ingredient: "milk", amount: "120 ml")]
        let wedges = try #require(DrinkMath.served(
            cut, method: .blended, ice: .noIce, ingredients: Self.ingredients, measures: ["lime-wedge": IngredientMeasure(gramsPerPiece: 67)]))
        #expect(abs(try #require(wedges.volume) - 120) < 1e-9)
    }
}
