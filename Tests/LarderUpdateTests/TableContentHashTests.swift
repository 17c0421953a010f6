import Foundation
import GRDB
import Testing

@testable import LarderUpdate

/// The catalog-agnostic maintenance: any catalog with keyed tables and an external-content FTS5 index.
@Suite struct TableContentHashTests {
    func catalog(_ names: [String], version: Int) throws -> (TemporaryDirectory, URL) {
        let directory = try TemporaryDirectory()
        let url = directory.file("generic.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                    CREATE TABLE dish(id TEXT PRIMARY KEY, name TEXT NOT NULL);
                    CREATE VIRTUAL TABLE dish_fts USING fts5(name, content='dish', content_rowid='rowid');
                    """)
            for (number, name) in names.enumerated() {
                try db.execute(sql: "INSERT INTO dish VALUES(?, ?)", arguments: ["d\(number)", name])
            }
            try TableContentHash().rebuildIndexes(db)
            let hash = try TableContentHash().contentHash(db)
            try db.execute(sql: "INSERT INTO meta VALUES('version', ?), ('content_hash', ?)", arguments: ["\(version)", hash])
        }
        try queue.close()
        return (directory, url)
    }

    func hash(_ url: URL) throws -> String {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try TableContentHash().contentHash(db) }
    }

    @Test func hashesContentAndIgnoresTheMetaStamp() throws {
        let (first, a) = try catalog(["Paella", "Risotto"], version: 1)
        let (second, b) = try catalog(["Paella", "Risotto"], version: 2)
        let (third, c) = try catalog(["Paella", "Risotto alla milanese"], version: 1)
        _ = (first, second, third)
        #expect(try hash(a) == hash(b))
        #expect(try hash(a) != hash(c))
    }

    @Test func deltaBetweenGenericCatalogsKeepsTheirIndexInStep() throws {
        let (first, old) = try catalog(["Paella", "Risotto"], version: 1)
        let (second, new) = try catalog(["Paella", "Risotto", "Gazpacho"], version: 2)
        _ = second
        let feed = first.file("feed")
        try Publisher(feed: feed, key: TestKeys.publisher, maintenance: TableContentHash()).publishDelta(from: old, to: new)
        let engine = UpdateEngine(catalog: old, feed: LocalFeed(directory: feed), trusted: TestKeys.trusted, maintenance: TableContentHash())
        let report = try engine.update()
        #expect(report.toVersion == 2)
        let queue = try DatabaseQueue(path: old.path)
        defer { try? queue.close() }
        let found = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT dish.id FROM dish_fts JOIN dish ON dish.rowid = dish_fts.rowid WHERE dish_fts MATCH 'gazpacho'")
        }
        #expect(found == ["d2"])
        #expect(try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
    }
}
