/// How heavy a layered drink's pours are, so a pousse-café or a layered shot is poured densest first
/// (issue 9): a layer stays apart only on a heavier one. Sugar makes a liqueur heavy and alcohol makes
/// a spirit light, so the order follows sugar content: grenadine and crème de cassis at the bottom,
/// the crèmes and coffee liqueurs next, cream liqueurs and orange liqueurs above them, spirits on top.
///
/// The figures are specific gravities (water = 1.00) as bartenders' layering charts give them, rounded
/// to two places; a line whose ingredient is not listed has no known density.
public enum LayerDensity {
    /// Specific gravity by words of the ingredient id, most specific first: the first entry whose key is
    /// whole words of the id wins ("blue-curacao" before "curacao"; "gin" names no "ginger-liqueur").
    static let table: [(key: String, gravity: Double)] = [
        ("grenadine", 1.18), ("creme-de-cassis", 1.18), ("cassis", 1.18),
        ("creme-de-cacao", 1.14), ("coffee-liqueur", 1.14), ("kahlua", 1.14), ("tia-maria", 1.14),
        ("chambord", 1.13), ("black-raspberry-liqueur", 1.13), ("raspberry-liqueur", 1.13),
        ("creme-de-banane", 1.12), ("banana-liqueur", 1.12), ("creme-de-menthe", 1.12), ("creme-de-noyaux", 1.12),
        ("galliano", 1.11), ("blue-curacao", 1.11), ("curacao", 1.11),
        ("amaretto", 1.10), ("melon-liqueur", 1.10), ("midori", 1.10), ("triple-sec", 1.09),
        ("butterscotch-schnapps", 1.08), ("sambuca", 1.08), ("drambuie", 1.08), ("frangelico", 1.08),
        ("benedictine", 1.07), ("irish-cream", 1.06), ("baileys", 1.06), ("yellow-chartreuse", 1.06),
        ("pineapple-juice", 1.05), ("peach-schnapps", 1.04), ("cointreau", 1.04), ("orange-juice", 1.04),
        ("grand-marnier", 1.03), ("green-chartreuse", 1.01), ("heavy-cream", 1.00), ("cream", 1.00),
        ("vodka", 0.94), ("gin", 0.94), ("whisky", 0.94), ("whiskey", 0.94), ("rum", 0.94), ("brandy", 0.94),
        ("cognac", 0.94), ("tequila", 0.94), ("absinthe", 0.92),
    ]

    /// The specific gravity of `id`, or `nil` when it is not known.
    ///
    /// - Complexity: O(k) in the table's size.
    public static func gravity(of id: IngredientID) -> Double? {
        let raw = "-" + id.rawValue + "-"
        return table.first { raw.contains("-" + $0.key + "-") }?.gravity
    }

    /// `lines` in the order they are poured: densest first, lines of equal density in their given order.
    /// Lines are left in their given order when any of them has no known density, or when `curated`
    /// (our curation states the order, as it does where a heavier liqueur is dropped in on purpose to
    /// sink through the rest).
    ///
    /// - Complexity: O(n log n) in the number of lines.
    public static func pouringOrder(_ lines: [RecipeLine], curated: Bool) -> [RecipeLine] {
        guard !curated else { return lines }
        let gravities = lines.compactMap { gravity(of: $0.ingredient) }
        guard gravities.count == lines.count else { return lines }
        return zip(lines, gravities).enumerated()
            .sorted { a, b in a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset }
            .map(\.element.0)
    }
}
