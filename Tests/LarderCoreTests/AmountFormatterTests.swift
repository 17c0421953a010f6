import Testing
@testable import LarderCore

struct AmountFormatterTests {
    static let cases: [(Amount, String)] = [
        (Amount(1.5, .oz), "1 1/2 oz"),
        (Amount(quantity: Quantity(2, to: 3), unit: .dash), "2-3 dash"),
        (Amount(quantity: nil, unit: .topUp), "top up"),
        (Amount(quantity: nil, unit: .toTaste), "to taste"),
        (Amount(22.5, .ml), "22.5 ml"),
        (Amount(0.75, .cup), "3/4 cup"),
        (Amount(1.0 / 3, .cup), "1/3 cup"),
        (Amount(2, nil), "2"),
        (Amount(0.125, .tsp), "1/8 tsp"),
        (Amount(0.35, .oz), "0.35 oz"),
        (Amount(1.5, .cl), "1.5 cl"),
    ]

    @Test(arguments: cases)
    func formatsCanonicalText(amount: Amount, expected: String) {
        #expect(AmountFormatter.format(amount) == expected)
    }

    /// Every amount with a quantity in eighths, thirds or hundredths, in every unit, parses back from
    /// its canonical text to the same amount.
    @Test func canonicalTextParsesBackToTheSameAmount() {
        var quantities: [Quantity] = []
        for whole in 0...4 {
            for fraction in [0.0, 1.0 / 8, 1.0 / 4, 1.0 / 3, 1.0 / 2, 2.0 / 3, 3.0 / 4, 7.0 / 8] where whole > 0 || fraction > 0 {
                quantities.append(Quantity(Double(whole) + fraction))
            }
        }
        quantities += [Quantity(22.5), Quantity(0.35), Quantity(2, to: 3), Quantity(0.5, to: 0.75), Quantity(45)]
        let metric: Set<MeasureUnit> = [.ml, .cl, .dl, .l, .g, .kg, .mg]
        var checked = 0
        for unit in MeasureUnit.allCases {
            // Metric units are written as decimals with two places, so thirds and eighths do not apply.
            let usable = metric.contains(unit) ? quantities.filter { ($0.low * 100).rounded() == $0.low * 100 } : quantities
            let amounts = unit.isUnquantified ? [Amount(quantity: nil, unit: unit)] : usable.map { Amount(quantity: $0, unit: unit) }
            for amount in amounts {
                let text = AmountFormatter.format(amount)
                #expect(AmountParser.parse(text) == amount, "\(text)")
                checked += 1
            }
        }
        #expect(checked > MeasureUnit.allCases.count * 10)
    }

    /// Formatting is total: numbers no parsed amount holds (a reader's JSON number, a scaled absurd
    /// value) print as Swift writes them instead of trapping in the conversion to `Int`.
    @Test func writesNumbersBeyondAnyAmountWithoutFailing() {
        #expect(AmountFormatter.format(1e300) == "1e+300")
        #expect(AmountFormatter.format(9.5e18) == "9.5e+18")
        #expect(AmountFormatter.format(Double.infinity) == "inf")
        #expect(AmountFormatter.format(-Double.infinity) == "-inf")
        #expect(AmountFormatter.format(Double.nan) == "nan")
        #expect(AmountFormatter.format(-2) == "-2.0")
        #expect(AmountFormatter.format(Amount(1e300, .ml)) == "1e+300 ml")
        #expect(AmountFormatter.format(Amount(quantity: Quantity(1, to: 1e20), unit: .cup)) == "1-1e+20 cup")
        // Below the limit the usual text.
        #expect(AmountFormatter.format(999_999_999_999) == "999999999999")
    }

    @Test func unitlessCountsRoundTrip() {
        for value in [1.0, 2, 0.5, 1.25, 12] {
            let amount = Amount(value, nil)
            #expect(AmountParser.parse(AmountFormatter.format(amount)) == amount)
        }
    }
}
