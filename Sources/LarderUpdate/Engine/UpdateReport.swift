/// The outcome of ``UpdateEngine/check(progress:)``.
public struct UpdateCheck: Sendable, Hashable {
    /// The installed catalog.
    public var installed: CatalogStamp
    /// The feed's latest version.
    public var latestVersion: Int
    /// What an update would do.
    public var plan: UpdatePlan
}

/// The outcome of ``UpdateEngine/update(dryRun:progress:)``.
public struct UpdateReport: Sendable, Hashable {
    /// The version before.
    public var fromVersion: Int
    /// The version after (the same when up to date; the would-be version on a dry run).
    public var toVersion: Int
    /// What was done.
    public var plan: UpdatePlan
    /// What changed, in recipes.
    public var summary: ChangeSummary
    /// Whether this was a dry run (nothing changed).
    public var dryRun: Bool
    /// Set when the catalog was updated but the history could not be recorded.
    public var historyError: String?
}
