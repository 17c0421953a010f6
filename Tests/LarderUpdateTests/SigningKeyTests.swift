import Foundation
import Testing

@testable import LarderUpdate

@Suite struct SigningKeyTests {
    @Test func keyFilesRoundTrip() throws {
        let directory = try TemporaryDirectory()
        let key = SigningKey()
        try key.write(privateTo: directory.file("signing.key"))
        try key.publicKey.write(to: directory.file("signing.pub"))
        let loaded = try SigningKey.load(from: directory.file("signing.key"))
        #expect(loaded.publicKey == key.publicKey)
        #expect(try SigningKey.PublicKey.load(from: directory.file("signing.pub")) == key.publicKey)
        let permissions = try FileManager.default.attributesOfItem(atPath: directory.file("signing.key").path)[.posixPermissions]
        #expect(permissions as? Int == 0o600)
    }

    @Test func trustedKeysLoadEveryPublicKeyFileInAFolder() throws {
        let directory = try TemporaryDirectory()
        try TestKeys.publisher.publicKey.write(to: directory.file("a.pub"))
        try TestKeys.stranger.publicKey.write(to: directory.file("b.pub"))
        let trusted = try TrustedKeys.load(directory: directory.url)
        #expect(Set(trusted.keys.keys) == [TestKeys.publisher.publicKey.keyID, TestKeys.stranger.publicKey.keyID])
    }

    @Test func rejectsMalformedKeyFiles() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("bad.key")
        try Data("larder-ed25519-private AAAA\n".utf8).write(to: file)
        #expect(throws: UpdateError.invalidKey(file.path)) { try SigningKey.load(from: file) }
        try TestKeys.publisher.publicKey.write(to: file)
        #expect(throws: UpdateError.invalidKey(file.path)) { try SigningKey.load(from: file) }
    }

    @Test func keyIDsDifferPerKey() {
        #expect(TestKeys.publisher.publicKey.keyID != TestKeys.stranger.publicKey.keyID)
        #expect(TestKeys.publisher.publicKey.keyID.count == 16)
    }
}
