import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock that makes a catalog's staging files and journal belong to one process at a time.
///
/// An update or install holds it (`flock(2)` on `catalog.sqlite.lock`, exclusive) from before it
/// stages anything until its rename or commit is done. Recovery takes it too, without waiting: when
/// another process holds it, the `.incoming` file and `-journal` are that process's work in progress,
/// not leftovers, and are left alone. The kernel drops the lock when its process dies, so a killed
/// update's leftovers are recovered by the next process that gets it. The lock file itself stays.
public final class CatalogLock: @unchecked Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { release() }

    private var released = false

    /// Unlocks (also done when the lock is dropped).
    public func release() {
        guard !released else { return }
        released = true
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock file of `catalog`.
    public static func file(for catalog: URL) -> URL { URL(fileURLWithPath: catalog.path + ".lock") }

    /// Takes the lock of `catalog` without waiting.
    ///
    /// - Returns: the lock, or `nil` when another process (or another lock in this one) holds it.
    /// - Throws: ``UpdateError/io(_:reason:)`` when the lock file cannot be opened (a read-only folder).
    public static func tryAcquire(_ catalog: URL) throws(UpdateError) -> CatalogLock? {
        let path = file(for: catalog).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(path, reason: String(cString: strerror(errno)).lowercased()) }
        var status: Int32
        repeat { status = flock(descriptor, LOCK_EX | LOCK_NB) } while status != 0 && errno == EINTR
        guard status == 0 else {
            close(descriptor)
            return nil
        }
        return CatalogLock(descriptor: descriptor)
    }

    /// Takes the lock of `catalog`, waiting up to `timeout` seconds (none by default) for another
    /// holder to finish; throws ``UpdateError/busy(_:)`` when it is still held.
    public static func acquire(_ catalog: URL, timeout: Double = 0) throws(UpdateError) -> CatalogLock {
        var waited = 0.0
        while true {
            if let lock = try tryAcquire(catalog) { return lock }
            guard waited < timeout else { throw .busy(catalog.path) }
            usleep(50_000)
            waited += 0.05
        }
    }
}
