/// How much of the catalog the flavor data covers, weighted by how often ingredients are used.
public struct FlavorCoverageReport: Sendable, Codable, Equatable {
    /// FlavorGraph ingredients read, and how many of them matched one of ours.
    public var flavorGraphIngredients = 0
    public var flavorGraphMatched = 0
    /// Our ingredients with compound data: matched directly, or through their parent.
    public var mappedDirectly = 0
    public var mappedThroughParent = 0
    /// Our ingredients that took the compounds of their name's head (lemon juice → lemon).
    public var mappedThroughName = 0
    /// Recipe ingredient lines (all recipes / drinks only) and how many name an ingredient with compounds.
    public var lines = 0
    public var coveredLines = 0
    public var drinkLines = 0
    public var coveredDrinkLines = 0
    public var compounds = 0
    public var pairings = 0
    /// Our most used ingredients without compound data, with the number of lines using them.
    public var topUnmapped: [UnmappedIngredient] = []
    /// FlavorGraph ingredients that matched none of ours (a sample, sorted).
    public var unmatchedFlavorGraphNames: [String] = []

    public struct UnmappedIngredient: Sendable, Codable, Equatable {
        public var id: String
        public var lines: Int
    }

    /// Lines covered as a fraction of all lines.
    public var weightedCoverage: Double { lines == 0 ? 0 : Double(coveredLines) / Double(lines) }
    public var drinkWeightedCoverage: Double { drinkLines == 0 ? 0 : Double(coveredDrinkLines) / Double(drinkLines) }

    /// A few lines for the builder's stderr.
    public func summary() -> String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        return """
            flavor: \(flavorGraphMatched) of \(flavorGraphIngredients) FlavorGraph ingredients matched; \
            \(mappedDirectly) of our ingredients mapped directly, \(mappedThroughName) by their name's head, \
            \(mappedThroughParent) through their parent
            flavor: \(compounds) compounds, \(pairings) pairings
            flavor: coverage weighted by use: \(percent(weightedCoverage)) of \(lines) recipe lines, \
            \(percent(drinkWeightedCoverage)) of \(drinkLines) drink lines
            flavor: most used without compound data: \
            \(topUnmapped.prefix(15).map { "\($0.id) (\($0.lines))" }.joined(separator: ", "))
            """
    }
}
