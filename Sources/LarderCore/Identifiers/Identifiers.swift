/// The stable identifier of a canonical ingredient: its slug, e.g. `lime-juice`, `bourbon-whiskey`.
public struct IngredientID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The slug.
    public let rawValue: String
    /// The id whose slug is `rawValue` (not checked).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The id whose slug is `rawValue` (not checked).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The id whose slug is the literal, as in `let lime: IngredientID = "lime-juice"`.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// Decodes the id from a plain JSON string (its slug).
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    /// Encodes the id as a plain string (its slug).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    /// The slug.
    public var description: String { rawValue }
    /// Orders ids by slug (byte-wise string order).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The stable identifier of a recipe (drink or dish): its slug, e.g. `negroni`, `banana-bread`.
public struct RecipeID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The slug.
    public let rawValue: String
    /// The id whose slug is `rawValue` (not checked).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The id whose slug is `rawValue` (not checked).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The id whose slug is the literal, as in `let drink: RecipeID = "negroni"`.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// Decodes the id from a plain JSON string (its slug).
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    /// Encodes the id as a plain string (its slug).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    /// The slug.
    public var description: String { rawValue }
    /// Orders ids by slug (byte-wise string order).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
