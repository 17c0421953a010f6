/// An undirected graph with its Graphviz attributes, as a DOT file states it: graph attributes, node and
/// edge defaults, then nodes and edges in order, each with its attributes. ``DOTWriter`` builds it;
/// ``text`` writes it as DOT, and ``GraphvizRenderer/render(_:engine:format:)`` hands it to Graphviz
/// through its graph API, so no DOT text is written or parsed.
public struct GraphvizGraph: Sendable, Equatable {
    /// One attribute value, and how DOT writes it.
    public enum Value: Sendable, Equatable {
        /// Written as it is (numbers and keywords: `0.35`, `circle`).
        case bare(String)
        /// Any text, written double-quoted (see ``DOTEscaping/quoted(_:)``).
        case quoted(String)
        /// An HTML-like label, written between `<` and `>`.
        case html(String)
    }

    /// One `name=value` pair.
    public struct Attribute: Sendable, Equatable {
        /// The attribute's name, as Graphviz spells it (`fontsize`, `penwidth`).
        public var name: String
        /// The attribute's value, and how DOT writes it.
        public var value: Value
        /// The pair `name=value`.
        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// One node: its name (its DOT id, written quoted) and its attributes.
    public struct Node: Sendable, Equatable {
        /// The node's DOT id; edges name their ends by it.
        public var name: String
        /// The node's attributes, in the order they are written.
        public var attributes: [Attribute]
        /// A node `name` with `attributes`.
        public init(name: String, attributes: [Attribute]) {
            self.name = name
            self.attributes = attributes
        }
    }

    /// An edge between the nodes at indices `tail` and `head` of ``nodes``.
    public struct Edge: Sendable, Equatable {
        /// One end, as an index into ``GraphvizGraph/nodes``.
        public var tail: Int
        /// The other end, as an index into ``GraphvizGraph/nodes``.
        public var head: Int
        /// The edge's attributes, in the order they are written.
        public var attributes: [Attribute]
        /// An edge between the nodes at `tail` and `head`, with `attributes`.
        public init(tail: Int, head: Int, attributes: [Attribute]) {
            self.tail = tail
            self.head = head
            self.attributes = attributes
        }
    }

    /// The graph's DOT id, written as it is after `graph` (not quoted), so it must be a valid DOT id.
    public var name: String
    /// Attributes of the graph itself (`graph [...]`), empty by default.
    public var graphAttributes: [Attribute] = []
    /// Defaults for every node (`node [...]`), empty by default.
    public var nodeDefaults: [Attribute] = []
    /// Defaults for every edge (`edge [...]`), empty by default.
    public var edgeDefaults: [Attribute] = []
    /// The nodes, in the order they are written.
    public var nodes: [Node] = []
    /// The edges, in the order they are written.
    public var edges: [Edge] = []

    /// An empty graph named `name`.
    public init(name: String) { self.name = name }

    /// The graph as DOT text (two-space indents, one statement a line).
    ///
    /// - Complexity: O(size of the text).
    public var text: String {
        var out = "graph \(name) {\n"
        out.reserveCapacity(160 * nodes.count + 130 * edges.count + 4096)
        for (keyword, attributes) in [("graph", graphAttributes), ("node", nodeDefaults), ("edge", edgeDefaults)]
        where !attributes.isEmpty {
            out += "  \(keyword) ["
            Self.append(attributes, to: &out)
            out += "];\n"
        }
        for node in nodes {
            out += "  \(DOTEscaping.quoted(node.name)) ["
            Self.append(node.attributes, to: &out)
            out += "];\n"
        }
        for edge in edges {
            out += "  \(DOTEscaping.quoted(nodes[edge.tail].name)) -- \(DOTEscaping.quoted(nodes[edge.head].name)) ["
            Self.append(edge.attributes, to: &out)
            out += "];\n"
        }
        return out + "}\n"
    }

    private static func append(_ attributes: [Attribute], to out: inout String) {
        for (i, attribute) in attributes.enumerated() {
            if i > 0 { out += ", " }
            out += attribute.name
            out += "="
            switch attribute.value {
            case .bare(let value): out += value
            case .quoted(let value): out += DOTEscaping.quoted(value)
            case .html(let value): out += "<\(value)>"
            }
        }
    }
}
