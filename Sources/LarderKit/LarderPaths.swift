import Foundation
import LarderCore

/// Where Larder keeps its files.
///
/// The data directory is, in order: an explicit directory (`--data-dir`), `$LARDER_HOME`,
/// `$XDG_DATA_HOME/larder`, `~/.local/share/larder`. It holds the user's copy of the catalog
/// (`catalog.sqlite`) and the user's own data (`user.sqlite`).
///
/// The pristine bundled catalog is looked up in `$LARDER_BUNDLED_CATALOG`, then beside the executable
/// (`../lib/larder/catalog.sqlite`, then `catalog.sqlite` in the executable's folder).
public struct LarderPaths: Sendable, Hashable {
    /// The folder holding the user's catalog copy and `user.sqlite`, as an absolute path.
    ///
    /// Paths are kept as text: a command's first `URL.path` or `appendingPathComponent` costs about 0.5 M
    /// instructions (Foundation instantiates a `Set<UInt8>` through its mangled name, a scan of every
    /// protocol conformance in the program), which every command paid. The `URL` properties are for callers
    /// that want one.
    public var dataDirectoryPath: String
    /// Candidates for the pristine catalog shipped with the program, best first, as paths.
    public var bundledCatalogPaths: [String]
    /// Why no data directory could be found (no `--data-dir`, `LARDER_HOME`, `XDG_DATA_HOME` or `HOME`);
    /// a session refuses to open anything while it is set, rather than guess a folder.
    public var unresolved: String?

    /// Paths with these values as they are, resolving nothing (tests, an app with its own container).
    public init(dataDirectory: URL, bundledCatalogCandidates: [URL], unresolved: String? = nil) {
        self.init(dataDirectoryPath: dataDirectory.path, bundledCatalogPaths: bundledCatalogCandidates.map(\.path), unresolved: unresolved)
    }

    /// Paths with these values as they are, given as absolute paths.
    public init(dataDirectoryPath: String, bundledCatalogPaths: [String], unresolved: String? = nil) {
        self.dataDirectoryPath = dataDirectoryPath
        self.bundledCatalogPaths = bundledCatalogPaths
        self.unresolved = unresolved
    }

    /// Resolves the paths from an explicit data directory, the environment (the process's when `nil`)
    /// and the running executable (its path).
    ///
    /// The process's environment is read variable by variable (`getenv`) and the executable from
    /// `/proc/self/exe`: `ProcessInfo.processInfo.environment`, `Bundle.main` and
    /// `URL.resolvingSymlinksInPath()` together cost about 3.5 M instructions, which every command paid.
    /// Paths are joined and standardized as text (``standardized(_:)``), as `URL` would.
    public static func resolve(
        dataDirectory explicit: String? = nil,
        environment: [String: String]? = nil,
        executable: String? = LarderPaths.runningExecutable
    ) -> LarderPaths {
        let variable: (String) -> String? = { name in
            if let environment { return environment[name] }
            return getenv(name).map { String(cString: $0) }
        }
        let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 }
        var unresolved: String?
        let data: String
        if let explicit, !explicit.isEmpty {
            data = explicit
        } else if let larderHome = variable("LARDER_HOME"), !larderHome.isEmpty {
            data = larderHome
        } else if let xdg = variable("XDG_DATA_HOME"), !xdg.isEmpty {
            data = xdg + "/larder"
        } else if let home {
            data = home + "/.local/share/larder"
        } else {
            data = "/nonexistent/larder"
            unresolved = "HOME is not set, so there is no data directory; pass --data-dir DIR or set LARDER_HOME"
        }
        var candidates: [String] = []
        if let bundled = variable("LARDER_BUNDLED_CATALOG"), !bundled.isEmpty {
            candidates.append(standardized(bundled))
        }
        if let executable {
            let folder = Directory.parent(of: resolvingSymlinks(executable))
            candidates.append(Directory.parent(of: folder) + "/lib/larder/catalog.sqlite")
            candidates.append(folder + "/catalog.sqlite")
        }
        return LarderPaths(dataDirectoryPath: standardized(data), bundledCatalogPaths: candidates, unresolved: unresolved)
    }

    /// `path` made absolute (from the working directory) with `.` and `..` components and repeated or
    /// trailing slashes taken out, as text: what `URL(fileURLWithPath:).standardizedFileURL.path` gives.
    public static func standardized(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
            full = String(cString: cwd) + "/" + path
            free(cwd)
        }
        // Whole `String`s, appended with `+=`: appending a `Substring` goes through the generic
        // `append(contentsOf:)`, whose first call in a process costs ~0.3 M instructions of witness lookups.
        var parts: [String] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { return "/" }
        var out = ""
        for part in parts {
            out += "/"
            out += part
        }
        return out
    }

    /// The running program's file as a path (`nil` where it cannot be found).
    public static var runningExecutable: String? {
        #if os(Linux)
            // What Foundation's `Bundle.main.executableURL` reads too, without setting up the bundle.
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return Bundle.main.executableURL?.path
    }

    /// `path` with its symbolic links resolved (`realpath`); standardized only, for a file that does not exist.
    static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return standardized(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder holding the user's catalog copy and `user.sqlite`.
    public var dataDirectory: URL { URL(fileURLWithPath: dataDirectoryPath) }
    /// Candidates for the pristine catalog shipped with the program, best first.
    public var bundledCatalogCandidates: [URL] { bundledCatalogPaths.map { URL(fileURLWithPath: $0) } }
    /// The user's copy of the catalog, as a path.
    public var catalogPath: String { Self.appending("catalog.sqlite", to: dataDirectoryPath) }
    /// The user's own data, as a path.
    public var userDatabasePath: String { Self.appending("user.sqlite", to: dataDirectoryPath) }
    /// The user's copy of the catalog.
    public var catalog: URL { URL(fileURLWithPath: catalogPath) }
    /// The user's own data.
    public var userDatabase: URL { URL(fileURLWithPath: userDatabasePath) }
    /// The first bundled catalog that exists, if any.
    public var bundledCatalog: URL? {
        bundledCatalogPaths.first { access($0, F_OK) == 0 }.map { URL(fileURLWithPath: $0) }
    }

    /// `name` inside the folder at `folder`.
    static func appending(_ name: String, to folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
