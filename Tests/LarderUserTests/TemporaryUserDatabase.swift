import Foundation
import LarderUser

/// A real `user.sqlite` in its own temporary folder, removed by ``remove()``.
struct TemporaryUserDatabase {
    let folder: URL
    var url: URL { folder.appendingPathComponent(UserDatabase.fileName) }

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-user-\(UUID().uuidString)")
    }

    func open() throws -> UserDatabase { try UserDatabase.open(at: url) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
