import LarderCore

/// A scored ingredient–ingredient pairing from FlavorGraph, on our ids (`a < b`).
public struct FlavorPairing: Hashable, Codable, Sendable {
    public var a: IngredientID
    public var b: IngredientID
    public var score: Double
    public init(a: IngredientID, b: IngredientID, score: Double) {
        self.a = a
        self.b = b
        self.score = score
    }
}
