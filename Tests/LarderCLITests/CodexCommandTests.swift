import Foundation
import Testing

@Suite final class CodexCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @Test func sixFamiliesCoverEveryDrink() throws {
        let run = try cli.run(["codex", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let families = try #require(try run.json() as? [[String: Any]])
        #expect(families.compactMap { $0["family"] as? String } == ["old-fashioned", "martini", "daiquiri", "sidecar", "highball", "flip"])
        let drinks = try #require(try cli.run(["search", "--kind", "drink", "--limit", "1", "--json"]).json() as? [String: Any])
        let total = try #require(drinks["total"] as? Int)
        #expect(families.compactMap { $0["count"] as? Int }.reduce(0, +) == total)
        #expect(families.allSatisfy { ($0["count"] as? Int ?? 0) > 0 && ($0["bestKnown"] as? [Any])?.isEmpty == false })
        let text = try cli.run(["codex"])
        #expect(text.stdout.contains("Sidecar  spirit + citrus + liqueur"))
    }

    @Test func showNamesTheFamilyWithItsReason() throws {
        let negroni = try #require(try cli.run(["show", "negroni", "--json"]).json() as? [String: Any])
        let codex = try #require(negroni["codex"] as? [String: Any])
        #expect(codex["family"] as? String == "martini")
        #expect((codex["departures"] as? [String] ?? []).contains { $0.contains("Campari") })
        #expect(negroni["summary"] != nil)
        let margarita = try cli.run(["show", "margarita"])
        #expect(margarita.stdout.contains("Codex: Sidecar family"))
        let mojito = try cli.run(["show", "mojito"])
        #expect(mojito.stdout.contains("between Daiquiri and Highball"))
        // A dish has no family.
        let dishes = try #require(try cli.run(["search", "--kind", "dish", "--limit", "1", "--json"]).json() as? [String: Any])
        let dish = try #require(((dishes["hits"] as? [[String: Any]])?.first)?["id"] as? String)
        let shown = try #require(try cli.run(["show", dish, "--json"]).json() as? [String: Any])
        #expect(shown["codex"] == nil)
    }

    @Test func oneFamilyAndSearchByFamily() throws {
        let sidecars = try #require(try cli.run(["codex", "sidecar", "--limit", "2000", "--json"]).json() as? [[String: Any]])
        let ids = Set(sidecars.compactMap { $0["id"] as? String })
        #expect(ids.isSuperset(of: ["margarita", "sidecar", "cosmopolitan"]))
        #expect(!ids.contains("daiquiri"))
        #expect(sidecars.allSatisfy { ($0["codex"] as? [String: Any])?["family"] as? String == "sidecar" })
        let highballs = try #require(try cli.run(["search", "--family", "highball", "--limit", "1000", "--json"]).json() as? [String: Any])
        let hits = Set((highballs["hits"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        #expect(hits.contains("moscow-mule") && !hits.contains("negroni"))
        let mule = try cli.run(["search", "mule", "--family", "highball"])
        #expect(mule.status == 0 && mule.stdout.contains("Moscow Mule"))
        let unknown = try cli.run(["codex", "sour"])
        #expect(unknown.status != 0 && unknown.stderr.hasPrefix("larder: unknown Codex family"))
        #expect(try cli.run(["search", "--family", "sour"]).status != 0)
    }

    @Test func graphOfAFamily() throws {
        let file = cli.home.appendingPathComponent("sidecar.json")
        let run = try cli.run(["graph", "--family", "sidecar", "--max-nodes", "20", "-o", file.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let ids = Set((object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        #expect(ids.count <= 20)
        // Sidecars are citrus and liqueur: the most used of each are in the map.
        #expect(ids.contains("lime-juice") && ids.contains("lemon-juice"))
        #expect(ids.contains("cointreau") || ids.contains("triple-sec"))
        #expect(try cli.run(["graph", "--family", "sidecar", "--all", "-o", file.path]).status == 64)
    }
}
