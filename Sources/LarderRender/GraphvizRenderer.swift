import CGraphviz
import Foundation

/// Renders DOT text in-process through libgvc (no `dot` command is run).
///
/// Graphviz keeps global state (its error buffer, plugin tables), so every call goes through one
/// process-wide lock. Graphviz's messages are kept out of stderr (`agseterr(AGMAX)`), read back with
/// `aglasterr` and returned as ``RenderError`` values.
public struct GraphvizRenderer: Sendable {
    /// Who places the nodes.
    public enum Engine: String, Sendable, CaseIterable {
        /// Positions are given in the DOT (`pos="x,y!"`) and kept as they are (`neato -n`).
        case pinned = "nop"
        case sfdp
        case neato
        case dot
    }

    /// Output formats.
    public enum Format: String, Sendable, CaseIterable {
        case svg, png, pdf
        /// DOT with the positions Graphviz computed.
        case dot
    }

    /// The lock serialising all Graphviz calls in the process (Graphviz has global state).
    private static let lock = NSLock()

    public init() {}

    /// Lays out (or keeps the positions of) `dot` with `engine` and renders it as `format`.
    ///
    /// - Complexity: that of the Graphviz engine; `pinned` is linear in the graph's size.
    public func render(dot: String, engine: Engine, format: Format) throws(RenderError) -> Data {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        let previousLevel = agseterr(AGMAX)
        defer { agseterr(previousLevel) }
        agreseterrors()
        guard let context = gvContext() else { throw .layoutFailed(engine: engine.rawValue, message: "no Graphviz context") }
        defer { gvFreeContext(context) }
        let parsed: UnsafeMutablePointer<Agraph_t>? = dot.withCString { agmemread($0) }
        guard let graph = parsed, agerrors() < AGERR.rawValue else {
            if let parsed { agclose(parsed) }
            throw .invalidDOT(Self.lastError() ?? "syntax error")
        }
        defer { agclose(graph) }
        guard gvLayout(context, graph, engine.rawValue) == 0, agerrors() < AGERR.rawValue else {
            throw .layoutFailed(engine: engine.rawValue, message: Self.lastError() ?? "unknown error")
        }
        defer { gvFreeLayout(context, graph) }
        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, format.rawValue, &buffer, &length) == 0, let buffer,
              agerrors() < AGERR.rawValue
        else {
            if let buffer { gvFreeRenderData(buffer) }
            throw .renderFailed(format: format.rawValue, message: Self.lastError() ?? "no output")
        }
        defer { gvFreeRenderData(buffer) }
        return Data(bytes: buffer, count: Int(length))
    }

    /// Renders to `url`, all or nothing: a temporary file renamed into place.
    public func render(dot: String, engine: Engine, format: Format, to url: URL) throws(RenderError) {
        let data = try render(dot: dot, engine: engine, format: format)
        try AtomicFile.write(data, to: url)
    }

    /// The last message Graphviz recorded, trimmed (caller holds the lock).
    private static func lastError() -> String? {
        guard let message = aglasterr() else { return nil }
        defer { free(message) }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text.replacingOccurrences(of: "\n", with: " ")
    }
}
