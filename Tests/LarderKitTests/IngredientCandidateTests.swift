import Testing

@testable import LarderKit

/// The names the import resolver tries for a line, on patterns measured on real recipe pages.
/// Expected orders are worked out by hand from the rules in ``IngredientLineResolver/candidates(_:note:)``.
@Suite struct IngredientCandidateTests {
    func position(_ candidate: String, in list: [String]) -> Int { list.firstIndex(of: candidate) ?? .max }

    @Test func alternativesAndASharedNoun() {
        let cream = IngredientLineResolver.candidates("heavy / thickened cream")
        #expect(cream.first == "heavy / thickened cream")
        #expect(cream.contains("heavy cream") && cream.contains("thickened cream"))
        let chilli = IngredientLineResolver.candidates("chilli powder or cayenne pepper powder")
        #expect(position("chilli powder", in: chilli) < position("cayenne pepper powder", in: chilli))
        let herb = IngredientLineResolver.candidates("Coriander/cilantro")
        #expect(herb.contains("coriander") && herb.contains("cilantro"))
        #expect(IngredientLineResolver.candidates("Salt and pepper").contains("salt"))
    }

    @Test func juiceOfAFruitIsThatFruitsJuice() {
        #expect(IngredientLineResolver.candidates("juice of ½ lemon").first == "lemon juice")
        #expect(IngredientLineResolver.candidates("zest of 1 orange").first == "orange zest")
    }

    @Test func shorterRunsBeforeTheLastWord() {
        let thighs = IngredientLineResolver.candidates("chicken thigh fillets")
        #expect(position("chicken thigh", in: thighs) < position("fillets", in: thighs))
        let ribs = IngredientLineResolver.candidates("bone in beef short ribs")
        #expect(position("beef short ribs", in: ribs) < position("short ribs", in: ribs))
        #expect(position("short ribs", in: ribs) < position("ribs", in: ribs))
        // A part word gives way to the word before it: cashew before nut.
        let cashews = IngredientLineResolver.candidates("ground cashew nuts")
        #expect(position("cashew", in: cashews) < position("nut", in: cashews))
    }

    @Test func aDescriptionBeforeTheCommaBorrowsTheNote() {
        // "750g skinless, boneless chicken (thighs and breast), cut up": the name is "skinless".
        let chicken = IngredientLineResolver.candidates("skinless", note: "boneless chicken, cut into pieces; thighs and breast")
        #expect(chicken.contains("chicken"))
        #expect(IngredientLineResolver.candidates("dried fenugreek leaves").contains("fenugreek leaves"))
    }
}
