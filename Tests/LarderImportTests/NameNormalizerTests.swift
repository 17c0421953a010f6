import Testing
@testable import LarderImport

struct NameNormalizerTests {
    static let singulars: [(String, String)] = [
        ("limes", "lime"), ("berries", "berry"), ("tomatoes", "tomato"), ("leaves", "leaf"), ("peaches", "peach"),
        ("cloves", "clove"), ("olives", "olive"), ("bitters", "bitters"), ("molasses", "molasses"), ("glass", "glass"),
        ("citrus", "citrus"), ("cookies", "cookie"), ("gin", "gin"), ("dashes", "dash"),
    ]

    @Test(arguments: singulars)
    func singularises(word: String, expected: String) {
        #expect(NameNormalizer.singular(word) == expected)
    }

    let normalizer = NameNormalizer(descriptors: ["fresh", "large", "chopped", "diced", "of", "a"])

    @Test func stripsAmountsDescriptorsAndPreparation() {
        let candidate = normalizer.candidate("1 large yellow onion, diced")
        #expect(candidate.name == "yellow onion")
        #expect(candidate.keys.contains("yellow-onion"))
        #expect(candidate.isPlausible)
    }

    @Test func rephrasesJuiceOf() {
        #expect(normalizer.candidate("juice of 2 limes").name == "lime juice")
        #expect(normalizer.candidate("zest of half an orange").name == "orange zest")
        #expect(normalizer.candidate("3 lemons, juiced").name == "lemon juice")
    }

    @Test func splitsAlternatives() {
        let candidate = normalizer.candidate("Bourbon or Rye Whiskey")
        #expect(candidate.name == "bourbon whiskey")
        #expect(candidate.alternatives == ["rye whiskey"])
        #expect(normalizer.candidate("fresh or frozen strawberries").name == "frozen strawberry")
    }

    @Test func dropsParentheticalsAndBrandsPreferred() {
        #expect(normalizer.candidate("lime juice (fresh)").keys.contains("lime-juice"))
        #expect(normalizer.candidate("Rum, preferably Smith & Cross").name == "rum")
    }

    @Test func sentencesAreNotPlausibleNames() {
        #expect(!normalizer.candidate("if you don't have the spices you can use tea").isPlausible)
        #expect(!normalizer.candidate("").isPlausible)
        #expect(!normalizer.candidate("a very long list of words that cannot be a name").isPlausible)
    }
}
