import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// The ice and amount checks of the bar quality report, and the `drink-amounts.tsv` table that
/// fixes what they find, on hand-made drinks.
struct DrinkAmountsTests {
    static func punch() -> Recipe {
        Recipe(
            id: "fall-sangria", name: "Fall Sangria", kind: .drink, category: "punch", glass: "punch bowl", method: .built,
            lines: [
                RecipeLine(ingredient: "red-wine", amount: "750 ml"),
                RecipeLine(ingredient: "pear", amount: "How many you want pcs"),
                RecipeLine(ingredient: "club-soda"),
                RecipeLine(ingredient: "cinnamon-stick", amount: "some pieces", garnish: true),
                RecipeLine(ingredient: "mint", optional: true),
            ])
    }

    @Test func aDrinkWithoutIceAndItsUnmeasuredLinesAreCounted() {
        let report = DrinkQualityReport.measure([Self.punch()], ingredients: [])
        #expect(report.offenders["no-ice"] == ["fall-sangria"])
        // "How many you want pcs" does not parse and the soda has no amount; the garnish and the
        // optional mint are not counted.
        #expect(report.offenders["unparsed-amount"] == ["fall-sangria: club-soda", "fall-sangria: pear"])
    }

    @Test func curatedAmountsReplaceTheUnparsedOnesAndClearTheChecks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drink-amounts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "fall-sangria\t\t\t\tcubed\n".write(to: folder.appendingPathComponent("drink-facts.tsv"), atomically: true, encoding: .utf8)
        try "# drink\tingredient\tamount\treason\nfall-sangria\tpear\t2\ttwo pears sliced into the jug\nfall-sangria\tclub-soda\t1 1/2 cup\tequal parts with the wine\n"
            .write(to: folder.appendingPathComponent("drink-amounts.tsv"), atomically: true, encoding: .utf8)
        let curation = try DrinkCuration.load(from: folder)
        let (recipes, misses) = curation.apply(to: [Self.punch()])
        #expect(misses.isEmpty)
        #expect(recipes[0].lines.map(\.amount) == ["750 ml", "2", "1 1/2 cup", "some pieces", nil])
        let report = DrinkQualityReport.measure(recipes, ingredients: [])
        #expect(report.count(.noIce) == 0 && report.count(.unparsedAmount) == 0)
    }

    @Test func aVariantsUnmeasuredLinesAreCountedAndCuratedByTheVariantsID() throws {
        // opendrinks' Paloma as a variant: its grapefruit soda has no amount and its Tajín rims the glass.
        var paloma = Recipe(id: "paloma", name: "Paloma", kind: .drink, category: "highball", glass: "highball", method: .built, ice: .cubed,
            lines: [RecipeLine(ingredient: "tequila", amount: "50 ml"), RecipeLine(ingredient: "grapefruit-soda", amount: "top up")])
        paloma.variants = [RecipeVariant(id: "paloma-v-opendrinks", name: "Paloma (opendrinks)", lines: [
            RecipeLine(ingredient: "tequila", amount: "2 oz"), RecipeLine(ingredient: "grapefruit-soda"), RecipeLine(ingredient: "tajin"),
        ], sources: [SourceRef(dataset: "opendrinks", record: "paloma")])]
        let before = DrinkQualityReport.measure([paloma], ingredients: [])
        #expect(before.offenders["unparsed-amount"] == ["paloma-v-opendrinks: grapefruit-soda", "paloma-v-opendrinks: tajin"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variant-amounts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "paloma-v-opendrinks\tgrapefruit-soda\ttop up\tfilled with the soda\n".write(to: folder.appendingPathComponent("drink-amounts.tsv"), atomically: true, encoding: .utf8)
        try "paloma-v-opendrinks\ttajin\tgarnish\tit rims the glass\n".write(to: folder.appendingPathComponent("drink-lines.tsv"), atomically: true, encoding: .utf8)
        let (recipes, misses) = try DrinkCuration.load(from: folder).apply(to: [paloma])
        #expect(misses.isEmpty)
        #expect(recipes[0].variants[0].lines.map(\.amount) == ["2 oz", "top up", nil])
        #expect(recipes[0].variants[0].lines[2].garnish && recipes[0].lines == paloma.lines)
        #expect(DrinkQualityReport.measure(recipes, ingredients: []).count(.unparsedAmount) == 0)
    }

    @Test func anAmountThatDoesNotParseOrHasNoReasonIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drink-amounts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("drink-amounts.tsv")
        try "fall-sangria\tpear\tas many as you like\ta pear or two\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: ImportError.self) { try DrinkCuration.load(from: folder) }
        try "fall-sangria\tpear\t2\t\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: ImportError.self) { try DrinkCuration.load(from: folder) }
    }

    @Test func aLineNamingTheWrongIngredientIsReplacedBeforeItsAmount() throws {
        // opendrinks' Tom Yum shakes "2 pepper" (garnished with dried chilli): the line is the chilli,
        // and the amount table then finds it by its real ingredient.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drink-ingredients-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "tom-yum\tpepper\tchilli-pepper\ta Thai chilli, as the garnish\n".write(
            to: folder.appendingPathComponent("drink-ingredients.tsv"), atomically: true, encoding: .utf8)
        try "tom-yum\tchilli-pepper\t2 slice\tsliced chilli\n".write(
            to: folder.appendingPathComponent("drink-amounts.tsv"), atomically: true, encoding: .utf8)
        let tomYum = Recipe(
            id: "tom-yum", name: "Tom Yum", kind: .drink, method: .shaken,
            lines: [RecipeLine(ingredient: "tequila-blanco", amount: "1 1/2 oz"), RecipeLine(ingredient: "pepper", amount: "2")])
        let (recipes, misses) = try DrinkCuration.load(from: folder).apply(to: [tomYum])
        #expect(misses.isEmpty)
        #expect(recipes[0].lines.map(\.ingredient) == ["tequila-blanco", "chilli-pepper"])
        #expect(recipes[0].lines.map(\.amount) == ["1 1/2 oz", "2 slice"])
        // A replacement without a reason is refused.
        try "tom-yum\tpepper\tchilli-pepper\t\n".write(
            to: folder.appendingPathComponent("drink-ingredients.tsv"), atomically: true, encoding: .utf8)
        #expect(throws: ImportError.self) { try DrinkCuration.load(from: folder) }
    }

    @Test func oneOfTwoLinesOfAnIngredientIsNamedByItsNumberAndCanBeDropped() throws {
        // Imbibe's Blackthorn pours 1/2 oz of sweet vermouth once; opendrinks lists the line twice.
        // The Werther's toddy crushes ten candies for the rim and melts ten whole ones in the pan.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drink-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("drink-lines.tsv")
        try """
            blackthorn\tsweet-vermouth#2\tdrop\tthe record lists the vermouth twice
            toddy\tcandy#1\tgarnish\tcrushed for the rim
            toddy\tcandy#2\theat\tmelted in the pan
            toddy\tcandy#3\theat\tthere is no third line
            """.write(to: table, atomically: true, encoding: .utf8)
        try "blackthorn\tsweet-vermouth#1\t3/4 oz\ta test of the amount by number\n".write(
            to: folder.appendingPathComponent("drink-amounts.tsv"), atomically: true, encoding: .utf8)
        let blackthorn = Recipe(
            id: "blackthorn", name: "Blackthorn", kind: .drink, method: .stirred,
            lines: [
                RecipeLine(ingredient: "irish-whiskey", amount: "2 oz"), RecipeLine(ingredient: "dry-vermouth", amount: "1/2 oz"),
                RecipeLine(ingredient: "sweet-vermouth", amount: "1/2 oz"), RecipeLine(ingredient: "absinthe", amount: "1 dash"),
                RecipeLine(ingredient: "sweet-vermouth", amount: "1/2 oz"),
            ])
        let toddy = Recipe(
            id: "toddy", name: "Toddy", kind: .drink, method: .built,
            lines: [RecipeLine(ingredient: "candy", amount: "10"), RecipeLine(ingredient: "water", amount: "2 cup"), RecipeLine(ingredient: "candy", amount: "10")])
        let (recipes, misses) = try DrinkCuration.load(from: folder).apply(to: [blackthorn, toddy])
        #expect(misses == ["drink-lines.tsv: toddy has no line candy#3"])
        #expect(recipes[0].lines.map(\.ingredient) == ["irish-whiskey", "dry-vermouth", "sweet-vermouth", "absinthe"])
        #expect(recipes[0].lines.map(\.amount) == ["2 oz", "1/2 oz", "3/4 oz", "1 dash"])
        #expect(recipes[1].lines.map(\.role) == [.garnish, nil, .heat])
        // A line number that is not a positive whole number, or a drop without a reason, is refused.
        for row in ["blackthorn\tsweet-vermouth#0\tdrop\ttypo\n", "blackthorn\tsweet-vermouth#x\theat\ttypo\n", "blackthorn\tsweet-vermouth#2\tdrop\t\n"] {
            try row.write(to: table, atomically: true, encoding: .utf8)
            #expect(throws: ImportError.self) { try DrinkCuration.load(from: folder) }
        }
    }

    @Test func aLineWeWriteIsAddedWithItsRoleAndAmountAndCreditsUs() throws {
        // opendrinks' Vaca Preta names its ice cream only as "any flavor", so the line is lost; we add
        // two scoops back, poured over by the cola.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drink-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("drink-lines.tsv")
        try "vaca-preta\tice-cream\tadd build 2 scoop\tthe record's two balls of ice cream\nvaca-preta\tcaviar\tadd garnish 1 tsp\tno such ingredient\n"
            .write(to: table, atomically: true, encoding: .utf8)
        let vaca = Recipe(
            id: "vaca-preta", name: "Vaca Preta", kind: .drink, method: .built,
            lines: [RecipeLine(ingredient: "cola", amount: "1 cup")], sources: [SourceRef(dataset: "opendrinks", record: "vaca-preta")])
        let (recipes, misses) = try DrinkCuration.load(from: folder).apply(to: [vaca], known: ["cola", "ice-cream"])
        #expect(misses == ["drink-lines.tsv: no ingredient caviar to add to vaca-preta"])
        #expect(recipes[0].lines == [
            RecipeLine(ingredient: "cola", amount: "1 cup"), RecipeLine(ingredient: "ice-cream", amount: "2 scoop", role: .build),
        ])
        #expect(recipes[0].sources.map(\.dataset) == ["opendrinks", "larder"])
        // An add without a role, with an amount that does not parse, naming a line number, or without a
        // reason, is refused.
        for row in [
            "vaca-preta\tice-cream\tadd 2 scoop\ttwo balls\n", "vaca-preta\tice-cream\tadd build lots\ttwo balls\n",
            "vaca-preta\tice-cream#1\tadd build 2 scoop\ttwo balls\n", "vaca-preta\tice-cream\tadd build 2 scoop\t\n",
        ] {
            try row.write(to: table, atomically: true, encoding: .utf8)
            #expect(throws: ImportError.self) { try DrinkCuration.load(from: folder) }
        }
    }

    @Test func aReplacedIngredientLosesTheNoteItNowNamesAndADashClearsTheGarnish() throws {
        // bar-assistant's A.S. Kingston Negroni stirs "5 beans" of coffee (read as 5 of coffee, note
        // "beans"); La Dominicana's garnish is its own cream float.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drink-ingredients-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "negroni\tcoffee\tcoffee-bean\tbeans, stirred in\nnegroni\tsherry\tfino-sherry\ta test\n".write(
            to: folder.appendingPathComponent("drink-ingredients.tsv"), atomically: true, encoding: .utf8)
        try "dominicana\t\t\t\t\t-\n".write(to: folder.appendingPathComponent("drink-facts.tsv"), atomically: true, encoding: .utf8)
        let negroni = Recipe(
            id: "negroni", name: "Negroni", kind: .drink, method: .stirred,
            lines: [RecipeLine(ingredient: "sherry", amount: "7.5 ml", note: "preferably Lustau"), RecipeLine(ingredient: "coffee", amount: "5", note: "beans")])
        let dominicana = Recipe(
            id: "dominicana", name: "Dominicana", kind: .drink, method: .stirred, garnish: "hand-whipped cream",
            lines: [RecipeLine(ingredient: "cream", amount: "30 ml", role: .float)])
        let (recipes, misses) = try DrinkCuration.load(from: folder).apply(to: [negroni, dominicana])
        #expect(misses.isEmpty)
        #expect(recipes[0].lines.map(\.ingredient) == ["fino-sherry", "coffee-bean"])
        #expect(recipes[0].lines.map(\.note) == ["preferably Lustau", nil])
        #expect(recipes[1].garnish == nil)
        // The garbled name of Bloody Mary Mix's lemon leaves a note that names lemons again.
        #expect(DrinkCuration.repeats("without seeds lemons, juiced", "lemon-juice"))
        #expect(!DrinkCuration.repeats("preferably Lustau", "fino-sherry"))
    }
}
