import CatalogTestSupport
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCatalogBuild
import Testing

/// The catalog connection reads pages through a memory map (``CatalogStore/mappedBytes``); a change that
/// another connection (the updater) commits in place is still what the next read sees, and the map
/// follows the file as it grows.
@Suite struct MappedReadTests {
    @Test func theConnectionMapsTheFileAndSeesChangesCommittedBesideIt() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(Fixture.sources, to: url)
        let store = try CatalogStore.open(at: url)
        let mapped = try store.reader.read { try Int.fetchOne($0, sql: "PRAGMA mmap_size") }
        #expect(mapped == CatalogStore.mappedBytes)
        #expect(try store.recipe("negroni").summary.name == "Negroni")

        // A writer beside the reader, as a delta update is: a renamed recipe, and a file grown by a page-sized blob.
        let writer = try DatabaseQueue(path: url.path)
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        try writer.write { db in
            try db.execute(sql: "UPDATE recipe SET name = 'Negroni Renamed' WHERE id = 'negroni'")
            try db.execute(sql: "CREATE TABLE filler (x BLOB)")
            try db.execute(sql: "INSERT INTO filler VALUES (zeroblob(200000))")
        }
        try writer.close()
        let after = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        #expect(after > before + 200_000, "the file grew past the part mapped at first")
        #expect(try store.recipe("negroni").summary.name == "Negroni Renamed")
        let filler = try store.reader.read { try Int.fetchOne($0, sql: "SELECT length(x) FROM filler") }
        #expect(filler == 200_000)
    }
}
