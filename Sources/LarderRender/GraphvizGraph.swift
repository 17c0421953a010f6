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
        public var name: String
        public var value: Value
        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    public struct Node: Sendable, Equatable {
        public var name: String
        public var attributes: [Attribute]
        public init(name: String, attributes: [Attribute]) {
            self.name = name
            self.attributes = attributes
        }
    }

    /// An edge between the nodes at indices `tail` and `head` of ``nodes``.
    public struct Edge: Sendable, Equatable {
        public var tail: Int
        public var head: Int
        public var attributes: [Attribute]
        public init(tail: Int, head: Int, attributes: [Attribute]) {
            self.tail = tail
            self.head = head
            self.attributes = attributes
        }
    }

    public var name: String
    public var graphAttributes: [Attribute] = []
    public var nodeDefaults: [Attribute] = []
    public var edgeDefaults: [Attribute] = []
    public var nodes: [Node] = []
    public var edges: [Edge] = []

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
