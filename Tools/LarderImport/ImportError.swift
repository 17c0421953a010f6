/// Why an import could not run.
public enum ImportError: Error, Equatable, CustomStringConvertible {
    /// A data set file the importer needs is absent.
    case missingFile(String)
    /// A data set or curation file could not be read as expected.
    case malformed(String, String)

    public var description: String {
        switch self {
        case .missingFile(let path): "data set file not found: \(path)"
        case .malformed(let path, let why): "\(path): \(why)"
        }
    }
}
