import Foundation
import GRDB
import Testing
@testable import LarderUser

/// Reading user data must not need write access: read commands open read-only, and a database that
/// cannot be written opens read-only by itself.
@Suite struct ReadOnlyTests {
    @Test func readOnlyOpenReadsWithoutWriting() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        try temp.open().addFavorite("negroni")
        let before = try Data(contentsOf: temp.url)
        let db = try UserDatabase.open(at: temp.url, readOnly: true)
        #expect(db.isReadOnly)
        #expect(try db.favorites().map(\.recipe) == ["negroni"])
        #expect(throws: UserDataError.readOnly(temp.url.path)) { try db.addFavorite("mojito") }
        #expect(try Data(contentsOf: temp.url) == before, "nothing written")
    }

    @Test func aMissingFileReadsAsEmptyWithoutCreatingAnything() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try UserDatabase.open(at: temp.url, readOnly: true)
        #expect(try db.favorites().isEmpty)
        #expect(try db.inventory().staples == ["ice", "sugar", "water"])
        #expect(!FileManager.default.fileExists(atPath: temp.folder.path), "no folder created")
    }

    @Test func aWALFileInAFolderWithoutItsShmFileStillReads() throws {
        // After the last connection closes, SQLite removes `-wal` and `-shm`; a read-only reader that
        // cannot create `-shm` again reads the file as immutable.
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        do { try temp.open().addFavorite("negroni") }
        #expect(!FileManager.default.fileExists(atPath: temp.url.path + "-shm"))
        let db = try UserDatabase.open(at: temp.url, readOnly: true)
        #expect(try db.favorites().map(\.recipe) == ["negroni"])
    }

    @Test(.enabled(if: getuid() != 0, "root ignores file modes"))
    func aReadOnlyFolderOpensReadOnlyByItself() throws {
        let temp = TemporaryUserDatabase()
        defer {
            chmod(temp.folder.path, 0o755)
            temp.remove()
        }
        try temp.open().addFavorite("negroni")
        chmod(temp.folder.path, 0o555)
        let db = try temp.open()
        #expect(db.isReadOnly)
        #expect(try db.favorites().map(\.recipe) == ["negroni"])
        #expect(throws: UserDataError.readOnly(temp.url.path)) { try db.addFavorite("mojito") }
    }

    @Test func aFolderThatCannotBeCreatedIsOneLine() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("larder-blocker-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        do {
            _ = try UserDatabase.open(at: blocker.appendingPathComponent("sub/user.sqlite"))
            Issue.record("opened under a file")
        } catch {
            #expect(error.description == "user database: cannot create directory \(blocker.path): not a directory")
        }
    }
}
