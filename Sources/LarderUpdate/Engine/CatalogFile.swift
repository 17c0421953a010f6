import Foundation
import LarderCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The copy of a catalog file that an install stages (``StagedFile`` syncs and renames it).
public enum CatalogFile {
    /// Copies `source` to a new file `destination` (which must not exist); ``StagedFile`` syncs it.
    /// - Throws: ``FileSystemError`` with one line.
    public static func copy(_ source: URL, to destination: URL) throws {
        let input = open(source.path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw FileSystemError("open", path: source.path, code: errno) }
        defer { close(input) }
        let output = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw FileSystemError("create", path: destination.path, code: errno) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileSystemError("read", path: source.path, code: errno) }
            if count == 0 { break }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes { write(output, $0.baseAddress! + offset, count - offset) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw FileSystemError("write", path: destination.path, code: errno) }
                offset += written
            }
        }
    }
}
