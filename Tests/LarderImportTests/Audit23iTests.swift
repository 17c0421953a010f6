import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23i: the data faults round 2's slice (81 ids of drinks read before, IBA
/// drinks and our own specs) found, each checked against the published spec or the record's own lines,
/// never against the builder's output.
struct Audit23iTests: ImportedDrinks {
    @Test func theRamosFizzIsServedWithoutIce() throws {
        // iba-web (IBA Ramos Fizz): shaken, strained into a highball glass and topped with soda, no ice in
        // the glass; Famous New Orleans Drinks (1937): strained into a tall thin glass.
        let ramos = try drink("ramos-fizz")
        #expect(ramos.ice == .noIce)
        #expect(ramos.glass == "highball")
    }

    @Test func theJetPilotPoursOverproofDemeraraRum() throws {
        // Our spec's own line note named the rum: 151-proof Demerara rum (151 US proof is 75.5 % ABV); the
        // card's line read "Overproof rum, 151-proof Demerara rum".
        let pilot = try drink("jet-pilot")
        #expect(line(pilot, "overproof-rum") == nil)
        let rum = try #require(millilitres(pilot, "overproof-demerara-rum"))
        #expect(rum == 22.5)
        let ingredient = try #require(try result().sources.ingredients.first { $0.id.rawValue == "overproof-demerara-rum" })
        #expect(ingredient.name == "Overproof Demerara rum")
        #expect(ingredient.abv == 75.5)
        #expect(ingredient.parent?.rawValue == "demerara-rum")
    }

    @Test func rysgaardsCoronaSpecialIsToppedWithSportSoda() throws {
        // The record's 33 cl of "soda with sport taste": Danish sport soda looks and tastes like Sprite
        // (academickids.com and fact-index.com, Soft drinks in Denmark), not soda water. Its "dark coloring
        // for sauce" is Danish sauce colouring, gravy browning.
        let special = try drink("rysgaards-corona-special")
        #expect(line(special, "club-soda") == nil)
        #expect(millilitres(special, "lemon-lime-soda") == 330)
        let coloring = try #require(try result().sources.ingredients.first { $0.id.rawValue == "dark-coloring-sauce" })
        #expect(coloring.name == "Gravy browning")
    }

    @Test func garnishesReadAsABartenderWrites() throws {
        // The lime mojito's record muddles its lime wedges and garnishes with one; all its half lime is
        // muddled here, so the garnish is a lime wedge, not "remaining lime wedge". The chikoo lassi's record
        // garnishes with almond and "more dry fruits".
        #expect(try drink("lime-mojito").garnish == "lime wedge")
        #expect(try drink("chikoo-lassi").garnish == "almonds and dried fruits")
    }
}
