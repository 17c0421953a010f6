import LarderCore
import Testing

/// A fraction of a cut on a drink's line ("1/4 wedge" of lime) reads as the spec writes it, a quarter of a wedge; a dish
/// still rounds a part of a slice to a whole one, with its note.
struct DrinkCutCountTests {
    let lime = KitchenIngredient(noun: "lime", category: .fruit, measure: nil)

    @Test func aQuarterWedgeOnADrinkStaysAQuarterWedge() throws {
        let shown = try #require(KitchenLine.present(Amount(0.25, .wedge), of: lime, in: nil, drink: true))
        #expect(shown.text == "1/4 wedge")
        #expect(shown.quantity == 0.25 && shown.roundingNote == nil)
        // A half slice of orange, and one wedge and a half for a drink scaled by 1.5.
        #expect(KitchenLine.present(Amount(0.5, .slice), of: lime, in: .us, drink: true)?.text == "1/2 slice")
        #expect(KitchenLine.present(Amount(1, .wedge), of: lime, factor: 1.5, in: nil, drink: true)?.text == "1 1/2 wedges")
    }

    @Test func aDishStillRoundsACutToAWholeOne() throws {
        let shown = try #require(KitchenLine.present(Amount(0.25, .wedge), of: lime, in: nil, drink: false))
        #expect(shown.text == "1 wedge")
        #expect(shown.roundingNote == "rounded from 0.25")
        // Leaves and sprigs stay whole on a drink too: half a mint sprig is still a sprig.
        #expect(KitchenLine.present(Amount(0.5, .sprig), of: lime, in: nil, drink: true)?.text == "1 sprig")
    }
}
