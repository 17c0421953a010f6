import Foundation
import LarderCore

/// The bounds on everything read from a feed, which is untrusted until its signatures verify.
///
/// `index.json` is capped before its signature is checked; a payload is capped at the size its signed
/// manifest announces, and that size itself must be within ``maxPayloadBytes``; inflation is capped at
/// the manifest's inflated size, within ``maxInflatedBytes``. Every download also has an overall
/// deadline, so a server that trickles a byte at a time cannot hang an update.
public enum FeedLimits {
    /// The largest `index.json` accepted (a feed with years of daily deltas is well under 1 MiB).
    public static let maxIndexBytes = 4 << 20
    /// The largest compressed payload a manifest may announce.
    public static let maxPayloadBytes = 512 << 20
    /// The largest inflated catalog or changeset a manifest may announce.
    public static let maxInflatedBytes = 2 << 30
    /// Seconds one HTTP download may take in all, by default.
    public static let defaultDeadline: TimeInterval = 600

    /// Checks a size announced by a signed manifest before anything is allocated for it.
    /// - Throws: ``UpdateError/limitExceeded(_:)`` for a negative size or one beyond `maximum`.
    static func validate(_ size: Int, maximum: Int, name: String) throws(UpdateError) {
        do {
            try InputBudget(name: name, maxBytes: maximum).validateAnnounced(size)
        } catch {
            throw .limitExceeded(error.description)
        }
    }
}
