import Foundation
import Testing

@testable import LarderUpdate

@Suite struct SignedTests {
    let manifest = DeltaManifest(
        fromVersion: 1, toVersion: 2, fromContentHash: "aa", toContentHash: "bb", file: "deltas/1-2.delta", size: 10,
        changesetSize: 20, sha256: "cc")

    @Test func verifiesWithTheSigningKey() throws {
        let signed = Signed(manifest, key: TestKeys.publisher)
        #expect(try signed.verified(by: TestKeys.trusted, name: "m") == manifest)
    }

    @Test func survivesAnEncodeDecodeRoundTrip() throws {
        let data = FeedCoding.encode(Signed(manifest, key: TestKeys.publisher))
        let decoded = try FeedCoding.decode(Signed<DeltaManifest>.self, from: data, name: "m")
        #expect(try decoded.verified(by: TestKeys.trusted, name: "m") == manifest)
    }

    @Test func rejectsAnAlteredPayload() {
        var signed = Signed(manifest, key: TestKeys.publisher)
        signed.payload.toVersion = 3
        #expect(throws: UpdateError.badSignature("m")) { try signed.verified(by: TestKeys.trusted, name: "m") }
    }

    @Test func rejectsAFlippedSignatureByte() {
        var signed = Signed(manifest, key: TestKeys.publisher)
        var raw = Data(base64Encoded: signed.signature)!
        raw[5] ^= 0x01
        signed.signature = raw.base64EncodedString()
        #expect(throws: UpdateError.badSignature("m")) { try signed.verified(by: TestKeys.trusted, name: "m") }
    }

    @Test func rejectsAnUnknownKey() {
        let signed = Signed(manifest, key: TestKeys.stranger)
        #expect(throws: UpdateError.unknownKey("m", keyID: TestKeys.stranger.publicKey.keyID)) {
            try signed.verified(by: TestKeys.trusted, name: "m")
        }
    }

    @Test func rejectsAStrangerSignatureUnderTheTrustedKeyID() {
        var signed = Signed(manifest, key: TestKeys.stranger)
        signed.keyID = TestKeys.publisher.publicKey.keyID
        #expect(throws: UpdateError.badSignature("m")) { try signed.verified(by: TestKeys.trusted, name: "m") }
    }
}

/// The hex digest against the published SHA-256 test vectors (FIPS 180-2, appendix B.1; the empty string).
@Suite struct DigestHexTests {
    @Test func publishedVectors() {
        #expect(Digest.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Digest.sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
