import Foundation
import LarderCore

#if canImport(Glibc)
    import Glibc
#endif

/// One download by the `curl` program: its body read from a pipe within an ``InputBudget``, its status
/// and failure read from curl's exit code and a status line it writes to standard error.
struct CurlTransfer {
    let url: URL
    /// The feed file's name, for messages.
    let name: String
    /// The feed's location, for messages.
    let feed: String
    let limit: Int
    /// Seconds without data before the transfer fails.
    let timeout: TimeInterval
    /// Seconds the whole transfer may take.
    let deadline: TimeInterval

    /// The marker before the status code on curl's standard error.
    static let statusMarker = "larder-http-status:"

    /// Where curl is: `$LARDER_CURL`, else the first `curl` on `PATH`.
    static func program(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["LARDER_CURL"], !explicit.isEmpty { return explicit }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/curl"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    var arguments: [String] {
        [
            "--silent", "--show-error", "--location", "--max-redirs", "5",
            "--proto", "=http,https", "--proto-redir", "=http,https",
            "--header", "Accept-Encoding: identity",
            "--connect-timeout", String(Int(max(1, timeout.rounded(.up)))),
            "--speed-limit", "1", "--speed-time", String(Int(max(1, timeout.rounded(.up)))),
            "--max-time", String(Int(max(1, deadline.rounded(.up)))),
            "--max-filesize", String(limit),
            "--write-out", "%{stderr}\(Self.statusMarker)%{http_code}\\n",
            "--", url.absoluteString,
        ]
    }

    func run(progress: DownloadProgress) throws(UpdateError) -> Data {
        guard let curl = Self.program() else {
            throw .feedUnreachable(feed, reason: "http(s) feeds need the curl program (apt-get install curl)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw .feedUnreachable(feed, reason: "cannot run \(curl): \(error.localizedDescription)") }
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        var budget = InputBudget(name: name, maxBytes: limit, deadline: deadline)
        var body = Data()
        let fd = output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        do throws(InputLimitError) {
            while true {
                try budget.checkDeadline()
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let wait = budget.remaining().map { Int32(min(max($0, 0) * 1000, 60_000)) } ?? 60_000
                let ready = poll(&poller, 1, wait)
                if ready == 0 { continue }
                if ready < 0 && errno == EINTR { continue }
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                try budget.consume(count)
                body.append(contentsOf: chunk[0..<count])
                progress(body.count, nil)
            }
        } catch {
            throw .limitExceeded(error.description)
        }
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile().prefix(4096), as: UTF8.self)
        return try outcome(code: process.terminationStatus, stderr: stderr, body: body)
    }

    /// The body, or the error curl's exit code and status line mean.
    func outcome(code: Int32, stderr: String, body: Data) throws(UpdateError) -> Data {
        let status = stderr.split(separator: "\n").last { $0.hasPrefix(Self.statusMarker) }
            .flatMap { Int($0.dropFirst(Self.statusMarker.count)) } ?? 0
        let reason = stderr.split(separator: "\n").first { !$0.hasPrefix(Self.statusMarker) }
            .map { $0.replacingOccurrences(of: "curl: ", with: "") } ?? "curl exited with code \(code)"
        switch code {
        case 0:
            guard (200..<300).contains(status) else { throw .httpStatus(url.absoluteString, status: status) }
            return body
        case 63:
            throw .limitExceeded(InputLimitError.tooLarge(name: name, limit: limit).description)
        case 18:
            throw .downloadIncomplete(name)
        case 28:
            if status != 0 && !body.isEmpty && reason.contains("Operation too slow") { throw .downloadIncomplete(name) }
            throw .limitExceeded(InputLimitError.deadlineExceeded(name: name, seconds: Int(deadline.rounded(.up))).description)
        case 56 where status != 0:
            throw .downloadIncomplete(name)
        default:
            throw .feedUnreachable(feed, reason: String(reason.prefix(200)))
        }
    }
}
