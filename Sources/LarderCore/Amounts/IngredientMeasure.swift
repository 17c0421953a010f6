/// What one unit of an ingredient weighs: the facts that turn "2 cups flour" into grams and
/// "3 bananas" into a weight, so amounts can be added, shopped for and weighed for nutrition.
///
/// Values come from household-measure tables (USDA SR `WEIGHT.txt` for foods, our own table for bar
/// ingredients); a `nil` field means the fact is unknown, never zero.
public struct IngredientMeasure: Hashable, Codable, Sendable {
    /// Grams per millilitre (a cup of all-purpose flour, 125 g per 236.6 ml, is about 0.53).
    public var gramsPerMillilitre: Double?
    /// Grams per piece for foods counted whole ("1 banana", "2 eggs").
    public var gramsPerPiece: Double?
    /// What one piece is called when it is not the ingredient itself ("clove", "can (400 g)").
    public var pieceName: String?

    /// A measure from the facts known; leave out (`nil`) what is unknown.
    public init(gramsPerMillilitre: Double? = nil, gramsPerPiece: Double? = nil, pieceName: String? = nil) {
        self.gramsPerMillilitre = gramsPerMillilitre
        self.gramsPerPiece = gramsPerPiece
        self.pieceName = pieceName
    }
}
