import Foundation
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
}
