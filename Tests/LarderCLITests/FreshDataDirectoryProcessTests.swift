import Foundation
import LarderCatalog
import LarderUser
import Testing

/// Thirty `larder fav add` processes started together on a data directory that does not exist yet:
/// every one succeeds and every favorite lands. Before, the losers of the first migration failed
/// with "table favorite already exists" (7 rounds in 20).
@Suite struct FreshDataDirectoryProcessTests {
    @Test(arguments: 0..<2) func thirtyProcessesOnAFreshDataDirectoryLoseNothing(round: Int) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("larder-fresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let ids = try CatalogStore.open(at: CLI.bundledCatalog).search(SearchQuery(kind: .drink, sort: .name, limit: 30)).hits.map(\.id.rawValue)
        #expect(ids.count == 30)
        var processes: [Process] = []
        for id in ids {
            processes.append(try CLI.start(["fav", "add", id], home: home))
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.filter { $0.terminationStatus != 0 }.count == 0)
        let user = try UserDatabase.open(at: home.appendingPathComponent("user.sqlite"))
        #expect(try Set(user.favorites().map(\.recipe.rawValue)) == Set(ids))
    }
}
