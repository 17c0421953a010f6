import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// The `lost-line` check: a record's drink line that resolves to no ingredient is lost from the
/// drink and counted, unless `quality-exceptions.tsv` names it. Expected values are written by hand.
struct LostLineTests {
    /// Builds a drink (or dish) "Test Drink" from `lines`, as ``RecipeBuilderTests`` does.
    func build(_ lines: [SourceLine], kind: RecipeKind = .drink) throws -> (Recipe, ImportReport) {
        try RecipeBuilderTests().build(lines, kind: kind)
    }

    @Test func aDrinkLineThatResolvesToNothingIsListedAsLost() throws {
        let (recipe, report) = try build([
            SourceLine(name: "Gin", amount: Amount(2, .oz)),
            SourceLine(name: "if you want it stronger use more"),
        ])
        #expect(recipe.lines.map(\.ingredient) == ["gin"])
        #expect(report.lostDrinkLines == ["test-drink: if you want it stronger use more"])
    }

    @Test func aDishLineIsNotADrinkLine() throws {
        let (_, report) = try build([SourceLine(name: "if you want it stronger use more")], kind: .dish)
        #expect(report.lostDrinkLines.isEmpty)
    }

    @Test func theCheckCountsLostLinesLessTheNamedExceptions() {
        let lost = ["a-drink: blender", "b-drink: dry and bold gin", "c-drink: patience"]
        let report = DrinkQualityReport.measure(
            [], ingredients: [], exceptions: [.lostLine: ["a-drink: blender", "c-drink: patience"]], lostLines: lost)
        #expect(report.count(.lostLine) == 1)
        #expect(report.offenders["lost-line"] == ["b-drink: dry and bold gin"])
        #expect(report.excepted["lost-line"] == 2)
    }

    /// Two lines the check found lost, with the ingredient their records mean: the Honey Bee Mine's
    /// branded white rum and the Sergeant Pepper's branded gin (aliases in `aliases.tsv`).
    @Test func theBrandedSpiritsOfTwoRecordsResolve() throws {
        let (recipe, report) = try build([
            SourceLine(name: "Bacardi Carta Blanca Superior White Rum", amount: Amount(2, .oz)),
            SourceLine(name: "Dry and Bold Gin (Calyx)", amount: Amount(4, .oz)),
        ])
        #expect(recipe.lines.map(\.ingredient) == ["white-rum", "gin"])
        #expect(report.lostDrinkLines.isEmpty)
    }

    /// A "Rim:" line is the rim: its ingredient, marked garnish (the Pumpkintini's caramel syrup).
    @Test func aRimLineIsAGarnishOfItsIngredient() throws {
        let (recipe, report) = try build([SourceLine(name: "Rim: Caramel Syrup")])
        #expect(recipe.lines.map(\.ingredient) == ["caramel-syrup"])
        #expect(recipe.lines.map(\.garnish) == [true])
        #expect(report.lostDrinkLines.isEmpty)
    }

    /// opendrinks' Virgin Mojito puts the lime in the measure field and "cut into small bits" in the
    /// ingredient field: the line is half a lime, the words its note.
    @Test func aPreparationInTheNameFieldLeavesTheMeasureAsTheIngredient() throws {
        let json = """
            {"name": "Test Mojito", "ingredients": [{"quantity": "1/2", "measure": "lime", "ingredient": "cut into small bits"}],
             "directions": ["Crush the lime with the mint."]}
            """
        let drink = try JSONDecoder().decode(OpenDrinksReader.Drink.self, from: Data(json.utf8))
        let recipe = OpenDrinksReader(directory: URL(fileURLWithPath: "/")).recipe(drink, record: "test-mojito")
        #expect(recipe.lines.map(\.name) == ["lime"])
        #expect(recipe.lines.map(\.note) == ["cut into small bits"])
        #expect(recipe.lines.first?.amount == Amount(quantity: Quantity(0.5), unit: nil))
    }
}
