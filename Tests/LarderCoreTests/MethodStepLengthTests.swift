import Testing
@testable import LarderCore

/// Lengths in a method, in inches for a US cook: each expectation computed by hand (1 inch = 2.54 cm;
/// pans to the whole inch, small cuts to the nearest quarter inch).
struct MethodStepLengthTests {
    @Test(arguments: [
        // 23 / 2.54 = 9.06 → 9
        ("Roll one disc to line a 23 cm pie dish.", "Roll one disc to line a 9 inch pie dish."),
        // 1 / 2.54 = 0.39 → 2 quarters
        ("Cut the zucchini into 1 cm rounds.", "Cut the zucchini into 1/2 inch rounds."),
        // 20 / 2.54 = 7.87 → 8; 30 / 2.54 = 11.81 → 12
        ("Bake in a 20 x 30 cm tin.", "Bake in an 8 x 12 inch tin."),
        // 33 → 12.99 → 13; 23 → 9
        ("Spread it in a 33×23 cm pan.", "Spread it in a 13 x 9 inch pan."),
        // 5 mm = 0.197 in → 1 quarter
        ("Slice it 5 mm thick.", "Slice it 1/4 inch thick."),
        // 2 mm = 0.079 in: less than a quarter, an eighth
        ("Roll it 2 mm thin.", "Roll it 1/8 inch thin."),
        // 3 cm = 1.18 in → 5 quarters
        ("Leave a 3 cm border.", "Leave a 1 1/4 inch border."),
        // 2 cm = 0.79 → 3/4; 3 cm → 1 1/4
        ("Cut into 2–3 cm pieces.", "Cut into 3/4–1 1/4 inch pieces."),
        // 20 cm → 8: "a" becomes "an" before a number read with a vowel
        ("Line a 20 x 20 cm baking pan.", "Line an 8 x 8 inch baking pan."),
        // Not lengths: kept.
        ("Add 150 ml milk and 5 cms of nothing.", "Add 150 ml milk and 5 cms of nothing."),
    ])
    func centimetresReadAsInches(_ metric: String, _ customary: String) {
        let step = MethodStep(text: metric)
        #expect(step.text(in: .customary) == customary)
        #expect(step.text(in: .metric) == metric)
    }
}
