import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// `larder update` end to end: a feed published with `larder-publish` from the bundled catalog and an
/// edited next version, applied by the `larder` binary.
@Suite final class UpdateCommandTests {
    let cli: CLI
    let work: URL
    let feed: URL
    let publicKey: URL
    let version: Int
    /// The id and name of the recipe the next version adds, and the id of the one it removes.
    let added = (id: "larder-test-smash", name: "Zzyzx Test Smash")
    let removedID: String

    init() throws {
        cli = try CLI()
        work = cli.home.appendingPathComponent("publisher")
        feed = work.appendingPathComponent("feed")
        publicKey = work.appendingPathComponent("keys/signing.pub")
        var sources = try CatalogSources.load(from: CLI.root.appendingPathComponent("Bundle/catalog"))
        version = sources.manifest.version
        sources.manifest.version += 1
        sources.recipes.sort { $0.id < $1.id }
        sources.recipes[0].name += " Royale"
        removedID = sources.recipes.remove(at: 1).id.description
        var recipe = sources.recipes[0]
        recipe.id = RecipeID(added.id)
        recipe.name = added.name
        recipe.aliases = []
        recipe.variants = []
        sources.recipes.append(recipe)
        let next = work.appendingPathComponent("next.sqlite")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try CatalogCompiler().compile(sources, to: next)
        let key = work.appendingPathComponent("keys/signing.key").path
        try expectSuccess(cli.run(["keygen", "--out", work.appendingPathComponent("keys").path], binary: "larder-publish"))
        try expectSuccess(cli.run(
            ["delta", "--from", CLI.bundledCatalog.path, "--to", next.path, "--key", key, "--feed", feed.path],
            binary: "larder-publish"))
        try expectSuccess(cli.run(["full", next.path, "--key", key, "--feed", feed.path], binary: "larder-publish"))
    }

    deinit { cli.cleanUp() }

    func expectSuccess(_ run: CLI.Run, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
    }

    func installedVersion() throws -> Int? {
        let info = try cli.run(["info", "--json"])
        return ((try info.json() as? [String: Any])?["catalog"] as? [String: Any])?["version"] as? Int
    }

    var update: [String] { ["update", "--feed", feed.path, "--trusted-key", publicKey.path] }

    @Test func appliesTheDeltaAndReportsWhatChanged() throws {
        let run = try cli.run(update)
        expectSuccess(run)
        #expect(run.stdout == "Updated catalog v\(version) to v\(version + 1) (1 delta, \(try deltaSize()) bytes): 1 recipes added, 1 changed, 1 removed.\n")
        #expect(run.stderr.contains("applying delta \(version)→\(version + 1) (1/1)"))
        #expect(try installedVersion() == version + 1)
        let search = try cli.run(["search", "zzyzx", "--json"])
        #expect(search.stdout.contains(added.id))
        #expect(try cli.run(["show", removedID]).status == 1)
        let again = try cli.run(update)
        #expect(again.stdout == "Catalog v\(version + 1) is up to date.\n")
        let info = try cli.run(["info"])
        #expect(info.stdout.contains("v\(version) → v\(version + 1) on "))
        #expect(info.stdout.contains(": 1 added, 1 changed, 1 removed (delta from \(feed.path))"))
        let history = try #require((try cli.run(["info", "--json"]).json() as? [String: Any])?["updates"] as? [[String: Any]])
        #expect(history.count == 1)
        #expect(history.first?["toVersion"] as? Int == version + 1)
    }

    @Test func keepsUserDataAndMarksRemovedRecipes() throws {
        expectSuccess(try cli.run(["fav", "add", removedID]))
        let user = cli.home.appendingPathComponent("user.sqlite")
        expectSuccess(try cli.run(update))
        let list = try cli.run(["fav", "list"])
        expectSuccess(list)
        #expect(list.stdout.contains("\(removedID) (no longer in catalog)"))
        #expect(FileManager.default.fileExists(atPath: user.path))
    }

