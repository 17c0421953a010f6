// A hidden helper for LarderUpdateTests: runs one update in its own process so a test can SIGKILL it
// at a random moment. Usage: larder-update-probe CATALOG FEED PUBLIC-KEY-FILE
import Foundation
import LarderUpdate

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: larder-update-probe CATALOG FEED PUBLIC-KEY-FILE\n".utf8))
    exit(2)
}
do {
    let key = try SigningKey.PublicKey.load(from: URL(fileURLWithPath: arguments[3]))
    let engine = UpdateEngine(
        catalog: URL(fileURLWithPath: arguments[1]), feed: try feedSource(for: arguments[2]), trusted: TrustedKeys([key]),
        maintenance: LarderCatalogMaintenance())
    let report = try engine.update()
    print(report.toVersion)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
