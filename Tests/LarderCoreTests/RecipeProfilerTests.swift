import Foundation
import LarderCore
import Testing

@Suite struct RecipeProfilerTests {
    private func entry(_ id: String, _ axes: [TasteAxis: Double], potency: Double = 1) -> (IngredientID, IngredientProfile) {
        (IngredientID(id), IngredientProfile(ingredient: IngredientID(id), profile: TasteProfile(axes), potency: potency, origin: "written"))
    }

    @Test func shakenDrinkIsDilutedAndCompressed() {
        // 60 ml of a spirit (strength 5) and 30 ml of juice (sour 5), shaken: 90 ml + 25 % water = 112.5 ml.
        // strength: 60·5 / 112.5 = 2.667 → 5·√(2.667/5) = 3.651; sour: 30·5 / 112.5 = 1.333 → 5·√(0.2667) = 2.582.
        let profiler = RecipeProfiler(profiles: Dictionary(uniqueKeysWithValues: [
            entry("spirit", [.strength: 5]), entry("juice", [.sour: 5]),
        ]))
        let lines = [
            RecipeProfiler.Line(ingredient: IngredientID("spirit"), amount: Amount(60, .ml)),
            RecipeProfiler.Line(ingredient: IngredientID("juice"), amount: Amount(1, .oz)),
        ]
        let result = profiler.profile(of: lines, kind: .drink, method: .shaken)
        #expect(abs(result.profile[.strength] - 3.651) < 0.001)
        #expect(abs(result.profile[.sour] - 2.582) < 0.001)
        #expect(result.profile[.sweet] == 0)
        #expect(result.coverage == 1)
        #expect(abs(result.totalWeight - 112.5) < 1e-9)
    }

    @Test func potencyAndCoverageAndOptionalLines() {
        // 2 dashes (1.8 ml) of bitters at potency 6 in 60 ml of an unprofiled spirit, stirred:
        // (61.8 ml × 1.2 = 74.16 ml); bitter 1.8·6·5 / 74.16 = 0.7282 → 5·√(0.14563) = 1.908. Coverage 1.8 / 61.8.
        let profiler = RecipeProfiler(profiles: Dictionary(uniqueKeysWithValues: [entry("bitters", [.bitter: 5], potency: 6)]))
        let lines = [
            RecipeProfiler.Line(ingredient: IngredientID("unknown"), amount: Amount(60, .ml)),
            RecipeProfiler.Line(ingredient: IngredientID("bitters"), amount: Amount(2, .dash)),
            RecipeProfiler.Line(ingredient: IngredientID("bitters"), amount: Amount(30, .ml), optional: true),
        ]
        let result = profiler.profile(of: lines, kind: .drink, method: .stirred)
        #expect(abs(result.profile[.bitter] - 1.908) < 0.001)
        #expect(abs(result.coverage - 1.8 / 61.8) < 1e-9)
    }

    @Test func dishesAreNotDilutedAndValuesCapAtFive() {
        let profiler = RecipeProfiler(profiles: Dictionary(uniqueKeysWithValues: [entry("salt", [.salty: 5], potency: 10)]))
        // 10 g salt × 10 × 5 / 10 g = 50 → capped at 5.
        let result = profiler.profile(of: [.init(ingredient: IngredientID("salt"), amount: Amount(10, .g))], kind: .dish, method: nil)
        #expect(result.profile[.salty] == 5)
        #expect(result.totalWeight == 10)
    }

    @Test func balanceNoteFlagsOutliersAgainstTheGroupMedian() {
        // Eight sours with sweet = sour (log ratio 0) and one with sweet 3× its sour, one with a third.
        var drinks = (0..<8).map { BalanceNote.Input(recipe: RecipeID("s\($0)"), group: "sour", sweet: 2, sour: 2) }
        drinks.append(BalanceNote.Input(recipe: RecipeID("sweet"), group: "sour", sweet: 3, sour: 1))
        drinks.append(BalanceNote.Input(recipe: RecipeID("tart"), group: "sour", sweet: 1, sour: 3))
        drinks.append(BalanceNote.Input(recipe: RecipeID("lonely"), group: "flip", sweet: 5, sour: 1))
        let notes = BalanceNote.notes(for: drinks)
        #expect(Set(notes.keys) == [RecipeID("sweet"), RecipeID("tart")])
        #expect(notes[RecipeID("sweet")]?.hasPrefix("sweeter than most sour drinks") == true)
        #expect(notes[RecipeID("tart")]?.hasPrefix("tarter") == true)
    }

    @Test func profilesEncodeTheirNonZeroAxesByName() throws {
        let profile = TasteProfile([.sweet: 2.345, .cocoaCoffee: 1, .sour: 0])
        let json = String(decoding: try JSONEncoder().encode(profile), as: UTF8.self)
        #expect(json.contains("\"sweet\":2.35") || json.contains("\"sweet\":2.34"))
        #expect(json.contains("\"cocoa-coffee\":1"))
        #expect(!json.contains("sour"))
        #expect(TasteAxis(name: "cocoa/coffee") == .cocoaCoffee)
        #expect(TasteProfile([.sweet: 9])[.sweet] == 5)
    }
}
