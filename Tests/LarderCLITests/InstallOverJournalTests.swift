import Foundation
import GRDB
import LarderKit
import Testing

/// `install --force` over a catalog a killed writer left with a hot `-journal`: the journal is rolled
/// back into the old copy before the fresh catalog is renamed over it, so the new file is intact.
/// Before, the old pages were rolled into the new file on its next open ("2nd reference to page …").
@Suite struct InstallOverJournalTests {
    @Test func forcedInstallOverAHotJournalLeavesAnIntactCatalog() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("larder-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let paths = LarderPaths(dataDirectory: data, bundledCatalogCandidates: [CLI.bundledCatalog])
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.bundledCatalog, to: paths.catalog)
        let journal = URL(fileURLWithPath: paths.catalog.path + "-journal")

        // A writer killed mid-transaction: the file holds some of its pages, the journal the originals.
        let original = try Data(contentsOf: paths.catalog)
        let queue = try DatabaseQueue(path: paths.catalog.path)
        let crash = data.appendingPathComponent("crash")
        try FileManager.default.createDirectory(at: crash, withIntermediateDirectories: true)
        try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA cache_size = 2; BEGIN IMMEDIATE; UPDATE recipe SET name = name || ' (interrupted)'")
            try FileManager.default.copyItem(at: paths.catalog, to: crash.appendingPathComponent("db"))
            try FileManager.default.copyItem(at: journal, to: crash.appendingPathComponent("journal"))
            try db.execute(sql: "ROLLBACK")
        }
        try queue.close()
        try Data(contentsOf: crash.appendingPathComponent("db")).write(to: paths.catalog)
        try Data(contentsOf: crash.appendingPathComponent("journal")).write(to: journal)
        #expect(try Data(contentsOf: paths.catalog) != original, "the kill landed mid-transaction")

        try CatalogInstaller(paths: paths).install()

        #expect(!FileManager.default.fileExists(atPath: journal.path), "no journal left to roll into the new file")
        let installed = try DatabaseQueue(path: paths.catalog.path)
        defer { try? installed.close() }
        #expect(try installed.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        // The bundled catalog's content (the installer adds only the derived match catalog): no old page rolled in.
        var readOnly = Configuration()
        readOnly.readonly = true
        let bundledHash = try DatabaseQueue(path: CLI.bundledCatalog.path, configuration: readOnly).read { try ContentHash.compute($0) }
        #expect(try installed.read { try ContentHash.compute($0) } == bundledHash)
        #expect(try installed.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recipe WHERE name LIKE '%(interrupted)'") } == 0)
    }
}
