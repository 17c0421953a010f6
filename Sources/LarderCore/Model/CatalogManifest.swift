/// The catalog's identity: `Bundle/catalog/manifest.json`, copied into every built catalog.
public struct CatalogManifest: Hashable, Codable, Sendable {
    /// Monotonic version number; a delta goes from one version to the next.
    public var version: Int
    /// Hex SHA-256 over the catalog's content in canonical order; filled in when the catalog is built.
    public var contentHash: String?

    /// A manifest for catalog `version`; `contentHash` is `nil` until the catalog is built.
    public init(version: Int, contentHash: String? = nil) {
        self.version = version
        self.contentHash = contentHash
    }
}
