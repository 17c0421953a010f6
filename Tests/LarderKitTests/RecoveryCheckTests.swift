import CatalogTestSupport
import Foundation
import LarderKit
import Testing

/// The first command after a crash that was recovered from checks the catalog before using it.
@Suite struct RecoveryCheckTests {
    /// Leaves what a killed full-catalog update leaves: its staging file beside the catalog.
    func crashLeftovers(_ fixture: SessionFixture) throws -> URL {
        let catalog = fixture.session.paths.catalog
        try Data("half a catalog".utf8).write(to: URL(fileURLWithPath: catalog.path + ".incoming"))
        return catalog
    }

    @Test func anIntactCatalogIsUsedAfterRecovery() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        try LarderSession(paths: fixture.session.paths).install(force: false)
        let catalog = try crashLeftovers(fixture)
        let session = LarderSession(paths: fixture.session.paths)
        #expect(try session.show("negroni").summary.name == "Negroni")
        #expect(!FileManager.default.fileExists(atPath: catalog.path + ".incoming"), "the dead staging file is gone")
    }

    @Test func aDamagedCatalogIsReportedAfterRecovery() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        try LarderSession(paths: fixture.session.paths).install(force: false)
        let catalog = try crashLeftovers(fixture)
        // 1 KiB of garbage among a page's cells, as a torn write would leave.
        let start = try Fixture.recipeCellsOffset(in: catalog)
        var bytes = try Data(contentsOf: catalog)
        for i in 0..<1024 { bytes[start + i] = UInt8(truncatingIfNeeded: i &* 37 &+ 11) }
        try bytes.write(to: catalog)
        let session = LarderSession(paths: fixture.session.paths)
        do {
            _ = try session.show("negroni")
            Issue.record("a damaged catalog was used after recovery")
        } catch {
            guard case .catalog(.damaged(let path, _)) = error else { Issue.record("wrong error: \(error)"); return }
            #expect(path == catalog.path)
            #expect(error.description.contains("larder install --force"))
        }
    }
}
