import Foundation

/// Reads a whole file of untrusted size, refusing more than a cap before allocating for it.
public enum BoundedFile {
    /// The file's bytes.
    ///
    /// - Throws: ``FileSystemError`` when it cannot be opened or read (``FileSystemError/isMissing``
    ///   when it does not exist), ``InputLimitError/tooLarge(name:limit:)`` past `limit` bytes.
    /// - Complexity: O(n) in the file's size, memory at most `limit` + one read.
    public static func read(_ path: String, limit: Int, name: String? = nil) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileSystemError("open", path: path, code: errno) }
        defer { close(fd) }
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
