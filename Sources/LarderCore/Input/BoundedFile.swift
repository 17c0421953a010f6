import Foundation

/// Reads a whole file of untrusted size, refusing more than a cap before allocating for it.
public enum BoundedFile {
    /// The file's bytes.
    ///
    /// Only a regular file is read unless `stream` is set (standard input named as `/dev/stdin`): a
    /// named pipe, a device (`/dev/zero`) or a socket is refused before anything is read, and opening
    /// one never waits for a writer.
    ///
    /// - Throws: ``FileSystemError`` when it cannot be opened or read (``FileSystemError/isMissing``
    ///   when it does not exist) or is not a regular file, ``InputLimitError/tooLarge(name:limit:)``
    ///   past `limit` bytes.
    /// - Complexity: O(n) in the file's size, memory at most `limit` + one read.
    public static func read(_ path: String, limit: Int, name: String? = nil, stream: Bool = false) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (stream ? 0 : O_NONBLOCK))
        guard fd >= 0 else { throw FileSystemError("open", path: path, code: errno) }
        defer { close(fd) }
        if !stream {
            var info = stat()
            guard fstat(fd, &info) == 0 else { throw FileSystemError("read", path: path, code: errno) }
            switch info.st_mode & S_IFMT {
            case S_IFREG: _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            case S_IFDIR: throw FileSystemError("read", path: path, code: EISDIR, detail: "it is a folder")
            default: throw FileSystemError("read", path: path, code: EINVAL, detail: "it is not a regular file")
            }
        }
        var budget = InputBudget(name: name ?? path, maxBytes: limit)
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var count: Int
            repeat {
                count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            } while count < 0 && errno == EINTR
            guard count >= 0 else { throw FileSystemError("read", path: path, code: errno) }
            if count == 0 { return data }
            try budget.consume(count)
            data.append(contentsOf: chunk[0..<count])
        }
    }
}
