import LarderCore
import Testing
@testable import LarderMatch

@Suite struct MatchExplanationTests {
    @Test func oldFashionedReliesOnChildrenAndHomemade() throws {
        let catalog = try BarFixture.catalog()
        let e = try catalog.explain("old-fashioned", in: catalog.closure(of: BarFixture.home))
        #expect(e.missing.isEmpty)
        #expect(e.descendants == [
            DescendantUse(asked: "whiskey", owned: "bourbon"),
            DescendantUse(asked: "aromatic-bitters", owned: "angostura-bitters"),
        ])
        #expect(e.homemade == [HomemadeUse(ingredient: "simple-syrup", parts: ["sugar", "water"])])
        #expect(e.optionalMissing == ["orange-peel"], "the garnish is listed, not blocking")
        #expect(e.substitutions.isEmpty && e.penalty == 0)
    }

    @Test func globalSubstituteIsReportedWithItsPenalty() throws {
        let catalog = try BarFixture.catalog()
        let e = try catalog.explain("gimlet", in: catalog.closure(of: BarFixture.home))
        #expect(e.missing.isEmpty)
        #expect(e.substitutions == [Substitution(original: "lime-juice", replacement: "lemon-juice", penalty: 0.3, origin: .catalog)])
        #expect(e.penalty == 0.3)
    }

    @Test func recipeSubstituteIsReported() throws {
        let catalog = try BarFixture.catalog()
        let e = try catalog.explain("southside", in: catalog.closure(of: BarFixture.home))
        #expect(e.substitutions == [Substitution(original: "lime-cordial", replacement: "lemon-juice", penalty: 0, origin: .recipe)])
    }

    @Test func userSubstituteMakesTheNegroniWithAperol() throws {
        let catalog = try BarFixture.catalog()
        let inventory = Inventory(
            owned: ["gin", "sweet-vermouth", "aperol"], substitutes: [UserSubstitute(original: "campari", replacement: "aperol")])
        let closure = catalog.closure(of: inventory)
        #expect(catalog.ids(catalog.match(closure), missing: 0).contains("negroni"))
        let e = try catalog.explain("negroni", in: closure)
        #expect(e.substitutions == [Substitution(original: "campari", replacement: "aperol", penalty: 0, origin: .user)])
        let without = catalog.match(Inventory(owned: ["gin", "sweet-vermouth", "aperol"]))
        #expect(catalog.ids(without, missing: 1).contains("negroni"))
    }

    @Test func bidirectionalRuleWorksBothWays() throws {
        let catalog = try BarFixture.catalog()
        let closure = catalog.closure(of: Inventory(owned: ["tequila", "triple-sec", "lime-juice"]))
        let margarita = try catalog.explain("margarita", in: closure)
        #expect(margarita.missing.isEmpty && margarita.variant == nil)
        let e = catalog.explain(try #require(catalog.match(closure).makeable.first), in: closure)
        #expect(e.recipe == "margarita")
        let variant = try catalog.explain("margarita", in: catalog.closure(of: Inventory(owned: ["tequila", "cointreau", "lime-juice"])))
        #expect(variant.variant == nil, "the main spec accepts Cointreau through the rule and wins the tie")
        #expect(variant.substitutions.map(\.replacement) == ["cointreau"])
    }

    @Test func explainingAFarRecipeListsEverythingMissing() throws {
        let catalog = try BarFixture.catalog()
        let e = try catalog.explain("sidecar", in: catalog.closure(of: Inventory()))
        #expect(e.missing == ["cognac", "triple-sec", "lemon-juice"])
        #expect(throws: MatchCatalogError.unknownRecipe("nope")) { try catalog.explain("nope", in: catalog.closure(of: Inventory())) }
    }
}
