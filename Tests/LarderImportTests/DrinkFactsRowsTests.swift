import Foundation
import LarderCore
import Testing

@testable import LarderImport

/// `drink-facts.tsv` holds one row a drink: a second row for the same drink is refused, never left to
/// override the first one's fields.
struct DrinkFactsRowsTests {
    @Test func aDrinkListedTwiceIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drink-facts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("drink-facts.tsv")
        try "jammy-dodger-shot\tshot\tshot\tlayer\n".write(to: url, atomically: true, encoding: .utf8)
        let once = try DrinkCuration.load(from: folder)
        #expect(once.facts["jammy-dodger-shot"]?.method == .layered)
        try "jammy-dodger-shot\tshot\tshot\tlayer\njammy-dodger-shot\t\t\t\t\tsugar\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: ImportError.self) { try DrinkCuration.load(from: folder) }
    }
}
