import LarderCore

/// What `larder import` is asked to do.
public struct ImportRequest: Sendable {
    /// Files, folders, `-` (standard input) or http(s) URLs.
    public var sources: [String]
    /// Read, resolve and report, but save nothing.
    public var dryRun: Bool
    /// Save every recipe as this kind, whatever the source says.
    public var kind: RecipeKind?
    /// Also put every imported recipe in this collection (created if needed).
    public var collection: String?

    /// A request to import `sources`; by default saving each recipe as the kind its source gives.
    public init(sources: [String], dryRun: Bool = false, kind: RecipeKind? = nil, collection: String? = nil) {
        self.sources = sources
        self.dryRun = dryRun
        self.kind = kind
        self.collection = collection
    }
}

/// What an import did, source by source.
public struct ImportReport: Codable, Sendable, Equatable {
    /// Whether nothing was saved (`--dry-run`): the counts say what an import would do.
    public var dryRun: Bool
    /// One report per source read, in the order given; a folder gives one per file it holds.
    public var sources: [ImportSourceReport]

    /// Recipes added or updated (or, in a dry run, that would be).
    public var saved: Int { sources.reduce(0) { $0 + $1.recipes.filter { $0.action != .skipped }.count } }
    /// Recipes skipped as stored already (or, in a dry run, that would be).
    public var skipped: Int { sources.reduce(0) { $0 + $1.recipes.filter { $0.action == .skipped }.count } }
    /// Sources that gave no recipe at all.
    public var failed: Int { sources.filter { $0.error != nil }.count }
}

/// One source's part of an import: its recipes, or why it gave none.
public struct ImportSourceReport: Codable, Sendable, Equatable {
    /// The file path, `-` or URL read.
    public var source: String
    /// One line saying why the source gave no recipe; `nil` when it was read.
    public var error: String?
    /// The recipes the source gave, in the order read; empty when ``error`` is set.
    public var recipes: [ImportedRecipeReport]
}

/// One recipe of an import.
public struct ImportedRecipeReport: Codable, Sendable, Equatable {
    /// What the import did with the recipe (or, in a dry run, would do).
    public enum Action: String, Codable, Sendable {
        /// Saved as a new recipe; saved over the same recipe imported before; not saved (see ``reason``).
        case added, updated, skipped
        /// A catalog recipe from another Larder's export that this catalog has: referred to, not copied.
        case referenced
    }

    /// The user recipe's id; the catalog recipe's id when the recipe was referenced.
    public var id: String
    /// The recipe's title as read.
    public var title: String
    /// Drink or dish, as saved (the request's kind, else the source's, else dish).
    public var kind: RecipeKind
    /// Added, updated, skipped or referenced.
    public var action: Action
    /// Why it was skipped.
    public var reason: String?
    /// How many method steps the recipe has.
    public var steps: Int
    /// How many ingredient lines the recipe has.
    public var lines: Int
    /// Lines that resolved to a catalog ingredient.
    public var resolved: Int
    /// The lines kept as free text.
    public var unresolved: [String]
}
