import CGraphviz
import Foundation

/// Renders graphs in-process through libgvc (no `dot` command is run): a ``GraphvizGraph`` built through
/// Graphviz's graph API, or DOT text.
///
/// libgvc is loaded on first use (see ``GraphvizLibrary``); without it every call throws
/// ``RenderError/graphvizUnavailable(_:)``. Graphviz keeps global state (its error buffer, plugin tables),
/// so every call goes through one process-wide lock. Graphviz's messages are kept out of stderr
/// (`agseterr(AGMAX)`), read back with `aglasterr` and returned as ``RenderError`` values.
public struct GraphvizRenderer: Sendable {
    /// Who places the nodes.
    public enum Engine: String, Sendable, CaseIterable {
        /// Positions are given in the DOT (`pos="x,y!"`) and kept as they are (`neato -n`).
        case pinned = "nop"
        /// Graphviz's `sfdp`: a multiscale force-directed layout, for large graphs.
        case sfdp
        /// Graphviz's `neato`: a spring-model (stress) layout, for small graphs.
        case neato
        /// Graphviz's `dot`: a layered (hierarchical) layout.
        case dot

        /// The Graphviz plugin library that holds the engine.
        var pluginLibrary: String { self == .dot ? "dot_layout" : "neato_layout" }
    }

