import LarderCore

/// A scored ingredient–ingredient pairing from FlavorGraph, on our ids (`a < b`).
public struct FlavorPairing: Hashable, Codable, Sendable {
    /// The ingredient first in id order.
    public var a: IngredientID
    /// The ingredient second in id order.
    public var b: IngredientID
    /// FlavorGraph's score for the pair, unscaled (the highest when several of its ingredients map onto one of ours).
    public var score: Double
    /// A pairing of `a` and `b`; the caller puts `a` first in id order.
    public init(a: IngredientID, b: IngredientID, score: Double) {
        self.a = a
        self.b = b
        self.score = score
    }
}
