import Foundation
import LarderCore
import Testing

@testable import LarderImport

/// `note TEXT` rows of `drink-lines.tsv` give a line our own note: the sparkling punch's record lists
/// "2 lemons" and "3 large oranges" and its directions slice them thinly into the bowl.
struct DrinkLineNoteTests {
    static func load(_ rows: String) throws -> DrinkCuration {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try rows.write(to: folder.appendingPathComponent("drink-lines.tsv"), atomically: true, encoding: .utf8)
        return try DrinkCuration.load(from: folder)
    }

    static let punch = Recipe(
        id: "sparkling-punch", name: "Sparkling Punch", kind: .drink, method: .stirred,
        lines: [RecipeLine(ingredient: "lemon", amount: "2"), RecipeLine(ingredient: "orange", amount: "3")])

    @Test func aNoteRowSetsTheLinesNoteBesideItsRole() throws {
        let curation = try Self.load(
            "sparkling-punch\tlemon\tbuild\tsliced into the bowl\nsparkling-punch\tlemon\tnote thinly sliced\tthe directions slice them\n")
        let (recipes, misses) = curation.apply(to: [Self.punch])
        #expect(misses.isEmpty)
        let lemon = try #require(recipes.first?.lines.first)
        #expect(lemon.note == "thinly sliced")
        #expect(lemon.role == .build)
        #expect(recipes.first?.lines.last?.note == nil)
    }

    @Test func aNoteNeedsAReasonAndAText() throws {
        #expect(throws: ImportError.self) { try Self.load("sparkling-punch\tlemon\tnote thinly sliced\t\n") }
        #expect(throws: ImportError.self) { try Self.load("sparkling-punch\tlemon\tnote \tno text\n") }
    }
}
