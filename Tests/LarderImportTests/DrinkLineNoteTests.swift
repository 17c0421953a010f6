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

    @Test func aNoteOnALineTheRecordLacksIsReportedNotIgnored() throws {
        // The punch has no lime line: a note for one (or for a line only an `add` row brings) matches nothing,
        // and the miss is reported, so `larder-build import` refuses to write the catalog.
        let curation = try Self.load(
            "sparkling-punch\tlime-juice\tadd build 30 ml\tthe juice of a lime\nsparkling-punch\tlime-juice\tnote freshly squeezed\tthe directions squeeze it\n")
        let (recipes, misses) = curation.apply(to: [Self.punch])
        #expect(misses == ["drink-lines.tsv: sparkling-punch has no line lime-juice"])
        #expect(recipes.first?.lines.last?.ingredient == "lime-juice")
    }
}
