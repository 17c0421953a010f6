import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// A dish's written method goes into the catalog as rows a reader can use, and shows as its instructions.
@Suite struct MethodStepTests {
    static let steps = [
        MethodStep(text: "Heat the oven to 180 °C and butter a loaf pan.", cookware: ["loaf pan"], temperaturesCelsius: [180]),
        MethodStep(text: "Mash the banana and stir in the flour.", ingredients: ["banana", "flour"]),
        MethodStep(text: "Bake until a skewer comes out clean, 55–60 minutes.", timers: [StepTimer(minutes: 55, maxMinutes: 60)]),
    ]

    static func sources(steps: [MethodStep]) -> CatalogSources {
        var sources = Fixture.sources
        let index = sources.recipes.firstIndex { $0.id == "banana-bread" }!
        sources.recipes[index].steps = steps
        return sources
    }

    static func store(_ sources: CatalogSources) throws -> (CatalogStore, URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        return (try CatalogStore.open(at: url), folder)
    }

    @Test func stepsComeBackInOrderWithTheirFacts() throws {
        let (store, folder) = try Self.store(Self.sources(steps: Self.steps))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try store.methodSteps("banana-bread") == Self.steps)
        let detail = try store.recipe("banana bread")
        #expect(detail.steps == Self.steps)
        #expect(detail.instructions == Self.steps.map(\.text))
        #expect(detail.steps[0].text(in: .customary) == "Heat the oven to 350 °F and butter a loaf pan.")
        // Drinks keep their composed instructions and have no steps.
        #expect(try store.methodSteps("negroni").isEmpty)
        #expect(!(try store.recipe("negroni").instructions.isEmpty))
    }

    @Test func theMethodIsSearchable() throws {
        let (store, folder) = try Self.store(Self.sources(steps: Self.steps))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try store.search(SearchQuery(text: "skewer")).hits.map(\.id) == ["banana-bread"])
    }

    @Test func stepsAreContentAndChangeTheHash() throws {
        let (plain, a) = try Self.store(Fixture.sources)
        let (withSteps, b) = try Self.store(Self.sources(steps: Self.steps))
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        #expect(try plain.info().contentHash != withSteps.info().contentHash)
    }

    @Test func aStepNamingAnUnknownIngredientIsRejected() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = Self.sources(steps: [MethodStep(text: "Add the saffron.", ingredients: ["saffron"])])
        #expect(throws: CatalogError.self) { try CatalogCompiler().compile(bad, to: folder.appendingPathComponent("c.sqlite")) }
    }
}
