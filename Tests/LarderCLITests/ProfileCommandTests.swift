import Foundation
import Testing

@Suite final class ProfileCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    private func profile(_ recipe: String) throws -> [String: Double] {
        let run = try cli.run(["show", recipe, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try run.json() as? [String: Any])
        return try #require((json["profile"] as? [String: Any])?["profile"] as? [String: Double])
    }

    @Test func showPrintsAndCarriesTheProfile() throws {
        // A Negroni is equal parts gin, Campari and sweet vermouth: bitter, sweet, herbal and strong, not sour.
        let negroni = try profile("negroni")
        #expect((negroni["bitter"] ?? 0) >= 2.5)
        #expect((negroni["herbal"] ?? 0) >= 2.5)
        #expect((negroni["sour"] ?? 0) == 0)
        // A Daiquiri is sour and a Piña Colada is tropical and creamy.
        #expect((try profile("daiquiri")["sour"] ?? 0) >= 1.5)
        let colada = try profile("pina colada")
        #expect((colada["tropical"] ?? 0) >= 2 && (colada["richness"] ?? 0) >= 1.5)
        let text = try cli.run(["show", "negroni"])
        #expect(text.stdout.contains("Taste"))
        #expect(text.stdout.contains("bitter") && text.stdout.contains("█"))
    }

    @Test func searchByProfileAndSweetness() throws {
        let run = try cli.run(["search", "--profile", "bitter,herbal", "--kind", "drink", "--limit", "30", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let hits = try #require((try run.json() as? [String: Any])?["hits"] as? [[String: Any]])
        #expect(!hits.isEmpty)
        for hit in hits.prefix(5) {
            let p = try profile(try #require(hit["id"] as? String))
            #expect((p["bitter"] ?? 0) >= 2 && (p["herbal"] ?? 0) >= 2)
        }
        // Sweeter than a Negroni: every hit has a higher sweet value; drier: lower.
        let negroniSweet = try profile("negroni")["sweet"] ?? 0
        for (flag, sweeter) in [("--sweeter-than", true), ("--drier-than", false)] {
            let list = try cli.run(["search", flag, "negroni", "--category", "sour", "--limit", "5", "--json"])
            #expect(list.status == 0, "\(list.stderr)")
            let ids = try #require((try list.json() as? [String: Any])?["hits"] as? [[String: Any]]).compactMap { $0["id"] as? String }
            #expect(!ids.isEmpty)
            for id in ids {
                let sweet = try profile(id)["sweet"] ?? 0
                #expect(sweeter ? sweet > negroniSweet : sweet < negroniSweet, "\(id)")
            }
        }
        let bad = try cli.run(["search", "--profile", "crunchy"])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("larder:"))
    }

    @Test func aMargaritaGetsAPairingScoreFromProfiles() throws {
        // Tequila and Cointreau have no compound data: the score falls back to the taste profiles.
        let run = try cli.run(["pairing-score", "margarita", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let score = try #require((try run.json() as? [String: Any])?["score"] as? [String: Any])
        #expect(score["basis"] as? String == "profiles")
        let affinity = try #require(score["meanProfileAffinity"] as? Double)
        #expect(affinity > 0 && affinity <= 1)
        let text = try cli.run(["pairing-score", "margarita"])
        #expect(text.stdout.contains("taste-profile affinity"))
    }
}
