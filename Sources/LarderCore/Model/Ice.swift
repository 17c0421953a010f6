/// How a drink is iced in the glass it is served in. The raw values are the words the catalog stores
/// (`Bundle/catalog/drinks.jsonl`, the `recipe.ice` column) and `--json` prints.
///
/// A stored word that is not one of these cases is an error wherever it is read (a `DecodingError` for
/// JSON, a damaged catalog for SQLite), never a default.
public enum Ice: String, Codable, Sendable, CaseIterable {
    /// No ice in the glass: served up, neat, or hot. (Not `none`, which `Ice?` would confuse with `nil`.)
    case noIce = "none"
    /// Over ice cubes.
    case cubed
    /// Over crushed ice (a julep, a swizzle); in a blended drink, crushed ice blended in.
    case crushed
    /// Over one large cube.
    case largeCube = "large cube"

    /// Whether the glass holds cubes, one or many (the drink is poured over them).
    public var isCubes: Bool { self == .cubed || self == .largeCube }
}
