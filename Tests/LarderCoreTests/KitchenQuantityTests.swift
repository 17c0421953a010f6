import Testing
@testable import LarderCore

/// Kitchen quantities against hand computations from USDA SR `WEIGHT.txt` figures.
struct KitchenQuantityTests {
    // USDA SR 20081 all-purpose flour: 1 cup = 125 g. 01001 butter: 1 cup = 227 g.
    // 09040 banana: 1 cup mashed = 225 g, medium = 118 g. 01123 egg: large = 50 g.
    let flour = KitchenIngredient(noun: "all-purpose flour", measure: IngredientMeasure(gramsPerMillilitre: 125 / 236.5882365), handling: .weighed, cupMeasured: true)
    let butter = KitchenIngredient(noun: "butter", category: .dairy, measure: IngredientMeasure(gramsPerMillilitre: 227 / 236.5882365))
    let banana = KitchenIngredient(noun: "banana", category: .fruit, measure: IngredientMeasure(gramsPerMillilitre: 225 / 236.5882365, gramsPerPiece: 118))
    let milk = KitchenIngredient(noun: "milk", category: .dairy, measure: IngredientMeasure(gramsPerMillilitre: 244 / 236.5882365))

    @Test func recipeAmountsBecomeBaseUnits() throws {
        #expect(try #require(KitchenQuantity(Amount(2, .cup))).value == 2 * 236.5882365)
        #expect(KitchenQuantity(Amount(1, .lb)) == .grams(453.592))
        #expect(KitchenQuantity(Amount(3, nil)) == .pieces(3))
        #expect(KitchenQuantity(Amount(2, .clove)) == .pieces(2, of: .clove))
        // 4 oz of a solid is 4 × 28.3495 g = 113.4 g.
        #expect(abs(try #require(KitchenQuantity(Amount(4, .oz), solid: true)).value - 113.398) < 0.001)
        #expect(KitchenQuantity(Amount(quantity: nil, unit: .toTaste)) == nil)
        #expect(KitchenQuantity(Amount(1, .part)) == nil)
    }

    @Test func densityTurnsCupsOfFlourIntoGrams() throws {
        // 2 cups × 125 g = 250 g.
        let grams = try #require(KitchenConversion.convert(.millilitres(2 * 236.5882365), to: .mass, measure: flour.measure))
        #expect(abs(grams.value - 250) < 1e-9)
        // And back: 250 g of flour is 2 cups.
        let cups = try #require(KitchenConversion.convert(.grams(250), to: .volume, measure: flour.measure))
        #expect(KitchenFormatter.present(cups, in: .us).text == "2 cups")
        // No density: no conversion.
        #expect(KitchenConversion.convert(.millilitres(100), to: .mass, measure: IngredientMeasure()) == nil)
    }

    @Test func mashedBananaBecomesBananas() throws {
        // 1 1/2 cups mashed = 337.5 g; 337.5 / 118 = 2.86 bananas.
        let pieces = try #require(KitchenConversion.convert(.millilitres(1.5 * 236.5882365), to: .count, measure: banana.measure))
        #expect(abs(pieces.value - 337.5 / 118) < 1e-9)
        #expect(KitchenFormatter.present(pieces, in: .metric, noun: "banana").text == "3 bananas")
        // Rounding 2.86 to 3 moves it by 0.14 of a banana: noted.
        #expect(KitchenFormatter.present(pieces, in: .metric, noun: "banana").roundingNote == "rounded from 2.86")
        // Six whole bananas stay six.
        #expect(KitchenFormatter.present(.pieces(6), in: .us, noun: "banana").text == "6 bananas")
        #expect(KitchenFormatter.present(.pieces(1), in: .us, noun: "egg").text == "1 egg")
        #expect(KitchenFormatter.present(.pieces(1), in: .us, noun: "egg").roundedFrom == nil)
    }

    @Test func eggsRoundToWholeWithANote() {
        // 2 eggs for 8 servings, made for 6: 1.5 → 2; for 5: 1.25 → 1, noted.
        let five = KitchenFormatter.present(.pieces(2 * 5.0 / 8), in: .us, noun: "egg")
        #expect(five.text == "1 egg")
        #expect(five.roundingNote == "rounded from 1.25")
        // Shopping rounds up: 1.25 eggs to buy is 2.
        #expect(KitchenFormatter.present(.pieces(1.25), in: .us, noun: "egg", rounding: .up).text == "2 eggs")
        #expect(KitchenFormatter.present(.pieces(2.0000001), in: .us, noun: "egg", rounding: .up).text == "2 eggs")
    }

