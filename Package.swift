// swift-tools-version: 6.0
import PackageDescription

/// Larder: an offline catalog of drinks and dishes with a flavor-pairing graph engine.
///
/// Library targets hold the logic; `larder` is a thin command-line layer over them.
/// Pure engines (`LarderMatch`, `FlavorGraph`) depend on nothing but `LarderCore`.
let package = Package(
    name: "Larder",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "larder", targets: ["larder"]),
        .executable(name: "larder-build", targets: ["larder-build"]),
        .executable(name: "larder-bench", targets: ["larder-bench"]),
        .executable(name: "larder-publish", targets: ["larder-publish"]),
        .library(name: "LarderKit", targets: ["LarderKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
    ],
    targets: [
        // MARK: Core value types and parsing
        .target(name: "CStandardStreams"),
        .target(name: "LarderCore", dependencies: ["CStandardStreams"]),

        // MARK: Storage
        .target(name: "LarderCatalog", dependencies: [
            "LarderCore", "FlavorGraph", "LarderMatch", "CSQLiteSession",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .target(name: "LarderUser", dependencies: [
            "LarderCore", "CSQLiteSession",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),

        // MARK: Pure engines
        .target(name: "LarderMatch", dependencies: ["LarderCore"]),
        .target(name: "FlavorGraph", dependencies: ["LarderCore"]),

        // MARK: Rendering
        // Graphviz's headers only: LarderRender loads libgvc with dlopen when a graph is drawn, so no
        // other command maps it (needs libgraphviz-dev to build, graphviz to draw).
        .systemLibrary(name: "CGraphviz"),
        .target(name: "LarderRender", dependencies: ["LarderCore", "FlavorGraph", "CGraphviz"]),

        // MARK: Updates
        .target(
            name: "CSQLiteSession",
            linkerSettings: [.linkedLibrary("sqlite3")]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "LarderUpdate", dependencies: [
            "LarderCore", "LarderCatalog", "CSQLiteSession", "CZlib",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),

        // MARK: Recipe formats (import and export; pure, no database)
        .target(name: "RecipeFormats", dependencies: ["LarderCore", "CZlib"]),
        .testTarget(name: "RecipeFormatsTests", dependencies: ["RecipeFormats", "LarderCore"]),

        // MARK: Application core (what an app embeds) and the CLI
        .target(name: "LarderKit", dependencies: [
            "LarderCore", "LarderCatalog", "LarderUser", "LarderMatch",
            "FlavorGraph", "LarderRender", "LarderUpdate", "RecipeFormats", "CSQLiteSession",
        ]),
        .executableTarget(
            name: "larder",
            dependencies: ["LarderKit"],
            // Start-up: without --export-dynamic (which the static stdlib's link arguments add) the
            // executable's 18,000 symbols are not exported, so the loader and the Swift runtime's dladdr
            // at start have little to scan. (Tools/install.sh also links it position-dependent, which
            // only a static-stdlib build can be: see there.)
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))
            ]),

        // MARK: Tools
        // The catalog compiler and its JSONL sources: only the tools and tests build catalogs, so the
        // libraries an app ships (and `larder`) only read them.
        .target(name: "LarderCatalogBuild", dependencies: [
            "LarderCore", "LarderCatalog",
            .product(name: "GRDB", package: "GRDB.swift"),
        ], path: "Tools/LarderCatalogBuild"),
        .target(name: "LarderImport", dependencies: ["LarderCore", "LarderCatalog", "LarderCatalogBuild"], path: "Tools/LarderImport"),
        .executableTarget(name: "larder-build", dependencies: [
            "LarderImport", "LarderCatalog", "LarderCatalogBuild",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Tools/larder-build"),
        .executableTarget(name: "larder-bench", dependencies: [
            "LarderKit", "LarderCatalog", "LarderCatalogBuild", "CSQLiteSession", "LarderImport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ], path: "Tools/larder-bench"),
        .executableTarget(name: "larder-publish", dependencies: [
            "LarderUpdate",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Tools/larder-publish"),

        // MARK: Tests
        // A hidden helper the update tests spawn and SIGKILL mid-update.
        .executableTarget(name: "larder-update-probe", dependencies: ["LarderUpdate"], path: "Tests/LarderUpdateProbe"),
        .testTarget(name: "LarderCoreTests", dependencies: ["LarderCore"]),
        .testTarget(name: "LarderImportTests", dependencies: ["LarderImport", "LarderCore", "LarderCatalog", "LarderCatalogBuild"]),
        // The small hand-written catalog the catalog and application tests share.
        .target(name: "CatalogTestSupport", dependencies: ["LarderCatalog", "LarderCatalogBuild"], path: "Tests/CatalogTestSupport"),
        .testTarget(name: "LarderCatalogTests", dependencies: ["LarderCatalog", "LarderCatalogBuild", "LarderImport", "LarderMatch", "CatalogTestSupport"]),
        .testTarget(name: "LarderMatchTests", dependencies: ["LarderMatch"]),
        // The small flavor fixture both graph test targets use.
        .target(name: "FlavorTestSupport", dependencies: ["FlavorGraph"], path: "Tests/FlavorTestSupport"),
        .testTarget(name: "FlavorGraphTests", dependencies: ["FlavorGraph", "LarderRender", "FlavorTestSupport"]),
        .testTarget(name: "LarderRenderTests", dependencies: ["LarderRender", "FlavorGraph", "FlavorTestSupport"]),
        .testTarget(name: "LarderUserTests", dependencies: ["LarderUser"]),
        .testTarget(name: "LarderUpdateTests", dependencies: ["LarderUpdate", "LarderCatalog", "LarderCatalogBuild", "LarderCore", "LarderMatch", "CatalogTestSupport", "larder-update-probe"]),
        .testTarget(name: "LarderKitTests", dependencies: ["LarderKit", "LarderCatalogBuild", "CatalogTestSupport"]),
        .testTarget(name: "LarderCLITests", dependencies: ["larder", "LarderKit", "LarderUpdate", "LarderRender", "LarderCatalogBuild", "FlavorTestSupport"]),
    ]
)
