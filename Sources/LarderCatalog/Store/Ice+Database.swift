import GRDB
import LarderCore

/// The `recipe.ice` column read as an ``LarderCore/Ice``: GRDB's raw-value conversion, so text that is not
/// one of its cases fails to decode and ``Row/value(_:as:)`` reports the catalog damaged.
extension Ice: DatabaseValueConvertible {}
