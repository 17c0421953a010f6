import Foundation
import GRDB
import LarderCore

// GRDB records for the user tables, in the style of GRDB's demo app: each is a `FetchableRecord` with
// its `Columns`, and decoding a row throws ``UserDataError/corrupt(table:column:expected:)`` on a value of
// the wrong type instead of trapping or defaulting.

/// A row of `favorite`.
struct FavoriteRecord: FetchableRecord, TableRecord {
    static let databaseTableName = "favorite"
    enum Columns {
        static let recipeID = Column("recipe_id")
        static let addedAt = Column("added_at")
    }

    var favorite: Favorite

    init(row: Row) throws {
        favorite = Favorite(
            recipe: RecipeID(try row.field(Columns.recipeID, of: Self.databaseTableName, as: String.self)),
            addedAt: try row.field(Columns.addedAt, of: Self.databaseTableName))
    }
}

/// A row of `collection` (its members are read separately).
struct CollectionRecord: FetchableRecord, TableRecord {
    static let databaseTableName = "collection"
    enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let createdAt = Column("created_at")
    }

    var id: Int64
    var name: String
    var createdAt: Date

    init(row: Row) throws {
        id = try row.field(Columns.id, of: Self.databaseTableName)
        name = try row.field(Columns.name, of: Self.databaseTableName)
        createdAt = try row.field(Columns.createdAt, of: Self.databaseTableName)
    }
}

/// A row of `collection_member`.
struct CollectionMemberRecord: FetchableRecord, TableRecord {
    static let databaseTableName = "collection_member"
    enum Columns {
        static let collectionID = Column("collection_id")
        static let recipeID = Column("recipe_id")
        static let addedAt = Column("added_at")
    }

    var recipe: RecipeID

    init(row: Row) throws {
        recipe = RecipeID(try row.field(Columns.recipeID, of: Self.databaseTableName, as: String.self))
    }
}

/// A row of `rating`.
struct RatingRecord: FetchableRecord, TableRecord {
    static let databaseTableName = "rating"
    enum Columns {
        static let recipeID = Column("recipe_id")
        static let stars = Column("stars")
        static let ratedAt = Column("rated_at")
    }

    var rating: Rating

    init(row: Row) throws {
        rating = Rating(
            recipe: RecipeID(try row.field(Columns.recipeID, of: Self.databaseTableName, as: String.self)),
            stars: try row.field(Columns.stars, of: Self.databaseTableName),
            ratedAt: try row.field(Columns.ratedAt, of: Self.databaseTableName))
    }
}

/// A row of `history`, as the history query returns it (one per distinct value).
struct HistoryRecord: FetchableRecord, TableRecord {
    static let databaseTableName = "history"
    enum Columns {
        static let kind = Column("kind")
        static let value = Column("value")
        static let at = Column("at")
    }

    var value: String
    var at: Date

    init(row: Row) throws {
        value = try row.field(Columns.value, of: Self.databaseTableName)
        at = try row.field(Columns.at, of: Self.databaseTableName)
    }
}

/// A row of `user_substitute`.
struct SubstituteRecord: FetchableRecord, TableRecord {
    static let databaseTableName = "user_substitute"
    enum Columns {
        static let original = Column("original")
        static let replacement = Column("replacement")
    }

    var substitute: StoredSubstitute

    init(row: Row) throws {
        substitute = StoredSubstitute(
            original: IngredientID(try row.field(Columns.original, of: Self.databaseTableName, as: String.self)),
            replacement: IngredientID(try row.field(Columns.replacement, of: Self.databaseTableName, as: String.self)))
    }
}

/// A single text id column (`inventory.ingredient_id`, `staple.ingredient_id`, …).
struct IDRecord: FetchableRecord {
    static let id = Column("id")
    var id: String

    init(row: Row) throws {
        // Id queries select `<table> AS source, <column> AS id`, so a bad value names its table.
        let table = (try? row.decode(String?.self, forColumn: "source")).flatMap { $0 } ?? "user data"
        id = try row.field(Self.id, of: table)
    }
}

/// A row of `update_history`.
struct UpdateHistoryRecord: FetchableRecord, TableRecord {
    static let databaseTableName = "update_history"
    enum Columns {
        static let id = Column("id")
        static let appliedAt = Column("applied_at")
        static let fromVersion = Column("from_version")
        static let toVersion = Column("to_version")
        static let added = Column("added")
        static let changed = Column("changed")
        static let removed = Column("removed")
        static let source = Column("source")
    }

    var update: UpdateRecord

    init(row: Row) throws {
        let table = Self.databaseTableName
        update = UpdateRecord(
            appliedAt: try row.field(Columns.appliedAt, of: table),
            fromVersion: try row.field(Columns.fromVersion, of: table),
            toVersion: try row.field(Columns.toVersion, of: table),
            added: try row.field(Columns.added, of: table),
            changed: try row.field(Columns.changed, of: table),
            removed: try row.field(Columns.removed, of: table),
            source: try row.field(Columns.source, of: table))
    }
}
