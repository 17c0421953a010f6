import Testing
@testable import LarderCore

struct UnitConversionTests {
    @Test func millilitresBecomeQuarterOunces() {
        #expect(UnitConversion.convert(Amount(45, .ml), to: .imperial) == Amount(1.5, .oz))
        #expect(UnitConversion.convert(Amount(22.5, .ml), to: .imperial) == Amount(0.75, .oz))
        #expect(UnitConversion.convert(Amount(20, .ml), to: .imperial) == Amount(0.75, .oz))
        #expect(UnitConversion.convert(Amount(2, .cl), to: .imperial) == Amount(0.75, .oz))
        #expect(UnitConversion.convert(Amount(2, .ml), to: .imperial) == Amount(0.25, .oz))
    }

    @Test func ouncesBecomeRoundMillilitres() {
        #expect(UnitConversion.convert(Amount(1.5, .oz), to: .metric) == Amount(45, .ml))
        #expect(UnitConversion.convert(Amount(0.25, .oz), to: .metric) == Amount(8, .ml))
        #expect(UnitConversion.convert(Amount(quantity: Quantity(1, to: 2), unit: .oz), to: .metric)
            == Amount(quantity: Quantity(30, to: 60), unit: .ml))
    }

    @Test func massConvertsBothWays() {
        #expect(UnitConversion.convert(Amount(1, .lb), to: .metric) == Amount(455, .g))
        #expect(UnitConversion.convert(Amount(500, .g), to: .imperial) == Amount(1, .lb))
        #expect(UnitConversion.convert(Amount(100, .g), to: .imperial) == Amount(3.5, .oz))
    }

    @Test func barMeasuresAndCountsStayPut() {
        for amount in [Amount(2, .dash), Amount(1, .barspoon), Amount(3, nil), Amount(quantity: nil, unit: .topUp), Amount(1, .cup)] {
            #expect(UnitConversion.convert(amount, to: .metric) == amount)
            #expect(UnitConversion.convert(amount, to: .imperial) == amount)
        }
    }

    @Test func scalingByServings() {
        #expect(UnitConversion.scale(Amount(2, .cup), from: 4, to: 2) == Amount(1, .cup))
        #expect(UnitConversion.scale(Amount(quantity: Quantity(2, to: 3), unit: .dash), from: 1, to: 2)
            == Amount(quantity: Quantity(4, to: 6), unit: .dash))
        #expect(UnitConversion.scale(Amount(quantity: nil, unit: .toTaste), from: 1, to: 3) == Amount(quantity: nil, unit: .toTaste))
        #expect(UnitConversion.scale(Amount(2, .cup), from: 0, to: 3) == Amount(2, .cup))
    }
}
