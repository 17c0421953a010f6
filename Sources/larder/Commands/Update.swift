import Foundation
import LarderKit

#if canImport(Glibc)
    import Glibc
#endif

extension Larder {
    /// `larder update [--feed DIR|URL] [--trusted-key FILE] [--check] [--dry-run] [--json]`
    struct Update: RunnableCommand {
        static let spec = CommandSpec(
            "update",
            abstract: "Update the catalog from a signed feed (deltas, or the full catalog when needed).",
            discussion: "Your own data is never changed. Everything is verified before the catalog is touched.",
            arguments: [Key.feed, Key.trustedKey, Key.check, Key.dryRun, GlobalOptions.arguments],
            command: Update.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let feed = Option<String>("feed", valueName: "dir|url", help: "Feed directory or http(s) URL (default: $LARDER_FEED).")
            static let trustedKey = RepeatedOption<String>("trusted-key", valueName: "file",
                help: "Trust this publisher public key file (repeatable).")
            static let check = Flag("check", help: "Only tell whether an update is available.")
            static let dryRun = Flag("dry-run", help: "Download and verify, then report what would change without changing anything.")
        }

        let feed: String?
        let trustedKey: [String]
        let check: Bool
        let dryRun: Bool
        let global: GlobalOptions

        func validate() throws {
            if check && dryRun { throw UsageError("--check and --dry-run cannot be combined") }
        }

        func run() throws {
            let progress = ProgressPrinter(live: isatty(STDERR_FILENO) == 1)
            defer { progress.finish() }
            let mode: UpdateMode = check ? .check : (dryRun ? .dryRun : .apply)
            let report = try global.session().update(feed: feed, trustedKeyFiles: trustedKey, mode: mode, progress: progress.print)
            progress.finish()
            if let historyError = report.historyError {
                Output.diagnostic("larder: warning: the catalog was updated but its history was not recorded: \(historyError)")
            }
            if try global.printedJSON(report) { return }
            print(report.text)
        }

        init(_ parsed: ParsedArguments) throws {
            feed = parsed[Key.feed]
            trustedKey = parsed[Key.trustedKey]
            check = parsed[Key.check]
            dryRun = parsed[Key.dryRun]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}

extension UpdateOutcome {
    /// The outcome as one sentence.
    var text: String {
        if upToDate { return "Catalog v\(installedVersion) is up to date." }
        let how = method == .delta ? "\(deltas) delta\(deltas == 1 ? "" : "s")" : "full catalog"
        let size = "\(how), \(downloadBytes) bytes"
        guard let added, let changed, let removed else {
            return "Catalog v\(fromVersion) installed; v\(latestVersion) available (\(size))."
        }
        let changes = "\(added) recipes added, \(changed) changed, \(removed) removed"
        let verb = applied ? "Updated" : "Would update"
        return "\(verb) catalog v\(fromVersion) to v\(latestVersion) (\(size)): \(changes)."
    }
}

/// Progress on stderr: a live line on a terminal; otherwise one line per apply step (downloads stay quiet,
/// so a rejected update prints only its error line).
final class ProgressPrinter: @unchecked Sendable {
    private let live: Bool
    private let lock = NSLock()
    private var lineOpen = false

    init(live: Bool) { self.live = live }

    var print: UpdateProgress { { [self] event in lock.withLock { show(event) } } }

    func finish() { lock.withLock { if lineOpen { Output.progress("\n") } } }

    private func show(_ event: UpdateEvent) {
        switch event {
        case let .downloading(name, received, total):
            let percent = total.map { $0 > 0 ? " \(received * 100 / $0)%" : "" } ?? ""
            if live { write("downloading \(name)\(percent)", replace: true) }
        case .verifying: if live { write("verifying signatures and digests", replace: true) }
        case let .applying(name, index, count): write("applying \(name) (\(index)/\(count))", replace: live)
        case let .installing(name): write("installing \(name)", replace: live)
        case .checking: if live { write("checking the catalog's content hash", replace: true) }
        }
    }

    private func write(_ text: String, replace: Bool = false) {
        let line = replace ? "\r\u{1B}[2K" + text : text + "\n"
        lineOpen = replace
        Output.progress(line)
    }
}
