import LarderCore
import Testing

/// A fraction of a cut on a drink's line reads as a bartender cuts it: a spec's "1/4 wedge" of lime is one small wedge,
/// a half slice a half wheel, one and a half wedges as written; a dish still rounds a part of a slice to a whole one,
/// with its note.
struct DrinkCutCountTests {
    let lime = KitchenIngredient(noun: "lime", category: .fruit, measure: nil)

    @Test func aQuarterWedgeOnADrinkIsOneSmallWedge() throws {
        let shown = try #require(KitchenLine.present(Amount(0.25, .wedge), of: lime, in: nil, drink: true))
        #expect(shown.text == "1 small wedge")
        #expect(shown.roundingNote == nil)
        // Tinto de Verano for nine, scaled to one glass: 1/9 of an orange slice is one small slice, not "1 slice, rounded from 0.11".
        #expect(KitchenLine.present(Amount(1, .slice), of: lime, factor: 1.0 / 9, in: nil, drink: true)?.text == "1 small slice")
    }

    @Test func halvesOfACutStayOnADrink() throws {
        #expect(KitchenLine.present(Amount(0.5, .slice), of: lime, in: .us, drink: true)?.text == "1/2 slice")
        #expect(KitchenLine.present(Amount(1, .wedge), of: lime, factor: 1.5, in: nil, drink: true)?.text == "1 1/2 wedges")
        // Two thirds of a wedge is nearer a half than a whole: 1/2 wedge, with the rounding said.
        let twoThirds = try #require(KitchenLine.present(Amount(2.0 / 3, .wedge), of: lime, in: nil, drink: true))
        #expect(twoThirds.text == "1/2 wedge" && twoThirds.roundingNote == "rounded from 0.67")
    }

    @Test func aDishStillRoundsACutToAWholeOne() throws {
        let shown = try #require(KitchenLine.present(Amount(0.25, .wedge), of: lime, in: nil, drink: false))
        #expect(shown.text == "1 wedge")
        #expect(shown.roundingNote == "rounded from 0.25")
        #expect(KitchenLine.present(Amount(1, .slice), of: lime, factor: 1.5, in: nil, drink: false)?.text == "2 slices")
        // Leaves and sprigs stay whole on a drink too: half a mint sprig is still a sprig.
        #expect(KitchenLine.present(Amount(0.5, .sprig), of: lime, in: nil, drink: true)?.text == "1 sprig")
    }
}
