import Foundation
@testable import LarderKit
import Testing
import LarderCatalogBuild

/// Issue 15's "done when", counted over the whole bundled catalog: every drink has a taste profile, a
/// *Cocktail Codex* family with its reason, a pairing score and similar drinks. Each count of drinks
/// lacking one must be 0; the test names the first few that lack it.
@Suite(.serialized) struct DrinkCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One session over the bundled catalog, compiled once for the suite.
    static let session: LarderSession = {
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-coverage-\(ProcessInfo.processInfo.processIdentifier)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let catalog = folder.appendingPathComponent("catalog.sqlite")
            if !FileManager.default.fileExists(atPath: catalog.path) {
                try CatalogCompiler().compile(try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog")), to: catalog)
            }
            return LarderSession(
                paths: LarderPaths(dataDirectory: folder.appendingPathComponent("data"), bundledCatalogCandidates: [catalog]),
                recordsHistory: false)
        } catch {
            fatalError("cannot set up the coverage suite: \(error)")
        }
    }()

    static func drinks() throws -> [RecipeShape] {
        try session.catalog().recipeShapes().shapes.filter { $0.kind == .drink }
    }

    static func report(_ lacking: [RecipeID], _ what: String) -> Comment {
        "\(lacking.count) drinks without \(what): \(lacking.prefix(12).map(\.rawValue).joined(separator: ", "))"
    }

    @Test func everyDrinkHasAProfile() throws {
        let drinks = try Self.drinks()
        #expect(drinks.count > 1_000, "the bundled catalog holds over a thousand drinks")
        let lacking = drinks.filter { ($0.profile?.isEmpty ?? true) }.map(\.id)
        #expect(lacking.isEmpty, Self.report(lacking, "a taste profile"))
    }

    @Test func everyDrinkHasAFamilyWithItsReason() throws {
        let drinks = try Self.drinks()
        var placed: [RecipeID: CodexClassification] = [:]
        for family in CodexFamily.allCases {
            for member in try Self.session.codexMembers(family.rawValue) { placed[member.id] = member.codex }
        }
        let lacking = drinks.filter { placed[$0.id].map { $0.reason.isEmpty } ?? true }.map(\.id)
        #expect(lacking.isEmpty, Self.report(lacking, "a Codex family and reason"))
    }

    @Test func everyDrinkHasAPairingScore() throws {
        // What `larder pairing-score` answers, with few random sets (the score exists or not either way).
        var lacking: [RecipeID] = []
        var bases: [String: Int] = [:]
        for drink in try Self.drinks() {
            if let scored = try? Self.session.pairingScore(drink.id.rawValue, samples: 5) {
                bases[scored.score.basis, default: 0] += 1
            } else {
                lacking.append(drink.id)
            }
        }
        #expect(lacking.isEmpty, Self.report(lacking, "a pairing score"))
        print("pairing-score bases over the drinks: \(bases.sorted { $0.key < $1.key })")
    }

    @Test func everyDrinkHasSimilarDrinks() throws {
        let facts = try Self.session.catalog().recipeShapes()
        let engine = SimilarRecipes(shapes: facts.shapes, names: facts.names)
        let lacking = facts.shapes.filter { $0.kind == .drink && engine.nearest(to: $0, limit: 3).isEmpty }.map(\.id)
        #expect(lacking.isEmpty, Self.report(lacking, "similar drinks"))
    }

    @Test func theCatalogsQuestionedDrinksLandWhereTheCodexPutsThem() throws {
        // The IBA Americano (Campari and sweet vermouth built in an old fashioned glass, a splash of soda):
        // the splash in a short glass does not lengthen it, so it stays with its aromatized wine, Martini.
        let americano = try #require(try Self.session.codexClassification("americano")).codex
        #expect(americano.family == .martini)
        // The Codex's Flip chapter holds the Piña Colada; the Espresso Martini is a sweetened spirit.
        #expect(try Self.session.codexClassification("pina-colada")?.codex.family == .flip)
        #expect(try Self.session.codexClassification("espresso-martini")?.codex.family == .oldFashioned)
        // `show` reads the family with the recipe: the same places.
        #expect(try Self.session.show("americano").codex == americano)
        #expect(try Self.session.show("Piña Colada").codex?.family == .flip)
        #expect(try Self.session.show("espresso martini").codex?.family == .oldFashioned)
        let dish = try #require(try Self.session.catalog().recipeShapes().shapes.first { $0.kind == .dish })
        #expect(try Self.session.show(dish.id.rawValue).codex == nil)
    }

    /// The balance note holds each drink against its Codex family: counted over the catalog (for the
    /// documentation), and `show` gives the same note, naming the family, for the first few flagged.
    @Test func balanceNotesAgainstTheCodexFamily() throws {
        let catalog = try Self.session.catalog()
        let members = try CodexBook.members(catalog)
        let profiles = try catalog.recipeProfiles()
        var all: [(RecipeID, CodexFamily, String)] = []
        for family in CodexFamily.allCases {
            let inputs = members.filter { $0.codex.family == family }.compactMap { member in
                profiles[member.id].map {
                    BalanceNote.Input(recipe: member.id, group: "\(family.name)-family", sweet: $0.profile[.sweet], sour: $0.profile[.sour])
                }
            }
            let notes = BalanceNote.notes(for: inputs)
            all += notes.sorted { $0.key < $1.key }.map { ($0.key, family, $0.value) }
            print("balance notes, \(family.name): \(notes.count) of \(inputs.count)")
        }
        print("balance notes in all: \(all.count) of \(members.count) drinks")
        #expect(!all.isEmpty && all.count < members.count / 4, "a note flags outliers, not the rule")
        for (id, family, note) in all.prefix(4) {
            let shown = try Self.session.show(id.rawValue)
            #expect(shown.profile?.balance == note)
            #expect(note.contains("than most \(family.name)-family drinks"), "\(id): \(note)")
        }
    }
}
