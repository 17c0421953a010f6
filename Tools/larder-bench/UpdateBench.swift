import ArgumentParser
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import LarderImport
import LarderUpdate

/// `larder-bench update`: a delta update against installing the full new catalog, on a synthetic catalog
/// with 1% of its recipes changed, added or removed. Targets: delta ≤ 5% of the compressed full catalog,
/// and applying it faster than installing the full catalog.
struct UpdateBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: "Delta update vs full catalog install (size and time ratios).")

    @Option(help: "Recipes in the synthetic catalog.") var recipes = 100_000
    @Option(help: "Percent of recipes changed, and again added, and again removed.") var percent = 1.0

    func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-update-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("v1.sqlite")
        let new = directory.appendingPathComponent("v2.sqlite")
        var sources = SyntheticCatalog(count: recipes).sources()
        log("compiling \(recipes) synthetic recipes (the builder's generator)…")
        try CatalogCompiler().compile(sources, to: old)
        let touched = max(1, Int(Double(recipes) * percent / 100))
        Self.edit(&sources, touching: touched)
        log("compiling the next version: \(touched) recipes changed, \(touched) added, \(touched) removed…")
        try CatalogCompiler().compile(sources, to: new)

        let key = SigningKey()
        let deltaFeed = directory.appendingPathComponent("feed-delta")
        let fullFeed = directory.appendingPathComponent("feed-full")
        let maintenance = LarderCatalogMaintenance()
        log("publishing…")
        let delta = try Publisher(feed: deltaFeed, key: key, maintenance: maintenance).publishDelta(from: old, to: new)
        let full = try Publisher(feed: fullFeed, key: key, maintenance: maintenance).publishFull(new)

        let trusted = TrustedKeys([key.publicKey])
        let deltaTime = try timeUpdate(from: old, feed: deltaFeed, trusted: trusted, in: directory, label: "delta")
        let fullTime = try timeUpdate(from: old, feed: fullFeed, trusted: trusted, in: directory, label: "full")

        let sizeRatio = Double(delta.size) / Double(full.size)
        print("catalog: \(recipes) recipes, file \(bytes(full.catalogSize)), compressed \(bytes(full.size))")
        print("delta:   \(bytes(delta.size)) compressed (changeset \(bytes(delta.changesetSize)))")
        print(String(format: "size ratio delta/full: %.4f (target <= 0.05) %@", sizeRatio, sizeRatio <= 0.05 ? "OK" : "MISSED"))
        print(String(format: "update time (wall): delta %.3f s, full %.3f s", deltaTime.wall, fullTime.wall))
        print(String(format: "update time (CPU):  delta %.3f s, full %.3f s, ratio %.3f", deltaTime.cpu, fullTime.cpu, deltaTime.cpu / fullTime.cpu))
        let timeRatio = deltaTime.wall / fullTime.wall
        print(String(format: "time ratio delta/full: %.3f (target < 1.0) %@", timeRatio, timeRatio < 1 ? "OK" : "MISSED"))
    }

    /// Runs the whole engine (read feed, verify, inflate, apply, check hash) on a fresh copy of `base`.
    private func timeUpdate(from base: URL, feed: URL, trusted: TrustedKeys, in directory: URL, label: String) throws
        -> (wall: TimeInterval, cpu: TimeInterval)
    {
        let catalog = directory.appendingPathComponent("installed-\(label).sqlite")
        try? FileManager.default.removeItem(at: catalog)
        try FileManager.default.copyItem(at: base, to: catalog)
        let engine = UpdateEngine(
            catalog: catalog, feed: LocalFeed(directory: feed), trusted: trusted, maintenance: LarderCatalogMaintenance())
        log("updating with the \(label) feed…")
        let start = DispatchTime.now()
        let cpuStart = Self.cpuSeconds()
        let report = try engine.update()
        let cpu = Self.cpuSeconds() - cpuStart
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        guard report.toVersion > report.fromVersion else { throw ValidationError("\(label) update did not apply") }
        return (seconds, cpu)
    }

    /// User plus system CPU time of this process (stable when other processes load the machine).
    static func cpuSeconds() -> TimeInterval {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    /// The next version: `count` recipes spread over the catalog renamed with one amount changed,
    /// `count` others removed, and `count` new ones added.
    static func edit(_ sources: inout CatalogSources, touching count: Int) {
        sources.manifest.version += 1
        sources.recipes.sort { $0.id < $1.id }
        let stride = max(1, sources.recipes.count / (2 * count))
        var removed: Set<Int> = []
        for index in 0..<count {
            let changed = index * 2 * stride
            guard changed + stride < sources.recipes.count else { break }
            sources.recipes[changed].name += " Reserve"
            if !sources.recipes[changed].lines.isEmpty { sources.recipes[changed].lines[0].amount = "75 ml" }
            removed.insert(changed + stride)
        }
        let template = sources.recipes
        sources.recipes = sources.recipes.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        for index in 0..<count {
            var recipe = template[(index * 7) % template.count]
            recipe.id = RecipeID("bench-new-\(index)")
            recipe.name = "Bench New \(index)"
            recipe.aliases = []
            recipe.variants = []
            sources.recipes.append(recipe)
        }
    }

    private func bytes(_ count: Int) -> String { String(format: "%.2f MB", Double(count) / 1_000_000) }
    private func log(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }
}
