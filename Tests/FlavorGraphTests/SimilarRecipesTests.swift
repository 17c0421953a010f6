import FlavorGraph
import Foundation
import LarderCore
import Testing

@Suite struct SimilarRecipesTests {
    let names: [IngredientID: String] = [
        IngredientID("gin"): "Gin", IngredientID("bourbon"): "Bourbon", IngredientID("campari"): "Campari",
        IngredientID("vermouth"): "Sweet vermouth", IngredientID("soda"): "Club soda", IngredientID("lime"): "Lime juice",
        IngredientID("rum"): "Rum", IngredientID("sugar"): "Sugar",
    ]

    func shape(_ id: String, _ core: [String], base: String?, _ profile: [TasteAxis: Double]) -> RecipeShape {
        RecipeShape(
            id: RecipeID(id), name: id.capitalized, kind: .drink, core: core.map { IngredientID($0) }, base: base.map { IngredientID($0) },
            profile: TasteProfile(profile))
    }

    @Test func structureOutranksAnEqualTasteDistance() {
        let negroni = shape("negroni", ["gin", "campari", "vermouth"], base: "gin", [.bitter: 3, .sweet: 3, .herbal: 3])
        // Both one point away in taste (distance 1); the swap gets a bonus of 3, the gin sour only 1.
        let boulevardier = shape("boulevardier", ["bourbon", "campari", "vermouth"], base: "whiskey", [.bitter: 3, .sweet: 3, .herbal: 2])
        let ginSour = shape("gin-sour", ["gin", "lime", "sugar"], base: "gin", [.bitter: 3, .sweet: 2, .herbal: 3])
        let spritz = shape("spritz", ["gin", "campari", "vermouth", "soda"], base: "gin", [.bitter: 2, .sweet: 2, .herbal: 2, .fizz: 3])
        let daiquiri = shape("daiquiri", ["rum", "lime", "sugar"], base: "rum", [.sour: 3, .sweet: 3])
        let engine = SimilarRecipes(shapes: [negroni, boulevardier, ginSour, spritz, daiquiri], names: names)
        let result = engine.nearest(to: negroni, limit: 10)
        #expect(result.map(\.id.rawValue) == ["boulevardier", "spritz", "gin-sour", "daiquiri"])
        #expect(result[0].relation == "swap")
        #expect(result[0].reasons.first == "Negroni with bourbon instead of gin")
        #expect(result[0].distance == 1)
        // √(1 + 1 + 1 + 9) = 3.464 − (2.5 + 1)
        #expect(abs(result[1].rank - (12.0.squareRoot() - 3.5)) < 1e-9)
        #expect(result[1].reasons.first == "Negroni with club soda added")
        #expect(result[2].relation == "base")
        #expect(engine.nearest(to: negroni, limit: 10, allowed: [RecipeID("daiquiri")]).map(\.id.rawValue) == ["daiquiri"])
        #expect(engine.nearest(to: negroni, limit: 2).count == 2)
    }
}
