import Foundation
import Testing

@Suite final class DataDirectoryTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @Test func dataDirOverridesLarderHomeWhichOverridesXDG() throws {
        let explicit = cli.home.appendingPathComponent("explicit"), xdg = cli.home.appendingPathComponent("xdg")
        try cli.run(["info", "--data-dir", explicit.path])
        #expect(FileManager.default.fileExists(atPath: explicit.appendingPathComponent("catalog.sqlite").path))
        try cli.run(["info"], environment: ["LARDER_HOME": "", "XDG_DATA_HOME": xdg.path])
        #expect(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("larder/catalog.sqlite").path))
        try cli.run(["info"], environment: ["LARDER_HOME": "", "XDG_DATA_HOME": "", "HOME": cli.home.path])
        #expect(FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local/share/larder/catalog.sqlite").path))
    }

    @Test func aCorruptCatalogSaysHowToReinstallAndReinstallFixesIt() throws {
        try cli.run(["info"])
        let catalog = cli.home.appendingPathComponent("catalog.sqlite")
        try Data(repeating: 0x5A, count: 8192).write(to: catalog)
        let broken = try cli.run(["search", "gin"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("larder install --force"))
        #expect(broken.stderr.split(separator: "\n").count == 1)
        let reinstall = try cli.run(["install", "--force"])
        #expect(reinstall.status == 0)
        #expect(try cli.run(["search", "gin"]).status == 0)
    }

    @Test func aMissingBundledCatalogIsAClearError() throws {
        let run = try cli.run(["search", "gin"], environment: ["LARDER_BUNDLED_CATALOG": cli.home.appendingPathComponent("none.sqlite").path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no catalog installed"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("catalog.sqlite").path))
    }
}
