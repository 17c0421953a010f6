import LarderCore
import LarderMatch

/// `larder buy-next`: the best single purchases, then a greedy plan.
public struct PurchaseReport: Hashable, Sendable, Codable {
    /// One ingredient to buy, and what buying it alone would do.
    public struct Option: Hashable, Sendable, Codable {
        /// The ingredient to buy.
        public var ingredient: NamedRef
        /// The recipes this one purchase makes makeable, in catalog order.
        public var completes: [NamedRef]
        /// How many other recipes it brings closer (fewer missing) without completing them.
        public var advances: Int
    }

    /// One purchase of the plan, after the ones before it.
    public struct Step: Hashable, Sendable, Codable {
        /// The ingredient to buy.
        public var ingredient: NamedRef
        /// The recipes this step makes makeable, in catalog order.
        public var unlocks: [NamedRef]
        /// How many recipes are makeable after this step.
        public var makeableAfter: Int
    }

    /// How many recipes the inventory makes today.
    public var makeableNow: Int
    /// The best single purchases, best first.
    public var ranking: [Option]
    /// Purchases chosen one after another, each the one that makes the most recipes makeable then.
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
