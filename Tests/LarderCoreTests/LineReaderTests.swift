import Foundation
import LarderCore
import Testing

/// The streaming line reader: every line ending, caps per line and in total, and a real pipe.
@Suite struct LineReaderTests {
    private func lines(_ text: String, maxLine: Int = 1024, maxTotal: Int = 1 << 20) throws -> [String] {
        var reader = LineReader(bytes: Array(text.utf8), budget: InputBudget(name: "input", maxBytes: maxTotal), maxLineBytes: maxLine)
        var result: [String] = []
        while let line = try reader.nextString() { result.append(line) }
        return result
    }

    @Test func unixWindowsAndClassicMacEndingsAllSplit() throws {
        #expect(try lines("gin\nrum\n") == ["gin", "rum"])
        #expect(try lines("gin\r\nrum\r\n") == ["gin", "rum"])
        #expect(try lines("gin\rrum\r") == ["gin", "rum"])
        #expect(try lines("gin\r\n\r\nrum") == ["gin", "", "rum"], "an empty line between, a last line without ending")
        #expect(try lines("") == [])
        #expect(try lines("\n") == [""])
    }

    @Test func aCRLFSplitAcrossReadChunksIsOneEnding() throws {
        // The first chunk is 64 KiB: put the \r as its last byte and the \n first in the next.
        let first = String(repeating: "a", count: 64 * 1024 - 1)
        #expect(try lines(first + "\r\nb", maxLine: 128 * 1024) == [first, "b"])
    }

    @Test func aLineOverTheCapIsRefusedWithItsNumber() {
        #expect(throws: InputLimitError.lineTooLong(name: "input", line: 2, limit: 8)) {
            try lines("short\n0123456789\n", maxLine: 8)
        }
        #expect(throws: Never.self) { try lines("12345678\n", maxLine: 8) }
    }

    @Test func inputOverTheTotalCapIsRefused() {
        #expect(throws: InputLimitError.tooLarge(name: "input", limit: 10)) { try lines("gin\nrum\nvodka\n", maxTotal: 10) }
        #expect(InputLimitError.tooLarge(name: "input", limit: 1 << 20).description == "input is larger than the 1 MiB limit")
    }

    @Test func readsAPipeAndStopsATrickleAtTheDeadline() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        _ = "tonic\r\nlime\n".withCString { write(fds[1], $0, 12) }
        var reader = LineReader(fileDescriptor: fds[0], budget: InputBudget(name: "standard input", maxBytes: 1024, deadline: 0.2))
        #expect(try reader.nextString() == "tonic")
        #expect(try reader.nextString() == "lime")
        // The writer stays open and silent: the reader gives up at the deadline instead of waiting forever.
        #expect(throws: InputLimitError.deadlineExceeded(name: "standard input", seconds: 1)) { try reader.nextString() }
        close(fds[1])
    }

    @Test func announcedSizesAreChecked() {
        let budget = InputBudget(name: "payload", maxBytes: 100)
        #expect(throws: InputLimitError.impossibleSize(name: "payload", size: "-1")) { try budget.validateAnnounced(-1) }
        #expect(throws: InputLimitError.tooLarge(name: "payload", limit: 100)) { try budget.validateAnnounced(9_000_000_000_000_000_000) }
        #expect(throws: Never.self) { try budget.validateAnnounced(100) }
    }

    @Test func boundedFileReadsUpToTheCapAndNamesAMissingFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bounded-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("0123456789".utf8).write(to: url)
        #expect(try BoundedFile.read(url.path, limit: 10) == Data("0123456789".utf8))
        #expect(throws: InputLimitError.tooLarge(name: url.path, limit: 9)) { try BoundedFile.read(url.path, limit: 9) }
        #expect(throws: FileSystemError("open", path: url.path + "-missing", code: ENOENT)) { try BoundedFile.read(url.path + "-missing", limit: 9) }
    }
}
