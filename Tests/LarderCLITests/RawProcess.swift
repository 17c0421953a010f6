import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program with arguments given as raw bytes (so that invalid UTF-8 reaches it unchanged),
/// its output in files, its input empty, and a deadline after which it is killed.
enum RawProcess {
    /// How one run ended.
    struct Outcome {
        /// The exit code, or nil when a signal ended the process.
        var exitCode: Int32?
        /// The signal that ended the process, if one did.
        var signal: Int32?
        /// Whether the deadline passed and the process was killed.
        var timedOut: Bool
        var stdout: Data
        var stderr: Data
        /// The child's peak resident memory in KiB (`wait4`).
        var peakKilobytes: Int
    }

    /// A failure to start the process.
    struct SpawnError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
    }

    /// Where the child's standard output goes.
    enum StandardOutput {
        /// A file, returned as ``Outcome/stdout``.
        case captured
        /// A path opened for writing (`/dev/full`); ``Outcome/stdout`` is empty.
        case path(String)
        /// No descriptor 1 at all.
        case closed
    }

    /// Runs `executable` with `arguments` in `directory`, with exactly `environment`, killing it after `timeout`.
    static func run(
        _ executable: String, arguments: [[UInt8]], environment: [String: String], directory: URL, timeout: TimeInterval,
        standardOutput: StandardOutput = .captured, closedInput: Bool = false
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("larder-raw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("out").path, errPath = scratch.appendingPathComponent("err").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Standard input is /dev/null, or no descriptor 0 at all with `closedInput`.
        if closedInput {
            posix_spawn_file_actions_addclose(&actions, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        switch standardOutput {
        case .captured: posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case let .path(path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard addChdir(&actions, directory.path) == 0 else { throw SpawnError(code: errno) }

        let argv = ([Array(executable.utf8)] + arguments).map(cString)
        let envp = environment.map { cString(Array("\($0.key)=\($0.value)".utf8)) }
        defer { (argv + envp).forEach { $0?.deallocate() } }

        var pid: pid_t = 0
        let spawned = (argv + [nil]).withUnsafeBufferPointer { args in
            (envp + [nil]).withUnsafeBufferPointer { env in
                posix_spawn(&pid, executable, &actions, nil, UnsafeMutablePointer(mutating: args.baseAddress!), UnsafeMutablePointer(mutating: env.baseAddress!))
            }
        }
        guard spawned == 0 else { throw SpawnError(code: spawned) }

        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var timedOut = false
        var usage = rusage()
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped == -1 && errno != EINTR { throw SpawnError(code: errno) }
            if Date() > deadline {
                kill(pid, SIGKILL)
                timedOut = true
                while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
                break
            }
            usleep(2_000)
        }
        let signal = status & 0x7F
        return Outcome(
            exitCode: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal, timedOut: timedOut,
            stdout: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
            stderr: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(), peakKilobytes: usage.ru_maxrss)
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which the Swift Glibc module does not show.
    private static let addChdir: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32 = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else {
            fatalError("this C library has no posix_spawn_file_actions_addchdir_np")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
    }()

    /// A NUL-terminated copy of `bytes` owned by the caller.
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
        return buffer
    }
}
