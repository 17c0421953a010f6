import LarderCore

/// Why a source gave no recipe. Every case reads as one line naming the source.
public enum RecipeFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Readable, but it carries no recipe (a page without schema.org `Recipe` data, an empty export).
    case noRecipe(source: String, why: String)
    /// Damaged data in a format that was recognised (`JSON`, `zip`, `Cooklang`).
    case malformed(source: String, format: String, why: String)
    /// Bytes that are not text (NUL bytes, an image, an executable).
    case binary(source: String)
    /// Text that is not valid UTF-8.
    case invalidUTF8(source: String)
    /// An archive that would write outside its folder, expand without bound, or is cut short.
    case unsafeArchive(source: String, why: String)
    /// Past a size, depth or count limit.
    case limit(InputLimitError)
    /// A recipe with more ingredient lines or steps than any real one (`what`: "ingredient lines", "steps").
    case tooLong(source: String, title: String, what: String, count: Int, limit: Int)

    /// One line naming the source and saying why it gave no recipe.
    public var description: String {
        switch self {
        case let .noRecipe(source, why): "\(source): no recipe found (\(why))"
        case let .malformed(source, format, why): "\(source): malformed \(format) (\(why))"
        case let .binary(source): "\(source): binary data, not a recipe"
        case let .invalidUTF8(source): "\(source): not valid UTF-8 text"
        case let .unsafeArchive(source, why): "\(source): refused archive (\(why))"
        case let .limit(error): error.description
        case let .tooLong(source, title, what, count, limit):
            "\(source): '\(title.prefix(60))' has \(count) \(what), more than the \(limit) a recipe may have"
        }
    }
}
