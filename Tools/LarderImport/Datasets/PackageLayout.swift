import Foundation

/// Where the package's folders are: the package root (the folder holding `Package.swift`), its
/// `Bundle/` and the data sets beside it (`../shared/datasets`).
public struct PackageLayout: Sendable, Equatable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// The package containing `path` (a source file or the working directory), found by walking up
    /// to the first folder with a `Package.swift`.
    public static func containing(_ path: String) -> PackageLayout? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return PackageLayout(root: url)
            }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// The layout of the package this importer was compiled in.
    public static var compiledIn: PackageLayout? { containing(#filePath) }

    public var datasets: URL { root.deletingLastPathComponent().appendingPathComponent("shared/datasets") }
    public var curation: URL { root.appendingPathComponent("Bundle/curation") }
    public var catalog: URL { root.appendingPathComponent("Bundle/catalog") }
    /// Our written dish methods, one `.cook` file a dish.
    public var dishes: URL { root.appendingPathComponent("Bundle/dishes") }
}
