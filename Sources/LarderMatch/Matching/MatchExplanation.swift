import LarderCore

/// Why a recipe matched the way it did: what is missing and what it relied on.
public struct MatchExplanation: Hashable, Sendable {
    /// The recipe explained.
    public var recipe: RecipeID
    /// The variant that matched, or `nil` for the main spec.
    public var variant: MatchedVariant?
    /// Blocking lines not satisfied, as each line's own ingredient.
    public var missing: [IngredientID]
    /// Optional and garnish lines not satisfied ("optional, missing"); they never block.
    public var optionalMissing: [IngredientID]
    /// Lines satisfied only through a substitute.
    public var substitutions: [Substitution]
    /// Lines asking for a general ingredient satisfied by a more specific one the user has.
    public var descendants: [DescendantUse]
    /// Homemade ingredients counted as available because their parts are.
    public var homemade: [HomemadeUse]

    /// The sum of the substitutes' penalties: 0 when made exactly as written.
    public var penalty: Double { substitutions.reduce(0) { $0 + $1.penalty } }
}

/// A substitute a match relied on.
public struct Substitution: Hashable, Sendable {
    /// Where the rule comes from, best first.
    public enum Origin: String, Hashable, Sendable, Comparable {
        /// The recipe itself accepts it.
        case recipe
        /// The user's own substitute.
        case user
        /// The catalog's global substitutes.
        case catalog

        /// Orders origins best first: recipe, user, catalog.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            let order: [Self] = [.recipe, .user, .catalog]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// The ingredient the line asks for.
    public var original: IngredientID
    /// The available ingredient used in its place.
    public var replacement: IngredientID
    /// The cost to faithfulness, 0…1: the catalog rule's penalty, 0 for recipe and user substitutes.
    public var penalty: Double
    /// Where the rule comes from; of several available substitutes the lowest penalty wins, then the origin.
    public var origin: Origin
}

/// A general ingredient satisfied by a specific one ("whiskey" by the bourbon you own).
public struct DescendantUse: Hashable, Sendable {
    /// The general ingredient the line asks for ("whiskey").
    public var asked: IngredientID
    /// The more specific ingredient that counts for it ("bourbon-whiskey").
    public var owned: IngredientID
}

/// A homemade ingredient counted as available, and the parts it is made of.
public struct HomemadeUse: Hashable, Sendable {
    /// The homemade ingredient ("simple-syrup").
    public var ingredient: IngredientID
    /// What it is made of, all available ("sugar", "water").
    public var parts: [IngredientID]
}

extension MatchCatalog {
    /// Explains a match from ``match(_:options:)-(InventoryClosure,_)`` under the same closure.
    ///
    /// - Complexity: O(lines of the matched spec × their substitutes).
    public func explain(_ match: RecipeMatch, in closure: InventoryClosure) -> MatchExplanation {
        explain(row: match.row, recipe: match.recipe, in: closure)
    }

    /// Explains any recipe under `closure`, with its best spec, however much it is missing.
    ///
    /// - Throws: ``MatchCatalogError/unknownRecipe(_:)``.
    public func explain(_ recipe: RecipeID, in closure: InventoryClosure) throws(MatchCatalogError) -> MatchExplanation {
        guard let r = recipeIndex[recipe] else { throw .unknownRecipe(recipe) }
        return explain(row: bestRow(of: r, in: closure), recipe: r, in: closure)
    }

    /// The spec of recipe `r` with the fewest unsatisfied blocking lines; the main spec on a tie.
    func bestRow(of r: Int32, in closure: InventoryClosure) -> Int32 {
        var best = Int.max
        var bestRow = recipeRows[Int(r)]
        for w in Int(recipeRows[Int(r)])..<Int(recipeRows[Int(r) + 1]) {
            let missing = (Int(rowLines[w])..<Int(rowRequiredEnd[w])).count { closure.satisfied[Int(lineKeys[$0])] == 0 }
            if missing < best {
                best = missing
                bestRow = Int32(w)
            }
        }
        return bestRow
    }

    private func explain(row: Int32, recipe: Int32, in closure: InventoryClosure) -> MatchExplanation {
        var e = MatchExplanation(
            recipe: recipeIDs[Int(recipe)], variant: variants[row], missing: [], optionalMissing: [],
            substitutions: [], descendants: [], homemade: [])
        for i in Int(rowLines[Int(row)])..<Int(rowLines[Int(row) + 1]) {
            let key = lineKeys[i]
            let x = primary(ofKey: key)
            if closure.satisfied[Int(key)] == 0 {
                if i < Int(rowRequiredEnd[Int(row)]) {
                    e.missing.append(ingredientIDs[Int(x)])
                } else {
                    e.optionalMissing.append(ingredientIDs[Int(x)])
                }
            } else if closure.isAvailable(x) {
                describe(x, in: closure, into: &e)
            } else if let substitution = bestSubstitute(for: key, in: closure) {
                e.substitutions.append(substitution)
                describe(ingredientIndex[substitution.replacement]!, in: closure, into: &e)
            }
        }
        return e
    }

    /// Records how an available ingredient came to be available, when it is not simply owned.
    private func describe(_ x: Int32, in closure: InventoryClosure, into e: inout MatchExplanation) {
        switch closure.sources[Int(x)] {
        case .descendant(let d):
            e.descendants.append(DescendantUse(asked: ingredientIDs[Int(x)], owned: ingredientIDs[Int(d)]))
            if closure.sources[Int(d)] == .homemade { describe(d, in: closure, into: &e) }
        case .homemade:
            e.homemade.append(HomemadeUse(ingredient: ingredientIDs[Int(x)], parts: parts[Int(x)].map { ingredientIDs[Int($0)] }))
        case .owned, .unavailable:
            break
        }
    }

    /// The cheapest available substitute for a requirement whose own ingredient is not available.
    func bestSubstitute(for key: UInt32, in closure: InventoryClosure) -> Substitution? {
        let x = Int(primary(ofKey: key))
        var candidates: [(penalty: Double, origin: Substitution.Origin, replacement: Int32)] = []
        if key >= UInt32(ingredientCount) {
            for e in groupExtras[Int(key) - ingredientCount] where closure.isAvailable(e) { candidates.append((0, .recipe, e)) }
        }
        for r in closure.userSubstitutes[x] where closure.isAvailable(r) { candidates.append((0, .user, r)) }
        for i in substitutes.range(x) where closure.isAvailable(substitutes.values[i]) {
            candidates.append((substitutePenalty[i], .catalog, substitutes.values[i]))
        }
        guard let best = candidates.min(by: { ($0.penalty, $0.origin, $0.replacement) < ($1.penalty, $1.origin, $1.replacement) })
        else { return nil }
        return Substitution(
            original: ingredientIDs[x], replacement: ingredientIDs[Int(best.replacement)], penalty: best.penalty, origin: best.origin)
    }
}
