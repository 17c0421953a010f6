import Foundation
import LarderCore
import LarderImport
import Testing

@Suite struct TasteProfileTests {
    let ingredients = [
        Ingredient(id: IngredientID("whiskey"), name: "Whiskey", category: .spirit),
        Ingredient(id: IngredientID("bourbon"), name: "Bourbon", parent: IngredientID("whiskey"), category: .spirit),
        Ingredient(id: IngredientID("wheated-bourbon"), name: "Wheated bourbon", parent: IngredientID("bourbon"), category: .spirit),
        Ingredient(id: IngredientID("lime"), name: "Lime", category: .fruit),
        Ingredient(id: IngredientID("lime-wedge"), name: "Lime wedge", category: .fruit),
        Ingredient(id: IngredientID("steak"), name: "Steak", category: .meat),
        Ingredient(id: IngredientID("chalk"), name: "Chalk", category: .other),
    ]

    @Test func linesInheritAdjustCopyAndFallBack() throws {
        let text = """
            # comment
            whiskey\tstrength=5 oak=3 sweet=1
            bourbon\t^ oak+1 sweet=2 vanilla=3
            lime\tsour=4 citrus=5 potency=2
            lime-wedge\tlike=lime
            @meat\tumami=4 savoury=4
            """
        let file = try TasteProfileFile.parse(text, path: "t.tsv")
        let resolved = Dictionary(uniqueKeysWithValues: try TasteProfileResolver(file: file, ingredients: ingredients).resolve().map { ($0.ingredient, $0) })
        let bourbon = try #require(resolved[IngredientID("bourbon")])
        #expect(bourbon.profile == TasteProfile([.strength: 5, .oak: 4, .sweet: 2, .vanillaCaramel: 3]))
        #expect(bourbon.origin == "written")
        let wheated = try #require(resolved[IngredientID("wheated-bourbon")])
        #expect(wheated.profile == bourbon.profile && wheated.origin == "inherited")
        #expect(resolved[IngredientID("lime-wedge")]?.profile == TasteProfile([.sour: 4, .citrus: 5]))
        #expect(resolved[IngredientID("lime-wedge")]?.potency == 2)
        #expect(resolved[IngredientID("steak")]?.origin == "category")
        #expect(resolved[IngredientID("chalk")] == nil)
    }

    @Test func badLinesAreRefusedWithTheirNumber() {
        #expect(throws: ImportError.malformed("t.tsv", "line 2: cannot read 'sweet=9'")) {
            try TasteProfileFile.parse("lime\tsour=4\nwhiskey\tsweet=9", path: "t.tsv")
        }
        #expect(throws: ImportError.self) { try TasteProfileFile.parse("lime\tbogus=1", path: "t.tsv") }
        #expect(throws: ImportError.self) {
            let file = try TasteProfileFile.parse("lime\tlike=lime-wedge\nlime-wedge\tlike=lime", path: "t.tsv")
            _ = try TasteProfileResolver(file: file, ingredients: ingredients).resolve()
        }
    }

    @Test func coverageCountsLinesByOrigin() throws {
        let file = try TasteProfileFile.parse("whiskey\tstrength=5\n@meat\tumami=4", path: "t.tsv")
        let profiles = try TasteProfileResolver(file: file, ingredients: ingredients).resolve()
        let recipe = Recipe(
            id: RecipeID("r"), name: "R", kind: .drink,
            lines: [RecipeLine(ingredient: IngredientID("bourbon")), RecipeLine(ingredient: IngredientID("whiskey")),
                    RecipeLine(ingredient: IngredientID("steak")), RecipeLine(ingredient: IngredientID("chalk"))])
        let coverage = TasteProfileCoverage(profiles: profiles, recipes: [recipe], ingredients: ingredients)
        #expect(coverage.lines == 4 && coverage.writtenLines == 1 && coverage.inheritedLines == 1 && coverage.categoryLines == 1)
        #expect(coverage.coverage == 0.75)
        // chalk is used once and is no bar ingredient, so it is not required.
        #expect(coverage.missingRequired.isEmpty)
    }
}
