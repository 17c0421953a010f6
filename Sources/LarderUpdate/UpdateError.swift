import Foundation

/// Everything that can stop a publish or an update. Each case reads as one clear line.
///
/// Whenever the engine throws one of these, the installed catalog is exactly what it was before.
public enum UpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The feed could not be reached at all (no such directory, connection refused, DNS…).
    case feedUnreachable(String, reason: String)
    /// The feed answered a request with a non-success HTTP status.
    case httpStatus(String, status: Int)
    /// A download ended before all announced bytes arrived.
    case downloadIncomplete(String)
    /// A feed document is not valid JSON of the expected shape.
    case malformedDocument(String, reason: String)
    /// A signature does not verify against the signing key it names.
    case badSignature(String)
    /// A document is signed by a key that is not trusted.
    case unknownKey(String, keyID: String)
    /// A payload's size or SHA-256 differs from its signed manifest.
    case digestMismatch(String)
    /// A payload passed its digest but does not inflate to the announced size.
    case corruptPayload(String)
    /// The feed offers an older catalog than the installed one, or a delta that goes backwards.
    case downgrade(installed: Int, offered: Int)
    /// A delta's base is not the installed catalog (another version or other content).
    case wrongBase(String, expected: Int, installed: Int)
    /// A delta that was already applied (its target is not newer than the installed catalog).
    case replayed(String, installed: Int)
    /// A delta's rows disagree with the catalog it is applied to; nothing was applied.
    case conflict(String, table: String)
    /// After applying, the catalog's content hash is not the one the manifest promised.
    case contentMismatch(expected: String, actual: String)
    /// The feed offers neither a chain of deltas nor a full catalog reaching its latest version.
    case noUpdatePath(from: Int, to: Int)
    /// The catalog file could not be read or written.
    case catalog(String)
    /// A file could not be read or written.
    case io(String, reason: String)
    /// The catalogs cannot be diffed (schema differs, a table lacks a primary key, versions not increasing).
    case unsupported(String)
    /// A key file is missing or not a valid Ed25519 key.
    case invalidKey(String)
    /// A key file that does not exist or cannot be read (as opposed to one that is not a key).
    case keyFileUnreadable(String, reason: String)
    /// A download exceeded its size cap or its overall deadline, or announced an impossible size.
    /// The text is the whole message ("feed index is larger than the 4 MiB limit").
    case limitExceeded(String)
    /// A feed location that is neither an `http(s)://` URL nor a plain path (`ftp://`, `file://`…).
    case unsupportedFeed(String)
    /// Another process is updating or installing the catalog right now.
    case busy(String)
    /// Updating is not set up (no feed, no trusted key); the text says what to do.
    case notConfigured(String)

    /// One line for the user saying what went wrong.
    public var description: String {
        switch self {
        case let .feedUnreachable(feed, reason): "cannot reach update feed \(feed): \(reason)"
        case let .httpStatus(url, status): "update feed answered HTTP \(status) for \(url)"
        case let .downloadIncomplete(name): "download of \(name) was cut off before it completed"
        case let .malformedDocument(name, reason): "\(name) is not a valid feed document: \(reason)"
        case let .badSignature(name): "\(name) has an invalid signature (tampered or corrupted)"
        case let .unknownKey(name, keyID): "\(name) is signed by untrusted key \(keyID)"
        case let .digestMismatch(name): "\(name) does not match its signed size and SHA-256 (corrupted or tampered)"
        case let .corruptPayload(name): "\(name) is corrupt: it does not inflate to its announced size"
        case let .downgrade(installed, offered):
            "refusing downgrade: feed offers version \(offered) but version \(installed) is installed"
        case let .wrongBase(name, expected, installed):
            "\(name) applies to catalog version \(expected) with other content than the installed version \(installed)"
        case let .replayed(name, installed): "\(name) was already applied: version \(installed) is installed"
        case let .conflict(name, table): "\(name) does not apply to the installed catalog (conflict in table \(table))"
        case let .contentMismatch(expected, actual):
            "updated catalog content hash \(actual.prefix(12)) is not the expected \(expected.prefix(12))"
        case let .noUpdatePath(from, to): "the feed offers no way from version \(from) to version \(to)"
        case let .catalog(reason): "catalog error: \(reason)"
        case let .io(path, reason): "cannot access \(path): \(reason)"
        case let .unsupported(reason): "cannot build a delta: \(reason)"
        case let .invalidKey(path): "\(path) is not a valid Ed25519 key file"
        case let .keyFileUnreadable(path, reason): "cannot read key file \(path): \(reason)"
        case let .limitExceeded(message): message
        case let .unsupportedFeed(location):
            "unsupported feed \(location): use an http:// or https:// URL or a folder path"
        case let .busy(path): "another update or install of \(path) is running; try again when it has finished"
        case let .notConfigured(what): what
        }
    }
}
