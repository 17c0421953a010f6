import Foundation
import Testing

/// The user's own recipes end to end: show, search --mine/--catalog, favorites, delete, export and re-import.
@Suite final class UserRecipeCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    func page(_ name: String) -> String { CLI.root.appendingPathComponent("Tests/Corpus/import/\(name)").path }

    func importCorpus() throws {
        let run = try cli.run(["import", page("graph-howtosection.html"), page("negroni-spritz.cook")])
        #expect(run.status == 0)
    }

    @Test func theUsersRecipesRankByTierAmongTheCatalogs() throws {
        try importCorpus()
        func ids(_ arguments: [String]) throws -> [String] {
            let json = try #require(try cli.run(["search", "--json"] + arguments).json() as? [String: Any])
            return (json["hits"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
        // "negroni": the catalog's Negroni is the exact name (tier 0); "Negroni Spritz" starts with the
        // word (tier 1) and, the user's own, comes first among the catalog's names starting so.
        let top = try ids(["negroni", "--limit", "3"])
        #expect(Array(top.prefix(2)) == ["negroni", "my-negroni-spritz"])
        // Pages are cut after the mix: the second result alone.
        #expect(try ids(["negroni", "--offset", "1", "--limit", "1"]) == ["my-negroni-spritz"])
        // Words found only in the ingredient lines find the user's recipe too (tier 3).
        #expect(try ids(["red lentils", "--mine"]) == ["my-weeknight-lentil-soup-and-toast"])
    }

    @Test func showSearchAndFavorites() throws {
        try importCorpus()
        let shown = try #require(try cli.run(["show", "my-negroni-spritz", "--json"]).json() as? [String: Any])
        let lines = try #require(shown["lines"] as? [[String: Any]])
        #expect(lines.count == 5)
        #expect((lines[0]["ingredient"] as? [String: Any])?["id"] as? String == "gin")
        #expect((shown["summary"] as? [String: Any])?["alcoholic"] as? Bool == true)
        #expect(try cli.run(["show", "Weeknight Lentil Soup & Toast"]).stdout.contains("1 1/2 cups red lentils"))
        // Scaling works on the user's recipe as on the catalog's: 4 servings to 8 doubles 1 1/2 cup.
        #expect(try cli.run(["show", "my-weeknight-lentil-soup-and-toast", "--servings", "8"]).stdout.contains("3 cups red lentils"))
        func ids(_ arguments: [String]) throws -> [String] {
            let json = try #require(try cli.run(["search", "--json"] + arguments).json() as? [String: Any])
            return (json["hits"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
        #expect(try ids(["--mine", "spritz"]) == ["my-negroni-spritz"])
        #expect(try !ids(["--catalog", "spritz"]).contains("my-negroni-spritz"))
        let together = try ids(["negroni", "spritz"])
        #expect(together.first == "my-negroni-spritz")
        #expect(try ids(["--mine", "lentils"]) == ["my-weeknight-lentil-soup-and-toast"])
        // The query syntax reads the same for the user's recipes: a kind token filters, it is no word to find.
        #expect(try ids(["--mine", "lentils kind:dish"]) == ["my-weeknight-lentil-soup-and-toast"])
        #expect(try ids(["--mine", "lentils kind:drink"]).isEmpty)
        #expect(try cli.run(["fav", "add", "my-negroni-spritz", "negroni"]).status == 0)
        let favorites = try #require(try cli.run(["fav", "list", "--json"]).json() as? [[String: Any]])
        #expect(Set(favorites.compactMap { $0["name"] as? String }) == ["Negroni Spritz", "Negroni"])
        #expect(try ids(["--favorites", "--mine"]) == ["my-negroni-spritz"])
    }

    /// `show` gives a total time when a page's total is more than prep and cook, or is the only time:
    /// the pea soup page gives 25 minutes in all and nothing else; the lentil soup's 15 + 65 is its 80.
    @Test func showGivesTheTotalTimeAPageStates() throws {
        #expect(try cli.run(["import", page("multiline-howtostep.html"), page("graph-howtosection.html")]).status == 0)
        let pea = try cli.run(["show", "Quick Pea Soup"]).stdout
        #expect(pea.contains("Total 25 min"))
        let lentil = try cli.run(["show", "my-weeknight-lentil-soup-and-toast"]).stdout
        #expect(lentil.contains("Prep 15 min, cook 65 min") && !lentil.contains("total"))
    }

    @Test func deleteOnlyTheUsersOwn() throws {
        try importCorpus()
        let catalog = try cli.run(["delete", "negroni"])
        #expect(catalog.status == 1 && catalog.stderr.contains("catalog recipe"))
        #expect(try cli.run(["delete", "my-negroni-spritz"]).status == 0)
        #expect(try cli.run(["show", "my-negroni-spritz"]).status == 1)
        #expect(try cli.run(["delete", "my-negroni-spritz"]).status == 1)
    }

    @Test func exportThenImportElsewhereGivesTheSameRecipes() throws {
        try importCorpus()
        let file = cli.home.appendingPathComponent("mine.json").path
        #expect(try cli.run(["export", "--mine", "-o", file]).status == 0)
        let other = try CLI()
        defer { other.cleanUp() }
        #expect(try other.run(["import", file]).status == 0)
        for id in ["my-negroni-spritz", "my-weeknight-lentil-soup-and-toast"] {
            let before = try cli.run(["export", id, "--format", "json"]).stdout
            let after = try other.run(["export", id, "--format", "json"]).stdout
            #expect(!before.isEmpty && before == after)
        }
        // Cooklang needs one file per recipe.
        #expect(try cli.run(["export", "--mine", "--format", "cooklang"]).status == 1)
        let folder = cli.home.appendingPathComponent("cook").path + "/"
        #expect(try cli.run(["export", "--mine", "--format", "cooklang", "-o", folder]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["my-negroni-spritz.cook", "my-weeknight-lentil-soup-and-toast.cook"])
    }

    @Test func editInTheEditorAndKeepTheOldVersionOnABadEdit() throws {
        try importCorpus()
        let edited = try cli.run(["edit", "my-negroni-spritz"], environment: ["EDITOR": "sed -i s/prosecco/cava/", "VISUAL": ""])
        #expect(edited.status == 0 && edited.stderr == "saved my-negroni-spritz\n")
        #expect(try cli.run(["show", "my-negroni-spritz"]).stdout.contains("3 oz cava"))
        let emptied = try cli.run(["edit", "my-negroni-spritz"], environment: ["EDITOR": "truncate -s 0", "VISUAL": ""])
        #expect(emptied.status == 1 && emptied.stderr.contains("is unchanged"))
        #expect(try cli.run(["show", "my-negroni-spritz"]).stdout.contains("3 oz cava"), "the bad edit kept the old version")
        let catalog = try cli.run(["edit", "negroni"], environment: ["EDITOR": "true", "VISUAL": ""])
        #expect(catalog.status == 1 && catalog.stderr.contains("catalog recipe"))
    }

    /// Closing the editor without a change changes nothing, although Cooklang cannot carry all of a page's
    /// line: the stored line stays "1 (14 oz) can chopped tomatoes" as the page wrote it (graph-howtosection.html).
    @Test func anEditorClosedWithoutAChangeChangesNothing() throws {
        try importCorpus()
        let before = try cli.run(["export", "my-weeknight-lentil-soup-and-toast"]).stdout
        #expect(before.contains("1 (14 oz) can chopped tomatoes"))
        let closed = try cli.run(["edit", "my-weeknight-lentil-soup-and-toast"], environment: ["EDITOR": "true", "VISUAL": ""])
        #expect(closed.status == 0 && closed.stderr == "no change to my-weeknight-lentil-soup-and-toast\n")
        #expect(try cli.run(["export", "my-weeknight-lentil-soup-and-toast"]).stdout == before)
    }

    @Test func aCollectionExportRefersToCatalogRecipesTheReceiverHas() throws {
        try importCorpus()
        #expect(try cli.run(["collection", "create", "Party"]).status == 0)
        #expect(try cli.run(["collection", "add", "Party", "negroni", "my-negroni-spritz"]).status == 0)
        let file = cli.home.appendingPathComponent("party.json").path
        #expect(try cli.run(["export", "--collection", "Party", "-o", file]).status == 0)
        let other = try CLI()
        defer { other.cleanUp() }
        let run = try other.run(["import", "--json", "--collection", "Party", file])
        let json = try #require(try run.json() as? [String: Any])
        let recipes = try #require((json["sources"] as? [[String: Any]])?.first?["recipes"] as? [[String: Any]])
        #expect(Set(recipes.compactMap { "\($0["id"] ?? "")=\($0["action"] ?? "")" }) == ["negroni=referenced", "my-negroni-spritz=added"])
        let members = try #require(try other.run(["collection", "show", "Party", "--json"]).json() as? [[String: Any]])
        #expect(Set(members.compactMap { $0["id"] as? String }) == ["negroni", "my-negroni-spritz"])
        let mine = try #require(try other.run(["search", "--mine", "--json"]).json() as? [String: Any])
        #expect((mine["hits"] as? [[String: Any]])?.count == 1, "the catalog's Negroni was not copied")
    }

    @Test func exportCatalogRecipesAndBadArguments() throws {
        let page = try cli.run(["export", "negroni", "--format", "html"])
        #expect(page.status == 0 && page.stdout.contains("<h1>Negroni</h1>") && page.stdout.contains("@media print"))
        #expect(try cli.run(["export"]).status != 0)
        #expect(try cli.run(["export", "no-such-recipe-xyz"]).status == 1)
        #expect(try cli.run(["export", "negroni", "--format", "pdf"]).status != 0)
    }
}
