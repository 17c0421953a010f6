import Foundation
import LarderRender
import Testing

@Suite struct AtomicFileTests {
    @Test func replacesWholeFileAndFailsCleanly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.txt")
        try AtomicFile.write(Data("first".utf8), to: target)
        try AtomicFile.write(Data("second".utf8), to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
        let missing = directory.appendingPathComponent("no/such/dir/out.txt")
        #expect {
            try AtomicFile.write(Data("x".utf8), to: missing)
        } throws: { error in
            guard case RenderError.unwritable(let path, _) = error else { return false }
            return path == missing.path
        }
    }
}
