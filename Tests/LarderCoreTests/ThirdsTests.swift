import Testing
@testable import LarderCore

/// Thirds of a cup as cooks write them, typed and scaled, while eighths keep printing as eighths.
struct ThirdsTests {
    // USDA SR 01077 whole milk: 1 cup = 244 g.
    let milk = KitchenIngredient(noun: "milk", category: .dairy, measure: IngredientMeasure(gramsPerMillilitre: 244 / 236.5882365))

    @Test func typedThirdsPrintAsThirds() {
        #expect(AmountFormatter.format(0.33) == "1/3")
        #expect(AmountFormatter.format(0.67) == "2/3")
        #expect(AmountFormatter.format(1.33) == "1 1/3")
        #expect(AmountFormatter.format(4.0 / 3) == "1 1/3")
        // Eighths and other decimals are unchanged: 3/8 is 0.042 from 1/3, 0.35 is 0.017 from it.
        #expect(AmountFormatter.format(0.375) == "3/8")
        #expect(AmountFormatter.format(0.625) == "5/8")
        #expect(AmountFormatter.format(0.35) == "0.35")
        #expect(AmountFormatter.format(0.3) == "0.3")
    }

    @Test func oneAndAThirdCupIsNotOneAndThreeEighths() throws {
        // "1 and 1/3 cup" and "1 1/3 cups" both read as 4/3 cup = 315.45 ml; ⅛ steps alone would give 1 3/8.
        for text in ["1 and 1/3 cup", "1 1/3 cups"] {
            let amount = try #require(AmountParser.parse(text))
            #expect(abs((amount.quantity?.low ?? 0) - 4.0 / 3) < 1e-9, "\(text)")
            #expect(KitchenLine.present(amount, of: milk, in: .us, drink: false)?.text == "1 1/3 cups", "\(text)")
        }
        #expect(KitchenFormatter.present(.millilitres(4.0 / 3 * 236.5882365), in: .us).text == "1 1/3 cups")
        #expect(KitchenFormatter.present(.millilitres(2.0 / 3 * 236.5882365), in: .us).text == "2/3 cup")
        #expect(KitchenFormatter.present(.millilitres(1.0 / 3 * 236.5882365), in: .us, rounding: .up).text == "1/3 cup")
    }

    @Test func scaledThirdsStayThirds() {
        // 2/3 cup × 2 = 4/3 cup; 1/3 cup × 3 = 1 cup; 1/3 cup × 2 = 2/3 cup; 2/3 cup × 1.5 = 1 cup.
        let scaled: [(Amount, Double, String)] = [
            (Amount(2.0 / 3, .cup), 2, "1 1/3 cups"),
            (Amount(1.0 / 3, .cup), 3, "1 cup"),
            (Amount(1.0 / 3, .cup), 2, "2/3 cup"),
            (Amount(2.0 / 3, .cup), 1.5, "1 cup"),
        ]
        for (amount, factor, expected) in scaled {
            let result = LineScaling.scale(amount, by: factor, rule: .proportional)
            #expect(KitchenLine.present(result, of: milk, in: .us, drink: false)?.text == expected, "\(amount) × \(factor)")
        }
        #expect(AmountFormatter.format(Amount(2.0 / 3, .cup).scaled(by: 2)) == "1 1/3 cup")
    }

    @Test func eighthsAndNearbyVolumesKeepTheirSteps() {
        // 3/8 cup = 88.72 ml stays 3/8; 90 ml = 0.3804 cup is 0.047 from 1/3, so ⅛ steps give 3/8 (1.4 % under).
        #expect(KitchenFormatter.present(.millilitres(0.375 * 236.5882365), in: .us).text == "3/8 cup")
        #expect(KitchenFormatter.present(.millilitres(90), in: .us).text == "3/8 cup")
        // 100 ml = 0.4227 cup: 3/8 is 11 % under, so tablespoons (100 / 14.787 = 6.76 → 7 tbsp).
        #expect(KitchenFormatter.present(.millilitres(100), in: .us).text == "7 tbsp")
        // 80 ml = 0.3381 cup, 0.0048 from 1/3: a third. 85 ml = 0.3593 cup, 0.026 away: 3/8.
        #expect(KitchenFormatter.present(.millilitres(80), in: .us).text == "1/3 cup")
        #expect(KitchenFormatter.present(.millilitres(85), in: .us).text == "3/8 cup")
        // 1 5/8 cups = 384.46 ml stays 1 5/8.
        #expect(KitchenFormatter.present(.millilitres(1.625 * 236.5882365), in: .us).text == "1 5/8 cups")
    }
}
