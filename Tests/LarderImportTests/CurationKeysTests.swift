import Foundation
import Testing

@testable import LarderImport

/// Every curation table the builder reads holds one row a key: a table with a second row for a key does
/// not load, and the error names the file, the line and the first row's line.
struct CurationKeysTests {
    /// The smallest tables `Curation.load` reads, each with one row of its own.
    static let base: [String: String] = [
        "ingredients.tsv": "heavy-cream\tHeavy cream\tdairy\n",
        "aliases.tsv": "double cream\theavy-cream\n",
        "parts.tsv": "simple-syrup\tsugar, water\n",
        "substitutes.tsv": "lime-juice\tlemon-juice\t0.2\tyes\tboth sour citrus\n",
        "category-rules.tsv": "juice\tjuice\n",
        "descriptors.txt": "fresh\n",
        "not-ingredients.txt": "shaker\n",
    ]

    /// Table, its rows (the second repeats the first row's key), the loader, the error text.
    static let cases: [(String, String, String)] = [
        ("aliases.tsv", "# regional names\ndouble cream\theavy-cream\nsingle cream\tlight-cream\ndouble cream\theavy-cream\n",
         "aliases.tsv: line 4: double-cream listed twice (first at line 2)"),
        ("ingredients.tsv", "heavy-cream\tHeavy cream\tdairy\nheavy-cream\tHeavy cream\tdairy\t\tcream\n",
         "ingredients.tsv: line 2: heavy-cream listed twice (first at line 1)"),
        ("category-rules.tsv", "soju\tspirit\njuice\tjuice\nsoju\tspirit\n",
         "category-rules.tsv: line 3: soju listed twice (first at line 1)"),
        ("drink-facts.tsv", "negroni\tmartini\trocks\tstir\n\nnegroni\t\t\t\t\torange peel\n",
         "drink-facts.tsv: line 3: negroni listed twice (first at line 1)"),
        ("drink-lines.tsv", "penicillin\tislay-scotch\tfloat\t\npenicillin\tislay-scotch\tstir\t\n",
         "drink-lines.tsv: line 2: penicillin islay-scotch listed twice (first at line 1)"),
        ("drink-amounts.tsv", "mojito\tmint\t8 leaf\tleaves to muddle\nmojito\tmint\t10 leaf\tleaves to muddle\n",
         "drink-amounts.tsv: line 2: mojito mint listed twice (first at line 1)"),
        ("dish-facts.tsv", "ajoblanco\t4\t20\t0\tsoup\tspanish\najoblanco\t4\t20\t0\tsoup\tspanish\n",
         "dish-facts.tsv: line 2: ajoblanco listed twice (first at line 1)"),
        ("dish-amounts.tsv", "gazpacho\tolive-oil\t3 tbsp\ngazpacho\tolive-oil\t3 tbsp\n",
         "dish-amounts.tsv: line 2: gazpacho olive-oil listed twice (first at line 1)"),
        ("quality-exceptions.tsv", "glass-mismatch\tkir\tserved in a wine glass\nglass-mismatch\tkir\tsame\n",
         "quality-exceptions.tsv: line 2: glass-mismatch kir listed twice (first at line 1)"),
        ("renown.tsv", "negroni\t1\nnegroni\t2\n", "renown.tsv: line 2: negroni listed twice (first at line 1)"),
    ]

    @Test(arguments: cases)
    func aSecondRowForAKeyIsRefused(file: String, rows: String, message: String) throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.base { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try rows.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        do {
            _ = try Curation.load(from: folder)
            _ = try DrinkCuration.load(from: folder)
            _ = try DishFacts.load(from: folder)
            _ = try DishAmounts.load(from: folder)
            _ = try DrinkQualityReport.exceptions(in: folder)
            _ = try RenownList.load(from: folder)
            Issue.record("\(file) with a repeated key loaded")
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func distinctKeysLoad() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.base { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        // One line may carry a technique and an added line of the same ingredient beside it.
        try "cherry-limeade\twater\tsimmer\tfor the syrup\ncherry-limeade\twater\tadd blend 4 cup\tto fill the pitcher\n"
            .write(to: folder.appendingPathComponent("drink-lines.tsv"), atomically: true, encoding: .utf8)
        let curation = try Curation.load(from: folder)
        #expect(curation.aliases.count == 1)
        #expect(try DrinkCuration.load(from: folder).lines.count == 2)
    }

    /// The tables in Bundle/curation load as they stand.
    @Test func theBundledTablesHaveNoRepeatedKey() throws {
        _ = try Curation.load(from: Fixture.layout.curation)
        _ = try DrinkCuration.load(from: Fixture.layout.curation)
        _ = try DishFacts.load(from: Fixture.layout.curation)
        _ = try DishAmounts.load(from: Fixture.layout.curation)
        _ = try DrinkQualityReport.exceptions(in: Fixture.layout.curation)
        _ = try RenownList.load(from: Fixture.layout.curation)
        _ = try IBAList.load(from: Fixture.layout.curation)
    }
}
