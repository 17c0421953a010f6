import Foundation
import LarderUser
import Testing

/// `fav`, `collection`, `rate` and `history` end to end, bad input included.
@Suite final class UserCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    var userDatabase: URL { cli.home.appendingPathComponent("user.sqlite") }

    @Test func favorites() throws {
        #expect(try cli.run(["fav", "add", "negroni", "Daiquiri"]).status == 0)
        #expect(try cli.run(["fav", "list"]).stdout.contains("Negroni"))
        let bad = try cli.run(["fav", "add", "manhattan", "margartia-xyz"])
        #expect(bad.status == 1 && bad.stderr.hasPrefix("larder: "))
        #expect(try cli.run(["fav", "remove", "negroni"]).status == 0)
        #expect(try cli.run(["fav", "remove", "negroni"]).status == 1)
        let list = try #require(try cli.run(["fav", "list", "--json"]).json() as? [[String: Any]])
        #expect(list.compactMap { $0["id"] as? String } == ["daiquiri"], "the bad add wrote nothing")
        let search = try #require(try cli.run(["search", "--favorites", "--json"]).json() as? [String: Any])
        #expect((search["hits"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["daiquiri"])
    }

    @Test func collections() throws {
        #expect(try cli.run(["collection", "create", "Summer"]).status == 0)
        let dup = try cli.run(["collection", "create", "summer"])
        #expect(dup.status == 1 && dup.stderr.contains("exists already"))
        #expect(try cli.run(["collection", "add", "Summer", "mojito", "daiquiri"]).status == 0)
        #expect(try cli.run(["collection", "add", "Winter", "mojito"]).status == 1)
        #expect(try cli.run(["collection", "rename", "Summer", "Hot days"]).status == 0)
        #expect(try cli.run(["collection", "remove", "Hot days", "mojito"]).status == 0)
        let shown = try #require(try cli.run(["collection", "show", "Hot days", "--json"]).json() as? [[String: Any]])
        #expect(shown.compactMap { $0["id"] as? String } == ["daiquiri"])
        let search = try #require(try cli.run(["search", "--collection", "Hot days", "--json"]).json() as? [String: Any])
        #expect((search["hits"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["daiquiri"])
        #expect(try cli.run(["collection", "list"]).stdout.contains("Hot days"))
        #expect(try cli.run(["collection", "delete", "Hot days"]).status == 0)
        #expect(try cli.run(["collection", "delete", "Hot days"]).status == 1)
    }

    @Test func ratings() throws {
        #expect(try cli.run(["rate", "negroni", "4"]).status == 0)
        for bad in ["0", "6", "-1", "five"] {
            let run = try cli.run(["rate", "negroni", bad])
            #expect(run.status != 0 && !run.stderr.isEmpty, "rating \(bad)")
        }
        #expect(try UserDatabase.open(at: userDatabase).rating(of: "negroni") == 4)
    }

    @Test func historyRecordsViewsAndSearches() throws {
        try cli.run(["show", "negroni"])
        try cli.run(["show", "daiquiri"])
        try cli.run(["search", "sour"])
        let views = try #require(try cli.run(["history", "--json"]).json() as? [[String: Any]])
        #expect(views.compactMap { $0["id"] as? String } == ["daiquiri", "negroni"])
        #expect(try cli.run(["history", "--searches"]).stdout == "sour\n")
        #expect(try cli.run(["history", "clear"]).status == 0)
        #expect(try cli.run(["history"]).stdout.isEmpty)
    }

    @Test func entriesThatLeftTheCatalogAreShownNotDropped() throws {
        try cli.run(["fav", "add", "negroni"])
        try UserDatabase.open(at: userDatabase).addFavorite("retired-drink")
        let list = try cli.run(["fav", "list"])
        #expect(list.stdout.contains("retired-drink (no longer in catalog)"))
        #expect(list.stdout.contains("Negroni"))
        #expect(try cli.run(["fav", "remove", "retired-drink"]).status == 0)
    }
}
