import LarderCore
import Testing

@Suite struct DrinkMathTests {
    @Test func alcoholIsConservedThroughDilution() throws {
        let parts = [DrinkMath.Part(millilitres: 60, abv: 40), DrinkMath.Part(millilitres: 30, abv: 0)]
        for method in MixMethod.allCases {
            let result = try #require(DrinkMath.finish(parts, method: method))
            #expect(abs(result.abv * result.finalVolume - 2400) < 1e-6)
            #expect(result.finalVolume >= result.startingVolume)
        }
    }

    @Test func shakingDilutesMoreThanStirringMoreThanBuilding() throws {
        let parts = [DrinkMath.Part(millilitres: 45, abv: 40), DrinkMath.Part(millilitres: 25, abv: 0), DrinkMath.Part(millilitres: 20, abv: 0)]
        let shaken = try #require(DrinkMath.finish(parts, method: .shaken))
        let stirred = try #require(DrinkMath.finish(parts, method: .stirred))
        let built = try #require(DrinkMath.finish(parts, method: .built))
        #expect(shaken.dilution > stirred.dilution && stirred.dilution > built.dilution)
        // Arnold's shaken fit at a = 0.2: 1.567·0.04 + 1.742·0.2 + 0.203 = 0.61408.
        #expect(abs(shaken.dilution / shaken.startingVolume - 0.61408) < 1e-9)
        #expect(abs(shaken.startingABV - 20) < 1e-9)
    }

    @Test func nothingMeasuredGivesNoResult() {
        #expect(DrinkMath.finish([], method: .shaken) == nil)
        #expect(DrinkMath.finish([DrinkMath.Part(millilitres: 0, abv: 40)], method: .stirred) == nil)
    }
}
