import LarderCore
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("a", "", 1), ("kitten", "sitting", 3), ("margarta", "margarita", 1), ("negroni", "negroni", 0),
        ("flaw", "lawn", 2),
    ])
    func distances(a: String, b: String, expected: Int) {
        #expect(EditDistance.distance(a, b) == expected)
        #expect(EditDistance.distance(b, a) == expected)
    }

    @Test func aLimitCutsTheSearchShort() {
        #expect(EditDistance.distance("kitten", "sitting", limit: 2) == nil)
        #expect(EditDistance.distance("kitten", "sitting", limit: 3) == 3)
        #expect(EditDistance.distance("a", "abcdef", limit: 2) == nil)
    }

    @Test func suggestionsAreCloseFoldedAndBestFirst() {
        let names = ["Margarita", "Martini", "Manhattan", "Piña Colada", "Mojito"]
        #expect(EditDistance.suggestions(for: "margarta", among: names).first == "Margarita")
        #expect(EditDistance.suggestions(for: "pina colda", among: names) == ["Piña Colada"])
        #expect(EditDistance.suggestions(for: "zzzzzz", among: names).isEmpty)
        #expect(EditDistance.suggestions(for: "martni", among: names, count: 1) == ["Martini"])
    }
}
