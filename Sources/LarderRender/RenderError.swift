/// Why rendering failed. Graphviz's own messages are captured and carried here, never printed.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Graphviz could not read the DOT text.
    case invalidDOT(String)
    /// The layout engine failed.
    case layoutFailed(engine: String, message: String)
    /// The renderer failed for this output format.
    case renderFailed(format: String, message: String)
    /// The output file could not be written (nothing is left behind).
    case unwritable(path: String, reason: String)
    /// The number of positions does not match the number of nodes.
    case positionCountMismatch(nodes: Int, positions: Int)
    /// Graphviz's library (libgvc) could not be loaded; the message says why.
    case graphvizUnavailable(String)

    /// One line naming what failed and Graphviz's (or the system's) message.
    public var description: String {
        switch self {
        case .invalidDOT(let message): "Graphviz could not read the graph: \(message)"
        case .layoutFailed(let engine, let message): "Graphviz layout '\(engine)' failed: \(message)"
        case .renderFailed(let format, let message): "Graphviz could not render \(format): \(message)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .positionCountMismatch(let nodes, let positions): "\(positions) positions for \(nodes) nodes"
        case .graphvizUnavailable(let reason): "Graphviz is not available: \(reason)"
        }
    }
}
