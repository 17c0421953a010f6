import Foundation
import LarderCore

/// Reports bytes received so far and, when known, the total.
public typealias DownloadProgress = @Sendable (_ received: Int, _ total: Int?) -> Void

/// Where feed files come from: a local directory or an HTTP(S) base URL.
public protocol FeedSource: Sendable {
    /// The feed's location for messages.
    var location: String { get }
    /// The file at `path` (relative to the feed root), in full, refusing more than `limit` bytes.
    /// - Throws: ``UpdateError/feedUnreachable(_:reason:)``, ``UpdateError/httpStatus(_:status:)``,
    ///   ``UpdateError/downloadIncomplete(_:)``, ``UpdateError/limitExceeded(_:)``.
    func fetch(_ path: String, limit: Int, progress: @escaping DownloadProgress) throws(UpdateError) -> Data
}

extension FeedSource {
    /// The file at `path`, capped at ``FeedLimits/maxIndexBytes``.
    public func fetch(_ path: String, progress: @escaping DownloadProgress) throws(UpdateError) -> Data {
        try fetch(path, limit: FeedLimits.maxIndexBytes, progress: progress)
    }
}

/// Builds the feed source for a `--feed` argument: an `http(s)://` URL or a plain directory path.
///
/// - Throws: ``UpdateError/unsupportedFeed(_:)`` for any other URL scheme (`ftp://`, `file://`, …),
///   which would otherwise be read as a relative folder of that name.
public func feedSource(for location: String) throws(UpdateError) -> any FeedSource {
    let lowered = location.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
        guard let url = URL(string: location), url.host != nil else { throw .unsupportedFeed(location) }
        return HTTPFeed(baseURL: url)
    }
    if location.contains("://") || lowered.hasPrefix("file:") { throw .unsupportedFeed(location) }
    return LocalFeed(directory: URL(fileURLWithPath: location))
}

/// Feed paths are relative and stay inside the feed: no absolute paths, no `..`.
enum FeedPath {
    static func validated(_ path: String) throws(UpdateError) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty }) else {
            throw .malformedDocument(path, reason: "file path leaves the feed")
        }
        return path
    }
}

/// A feed in a local directory (a mounted share, a USB stick, a test fixture).
public struct LocalFeed: FeedSource {
    /// The feed root.
    public let directory: URL

    /// A feed read from the folder `directory`.
    public init(directory: URL) { self.directory = directory }

    /// The feed folder's path.
    public var location: String { directory.path }

    /// Reads `path` under the feed folder, refusing a file over `limit` bytes or a path that leaves the folder.
    public func fetch(_ path: String, limit: Int, progress: @escaping DownloadProgress) throws(UpdateError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .feedUnreachable(location, reason: "no such directory") }
        let url = directory.appendingPathComponent(try FeedPath.validated(path))
        do {
            let data = try BoundedFile.read(url.path, limit: limit, name: path)
            progress(data.count, data.count)
            return data
        } catch let error as InputLimitError {
            throw .limitExceeded(error.description)
        } catch let error as FileSystemError where !error.isMissing {
            throw .feedUnreachable(location, reason: "cannot read \(path): \(error.reasonText)")
        } catch {
            throw .feedUnreachable(location, reason: "\(path) is missing")
        }
    }
}
