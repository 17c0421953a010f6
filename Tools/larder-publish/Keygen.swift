import ArgumentParser
import Foundation
import LarderUpdate

extension LarderPublish {
    struct Keygen: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write a new Ed25519 key pair (signing.key, signing.pub).")

        @Option(help: "Directory to write the key pair into.") var out: String

        func run() throws {
            try reportingErrors { () throws(UpdateError) in
                let directory = URL(fileURLWithPath: out)
                let keyFile = directory.appendingPathComponent("signing.key")
                if FileManager.default.fileExists(atPath: keyFile.path) {
                    throw UpdateError.io(keyFile.path, reason: "already exists; refusing to overwrite a key")
                }
                do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                    throw UpdateError.io(directory.path, reason: error.localizedDescription)
                }
                let key = SigningKey()
                try key.write(privateTo: keyFile)
                try key.publicKey.write(to: directory.appendingPathComponent("signing.pub"))
                print(key.publicKey.keyID)
            }
        }
    }
}