    @Test func piecesHalveAndQuarterButEggsAndClovesStayWhole() {
        // Half a swede and a quarter of a cabbage are what the recipe says: kept, no note.
        let half = KitchenFormatter.present(.pieces(0.5), in: .metric, noun: "swede")
        #expect(half.text == "1/2 swede")
        #expect(half.roundedFrom == nil)
        #expect(KitchenFormatter.present(.pieces(0.25), in: .metric, noun: "cabbage").text == "1/4 cabbage")
        // 1.4 onions to the nearest half: 1 1/2, noted.
        let onions = KitchenFormatter.present(.pieces(1.4), in: .metric, noun: "onion")
        #expect(onions.text == "1 1/2 onions")
        #expect(onions.roundingNote == "rounded from 1.4")
        // Eggs and cloves stay whole; a shopping list buys whole pieces.
        #expect(KitchenFormatter.present(.pieces(1.5), in: .metric, noun: "egg yolk").text == "2 egg yolks")
        #expect(KitchenFormatter.present(.pieces(1.5, of: .clove), in: .metric, noun: "garlic").text == "2 cloves")
        #expect(KitchenFormatter.present(.pieces(0.5), in: .metric, noun: "swede", rounding: .up).text == "1 swede")
    }

    @Test func volumesRoundToSpoonsAndCups() {
        // ¼ tsp steps: 1.9 ml / 4.929 = 0.3855 tsp; ×4 = 1.54 quarters → 2 quarters = 1/2 tsp.
        #expect(KitchenFormatter.present(.millilitres(1.9), in: .us).text == "1/2 tsp")
        // Under 3/16 tsp the step is ⅛ (a measuring spoon): 0.3 ml = 0.061 tsp, never rounded to nothing;
        // 1/8 US tsp = 0.6161 ml; 0.9 ml = 0.1826 tsp (nearer 1/8); 1.0 ml = 0.2029 tsp (nearer 1/4);
        // 0.625 ml is 1/8 of a 5 ml metric teaspoon.
        #expect(KitchenFormatter.present(.millilitres(0.3), in: .us).text == "1/8 tsp")
        #expect(KitchenFormatter.present(.millilitres(0.6161), in: .us).text == "1/8 tsp")
        #expect(KitchenFormatter.present(.millilitres(0.9), in: .us).text == "1/8 tsp")
        #expect(KitchenFormatter.present(.millilitres(1.0), in: .us).text == "1/4 tsp")
        #expect(KitchenFormatter.present(.millilitres(0.625), in: .metric).text == "1/8 tsp")
        // 1 tbsp = 14.787 ml; 2 tbsp = 29.57 ml.
        #expect(KitchenFormatter.present(.millilitres(29.57), in: .us).text == "2 tbsp")
        // ⅛ cup steps: 150 ml = 0.634 cup → 5/8 (0.625) is 1.4 % away.
        #expect(KitchenFormatter.present(.millilitres(150), in: .us).text == "5/8 cup")
        // Under a cup no eighth within 5 % means tablespoons: 100 ml = 0.4227 cup, 3/8 is 11 % under and 1/2
        // 18 % over; 100 / 14.787 = 6.76 tbsp → 7 tbsp in halves. 5 tbsp (73.93 ml, 0.3125 cup) stays 5 tbsp
        // (1/4 cup is 20 % under, 3/8 cup 20 % over); 6 tbsp (88.72 ml) is exactly 3/8 cup.
        #expect(KitchenFormatter.present(.millilitres(100), in: .us).text == "7 tbsp")
        #expect(KitchenFormatter.present(.millilitres(5 * 14.7867648), in: .us).text == "5 tbsp")
        #expect(KitchenFormatter.present(.millilitres(6 * 14.7867648), in: .us).text == "3/8 cup")
        #expect(KitchenFormatter.present(.millilitres(1.5 * 236.5882365), in: .us).text == "1 1/2 cups")
        // 2 quarts = 1892.7 ml.
        #expect(KitchenFormatter.present(.millilitres(1892.7), in: .us).text == "2 quarts")
        // Metric: 5 ml spoons, then ml in 5 / 10 / 25 ml steps, then litres.
        #expect(KitchenFormatter.present(.millilitres(7.4), in: .metric).text == "1 1/2 tsp")
        #expect(KitchenFormatter.present(.millilitres(83), in: .metric).text == "85 ml")
        #expect(KitchenFormatter.present(.millilitres(473.18), in: .metric).text == "475 ml")
        #expect(KitchenFormatter.present(.millilitres(1240), in: .metric).text == "1.25 l")
    }

