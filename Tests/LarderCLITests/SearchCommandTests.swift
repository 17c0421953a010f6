import Foundation
import Testing

@Suite final class SearchCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    func names(_ run: CLI.Run) throws -> [String] {
        let object = try #require(try run.json() as? [String: Any])
        let hits = try #require(object["hits"] as? [[String: Any]])
        return hits.compactMap { $0["name"] as? String }
    }

    @Test func firstRunInstallsTheCatalogAndSearches() throws {
        let run = try cli.run(["search", "gin"])
        #expect(run.status == 0)
        #expect(run.stdout.localizedCaseInsensitiveContains("gin"))
        #expect(FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("catalog.sqlite").path))
        #expect(!run.stdout.contains("\u{1B}["))  // not a terminal: no colour
    }

    @Test func oneDaiquiriNotThree() throws {
        let run = try cli.run(["search", "daiquiri", "--json", "--limit", "50"])
        #expect(run.status == 0)
        let hits = try names(run)
        #expect(hits.first == "Daiquiri")
        #expect(hits.filter { $0 == "Daiquiri" }.count == 1)
    }

    @Test func diacriticsFoldAndExactNamesRankFirst() throws {
        let run = try cli.run(["search", "piña", "colada", "--json"])
        let first = try #require((try run.json() as? [String: Any])?["hits"] as? [[String: Any]]).first
        #expect(first?["id"] as? String == "pina-colada")
        #expect(first?["name"] as? String == "Piña Colada")
        #expect(try names(cli.run(["search", "PINA", "COLADA", "--json"])).first == first?["name"] as? String)
        #expect(try names(cli.run(["search", "negroni", "--json"])).first == "Negroni")
    }

    @Test func sourListsTheSoursFirst() throws {
        let hits = try names(cli.run(["search", "sour", "--json", "--limit", "5"]))
        #expect(hits.count == 5)
        #expect(hits.allSatisfy { $0.localizedCaseInsensitiveContains("sour") })
    }

    @Test func hierarchyAwareIngredientFilter() throws {
        let run = try cli.run(["search", "--ingredient", "whiskey", "--json", "--limit", "200"])
        let hits = try names(run)
        #expect(hits.contains("Old Fashioned") || hits.contains("Whiskey Sour"))
        let bourbonOnly = try names(cli.run(["search", "--ingredient", "bourbon", "--json", "--limit", "200"]))
        #expect(!bourbonOnly.isEmpty && Set(bourbonOnly).isSubset(of: Set(hits)))
    }

    @Test func filtersAloneWithoutText() throws {
        let run = try cli.run(["search", "--kind", "dish", "--max-minutes", "30", "--sort", "minutes", "--json"])
        #expect(run.status == 0)
        let object = try #require(try run.json() as? [String: Any])
        let hits = try #require(object["hits"] as? [[String: Any]])
        #expect(!hits.isEmpty)
        #expect(hits.allSatisfy { ($0["kind"] as? String) == "dish" && (($0["totalMinutes"] as? Int) ?? 999) <= 30 })
    }

    @Test func aTypoShowsTheCorrectedResults() throws {
        let run = try cli.run(["search", "margarta"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Margarita"))
        #expect(run.stderr.contains("showing results for 'margarita'"))
    }

    @Test func zeroResultsSayDidYouMean() throws {
        // Each word alone is close to a name, but no recipe has both corrected words: suggestions instead.
        let run = try cli.run(["search", "negorni", "mojto"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no recipes match"))
    }

    @Test(arguments: [
        ("negorni", "Negroni"), ("margartia", "Margarita"), ("daquiri", "Daiquiri"), ("cosmopolitian", "Cosmopolitan"), ("mojto", "Mojito"),
    ])
    func commonTyposFindTheDrinkFirst(typo: String, drink: String) throws {
        let run = try cli.run(["search", typo, "--json"])
        #expect(run.status == 0)
        #expect(try names(run).first == drink)
        let object = try #require(try run.json() as? [String: Any])
        #expect((object["correctedQuery"] as? String)?.caseInsensitiveCompare(drink) == .orderedSame)
    }

    @Test func wordsAsTypedOutrankTheirCorrection() throws {
        // "pinch" is one edit from "punch" and appears only in some recipes' text (dish methods, a few
        // drinks), never in a name, ingredient or tag. Every hit whose own text has the word as typed (read
        // back with `show`: its instructions, since an amount such as "1 pinch" is not searched) must come
        // before every hit found through the correction. The limit covers every hit (98 with 616 dishes),
        // so the corrected ones are among them.
        let run = try cli.run(["search", "pinch", "--json", "--limit", "150"])
        let object = try #require(try run.json() as? [String: Any])
        #expect(object["correctedQuery"] as? String == "punch")
        let ids = (object["hits"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let typed = try ids.map { id in
            let shown = try cli.run(["show", id, "--json"]).json() as? [String: Any]
            let text = ((shown?["instructions"] as? [String]) ?? []).joined(separator: " ")
            return text.range(of: "pinch", options: .caseInsensitive) != nil
        }
        #expect(typed.contains(true) && typed.contains(false), "both kinds of hit are present")
        if let firstCorrected = typed.firstIndex(of: false) {
            #expect(!typed[firstCorrected...].contains(true), "a hit as typed after a corrected one: \(ids)")
        }
    }

    @Test func ginRanksGinDrinksAboveGinger() throws {
        let hits = try names(cli.run(["search", "gin", "--json", "--limit", "300"]))
        let teas = ["Ginger Mint Tea", "Ginger Milk Tea"].compactMap { hits.firstIndex(of: $0) }
        #expect(!teas.isEmpty, "both teas match 'gin' as a prefix")
        for classic in ["Dry Martini", "Negroni", "Tom Collins", "Aviation", "Gin Gimlet"] {
            let index = try #require(hits.firstIndex(of: classic), "\(classic) is a gin drink")
            #expect(teas.allSatisfy { index < $0 }, "\(classic) before the ginger teas")
        }
    }

    @Test func punctuationAndSynonymsFoldOnBothSides() throws {
        #expect(try names(cli.run(["search", "old-fashioned", "--json"])).first == "Old Fashioned")
        #expect(try names(cli.run(["search", "dark", "n", "stormy", "--json"])).first == "Dark 'n' Stormy")
        #expect(try names(cli.run(["search", "dark 'n' stormy", "--json"])).first == "Dark 'n' Stormy")
        // scallion is an alias of green onion: the dishes using green onion are found by either name.
        let scallion = try names(cli.run(["search", "scallion", "--kind", "dish", "--json", "--limit", "500"]))
        let greenOnion = try names(cli.run(["search", "--ingredient", "green onion", "--kind", "dish", "--json", "--limit", "500"]))
        #expect(!greenOnion.isEmpty && Set(greenOnion).isSubset(of: Set(scallion)))
    }

    @Test(arguments: ["\"", "gin*", "-gin", "NEAR(gin lime)", "gin AND", "(", "'; DROP TABLE recipe; --", String(repeating: "x", count: 20000)])
    func hostileTextGivesResultsOrAClearMessage(text: String) throws {
        let run = try cli.run(["search", "--", text])
        #expect([0, 1, 64].contains(run.status), "results, a failure or a usage error; never a crash")
        #expect(!run.stderr.contains("SQLite") && !run.stderr.contains("fts5"))
        #expect(run.stderr.split(separator: "\n").count <= 1)
    }

    @Test(arguments: [
        ["search", "--alcoholic", "--non-alcoholic"], ["search", "--min-abv", "50", "--max-abv", "10"], ["search", "--limit", "0"],
        ["search", "--limit", "abc"], ["search", "--kind", "snack"], ["search", "--ingredient", "unicorn tears"],
        ["search", "--method", "telekinesis"], ["search", "*"], ["show", "no such drink at all"], ["show"], ["frobnicate"],
    ])
    func badInputIsOneLineAndNonZero(arguments: [String]) throws {
        let run = try cli.run(arguments)
        #expect(run.status != 0)
        #expect(run.stderr.hasPrefix("larder: "))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout.isEmpty)
    }

    @Test func pagingWithLimitAndOffset() throws {
        let all = try names(cli.run(["search", "--kind", "drink", "--sort", "name", "--limit", "10", "--json"]))
        let page = try names(cli.run(["search", "--kind", "drink", "--sort", "name", "--limit", "5", "--offset", "5", "--json"]))
        #expect(all.count == 10 && Array(all[5...]) == page)
    }
}
