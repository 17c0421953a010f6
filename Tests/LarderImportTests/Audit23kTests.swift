import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23k, round 2 of the sweep: the data faults its slice of the catalog
/// (/work/notes/out23/sample23k.txt) found, each checked against the drink's own record, never against the
/// builder's output.
struct Audit23kTests: ImportedDrinks {
    @Test func birPletokIsBoiledAndStrainedBeforeItIsBlended() throws {
        // The opendrinks record (beer-pletok): the charred, crushed ginger, the lemongrass, sappan wood,
        // cinnamon, salt and sugar boil in the water until it thickens; it is strained, chilled and only
        // then blended with ice. Sappan wood is a dried spice wood, strained out like cinnamon bark.
        let pletok = try drink("beer-pletok")
        for id in ["ginger", "lemongrass", "water", "sappan-wood", "cinnamon", "sugar", "salt"] {
            #expect(line(pletok, id)?.role == .simmer, "\(id)")
        }
        #expect(line(pletok, "ginger")?.note?.contains("crushed") == true)
        let sappan = try #require(try result().sources.ingredients.first { $0.id.rawValue == "sappan-wood" })
        #expect(sappan.category == .spice)
    }

    @Test func theRaspberryCaipirinhaCrushesRaspberries() throws {
        // The opendrinks record (raspberry-caipirinha) lists "3 strawberries", but its name, its tags and
        // its directions crush raspberries over the lime and sugar.
        let caipirinha = try drink("raspberry-caipirinha")
        #expect(line(caipirinha, "raspberry") != nil)
        #expect(line(caipirinha, "strawberry") == nil)
    }

    @Test func theGreenMangoSharbatsMangoesAreBoiledAndPeeled() throws {
        // The opendrinks record (green-mango-sharbat) boils, peels and cuts the green mangoes before the
        // blender; they do not go in whole.
        let sharbat = try drink("kancha-aamer-sharbat-green-mango-sharbat")
        let mango = try #require(line(sharbat, "green-mango"))
        #expect(mango.note?.contains("peeled") == true)
        #expect(mango.note?.contains("boiled") == true)
    }

    @Test func theSundayMilkshakeIsALitreForFourWithoutIce() throws {
        // The public-domain record (sunday-milkshake): "about 4 glasses or 1 liter", the banana and ~120 g
        // of berries topped up with milk to a litre in the blender, no ice.
        let shake = try drink("sunday-morning-milkshake")
        #expect(shake.servings == 4)
        #expect(shake.ice == .noIce)
        let milk = try #require(millilitres(shake, "milk"))
        #expect(milk >= 700 && milk <= 850)
    }

    @Test func theHurricaneIsStrainedOverCrushedIce() throws {
        // The bar-assistant record (hurricane) and the 4:2:2 spec it pours (supercall.com, thrillist.com):
        // 4 oz dark rum, 2 oz passion fruit syrup, 2 oz lemon juice, shaken, strained over crushed ice.
        let hurricane = try drink("hurricane")
        #expect(hurricane.ice == .crushed)
        #expect(hurricane.method == .shaken)
    }

    @Test func theLavenderLemonadesBoiledWaterIsToldFromItsColdWater() throws {
        // The opendrinks record (lavender-basil-lemonade): two cups of water boiled with the lavender for
        // the steep, three more stirred in cold; the boiled line says so.
        let lemonade = try drink("lavender-basil-lemonade")
        let waters = lemonade.lines.filter { $0.ingredient.rawValue == "water" }
        #expect(waters.count == 2)
        #expect(waters.first?.note == "boiling")
    }
}