    @Test func imperialUsesBritishFluidOuncesAndPints() {
        // 100 ml / 28.413 = 3.52 fl oz → 3 1/2 fl oz (½ steps).
        #expect(KitchenFormatter.present(.millilitres(100), in: .imperial).text == "3 1/2 fl oz")
        // 1 UK pint = 568.26 ml; 1136.5 ml = 2 pints.
        #expect(KitchenFormatter.present(.millilitres(1136.5), in: .imperial).text == "2 pints")
        #expect(KitchenFormatter.present(.millilitres(568.26), in: .imperial).text == "1 pint")
        // A US pint (473.18 ml) is 0.833 UK pint → 3/4 pint (¼ steps).
        #expect(KitchenFormatter.present(.millilitres(473.18), in: .imperial).text == "3/4 pint")
    }

    @Test func massesRoundByFiveTwentyFiveFifty() {
        #expect(KitchenFormatter.present(.grams(7.4), in: .metric).text == "7 g")
        #expect(KitchenFormatter.present(.grams(63), in: .metric).text == "65 g")
        // 337.5 g in 25 g steps: 13.5 steps → 14 → 350 g.
        #expect(KitchenFormatter.present(.grams(337.5), in: .metric).text == "350 g")
        // 730 g in 25 g steps: 29.2 → 29 → 725 g.
        #expect(KitchenFormatter.present(.grams(730), in: .metric).text == "725 g")
        #expect(KitchenFormatter.present(.grams(113.5), in: .metric).text == "115 g")
        #expect(KitchenFormatter.present(.grams(1240), in: .metric).text == "1.25 kg")
        // 250 g = 8.82 oz → 8 3/4 oz; 1 kg = 2.2 lb → 2 1/4 lb.
        #expect(KitchenFormatter.present(.grams(250), in: .us).text == "8 3/4 oz")
        #expect(KitchenFormatter.present(.grams(1000), in: .imperial).text == "2 1/4 lb")
        // Shopping rounds up: 251 g → 275 g (25 g steps), 101 g → 105 g.
        #expect(KitchenFormatter.present(.grams(251), in: .metric, rounding: .up).text == "275 g")
        #expect(KitchenFormatter.present(.grams(101), in: .metric, rounding: .up).text == "105 g")
    }

    @Test func pluralsFollowTheNumber() {
        #expect(Plural.word("cup", count: 2) == "cups")
        #expect(Plural.word("cup", count: 0.5) == "cup")
        #expect(Plural.word("cup", count: 1.5) == "cups")
        #expect(Plural.plural(of: "tomato") == "tomatoes")
        #expect(Plural.plural(of: "cherry") == "cherries")
        #expect(Plural.plural(of: "leaf") == "leaves")
        #expect(Plural.plural(of: "pinch") == "pinches")
        #expect(Plural.plural(of: "dash") == "dashes")
        #expect(Plural.plural(of: "egg yolk") == "egg yolks")
        #expect(Plural.plural(of: "can (400 g)") == "cans (400 g)")
        #expect(Plural.plural(of: "tsp") == "tsp")
        #expect(Plural.plural(of: "fl oz") == "fl oz")
        #expect(Plural.plural(of: "day") == "days")
        #expect(Plural.plural(of: "celery") == "celery")
    }

