import LarderCore
import LarderMatch

/// `larder buy-next`: the best single purchases, then a greedy plan.
public struct PurchaseReport: Hashable, Sendable, Codable {
    public struct Option: Hashable, Sendable, Codable {
        public var ingredient: NamedRef
        public var completes: [NamedRef]
        public var advances: Int
    }

    public struct Step: Hashable, Sendable, Codable {
        public var ingredient: NamedRef
        public var unlocks: [NamedRef]
        public var makeableAfter: Int
    }

    public var makeableNow: Int
    public var ranking: [Option]
    public var plan: [Step]
}

extension BarCatalog {
    /// The `top` best single purchases and a greedy plan of `count` purchases for `inventory`.
    public func buyNext(_ inventory: Inventory, count: Int, top: Int = 10, kind: RecipeKind? = nil) -> PurchaseReport {
        let options = MatchOptions(kinds: kind.map { [$0] })
        let (suggestions, plan) = matcher.suggestAndPlanPurchases(for: inventory, count: count, options: options)
        let ranking = suggestions.prefix(top).map {
            PurchaseReport.Option(ingredient: ref($0.ingredient), completes: $0.completes.map(ref), advances: $0.advances)
        }
        return PurchaseReport(
            makeableNow: plan.makeableBefore, ranking: Array(ranking),
            plan: plan.steps.map { PurchaseReport.Step(ingredient: ref($0.ingredient), unlocks: $0.unlocks.map(ref), makeableAfter: $0.makeableAfter) })
    }
}
