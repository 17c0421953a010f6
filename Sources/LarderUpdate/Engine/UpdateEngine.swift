import Foundation
import GRDB

/// Brings an installed catalog up to a feed's latest version.
///
/// The order is the safety argument: read and verify the feed index, plan, download every payload,
/// verify every signature, size and SHA-256 and inflate — all before the catalog is opened for writing.
/// Only then is the change applied, atomically (``DeltaInstaller``, ``FullInstaller``), and recorded.
public struct UpdateEngine: Sendable {
    /// The user's catalog file.
    public var catalog: URL
    /// Where updates come from.
    public var feed: any FeedSource
    /// Keys whose signatures are accepted.
    public var trusted: TrustedKeys
    /// Content hash and index rebuild for the catalog format.
    public var maintenance: any CatalogMaintenance
    /// Where completed updates are recorded, if anywhere.
    public var log: (any UpdateLog)?

    /// An engine updating `catalog` from `feed`, accepting signatures by `trusted`, recording to `log` if given.
    public init(
        catalog: URL, feed: any FeedSource, trusted: TrustedKeys, maintenance: any CatalogMaintenance,
        log: (any UpdateLog)? = nil
    ) {
        self.catalog = catalog
        self.feed = feed
        self.trusted = trusted
        self.maintenance = maintenance
        self.log = log
    }

    /// What an update would do, without downloading more than the index.
    public func check(progress: @escaping UpdateProgress = { _ in }) throws(UpdateError) -> UpdateCheck {
        let installed = try installedStamp()
        let index = try fetchIndex(progress: progress)
        let plan = try UpdatePlanner.plan(index: index, installed: installed, trusted: trusted)
        return UpdateCheck(installed: installed, latestVersion: index.latestVersion, plan: plan)
    }

    /// Updates the catalog to the feed's latest version (or, with `dryRun`, checks that it would).
    /// - Throws: any ``UpdateError``; the catalog is then exactly as it was.
    public func update(dryRun: Bool = false, progress: @escaping UpdateProgress = { _ in }) throws(UpdateError)
        -> UpdateReport
    {
        // Held until the update is applied: a second update is refused with `.busy` instead of racing
        // for SQLite's write lock, and other processes' recovery leaves this one's staging file alone.
        let lock = try CatalogLock.acquire(catalog)
        defer { lock.release() }
        _ = try CatalogRecovery.recoverLocked(catalog)
        let installed = try installedStamp()
        let index = try fetchIndex(progress: progress)
        let plan = try UpdatePlanner.plan(index: index, installed: installed, trusted: trusted)
        var report = UpdateReport(
            fromVersion: installed.version, toVersion: installed.version, plan: plan, summary: ChangeSummary(),
            dryRun: dryRun)
        let method: AppliedUpdate.Method
        switch plan {
        case .upToDate:
            return report
        case let .deltas(chain):
            try DeltaInstaller.validate(chain, from: installed)
            var steps: [(manifest: DeltaManifest, changeset: Data)] = []
            for manifest in chain {
                try Payload.validateSizes(size: manifest.size, inflatedSize: manifest.changesetSize, name: manifest.name)
                let data = try download(manifest.file, name: manifest.name, limit: manifest.size, progress: progress)
                progress(.verifying)
                let changeset = try Payload.open(
                    data, size: manifest.size, sha256: manifest.sha256, inflatedSize: manifest.changesetSize,
                    name: manifest.name)
                steps.append((manifest, changeset))
            }
            let installer = DeltaInstaller(catalog: catalog, maintenance: maintenance)
            report.summary = try installer.apply(steps, expected: installed, dryRun: dryRun, progress: progress)
            report.toVersion = chain.last?.toVersion ?? installed.version
            method = .delta
        case let .full(manifest):
            try Payload.validateSizes(size: manifest.size, inflatedSize: manifest.catalogSize, name: manifest.name)
            let data = try download(manifest.file, name: manifest.name, limit: manifest.size, progress: progress)
            progress(.verifying)
            let database = try Payload.open(
                data, size: manifest.size, sha256: manifest.sha256, inflatedSize: manifest.catalogSize,
                name: manifest.name)
            progress(.installing(name: manifest.name))
            let installer = FullInstaller(catalog: catalog, maintenance: maintenance)
            report.summary = try installer.install(database, manifest: manifest, installed: installed, dryRun: dryRun)
            report.toVersion = manifest.version
            method = .full
        }
        if !dryRun, let log {
            let record = AppliedUpdate(
                date: Date(), fromVersion: installed.version, toVersion: report.toVersion,
                contentHash: index.latestContentHash, method: method, summary: report.summary, feed: feed.location)
            do { try log.record(record) } catch { report.historyError = "\(error)" }
        }
        return report
    }

    /// The installed catalog's stamp; opening it for writing also rolls back a hot journal left by a kill.
    public func installedStamp() throws(UpdateError) -> CatalogStamp {
        guard FileManager.default.fileExists(atPath: catalog.path) else {
            throw .catalog("no catalog at \(catalog.path)")
        }
        do {
            let queue = try DatabaseQueue(path: catalog.path)
            defer { try? queue.close() }
            return try queue.read { db in try CatalogStamp.read(db) }
        } catch let error as UpdateError {
            throw error
        } catch {
            throw .catalog("cannot open \(catalog.path): \(error)")
        }
    }

    private func fetchIndex(progress: @escaping UpdateProgress) throws(UpdateError) -> FeedIndex {
        // Capped before the signature is checked: until then the index is just bytes from anywhere.
        let data = try download(FeedIndex.path, name: "feed index", limit: FeedLimits.maxIndexBytes, progress: progress)
        let signed = try FeedCoding.decode(Signed<FeedIndex>.self, from: data, name: "feed index")
        let index = try signed.verified(by: trusted, name: "feed index")
        guard index.format == FeedIndex.currentFormat else {
            throw .malformedDocument("feed index", reason: "unknown format \(index.format)")
        }
        return index
    }

    private func download(_ path: String, name: String, limit: Int, progress: @escaping UpdateProgress) throws(UpdateError)
        -> Data
    {
        try feed.fetch(path, limit: limit) { received, total in
            progress(.downloading(name: name, received: received, total: total))
        }
    }
}
