/// The meals of a day a recipe can be planned for, in the order a day runs.
public enum MealSlot: String, Codable, Sendable, CaseIterable, Comparable {
    /// The day's meals, in the order the day runs (``order``).
    case breakfast, lunch, dinner, snack, drinks

    /// The slot named `text` (case-insensitive), or `nil`.
    public init?(named text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The slot's place in the day.
    public var order: Int {
        switch self {
        case .breakfast: 0
        case .lunch: 1
        case .dinner: 2
        case .snack: 3
        case .drinks: 4
        }
    }

    /// Orders slots as the day runs (breakfast first, drinks last).
    public static func < (a: MealSlot, b: MealSlot) -> Bool { a.order < b.order }
}
