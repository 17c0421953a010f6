import LarderCore
import Testing

/// Lines as a cook reads them, against amounts worked out by hand.
struct KitchenLineReadingTests {
    /// USDA SR: onion 11282 "medium" 110 g; table salt 02047 "tsp" 6.0 g (6.0 / 4.929 ml = 1.217 g/ml);
    /// lemon juice 09152 "cup" 244 g (1.031 g/ml); cinnamon 02010 "tsp" 2.6 g (0.527 g/ml).
    let onion = KitchenIngredient(noun: "onion", category: .vegetable, measure: IngredientMeasure(gramsPerMillilitre: nil, gramsPerPiece: 110))
    let salt = KitchenIngredient(noun: "salt", category: .spice, measure: IngredientMeasure(gramsPerMillilitre: 6.0 / 4.92892159))
    let lemonJuice = KitchenIngredient(noun: "lemon juice", category: .juice, measure: IngredientMeasure(gramsPerMillilitre: 244 / 236.5882365))
    let cinnamon = KitchenIngredient(noun: "cinnamon", category: .spice, measure: IngredientMeasure(gramsPerMillilitre: 2.6 / 4.92892159))

    @Test func aRangeIsShownAsARangeNotItsMidpoint() throws {
        let range = Amount(quantity: Quantity(6, to: 7), unit: nil)
        let shown = try #require(KitchenLine.present(range, of: onion, in: nil, drink: false))
        #expect(shown.text.hasPrefix("6–7"))
        // Doubled: 12–14.
        let doubled = try #require(KitchenLine.present(range, of: onion, factor: 2, in: nil, drink: false))
        #expect(doubled.text.hasPrefix("12–14"))
    }

    @Test func smallWeightsAreSpoonedOutsideMetric() throws {
        // 5 g salt = 5 / 1.217 = 4.11 ml = 0.83 tsp: 3/4 tsp in quarter steps; metric keeps 5 g.
        #expect(KitchenLine.present(Amount(5, .g), of: salt, in: .us, drink: false)?.text == "3/4 tsp")
        #expect(KitchenLine.present(Amount(5, .g), of: salt, in: .metric, drink: false)?.text == "5 g")
        // 5 g cinnamon = 9.48 ml = 1.92 tsp: 2 tsp.
        #expect(KitchenLine.present(Amount(5, .g), of: cinnamon, in: .imperial, drink: false)?.text == "2 tsp")
        // 15 g lemon juice = 14.5 ml: 1 tbsp in the US, 15 ml in metric.
        #expect(KitchenLine.present(Amount(15, .g), of: lemonJuice, in: .us, drink: false)?.text == "1 tbsp")
        #expect(KitchenLine.present(Amount(15, .g), of: lemonJuice, in: .metric, drink: false)?.text == "15 ml")
    }

    @Test func aSpoonfulStaysASpoonfulInImperial() throws {
        // Baking powder, 1 1/2 tsp (USDA 18369: 1 tsp 4.6 g): spooned in imperial, 7 g in metric (6.9 g, whole grams under 10 g).
        let powder = KitchenIngredient(noun: "baking powder", category: .baking, measure: IngredientMeasure(gramsPerMillilitre: 4.6 / 4.92892159))
        #expect(KitchenLine.present(Amount(1.5, .tsp), of: powder, in: .imperial, drink: false)?.text == "1 1/2 tsp")
        #expect(KitchenLine.present(Amount(1.5, .tsp), of: powder, in: .metric, drink: false)?.text == "7 g")
    }

