import LarderCore
import Testing
@testable import LarderImport

struct DrinkFactsTests {
    static let garnishes: [(String, String?)] = [
        ("Garnish with a lemon twist.", "lemon twist"),
        ("Garnish with orange zest and maraschino cherry.", "orange zest and maraschino cherry"),
        ("Lemon Slice (Optional)", "lemon slice"),
        ("NA", nil),
        ("Squeeze oil from lemon peel onto the drink.", nil),
        ("Sprinkle fresh ground nutmeg on top.", nil),
        ("orange twist", "orange twist"),
    ]

    @Test(arguments: garnishes)
    func keepsGarnishPhrasesNotSentences(text: String, expected: String?) {
        #expect(DrinkFacts.garnishPhrase(text) == expected)
    }

    @Test func recognisesMethodAndGlassKeywords() {
        #expect(DrinkFacts.method(in: "Shake with ice and strain into a chilled cocktail glass") == .shaken)
        #expect(DrinkFacts.glass(in: "Shake with ice and strain into a chilled cocktail glass") == "cocktail")
        #expect(DrinkFacts.method(in: "Stir in a mixing glass") == .stirred)
        #expect(DrinkFacts.method(in: "Blend until smooth") == .blended)
        #expect(DrinkFacts.method(in: "Pour into an old fashioned glass") == .built)
        #expect(DrinkFacts.glass(in: "Pour into an old fashioned glass") == "lowball")
        #expect(DrinkFacts.method(in: "Enjoy") == nil)
    }

    @Test func iceFollowsMethodAndGlass() {
        #expect(DrinkFacts.ice(method: .shaken, glass: "coupe", text: nil) == .noIce)
        #expect(DrinkFacts.ice(method: .built, glass: "highball", text: nil) == .cubed)
        #expect(DrinkFacts.ice(method: .built, glass: "highball", text: "fill with crushed ice") == .crushed)
    }

    @Test func aBlendedDrinksIceIsWhereItsTextPutsIt() {
        // Sentences of the kind opendrinks' records write (blue-hawaiian, brazilian-limeade, oreo-milkshake).
        #expect(DrinkFacts.ice(method: .blended, glass: nil, text: "Combine the rum and 1 cup crushed ice in blender. Blend on high.") == .crushed)
        #expect(DrinkFacts.ice(method: .blended, glass: nil, text: "Blend the limes with the water. Strain. Serve over ice and enjoy.") == .cubed)
        #expect(DrinkFacts.ice(method: .blended, glass: nil, text: "Blend the ice cream and milk until smooth. Pour into a glass.") == .noIce)
        // A spec with no method prose is a frozen drink.
        #expect(DrinkFacts.ice(method: .blended, glass: "coupe", text: nil) == .crushed)
    }

    @Test func familiesFromTagsOrName() {
        #expect(DrinkFacts.family(name: "Whiskey Sour", tags: []) == "sour")
        #expect(DrinkFacts.family(name: "Penicillin", tags: ["Sour", "Smokey"]) == "sour")
        #expect(DrinkFacts.family(name: "Aperol Spritz", tags: []) == "spritz")
        #expect(DrinkFacts.family(name: "Sourdough", tags: []) == nil)
        #expect(DrinkFacts.family(name: "Mint Juleps", tags: []) == "julep")
    }

    @Test func ibaCategories() {
        #expect(DrinkFacts.ibaCategory("The Unforgettables") == "unforgettables")
        #expect(DrinkFacts.ibaCategory("New Era Drinks") == "new-era")
        #expect(DrinkFacts.ibaCategory("Contemporary Classics") == "contemporary-classics")
        #expect(DrinkFacts.ibaCategory("Sour") == nil)
    }
}
