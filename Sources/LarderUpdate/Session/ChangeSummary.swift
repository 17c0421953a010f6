import CSQLiteSession
import Foundation

/// What an update changed, in recipes: added, changed (its own row or any row keyed by it), removed.
public struct ChangeSummary: Codable, Sendable, Hashable {
    /// Recipes new in the catalog.
    public var recipesAdded: Int
    /// Recipes whose row or any dependent row (lines, variants, sources…) changed.
    public var recipesChanged: Int
    /// Recipes no longer in the catalog.
    public var recipesRemoved: Int
    /// Changed rows over all tables.
    public var rowsChanged: Int

    /// A summary with the counts given (zero by default).
    public init(recipesAdded: Int = 0, recipesChanged: Int = 0, recipesRemoved: Int = 0, rowsChanged: Int = 0) {
        self.recipesAdded = recipesAdded
        self.recipesChanged = recipesChanged
        self.recipesRemoved = recipesRemoved
        self.rowsChanged = rowsChanged
    }
}

/// Reads a changeset's rows to tell which recipes it touches.
///
/// The recipe table is `recipe` keyed by its first column; a dependent table is one with a `recipe_id`
/// column. A chain of changesets folds into one summary (a recipe added then changed is added).
public struct ChangeCounter: Sendable {
    private var added: Set<String> = []
    private var removed: Set<String> = []
    private var touched: Set<String> = []
    /// Recipes added and removed again within the chain.
    private var transient: Set<String> = []
    private var rows = 0
    private var keys: [String: Set<String>] = [:]
    private let dependentColumns: [String: Int32]

    /// - Parameter dependentColumns: for each table whose rows belong to a recipe, the index of its
    ///   recipe id column.
    public init(dependentColumns: [String: Int32]) { self.dependentColumns = dependentColumns }

    /// Folds in the rows of `changeset`.
    /// - Complexity: O(c) in the changeset's rows.
    public mutating func count(_ changeset: Data) {
        guard !changeset.isEmpty else { return }
        var bytes = changeset
        bytes.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) in
            var iterator: OpaquePointer?
            guard sqlite3changeset_start(&iterator, Int32(buffer.count), buffer.baseAddress) == SQLITE_OK else {
                return
            }
            defer { sqlite3changeset_finalize(iterator) }
            while sqlite3changeset_next(iterator) == SQLITE_ROW {
                record(iterator)
            }
        }
    }

    private mutating func record(_ iterator: OpaquePointer?) {
        var name: UnsafePointer<CChar>?
        var columns: Int32 = 0
        var operation: Int32 = 0
        var indirect: Int32 = 0
        guard sqlite3changeset_op(iterator, &name, &columns, &operation, &indirect) == SQLITE_OK, let name else { return }
        rows += 1
        let table = String(cString: name)
        if let key = firstKey(iterator, operation: operation) { keys[table, default: []].insert(key) }
        guard let column = table == "recipe" ? 0 : dependentColumns[table] else { return }
        var value: OpaquePointer?
        if operation != SQLITE_INSERT { sqlite3changeset_old(iterator, column, &value) }
        // An update carries the old value of a non-key column only when that column changed.
        if value == nil, operation != SQLITE_DELETE { sqlite3changeset_new(iterator, column, &value) }
        guard let value, let text = sqlite3_value_text(value) else { return }
        let id = String(cString: text)
        switch (table == "recipe", operation) {
        case (true, SQLITE_INSERT):
            transient.remove(id)
            if removed.remove(id) != nil { touched.insert(id) } else { added.insert(id) }
        case (true, SQLITE_DELETE):
            if added.remove(id) == nil { removed.insert(id) } else { transient.insert(id) }
            touched.remove(id)
        default:
            if !transient.contains(id) { touched.insert(id) }
        }
    }

    /// The text of the row's first primary-key column.
    private func firstKey(_ iterator: OpaquePointer?, operation: Int32) -> String? {
        var flags: UnsafeMutablePointer<UInt8>?
        var count: Int32 = 0
        guard sqlite3changeset_pk(iterator, &flags, &count) == SQLITE_OK, let flags,
            let column = (0..<count).first(where: { flags[Int($0)] != 0 })
        else { return nil }
        var value: OpaquePointer?
        if operation == SQLITE_INSERT {
            sqlite3changeset_new(iterator, column, &value)
        } else {
            sqlite3changeset_old(iterator, column, &value)
        }
        guard let value, let text = sqlite3_value_text(value) else { return nil }
        return String(cString: text)
    }

    /// The touched rows, for refreshing derived indexes.
    public var changes: CatalogChanges {
        CatalogChanges(recipes: added.union(removed).union(touched).union(transient), keys: keys)
    }

    /// The summary so far.
    public var summary: ChangeSummary {
        ChangeSummary(
            recipesAdded: added.count, recipesChanged: touched.subtracting(added).subtracting(removed).count,
            recipesRemoved: removed.count, rowsChanged: rows)
    }
}
