import CatalogTestSupport
import FlavorGraph
import Foundation
import GRDB
import LarderCatalog
import LarderCore
import Testing

/// The compiler's precomputed flavor evidence and Codex families against a recomputation at run time
/// (the second, independent path: the graph built from the catalog's facts, the drinks classified from
/// their lines) and against values worked out by hand.
@Suite struct PrecomputedTests {
    /// The fixture with two gin sours (so gin and lemon juice share two recipes) and compound data.
    static var sources: CatalogSources {
        var sources = Fixture.sources
        sources.recipes += [
            Recipe(id: "gin-sour", name: "Gin Sour", kind: .drink, glass: "Coupe", method: .shaken,
                   lines: [Fixture.line("gin", "50 ml"), Fixture.line("lemon-juice", "25 ml"), Fixture.line("simple-syrup", "20 ml")]),
            Recipe(id: "gin-fizz", name: "Gin Fizz", kind: .drink, glass: "Highball", method: .shaken,
                   lines: [Fixture.line("gin", "50 ml"), Fixture.line("lemon-juice", "25 ml"), Fixture.line("soda-water", "top up")]),
        ]
        sources.flavor = FlavorSources(
            compounds: ["limonene", "pinene", "citral", "linalool"].map { FlavorCompound(id: $0, name: $0.capitalized) },
            ingredientCompounds: [
                IngredientCompounds(ingredient: "gin", mappedFrom: ["gin"], compounds: ["limonene", "pinene"]),
                IngredientCompounds(ingredient: "lemon-juice", mappedFrom: ["lemon"], compounds: ["limonene"]),
                IngredientCompounds(ingredient: "lime-juice", mappedFrom: ["lime"], compounds: ["limonene", "citral"]),
                IngredientCompounds(ingredient: "orange-peel", mappedFrom: ["orange"], compounds: ["limonene", "linalool", "citral"]),
                IngredientCompounds(ingredient: "sweet-vermouth", mappedFrom: ["vermouth"], compounds: ["linalool"]),
            ],
            pairings: [FlavorPairing(a: "gin", b: "lemon-juice", score: 0.25), FlavorPairing(a: "gin", b: "lime-juice", score: 0.1)])
        return sources
    }

    static func compiled() throws -> (CatalogStore, URL, URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        return (try CatalogStore.open(at: url), url, folder)
    }

    /// The graph built at run time from the catalog's facts, without the stored evidence.
    static func rebuilt(_ store: CatalogStore) throws -> FlavorGraph {
        FlavorGraph(input: try store.flavorFacts().graphInput(profiles: try store.ingredientProfiles()))
    }

    @Test func storedEvidenceEqualsARecomputation() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = try #require(try store.flavorEvidence())
        let loaded = try store.flavorGraph()
        let rebuilt = try Self.rebuilt(store)
        #expect(stored.compoundSets.count == 5)
        #expect(!stored.edges.isEmpty)
        #expect(stored == rebuilt.precomputed)
        #expect(loaded.nodes == rebuilt.nodes)
        #expect(loaded.edgeCount == rebuilt.edgeCount)
        for node in rebuilt.nodes {
            let i = try #require(rebuilt.nodeIndex(of: node.id))
            #expect(loaded.edges(of: i) == rebuilt.edges(of: i))
            #expect(try loaded.pairs(for: [node.id], limit: 100) == rebuilt.pairs(for: [node.id], limit: 100))
            #expect(try loaded.pairs(for: [node.id, "gin"], limit: 100) == rebuilt.pairs(for: [node.id, "gin"], limit: 100))
            #expect(try loaded.substitutes(for: node.id, limit: 100) == rebuilt.substitutes(for: node.id, limit: 100))
        }
        #expect(try loaded.subgraph(.all, minimumWeight: 0) == rebuilt.subgraph(.all, minimumWeight: 0))
        for recipe in Self.sources.recipes {
            let ids = recipe.lines.map(\.ingredient)
            #expect(loaded.pairingScore(of: ids, samples: 50, seed: 3) == rebuilt.pairingScore(of: ids, samples: 50, seed: 3))
        }
    }

    @Test func storedEvidenceMatchesAHandComputation() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.sources.recipes.count == 11)
        let edge = try #require(try store.flavorEvidence()?.edges.first { $0.a == "gin" && $0.b == "lemon-juice" })
        // 11 recipes (the fixture's 9 and the two gin sours); gin in 3 (Negroni and the two), lemon juice in 3
        // (Whiskey Sour and the two), both in 2.
        // NPMI = ln((2/11) / (3/11 · 3/11)) / −ln(2/11) = ln(22/9) / ln(11/2) = 0.524311; cosine = 2 / √(3·3) = 0.666667.
        // Compounds {limonene, pinene} and {limonene}: 1 shared, Jaccard 1/2. Pairing 0.25 of a largest 0.25 = 1.
        // Score = (0.5 · (0.524311 + 0.666667) / 2 + 0.3 · 0.5 + 0.2 · 1) / (0.5 + 0.3 + 0.2) = 0.647744.
        #expect(edge.evidence.recipesTogether == 2)
        #expect(edge.evidence.sharedCompounds == 1)
        #expect(edge.evidence.compoundJaccard == 0.5)
        #expect(abs((edge.evidence.npmi ?? 0) - 0.524311) < 1e-6)
        #expect(abs((edge.evidence.cooccurrenceCosine ?? 0) - 0.666667) < 1e-6)
        #expect(edge.evidence.flavorGraphScore == 0.25)
        #expect(abs(edge.evidence.score - 0.647744) < 1e-6)
    }

    @Test func storedFamiliesEqualAClassificationOfTheLines() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = try store.drinkFamilies()
        let classified = try store.drinkStructures().map {
            DrinkFamily(id: $0.id, name: $0.name, iba: $0.iba, codex: $0.codexClassification)
        }
        #expect(stored == classified)
        // Every drink of the fixture, best known first (IBA first), and no dish.
        #expect(stored.count == Self.sources.recipes.count { $0.kind == .drink })
        #expect(stored.prefix(3).map(\.iba) == [true, true, true])
        #expect(stored.first { $0.id == "daiquiri" }?.codex.family == .daiquiri)
        #expect(stored.first { $0.id == "old-fashioned" }?.codex.family == .oldFashioned)
        #expect(try store.drinkFamilies(["daiquiri", "banana-bread"]).map(\.id) == ["daiquiri"])
    }

    @Test func aCatalogWithoutThePrecomputedTablesComputesThemOnRead() throws {
        let (store, url, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let families = try store.drinkFamilies()
        let graph = try store.flavorGraph()
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "DROP TABLE flavor_edge; DROP TABLE flavor_compound_set; DROP TABLE recipe_codex") }
        try queue.close()
        let old = try CatalogStore.open(at: url)
        #expect(try old.flavorEvidence() == nil)
        #expect(try old.drinkFamilies() == families)
        #expect(try old.flavorGraph().precomputed == graph.precomputed)
        #expect(try old.flavorGraph().pairs(for: ["gin"]) == graph.pairs(for: ["gin"]))
    }

    @Test func mainLineUsesCountOnlyMainSpecLines() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Whiskey Sour's egg white is optional; the Daiquiri variant's sugar is not the main spec.
        let uses = try store.mainLineUses(of: ["whiskey-sour", "daiquiri", "gin-sour"])
        #expect(uses == ["bourbon-whiskey": 1, "lemon-juice": 2, "simple-syrup": 3, "white-rum": 1, "lime-juice": 1, "gin": 1])
    }
}
