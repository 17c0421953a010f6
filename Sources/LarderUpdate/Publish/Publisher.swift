import Foundation
import LarderCore
import GRDB

/// Writes signed deltas, full catalogs and the feed index into a feed directory (`larder-publish`).
///
/// Layout: `index.json` (signed ``FeedIndex``), `deltas/F-T.delta` (compressed changeset) with its
/// signed manifest `deltas/F-T.json`, and `full/catalog-V.sqlite.z` with `full/catalog-V.json`.
/// Every file is written to a temporary name and renamed, the index last, so a reader never sees an
/// index that names a file not yet complete.
public struct Publisher: Sendable {
    /// The feed directory.
    public let feed: URL
    /// The publisher's signing key.
    public let key: SigningKey
    /// Content hash for the catalog format.
    public let maintenance: any CatalogMaintenance

    /// A publisher writing into the feed folder `feed`, signing with `key`.
    public init(feed: URL, key: SigningKey, maintenance: any CatalogMaintenance) {
        self.feed = feed
        self.key = key
        self.maintenance = maintenance
    }

    /// Publishes the delta from catalog `old` to catalog `new`.
    /// - Throws: ``UpdateError/unsupported(_:)`` when `new` is not newer than `old`, a catalog's
    ///   recorded hash is wrong, or the schemas differ.
    /// - Complexity: O(n log n) in the catalogs' rows.
    @discardableResult
    public func publishDelta(from old: URL, to new: URL) throws(UpdateError) -> DeltaManifest {
        let base = try stamp(of: old)
        let target = try stamp(of: new)
        guard target.version > base.version else {
            throw .unsupported("version \(target.version) is not newer than version \(base.version)")
        }
        var index = try loadIndex()
        try checkAgainstLatest(target, index: index)
        let changeset = try ChangesetBuilder.changeset(from: old, to: new)
        let compressed = Deflate.compress(changeset)
        let file = "deltas/\(base.version)-\(target.version).delta"
        let manifest = DeltaManifest(
            fromVersion: base.version, toVersion: target.version, fromContentHash: base.contentHash,
            toContentHash: target.contentHash, file: file, size: compressed.count, changesetSize: changeset.count,
            sha256: Digest.sha256(compressed))
        let signed = Signed(manifest, key: key)
        try FeedWriter.write(compressed, to: feed.appendingPathComponent(file))
        try FeedWriter.write(FeedCoding.encode(signed), to: feed.appendingPathComponent("deltas/\(base.version)-\(target.version).json"))
        index.deltas.removeAll { $0.payload.fromVersion == base.version && $0.payload.toVersion == target.version }
        index.deltas.append(signed)
        index.deltas.sort { ($0.payload.fromVersion, $0.payload.toVersion) < ($1.payload.fromVersion, $1.payload.toVersion) }
        if target.version > index.latestVersion {
            index.latestVersion = target.version
            index.latestContentHash = target.contentHash
        }
        try saveIndex(index)
        return manifest
    }

    /// Publishes `catalog` as the feed's full catalog (replacing the previous one).
    @discardableResult
    public func publishFull(_ catalog: URL) throws(UpdateError) -> FullCatalogManifest {
        let stamp = try stamp(of: catalog)
        var index = try loadIndex()
        try checkAgainstLatest(stamp, index: index)
        if stamp.version < index.latestVersion {
            throw .unsupported("the feed already offers version \(index.latestVersion); a full catalog must be the latest")
        }
        let database: Data
        do { database = try Data(contentsOf: catalog) } catch { throw .io(catalog.path, reason: error.localizedDescription) }
        let compressed = Deflate.compress(database)
        let file = "full/catalog-\(stamp.version).sqlite.z"
        let manifest = FullCatalogManifest(
            version: stamp.version, contentHash: stamp.contentHash, file: file, size: compressed.count,
            catalogSize: database.count, sha256: Digest.sha256(compressed))
        let signed = Signed(manifest, key: key)
        try FeedWriter.write(compressed, to: feed.appendingPathComponent(file))
        try FeedWriter.write(FeedCoding.encode(signed), to: feed.appendingPathComponent("full/catalog-\(stamp.version).json"))
        let previous = index.full?.payload
        index.full = signed
        index.latestVersion = stamp.version
        index.latestContentHash = stamp.contentHash
        try saveIndex(index)
        if let previous, previous.file != file {
            try? FileManager.default.removeItem(at: feed.appendingPathComponent(previous.file))
            try? FileManager.default.removeItem(at: feed.appendingPathComponent("full/catalog-\(previous.version).json"))
        }
        return manifest
    }

    /// The feed's index, or an empty one for a new feed.
    public func loadIndex() throws(UpdateError) -> FeedIndex {
        let url = feed.appendingPathComponent(FeedIndex.path)
        guard let data = try? Data(contentsOf: url) else { return FeedIndex() }
        let signed = try FeedCoding.decode(Signed<FeedIndex>.self, from: data, name: url.path)
        return try signed.verified(by: TrustedKeys([key.publicKey]), name: url.path)
    }

    private func saveIndex(_ index: FeedIndex) throws(UpdateError) {
        try FeedWriter.write(FeedCoding.encode(Signed(index, key: key)), to: feed.appendingPathComponent(FeedIndex.path))
    }

    /// A version number names one content: publishing it again with other content is refused.
    private func checkAgainstLatest(_ stamp: CatalogStamp, index: FeedIndex) throws(UpdateError) {
        if stamp.version == index.latestVersion, stamp.contentHash != index.latestContentHash {
            throw .unsupported("version \(stamp.version) was already published with other content")
        }
    }

    /// The catalog's stamp, after checking that its recorded hash matches its content.
    public func stamp(of catalog: URL) throws(UpdateError) -> CatalogStamp {
        guard FileManager.default.fileExists(atPath: catalog.path) else { throw .catalog("no catalog at \(catalog.path)") }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: catalog.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                let stamp = try CatalogStamp.read(db)
                guard try maintenance.contentHash(db) == stamp.contentHash else {
                    throw UpdateError.unsupported("\(catalog.lastPathComponent): its recorded content hash is not its content's")
                }
                return stamp
            }
        } catch let error as UpdateError {
            throw error
        } catch {
            throw .catalog("cannot read \(catalog.path): \(error)")
        }
    }
}

/// Atomic file writes for the feed directory.
enum FeedWriter {
    static func write(_ data: Data, to url: URL) throws(UpdateError) {
        do throws(FileSystemError) {
            try Directory.create(url.deletingLastPathComponent().path)
            try OutputFile.write(data, to: url.path)
        } catch {
            throw .io(url.path, reason: error.reasonText)
        }
    }
}
