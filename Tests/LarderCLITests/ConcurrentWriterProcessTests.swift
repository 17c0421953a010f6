import Foundation
import LarderUser
import Testing

/// Many `larder` processes writing `user.sqlite` at once: every write lands.
@Suite final class ConcurrentWriterProcessTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @Test func concurrentWritersLoseNothing() throws {
        let search = try #require(try cli.run(["search", "--kind", "drink", "--limit", "16", "--json"]).json() as? [String: Any])
        let ids = try #require((search["hits"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        #expect(ids.count == 16)
        try cli.run(["history", "clear"])
        // Start every process before waiting for any: 16 ratings, 16 views and 16 inventory adds at once.
        var processes: [Process] = []
        for (index, id) in ids.enumerated() {
            for arguments in [["rate", id, String(1 + index % 5)], ["show", id], ["fav", "add", id]] {
                processes.append(try CLI.start(arguments, home: cli.home))
            }
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let user = try UserDatabase.open(at: cli.home.appendingPathComponent("user.sqlite"))
        #expect(try Set(user.ratings().map(\.recipe.rawValue)) == Set(ids))
        #expect(try user.historyCount(.view) == ids.count)
        #expect(try Set(user.favorites().map(\.recipe.rawValue)) == Set(ids))
    }
}
