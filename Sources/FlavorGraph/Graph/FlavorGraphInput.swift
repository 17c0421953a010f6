import LarderCore

/// Everything the flavor graph is built from, as plain values (the catalog bridge fills it in).
public struct FlavorGraphInput: Sendable {
    /// The ingredients; their popularity is recounted from ``recipes``.
    public var nodes: [FlavorNode]
    /// Flavor compounds carried by each ingredient (compound ids), for the ingredients that have data.
    public var compounds: [IngredientID: [String]]
    /// The ingredients of each recipe (duplicates and unknown ids are ignored).
    public var recipes: [[IngredientID]]
    /// FlavorGraph's scored ingredient pairings.
    public var pairings: [(IngredientID, IngredientID, Double)]
    /// Our taste profiles, for the ingredients that have one (the fallback where compounds are missing).
    public var profiles: [IngredientID: TasteProfile]

    /// An input; everything but the nodes may be left out (empty).
    public init(
        nodes: [FlavorNode], compounds: [IngredientID: [String]] = [:], recipes: [[IngredientID]] = [],
        pairings: [(IngredientID, IngredientID, Double)] = [], profiles: [IngredientID: TasteProfile] = [:]
    ) {
        self.profiles = profiles
        self.nodes = nodes
        self.compounds = compounds
        self.recipes = recipes
        self.pairings = pairings
    }
}

/// An unordered pair of node indices, smaller first.
struct NodePair: Hashable, Sendable {
    let a: Int32
    let b: Int32
    init(_ x: Int, _ y: Int) {
        a = Int32(min(x, y))
        b = Int32(max(x, y))
    }
}
