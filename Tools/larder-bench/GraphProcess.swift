import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a child process and measures it: wall time and the child's own peak resident memory.
struct MeasuredRun {
    var seconds: Double
    var peakKilobytes: Int
    var status: Int32
    var stdout: String

    /// Runs `arguments[0]` with its arguments, stdout to `outputPath`, stderr discarded.
    static func run(_ arguments: [String], stdoutTo outputPath: String) throws -> MeasuredRun {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw BenchError.spawn(arguments[0], spawned) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        let out = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return MeasuredRun(
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            peakKilobytes: usage.ru_maxrss, status: status, stdout: out)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case spawn(String, Int32)
    case failed(String, Int32)
    var description: String {
        switch self {
        case .spawn(let tool, let code): "could not start \(tool) (error \(code))"
        case .failed(let tool, let status): "\(tool) failed (status \(status))"
        }
    }
}
