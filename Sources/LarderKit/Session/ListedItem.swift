import LarderCore

/// A recipe or ingredient in a list of the user's: its id, its name, and whether the catalog still has it
/// (user data names catalog entries by id, and keeps entries whose recipe or ingredient left the catalog).
public struct ListedItem: Hashable, Sendable, Codable {
    /// The catalog id, kept when the catalog no longer has it.
    public var id: String
    /// The catalog's name, or the id when the catalog no longer has it.
    public var name: String
    /// Whether the catalog has it; `false` for an entry that left the catalog.
    public var inCatalog: Bool

    /// An item with the catalog's `name`, or `nil` when the catalog no longer has it (named by its id).
    public init(id: String, name: String?) {
        self.id = id
        self.name = name ?? id
        self.inCatalog = name != nil
    }
}

/// What an edit of the user's data did: which entries changed and which already were as asked.
public struct EditOutcome: Hashable, Sendable, Codable {
    /// `added`, `removed`, `created`, `renamed`, `deleted`, `cleared`, `set`, `rated`.
    public var action: String
    /// Entries the edit changed, in the order given.
    public var changed: [ListedItem]
    /// Entries that already were as asked (added twice, say), in the order given.
    public var unchanged: [ListedItem]

    /// The outcome of `action`: the entries it changed and those already as asked.
    public init(action: String, changed: [ListedItem], unchanged: [ListedItem] = []) {
        self.action = action
        self.changed = changed
        self.unchanged = unchanged
    }
}

extension EditOutcome {
    /// Splits `items` (the names of `ids`, in order) into those in `changed` and the rest.
    init<ID: Hashable>(action: String, _ ids: [ID], items: [ListedItem], changed: Set<ID>) {
        let pairs = Array(zip(ids, items))
        self.init(
            action: action, changed: pairs.filter { changed.contains($0.0) }.map(\.1),
            unchanged: pairs.filter { !changed.contains($0.0) }.map(\.1))
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each only the first time it appears.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
