import Foundation
import LarderCore
import Testing

/// `-o PATH` writes what PATH is: a regular file atomically with its mode kept, a symlink's target
/// (the link stays a link), a FIFO and a device written through and left as they are.
@Suite struct OutputFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & S_IFMT
    }

    private func permissions(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func aNewFileIsCreatedWithTheUmaskMode() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = path("map.svg")
        let mask = umask(0o022)
        defer { umask(mask) }
        #expect(try OutputFile.write(Data("new".utf8), to: target) == .created)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("new".utf8))
        #expect(permissions(target) == 0o644, "0666 less umask 022")
    }

    @Test func aRegularFileKeepsMode600AndLeavesNoTemporaryFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = path("private.dot")
        try Data("old content that is longer".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        #expect(try OutputFile.write(Data("new".utf8), to: target) == .replaced)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("new".utf8))
        #expect(permissions(target) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["private.dot"])
    }

    @Test func aSymlinkStaysASymlinkAndItsTargetGetsTheBytes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = path("real.svg")
        let link = path("link.svg")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o640)
        #expect(symlink(target, link) == 0)
        try OutputFile.write(Data("through the link".utf8), to: link)
        #expect(kind(link) == S_IFLNK)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("through the link".utf8))
        #expect(permissions(target) == 0o640)
    }

    @Test func aDanglingSymlinkGetsItsTargetCreated() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = path("dangling.svg")
        #expect(symlink(path("later.svg"), link) == 0)
        #expect(try OutputFile.write(Data("x".utf8), to: link) == .writtenThrough)
        #expect(kind(link) == S_IFLNK)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("later.svg"))) == Data("x".utf8))
    }

    @Test func aFIFOGetsTheBytesAndStaysAFIFO() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Received()
        let reader = Thread {
            let descriptor = open(fifo, O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            close(descriptor)
            received.set(Data(bytes))
        }
        reader.start()
        #expect(try OutputFile.write(Data("into the pipe".utf8), to: fifo) == .writtenThrough)
        received.wait()
        #expect(received.value == Data("into the pipe".utf8))
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func devNullStaysACharacterDevice() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try OutputFile.write(Data("discarded".utf8), to: "/dev/null") == .writtenThrough)
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test func aFolderIsRefusedInOneLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FileSystemError("write", path: folder.path, code: EISDIR, detail: "it is a folder")) {
            try OutputFile.write(Data("x".utf8), to: folder.path)
        }
        #expect(FileSystemError("write", path: "/x", code: EISDIR, detail: "it is a folder").description == "cannot write /x: it is a folder")
    }

    @Test func aMissingFolderIsOneLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: FileSystemError.self) { try OutputFile.write(Data("x".utf8), to: path("no/such/map.svg")) }
        #expect(error?.code == ENOENT)
        #expect(error.map { !$0.description.contains("\n") } == true)
    }
}

/// What a reader thread received.
final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var data: Data?

    func set(_ value: Data?) {
        lock.withLock { data = value }
        done.signal()
    }

    func wait() { done.wait() }
    var value: Data? { lock.withLock { data } }
}
