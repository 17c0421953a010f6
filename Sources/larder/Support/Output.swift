import Foundation
import LarderKit

/// Everything `larder` writes: results on stdout, diagnostics on stderr, user text escaped.
enum Output {
    /// Prints `value` as pretty, key-sorted JSON on stdout.
    static func json<T: Encodable>(_ value: T) throws {
        write(try encoded(value) + Data("\n".utf8))
    }

    /// Writes UTF-8 bytes to stdout through `print`'s buffered stream, so the two keep their order.
    /// A failed write is not fatal here: ``finish()`` reports it once, when the command is done.
    static func write(_ data: Data) {
        print(String(decoding: data, as: UTF8.self), terminator: "")
    }

    /// Writes one line to stderr, with control characters escaped so that it stays one line and
    /// cannot drive the terminal.
    static func diagnostic(_ line: String) {
        progress(line.escapingControlCharacters + "\n")
    }

    /// Writes text to stderr as is (progress lines that rewrite themselves). Errors are ignored:
    /// there is nowhere left to report them.
    static func progress(_ text: String) {
        StandardStreams.writeError(text)
    }

    /// Flushes stdout and returns the message for a write that failed (a full disk, a closed
    /// descriptor), or nil when everything printed reached its destination.
    static func finish() -> String? {
        do {
            try StandardStreams.flushOutput()
            return nil
        } catch {
            return error.description
        }
    }

    /// Reports a failure: `larder: MESSAGE` on stderr, or `{"error": MESSAGE}` when JSON was asked for.
    static func failure(_ message: String, json: Bool) {
        let line = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "unknown error"
        if json, let data = try? encoded(["error": line.escapingControlCharacters], pretty: false) {
            progress(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            diagnostic("larder: " + line)
        }
    }

    /// The outcome of an edit of the user's data: JSON on stdout with `--json`, else one line on stderr
    /// ("2 favorites added; Negroni was one already").
    static func edit(_ outcome: EditOutcome, noun: String, json: Bool, target: String? = nil) throws {
        if json { return try Output.json(outcome) }
        var line = "\(count(outcome.changed.count, noun)) \(outcome.action)"
        if let target { line += outcome.action == "removed" ? " from \(target)" : " to \(target)" }
        if outcome.changed.count > 0 && outcome.changed.count <= 5 {
            line += ": " + outcome.changed.map(\.name).joined(separator: ", ")
        }
        if !outcome.unchanged.isEmpty {
            let names = outcome.unchanged.map(\.name).joined(separator: ", ")
            line += "; already there: \(names)"
        }
        diagnostic(line)
    }

    /// "1 favorite", "2 favorites", "3 entries".
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }

    private static func encoded<T: Encodable>(_ value: T, pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }
}
