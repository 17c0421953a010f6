import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// `optional` rows of `drink-lines.tsv`: a line the record leaves to the drinker ("You can add Gin") is marked
/// optional, the rest of the drink unchanged; a row with no reason is refused.
struct OptionalLineCurationTests: ImportedDrinks {
    func folder(_ table: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("optional-line-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try table.write(to: folder.appendingPathComponent("drink-lines.tsv"), atomically: true, encoding: .utf8)
        return folder
    }

    static let horchata = Recipe(id: "horchata", name: "Horchata", kind: .drink, lines: [
        RecipeLine(ingredient: "tiger-nut", amount: "2 cup"), RecipeLine(ingredient: "gin", amount: "1 cup"),
    ])

    @Test func anOptionalRowMarksOnlyItsLine() throws {
        let folder = try folder("horchata\tgin\toptional\tthe record: gin may be added\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (recipes, misses) = try DrinkCuration.load(from: folder).apply(to: [Self.horchata])
        #expect(misses.isEmpty)
        #expect(recipes[0].lines.map(\.optional) == [false, true])
        let bare = try self.folder("horchata\tgin\toptional\t\n")
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(throws: ImportError.self) { try DrinkCuration.load(from: bare) }
    }

    @Test func theImportedHorchataLeavesItsGinToTheDrinker() throws {
        // opendrinks' horchata de chufa ends "You can add Gin": a soft drink with the gin optional.
        let horchata = try drink("horchata")
        #expect(line(horchata, "gin")?.optional == true)
        #expect(line(horchata, "tiger-nut")?.optional == false)
    }
}
