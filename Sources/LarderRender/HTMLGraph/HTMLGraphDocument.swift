import FlavorGraph
import LarderCore

/// What an interactive HTML graph shows: every node the file knows (those shown at first and those a
/// reader can reveal by expanding or searching), with positions from our layout and the details a
/// reader sees on hover or tap.
public struct HTMLGraphDocument: Sendable, Equatable {
    /// One ingredient of the page.
    public struct Node: Sendable, Equatable {
        /// The ingredient's id (its slug).
        public var id: String
        /// The ingredient's display name.
        public var name: String
        /// The ingredient's category, which sets the node's colour.
        public var category: IngredientCategory
        /// Recipes using it (sets the node's size, as in the static renders).
        public var popularity: Int
        /// Position in layout units (converted to points by the writer, y pointing down as in Graphviz's output).
        public var position: Point
        /// Drawn when the page opens (else revealed by expanding a neighbour or by a search).
        public var shown: Bool
        /// One of the ingredients the selection was centred on (drawn with a heavy outline).
        public var focus: Bool
        /// Names of a few recipes it is in, best known first.
        public var recipes: [String]
        /// Number of recipes it is in.
        public var recipeCount: Int
        /// Its strongest partners in the whole graph.
        public var pairings: [Pairing]
        /// A taste profile as (axis, 0–5) pairs, when one is known; the page draws it as bars.
        public var profile: [ProfileValue]?

        /// A node; it is not a focus and has no recipes, pairings or profile unless given.
        public init(
            id: String, name: String, category: IngredientCategory, popularity: Int, position: Point, shown: Bool,
            focus: Bool = false, recipes: [String] = [], recipeCount: Int = 0, pairings: [Pairing] = [],
            profile: [ProfileValue]? = nil
        ) {
            self.id = id
            self.name = name
            self.category = category
            self.popularity = popularity
            self.position = position
            self.shown = shown
            self.focus = focus
            self.recipes = recipes
            self.recipeCount = recipeCount
            self.pairings = pairings
            self.profile = profile
        }
    }

    /// A partner of a node with its combined score and the reason in words.
    public struct Pairing: Sendable, Equatable {
        /// The partner's display name.
        public var name: String
        /// The pair's combined score (0…1).
        public var score: Double
        /// Why they pair, in words ("in 12 recipes together, 31 shared compounds").
        public var reason: String
        /// A partner `name` with its `score` and `reason`.
        public init(name: String, score: Double, reason: String) {
            self.name = name
            self.score = score
            self.reason = reason
        }
    }

    /// One axis of a taste profile.
    public struct ProfileValue: Sendable, Equatable {
        /// The axis name ("sour", "citrus").
        public var axis: String
        /// The value on the axis, 0–5.
        public var value: Double
        /// The value `value` on `axis`.
        public init(axis: String, value: Double) {
            self.axis = axis
            self.value = value
        }
    }

    /// An edge between two nodes (indices into ``nodes``).
    public struct Edge: Sendable, Equatable {
        /// One end, as an index into ``HTMLGraphDocument/nodes``.
        public var a: Int
        /// The other end, as an index into ``HTMLGraphDocument/nodes``.
        public var b: Int
        /// The pair's combined score (0…1).
        public var score: Double
        /// Why they pair, in words.
        public var reason: String
        /// An edge between nodes `a` and `b` with its `score` and `reason`.
        public init(a: Int, b: Int, score: Double, reason: String) {
            self.a = a
            self.b = b
            self.score = score
            self.reason = reason
        }
    }

    /// Shown in the page's title and above the legend.
    public var title: String
    /// Every node the page knows, shown at first or not.
    public var nodes: [Node]
    /// Every edge the page knows, between any of its nodes.
    public var edges: [Edge]

    /// A document titled `title` with `nodes` and `edges`.
    public init(title: String, nodes: [Node], edges: [Edge]) {
        self.title = title
        self.nodes = nodes
        self.edges = edges
    }

    /// Number of nodes shown when the page opens.
    public var shownNodeCount: Int { nodes.count { $0.shown } }

    /// Number of edges between nodes shown when the page opens.
    public var shownEdgeCount: Int { edges.count { nodes[$0.a].shown && nodes[$0.b].shown } }
}
