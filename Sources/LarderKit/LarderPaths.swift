import Foundation

/// Where Larder keeps its files.
///
/// The data directory is, in order: an explicit directory (`--data-dir`), `$LARDER_HOME`,
/// `$XDG_DATA_HOME/larder`, `~/.local/share/larder`. It holds the user's copy of the catalog
/// (`catalog.sqlite`) and the user's own data (`user.sqlite`).
///
/// The pristine bundled catalog is looked up in `$LARDER_BUNDLED_CATALOG`, then beside the executable
/// (`../lib/larder/catalog.sqlite`, then `catalog.sqlite` in the executable's folder).
public struct LarderPaths: Sendable, Hashable {
    public var dataDirectory: URL
    /// Candidates for the pristine catalog shipped with the program, best first.
    public var bundledCatalogCandidates: [URL]
    /// Why no data directory could be found (no `--data-dir`, `LARDER_HOME`, `XDG_DATA_HOME` or `HOME`);
    /// a session refuses to open anything while it is set, rather than guess a folder.
    public var unresolved: String?

    public init(dataDirectory: URL, bundledCatalogCandidates: [URL], unresolved: String? = nil) {
        self.dataDirectory = dataDirectory
        self.bundledCatalogCandidates = bundledCatalogCandidates
        self.unresolved = unresolved
    }

    /// Resolves the paths from an explicit data directory, the environment and the running executable.
    public static func resolve(
        dataDirectory explicit: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL
    ) -> LarderPaths {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        var unresolved: String?
        let data: URL
        if let explicit, !explicit.isEmpty {
            data = URL(fileURLWithPath: explicit)
        } else if let larderHome = environment["LARDER_HOME"], !larderHome.isEmpty {
            data = URL(fileURLWithPath: larderHome)
        } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            data = URL(fileURLWithPath: xdg).appendingPathComponent("larder")
        } else if let home {
            data = home.appendingPathComponent(".local/share/larder")
        } else {
            data = URL(fileURLWithPath: "/nonexistent/larder")
            unresolved = "HOME is not set, so there is no data directory; pass --data-dir DIR or set LARDER_HOME"
        }
        var candidates: [URL] = []
        if let bundled = environment["LARDER_BUNDLED_CATALOG"], !bundled.isEmpty {
            candidates.append(URL(fileURLWithPath: bundled))
        }
        if let folder = executable?.resolvingSymlinksInPath().deletingLastPathComponent() {
            candidates.append(folder.deletingLastPathComponent().appendingPathComponent("lib/larder/catalog.sqlite"))
            candidates.append(folder.appendingPathComponent("catalog.sqlite"))
        }
        return LarderPaths(dataDirectory: data.standardizedFileURL, bundledCatalogCandidates: candidates, unresolved: unresolved)
    }

    /// The user's copy of the catalog.
    public var catalog: URL { dataDirectory.appendingPathComponent("catalog.sqlite") }
    /// The user's own data.
    public var userDatabase: URL { dataDirectory.appendingPathComponent("user.sqlite") }
    /// The first bundled catalog that exists, if any.
    public var bundledCatalog: URL? {
        bundledCatalogCandidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
