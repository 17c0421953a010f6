/// A global substitute from the curated table in `Bundle/catalog/substitutes.jsonl`:
/// `replacement` may stand in for `original` in any recipe, at some cost to faithfulness.
public struct SubstituteRule: Hashable, Codable, Sendable {
    /// The ingredient a recipe calls for.
    public var original: IngredientID
    /// The ingredient that may be used instead.
    public var replacement: IngredientID
    /// How much is lost, from 0 (as good) to 1 (barely acceptable). Ranks makeable-by-substitute results.
    public var penalty: Double
    /// Whether the rule holds the other way round too.
    public var bidirectional: Bool
    /// A few words of why, written by us ("both sour citrus").
    public var reason: String?

    /// A rule; `penalty` from 0 to 1 (see ``penalty``).
    public init(original: IngredientID, replacement: IngredientID, penalty: Double, bidirectional: Bool, reason: String? = nil) {
        self.original = original
        self.replacement = replacement
        self.penalty = penalty
        self.bidirectional = bidirectional
        self.reason = reason
    }
}
