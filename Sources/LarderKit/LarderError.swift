import LarderCatalog

/// Why an application-level operation failed; each reads as one line for a user.
public enum LarderError: Error, Sendable, CustomStringConvertible {
    /// No catalog installed and no bundled catalog to install from.
    case noBundledCatalog(searched: [String])
    /// Installing the catalog failed.
    case installFailed(String)
    /// A catalog error, with a hint where the user can act on it.
    case catalog(CatalogError)
    /// Anything else, already phrased for the user.
    case message(String)

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
            default:
                error.description
            }
        case .message(let text):
            text
        }
    }
}
