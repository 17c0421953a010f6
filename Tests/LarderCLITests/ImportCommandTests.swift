import Foundation
import Testing

/// `larder import` end to end on the corpus of pages written by us, bad sources included.
@Suite final class ImportCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    static let corpus = CLI.root.appendingPathComponent("Tests/Corpus/import")
    func page(_ name: String) -> String { Self.corpus.appendingPathComponent(name).path }

    func report(_ arguments: [String]) throws -> (status: Int32, recipes: [[String: Any]], errors: [String]) {
        let run = try cli.run(["import", "--json"] + arguments)
        let json = try #require(try run.json() as? [String: Any])
        let sources = try #require(json["sources"] as? [[String: Any]])
        return (run.status, sources.flatMap { ($0["recipes"] as? [[String: Any]]) ?? [] }, sources.compactMap { $0["error"] as? String })
    }

    @Test func folderImportThenReimportIsRecognised() throws {
        let first = try report([Self.corpus.path])
        #expect(first.status == 0)
        // 26 recipes in the corpus's readable files: 21 in the pages and app files, 2 in the Tandoor export
        // (Rosemary Focaccia, Whiskey Sour), 2 in the Mealie export, 1 in tandoor-recipe.json. Mint Lemonade
        // and Rosemary Focaccia come twice, so 24 are added. 9 files are hostile or not recipes (6, and the
        // nested bombs, the three-deep nesting and the Tandoor `..` path).
        #expect(first.recipes.count == 26)
        #expect(first.recipes.filter { $0["action"] as? String == "added" }.count == 24)
        #expect(first.errors.count == 9)
        let again = try report([page("graph-howtosection.html"), page("cocktaildb.json")])
        #expect(again.recipes.map { $0["action"] as? String } == ["skipped", "skipped"])
        #expect(again.recipes.map { $0["id"] as? String } == ["my-weeknight-lentil-soup-and-toast", "my-gin-rickey"])
    }

    @Test func linesResolveThroughTheCatalog() throws {
        let result = try report([page("two-recipes-one-broken-block.html")])
        #expect(result.recipes.map { $0["title"] as? String } == ["Classic Daiquiri", "Hot Toddy"])
        #expect(result.recipes.map { $0["kind"] as? String } == ["drink", "drink"])
        #expect(result.recipes.map { $0["lines"] as? Int } == [3, 4])
        #expect(result.recipes.map { $0["resolved"] as? Int } == [3, 4])
    }

    /// "chicken or vegetable stock" shares its noun: the first choice is chicken stock, not chicken. "nutritional
    /// yeast" is not yeast, and the catalog has no nutritional yeast, so the line stays free text.
    @Test func sharedNounAlternativesAndOtherThings() throws {
        let result = try report([page("shared-noun-alternatives.html")])
        #expect(result.recipes.first?["resolved"] as? Int == 3)
        #expect(result.recipes.first?["unresolved"] as? [String] == ["1 tablespoon nutritional yeast"])
        let shown = try #require(try cli.run(["show", "my-barley-broth-bowl", "--json"]).json() as? [String: Any])
        let lines = try #require(shown["lines"] as? [[String: Any]])
        let ids = lines.map { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(ids == ["chicken-stock", "lemon-juice", "nutritional-yeast", "pearl-barley"])
    }

    @Test func dryRunWritesNothing() throws {
        let dry = try report(["--dry-run", page("microdata-only.html")])
        #expect(dry.status == 0 && dry.recipes.first?["action"] as? String == "added")
        let real = try report([page("microdata-only.html")])
        #expect(real.recipes.first?["action"] as? String == "added", "the dry run saved nothing")
    }

    @Test func kindAndCollectionOptions() throws {
        let result = try report(["--kind", "drink", "--collection", "Imported", page("microdata-only.html")])
        #expect(result.recipes.first?["kind"] as? String == "drink")
        let shown = try #require(try cli.run(["collection", "show", "Imported", "--json"]).json() as? [[String: Any]])
        #expect(shown.count == 1)
    }

    /// `--collection` takes only a name `collection create` accepts: one with a control character, or past
    /// 100 characters, is refused in one line before anything is saved.
    @Test func aCollectionNameCollectionCreateRefusesIsRefused() throws {
        for (name, message) in [("a\u{1B}[2Jb", "a collection name must not contain control characters or invalid bytes"),
                                (String(repeating: "x", count: 101), "a collection name of 101 characters is too long (at most 100)")] {
            let run = try cli.run(["import", "--collection", name, page("microdata-only.html")])
            #expect(run.status == 1 && run.stderr == "larder: \(message)\n")
        }
        #expect(!(try cli.run(["search", "--mine", "--json"]).stdout.contains("\"id\"")), "a recipe was saved")
        #expect((try cli.run(["collection", "list", "--json"]).json() as? [Any])?.isEmpty == true)
    }

    @Test func badSourcesFailWithOneLineEachAndSaveNothing() throws {
        let sources = ["no-recipe.html", "malformed-jsonld.html", "bomb.zip", "dotdot.paprikarecipes", "truncated.paprikarecipes",
                       "binary.bin", "latin1.html"].map(page) + ["/nonexistent/page.html", "ftp://example.com/x.html"]
        let run = try cli.run(["import"] + sources)
        #expect(run.status == 1)
        // One line on stderr for the failed run; one line per failing source in the report.
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.hasPrefix("larder: nothing imported: \(sources.count) sources failed"))
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("failed: ") }.count == sources.count)
        let single = try cli.run(["import", page("no-recipe.html")])
        #expect(single.status == 1 && single.stdout.isEmpty)
        #expect(single.stderr == "larder: \(page("no-recipe.html")): no recipe found (the page has no schema.org Recipe in JSON-LD or microdata)\n")
        let json = try cli.run(["import", "--json", page("no-recipe.html")])
        #expect(json.status == 1 && json.stderr.hasPrefix("{\"error\":"))
    }

    @Test func standardInputAndAHugeFile() throws {
        let html = try Data(contentsOf: Self.corpus.appendingPathComponent("top-level-array.html"))
        let run = try cli.run(["import", "-"], stdin: html)
        #expect(run.status == 0 && run.stdout.contains("Brown Butter Shortbread"))
        // A sparse 2 GiB file is refused by its size, before it is read.
        let huge = cli.home.appendingPathComponent("huge.html")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let big = try cli.run(["import", huge.path])
        #expect(big.status == 1 && big.stderr.contains("larger than the 64 MiB limit"))
    }

    /// Numbers no recipe measures, in every reader that takes numbers: a page's ingredient text, a
    /// Cooklang quantity and a Tandoor JSON amount. Each imports (the line keeps its text), and the
    /// recipe shows scaled by 100 and in US units, instead of the process trapping in a conversion.
    /// A counted line whose name the catalog does not know in English keeps the page's own words at any
    /// count ("3 äpplen", never "3 äpplens"; "2 EL Zucker", never "Zuckers"), while an English catalog noun
    /// still takes its plural when scaling makes more than one ("1 onion" for 2 is "2 onions" for 4).
    @Test func foreignCountedLinesStayAsWritten() throws {
        let folder = cli.home.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Äppelkaka","recipeYield":"2","recipeIngredient":["3 äpplen","2 EL Zucker","1 onion"],"recipeInstructions":"Baka."}</script>"#
        try Data(page.utf8).write(to: folder.appendingPathComponent("appelkaka.html"))
        let result = try report([folder.appendingPathComponent("appelkaka.html").path])
        #expect(result.status == 0)
        let id = try #require(result.recipes.first?["id"] as? String)
        let shown = try cli.run(["show", id])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("3 äpplen\n"))
        #expect(shown.stdout.contains("Zucker\n"))
        #expect(!shown.stdout.contains("Zuckers") && !shown.stdout.contains("äpplens"))
        let doubled = try cli.run(["show", id, "--servings", "4"])
        #expect(doubled.stdout.contains("6 äpplen\n"))
        #expect(doubled.stdout.contains("2 onions\n"))
    }

    /// "Fetta" is the Australian spelling of feta (taste.com.au writes it): both lines are the catalog's feta.
    @Test func australianFettaIsFeta() throws {
        let folder = cli.home.appendingPathComponent("fetta")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Fetta Salad","recipeIngredient":["200 g fetta, crumbled","1 cup fetta cheese"],"recipeInstructions":"Toss."}</script>"#
        try Data(page.utf8).write(to: folder.appendingPathComponent("fetta.html"))
        let result = try report([folder.appendingPathComponent("fetta.html").path])
        #expect(result.recipes.first?["resolved"] as? Int == 2)
        let shown = try #require(try cli.run(["show", "my-fetta-salad", "--json"]).json() as? [String: Any])
        let ids = try #require(shown["lines"] as? [[String: Any]]).map { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(ids == ["feta", "feta"])
    }

    @Test func absurdNumbersImportAsTextAndShowScaled() throws {
        let folder = cli.home.appendingPathComponent("absurd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Absurd Page","recipeIngredient":["99999999999999999999999 eggs","1e300 g flour","2 cups milk"],"recipeInstructions":"Mix."}</script>"#
        let cook = "Crack @eggs{99999999999999999999999} into @flour{1e300%g} for ~{99999999999999999999%minutes}.\n"
        let tandoor = #"{"name":"Absurd Tandoor","servings":1e300,"working_time":1e300,"steps":[{"instruction":"Mix.","ingredients":[{"food":{"name":"flour"},"amount":1e300,"unit":{"name":"g"}}]}],"nutrition":{"calories":1e300}}"#
        for (name, text) in [("absurd-page.html", page), ("absurd.cook", cook), ("absurd-tandoor.json", tandoor)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try report([folder.path])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let ids = result.recipes.compactMap { $0["id"] as? String }.sorted()
        #expect(ids == ["my-absurd", "my-absurd-page", "my-absurd-tandoor"])
        for id in ids {
            let shown = try cli.run(["show", id, "--scale", "100", "--units", "us"])
            #expect(shown.status == 0, "\(id): \(shown.stderr)")
            #expect(shown.stderr.isEmpty, "\(id): \(shown.stderr)")
        }
        // The page's sane line still scales: 2 cups of milk times 100 is 200 cups, 12 1/2 gallons.
        let page100 = try cli.run(["show", "my-absurd-page", "--scale", "100"])
        #expect(page100.stdout.contains("12 1/2 gallons milk"))
        #expect(page100.stdout.contains("99999999999999999999999 eggs"))
    }
}
