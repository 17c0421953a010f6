import Foundation
import Testing

/// `have`, `substitute`, `make`, `buy-next` and `shopping-list` run end to end on the bundled catalog.
@Suite final class BarCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    /// `make --json` as recipe id → entry.
    func make(_ extra: [String] = []) throws -> [String: [String: Any]] {
        let run = try cli.run(["make", "--json"] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try #require(try run.json() as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: entries.map { (($0["recipe"] as! [String: Any])["id"] as! String, $0) })
    }

    func ids(_ refs: Any?) -> [String] { (refs as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }

    @Test func ginVermouthCampariMakeANegroni() throws {
        #expect(try cli.run(["have", "add", "gin", "sweet vermouth", "Campari"]).status == 0)
        let entries = try make(["--missing", "1"])
        #expect(entries["negroni"]?["missingCount"] as? Int == 0)
        let americano = try #require(entries["americano"])
        #expect(americano["missingCount"] as? Int == 1)
        #expect(ids(americano["missing"]) == ["club-soda"])
        let text = try cli.run(["make", "--missing", "0"])
        #expect(text.stdout.contains("Makeable now") && text.stdout.contains("Negroni"))
    }

    @Test func bourbonSugarAngosturaMakeAnOldFashioned() throws {
        try cli.run(["have", "add", "bourbon", "angostura"])
        let entries = try make(["--missing", "0"])
        let oldFashioned = try #require(entries["old-fashioned"], "sugar is a default staple")
        let substitutes = oldFashioned["substitutes"] as? [[String: Any]] ?? []
        #expect(substitutes.contains { ($0["replacement"] as? [String: Any])?["id"] as? String == "sugar" })
    }

    @Test func owningOnlyWhiskeyDoesNotMakeARyeManhattan() throws {
        try cli.run(["have", "add", "whiskey", "sweet vermouth", "angostura"])
        let manhattan = try #require(try make(["--missing", "1"])["manhattan"])
        #expect(ids(manhattan["missing"]) == ["rye-whiskey"])
    }

    @Test func userSubstituteIsUsedAndReported() throws {
        try cli.run(["have", "add", "gin", "sweet vermouth", "aperol"])
        #expect(try make(["--missing", "0"])["negroni"] == nil)
        #expect(try cli.run(["substitute", "add", "campari", "aperol"]).status == 0)
        let negroni = try #require(try make(["--missing", "0"])["negroni"])
        let used = try #require((negroni["substitutes"] as? [[String: Any]])?.first)
        #expect(used["origin"] as? String == "user")
        #expect(try cli.run(["substitute", "list"]).stdout.contains("Aperol for Campari"))
        #expect(try cli.run(["substitute", "remove", "campari", "aperol"]).status == 0)
        #expect(try cli.run(["substitute", "remove", "campari", "aperol"]).status == 1)
    }

    @Test func filtersNarrowMake() throws {
        try cli.run(["have", "add", "gin", "sweet vermouth", "campari"])
        try cli.run(["fav", "add", "negroni"])
        #expect(Set(try make(["--favorites"]).keys) == ["negroni"])
        let dishes = try make(["--kind", "dish"])
        #expect(dishes.values.allSatisfy { $0["kind"] as? String == "dish" })
        #expect(try make(["--ingredient", "campari", "--missing", "0"]).keys.contains("negroni"))
    }

    @Test func buyNextRanksAndPlans() throws {
        try cli.run(["have", "add", "gin", "sweet vermouth", "campari"])
        let run = try cli.run(["buy-next", "--count", "2", "--json"])
        #expect(run.status == 0)
        let report = try #require(try run.json() as? [String: Any])
        let ranking = try #require(report["ranking"] as? [[String: Any]])
        let first = try #require(ranking.first)
        #expect(!ids(first["completes"]).isEmpty)
        let plan = try #require(report["plan"] as? [[String: Any]])
        #expect(plan.count == 2)
        let now = try #require(report["makeableNow"] as? Int)
        #expect((plan.last?["makeableAfter"] as? Int ?? 0) > now)
        #expect(try cli.run(["buy-next"]).stdout.contains("Plan"))
    }

    @Test func shoppingListSumsByCategory() throws {
        try cli.run(["have", "add", "gin", "sweet vermouth", "campari"])
        let run = try cli.run(["shopping-list", "americano", "negroni", "--json"])
        #expect(run.status == 0)
        let report = try #require(try run.json() as? [String: Any])
        let items = (report["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
        #expect(items.map { ($0["ingredient"] as? [String: Any])?["id"] as? String } == ["club-soda"])
        let markdown = try cli.run(["shopping-list", "americano", "--markdown"])
        #expect(markdown.stdout.hasPrefix("# Shopping list") && markdown.stdout.contains("- [ ] Soda water"))
        let everything = try cli.run(["shopping-list", "negroni"])
        #expect(everything.stdout.contains("Nothing to buy"))
    }

    @Test func inventoryImportKeepsGoodLinesAndReportsJunk() throws {
        let file = cli.home.appendingPathComponent("bar.txt")
        try Data("gin\nnot a real thing\n# a comment\n\nCampari\n".utf8).write(to: file)
        let run = try cli.run(["have", "import", file.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("line 2: no ingredient named 'not a real thing'"))
        #expect(try cli.run(["have", "export"]).stdout == "campari\ngin\n")
    }

    @Test func badIngredientNamesChangeNothing() throws {
        try cli.run(["have", "add", "gin"])
        let unknown = try cli.run(["have", "add", "campari", "whiskyy"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean") && unknown.stderr.split(separator: "\n").count == 1)
        let notOwned = try cli.run(["have", "remove", "rum"])
        #expect(notOwned.status == 1)
        #expect(try cli.run(["have", "export"]).stdout == "gin\n")
    }

    @Test func staplesCanBeChanged() throws {
        #expect(try cli.run(["have", "staples"]).stdout.contains("Sugar"))
        #expect(try cli.run(["have", "staples", "remove", "sugar"]).status == 0)
        let staples = try cli.run(["have", "staples", "--json"])
        #expect(!staples.stdout.contains("\"sugar\""))
        #expect(try cli.run(["have", "staples", "remove", "sugar"]).status == 1)
    }

    @Test func badArgumentsAreUsageErrors() throws {
        #expect(try cli.run(["make", "--missing", "3"]).status == 64)
        #expect(try cli.run(["buy-next", "--count", "0"]).status == 64)
        let unknown = try cli.run(["shopping-list", "no-such-drink-xyz"])
        #expect(unknown.status == 1 && !unknown.stderr.isEmpty)
    }
}
