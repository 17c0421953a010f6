import LarderCore

extension FlavorGraph {
    /// The ingredients whose taste profiles go best with the one at `i` (highest ``ProfileAffinity``
    /// first), among those used by at least `minimumRecipes` recipes, where the pair has no compound
    /// data for both (so its evidence rests on the profiles): the candidates `pairs` adds for an
    /// ingredient such as bourbon or Campari beyond those it already shares recipes with. Ingredients of
    /// the same category are left out: a rum that tastes like bourbon is a stand-in (`substitutes`),
    /// not a partner, unless recipes already combine them.
    ///
    /// - Complexity: O(n · axes + n log n) for n nodes.
    func profileNeighbours(of i: Int, limit: Int, minimumRecipes: Int = 2) -> [Int] {
        guard limit > 0, let mine = profiles[i] else { return [] }
        var scored: [(Double, Int)] = []
        for j in nodes.indices where j != i && nodes[j].popularity >= minimumRecipes && nodes[j].category != nodes[i].category {
            guard let theirs = profiles[j], compoundSets[i] == nil || compoundSets[j] == nil, !isFamily(i, j) else { continue }
            scored.append((ProfileAffinity.of(mine, theirs).affinity, j))
        }
        scored.sort { ($0.0, nodes[$1.1].id) > ($1.0, nodes[$0.1].id) }
        return scored.prefix(limit).map(\.1)
    }
}
