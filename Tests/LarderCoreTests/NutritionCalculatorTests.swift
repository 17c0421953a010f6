import LarderCore
import Testing

/// The calculator on made-up facts whose results are worked out by hand.
@Suite struct NutritionCalculatorTests {
    let egg = IngredientID("egg"), milk = IngredientID("milk"), salt = IngredientID("salt"), herb = IngredientID("herb")
    let butter = IngredientID("butter")

    var calculator: NutritionCalculator {
        NutritionCalculator(
            facts: [
                egg: NutritionFacts(kcal: 140, protein: 12), milk: NutritionFacts(kcal: 60, protein: 3),
                butter: NutritionFacts(kcal: 700, protein: 1),
            ],
            measures: [egg: IngredientMeasure(gramsPerPiece: 50), milk: IngredientMeasure(gramsPerMillilitre: 1.03)],
            unitGrams: [butter: [.stick: 113]])
    }

    @Test func weighsByMassVolumePieceAndUnit() {
        #expect(calculator.grams(of: Amount(2, nil), ingredient: egg) == 100)
        #expect(calculator.grams(of: Amount(3, .piece), ingredient: egg) == 150)
        #expect(calculator.grams(of: Amount(200, .ml), ingredient: milk) == 206)
        #expect(calculator.grams(of: Amount(1, .cup), ingredient: milk) == 240 * 1.03)
        #expect(calculator.grams(of: Amount(1, .kg), ingredient: herb) == 1000)
        #expect(calculator.grams(of: Amount(1, .stick), ingredient: butter) == 113)
        #expect(calculator.grams(of: Amount(2, nil), ingredient: milk) == nil)  // no piece weight
        #expect(calculator.grams(of: Amount(1, .tsp), ingredient: herb) == nil)  // no density
        // A can weighs what its note says: 2 cans of "400 g, drained" are 800 g; 14 oz is 396.9 g.
        #expect(calculator.grams(of: Amount(2, .can), ingredient: herb, note: "400 g, drained") == 800)
        #expect(abs((calculator.grams(of: Amount(1, .can), ingredient: herb, note: "about 14 oz") ?? 0) - 14 * 28.349523125) < 1e-6)
        #expect(calculator.grams(of: Amount(1, .can), ingredient: herb, note: "drained and rinsed") == nil)
        #expect(calculator.grams(of: Amount(1, .can), ingredient: herb) == nil)
        #expect(calculator.grams(of: Amount(quantity: nil, unit: .toTaste), ingredient: salt) == nil)
        #expect(calculator.grams(of: Amount(-2, .g), ingredient: herb) == nil)
    }

    @Test func sumsDividesAndReportsCoverage() {
        let lines = [
            NutritionLine(ingredient: egg, name: "Egg", amount: Amount(2, nil)),  // 100 g: 140 kcal, 12 g protein
            NutritionLine(ingredient: milk, name: "Milk", amount: Amount(100, .ml)),  // 103 g: 61.8 kcal, 3.09 g
            NutritionLine(ingredient: herb, name: "Herb", amount: Amount(10, .g)),  // weighed, no facts
            NutritionLine(ingredient: salt, name: "Salt", amount: Amount(quantity: nil, unit: .toTaste)),
            NutritionLine(ingredient: milk, name: "Milk", amount: Amount(3, nil)),  // a count of milk: unweighed
            NutritionLine(ingredient: egg, name: "Egg", amount: Amount(4, nil), counted: false),  // optional
        ]
        let summary = calculator.summarize(lines, servings: 2)
        #expect(abs(summary.perServing.kcal - (140 + 61.8) / 2) < 1e-9)
        #expect(abs((summary.perServing.protein ?? 0) - (12 + 3.09) / 2) < 1e-9)
        #expect(summary.weighedGrams == 213)
        #expect(summary.coveredGrams == 203)
        #expect(abs(summary.coverage - 203.0 / 213) < 1e-12)
        #expect(summary.uncovered == ["Herb"])
        #expect(summary.unweighed == ["Milk"])
        #expect(summary.unmeasured == ["Salt"])
        #expect(summary.servings == 2 && summary.servingsStated)
        let whole = calculator.summarize(Array(lines.prefix(1)), servings: nil)
        #expect(whole.servings == 1 && !whole.servingsStated)
        #expect(calculator.summarize([], servings: 4).coverage == 0)
    }
}
