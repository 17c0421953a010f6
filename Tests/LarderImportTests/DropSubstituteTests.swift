import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// `drop-substitute` rows of `drink-lines.tsv`: a substitute the importer read from a record's "a / b" line that is no
/// stand-in for it is taken away, the line itself kept.
struct DropSubstituteTests {
    func folder(_ table: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drop-substitute-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try table.write(to: folder.appendingPathComponent("drink-lines.tsv"), atomically: true, encoding: .utf8)
        return folder
    }

    static let urak = Recipe(id: "urak", name: "Urak", kind: .drink, lines: [
        RecipeLine(ingredient: "cashew-feni", amount: "2 tbsp"),
        RecipeLine(ingredient: "limca-juice", amount: "1 cup", substitutes: ["lemon-juice", "lemonade"]),
    ])

    @Test func aNamedSubstituteGoesAndTheOthersStay() throws {
        let folder = try folder("urak\tlimca-juice\tdrop-substitute lemon-juice\tlemon juice is no soda\nurak\tlimca-juice\ttop\t\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (recipes, misses) = try DrinkCuration.load(from: folder).apply(to: [Self.urak])
        #expect(misses.isEmpty)
        #expect(recipes[0].lines[1].substitutes == ["lemonade"])
        // The line's own role row sits beside it, and the line is kept.
        #expect(recipes[0].lines[1].role == .top && recipes[0].lines.count == 2)
    }

    @Test func withoutAnIDEverySubstituteGoes() throws {
        let folder = try folder("urak\tlimca-juice\tdrop-substitute\tnone stands in for the soda\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (recipes, _) = try DrinkCuration.load(from: folder).apply(to: [Self.urak])
        #expect(recipes[0].lines[1].substitutes.isEmpty)
    }

    @Test func aSubstituteTheLineDoesNotHaveIsAMissAndAReasonIsRequired() throws {
        let stale = try folder("urak\tlimca-juice\tdrop-substitute lime-juice\tlime juice is no soda\n")
        defer { try? FileManager.default.removeItem(at: stale) }
        let (_, misses) = try DrinkCuration.load(from: stale).apply(to: [Self.urak])
        #expect(misses.count == 1)
        let bare = try folder("urak\tlimca-juice\tdrop-substitute lemon-juice\t\n")
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(throws: ImportError.self) { try DrinkCuration.load(from: bare) }
    }

    @Test func theImportedUrakKeepsItsLimcaWithNoLemonJuiceInItsPlace() throws {
        let urak = try #require(Fixture.imported?.sources.recipes.first { $0.id == "urak" })
        let limca = try #require(urak.lines.first { $0.ingredient == "limca-juice" })
        #expect(!limca.substitutes.contains("lemon-juice"))
        #expect(limca.role == .top)
    }
}
