import ArgumentParser
import Foundation
import LarderUpdate

/// `larder-publish`: writes signing keys, signed catalog deltas and full catalogs into an update feed.
@main
struct LarderPublish: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder-publish",
        abstract: "Publish signed catalog updates into a feed directory.",
        subcommands: [Keygen.self, Delta.self, Full.self])
}

/// Runs `body`, turning an ``UpdateError`` into one line on stderr and exit code 1.
func reportingErrors(_ body: () throws(UpdateError) -> Void) throws {
    do { try body() } catch {
        FileHandle.standardError.write(Data("larder-publish: \(error)\n".utf8))
        throw ExitCode.failure
    }
}
