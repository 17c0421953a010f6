import Foundation

/// Reports bytes received so far and, when known, the total.
public typealias DownloadProgress = @Sendable (_ received: Int, _ total: Int?) -> Void

/// Where feed files come from: a local directory or an HTTP(S) base URL.
public protocol FeedSource: Sendable {
    /// The feed's location for messages.
    var location: String { get }
    /// The file at `path` (relative to the feed root), in full.
    /// - Throws: ``UpdateError/feedUnreachable(_:reason:)``, ``UpdateError/httpStatus(_:status:)``,
    ///   ``UpdateError/downloadIncomplete(_:)``.
    func fetch(_ path: String, progress: @escaping DownloadProgress) throws(UpdateError) -> Data
}

/// Builds the feed source for a `--feed` argument: an `http(s)://` URL or a directory path.
public func feedSource(for location: String) -> any FeedSource {
    if let url = URL(string: location), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
        return HTTPFeed(baseURL: url)
    }
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

    public init(directory: URL) { self.directory = directory }

    public var location: String { directory.path }

    public func fetch(_ path: String, progress: @escaping DownloadProgress) throws(UpdateError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .feedUnreachable(location, reason: "no such directory") }
        let url = directory.appendingPathComponent(try FeedPath.validated(path))
        do {
            let data = try Data(contentsOf: url)
            progress(data.count, data.count)
            return data
        } catch {
            throw .feedUnreachable(location, reason: "\(path) is missing")
        }
    }
}
