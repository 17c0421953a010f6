import Foundation
import Testing

@Suite final class SimilarCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    private func similar(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try cli.run(["similar"] + arguments + ["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        return try #require((try run.json() as? [String: Any])?["similar"] as? [[String: Any]])
    }

    @Test func theBoulevardierIsANegroniWithBourbon() throws {
        let list = try similar(["negroni", "--limit", "15"])
        #expect(list.count == 15)
        let boulevardier = try #require(list.first { $0["id"] as? String == "boulevardier" })
        #expect(boulevardier["relation"] as? String == "swap")
        #expect((boulevardier["reasons"] as? [String])?.first == "Negroni with bourbon instead of gin")
        let ranks = list.compactMap { $0["rank"] as? Double }
        #expect(ranks == ranks.sorted())
        #expect(!list.contains { $0["id"] as? String == "negroni" })
        let text = try cli.run(["similar", "negroni", "--limit", "3"])
        #expect(text.stdout.split(separator: "\n").count == 3)
        #expect(try cli.run(["similar", "negroni", "--limit", "0"]).status == 64)
        #expect(try cli.run(["similar", "no such drink at all"]).status == 1)
    }

    @Test func makeableKeepsOnlyWhatTheInventoryMakes() throws {
        #expect(try cli.run(["have", "add", "gin", "campari", "sweet vermouth", "bourbon"]).status == 0)
        let list = try similar(["negroni", "--makeable", "--limit", "50"])
        let ids = Set(list.compactMap { $0["id"] as? String })
        #expect(ids.contains("boulevardier"))
        let make = try cli.run(["make", "--missing", "0", "--json"])
        let makeable = try #require(try make.json() as? [[String: Any]])
        let makeableIDs = Set(makeable.compactMap { ($0["recipe"] as? [String: Any])?["id"] as? String })
        #expect(!ids.isEmpty && ids.isSubset(of: makeableIDs))
    }
}
