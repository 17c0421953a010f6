import Foundation
import GRDB

/// The user's own data — favorites, collections, ratings, inventory, staples, substitutes, history and
/// the log of catalog updates — in `user.sqlite` beside the catalog copy.
///
/// Every operation is one short transaction on a WAL database with a busy timeout, so several
/// `larder` processes can write at once without losing anything.
public struct UserDatabase: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "user.sqlite"

    let writer: any DatabaseWriter

    /// Wraps an open database (a pool on a file, or a queue in tests) and migrates it.
    public init(_ writer: any DatabaseWriter) throws(UserDataError) {
        self.writer = writer
        do {
            try UserSchema.migrator.migrate(writer)
        } catch {
            throw .database(Self.describe(error))
        }
    }

    /// Opens (creating if needed) the user database at `url` in WAL mode with a busy timeout.
    public static func open(at url: URL, busyTimeout: TimeInterval = 10) throws(UserDataError) -> UserDatabase {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            return try UserDatabase(DatabasePool(path: url.path, configuration: configuration))
        } catch let error as UserDataError {
            throw error
        } catch {
            throw .database(describe(error))
        }
    }

    /// Runs one write transaction, mapping database errors to ``UserDataError``.
    func write<T>(_ body: (Database) throws -> T) throws(UserDataError) -> T {
        do {
            return try writer.write(body)
        } catch let error as UserDataError {
            throw error
        } catch {
            throw .database(Self.describe(error))
        }
    }

    /// Runs one read.
    func read<T>(_ body: (Database) throws -> T) throws(UserDataError) -> T {
        do {
            return try writer.read(body)
        } catch let error as UserDataError {
            throw error
        } catch {
            throw .database(Self.describe(error))
        }
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}
