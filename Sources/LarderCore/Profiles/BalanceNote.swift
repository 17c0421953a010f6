import Foundation

/// Flags drinks whose sweet-to-sour balance sits far from the norm of drinks of the same structure.
///
/// For every drink with a clear sour side (sour ≥ 1), the ratio `r = sweet / sour` is taken on the log
/// scale; the norm of a group (the drink's family: sour, highball, …; at least `minimumGroup` drinks) is
/// the median of `log r`. A drink more than `log 2` from it (over twice as sweet or as tart, relative
/// to its sour) gets a note. Groups too small to have a norm give no notes.
public enum BalanceNote {
    /// One drink as the note needs it.
    public struct Input: Sendable {
        /// The drink's id.
        public var recipe: RecipeID
        /// The group whose norm the drink is compared with (its family, as in "sour-family").
        public var group: String
        /// The drink's sweetness (its profile's sweet value, 0…5).
        public var sweet: Double
        /// The drink's sourness (its profile's sour value, 0…5); below 1 the drink gets no note.
        public var sour: Double
        /// One drink of `group` with its sweet and sour values.
        public init(recipe: RecipeID, group: String, sweet: Double, sour: Double) {
            self.recipe = recipe
            self.group = group
            self.sweet = sweet
            self.sour = sour
        }
    }

    /// The sour a drink needs for a note: below it the drink has no clear sour side.
    public static let minimumSour = 1.0

    /// The notes, by recipe, for `drinks`.
    /// - Complexity: O(n log n)
    public static func notes(for drinks: [Input], minimumGroup: Int = 8) -> [RecipeID: String] {
        let eligible = drinks.filter { $0.sour >= minimumSour }
        var byGroup: [String: [Double]] = [:]
        for drink in eligible { byGroup[drink.group, default: []].append(logRatio(drink)) }
        var notes: [RecipeID: String] = [:]
        for drink in eligible {
            guard let values = byGroup[drink.group], values.count >= minimumGroup else { continue }
            let norm = median(values)
            let offset = logRatio(drink) - norm
            let times = exp(abs(offset))
            guard abs(offset) > log(2.0) else { continue }
            let howMuch = FixedDecimal.text(times, digits: 1)
            notes[drink.recipe] =
                offset > 0
                ? "sweeter than most \(drink.group) drinks: sweet-to-sour \(howMuch)× their median"
                : "tarter than most \(drink.group) drinks: sweet-to-sour 1/\(howMuch) of their median"
        }
        return notes
    }

    static func logRatio(_ drink: Input) -> Double { log(max(drink.sweet, 0.1) / drink.sour) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
