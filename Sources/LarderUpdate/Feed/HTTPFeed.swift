import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A feed served over HTTP(S), fetched with `URLSession`.
///
/// Each fetch blocks its caller until the body is complete, reporting progress as bytes arrive;
/// a body shorter than its `Content-Length` is ``UpdateError/downloadIncomplete(_:)``.
public struct HTTPFeed: FeedSource {
    /// The feed root; files are resolved relative to it.
    public let baseURL: URL
    /// Seconds without data before a request fails.
    public var timeout: TimeInterval

    public init(baseURL: URL, timeout: TimeInterval = 30) {
        self.baseURL = baseURL
        self.timeout = timeout
    }

    public var location: String { baseURL.absoluteString }

    public func fetch(_ path: String, progress: @escaping DownloadProgress) throws(UpdateError) -> Data {
        let url = baseURL.appendingPathComponent(try FeedPath.validated(path))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = FetchDelegate(progress: progress)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        session.dataTask(with: url).resume()
        delegate.done.wait()
        return try delegate.outcome(url: url.absoluteString, feed: location, name: path)
    }
}

/// Collects one response body; its state is guarded by a lock because URLSession calls it on its own queue.
private final class FetchDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let progress: DownloadProgress
    private let lock = NSLock()
    private var body = Data()
    private var status = 0
    private var expected: Int?
    private var failure: (any Error)?

    init(progress: @escaping DownloadProgress) { self.progress = progress }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        lock.withLock {
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            expected = response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (received, total) = lock.withLock { () -> (Int, Int?) in
            body.append(data)
            return (body.count, expected)
        }
        progress(received, total)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock { failure = error }
        done.signal()
    }

    func outcome(url: String, feed: String, name: String) throws(UpdateError) -> Data {
        let (body, status, expected, failure) = lock.withLock { (self.body, self.status, self.expected, self.failure) }
        if let failure {
            // A response that had started and then broke is a cut download; anything else never reached the feed.
            if status != 0 { throw .downloadIncomplete(name) }
            throw .feedUnreachable(feed, reason: failure.localizedDescription)
        }
        guard (200..<300).contains(status) else { throw .httpStatus(url, status: status) }
        if let expected, body.count != expected { throw .downloadIncomplete(name) }
        return body
    }
}
