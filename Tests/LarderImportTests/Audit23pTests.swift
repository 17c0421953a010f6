import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23p, round 2: the data faults a random slice of the already-read catalog
/// (80 drinks) still had, each checked against the published spec or the record's own directions, never
/// against the builder's output.
struct Audit23pTests: ImportedDrinks {
    @Test func theJulietAndRomeoMuddlesItsMint() throws {
        // Toby Maloney's Juliet & Romeo (The Violet Hour, 2007), as diffordsguide.com (recipe 3637, 8 mint
        // leaves), imbibemagazine.com and cocktaildudes.com print it: cucumber, salt and mint go into the
        // shaker with the gin, lime and syrup; one more mint leaf only garnishes the coupe.
        let juliet = try drink("juliet-and-romeo")
        let mint = try #require(line(juliet, "mint"))
        #expect(mint.role == .muddle)
        #expect(!mint.garnish)
        #expect(line(juliet, "mint-sprig") == nil)
        #expect(line(juliet, "cucumber")?.role == .muddle)
    }

    @Test func theVenusFlytrapGarnishesWithTheLimeLeafAndInfusesItsGin() throws {
        // The opendrinks record's directions: the gin is first infused with kaffir lime leaves and strained;
        // the lime, a kaffir leaf and the nutmeg are the garnish, not blended into the drink.
        let flytrap = try drink("venus-flytrap")
        #expect(line(flytrap, "kaffir-lime-leaf")?.garnish == true)
        #expect(line(flytrap, "gin")?.note == "infused with kaffir lime leaves")
    }

    @Test func clamatoKeepsItsCapital() throws {
        // Clamato is Mott's brand of tomato and clam juice (the Caesar, Calgary 1969): a proper name.
        let clamato = try #require(try result().sources.ingredients.first { $0.id.rawValue == "clamato" })
        #expect(clamato.keepsCapital)
    }
}
