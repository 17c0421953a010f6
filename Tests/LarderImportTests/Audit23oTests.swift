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
}
