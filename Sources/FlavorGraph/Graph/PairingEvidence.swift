import LarderCore

/// Why two ingredients go together: every piece of evidence kept, plus one combined score.
///
/// ## The combined score
/// Three signals, each in 0…1:
/// - **co-occurrence**: the mean of max(0, NPMI) and the cosine (Ochiai) coefficient n₍ab₎/√(n₍a₎·n₍b₎) of
///   the two ingredients over the catalog's recipes, counted only with at least
///   ``FlavorGraphOptions/minimumSupport`` recipes combining them (else 0). NPMI alone favours rare
///   pairs; the cosine rewards partners that appear in many of each other's recipes;
/// - **compounds**: Jaccard similarity of their flavor-compound sets;
/// - **pairing**: FlavorGraph's scored pairing divided by the largest such score.
///
/// - **profiles**, only where the pair lacks compound data: ``ProfileAffinity`` of the two taste profiles
///   (aroma similarity and taste complement), with the compounds' weight.
///
/// `score = Σ wₖ·sₖ / Σ wₖ` over the signals *available* for the pair (compounds and pairings only exist
/// when both ingredients are mapped onto FlavorGraph; co-occurrence always exists), with weights
/// ``ScoreWeights`` (default 0.5, 0.3, 0.2). Renormalising keeps unmapped ingredients comparable.
public struct PairingEvidence: Hashable, Sendable, Codable {
    /// Compounds both ingredients carry (0 when either has no compound data).
    public var sharedCompounds: Int
    /// Jaccard similarity of the compound sets, if both have compound data.
    public var compoundJaccard: Double?
    /// Recipes that use both ingredients.
    public var recipesTogether: Int
    /// Normalised pointwise mutual information over recipes (−1…1), if the support is large enough.
    public var npmi: Double?
    /// n₍ab₎/√(n₍a₎·n₍b₎) over recipes, if the support is large enough.
    public var cooccurrenceCosine: Double?
    /// FlavorGraph's own pairing score, if it lists the pair.
    public var flavorGraphScore: Double?
    /// The taste-profile affinity (0…1), used where the pair has no compound data.
    public var profileAffinity: Double? = nil
    /// The combined score (0…1).
    public var score: Double

    /// Evidence from its parts; ``cooccurrenceCosine`` and ``profileAffinity`` start as `nil`.
    public init(
        sharedCompounds: Int = 0, compoundJaccard: Double? = nil, recipesTogether: Int = 0, npmi: Double? = nil,
        flavorGraphScore: Double? = nil, score: Double = 0
    ) {
        self.sharedCompounds = sharedCompounds
        self.compoundJaccard = compoundJaccard
        self.recipesTogether = recipesTogether
        self.npmi = npmi
        self.flavorGraphScore = flavorGraphScore
        self.score = score
    }

    /// A short reason in words ("in 12 recipes together, 31 shared compounds").
    public var reason: String {
        // Appended in place: a map writes one reason per drawn edge.
        var text = ""
        func part(_ words: String) {
            if !text.isEmpty { text += ", " }
            text += words
        }
        if recipesTogether > 0 { part("in " + String(recipesTogether) + (recipesTogether == 1 ? " recipe together" : " recipes together")) }
        if sharedCompounds > 0 { part(String(sharedCompounds) + (sharedCompounds == 1 ? " shared compound" : " shared compounds")) }
        if let flavorGraphScore { part("FlavorGraph pairing " + FixedDecimal.text(flavorGraphScore, digits: 2)) }
        if let profileAffinity { part("taste profiles " + FixedDecimal.text(profileAffinity, digits: 2)) }
        return text.isEmpty ? "no evidence" : text
    }
}

/// Weights of the three signals in ``PairingEvidence/score``.
public struct ScoreWeights: Sendable, Equatable, Codable {
    /// Weight of the co-occurrence signal.
    public var cooccurrence: Double = 0.5
    /// Weight of the compound (Jaccard) signal, also given to the profile affinity where it stands in.
    public var compounds: Double = 0.3
    /// Weight of FlavorGraph's pairing signal.
    public var pairing: Double = 0.2
    /// The default weights: 0.5, 0.3 and 0.2.
    public init() {}
}

/// Thresholds of the flavor graph.
public struct FlavorGraphOptions: Sendable, Equatable {
    /// Recipes that must combine two ingredients before their NPMI counts.
    public var minimumSupport = 2
    /// Compound Jaccard from which two ingredients get an edge on compounds alone.
    public var compoundEdgeJaccard = 0.25
    /// Compound-only edges kept per ingredient (its most similar compound sets, identical ones excluded:
    /// those come from the same FlavorGraph ingredient).
    public var compoundNeighbours = 5
    /// Edges whose combined score is below this are not kept.
    public var minimumEdgeScore = 0.02
    /// Best taste-profile partners (``ProfileAffinity``) that `pairs` adds as candidates for an ingredient,
    /// among pairs without compound data for both: how spirits and liqueurs find partners they do not
    /// yet share recipes with.
    public var profileNeighbours = 10
    /// Weights of the signals in the combined score.
    public var weights = ScoreWeights()
    /// The default thresholds and weights.
    public init() {}
}
