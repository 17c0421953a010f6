import Foundation
import Testing

/// Nutrition per serving, checked against hand computations from the raw USDA SR figures.
///
/// The expected values are worked out here from `ABBREV.txt` (nutrients per 100 g, read directly) and
/// household weights copied by hand from `WEIGHT.txt` (1 large egg 50 g; 1 cup whole milk 244 g;
/// 1 cup lime juice 242 g; 1 cup sugar 200 g; 1 tsp sugar 4.2 g; 1 tsp baking soda 4.6 g; 1 tsp salt 6.0 g),
/// never from the code under test.
@Suite final class NutritionCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    /// Energy, protein, fat and carbohydrate per 100 g of USDA food `ndb`, read from the raw file.
    static func usda(_ ndb: String) throws -> (kcal: Double, protein: Double, fat: Double, carbohydrate: Double) {
        let file = CLI.root.deletingLastPathComponent().appendingPathComponent("shared/datasets/usda-sr-abbrev/ABBREV.txt")
        let text = try String(contentsOf: file, encoding: .isoLatin1)
        let line = try #require(text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("~\(ndb)~^") })
        let f = line.split(separator: "^", omittingEmptySubsequences: false).map(String.init)
        // SR abbreviated file: 3 Energ_Kcal, 4 Protein, 5 Lipid_Tot, 7 Carbohydrt.
        return (try #require(Double(f[3])), try #require(Double(f[4])), try #require(Double(f[5])), try #require(Double(f[7])))
    }

    func nutrition(_ recipe: String) throws -> [String: Any] {
        let run = try cli.run(["show", recipe, "--json"])
        #expect(run.status == 0)
        let object = try #require(try run.json() as? [String: Any])
        return try #require(object["nutrition"] as? [String: Any])
    }

    static func near(_ actual: Double?, _ expected: Double, within share: Double = 0.05) -> Bool {
        guard let actual else { return false }
        return abs(actual - expected) <= share * abs(expected)
    }

    /// French crêpes (4 servings): 300 g flour, 3 eggs, 60 cl milk, 20 cl beer, 30 g butter.
    @Test func crepesMatchAHandComputation() throws {
        let flour = try Self.usda("20081"), egg = try Self.usda("01123"), milk = try Self.usda("01077")
        let beer = try Self.usda("14003"), butter = try Self.usda("01001")
        let milkGrams = 600 * 244 / 236.588
        // Beer: USDA WEIGHT gives 1 fl oz (29.5735 ml) = 29.7 g.
        let beerGrams = 200 * 29.7 / 29.5735
        let grams = [(flour, 300.0), (egg, 150.0), (milk, milkGrams), (beer, beerGrams), (butter, 30.0)]
        let kcal = grams.map { $0.0.kcal * $0.1 / 100 }.reduce(0, +) / 4
        let protein = grams.map { $0.0.protein * $0.1 / 100 }.reduce(0, +) / 4
        let fat = grams.map { $0.0.fat * $0.1 / 100 }.reduce(0, +) / 4
        let n = try nutrition("french-crepes")
        let per = try #require(n["perServing"] as? [String: Any])
        #expect(Self.near(per["kcal"] as? Double, kcal), "kcal \(per["kcal"] ?? "nil") vs \(kcal)")
        #expect(Self.near(per["protein"] as? Double, protein))
        #expect(Self.near(per["fat"] as? Double, fat))
        #expect(n["servings"] as? Int == 4)
        #expect(Self.near(n["coveredGrams"] as? Double, grams.map(\.1).reduce(0, +), within: 0.02))
        #expect((n["unweighed"] as? [String])?.isEmpty == true)
    }

    /// Pancake (2 servings): 200 g flour, 2 tsp sugar, 1 tsp baking soda, a pinch of salt, 2 eggs, 200 ml
    /// milk; the optional butter is not counted.
    @Test func pancakesMatchAHandComputationAndLeaveOptionalLinesOut() throws {
        let flour = try Self.usda("20081"), sugar = try Self.usda("19335"), soda = try Self.usda("18372")
        let egg = try Self.usda("01123"), milk = try Self.usda("01077")
        let grams = [(flour, 200.0), (sugar, 2 * 4.2), (soda, 4.6), (egg, 100.0), (milk, 200 * 244 / 236.588)]
        let kcal = grams.map { $0.0.kcal * $0.1 / 100 }.reduce(0, +) / 2
        let carbohydrate = grams.map { $0.0.carbohydrate * $0.1 / 100 }.reduce(0, +) / 2
        let per = try #require(try nutrition("pancake")["perServing"] as? [String: Any])
        #expect(Self.near(per["kcal"] as? Double, kcal), "kcal \(per["kcal"] ?? "nil") vs \(kcal)")
        #expect(Self.near(per["carbohydrate"] as? Double, carbohydrate))
    }

    /// Daiquiri: 60 ml white rum (40 % ABV: ethanol 0.789 g/ml at 7 kcal/g), 20 ml lime juice, 2 barspoons
    /// (10 ml) superfine sugar.
    @Test func daiquiriCountsAlcoholEnergy() throws {
        let lime = try Self.usda("09160"), sugar = try Self.usda("19335")
        let ethanolKcal = 60 * 0.40 * 0.789 * 7
        let kcal = ethanolKcal + lime.kcal * (20 * 242 / 236.588) / 100 + sugar.kcal * (10 * 200 / 236.588) / 100
        let n = try nutrition("daiquiri")
        let per = try #require(n["perServing"] as? [String: Any])
        #expect(Self.near(per["kcal"] as? Double, kcal), "kcal \(per["kcal"] ?? "nil") vs \(kcal)")
        #expect((n["energyOnly"] as? [String]) == ["White rum"])
    }

    /// Negroni: 30 ml each of gin (40 % ABV, the ethanol model), Campari (mapped to USDA 14414 coffee
    /// liqueur 53 proof, 1 fl oz = 34.8 g) and sweet vermouth (14057 sweet dessert wine, 1 fl oz = 29.5 g).
    @Test func liqueurAndVermouthSugarIsCounted() throws {
        let liqueur = try Self.usda("14414"), wine = try Self.usda("14057")
        let campari = 30 * 34.8 / 29.5735, vermouth = 30 * 29.5 / 29.5735
        let kcal = 30 * 0.40 * 0.789 * 7 + liqueur.kcal * campari / 100 + wine.kcal * vermouth / 100
        let carbohydrate = liqueur.carbohydrate * campari / 100 + wine.carbohydrate * vermouth / 100
        let n = try nutrition("negroni")
        let per = try #require(n["perServing"] as? [String: Any])
        #expect(Self.near(per["kcal"] as? Double, kcal), "kcal \(per["kcal"] ?? "nil") vs \(kcal)")
        #expect(Self.near(per["carbohydrate"] as? Double, carbohydrate))
        #expect((n["energyOnly"] as? [String]) == ["Gin"])
    }

    /// Alien Brain Hemorrhage is 2 parts peach schnapps and 1 part Baileys (Bundle/catalog/drinks.jsonl):
    /// a part has no volume, so neither line can be weighed, and both are named in text and JSON.
    @Test func linesThatCannotBeWeighedAreNamed() throws {
        let run = try cli.run(["show", "alien brain hemorrhage"])
        #expect(run.stdout.contains("not weighed, so not in these figures: Peach schnapps, Baileys"))
        let n = try nutrition("alien-brain-hemorrhage")
        #expect(n["unweighed"] as? [String] == ["Peach schnapps", "Baileys"])
    }

    @Test func showPrintsTheNutritionBlockWithCoverage() throws {
        let run = try cli.run(["show", "carbonara"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Nutrition"))
        #expect(run.stdout.contains("% of ingredients by weight"))
        // Guanciale has no USDA food in our mapping: it is named, not dropped.
        #expect(run.stdout.contains("no figures for: Guanciale"))
    }

    @Test func searchFiltersByEnergyAndProtein() throws {
        let light = try #require(try cli.run(["search", "--kind", "drink", "--max-kcal", "100", "--limit", "500", "--json"]).json() as? [String: Any])
        let hits = try #require(light["hits"] as? [[String: Any]])
        #expect(!hits.isEmpty)
        for hit in hits.prefix(5) {
            let id = try #require(hit["id"] as? String)
            let per = try #require(try nutrition(id)["perServing"] as? [String: Any])
            #expect((per["kcal"] as? Double ?? 1e9) <= 100)
        }
        let none = try cli.run(["search", "--max-kcal", "-5"])
        #expect(none.status != 0)
        #expect(none.stderr.hasPrefix("larder:") || none.stderr.contains("Error"))
        let protein = try #require(try cli.run(["search", "--kind", "dish", "--min-protein", "30", "--limit", "3", "--json"]).json() as? [String: Any])
        for hit in try #require(protein["hits"] as? [[String: Any]]) {
            let id = try #require(hit["id"] as? String)
            let per = try #require(try nutrition(id)["perServing"] as? [String: Any])
            #expect((per["protein"] as? Double ?? 0) >= 30)
        }
    }
}
