import Foundation
import LarderCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A feed served over HTTP(S), fetched with `URLSession`.
///
/// Each fetch blocks its caller until the body is complete, reporting progress as bytes arrive. The
/// body is bounded: more than the caller's limit (announced in `Content-Length` or actually sent, after
/// any `Content-Encoding` is decoded) stops the transfer with ``UpdateError/limitExceeded(_:)``, and so
/// does a transfer still running at the overall ``deadline``; a body shorter than its `Content-Length`
/// is ``UpdateError/downloadIncomplete(_:)``.
public struct HTTPFeed: FeedSource {
    /// The feed root; files are resolved relative to it.
    public let baseURL: URL
    /// Seconds without data before a request fails.
    public var timeout: TimeInterval
    /// Seconds one whole download may take.
    public var deadline: TimeInterval

    public init(baseURL: URL, timeout: TimeInterval = 30, deadline: TimeInterval = FeedLimits.defaultDeadline) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.deadline = deadline
    }

    public var location: String { baseURL.absoluteString }

    public func fetch(_ path: String, limit: Int, progress: @escaping DownloadProgress) throws(UpdateError) -> Data {
        let url = baseURL.appendingPathComponent(try FeedPath.validated(path))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = min(timeout, deadline)
        configuration.timeoutIntervalForResource = deadline
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        var request = URLRequest(url: url)
        // Feed files are compressed already; asking for no transfer encoding keeps a hostile server's
        // gzip bomb out of URLSession's decoder (and the cap below counts decoded bytes anyway).
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let delegate = FetchDelegate(budget: InputBudget(name: path, maxBytes: limit, deadline: deadline), progress: progress)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        task.resume()
        if delegate.done.wait(timeout: .now() + deadline) == .timedOut {
            delegate.fail(.deadlineExceeded(name: path, seconds: Int(deadline.rounded(.up))))
            task.cancel()
        }
        return try delegate.outcome(url: url.absoluteString, feed: location, name: path)
    }
}

/// Collects one response body within its budget; its state is guarded by a lock because URLSession
/// calls it on its own queue.
private final class FetchDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let progress: DownloadProgress
    private let lock = NSLock()
    private var budget: InputBudget
    private var body = Data()
    private var status = 0
    private var expected: Int?
    private var failure: (any Error)?
    private var limitFailure: InputLimitError?

    init(budget: InputBudget, progress: @escaping DownloadProgress) {
        self.budget = budget
        self.progress = progress
    }

    /// Records why the transfer was stopped (the first reason wins).
    func fail(_ error: InputLimitError) {
        lock.withLock { if limitFailure == nil { limitFailure = error } }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let refused = lock.withLock { () -> Bool in
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let length = response.expectedContentLength
            expected = length >= 0 && length <= Int64(Int.max) ? Int(length) : nil
            if let expected {
                do throws(InputLimitError) { try budget.validateAnnounced(expected) } catch {
                    limitFailure = error
                    return true
                }
            }
            return false
        }
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let outcome = lock.withLock { () -> (Int, Int?)? in
            guard limitFailure == nil else { return nil }
            do throws(InputLimitError) {
                try budget.consume(data.count)
            } catch {
                limitFailure = error
                return nil
            }
            body.append(data)
            return (body.count, expected)
        }
        guard let (received, total) = outcome else {
            dataTask.cancel()
            return
        }
        progress(received, total)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock { failure = error }
        done.signal()
    }

    func outcome(url: String, feed: String, name: String) throws(UpdateError) -> Data {
        let (body, status, expected, failure, limitFailure) = lock.withLock {
            (self.body, self.status, self.expected, self.failure, self.limitFailure)
        }
        if let limitFailure { throw .limitExceeded(limitFailure.description) }
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
