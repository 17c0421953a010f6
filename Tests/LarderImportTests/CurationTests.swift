import LarderCore
import Testing
@testable import LarderImport

struct CurationTests {
    @Test func tablesLoadAndAreConsistent() throws {
        let curation = try #require(Fixture.curation)
        #expect(curation.substitutes.count >= 40)
        #expect(curation.aliases.count >= 200)
        #expect(curation.descriptors.contains("fresh"))
        #expect(curation.parts["simple-syrup"] == ["sugar", "water"])
        let pairs = curation.substitutes.map { "\($0.original)>\($0.replacement)" }
        #expect(Set(pairs).count == pairs.count, "a substitute rule is listed twice")
        #expect(curation.substitutes.allSatisfy { $0.original != $0.replacement && $0.reason != nil })
    }

    static let categories: [(String, IngredientCategory?)] = [
        ("lemon juice", .juice), ("ginger syrup", .syrup), ("yellow onion", .vegetable), ("chicken thighs", .meat),
        ("apple cider vinegar", .condiment), ("chicken stock", .pantry), ("peanut butter", .pantry), ("xyzzy", nil),
    ]

    @Test(arguments: categories)
    func keywordRulesCategorise(name: String, expected: IngredientCategory?) throws {
        #expect(try #require(Fixture.curation).category(forName: name) == expected)
    }
}
