import LarderCore

/// Which pantry amounts may stand in for a recipe line, as a cook reads the hierarchy: the line's own
/// ingredient first, then a more general one held (pantry "flour" covers "all-purpose flour"), then a
/// kind of it held (owned bourbon covers a "whiskey" line).
struct PantryCoverage {
    /// The amounts not yet spoken for.
    var remaining: [IngredientID: KitchenQuantity]
    /// Each pantry ingredient's ancestors, nearest first.
    let pantryAncestors: [IngredientID: [IngredientID]]
    let ancestors: (IngredientID) -> [IngredientID]

    init(_ pantry: [IngredientID: KitchenQuantity], ancestors: @escaping (IngredientID) -> [IngredientID]) {
        remaining = pantry
        self.ancestors = ancestors
        pantryAncestors = Dictionary(uniqueKeysWithValues: pantry.keys.map { ($0, ancestors($0)) })
    }

    /// The ingredients a line must be listed for even when owned, so pantry amounts can come off it:
    /// the pantry's own and everything above them.
    var tracked: Set<IngredientID> { Set(pantryAncestors.keys).union(pantryAncestors.values.joined()) }

    /// The pantry ingredients that may cover a line of `line`, in the order they are drawn on.
    func holders(of line: IngredientID) -> [IngredientID] {
        var out: [IngredientID] = remaining[line] != nil ? [line] : []
        out += ancestors(line).filter { remaining[$0] != nil }
        out += pantryAncestors.keys.filter { $0 != line && pantryAncestors[$0]?.contains(line) == true }.sorted()
        return out
    }
}