    /// Output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// SVG, PNG or PDF, as Graphviz draws them.
        case svg, png, pdf
        /// DOT with the positions Graphviz computed.
        case dot
    }

    private typealias Graph = GraphvizLibrary.Graph

    /// The lock serialising all Graphviz calls in the process (Graphviz has global state).
    private static let lock = NSLock()

    /// A renderer; it holds no state (Graphviz's library is loaded on the first render in the process).
    public init() {}

    /// Lays out (or keeps the positions of) `graph` with `engine` and renders it as `format`. The graph is
    /// handed to Graphviz through its graph API, as reading ``GraphvizGraph/text`` would build it: with
    /// `pinned` positions the drawing is byte for byte that of the text. Graphviz's own engines may place
    /// such a graph differently from its text, and its `dot` output lists fewer defaults, so use
    /// ``render(dot:engine:format:)`` with the text for those.
    ///
    /// - Complexity: that of the Graphviz engine; `pinned` is linear in the graph's size.
    public func render(_ graph: GraphvizGraph, engine: Engine, format: Format) throws(RenderError) -> Data {
        try render(engine: engine, format: format) { (library) throws(RenderError) in
            try Self.build(graph, with: library)
        }
    }

    /// Lays out (or keeps the positions of) `dot` with `engine` and renders it as `format`.
    ///
    /// - Complexity: that of the Graphviz engine; `pinned` is linear in the graph's size.
    public func render(dot: String, engine: Engine, format: Format) throws(RenderError) -> Data {
        try render(engine: engine, format: format) { (library) throws(RenderError) in
            let parsed: Graph? = dot.withCString { library.agmemread($0) }
            guard let graph = parsed, library.agerrors() < Int32(AGERR.rawValue) else {
                if let parsed { _ = library.agclose(parsed) }
                throw .invalidDOT(Self.lastError(library) ?? "syntax error")
            }
            return graph
        }
    }

    /// Renders to `url`, all or nothing: a temporary file renamed into place.
    public func render(dot: String, engine: Engine, format: Format, to url: URL) throws(RenderError) {
        let data = try render(dot: dot, engine: engine, format: format)
        try AtomicFile.write(data, to: url)
    }

    /// Loads the library, makes the graph with `make` and lays it out and renders it, under the lock.
    private func render(
        engine: Engine, format: Format, make: (GraphvizLibrary) throws(RenderError) -> Graph
    ) throws(RenderError) -> Data {
        let library = try GraphvizLibrary.shared.get()
        Self.lock.lock()
        defer { Self.lock.unlock() }
        let previousLevel = library.agseterr(AGMAX)
        defer { _ = library.agseterr(previousLevel) }
        _ = library.agreseterrors()
        // SVG and DOT are written by Graphviz's core plugin, text measured by its own font metrics; PNG
        // and PDF need cairo, and with it pango, from the full plugin list.
        if format == .svg || format == .dot {
            return try library.withContext(plugins: ["core", engine.pluginLibrary]) { (context) throws(RenderError) in
                try render(in: context, library: library, engine: engine, format: format, make: make)
            }
        }
        guard let context = library.gvContext() else {
            throw .layoutFailed(engine: engine.rawValue, message: "no Graphviz context")
        }
        defer { _ = library.gvFreeContext(context) }
        return try render(in: context, library: library, engine: engine, format: format, make: make)
    }

    /// Makes the graph with `make`, lays it out and renders it in `context` (caller holds the lock).
    private func render(
        in context: OpaquePointer, library: GraphvizLibrary, engine: Engine, format: Format,
        make: (GraphvizLibrary) throws(RenderError) -> Graph
    ) throws(RenderError) -> Data {
        let graph = try make(library)
        defer { _ = library.agclose(graph) }
        guard library.gvLayout(context, graph, engine.rawValue) == 0, library.agerrors() < Int32(AGERR.rawValue) else {
            throw .layoutFailed(engine: engine.rawValue, message: Self.lastError(library) ?? "unknown error")
        }
        defer { _ = library.gvFreeLayout(context, graph) }
        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard library.gvRenderData(context, graph, format.rawValue, &buffer, &length) == 0, let buffer,
              library.agerrors() < Int32(AGERR.rawValue)
        else {
            if let buffer { library.gvFreeRenderData(buffer) }
            throw .renderFailed(format: format.rawValue, message: Self.lastError(library) ?? "no output")
        }
        defer { library.gvFreeRenderData(buffer) }
        return Data(bytes: buffer, count: Int(length))
    }

    /// `description` as a cgraph graph: what Graphviz's DOT reader makes of its text (attribute
    /// statements declare defaults, an attribute first met on a node or edge is declared with default "").
    private static func build(_ description: GraphvizGraph, with library: GraphvizLibrary) throws(RenderError) -> Graph {
        let opened = description.name.withCString { library.agopen(UnsafeMutablePointer(mutating: $0), library.undirected, nil) }
        guard let graph = opened else { throw .invalidDOT(lastError(library) ?? "cannot create the graph") }
        var symbols: [Int32: [String: UnsafeMutablePointer<Agsym_t>]] = [:]

        /// Calls `body` with the C string Graphviz should hold for `value` (an HTML string is marked as such).
        func withValue(_ value: GraphvizGraph.Value, _ body: (UnsafeMutablePointer<CChar>?) -> Void) {
            switch value {
            case .bare(let text): text.withCString { body(UnsafeMutablePointer(mutating: $0)) }
            case .quoted(let text): DOTEscaping.stored(text).withCString { body(UnsafeMutablePointer(mutating: $0)) }
            case .html(let text):
                let marked = text.withCString { library.agstrdup_html(graph, UnsafeMutablePointer(mutating: $0)) }
                body(marked)
                _ = library.agstrfree(graph, marked)
            }
        }
        func declare(_ attributes: [GraphvizGraph.Attribute], kind: Int32) {
            for attribute in attributes {
                withValue(attribute.value) { value in
                    let symbol = attribute.name.withCString { library.agattr(graph, kind, UnsafeMutablePointer(mutating: $0), value) }
                    symbols[kind, default: [:]][attribute.name] = symbol
                }
            }
        }
        func symbol(_ name: String, kind: Int32) -> UnsafeMutablePointer<Agsym_t>? {
            if let known = symbols[kind]?[name] { return known }
            let made = name.withCString { cName in
                let cName = UnsafeMutablePointer(mutating: cName)
                return library.agattr(graph, kind, cName, nil) ?? "".withCString {
                    library.agattr(graph, kind, cName, UnsafeMutablePointer(mutating: $0))
                }
            }
            symbols[kind, default: [:]][name] = made
            return made
        }
        func set(_ attributes: [GraphvizGraph.Attribute], on object: UnsafeMutableRawPointer, kind: Int32) -> Bool {
            var ok = true
            for attribute in attributes {
                guard let sym = symbol(attribute.name, kind: kind) else { return false }
                withValue(attribute.value) { value in ok = ok && library.agxset(object, sym, value) == 0 }
            }
            return ok
        }

        declare(description.graphAttributes, kind: Int32(AGRAPH))
        declare(description.nodeDefaults, kind: Int32(AGNODE))
        declare(description.edgeDefaults, kind: Int32(AGOUTEDGE))
        var nodes: [UnsafeMutablePointer<Agnode_t>] = []
        nodes.reserveCapacity(description.nodes.count)
        for node in description.nodes {
            guard let made = DOTEscaping.stored(node.name).withCString({ library.agnode(graph, UnsafeMutablePointer(mutating: $0), 1) }),
                  set(node.attributes, on: UnsafeMutableRawPointer(made), kind: Int32(AGNODE))
            else {
                _ = library.agclose(graph)
                throw .invalidDOT(lastError(library) ?? "cannot add node \(node.name)")
            }
            nodes.append(made)
        }
        for edge in description.edges {
            guard nodes.indices.contains(edge.tail), nodes.indices.contains(edge.head),
                  let made = library.agedge(graph, nodes[edge.tail], nodes[edge.head], nil, 1),
                  set(edge.attributes, on: UnsafeMutableRawPointer(made), kind: Int32(AGOUTEDGE))
            else {
                _ = library.agclose(graph)
                throw .invalidDOT(lastError(library) ?? "cannot add edge \(edge.tail)–\(edge.head)")
            }
        }
        guard library.agerrors() < Int32(AGERR.rawValue) else {
            _ = library.agclose(graph)
            throw .invalidDOT(lastError(library) ?? "cannot build the graph")
        }
        return graph
    }

    /// The last message Graphviz recorded, trimmed (caller holds the lock).
    private static func lastError(_ library: GraphvizLibrary) -> String? {
        guard let message = library.aglasterr() else { return nil }
        defer { free(message) }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text.replacingOccurrences(of: "\n", with: " ")
    }
}
