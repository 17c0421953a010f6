import Foundation

/// A feed document and its Ed25519 signature over the document's canonical JSON bytes.
///
/// Canonical bytes are `JSONEncoder` output with sorted keys and no whitespace; payloads hold only
/// integers and strings, so decoding and re-encoding yields the bytes that were signed.
public struct Signed<Payload: Codable & Sendable>: Codable, Sendable {
    /// The signed document.
    public var payload: Payload
    /// ``SigningKey/PublicKey/keyID`` of the signing key.
    public var keyID: String
    /// Base64 Ed25519 signature over ``canonicalBytes(of:)`` of the payload.
    public var signature: String

    /// Signs `payload` with `key`.
    public init(_ payload: Payload, key: SigningKey) {
        self.payload = payload
        self.keyID = key.publicKey.keyID
        self.signature = key.signature(for: Self.canonicalBytes(of: payload)).base64EncodedString()
    }

    /// The payload once its signature is checked against `trusted`.
    /// - Throws: ``UpdateError/unknownKey(_:keyID:)`` or ``UpdateError/badSignature(_:)``.
    public func verified(by trusted: TrustedKeys, name: String) throws(UpdateError) -> Payload {
        guard let key = trusted.keys[keyID] else { throw .unknownKey(name, keyID: keyID) }
        guard let raw = Data(base64Encoded: signature),
            key.isValidSignature(raw, for: Self.canonicalBytes(of: payload))
        else { throw .badSignature(name) }
        return payload
    }

    /// The bytes a signature covers.
    public static func canonicalBytes(of payload: Payload) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Payloads are plain structs of strings and integers: encoding cannot fail.
        return (try? encoder.encode(payload)) ?? Data()
    }
}