    @Test func checkAndDryRunChangeNothing() throws {
        let check = try cli.run(update + ["--check"])
        expectSuccess(check)
        #expect(check.stdout.contains("v\(version + 1) available (1 delta"))
        let dry = try cli.run(update + ["--dry-run", "--json"])
        expectSuccess(dry)
        let json = try #require(try dry.json() as? [String: Any])
        #expect(json["applied"] as? Bool == false)
        #expect(json["added"] as? Int == 1 && json["removed"] as? Int == 1 && json["changed"] as? Int == 1)
        #expect(try installedVersion() == version)
        #expect(!(try cli.run(["info"]).stdout.contains("Updates:")))
    }

    @Test func trustsKeysInTheDataDirectory() throws {
        let keys = cli.home.appendingPathComponent("trusted-keys")
        try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: publicKey, to: keys.appendingPathComponent("publisher.pub"))
        expectSuccess(try cli.run(["update", "--feed", feed.path]))
        #expect(try installedVersion() == version + 1)
    }

    @Test func refusesAFeedSignedByAnUntrustedKey() throws {
        let other = work.appendingPathComponent("other-keys")
        try cli.run(["keygen", "--out", other.path], binary: "larder-publish")
        let run = try cli.run(["update", "--feed", feed.path, "--trusted-key", other.appendingPathComponent("signing.pub").path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("larder: feed index is signed by untrusted key"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try installedVersion() == version)
    }

    @Test func refusesATamperedDeltaAndLeavesTheCatalog() throws {
        let delta = feed.appendingPathComponent("deltas/\(version)-\(version + 1).delta")
        var bytes = try Data(contentsOf: delta)
        bytes[bytes.count / 2] ^= 0x10
        try bytes.write(to: delta)
        try cli.run(["info"])
        let before = try Data(contentsOf: cli.home.appendingPathComponent("catalog.sqlite"))
        let run = try cli.run(update)
        #expect(run.status == 1)
        #expect(run.stderr.contains("larder: delta \(version)→\(version + 1) does not match its signed size and SHA-256"))
        #expect(try Data(contentsOf: cli.home.appendingPathComponent("catalog.sqlite")) == before)
    }

    @Test func explainsMissingConfiguration() throws {
        let noFeed = try cli.run(["update"], environment: ["LARDER_FEED": ""])
        #expect(noFeed.status == 1)
        #expect(noFeed.stderr == "larder: no update feed configured: pass --feed DIR|URL or set LARDER_FEED\n")
        let noKey = try cli.run(["update", "--feed", feed.path])
        #expect(noKey.status == 1)
        #expect(noKey.stderr.hasPrefix("larder: no trusted publisher key"))
        let both = try cli.run(update + ["--check", "--dry-run"])
        #expect(both.status == 64)
    }

    @Test func publisherRefusesBadInputWithOneLine() throws {
        let keys = work.appendingPathComponent("keys").path
        let again = try cli.run(["keygen", "--out", keys], binary: "larder-publish")
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("larder-publish: cannot access") && again.stderr.contains("refusing to overwrite a key"))
        let backwards = try cli.run(
            ["delta", "--from", work.appendingPathComponent("next.sqlite").path, "--to", CLI.bundledCatalog.path,
             "--key", keys + "/signing.key", "--feed", feed.path], binary: "larder-publish")
        #expect(backwards.status == 1)
        #expect(backwards.stderr == "larder-publish: cannot build a delta: version \(version) is not newer than version \(version + 1)\n")
        let badKey = try cli.run(["full", CLI.bundledCatalog.path, "--key", publicKey.path, "--feed", feed.path], binary: "larder-publish")
        #expect(badKey.status == 1)
        #expect(badKey.stderr == "larder-publish: \(publicKey.path) is not a valid Ed25519 key file\n")
    }

    @Test func unreachableFeedIsOneClearLine() throws {
        let run = try cli.run(["update", "--feed", work.appendingPathComponent("nowhere").path, "--trusted-key", publicKey.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("larder: cannot reach update feed"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    func deltaSize() throws -> Int {
        try Data(contentsOf: feed.appendingPathComponent("deltas/\(version)-\(version + 1).delta")).count
    }
}