    @Test func pinchesAndToTasteDoNotScaleLinearly() {
        let pinch = LineScaling.rule(for: Amount(1, .pinch), garnish: false, drink: false)
        #expect(pinch == .gentle)
        // √4 = 2: four times the recipe takes two pinches.
        #expect(LineScaling.scale(Amount(1, .pinch), by: 4, rule: pinch) == Amount(2, .pinch))
        let taste = Amount(quantity: nil, unit: .toTaste)
        #expect(LineScaling.scale(taste, by: 4, rule: LineScaling.rule(for: taste, garnish: false, drink: false)) == taste)
        #expect(LineScaling.rule(for: Amount(2, .sprig), garnish: true, drink: false) == .gentle)
        // A drink's garnish is one a glass.
        #expect(LineScaling.rule(for: Amount(1, .wedge), garnish: true, drink: true) == .proportional)
        #expect(LineScaling.scale(Amount(2, .cup), by: 0.5, rule: .proportional) == Amount(1, .cup))
    }

    @Test func ingredientHandlingFollowsCategoryAndDensity() {
        #expect(butter.handling == .weighed)  // 0.96 g/ml: lighter than water
        #expect(milk.handling == .poured)  // 1.03 g/ml
        #expect(banana.handling == .counted)
        // 12155 walnuts: 1 oz = 14 halves, about 2 g each; still weighed, not counted.
        #expect(KitchenIngredient(noun: "walnut", category: .nut, measure: IngredientMeasure(gramsPerMillilitre: 117 / 236.5882365, gramsPerPiece: 2)).handling == .weighed)
        #expect(KitchenIngredient(noun: "gin", category: .spirit, measure: nil).handling == .poured)
        #expect(KitchenIngredient(noun: "cinnamon", category: .spice, measure: nil).handling == .asWritten)
    }

    @Test func linesShowAsACookMeasures() throws {
        // Banana bread's 2 cups of flour, for 4 servings of a recipe for 8: 1 cup = 125 g.
        let half = try #require(KitchenLine.present(Amount(2, .cup), of: flour, factor: 0.5, in: .metric, drink: false))
        #expect(half.text == "125 g")
        #expect(KitchenLine.present(Amount(2, .cup), of: flour, in: .us, drink: false)?.text == "2 cups")
        // 1/2 cup butter = 113.5 g; in 5 g steps (under 250 g) 115 g.
        #expect(KitchenLine.present(Amount(0.5, .cup), of: butter, in: .metric, drink: false)?.text == "115 g")
        // 1 1/2 oz gin: 44.36 ml → 45 ml; imperial 1.56 fl oz → 1 1/2 fl oz.
        let gin = KitchenIngredient(noun: "gin", category: .spirit, measure: nil)
        #expect(KitchenLine.present(Amount(1.5, .oz), of: gin, in: .metric, drink: true)?.text == "45 ml")
        #expect(KitchenLine.present(Amount(1.5, .oz), of: gin, in: .imperial, drink: true)?.text == "1 1/2 fl oz")
        #expect(KitchenLine.present(Amount(2, .dash), of: gin, factor: 4, in: .metric, drink: true)?.text == "8 dashes")
        // Mashed banana measured in cups is weighed outside the US: 1 1/2 cups = 337.5 g → 350 g (25 g steps).
        #expect(KitchenLine.present(Amount(1.5, .cup), of: banana, in: .metric, drink: false)?.text == "350 g")
        #expect(KitchenLine.present(Amount(1.5, .cup), of: banana, in: .us, drink: false)?.text == "1 1/2 cups")
        // Butter with no known density is weighed, so it stays in cups rather than millilitres.
        let plainButter = KitchenIngredient(noun: "butter", category: .dairy, measure: nil)
        #expect(KitchenLine.present(Amount(0.5, .cup), of: plainButter, in: .metric, drink: false)?.text == "1/2 cup")
        // Flour without a known density stays in cups, never millilitres.
        let bare = KitchenIngredient(noun: "flour", category: .grain, measure: nil)
        #expect(KitchenLine.present(Amount(2, .cup), of: bare, in: .metric, drink: false)?.text == "2 cups")
    }

