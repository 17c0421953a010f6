import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Issue 9's zero-list over an import of the real data sets, and the facts it names by hand.
struct DrinkQualityTests: ImportedDrinks {
    @Test func everyCheckOfTheZeroListIsZero() throws {
        let quality = try result().quality
        for check in DrinkQualityReport.Check.allCases {
            #expect(quality.count(check) == 0, "\(check.rawValue): \(quality.offenders[check.rawValue] ?? [])")
        }
    }

    @Test func duplicateDrinksAreOneDrinkAndTheirOldNamesStay() throws {
        let ids = Set(try result().sources.recipes.map(\.id.rawValue))
        for gone in ["whisky-sour", "classic-whiskey-sour", "dark-and-stormy", "long-island-ice-tea", "corpse-reviver-no-2", "gin-gimlet",
                     "two-one-two", "lemon-drop", "ramos-gin-fizz", "easy-sangria", "martini", "whiskey-boulevardier", "hot-water", "warm-water", "ice-cold-water",
                     "pain-killer", "snake-bite"] {
            #expect(!ids.contains(gone), "\(gone) is still a drink of its own")
        }
        #expect(try drink("whiskey-sour").aliases.contains("Whisky Sour"))
        #expect(try drink("long-island-iced-tea").name == "Long Island Iced Tea")
        #expect(try drink("dark-n-stormy").aliases.contains("Dark and Stormy"))
    }

    @Test func teasAndMulledWinesAreDrinks() throws {
        #expect(try drink("gluhwein-mulled-wine").kind == .drink)
        #expect(try drink("gluhwein-mulled-wine").method == .heated)
        #expect(try drink("assam-tea").kind == .drink)
    }

    @Test func typoAndBrandTwinsResolveToOneIngredient() throws {
        let ingredients = Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
        for typo in ["pinapple-juice", "grapefruite-soda", "maracschino-cherry", "giner-syrup", "peach-shnapp", "chocolate-liquer",
                     "worchestershire-sauce", "gin-bombay-saphire", "chambord-liqueur", "raspberry-chambord", "midori-melon-liquor"] {
            #expect(ingredients[IngredientID(typo)] == nil, "\(typo) is still its own ingredient")
        }
        #expect(ingredients["chambord"]?.parent == "black-raspberry-liqueur")
        #expect(ingredients["bombay-sapphire-gin"]?.parent == "london-dry-gin")
        // Apple cider is juice: 0 %, so a drink of it and pumpkin is not alcoholic.
        #expect(ingredients["apple-cider"]?.abv == 0)
    }

    @Test func namedDrinksCarryTheirTechnique() throws {
        let sazerac = try drink("sazerac")
        #expect(sazerac.ice == .noIce)
        #expect(sazerac.lines.first { $0.ingredient == "absinthe" }?.role == .rinse)
        #expect(try drink("penicillin").lines.first { $0.ingredient == "islay-scotch-whiskey" }?.role == .float)
        // IBA: one lime cut into small wedges, muddled with the sugar: a whole lime, not one wedge.
        let caipirinha = try drink("caipirinha")
        #expect(caipirinha.lines.first { $0.ingredient == "lime" }?.role == .muddle)
        #expect(caipirinha.lines.first { $0.ingredient == "lime" }?.amount == "1")
    }
}