    @Test func drinksKeepTheirSpoonsAndDishesDoNot() throws {
        // A drink's 1 tsp of sugar stays 1 tsp in every system; 1/3 tsp rounds to the 1/4 tsp step.
        #expect(KitchenLine.present(Amount(1, .tsp), of: salt, in: .metric, drink: true)?.text == "1 tsp")
        #expect(KitchenLine.present(Amount(1.0 / 3, .tsp), of: salt, in: .us, drink: true)?.text == "1/4 tsp")
        // An eighth of a teaspoon is a measuring spoon (turmeric latte's clove and pepper): it stays 1/8,
        // in every system; 0.18 tsp is nearer 1/8 (0.055 away) than 1/4 (0.07), 0.2 tsp nearer 1/4.
        for system in [MeasurementSystem.us, .metric, .imperial] {
            #expect(KitchenLine.present(Amount(0.125, .tsp), of: salt, in: system, drink: true)?.text == "1/8 tsp")
        }
        #expect(KitchenLine.present(Amount(0.18, .tsp), of: salt, in: .us, drink: true)?.text == "1/8 tsp")
        #expect(KitchenLine.present(Amount(0.2, .tsp), of: salt, in: .us, drink: true)?.text == "1/4 tsp")
        // A barspoon is kept in halves for any recipe.
        #expect(KitchenLine.present(Amount(1.3, .barspoon), of: salt, in: .metric, drink: false)?.text == "1 1/2 barspoons")
        // Below half a barspoon a quarter is kept: the IBA Tuxedo's 1/4 bar spoon of absinthe beside its
        // 1/2 bar spoon of maraschino (iba-web), in every system.
        let absinthe = KitchenIngredient(noun: "absinthe", category: .spirit, measure: nil)
        for system in [MeasurementSystem.us, .metric, .imperial] {
            #expect(KitchenLine.present(Amount(0.25, .barspoon), of: absinthe, in: system, drink: true)?.text == "1/4 barspoon")
            #expect(KitchenLine.present(Amount(0.5, .barspoon), of: absinthe, in: system, drink: true)?.text == "1/2 barspoon")
        }
    }
    /// A quarter ounce is 7.5 ml at the bar (30 ml an ounce), the spec bartenders write; shown whole it would
    /// read 8 ml. 1/4 US fl oz = 29.5735 / 4 = 7.393 ml → 7.5 to the half millilitre; 3 ml stays 3 ml.
    @Test func smallBarPoursKeepHalfMillilitres() throws {
        let liqueur = KitchenIngredient(noun: "allspice dram", category: .liqueur, measure: nil)
        #expect(KitchenLine.present(Amount(7.5, .ml), of: liqueur, in: .metric, drink: true)?.text == "7.5 ml")
        #expect(KitchenLine.present(Amount(0.25, .oz), of: liqueur, in: .metric, drink: true)?.text == "7.5 ml")
        #expect(KitchenLine.present(Amount(3, .ml), of: liqueur, in: .metric, drink: true)?.text == "3 ml")
        // 22.5 ml (3/4 oz) keeps its 2.5 ml step, and 1/4 oz in US measures is "1/4 oz".
        #expect(KitchenLine.present(Amount(22.5, .ml), of: liqueur, in: .metric, drink: true)?.text == "22.5 ml")
        #expect(KitchenLine.present(Amount(7.5, .ml), of: liqueur, in: .us, drink: true)?.text == "1/4 oz")
    }

    /// Quarter-ounce pours above an ounce keep their 2.5 ml (session 21): the IBA Brandy Crusta's 52.5 ml and a
    /// 37.5 ml pour stay as written, where 5 ml steps showed 55 and 40. An ounce spec converted still reads the
    /// round figure a metric bar pours: 3 oz = 3 × 29.5735 = 88.72 ml → 90 (1.28 ml off); 1 1/4 oz = 36.97 ml →
    /// 37.5 (35 is 1.97 ml off); 1 1/2 oz = 44.36 ml → 45; 1 3/4 oz = 51.75 ml → 52.5.
    @Test func quarterOuncePoursAboveAnOunceKeepTheirHalfStep() {
        let rum = KitchenIngredient(noun: "dark rum", category: .spirit, measure: nil)
        func shown(_ amount: Amount) -> String? { KitchenLine.present(amount, of: rum, in: .metric, drink: true)?.text }
        #expect(shown(Amount(52.5, .ml)) == "52.5 ml")
        #expect(shown(Amount(37.5, .ml)) == "37.5 ml")
        #expect(shown(Amount(3, .oz)) == "90 ml")
        #expect(shown(Amount(1.25, .oz)) == "37.5 ml")
        #expect(shown(Amount(1.5, .oz)) == "45 ml")
        #expect(shown(Amount(1.75, .oz)) == "52.5 ml")
        #expect(shown(Amount(45, .ml)) == "45 ml")
    }

    /// A recipe in parts is a ratio: the Puka Punch record's 3/4 part and 1/4 part, and a 1/3 part,
    /// are shown as written, and doubling the drink doubles them (3/4 × 2 = 1 1/2).
    @Test func partsKeepTheRatioAsWritten() throws {
        let rum = KitchenIngredient(noun: "dark rum", category: .spirit, measure: nil)
        #expect(KitchenLine.present(Amount(0.75, .part), of: rum, in: nil, drink: true)?.text == "3/4 part")
        #expect(KitchenLine.present(Amount(0.25, .part), of: rum, in: .metric, drink: true)?.text == "1/4 part")
        #expect(KitchenLine.present(Amount(1.0 / 3, .part), of: rum, in: .us, drink: true)?.text == "1/3 part")
        #expect(KitchenLine.present(Amount(2, .part), of: rum, in: nil, drink: true)?.text == "2 parts")
        #expect(KitchenLine.present(Amount(0.75, .part), of: rum, factor: 2, in: nil, drink: true)?.text == "1 1/2 parts")
    }
}
