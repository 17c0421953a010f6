import Crypto
import Foundation
import LarderCore

/// An Ed25519 key the publisher signs feed documents with.
///
/// Key files are one line of text: `larder-ed25519-private <base64>` (32-byte seed) or
/// `larder-ed25519-public <base64>` (32-byte public key).
public struct SigningKey: Sendable {
    /// The 32-byte seed, validated when the key was made or loaded; kept as bytes so the key is `Sendable`.
    private let seed: Data
    /// The matching public key.
    public let publicKey: PublicKey

    /// A fresh random key.
    public init() {
        let key = Curve25519.Signing.PrivateKey()
        seed = key.rawRepresentation
        publicKey = PublicKey(raw: key.publicKey.rawRepresentation)
    }

    /// The key with this 32-byte seed (tests use a fixed one).
    public init(seed: Data) throws(UpdateError) {
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) else { throw .invalidKey("seed") }
        self.seed = seed
        publicKey = PublicKey(raw: key.publicKey.rawRepresentation)
    }

    /// Reads a private key file written by ``write(privateTo:)``.
    public static func load(from url: URL) throws(UpdateError) -> SigningKey {
        let raw = try KeyFile.read(url, kind: KeyFile.privateTag)
        return try SigningKey(seed: raw)
    }

    /// Writes the private key file (mode 0600).
    public func write(privateTo url: URL) throws(UpdateError) {
        try KeyFile.write(seed, kind: KeyFile.privateTag, to: url, permissions: 0o600)
    }

    /// Signs `bytes`.
    public func signature(for bytes: Data) -> Data {
        // The seed was validated on initialisation, and signing with a valid key only fails on
        // allocation failure; an empty signature then fails every verification.
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) else { return Data() }
        return (try? key.signature(for: bytes)) ?? Data()
    }

    /// An Ed25519 public key that verifies feed documents.
    public struct PublicKey: Sendable, Hashable {
        /// The 32 raw key bytes.
        public let rawRepresentation: Data

        init(raw: Data) { rawRepresentation = raw }

        /// The key from its 32 raw bytes.
        public init(rawRepresentation: Data) throws(UpdateError) {
            guard (try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation)) != nil else {
                throw .invalidKey("public key")
            }
            self.rawRepresentation = rawRepresentation
        }

        /// Reads a public key file written by ``write(to:)``.
        public static func load(from url: URL) throws(UpdateError) -> PublicKey {
            let raw = try KeyFile.read(url, kind: KeyFile.publicTag)
            do { return try PublicKey(rawRepresentation: raw) } catch { throw .invalidKey(url.path) }
        }

        /// Writes the public key file.
        public func write(to url: URL) throws(UpdateError) {
            try KeyFile.write(rawRepresentation, kind: KeyFile.publicTag, to: url, permissions: 0o644)
        }

        /// A short stable name: the first 8 bytes of the key's SHA-256, in hex.
        public var keyID: String { String(Digest.sha256(rawRepresentation).prefix(16)) }

        /// Whether `signature` is this key's signature over `bytes`.
        public func isValidSignature(_ signature: Data, for bytes: Data) -> Bool {
            guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation) else { return false }
            return key.isValidSignature(signature, for: bytes)
        }
    }
}

/// The one-line text format of key files.
enum KeyFile {
    static let privateTag = "larder-ed25519-private"
    static let publicTag = "larder-ed25519-public"

    /// Key files are one short line; anything longer is not a key file.
    static let maxSize = 4096

    static func read(_ url: URL, kind: String) throws(UpdateError) -> Data {
        let bytes: Data
        do {
            bytes = try BoundedFile.read(url.path, limit: maxSize)
        } catch let error as FileSystemError {
            throw .keyFileUnreadable(url.path, reason: error.isMissing ? "no such file" : error.reasonText)
        } catch {
            throw .invalidKey(url.path)
        }
        guard let text = String(data: bytes, encoding: .utf8) else { throw .invalidKey(url.path) }
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, parts[0] == kind, let raw = Data(base64Encoded: String(parts[1])), raw.count == 32
        else { throw .invalidKey(url.path) }
        return raw
    }

    static func write(_ raw: Data, kind: String, to url: URL, permissions: Int) throws(UpdateError) {
        let text = "\(kind) \(raw.base64EncodedString())\n"
        do {
            // The mode is set before any byte is written: a private key is never readable by others.
            try OutputFile.write(Data(text.utf8), to: url.path, mode: mode_t(permissions))
        } catch {
            throw .io(url.path, reason: error.reasonText)
        }
    }
}
