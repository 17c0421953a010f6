import Foundation
import LarderKit
import Testing

/// The data directory and bundled catalog paths, resolved as text: checked against what Foundation's `URL`
/// gives for the same paths (what `LarderPaths` computed with before).
@Suite struct LarderPathsTests {
    @Test func standardizedAsURLStandardizesAFilePath() {
        let inputs = [
            "/tmp/larder", "/tmp/larder/", "/tmp/./larder", "/tmp/a/../larder", "/tmp/a/b/../../larder", "/tmp/larder/..",
            "/", "/..", "/../tmp", "relative/home", "./relative", "../up/one", "relative/../other/", "/tmp/larder/.",
        ]
        for input in inputs {
            #expect(LarderPaths.standardized(input) == URL(fileURLWithPath: input).standardizedFileURL.path, "\(input)")
        }
    }

    @Test func theDataDirectoryFollowsTheEnvironmentInOrder() {
        func resolved(_ environment: [String: String], explicit: String? = nil) -> LarderPaths {
            LarderPaths.resolve(dataDirectory: explicit, environment: environment, executable: nil)
        }
        let home = resolved(["LARDER_HOME": "/srv/larder/", "XDG_DATA_HOME": "/xdg", "HOME": "/home/cook"])
        #expect(home.dataDirectoryPath == "/srv/larder" && home.unresolved == nil)
        #expect(home.catalogPath == "/srv/larder/catalog.sqlite" && home.userDatabasePath == "/srv/larder/user.sqlite")
        #expect(home.catalog.path == URL(fileURLWithPath: "/srv/larder").appendingPathComponent("catalog.sqlite").path)
        #expect(home.dataDirectory.path == "/srv/larder")
        #expect(resolved(["LARDER_HOME": "/srv/larder"], explicit: "/data/./mine").dataDirectoryPath == "/data/mine")
        #expect(resolved(["XDG_DATA_HOME": "/xdg", "HOME": "/home/cook"]).dataDirectoryPath == "/xdg/larder")
        #expect(resolved(["LARDER_HOME": "", "HOME": "/home/cook"]).dataDirectoryPath == "/home/cook/.local/share/larder")
        let nowhere = resolved([:])
        #expect(nowhere.unresolved != nil && nowhere.dataDirectoryPath == "/nonexistent/larder")
        let relative = resolved(["LARDER_HOME": "kitchen"])
        #expect(relative.dataDirectoryPath == URL(fileURLWithPath: "kitchen").standardizedFileURL.path)
    }

    /// The bundled catalog is looked for beside the executable, its links resolved: a link in one folder to a
    /// program in another gives the other folder's candidates.
    @Test func theBundledCatalogIsBesideTheRealExecutable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("larder-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appendingPathComponent("opt/larder/bin"), links = root.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let program = bin.appendingPathComponent("larder")
        try Data("#!/bin/sh\n".utf8).write(to: program)
        let link = links.appendingPathComponent("larder")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: program)
        let paths = LarderPaths.resolve(environment: ["LARDER_HOME": "/srv/larder", "LARDER_BUNDLED_CATALOG": "/cat/catalog.sqlite"], executable: link.path)
        let folder = link.resolvingSymlinksInPath().deletingLastPathComponent()
        #expect(paths.bundledCatalogPaths == [
            "/cat/catalog.sqlite", folder.deletingLastPathComponent().appendingPathComponent("lib/larder/catalog.sqlite").path,
            folder.appendingPathComponent("catalog.sqlite").path,
        ])
        #expect(paths.bundledCatalog == nil)
        try Data().write(to: folder.appendingPathComponent("catalog.sqlite"))
        #expect(paths.bundledCatalog?.path == folder.appendingPathComponent("catalog.sqlite").path)
    }
}
