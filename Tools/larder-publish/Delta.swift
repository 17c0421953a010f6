import ArgumentParser
import Foundation
import LarderUpdate

extension LarderPublish {
    struct Delta: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Publish the signed delta between two catalogs.")

        @Option(help: "The older catalog.") var from: String
        @Option(help: "The newer catalog.") var to: String
        @Option(help: "The private signing key file.") var key: String
        @Option(help: "The feed directory.") var feed: String

        func run() throws {
            try reportingErrors { () throws(UpdateError) in
                let publisher = Publisher(
                    feed: URL(fileURLWithPath: feed), key: try SigningKey.load(from: URL(fileURLWithPath: key)),
                    maintenance: LarderCatalogMaintenance())
                let manifest = try publisher.publishDelta(from: URL(fileURLWithPath: from), to: URL(fileURLWithPath: to))
                print("\(manifest.name): \(manifest.file) (\(manifest.size) bytes)")
            }
        }
    }
}
