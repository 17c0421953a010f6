import LarderKit
import Testing

/// One set of rules for every command: what a text means does not depend on the command.
@Suite struct ResolutionTests {
    /// Two ingredients sharing an alias, so that text is ambiguous.
    static let twins = [
        Ingredient(id: "orange-zest", name: "Orange zest", aliases: ["orange twist"], category: .fruit),
        Ingredient(id: "lemon-zest", name: "Lemon zest", aliases: ["citrus twist"], category: .fruit),
        Ingredient(id: "lime-zest", name: "Lime zest", aliases: ["citrus twist"], category: .fruit),
    ]

    @Test func namesAliasesAndIDsResolve() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        #expect(try larder.resolveIngredient("Bourbon") == "bourbon-whiskey")
        #expect(try larder.resolveIngredient("  WHISKY ") == "whiskey")
        #expect(try larder.resolveIngredient("simple-syrup") == "simple-syrup")
        #expect(try larder.resolveIngredient("fresh   lime juice") == "lime-juice", "runs of spaces fold to one")
        #expect(try larder.resolveRecipe("pina colada") == "pina-colada", "diacritics fold")
        #expect(try larder.resolveRecipe("Daiquiri (opendrinks)") == "daiquiri", "a variant's name finds its recipe")
    }

    @Test func ambiguityIsAnErrorListingTheCandidatesInEveryCommand() throws {
        let fixture = try SessionFixture(extraIngredients: Self.twins)
        defer { fixture.cleanUp() }
        let larder = fixture.session
        let expected = LarderError.catalog(
            .ambiguous(kind: "ingredient", query: "citrus twist", candidates: ["Lemon zest (lemon-zest)", "Lime zest (lime-zest)"]))
        #expect(throws: expected) { try larder.resolveIngredient("citrus twist") }
        #expect(throws: expected) { try larder.addToInventory(["citrus twist"]) }
        #expect(throws: expected) { try larder.search(SearchQuery(ingredients: ["citrus twist"])) }
        #expect(throws: expected) { try larder.ingredient("citrus twist") }
        #expect(try larder.inventory().owned.isEmpty, "nothing was written")
        #expect(try larder.resolveIngredient("orange twist") == "orange-zest", "a single alias hit is not ambiguous")
    }

    @Test func unknownNamesSuggestCloseOnes() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        do {
            _ = try fixture.session.resolveIngredient("burbon")
            Issue.record("resolved an unknown name")
        } catch {
            guard case .catalog(.notFound(kind: "ingredient", query: "burbon", let suggestions)) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(suggestions.contains("Bourbon"))
        }
    }

    @Test func overlongAndEmptyNamesAreRefusedBeforeAnyWork() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let long = String(repeating: "negroni ", count: 125_000)
        #expect(throws: LarderError.catalog(.invalidQuery("a recipe name is longer than 200 characters"))) {
            try fixture.session.show(long)
        }
        #expect(throws: LarderError.catalog(.invalidQuery("an ingredient name must not be empty"))) {
            try fixture.session.addToInventory(["   "])
        }
    }
}
