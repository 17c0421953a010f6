import Foundation
import LarderKit
import LarderUser
import Testing

/// ``LarderSession/close()`` closes both connections as releasing the session would, while the session lives on.
@Suite struct SessionCloseTests {
    @Test func closeCheckpointsTheUserDatabaseAndLaterCallsFail() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        _ = try larder.addFavorites(["negroni", "daiquiri"])
        let user = larder.paths.userDatabase
        let log = URL(fileURLWithPath: user.path + "-wal")
        #expect(FileManager.default.fileExists(atPath: log.path))
        try larder.close()
        // Checkpointed and removed: the favorites are in the file itself, which a second connection reads.
        #expect(!FileManager.default.fileExists(atPath: log.path))
        let second = try UserDatabase.open(at: user, readOnly: true)
        #expect(Set(try second.favorites().map(\.recipe.rawValue)) == ["negroni", "daiquiri"])
        #expect(throws: LarderError.closed) { try larder.favorites() }
        #expect(throws: LarderError.closed) { try larder.show("negroni") }
        #expect(throws: LarderError.closed) { try larder.catalog() }
        // Closing again, or a session that opened nothing, is no failure.
        try larder.close()
        try LarderSession(paths: larder.paths).close()
    }
}
