import Foundation
import Testing

/// A collection exported as Larder JSON carries its name; importing it on another data directory
/// creates and fills that collection, catalog recipes referenced by id and not copied. Also imports of
/// Tandoor's and Mealie's export zips through the real binary.
@Suite final class CollectionExchangeTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    func corpus(_ name: String) -> String { CLI.root.appendingPathComponent("Tests/Corpus/import/\(name)").path }

    func members(_ cli: CLI, _ collection: String) throws -> Set<String> {
        let run = try cli.run(["collection", "show", collection, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        return Set(((try run.json() as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
    }

    @Test func importingACollectionExportFillsThatCollection() throws {
        #expect(try cli.run(["import", corpus("mealie.json")]).status == 0)
        #expect(try cli.run(["collection", "create", "Sunday lunch"]).status == 0)
        #expect(try cli.run(["collection", "add", "Sunday lunch", "negroni", "my-garlic-butter-rice"]).status == 0)
        let file = cli.home.appendingPathComponent("sunday.json").path
        #expect(try cli.run(["export", "--collection", "Sunday lunch", "-o", file]).status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect(document["collection"] as? String == "Sunday lunch")

        let other = try CLI()
        defer { other.cleanUp() }
        let run = try other.run(["import", file])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try members(other, "Sunday lunch") == ["negroni", "my-garlic-butter-rice"])
        let mine = try #require(try other.run(["search", "--mine", "--json"]).json() as? [String: Any])
        #expect((mine["hits"] as? [[String: Any]])?.count == 1, "the catalog's Negroni was referenced, not copied")

        // --collection names another collection: that one is filled instead.
        let third = try CLI()
        defer { third.cleanUp() }
        #expect(try third.run(["import", "--collection", "Guests", file]).status == 0)
        #expect(try members(third, "Guests") == ["negroni", "my-garlic-butter-rice"])
        #expect(try third.run(["collection", "show", "Sunday lunch"]).status != 0)

        // Exporting more than the collection (here with the favorites) names no collection.
        #expect(try cli.run(["fav", "add", "negroni"]).status == 0)
        let mixed = try cli.run(["export", "--collection", "Sunday lunch", "--favorites"])
        #expect(mixed.status == 0 && !mixed.stdout.contains("\"collection\""))
    }

    @Test func tandoorAndMealieExportZipsImport() throws {
        let run = try cli.run(["import", "--json", corpus("tandoor-export.zip"), corpus("mealie-export.zip")])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try run.json() as? [String: Any])
        let titles = ((report["sources"] as? [[String: Any]]) ?? []).flatMap { (($0["recipes"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String } }
        #expect(titles == ["Rosemary Focaccia", "Whiskey Sour", "Lemon Pasta", "Tomato Salad"])
        // By id: the catalog has a Whiskey Sour of its own, which the title would find first.
        let sour = try #require(try cli.run(["show", "my-whiskey-sour", "--json"]).json() as? [String: Any])
        #expect(((sour["lines"] as? [[String: Any]]) ?? []).compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
            == ["bourbon-whiskey", "lemon-juice", "simple-syrup"])
        // A hostile nesting is one line and nothing saved.
        let bombs = try cli.run(["import", corpus("nested-bombs.zip")])
        #expect(bombs.status == 1 && bombs.stderr.hasPrefix("larder:") && bombs.stderr.split(separator: "\n").count == 1)
        let deep = try cli.run(["import", corpus("nested-three-deep.zip")])
        #expect(deep.status == 1 && deep.stderr.contains("nested more than 2 deep"))
        let mine = try #require(try cli.run(["search", "--mine", "--json", "--limit", "50"]).json() as? [String: Any])
        #expect((mine["hits"] as? [[String: Any]])?.count == 4)
    }
}
