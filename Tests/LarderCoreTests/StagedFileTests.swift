import Foundation
import LarderCore
import Testing

/// Temp-file-and-rename: the destination holds the old bytes or the new ones, and nothing is left
/// beside it either way.
@Suite struct StagedFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-staged-\(UUID().uuidString)")

    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test func replacesTheDestinationAndLeavesNothingBeside() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("catalog.sqlite").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let staged = try StagedFile.replace(target) { staged in
            #expect(URL(fileURLWithPath: staged).deletingLastPathComponent().path == folder.path)
            try Data("new".utf8).write(to: URL(fileURLWithPath: staged))
            return staged
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(try contents() == ["catalog.sqlite"])
        #expect(!FileManager.default.fileExists(atPath: staged))
    }

    @Test func aFailedFillKeepsTheOldFileAndRemovesTheStagedOne() throws {
        struct Interrupted: Error {}
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("map.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        #expect(throws: Interrupted.self) {
            try StagedFile.replace(target) { staged in
                try Data("half".utf8).write(to: URL(fileURLWithPath: staged))
                throw Interrupted()
            }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        #expect(try contents() == ["map.svg"])
    }

    @Test func aStagedFileThatIsMissingIsOneFileSystemError() throws {
        let target = folder.appendingPathComponent("never.txt").path
        #expect {
            try StagedFile.commit(folder.appendingPathComponent(".never.tmp").path, to: target)
        } throws: { error in
            (error as? FileSystemError)?.path == target && (error as? FileSystemError)?.code == ENOENT
        }
    }
}
