import LarderCatalog
import LarderCore
import LarderMatch
import LarderRender
import LarderUpdate
import LarderUser

/// Why an application-level operation failed. Module errors keep their identity (match on
/// `.catalog(.notFound(...))`, `.user(.noSuchCollection(...))`); every case reads as one line.
public enum LarderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No catalog installed and no bundled catalog to install from.
    case noBundledCatalog(searched: [String])
    /// Installing the catalog failed.
    case installFailed(String)
    /// A catalog error, with a hint where the user can act on it.
    case catalog(CatalogError)
    /// The user database refused or failed.
    case user(UserDataError)
    /// A catalog update failed; the catalog is unchanged.
    case update(UpdateError)
    /// The matcher refused a request (a recipe it does not know).
    case match(MatchCatalogError)
    /// Drawing or writing a graph failed.
    case render(RenderError)
    /// What the user asked for cannot be used as given (an empty name, a text far too long, …).
    case invalidInput(String)
    /// An entry the command needs to be present is not (not in the inventory, not a staple, …).
    case notPresent(what: String, in: String)
    /// A flavor question the graph cannot answer for this ingredient or recipe.
    case flavor(String)
    /// A file the user named cannot be read or written.
    case file(path: String, reason: String)
    /// A file-system operation failed.
    case fileSystem(FileSystemError)
    /// Untrusted input went past one of its limits (size, line length, deadline).
    case inputLimit(InputLimitError)
    /// The session was closed (``LarderSession/close()``) and opens nothing more.
    case closed

    /// One line for the user saying what went wrong and, where there is one, what to do.
    public var description: String {
        switch self {
        case .noBundledCatalog(let searched):
            "no catalog installed and no bundled catalog found (looked in \(searched.joined(separator: ", "))); "
                + "build one with `larder-build compile -o catalog.sqlite` and point LARDER_BUNDLED_CATALOG at it"
        case .installFailed(let why):
            "cannot install the catalog: \(why)"
        case .catalog(let error):
            switch error {
            case .damaged, .missing:
                "\(error); reinstall the bundled catalog with `larder install --force` (your own data is kept)"
            case .queryFailed(let why) where why.contains("no such table") || why.contains("no such column"):
                "the catalog is damaged (\(why)); reinstall the bundled catalog with `larder install --force` (your own data is kept)"
            default:
                error.description
            }
        case .user(let error): error.description
        case .update(let error): error.description
        case .render(let error): error.description
        case .match(let error): error.description
        case .invalidInput(let why): why
        case .notPresent(let what, let container): "\(what) is not \(container)"
        case .flavor(let why): why
        case .file(let path, let reason): "\(path): \(reason)"
        case .fileSystem(let error): error.description
        case .inputLimit(let error): error.description
        case .closed: "the session is closed"
        }
    }
}
