import ArgumentParser
import Foundation
import LarderCatalog
import LarderKit

/// Printing results (stdout) and diagnostics (stderr).
enum Output {
    /// Prints `value` as pretty, key-sorted JSON on stdout.
    static func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    /// Writes one line to stderr.
    static func diagnostic(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Runs a command body, turning library errors into one line on stderr and exit code 1.
/// Argument errors stay with ArgumentParser (usage text, exit code 64).
func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as ExitCode {
        throw error
    } catch let error as ValidationError {
        throw error
    } catch let error as CleanExit {
        throw error
    } catch {
        Output.diagnostic("larder: \(message(for: error))")
        throw ExitCode.failure
    }
}

/// Async form of ``reportingErrors(_:)``.
func reportingErrors<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as ExitCode {
        throw error
    } catch let error as ValidationError {
        throw error
    } catch {
        Output.diagnostic("larder: \(message(for: error))")
        throw ExitCode.failure
    }
}

/// The one-line message for any error a command can meet.
func message(for error: any Error) -> String {
    switch error {
    case let error as CatalogError: LarderError.catalog(error).description
    case let error as CustomStringConvertible: error.description
    default: String(describing: error)
    }
}
