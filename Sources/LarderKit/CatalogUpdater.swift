import Foundation
import LarderUpdate

/// Updating the user's catalog from a signed feed: where the feed is, which keys are trusted, and
/// where the history goes. The work itself is ``UpdateEngine``'s.
///
/// - The feed is `--feed` (a directory or an `http(s)://` URL), else `$LARDER_FEED`.
/// - Trusted publisher keys are every `*.pub` file in `trusted-keys/` in the data directory, plus any
///   key file given explicitly (`--trusted-key`), plus `$LARDER_TRUSTED_KEY` (a key file path).
/// - User data is never touched by an update; only the history of updates is appended to.
public struct CatalogUpdater: Sendable {
    /// Where the user's catalog and data live.
    public let paths: LarderPaths
    /// The feed location as given.
    public let feedLocation: String
    /// The keys whose signatures are accepted.
    public let trusted: TrustedKeys
    /// Where updates come from (checked when resolved: only `http(s)://` URLs and folder paths).
    public let feed: any FeedSource
    /// Where applied updates are recorded.
    public var log: (any UpdateLog)?

    /// Resolves the feed and the trusted keys.
    /// - Throws: ``UpdateError/notConfigured(_:)`` when there is no feed or no trusted key,
    ///   ``UpdateError/unsupportedFeed(_:)`` for a feed that is neither `http(s)://` nor a path,
    ///   ``UpdateError/keyFileUnreadable(_:reason:)`` for a missing key file,
    ///   ``UpdateError/invalidKey(_:)`` for one that is not a key.
    public init(
        paths: LarderPaths, feed: String?, trustedKeyFiles: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment, log: (any UpdateLog)? = nil
    ) throws(UpdateError) {
        guard let location = feed ?? environment["LARDER_FEED"], !location.isEmpty else {
            throw .notConfigured("no update feed configured: pass --feed DIR|URL or set LARDER_FEED")
        }
        let source = try feedSource(for: location)
        var trusted = try TrustedKeys.load(directory: paths.trustedKeysDirectory)
        let files = trustedKeyFiles + (environment["LARDER_TRUSTED_KEY"].map { [$0] } ?? [])
        for file in files where !file.isEmpty {
            trusted.trust(try SigningKey.PublicKey.load(from: URL(fileURLWithPath: file)))
        }
        guard !trusted.isEmpty else {
            throw .notConfigured(
                "no trusted publisher key: put it in \(paths.trustedKeysDirectory.path)/NAME.pub or pass --trusted-key FILE")
        }
        self.paths = paths
        self.feedLocation = location
        self.feed = source
        self.trusted = trusted
        self.log = log
    }

    /// The engine for the user's catalog.
    public var engine: UpdateEngine {
        UpdateEngine(
            catalog: paths.catalog, feed: feed, trusted: trusted,
            maintenance: LarderCatalogMaintenance(), log: log)
    }

    /// What an update would do (downloads only the feed index).
    public func check(progress: @escaping UpdateProgress = { _ in }) throws(UpdateError) -> UpdateCheck {
        try CatalogInstaller(paths: paths).installIfNeededForUpdate()
        return try engine.check(progress: progress)
    }

    /// Updates the catalog (or, with `dryRun`, verifies and reports what would change).
    public func update(dryRun: Bool, progress: @escaping UpdateProgress = { _ in }) throws(UpdateError) -> UpdateReport {
        try CatalogInstaller(paths: paths).installIfNeededForUpdate()
        return try engine.update(dryRun: dryRun, progress: progress)
    }
}

extension LarderPaths {
    /// Folder of `*.pub` publisher keys the updater trusts.
    public var trustedKeysDirectory: URL { dataDirectory.appendingPathComponent("trusted-keys") }
}

extension CatalogInstaller {
    /// Installs the bundled catalog first when the user has none, so an update has a base.
    func installIfNeededForUpdate() throws(UpdateError) {
        do { try installIfNeeded() } catch { throw .catalog(error.description) }
    }
}
