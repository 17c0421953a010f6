import CatalogTestSupport
import FlavorGraph
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The compiler's precomputed flavor evidence (compound sets and compound neighbours, from which the
/// loaded graph scores its edges) and Codex families against a recomputation at run time
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

    /// ``sources`` with taste profiles (so pairs gain profile-only candidates and recipe scores blend
    /// compounds with profiles) and the IBA Americano twice, short and tall (so the family reads the glass).
    static var profiledSources: CatalogSources {
        var sources = Self.sources
        let americano = [Fixture.line("campari", "30 ml"), Fixture.line("sweet-vermouth", "30 ml"), Fixture.line("soda-water", "20 ml")]
        sources.recipes += [
            Recipe(id: "americano", name: "Americano", kind: .drink, glass: "Old fashioned glass", method: .built, lines: americano),
            Recipe(id: "americano-tall", name: "Americano (tall)", kind: .drink, glass: "Highball", method: .built, lines: americano),
        ]
        func profile(_ id: String, _ axes: [TasteAxis: Double]) -> IngredientProfile {
            IngredientProfile(ingredient: IngredientID(id), profile: TasteProfile(axes), origin: "written")
        }
        sources.profiles = [
            profile("gin", [.strength: 5, .herbal: 4, .citrus: 2]),
            profile("lemon-juice", [.sour: 5, .citrus: 5]),
            profile("lime-juice", [.sour: 5, .citrus: 5]),
            profile("campari", [.bitter: 4, .sweet: 3, .citrus: 2, .herbal: 2]),
            profile("sweet-vermouth", [.sweet: 3, .bitter: 1, .herbal: 3, .vanillaCaramel: 1]),
            profile("simple-syrup", [.sweet: 5]),
            profile("soda-water", [.fizz: 5]),
            profile("bourbon-whiskey", [.strength: 5, .oak: 4, .vanillaCaramel: 3, .sweet: 1]),
            profile("rye-whiskey", [.strength: 5, .oak: 3, .spicy: 3]),
            profile("white-rum", [.strength: 5, .sweet: 1]),
            profile("sour-cherry", [.sour: 4, .sweet: 2, .fruity: 4]),
            profile("angostura-bitters", [.bitter: 5, .spicy: 4]),
        ]
        return sources
    }

    static func compiled(_ sources: CatalogSources = sources) throws -> (CatalogStore, URL, URL) {
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
        // Jaccard of the compound sets, kept from 0.25 up to (not including) identical sets, at most five a
        // node: gin–lemon 1/2, gin–lime 1/3, gin–orange 1/4, lemon–lime 1/2, lemon–orange 1/3,
        // lime–orange 2/3, orange–vermouth 1/3 (gin–vermouth, lemon–vermouth, lime–vermouth share none).
        let expected: [(IngredientID, IngredientID)] = [
            ("gin", "lemon-juice"), ("gin", "lime-juice"), ("gin", "orange-peel"), ("lemon-juice", "lime-juice"),
            ("lemon-juice", "orange-peel"), ("lime-juice", "orange-peel"), ("orange-peel", "sweet-vermouth"),
        ]
        #expect(stored.compoundNeighbours == expected.map { FlavorGraphEvidence.Pair(a: $0.0, b: $0.1) })
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
        let graph = try store.flavorGraph()
        let gin = try #require(graph.nodeIndex(of: "gin")), lemon = try #require(graph.nodeIndex(of: "lemon-juice"))
        let edge = try #require(graph.edges(of: gin).first { $0.target == lemon })
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
        try queue.write { db in try db.execute(sql: "DROP TABLE flavor_compound_neighbour; DROP TABLE flavor_compound_set; DROP TABLE recipe_codex") }
        try queue.close()
        let old = try CatalogStore.open(at: url)
        #expect(try old.flavorEvidence() == nil)
        #expect(try old.drinkFamilies() == families)
        #expect(try old.flavorGraph().precomputed == graph.precomputed)
        #expect(try old.flavorGraph().pairs(for: ["gin"]) == graph.pairs(for: ["gin"]))
    }

    @Test func storedEvidenceWithTasteProfilesEqualsARecomputation() throws {
        let (store, _, folder) = try Self.compiled(Self.profiledSources)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try store.flavorGraph()
        let rebuilt = try Self.rebuilt(store)
        #expect(try store.flavorEvidence() == rebuilt.precomputed)
        // Campari has no compound data but a profile: its pairs rest on the profiles, and the edge
        // Campari–sweet vermouth (three recipes together) carries their affinity.
        let campari = try #require(loaded.nodeIndex(of: "campari"))
        #expect(!loaded.hasCompounds(campari) && loaded.hasProfile(campari))
        #expect(loaded.edges(of: campari).contains { $0.evidence.profileAffinity != nil })
        for node in rebuilt.nodes {
            let i = try #require(rebuilt.nodeIndex(of: node.id))
            #expect(loaded.edges(of: i) == rebuilt.edges(of: i))
            #expect(try loaded.pairs(for: [node.id], limit: 100) == rebuilt.pairs(for: [node.id], limit: 100))
            #expect(try loaded.substitutes(for: node.id, limit: 100) == rebuilt.substitutes(for: node.id, limit: 100))
        }
        #expect(try loaded.subgraph(.all, minimumWeight: 0) == rebuilt.subgraph(.all, minimumWeight: 0))
        var bases: Set<String> = []
        for recipe in Self.profiledSources.recipes {
            let ids = recipe.lines.map(\.ingredient)
            let score = loaded.pairingScore(of: ids, samples: 50, seed: 3)
            #expect(score == rebuilt.pairingScore(of: ids, samples: 50, seed: 3))
            if let score { bases.insert(score.basis) }
        }
        // The Negroni (gin and sweet vermouth with compounds, Campari with a profile only) is blended.
        #expect(bases.contains("compounds+profiles"))
        #expect(bases.contains("profiles"))
    }

    @Test func storedFamiliesReadTheGlass() throws {
        let (store, _, folder) = try Self.compiled(Self.profiledSources)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = try store.drinkFamilies()
        #expect(stored == (try store.drinkStructures()).map {
            DrinkFamily(id: $0.id, name: $0.name, iba: $0.iba, codex: $0.codexClassification)
        })
        // Campari and sweet vermouth with 20 ml of soda: in a short glass the soda does not lengthen it
        // (20 ml against 60), so the aromatized wine makes it a Martini; in a highball the glass is filled
        // with the soda (at least 90 ml against 60), a Highball between Highball and Martini.
        let short = try #require(stored.first { $0.id == "americano" }).codex
        let tall = try #require(stored.first { $0.id == "americano-tall" }).codex
        #expect(short.family == .martini)
        #expect(tall.family == .highball)
        #expect(tall.alsoFamily == .martini)
    }

    @Test func mainLineUsesCountOnlyMainSpecLines() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Whiskey Sour's egg white is optional; the Daiquiri variant's sugar is not the main spec.
        let uses = try store.mainLineUses(of: ["whiskey-sour", "daiquiri", "gin-sour"])
        #expect(uses == ["bourbon-whiskey": 1, "lemon-juice": 2, "simple-syrup": 3, "white-rum": 1, "lime-juice": 1, "gin": 1])
    }
}
