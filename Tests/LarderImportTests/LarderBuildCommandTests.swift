import Foundation
import Testing

/// The built `larder-build` binary, end to end: stdout, stderr and exit status.
struct LarderBuildCommandTests {
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static var binary: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("larder-build")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("larder-build")
    }

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = Fixture.layout.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
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

    @Test func importReportsQualityAsJSONWithoutWritingOnADryRun() throws {
        let run = try run(["import", "--dry-run", "--json"])
        #expect(run.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((report["drinks"] as? Int ?? 0) >= 900)
        #expect((report["dishes"] as? Int ?? 0) >= 370)
        #expect((report["resolvedShare"] as? Double ?? 0) >= 0.98)
        #expect((report["drinkAmountShare"] as? Double ?? 0) >= 0.95)
        #expect((report["unresolved"] as? [String: Int])?.isEmpty == false)
        #expect(run.stderr.contains("ingredient lines resolved"))
        #expect(run.stderr.contains("unresolved ingredient text"))
        #expect(!run.stderr.contains("wrote "))
    }

    @Test func importFromAMissingFolderFailsWithOneLine() throws {
        let out = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try run(["import", "--datasets", "/nonexistent/datasets", "--out", out.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("larder-build: data set file not found"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func importRefusesACurationRowThatMatchesNothing() throws {
        // The real curation tables with one row for a line the drink does not have (pok-shot pours club soda).
        let folder = Fixture.temporaryDirectory()
        let out = Fixture.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: out)
        }
        // Our own drinks and dish methods are read beside the curation folder.
        for part in ["curation", "drinks", "dishes"] {
            try FileManager.default.copyItem(at: Fixture.layout.root.appendingPathComponent("Bundle/\(part)"), to: folder.appendingPathComponent(part))
        }
        let curation = folder.appendingPathComponent("curation")
        let lines = curation.appendingPathComponent("drink-lines.tsv")
        let handle = try FileHandle(forWritingTo: lines)
        handle.seekToEndOfFile()
        handle.write(Data("pok-shot\ttonic-water\tslam\ta line the record does not have\n".utf8))
        try handle.close()
        let run = try run(["import", "--curation", curation.path, "--out", out.path])
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").last == "larder-build: 1 curation entry matches nothing (drink-lines.tsv: pok-shot has no line tonic-water); nothing written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func compileIsDeterministic() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try run(["compile", "-o", folder.appendingPathComponent("a.sqlite").path])
        let second = try run(["compile", "-o", folder.appendingPathComponent("b.sqlite").path])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout.count == 65)
        #expect(first.stdout == second.stdout)
        // Compiling over an existing catalog replaces it.
        let again = try run(["compile", "-o", folder.appendingPathComponent("a.sqlite").path])
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.sqlite").path))
    }

    @Test func compileWithoutSourcesFails() throws {
        let run = try run(["compile", "--bundle", "/nonexistent/catalog", "-o", "/tmp/never-written.sqlite"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("larder-build: catalog source not found"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.sqlite"))
    }

    @Test func syntheticCatalogsDependOnlyOnCountAndSeed() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try run(["--synthetic", "200", "-o", folder.appendingPathComponent("a.sqlite").path])
        let b = try run(["--synthetic", "200", "-o", folder.appendingPathComponent("b.sqlite").path])
        let c = try run(["--synthetic", "200", "--seed", "9", "-o", folder.appendingPathComponent("c.sqlite").path])
        #expect(a.status == 0)
        #expect(a.stdout == b.stdout)
        #expect(a.stdout != c.stdout)
        #expect(a.stderr.contains("200 recipes"))
        let bad = try run(["--synthetic", "0", "-o", folder.appendingPathComponent("d.sqlite").path])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("positive"))
    }
}
