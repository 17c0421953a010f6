import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23n: the data faults a random slice of the already-read catalog (81 drinks)
/// found, each checked against the record's own lines, never against the builder's output.
struct Audit23nTests: ImportedDrinks {
    @Test func theAstronautsWineGumIsOneSweetNotAnAmountCalledOptional() throws {
        // The opendrinks record (madensverden.dk/astronaut-drink) lists its yellow wine gum garnish with the
        // quantity "(Optional)" and no measure: the card printed "(Optional) Yellow wine gum (garnish)".
        // One wine gum dresses the glass.
        let gum = try #require(line(try drink("astronaut"), "yellow-wine-gum"))
        #expect(gum.amount?.localizedCaseInsensitiveContains("optional") != true)
        let amount = try #require(gum.amount.flatMap(AmountParser.parse))
        #expect(amount.quantity?.value == 1)
    }

    @Test func theYogurtFruitShakeBlendsItsFruitFrozen() throws {
        // The opendrinks record lists frozen blueberries, frozen strawberries and a frozen half banana, and
        // blends them with no ice: the frozen fruit is what chills and thickens the shake.
        let shake = try drink("yogurt-fruit-shake")
        for fruit in ["blueberry", "strawberry", "banana"] {
            #expect(line(shake, fruit)?.note == "frozen", "\(fruit)")
        }
        #expect(shake.ice == .noIce)
    }
}
