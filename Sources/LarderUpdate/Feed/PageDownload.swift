import Foundation
import LarderCore

/// Downloads one web page (a recipe to import) with the same bounded curl transfer the update feed
/// uses: http(s) only, at most 5 redirects, a timeout without data, an overall deadline and a size cap.
public enum PageDownload {
    /// Why a page could not be fetched, as one line.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The reason in one line, naming the URL.
        public var description: String
    }

    /// The page's body.
    /// - Throws: ``Failure`` for an unreachable host, an HTTP error status, a page past `limit` bytes,
    ///   a transfer past the deadline, or a scheme other than http and https.
    public static func fetch(_ url: URL, limit: Int, timeout: TimeInterval = 15, deadline: TimeInterval = 60) throws(Failure) -> Data {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw Failure(description: "\(url.absoluteString): only http and https addresses can be fetched")
        }
        let transfer = CurlTransfer(
            url: url, name: url.absoluteString, feed: url.absoluteString, limit: limit, timeout: min(timeout, deadline), deadline: deadline)
        do {
            return try transfer.run(progress: { _, _ in })
        } catch {
            let text: String
            switch error {
            case let .feedUnreachable(_, reason): text = "cannot fetch \(url.absoluteString): \(reason)"
            case let .httpStatus(_, status): text = "\(url.absoluteString) answered HTTP \(status)"
            default: text = "\(url.absoluteString): \(error.description)"
            }
            throw Failure(description: text)
        }
    }
}
