import LarderCore
import Testing
@testable import LarderImport

struct RecipeBuilderTests {
    func build(_ lines: [SourceLine], kind: RecipeKind = .drink) throws -> (Recipe, ImportReport) {
        var registry = try Fixture.registry()
        var report = ImportReport()
        var source = SourceRecipe(kind: kind, name: "Test Drink", source: SourceRef(dataset: "opendrinks", record: "t"), lines: lines)
        source.tags = ["Sour"]
        let recipe = RecipeBuilder().build(source, registry: &registry, report: &report)
        return (recipe, report)
    }

    @Test func resolvesLinesAndWritesCanonicalAmounts() throws {
        let (recipe, report) = try build([
            SourceLine(name: "Fresh Lime Juice", amount: Amount(0.75, .oz)),
            SourceLine(name: "Splash of soda water"),
            SourceLine(name: "Bourbon or Rye Whiskey", amount: Amount(2, .oz)),
        ])
        #expect(recipe.id == "test-drink")
        #expect(recipe.category == "sour")
        #expect(recipe.lines.map(\.ingredient) == ["lime-juice", "club-soda", "bourbon-whiskey"])
        #expect(recipe.lines.map(\.amount) == ["3/4 oz", "1 splash", "2 oz"])
        #expect(recipe.lines[2].substitutes == ["rye-whiskey"])
        #expect(report.lines == 3 && report.resolvedLines == 3)
        #expect(report.drinkLines == 3 && report.drinkLinesWithAmount == 3)
    }

    @Test func aTrailingRecipeWordIsDroppedAndTheOldNameKeptAsAnAlias() throws {
        // bar-assistant names a drink "Tokyo Mule Recipe": it is the Tokyo Mule, and the old id
        // tokyo-mule-recipe is the slug of its alias.
        var source = SourceRecipe(kind: .drink, name: "Tokyo Mule Recipe", source: SourceRef(dataset: "bar-assistant", record: "t"))
        source.dropTrailingRecipeWord()
        var registry = try Fixture.registry()
        var report = ImportReport()
        let recipe = RecipeBuilder().build(source, registry: &registry, report: &report)
        #expect(recipe.id == "tokyo-mule" && recipe.name == "Tokyo Mule")
        #expect(recipe.aliases == ["Tokyo Mule Recipe"])
        #expect(Slug.make(recipe.aliases[0]) == "tokyo-mule-recipe")
        // A name that is only the word, or has it inside, stays.
        for name in ["Recipe", "Recipe for Disaster"] {
            var kept = SourceRecipe(kind: .drink, name: name, source: SourceRef(dataset: "opendrinks"))
            kept.dropTrailingRecipeWord()
            #expect(kept.name == name && kept.formerNames.isEmpty)
        }
    }

    @Test func iceLinesBecomeTheIceField() throws {
        let (recipe, report) = try build([SourceLine(name: "Gin", amount: Amount(2, .oz)), SourceLine(name: "Crushed ice")])
        #expect(recipe.ice == .crushed)
        #expect(recipe.lines.map(\.ingredient) == ["gin"])
        #expect(report.iceLines == 1)
    }

    @Test func impliedAmountsAndGarnishMarkers() throws {
        let (recipe, _) = try build([
            SourceLine(name: "ginger beer, for topping"), SourceLine(name: "sugar (to taste)"),
            SourceLine(name: "lime wedge, for garnish"),
        ])
        #expect(recipe.lines.map(\.amount) == ["top up", "to taste", nil])
        #expect(recipe.lines.map(\.garnish) == [false, false, true])
    }

    @Test func unresolvedTextIsCountedNotInvented() throws {
        let (recipe, report) = try build([
            SourceLine(name: "Gin", amount: Amount(2, .oz)), SourceLine(name: "if you don't have it, use anything you like"),
            SourceLine(name: "(optional)"),
        ])
        #expect(recipe.lines.count == 1)
        #expect(report.lines == 2)
        #expect(report.resolvedLines == 1)
        #expect(report.emptyLines == 1)
        #expect(report.unresolved.keys.contains("if you don't have it, use anything you like"))
        #expect(report.resolvedShare == 0.5)
    }
    /// Cherries are fruit in a dish or a muddled smash, and a cocktail cherry when a drink puts one on
    /// top (`garnish-forms.tsv`); the expectations are what each line means to a bartender.
    @Test func aCherryOnADrinkIsACocktailCherryAndCherriesInADishAreFruit() throws {
        let (drink, _) = try build([
            SourceLine(name: "Cherry", amount: Amount(1, nil)),
            SourceLine(name: "cherry", amount: Amount(2, nil)),
            SourceLine(name: "cherries"),
            SourceLine(name: "cherry", amount: Amount(6, .piece)),
            SourceLine(name: "fresh cherries", amount: Amount(0.75, .cup)),
            SourceLine(name: "A large handful of cherries, pitted"),
            SourceLine(name: "Maraschino cherry", amount: Amount(1, nil)),
        ])
        #expect(drink.lines.map(\.ingredient) == [
            "cocktail-cherry", "cocktail-cherry", "cocktail-cherry", "cherry", "cherry", "cherry", "maraschino-cherry",
        ])
        #expect(drink.lines.map(\.garnish) == [true, true, true, false, false, false, true])
        let (dish, _) = try build([SourceLine(name: "cherries", amount: Amount(500, .g))], kind: .dish)
        #expect(dish.lines.map(\.ingredient) == ["cherry"])
        #expect(dish.lines.map(\.garnish) == [false])
    }
}