    @Test func drinksKeepTheirWrittenDimensionAndSpoons() {
        // Irish Coffee's 50 ml of cream is poured at the bar, never weighed, whatever the cream's density.
        let cream = KitchenIngredient(noun: "cream", category: .dairy, measure: IngredientMeasure(gramsPerMillilitre: 238 / 236.5882365))
        #expect(KitchenLine.present(Amount(50, .ml), of: cream, in: .metric, drink: true)?.text == "50 ml")
        #expect(KitchenLine.present(Amount(50, .ml), of: cream, in: nil, drink: true)?.text == "50 ml")
        // 1 tsp (4.93 ml) of sugar is spooned: "1 tsp" in every system, not 1/4 oz or 4 g.
        for system: MeasurementSystem? in [nil, .metric, .us, .imperial] {
            #expect(KitchenLine.present(Amount(1, .tsp), of: flour, in: system, drink: true)?.text == "1 tsp")
        }
        // Doubled, two teaspoons; scaled by 3/4 to the nearest quarter: 1 1/2 tsp.
        #expect(KitchenLine.present(Amount(1, .tsp), of: flour, factor: 2, in: .us, drink: true)?.text == "2 tsp")
        #expect(KitchenLine.present(Amount(2, .tsp), of: flour, factor: 0.75, in: .us, drink: true)?.text == "1 1/2 tsp")
        // A dish pours its cream too: 1/4 cup = 59.1 ml → 60 ml (5 ml steps); its flour is still weighed (1 tsp = 2.6 g → 3 g).
        #expect(KitchenLine.present(Amount(0.25, .cup), of: cream, in: .metric, drink: false)?.text == "60 ml")
        #expect(KitchenLine.present(Amount(1, .tsp), of: flour, in: .metric, drink: false)?.text == "3 g")
    }

    @Test func drinksKeepDryGoodsInSpoonsAndCups() {
        // Sugar, mint and rice are measured dry by the cup at the bar too: a kombucha's 2 cups of sugar
        // is "2 cups" in US units, never "16 oz" (2 × 8 fl oz), and stays 2 cups when written as such.
        let sugar = KitchenIngredient(noun: "sugar", category: .sweetener, measure: IngredientMeasure(gramsPerMillilitre: 200 / 236.5882365))
        let mint = KitchenIngredient(noun: "mint", category: .herb, measure: nil)
        #expect(KitchenLine.present(Amount(2, .cup), of: sugar, in: .us, drink: true)?.text == "2 cups")
        #expect(KitchenLine.present(Amount(2, .cup), of: sugar, in: nil, drink: true)?.text == "2 cups")
        // 100 ml of sugar by hand: 100 / 236.588 = 0.423 cup, whose nearest eighth (3/8) is 11 % under, so
        // tablespoons: 100 / 14.787 = 6.76 → 7 tbsp (US and imperial, which has no cup of its own).
        // 120 ml = 0.507 cup → 1/2 cup (1.4 % under).
        #expect(KitchenLine.present(Amount(100, .ml), of: sugar, in: .us, drink: true)?.text == "7 tbsp")
        #expect(KitchenLine.present(Amount(100, .ml), of: sugar, in: .imperial, drink: true)?.text == "7 tbsp")
        #expect(KitchenLine.present(Amount(120, .ml), of: sugar, in: .us, drink: true)?.text == "1/2 cup")
        // 2 fl oz (59.15 ml) of mint leaves: a quarter cup (59.15 / 236.59 = 0.25), not "2 oz".
        #expect(KitchenLine.present(Amount(2, .oz), of: mint, in: .us, drink: true)?.text == "1/4 cup")
        // 20 ml of sugar: 20 / 14.787 = 1.35 tbsp, to the nearest half 1 1/2 tbsp.
        #expect(KitchenLine.present(Amount(20, .ml), of: sugar, in: .us, drink: true)?.text == "1 1/2 tbsp")
        // Fruit a drink measures by the cup stays in cups (an agua fresca's watermelon, not "32 oz"):
        // 1 1/2 cups stays 1 1/2 cups; 4 cups (4 × 236.59 = 946.4 ml) is one US quart. A fruit purée
        // poured by the ounce stays in ounces.
        let watermelon = KitchenIngredient(noun: "watermelon", category: .fruit, measure: IngredientMeasure(gramsPerMillilitre: 152 / 236.5882365))
        #expect(KitchenLine.present(Amount(1.5, .cup), of: watermelon, in: .us, drink: true)?.text == "1 1/2 cups")
        #expect(KitchenLine.present(Amount(4, .cup), of: watermelon, in: .us, drink: true)?.text == "1 quart")
        #expect(KitchenLine.present(Amount(1, .oz), of: watermelon, in: .us, drink: true)?.text == "1 oz")
        // Liquids are still poured by the ounce: 60 ml of gin = 2.03 US fl oz → 2 oz.
        let gin = KitchenIngredient(noun: "gin", category: .spirit, measure: nil)
        #expect(KitchenLine.present(Amount(60, .ml), of: gin, in: .us, drink: true)?.text == "2 oz")
    }

