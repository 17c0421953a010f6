import Foundation
import GRDB
import LarderCatalog
import Testing

/// The repro on the real catalog: 1 KiB of garbage written at the middle of `catalog.sqlite`
/// went unnoticed by every command; the on-demand check finds it.
@Suite struct CatalogIntegrityCheckTests {
    @Test func garbageInTheMiddleOfTheBundledCatalogIsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try FileManager.default.copyItem(at: CLI.bundledCatalog, to: url)
        #expect(try CatalogIntegrity.check(at: url).isIntact, "the pristine copy passes")
        var bytes = try Data(contentsOf: url)
        let middle = bytes.count / 2
        for i in 0..<1024 { bytes[middle + i] = UInt8(truncatingIfNeeded: i &* 37 &+ 11) }
        try bytes.write(to: url)
        let report = try CatalogIntegrity.check(at: url)
        #expect(!report.isIntact)
        #expect(report.problem.map { !$0.contains("\n") } == true)
    }

    /// A derived table gone stale (the stored match catalog stamped with other content) leaves every page and
    /// the content hash sound: `larder doctor` still finds it, says in one line how to repair it, and
    /// `larder install --force` repairs it.
    @Test func aStaleDerivedTableIsFoundAndRepairedByReinstalling() throws {
        let cli = try CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["info"]).status == 0, "installs the catalog")
        #expect(try cli.run(["doctor"]).status == 0)
        let catalog = cli.home.appendingPathComponent("catalog.sqlite")
        let queue = try DatabaseQueue(path: catalog.path)
        try queue.write { db in try db.execute(sql: "UPDATE match_archive SET content_hash = 'other'") }
        try queue.close()

        let damaged = try cli.run(["doctor"])
        #expect(damaged.status != 0)
        #expect(damaged.stderr.split(separator: "\n").count == 1)
        #expect(damaged.stderr.contains("match_archive") && damaged.stderr.contains("stale"))
        #expect(damaged.stderr.contains("larder install --force"))
        let json = try cli.run(["doctor", "--json"])
        let problems = try #require((try json.json() as? [String: Any])?["derivedProblems"] as? [String])
        #expect(problems == ["the stored match catalog (match_archive) is stale: it was compiled from other content"])

        #expect(try cli.run(["install", "--force"]).status == 0)
        #expect(try cli.run(["doctor"]).status == 0)
    }
}
