import LarderMatch
import LarderUser

extension StoredInventory {
    /// The matcher's view of the stored inventory.
    public var matchInventory: Inventory {
        Inventory(
            owned: Set(owned), staples: Set(staples),
            substitutes: substitutes.map { UserSubstitute(original: $0.original, replacement: $0.replacement) })
    }
}
