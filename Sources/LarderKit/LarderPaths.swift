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
    /// The folder holding the user's catalog copy and `user.sqlite`.
    public var dataDirectory: URL
    /// Candidates for the pristine catalog shipped with the program, best first.
    public var bundledCatalogCandidates: [URL]
    /// Why no data directory could be found (no `--data-dir`, `LARDER_HOME`, `XDG_DATA_HOME` or `HOME`);
    /// a session refuses to open anything while it is set, rather than guess a folder.
    public var unresolved: String?

    /// Paths with these values as they are, resolving nothing (tests, an app with its own container).
    public init(dataDirectory: URL, bundledCatalogCandidates: [URL], unresolved: String? = nil) {
        self.dataDirectory = dataDirectory
        self.bundledCatalogCandidates = bundledCatalogCandidates
        self.unresolved = unresolved
    }

    /// Resolves the paths from an explicit data directory, the environment (the process's when `nil`)
    /// and the running executable.
    ///
    /// The process's environment is read variable by variable (`getenv`) and the executable from
    /// `/proc/self/exe`: `ProcessInfo.processInfo.environment`, `Bundle.main` and
    /// `URL.resolvingSymlinksInPath()` together cost about 3.5 M instructions, which every command paid.
    public static func resolve(
        dataDirectory explicit: String? = nil,
        environment: [String: String]? = nil,
        executable: URL? = LarderPaths.runningExecutable
    ) -> LarderPaths {
        let variable: (String) -> String? = { name in
            if let environment { return environment[name] }
            return getenv(name).map { String(cString: $0) }
        }
        let home = variable("HOME").flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        var unresolved: String?
        let data: URL
        if let explicit, !explicit.isEmpty {
            data = URL(fileURLWithPath: explicit)
        } else if let larderHome = variable("LARDER_HOME"), !larderHome.isEmpty {
            data = URL(fileURLWithPath: larderHome)
        } else if let xdg = variable("XDG_DATA_HOME"), !xdg.isEmpty {
            data = URL(fileURLWithPath: xdg).appendingPathComponent("larder")
        } else if let home {
            data = home.appendingPathComponent(".local/share/larder")
        } else {
            data = URL(fileURLWithPath: "/nonexistent/larder")
            unresolved = "HOME is not set, so there is no data directory; pass --data-dir DIR or set LARDER_HOME"
        }
        var candidates: [URL] = []
        if let bundled = variable("LARDER_BUNDLED_CATALOG"), !bundled.isEmpty {
            candidates.append(URL(fileURLWithPath: bundled))
        }
        if let folder = executable.map(Self.resolvingSymlinks)?.deletingLastPathComponent() {
            candidates.append(folder.deletingLastPathComponent().appendingPathComponent("lib/larder/catalog.sqlite"))
            candidates.append(folder.appendingPathComponent("catalog.sqlite"))
        }
        return LarderPaths(dataDirectory: data.standardizedFileURL, bundledCatalogCandidates: candidates, unresolved: unresolved)
    }

    /// The running program's file, symbolic links resolved (`nil` where it cannot be found).
    public static var runningExecutable: URL? {
        #if os(Linux)
            // What Foundation's `Bundle.main.executableURL` reads too, without setting up the bundle.
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if length > 0 {
                return URL(fileURLWithPath: String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
        #endif
        return Bundle.main.executableURL
    }

    /// `url` with its symbolic links resolved: `realpath` for a file that exists (what
    /// `resolvingSymlinksInPath()` gives for it, without that call's Foundation set-up), else Foundation's.
    static func resolvingSymlinks(_ url: URL) -> URL {
        guard url.isFileURL, let resolved = realpath(url.path, nil) else { return url.resolvingSymlinksInPath() }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
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
