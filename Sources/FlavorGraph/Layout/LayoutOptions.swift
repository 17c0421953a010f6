/// Settings of ``ForceLayout``. The defaults suit graphs from a handful of nodes to a few hundred thousand.
public struct LayoutOptions: Sendable, Equatable {
    /// Seed of the initial placement and the coarsening order: the same seed gives the same layout.
    public var seed: UInt64 = 1
    /// The natural spring length K, in layout units.
    public var idealEdgeLength: Double = 1
    /// Strength C of the repulsive force relative to the springs (Hu's spring–electrical model).
    public var repulsion: Double = 0.05
    /// Barnes–Hut opening angle θ: a quadtree cell of side s at distance d is treated as one body when
    /// s/d < θ. Larger is faster and coarser.
    public var theta: Double = 1.0
    /// Pull towards the centre of mass that keeps disconnected parts together (0 disables it).
    public var gravity: Double = 0.01
    /// Iterations on the coarsest level.
    public var coarsestIterations: Int = 300
    /// Iterations on the finest level; intermediate levels interpolate.
    public var finestIterations: Int = 40
    /// Stop a level when the mean displacement falls below this fraction of K.
    public var tolerance: Double = 0.005
    /// Stop coarsening when a level has at most this many nodes.
    public var coarsestSize: Int = 40
    /// Stop coarsening when a level keeps more than this fraction of the nodes of the level before.
    public var minimumReduction: Double = 0.85
    /// Use multilevel coarsening (off: a single-level force layout from a random start).
    public var multilevel: Bool = true
    /// Springs pull with strength wᵖ for edge weight w: 1 follows the weights fully, 0 ignores them.
    public var weightExponent: Double = 1
    /// Most sweeps of sparse stress majorization after the force stage; each is kept only while it lowers
    /// the stress (0 skips the stage; it is always skipped when nodes are pinned).
    public var stressIterations: Int = 6
    /// Pivots of the stress stage.
    public var stressPivots: Int = 200
    /// Total iteration budget over all levels (one iteration = one sweep over a level's nodes).
    public var iterationBudget: Int = 2_000

    /// The default settings.
    public init() {}
}
