import ArgumentParser
import Foundation
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
        let generator = UpdateBenchCatalog(recipes: recipes, seed: 42)
        let step = max(1, Int(100 / (percent * 3)))
        let touched = Array(stride(from: 0, to: recipes, by: step))
        let changed = Set(touched.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        let removed = Set(touched.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        let added = Int(Double(recipes) * percent / 100)
        log("generating \(recipes) recipes (\(changed.count) changed, \(added) added, \(removed.count) removed)…")
        try generator.write(to: old, version: 1)
        try generator.write(to: new, version: 2, changed: changed, removed: removed, added: added)

        let key = SigningKey()
        let deltaFeed = directory.appendingPathComponent("feed-delta")
        let fullFeed = directory.appendingPathComponent("feed-full")
        let maintenance = TableContentHash()
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
        print(String(format: "update time: delta %.3f s, full %.3f s", deltaTime, fullTime))
        let timeRatio = deltaTime / fullTime
        print(String(format: "time ratio delta/full: %.3f (target < 1.0) %@", timeRatio, timeRatio < 1 ? "OK" : "MISSED"))
    }

    /// Runs the whole engine (read feed, verify, inflate, apply, check hash) on a fresh copy of `base`.
    private func timeUpdate(from base: URL, feed: URL, trusted: TrustedKeys, in directory: URL, label: String) throws
        -> TimeInterval
    {
        let catalog = directory.appendingPathComponent("installed-\(label).sqlite")
        try? FileManager.default.removeItem(at: catalog)
        try FileManager.default.copyItem(at: base, to: catalog)
        let engine = UpdateEngine(
            catalog: catalog, feed: LocalFeed(directory: feed), trusted: trusted, maintenance: TableContentHash())
        log("updating with the \(label) feed…")
        let start = DispatchTime.now()
        let report = try engine.update()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        guard report.toVersion == 2 else { throw ValidationError("\(label) update did not reach version 2") }
        return seconds
    }

    private func bytes(_ count: Int) -> String { String(format: "%.2f MB", Double(count) / 1_000_000) }
    private func log(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }
}
