import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Timing and memory helpers shared by the benchmark suites.
enum Measure {
    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `body` once and returns its wall time in seconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// The median of `samples`.
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Runs `body` `runs` times after `warmups` unmeasured runs; returns the median wall time.
    static func medianTime(runs: Int, warmups: Int = 1, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmups { try body() }
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(try time(body)) }
        return median(samples)
    }

    /// This process's peak resident memory in MiB.
    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024  // KiB on Linux
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
        #endif
    }

    /// Milliseconds, formatted.
    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
}

/// Runs other programs for the end-to-end comparisons.
enum Subprocess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments`, discarding output; throws if it exits non-zero.
    /// - Returns: the wall time in seconds, from launch to exit.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let start = Measure.now()
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = Measure.now() - start
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) exited \(process.terminationStatus): \(String(decoding: stderr.prefix(400), as: UTF8.self))")
        }
        return elapsed
    }

    /// The first of `names` found on `PATH` (or as an absolute path).
    static func which(_ name: String) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A program built beside the benchmark harness (`larder`, `larder-build`).
    static func sibling(_ name: String) -> String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        return folder.appendingPathComponent(name).path
    }
}
