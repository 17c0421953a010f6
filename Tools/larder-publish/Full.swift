import ArgumentParser
import Foundation
import LarderUpdate

extension LarderPublish {
    struct Full: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Publish a full catalog as the feed's latest.")

        @Argument(help: "The catalog file.") var catalog: String
        @Option(help: "The private signing key file.") var key: String
        @Option(help: "The feed directory.") var feed: String

        func run() throws {
            try reportingErrors { () throws(UpdateError) in
                let publisher = Publisher(
                    feed: URL(fileURLWithPath: feed), key: try SigningKey.load(from: URL(fileURLWithPath: key)),
                    maintenance: LarderCatalogMaintenance())
                let manifest = try publisher.publishFull(URL(fileURLWithPath: catalog))
                print("\(manifest.name): \(manifest.file) (\(manifest.size) bytes)")
            }
        }
    }
}
