import Foundation
import LarderCore


/// A feed served over HTTP(S), fetched by the `curl` program.
///
/// The HTTP stack lives in a child process, so a `larder` run that reads no http(s) feed loads no HTTP
/// or TLS library at all. Each fetch blocks its caller until the body is complete, reporting progress as
/// bytes arrive. The body is bounded: more than the caller's limit (announced in `Content-Length` or
/// actually sent) stops the transfer with ``UpdateError/limitExceeded(_:)``, and so does a transfer still
/// running at the overall ``deadline``; a body shorter than its `Content-Length` is
/// ``UpdateError/downloadIncomplete(_:)``. Only http and https are spoken, redirects included, and no
/// transfer encoding is asked for (feed files are compressed already).
public struct HTTPFeed: FeedSource {
    /// The feed root; files are resolved relative to it.
    public let baseURL: URL
    /// Seconds without data before a request fails.
    public var timeout: TimeInterval
    /// Seconds one whole download may take.
    public var deadline: TimeInterval

    /// A feed at `baseURL`, giving up after `timeout` seconds without data or `deadline` seconds per download.
    public init(baseURL: URL, timeout: TimeInterval = 30, deadline: TimeInterval = FeedLimits.defaultDeadline) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.deadline = deadline
    }

    /// The base URL as text.
    public var location: String { baseURL.absoluteString }

    /// Downloads `path` relative to the base URL with `curl`, within `limit` bytes, ``timeout`` and ``deadline``.
    public func fetch(_ path: String, limit: Int, progress: @escaping DownloadProgress) throws(UpdateError) -> Data {
        let url = baseURL.appendingPathComponent(try FeedPath.validated(path))
        let transfer = CurlTransfer(
            url: url, name: path, feed: location, limit: limit, timeout: min(timeout, deadline), deadline: deadline)
        return try transfer.run(progress: progress)
    }
}
