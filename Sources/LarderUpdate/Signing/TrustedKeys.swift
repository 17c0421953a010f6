import Foundation

/// The public keys an installation accepts feed documents from.
///
/// An app ships its publisher's key; a user or test may configure others
/// (``load(directory:)`` reads every `*.pub` file in a folder).
public struct TrustedKeys: Sendable {
    /// Keys by ``SigningKey/PublicKey/keyID``.
    public private(set) var keys: [String: SigningKey.PublicKey]

    /// Trusts exactly `keys`.
    public init(_ keys: [SigningKey.PublicKey]) {
        self.keys = Dictionary(keys.map { ($0.keyID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Trusts every `*.pub` key file in `directory` (none when it does not exist).
    public static func load(directory: URL) throws(UpdateError) -> TrustedKeys {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var keys: [SigningKey.PublicKey] = []
        for name in names.sorted() where name.hasSuffix(".pub") {
            keys.append(try SigningKey.PublicKey.load(from: directory.appendingPathComponent(name)))
        }
        return TrustedKeys(keys)
    }

    /// Adds `key`.
    public mutating func trust(_ key: SigningKey.PublicKey) { keys[key.keyID] = key }

    /// Whether no key is trusted (then nothing can verify).
    public var isEmpty: Bool { keys.isEmpty }
}
