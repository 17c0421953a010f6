/// Computes a recipe's taste profile from its lines and its ingredients' profiles.
///
/// The model (documented in `docs/profiles.md`):
/// - each line weighs its volume in millilitres, or its mass in grams (1 g ≈ 1 ml); "top up" is 60 ml
///   (as in ``DrinkMath``); a line without a measurable amount weighs a fixed share: a piece, slice or
///   wedge 10 (1 for a concentrated ingredient such as a cardamom pod), a leaf, sprig or pinch 1, a bare
///   number of a concentrated ingredient a dash (0.9) each, otherwise a part of 30 ml (drinks) or a piece
///   of 50 g (dishes), a garnish 2, a line without amount 5 (drinks) or 30 (dishes);
/// - a line contributes `weight × potency × value` on each axis; bitters, extracts and hot sauces carry
///   a potency above 1 in the curation file;
/// - a drink's total is divided by its volume with the method's melt water (``waterFraction(_:)``:
///   shaken +25 %, stirred +20 %, built +10 %, blended +40 %, thrown +15 %); a dish's by the summed
///   weight of its lines; this gives each axis a concentration `c` (0…5);
/// - the value shown is the perceived intensity `5·√(c/5)`: taste grows more slowly than concentration
///   (a power law, as in Stevens' psychophysics), so 20 % lime juice in a Daiquiri reads clearly sour;
/// - optional lines are left out; every value is capped at 5.
public struct RecipeProfiler: Sendable {
    /// One line of a recipe, as the profiler needs it.
    public struct Line: Sendable, Hashable {
        /// The canonical ingredient.
        public var ingredient: IngredientID
        /// The line's parsed amount; `nil` when the line gives none (it then weighs a fixed share).
        public var amount: Amount?
        /// Whether the line is the garnish: without a volume or weight it weighs 2, not a full share.
        public var garnish: Bool
        /// Whether the line is optional (it is left out).
        public var optional: Bool
        /// A line; garnish and optional default to false.
        public init(ingredient: IngredientID, amount: Amount?, garnish: Bool = false, optional: Bool = false) {
            self.ingredient = ingredient
            self.amount = amount
            self.garnish = garnish
            self.optional = optional
        }
    }

    /// A computed recipe profile with how much of it rests on profiled ingredients.
    public struct Result: Sendable, Hashable {
        /// The recipe's profile (0…5 on each axis).
        public var profile: TasteProfile
        /// Share of the recipe's weight (0…1) whose ingredient has a profile.
        public var coverage: Double
        /// The volume (drinks, after dilution) or weight the profile was divided by.
        public var totalWeight: Double
    }

    /// Ingredient profiles, per ingredient; lines whose ingredient has none add weight but no taste.
    public var profiles: [IngredientID: IngredientProfile]

    /// A profiler over these ingredient profiles.
    public init(profiles: [IngredientID: IngredientProfile]) {
        self.profiles = profiles
    }

    /// The weight a line counts with (see the type's documentation); `potency` is the ingredient's.
    public static func weight(of line: Line, kind: RecipeKind, potency: Double = 1) -> Double {
        let potent = potency > 1
        if let amount = line.amount {
            let count = amount.quantity?.value ?? 1
            if amount.unit == .topUp { return DrinkMath.topUpMillilitres }
            if let ml = amount.millilitres, ml > 0 { return ml }
            if let g = amount.grams, g > 0 { return g }
            switch amount.unit {
            case .piece?, .slice?, .wedge?, .stick?, .clove?, .stalk?, .inch?:
                return count * (potent ? 1 : (line.garnish ? 2 : 10))
            case .leaf?, .sprig?, .pinch?, .pod?: return count * 1
            // A scoop of ice cream is about 60 g.
            case .scoop?: return count * 60
            case .can?, .bottle?: return count * 330
            case .bunch?, .handful?: return count * 30
            case nil where amount.quantity != nil:
                // A bare number: dashes of a concentrated ingredient, parts of 30 ml in a drink, pieces of
                // about 50 g in a dish.
                if potent { return count * 0.9 }
                return count * (line.garnish ? 2 : (kind == .drink ? 30 : 50))
            default: break
            }
        }
        if line.garnish { return 2 }
        return kind == .drink ? 5 : 30
    }

    /// Melt water a mixing method adds, as a fraction of the drink's volume (our round figures).
    public static func waterFraction(_ method: MixMethod?) -> Double {
        switch method {
        case .shaken, .dryShaken, .swizzled: 0.25
        case .stirred: 0.20
        case .built, .muddled: 0.10
        case .blended: 0.40
        case .thrown: 0.15
        case .layered, .heated, .fermented, .infused, .flamed, nil: 0
        }
    }

    /// The profile of a recipe with `lines`, of `kind`, mixed by `method`.
    /// - Complexity: O(lines × axes)
    public func profile(of lines: [Line], kind: RecipeKind, method: MixMethod?) -> Result {
        var sums = Array(repeating: 0.0, count: TasteAxis.allCases.count)
        var total = 0.0, covered = 0.0
        for line in lines where !line.optional {
            let weight = Self.weight(of: line, kind: kind, potency: profiles[line.ingredient]?.potency ?? 1)
            total += weight
            guard let entry = profiles[line.ingredient] else { continue }
            covered += weight
            for (index, value) in entry.profile.values.enumerated() where value > 0 {
                sums[index] += weight * entry.potency * value
            }
        }
        let divisor = kind == .drink ? total * (1 + Self.waterFraction(method)) : total
        var profile = TasteProfile()
        if divisor > 0 {
            for (index, axis) in TasteAxis.allCases.enumerated() {
                let concentration = min(5, sums[index] / divisor)
                profile[axis] = 5 * (concentration / 5).squareRoot()
            }
        }
        return Result(profile: profile, coverage: total > 0 ? covered / total : 0, totalWeight: divisor)
    }
}
