import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23o: the data faults round 2 of the sweep found in its slice
/// (sample23o.txt), each checked against the published spec or the record's own directions, never against
/// the builder's output.
struct Audit23oTests: ImportedDrinks {
    func ingredients() throws -> [IngredientID: Ingredient] {
        Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
    }

    @Test func theIcedCoffeeFrappeBlendsChilledEspresso() throws {
        // The opendrinks record makes its instant espresso, chills it, then blends it with the milk, sugar and
        // ice: the blender takes about 60 ml of chilled espresso, not 60 ml of instant powder.
        let frappe = try drink("iced-coffee-frappe")
        #expect(line(frappe, "instant-espresso-coffee") == nil)
        let espresso = try #require(line(frappe, "espresso"))
        #expect(espresso.note == "chilled")
        #expect(millilitres(frappe, "espresso") == 60)
        #expect(frappe.method == .blended)
    }

    @Test func theBlackAndTanIsPaleAleUnderStout() throws {
        // A Black and Tan is half pale ale (Bass), half stout (Guinness) floated on it over a spoon
        // (liquor.com; beeradvocate.com: Bass or Harp under draught Guinness). "Beer ale" is no beer a bar pours.
        let pint = try drink("black-and-tan")
        #expect(line(pint, "beer-ale") == nil)
        #expect(millilitres(pint, "pale-ale") == 250)
        #expect(millilitres(pint, "stout") == 250)
        #expect(pint.lines.first?.ingredient.rawValue == "pale-ale")
        let ale = try #require(try ingredients()["pale-ale"])
        #expect(ale.name == "Pale ale")
        #expect(ale.parent?.rawValue == "ale")
    }

    @Test func theOldCubanVariantsPourOneMeasureOfRumAndMintLeaves() throws {
        // The IBA Old Cuban (iba-web): 45 ml aged rum, 22.5 ml lime, 30 ml syrup, 2 dashes Angostura, 6-8 mint
        // leaves, 60 ml champagne. The opendrinks record's "5 or 6 oz" of rum is a slip for 1 1/2 oz; the
        // bar-assistant record's six sprigs of mint are six leaves.
        let cuban = try drink("old-cuban")
        let opendrinks = try #require(cuban.variants.first { $0.id.rawValue == "old-cuban-v-opendrinks" })
        let rum = try #require(opendrinks.lines.first { $0.ingredient.rawValue == "rum" })
        let rumMillilitres = try #require(rum.amount.flatMap(AmountParser.parse)?.millilitres)
        #expect(rumMillilitres == 45)
        let bitters = try #require(opendrinks.lines.first { $0.ingredient.rawValue == "angostura-aromatic-bitters" })
        #expect(bitters.amount.flatMap(AmountParser.parse)?.unit == .dash)
        let barAssistant = try #require(cuban.variants.first { $0.id.rawValue == "old-cuban-v-bar-assistant" })
        let mint = try #require(barAssistant.lines.first { $0.ingredient.rawValue == "mint" })
        #expect(mint.amount.flatMap(AmountParser.parse)?.unit == .leaf)
    }

    @Test func thePiscoSourVariantTakesOneEggWhite() throws {
        // The IBA Pisco Sour (iba-web): 60 ml pisco, 30 ml lemon, 20 ml syrup, one raw egg white. The
        // bar-assistant record's "1 drops" of egg white is one egg white.
        let sour = try drink("pisco-sour")
        let variant = try #require(sour.variants.first { $0.id.rawValue == "pisco-sour-v-bar-assistant" })
        let white = try #require(variant.lines.first { $0.ingredient.rawValue == "egg-white" })
        let amount = try #require(white.amount.flatMap(AmountParser.parse))
        #expect(amount.unit != .drop)
    }

    @Test func theMarigoldMuleIsToppedWithGingerBeer() throws {
        // The bar-assistant record (after Patrón's recipe) lists ginger ale, but its directions and its description
        // top the tequila, St-Germain and lime with ginger beer, as every mule is.
        let mule = try drink("marigold-mule")
        #expect(line(mule, "ginger-ale") == nil)
        #expect(millilitres(mule, "ginger-beer") == 90)
    }
}
