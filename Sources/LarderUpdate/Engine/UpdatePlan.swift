/// What an update will do, decided from the verified feed index and the installed catalog's stamp.
public enum UpdatePlan: Sendable, Hashable {
    /// The installed catalog is the feed's latest.
    case upToDate
    /// Apply these deltas in order, in one transaction.
    case deltas([DeltaManifest])
    /// Replace the catalog with this full catalog (no chain of deltas reaches the latest version).
    case full(FullCatalogManifest)

    /// Compressed bytes to download.
    public var downloadSize: Int {
        switch self {
        case .upToDate: 0
        case let .deltas(chain): chain.reduce(0) { $0 + $1.size }
        case let .full(manifest): manifest.size
        }
    }
}

/// Chooses between a chain of deltas and the full catalog.
public enum UpdatePlanner {
    /// The plan from `installed` to the index's latest version. Verifies the signature of every
    /// manifest the plan uses.
    ///
    /// The chain follows deltas by version from the installed one; the shortest chain wins. When no
    /// chain exists, or its first delta was built on other content than the installed catalog, the
    /// full catalog is used when the feed has it.
    /// - Throws: ``UpdateError/downgrade(installed:offered:)`` when the feed is older than the catalog,
    ///   ``UpdateError/wrongBase(_:expected:installed:)`` or ``UpdateError/noUpdatePath(from:to:)``,
    ///   and signature errors.
    /// - Complexity: O(d²) in the number of deltas (feeds list tens).
    public static func plan(
        index: FeedIndex, installed: CatalogStamp, trusted: TrustedKeys
    ) throws(UpdateError) -> UpdatePlan {
        if index.latestVersion < installed.version {
            throw .downgrade(installed: installed.version, offered: index.latestVersion)
        }
        let target = CatalogStamp(version: index.latestVersion, contentHash: index.latestContentHash)
        if target == installed { return .upToDate }
        let full = try fullCatalog(index, target: target, installed: installed, trusted: trusted)
        if let chain = try chain(index.deltas, from: installed.version, to: target.version, trusted: trusted) {
            if chain.first?.fromContentHash == installed.contentHash, chain.last?.toContentHash == target.contentHash {
                return .deltas(chain)
            }
            if let full { return .full(full) }
            let first = chain[0]
            throw .wrongBase(first.name, expected: first.fromVersion, installed: installed.version)
        }
        if let full { return .full(full) }
        throw .noUpdatePath(from: installed.version, to: target.version)
    }

    private static func fullCatalog(
        _ index: FeedIndex, target: CatalogStamp, installed: CatalogStamp, trusted: TrustedKeys
    ) throws(UpdateError) -> FullCatalogManifest? {
        guard let signed = index.full else { return nil }
        let manifest = try signed.verified(by: trusted, name: "full catalog manifest")
        guard manifest.version == target.version, manifest.contentHash == target.contentHash else { return nil }
        return manifest
    }

    /// Breadth-first over versions; only deltas that move forward are edges.
    private static func chain(
        _ deltas: [Signed<DeltaManifest>], from start: Int, to goal: Int, trusted: TrustedKeys
    ) throws(UpdateError) -> [DeltaManifest]? {
        let forward = deltas.filter { $0.payload.toVersion > $0.payload.fromVersion && $0.payload.fromVersion >= start }
        var previous: [Int: Signed<DeltaManifest>] = [:]
        var frontier = [start]
        var seen: Set<Int> = [start]
        while !frontier.isEmpty, previous[goal] == nil {
            var next: [Int] = []
            for version in frontier {
                for delta in forward where delta.payload.fromVersion == version && !seen.contains(delta.payload.toVersion) {
                    seen.insert(delta.payload.toVersion)
                    previous[delta.payload.toVersion] = delta
                    next.append(delta.payload.toVersion)
                }
            }
            frontier = next
        }
        guard previous[goal] != nil else { return nil }
        var chain: [DeltaManifest] = []
        var version = goal
        while version != start, let delta = previous[version] {
            chain.append(try delta.verified(by: trusted, name: "\(delta.payload.name) manifest"))
            version = delta.payload.fromVersion
        }
        return chain.reversed()
    }
}
