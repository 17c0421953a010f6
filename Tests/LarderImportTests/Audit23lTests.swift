import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23l, round 2 of the sweep: the data faults its slice of the catalog
/// (eighty-one drinks read in a random order) found, each checked against the drink's record, never against
/// the builder's output.
struct Audit23lTests: ImportedDrinks {
    @Test func dianasLipsPoursItsInfusedMezcal() throws {
        // The opendrinks record "dianas-lips" pours 4.5 cl of mezcal infused with cocoa beans and pink berries
        // (baies roses, pink peppercorns): the infusion is the drink, not plain mezcal.
        let lips = try drink("dianas-lips")
        let mezcal = try #require(line(lips, "mezcal"))
        #expect(mezcal.note?.contains("cocoa beans") == true)
        #expect(mezcal.note?.contains("pink peppercorns") == true)
    }

    @Test func theNewfoundlandSlushFreezesLemonadeConcentrate() throws {
        // The opendrinks record "newfoundland-christmas-slush" lists a can of "Frozen Lemonade", stirred into
        // the cooled syrup and frozen: a can of frozen lemonade concentrate, not a can of lemonade.
        let slush = try drink("newfoundland-christmas-slush")
        #expect(line(slush, "lemonade") == nil)
        #expect(line(slush, "lemonade-concentrate")?.role == .freeze)
    }

    @Test func theGoldenBrownIsServedUp() throws {
        // The opendrinks record "golden-brown" freezes the cup, double-strains the shaken drink and lays the
        // orange peel on its foam: served up in a chilled glass, with no ice.
        let brown = try drink("golden-brown")
        #expect(brown.ice == .noIce)
        #expect(brown.glass == "coupe")
        #expect(brown.method == .shaken)
    }
}
