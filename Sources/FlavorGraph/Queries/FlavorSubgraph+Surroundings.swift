import LarderCore

extension FlavorGraph {
    /// Ingredients near a set, for a drawing that lets a reader expand the set: breadth first from
    /// `ids`, each node contributing its `partners` strongest edges of weight ≥ `minimumWeight`, until
    /// `limit` new ingredients are found. The set's own members are not returned.
    ///
    /// - Returns: the new ingredients, nearest ring first and, within a ring, in order of discovery.
    /// - Complexity: O(limit · partners + |ids|) edge visits.
    public func surroundings(
        of ids: [IngredientID], minimumWeight: Double = 0, partners: Int = 8, limit: Int
    ) -> [IngredientID] {
        var seen = Set(ids.compactMap { index[$0] })
        var frontier = ids.compactMap { index[$0] }
        var found: [IngredientID] = []
        while !frontier.isEmpty, found.count < limit {
            var next: [Int] = []
            for u in frontier {
                for edge in adjacency[u].prefix(partners) where edge.evidence.score >= minimumWeight {
                    guard found.count < limit else { break }
                    if seen.insert(edge.target).inserted {
                        found.append(nodes[edge.target].id)
                        next.append(edge.target)
                    }
                }
            }
            frontier = next
        }
        return found
    }
}
