import LarderUpdate

/// What an update check, dry run or update found and did.
public struct UpdateOutcome: Sendable, Codable, Hashable {
    /// The version installed before the command.
    public var fromVersion: Int
    /// The version installed after it (the same for `--check` and `--dry-run`).
    public var installedVersion: Int
    /// The newest catalog version the feed offers.
    public var latestVersion: Int
    /// Whether the installed catalog is the feed's newest already.
    public var upToDate: Bool
    /// How the update downloads: a chain of deltas or the full catalog; `nil` when up to date.
    public var method: AppliedUpdate.Method?
    /// How many delta files the update chains; 0 for a full download or none.
    public var deltas: Int
    /// Compressed bytes to download (0 when up to date).
    public var downloadBytes: Int
    /// Whether this command changed the installed catalog.
    public var applied: Bool
    /// Recipes the update adds (would add, in a dry run); `nil` for a check and when up to date.
    public var added: Int?
    /// Recipes the update changes (would change, in a dry run); `nil` for a check and when up to date.
    public var changed: Int?
    /// Recipes the update removes (would remove, in a dry run); `nil` for a check and when up to date.
    public var removed: Int?
    /// Set when the catalog was updated but the user database's history could not record it.
    public var historyError: String?

    /// The outcome of `--check`: what is available, nothing downloaded but the index, nothing changed.
    public init(_ check: UpdateCheck) {
        fromVersion = check.installed.version
        installedVersion = fromVersion
        latestVersion = check.latestVersion
        upToDate = check.plan == .upToDate
        (method, deltas) = Self.describe(check.plan)
        downloadBytes = check.plan.downloadSize
        applied = false
    }

    /// The outcome of an update or a dry run.
    public init(_ report: UpdateReport) {
        fromVersion = report.fromVersion
        upToDate = report.plan == .upToDate
        applied = !report.dryRun && !upToDate
        installedVersion = applied ? report.toVersion : report.fromVersion
        latestVersion = report.toVersion
        (method, deltas) = Self.describe(report.plan)
        downloadBytes = report.plan.downloadSize
        if !upToDate {
            (added, changed, removed) = (report.summary.recipesAdded, report.summary.recipesChanged, report.summary.recipesRemoved)
        }
        historyError = report.historyError
    }

    static func describe(_ plan: UpdatePlan) -> (AppliedUpdate.Method?, Int) {
        switch plan {
        case .upToDate: (nil, 0)
        case let .deltas(chain): (.delta, chain.count)
        case .full: (.full, 0)
        }
    }
}

/// What ``LarderSession/update(feed:trustedKeyFiles:mode:progress:)`` does.
public enum UpdateMode: String, Sendable, Codable, CaseIterable {
    /// Only tell whether an update is available (downloads the feed index).
    case check
    /// Download and verify, then report what would change without changing anything.
    case dryRun
    /// Update the catalog.
    case apply
}

extension LarderSession {
    /// Checks for, verifies or applies a catalog update from a signed feed (`feed`, else `$LARDER_FEED`).
    /// The user's data is never changed; an applied update is recorded in its history.
    public func update(
        feed: String?, trustedKeyFiles: [String] = [], mode: UpdateMode, progress: @escaping UpdateProgress = { _ in }
    ) throws(LarderError) -> UpdateOutcome {
        let updater = try updater(feed: feed, trustedKeyFiles: trustedKeyFiles, recording: mode == .apply)
        do throws(UpdateError) {
            switch mode {
            case .check: return UpdateOutcome(try updater.check(progress: progress))
            case .dryRun: return UpdateOutcome(try updater.update(dryRun: true, progress: progress))
            case .apply: return UpdateOutcome(try updater.update(dryRun: false, progress: progress))
            }
        } catch {
            throw .update(error)
        }
    }
}
