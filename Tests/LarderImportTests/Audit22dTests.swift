import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 22d (issue 9): faults the seeded sample 2205 found, each checked against a published spec or the
/// record's own directions, never against the builder's own output.
struct Audit22dTests: ImportedDrinks {
    @Test func theBarracudaIsServedTallOnIce() throws {
        // IBA (iba-web record): strained into a chilled highball glass filled with ice, topped with prosecco;
        // getmixwise.com and drimaco.com: a highball (long drink) glass of fresh ice.
        let barracuda = try drink("barracuda")
        #expect(barracuda.glass == "highball" && barracuda.ice == .cubed)
    }

    @Test func theMicheladasPourALager() throws {
        // Their records' "good summer beer" is a cold beer; a Michelada is built on a Mexican lager.
        #expect(line(try drink("mexican-michelada"), "lager") != nil)
        #expect(line(try drink("mexican-michelada"), "summer-beer") == nil)
        #expect(line(try drink("colombian-michelada"), "lager") != nil)
    }

    @Test func recordsPrepareTheirFruitAndSpices() throws {
        // opendrinks cherry-limeade: the cherries are pitted before blending.
        #expect(line(try drink("cherry-limeade"), "cherry")?.note?.contains("pitted") == true)
        // opendrinks jaljeera: roasted cumin seeds and seedless tamarind.
        let jaljeera = try drink("jaljeera")
        #expect(line(jaljeera, "cumin-seed")?.note?.contains("roasted") == true)
        #expect(line(jaljeera, "tamarind")?.note?.contains("seedless") == true)
        #expect(line(jaljeera, "tamarind-seedless") == nil)
    }

    @Test func theLemonadeSweetenerIsNotCoconut() throws {
        // opendrinks lavender-basil-lemonade: "honey or coconut or granulated sugar" means coconut sugar.
        let honey = try #require(line(try drink("lavender-basil-lemonade"), "honey"))
        #expect(!honey.substitutes.map(\.rawValue).contains("coconut"))
    }

    @Test func theGloggIsGarnishedWithSliveredAlmondsAndRaisins() throws {
        // opendrinks glogg: blanched, slivered almonds and raisins with the orange slices.
        #expect(try drink("glogg").garnish?.contains("slivered almonds") == true)
    }

    @Test func theJimmieRooseveltCognacIsPouredOverTheIce() throws {
        // Baker (via kindredcocktails.com) and diffordsguide.com pour the cognac straight over cracked ice.
        let cognac = try #require(line(try drink("jimmie-roosevelt"), "cognac"))
        #expect(cognac.note == nil)
    }

    @Test func theBlueLadyIsAGinDrink() throws {
        // Tarling, Café Royal Cocktail Book (1937), as diffordsguide.com and vivantmagazine.com print it:
        // two parts blue curaçao, one part gin, one part lemon juice.
        let lady = try drink("blue-lady")
        #expect(line(lady, "gin") != nil)
        #expect(line(lady, "white-rum") == nil)
    }
}
