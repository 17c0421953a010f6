import Testing
@testable import LarderCore

struct AmountParserTests {
    static let cases: [(String, Amount)] = [
        ("1 1/2 oz", Amount(1.5, .oz)),
        ("1½ oz", Amount(1.5, .oz)),
        ("1 ½ oz", Amount(1.5, .oz)),
        ("1 1⁄2 oz", Amount(1.5, .oz)),
        ("½", Amount(0.5, nil)),
        ("¾ cup", Amount(0.75, .cup)),
        ("2-3 dashes", Amount(quantity: Quantity(2, to: 3), unit: .dash)),
        ("2–3 dashes", Amount(quantity: Quantity(2, to: 3), unit: .dash)),
        ("2 to 3", Amount(quantity: Quantity(2, to: 3), unit: nil)),
        ("1/2 to 3/4 cup", Amount(quantity: Quantity(0.5, to: 0.75), unit: .cup)),
        ("2 cl", Amount(2, .cl)),
        ("0.5 oz", Amount(0.5, .oz)),
        (".75 oz", Amount(0.75, .oz)),
        ("0,5 l", Amount(0.5, .l)),
        ("45ml", Amount(45, .ml)),
        ("60mL", Amount(60, .ml)),
        ("3 dashes", Amount(3, .dash)),
        ("1 barspoon", Amount(1, .barspoon)),
        ("1 bar spoon", Amount(1, .barspoon)),
        ("top up", Amount(quantity: nil, unit: .topUp)),
        ("top", Amount(quantity: nil, unit: .topUp)),
        ("fill", Amount(quantity: nil, unit: .topUp)),
        ("Top up with", Amount(quantity: nil, unit: .topUp)),
        ("to taste", Amount(quantity: nil, unit: .toTaste)),
        ("a pinch", Amount(1, .pinch)),
        ("pinch of salt", Amount(1, .pinch)),
        ("1 (14 oz) can", Amount(1, .can)),
        ("2 large eggs", Amount(2, nil)),
        ("1 ounce", Amount(1, .oz)),
        ("2 ounces", Amount(2, .oz)),
        ("1 fl oz", Amount(1, .oz)),
        ("1 oz.", Amount(1, .oz)),
        ("2 teaspoons", Amount(2, .tsp)),
        ("1 tsp.", Amount(1, .tsp)),
        ("1 tablespoon", Amount(1, .tbsp)),
        ("1 tbsp", Amount(1, .tbsp)),
        ("2T olive oil", Amount(2, .tbsp)),
        ("1 t salt", Amount(1, .tsp)),
        ("3 cups", Amount(3, .cup)),
        ("1 c. sugar", Amount(1, .cup)),
        ("200 grams", Amount(200, .g)),
        ("350g", Amount(350, .g)),
        ("1 kilogram", Amount(1, .kg)),
        ("2 lbs", Amount(2, .lb)),
        ("1 pound", Amount(1, .lb)),
        ("100 millilitres", Amount(100, .ml)),
        ("100 milliliter", Amount(100, .ml)),
        ("5 centilitres", Amount(5, .cl)),
        ("4 drops", Amount(4, .drop)),
        ("2 parts", Amount(2, .part)),
        ("1 shot", Amount(1, .shot)),
        ("1 splash", Amount(1, .splash)),
        ("2 slices", Amount(2, .slice)),
        ("1 wedge", Amount(1, .wedge)),
        ("6 leaves", Amount(6, .leaf)),
        ("1 leaf", Amount(1, .leaf)),
        ("2 sprigs", Amount(2, .sprig)),
        ("3 cloves", Amount(3, .clove)),
        ("2 pinches", Amount(2, .pinch)),
        ("2 scoops", Amount(2, .scoop)),
        ("a scoop of lemon sorbet", Amount(1, .scoop)),
        ("4 pods", Amount(4, .pod)),
        ("1 can", Amount(1, .can)),
        ("1 bottle", Amount(1, .bottle)),
        ("1 bunch", Amount(1, .bunch)),
        ("1 handful", Amount(1, .handful)),
        ("2 sticks", Amount(2, .stick)),
        ("one", Amount(1, nil)),
        ("half a pound", Amount(0.5, .lb)),
        ("a quarter of a pound", Amount(0.25, .lb)),
        ("1-1/2 cups", Amount(1.5, .cup)),
        ("2 and 1/4 teaspoons", Amount(2.25, .tsp)),
        ("450 g / 1 lb", Amount(450, .g)),
        ("a few dashes", Amount(quantity: Quantity(2, to: 3), unit: .dash)),
        // Kitchen abbreviations of Swedish, Danish, Norwegian and German pages.
        ("2 dl mjölk", Amount(2, .dl)),
        ("1 msk smör", Amount(1, .tbsp)),
        ("2 tsk salt", Amount(2, .tsp)),
        ("1 spsk olie", Amount(1, .tbsp)),
        ("2 ss olje", Amount(2, .tbsp)),
        ("1 ts salt", Amount(1, .tsp)),
        ("2 EL Zucker", Amount(2, .tbsp)),
        ("1 TL Salz", Amount(1, .tsp)),
        ("1 krm kanel", Amount(1, .ml)),
        ("2 stk. æg", Amount(2, .piece)),
    ]

    @Test(arguments: cases)
    func parsesAmount(text: String, expected: Amount) {
        #expect(AmountParser.parse(text) == expected, "\(text)")
    }

    static let nonAmounts = [
        "lime juice", "", "an egg", "half and half", "garnish", "vitamin",
        // Numbers no recipe measures: beyond a million, not finite, a zero denominator.
        "99999999999999999999999 eggs", "1000001 g", "1/0 cup", "5000000/2 ml",
    ]

    @Test(arguments: nonAmounts)
    func rejectsTextWithoutAmount(text: String) {
        #expect(AmountParser.parse(text) == nil, "\(text)")
    }

    /// The largest quantity is still an amount; one more is not.
    @Test func aMillionIsTheLargestQuantity() {
        #expect(AmountParser.parse("1000000 g") == Amount(1_000_000, .g))
        #expect(AmountParser.parse("2000000/2 ml") == Amount(1_000_000, .ml))
        #expect(AmountParser.parse("1000000.5 g") == nil)
    }

    @Test func splitsAmountFromTheRestOfALine() {
        let (amount, rest) = AmountParser.split("2 cups all-purpose flour, sifted")
        #expect(amount == Amount(2, .cup))
        #expect(rest == "all-purpose flour, sifted")
        let (can, tomatoes) = AmountParser.split("1 (14 oz) can diced tomatoes")
        #expect(can == Amount(1, .can))
        #expect(tomatoes == "diced tomatoes")
        // A size with no unit after it stays with the line (the pages of recipe sites write "2 (10 inch) tortillas").
        let (count, crusts) = AmountParser.split("3 (25 cm) flatbreads, warmed")
        #expect(count == Amount(quantity: Quantity(3), unit: nil))
        #expect(crusts == "(25 cm) flatbreads, warmed")
        let (none, whole) = AmountParser.split("  salt ")
        #expect(none == nil)
        #expect(whole == "salt")
    }

    @Test func millilitresFollowTheUnit() {
        #expect(AmountParser.parse("1 1/2 oz")?.millilitres == 45)
        #expect(AmountParser.parse("2 cl")?.millilitres == 20)
        #expect(AmountParser.parse("top up")?.millilitres == nil)
        #expect(AmountParser.parse("2 parts")?.millilitres == nil)
    }
}
