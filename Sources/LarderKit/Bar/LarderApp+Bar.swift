import LarderCatalog
import LarderCore
import LarderMatch
import LarderUser

extension LarderApp {
    /// The user's own data (`user.sqlite` beside the catalog copy), created on first use.
    public func userData() throws(LarderError) -> UserDatabase {
        do {
            return try UserDatabase.open(at: paths.userDatabase)
        } catch {
            throw .message(error.description)
        }
    }

    /// The catalog compiled for matching.
    public func barCatalog() throws(LarderError) -> BarCatalog {
        let store = try catalog()
        let data: CatalogMatchData
        do {
            data = try store.matchData()
        } catch {
            throw .catalog(error)
        }
        return try BarCatalog(data)
    }
}

extension StoredInventory {
    /// The matcher's view of the stored inventory.
    public var matchInventory: Inventory {
        Inventory(
            owned: Set(owned), staples: Set(staples),
            substitutes: substitutes.map { UserSubstitute(original: $0.original, replacement: $0.replacement) })
    }
}
