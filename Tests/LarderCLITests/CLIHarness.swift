import Foundation
import LarderCatalog
import LarderCatalogBuild

/// Runs the built `larder` binary against the bundled catalog, each run in its own data directory.
struct CLI {
    /// The result of one run.
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
        /// `stdout` decoded as JSON.
        func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed]) }
    }

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the built products (`.build/debug`).
    static var products: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    /// A catalog compiled once per test run from `Bundle/catalog`, shared read-only by every test.
    static let bundledCatalog: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-cli-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("catalog.sqlite")
        if !FileManager.default.fileExists(atPath: url.path) {
            do {
                let sources = try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog"))
                try CatalogCompiler().compile(sources, to: url)
            } catch {
                fatalError("cannot compile the bundled catalog for the CLI tests: \(error)")
            }
        }
        return url
    }()

    /// Starts `larder` with `arguments` on the data directory `home`, output discarded (stderr kept in
    /// `errorFile` when one is given), without waiting: for the tests that run many processes at once.
    static func start(_ arguments: [String], home: URL, errorFile: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = products.appendingPathComponent("larder")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_HOME"] = home.path
        environment["LARDER_BUNDLED_CATALOG"] = bundledCatalog.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        if let errorFile {
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorFile)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    /// A fresh data directory for one test.
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("larder-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: home) }

    /// Runs `larder` with `arguments`; the environment points at this test's data directory
    /// unless `environment` says otherwise.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:], binary: String = "larder", stdin: Data? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Self.products.appendingPathComponent(binary)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["LARDER_HOME"] = home.path
        env["LARDER_BUNDLED_CATALOG"] = Self.bundledCatalog.path
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value.isEmpty ? nil : value }
        process.environment = env
        process.currentDirectoryURL = home
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
    }
}
