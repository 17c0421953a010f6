import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import Testing

/// The on-demand check finds damage every command missed: a kilobyte of garbage in the middle of the
/// file, and a row changed behind the content hash's back.
@Suite struct CatalogIntegrityTests {
    private func catalog() throws -> (URL, URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(Fixture.sources, to: url)
        return (url, folder)
    }

    @Test func aFreshCatalogIsIntact() throws {
        let (url, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try CatalogIntegrity.check(at: url)
        #expect(report.sqliteProblems.isEmpty)
        #expect(report.readError == nil)
        #expect(report.storedContentHash?.count == 64)
        #expect(report.computedContentHash == report.storedContentHash)
        #expect(report.isIntact)
        #expect(report.problem == nil)
    }

    @Test func aKilobyteOfGarbageInTheMiddleIsFound() throws {
        let (url, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = try Fixture.recipeCellsOffset(in: url)
        var bytes = try Data(contentsOf: url)
        #expect(start > 0 && start + 1024 <= bytes.count, "a page inside the file")
        for i in 0..<1024 { bytes[start + i] = UInt8(truncatingIfNeeded: i &* 37 &+ 11) }
        try bytes.write(to: url)
        let report = try CatalogIntegrity.check(at: url)
        #expect(!report.isIntact)
        #expect(report.problem.map { !$0.contains("\n") } == true)
    }

    @Test func aRowChangedBehindTheHashIsFound() throws {
        let (url, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: "UPDATE recipe SET name = 'Negroni Sbagliato' WHERE id = 'negroni'") }
        try queue.close()
        let report = try CatalogIntegrity.check(at: url)
        #expect(report.sqliteProblems.isEmpty, "SQLite sees a sound file")
        #expect(report.computedContentHash != report.storedContentHash)
        #expect(report.problem?.hasPrefix("the content does not match its hash stamp") == true)
    }

    @Test func aFileThatIsNotSQLiteIsReportedNotThrown() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try Data(repeating: 0x41, count: 8192).write(to: url)
        let report = try CatalogIntegrity.check(at: url)
        #expect(report.readError != nil)
        #expect(!report.isIntact)
    }

    @Test func noFileIsMissing() {
        #expect(throws: CatalogError.missing(path: "/nonexistent/catalog.sqlite")) {
            try CatalogIntegrity.check(at: URL(fileURLWithPath: "/nonexistent/catalog.sqlite"))
        }
    }
}
