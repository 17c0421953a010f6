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

    @Test func zeroResultsSayDidYouMean() throws {
        let run = try cli.run(["search", "margarta"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("did you mean") && run.stderr.contains("Margarita"))
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