    @Test func aBatchOfALitreOrMoreReadsInLitres() {
        // Queimada's two litres of orujo: "2 l", not "2000 ml"; 1234 ml to the nearest 50 ml is 1.25 l;
        // 990 ml stays in millilitres.
        let orujo = KitchenIngredient(noun: "orujo", category: .spirit, measure: nil)
        #expect(KitchenLine.present(Amount(2, .l), of: orujo, in: .metric, drink: true)?.text == "2 l")
        #expect(KitchenLine.present(Amount(1234, .ml), of: orujo, in: .metric, drink: true)?.text == "1.25 l")
        #expect(KitchenLine.present(Amount(990, .ml), of: orujo, in: .metric, drink: true)?.text == "990 ml")
    }

    @Test func tallySumsAcrossUnitsAndSubtractsThePantry() {
        // 2 cups flour (250 g) + 100 g = 350 g; the pantry's 1 cup (125 g) leaves 225 g.
        var tally = KitchenTally(flour)
        tally.add(Amount(2, .cup))
        tally.add(Amount(100, .g))
        #expect(tally.totals.count == 1 && abs(tally.totals[0].value - 350) < 1e-9)
        tally.subtract(.millilitres(236.5882365))
        #expect(abs(tally.totals[0].value - 225) < 1e-9)
        #expect(tally.shoppingAmounts(in: .metric).map(\.text) == ["225 g"])
        // Bananas: 1 1/2 cups mashed (2.86) + 2 bananas = 4.86 → buy 5; two at home leave 3.
        var bananas = KitchenTally(banana)
        bananas.add(Amount(1.5, .cup))
        bananas.add(Amount(2, nil))
        #expect(bananas.shoppingAmounts(in: .metric).map(\.text) == ["5 bananas"])
        bananas.subtract(.pieces(2))
        #expect(bananas.shoppingAmounts(in: .us).map(\.text) == ["3 bananas"])
        // Never below zero.
        bananas.subtract(.pieces(10))
        #expect(bananas.isCovered && bananas.shoppingAmounts(in: .us).isEmpty)
        // Two lemons for two recipes, not one.
        var lemons = KitchenTally(KitchenIngredient(noun: "lemon", category: .fruit, measure: IngredientMeasure(gramsPerPiece: 58)))
        lemons.add(Amount(1, nil))
        lemons.add(Amount(1, nil))
        #expect(lemons.shoppingAmounts(in: .us).map(\.text) == ["2 lemons"])
    }

    /// A range whose two ends land in different units or on the same figure is shown in the unit it is
    /// written in: "3-4 cups" would be 3 cups and 1 quart (4 cups), "4-5 tbsp" 1/4 cup and 5 tbsp.
    @Test func rangesAcrossAUnitBoundaryStayInTheirWrittenUnit() {
        let cups = Amount(quantity: Quantity(3, to: 4), unit: .cup)
        #expect(KitchenLine.present(cups, of: flour, in: nil, drink: false)?.text == "3–4 cups")
        // Scaled by 1.5: 4.5–6 cups = 1.125–1.5 quarts → quarter steps 1–1 1/2 quarts (both in quarts, the usual range).
        #expect(KitchenLine.present(cups, of: flour, factor: 1.5, in: nil, drink: false)?.text == "1–1 1/2 quarts")
        let spoons = Amount(quantity: Quantity(4, to: 5), unit: .tbsp)
        #expect(KitchenLine.present(spoons, of: flour, in: nil, drink: false)?.text == "4–5 tbsp")
        #expect(KitchenLine.present(spoons, of: flour, in: .us, drink: false)?.text == "4–5 tbsp")
        // In metric both ends are weighed as usual: 4 tbsp = 59.15 ml × 0.5283 g/ml = 31.25 g → 30 g (5 g
        // steps under 250 g); 5 tbsp = 73.93 ml → 39.06 g → 40 g.
        #expect(KitchenLine.present(spoons, of: flour, in: .metric, drink: false)?.text == "30–40 g")
    }
}
