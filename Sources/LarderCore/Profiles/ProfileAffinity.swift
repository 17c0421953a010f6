/// How well two ingredients go together judged by their taste profiles alone: what the flavor graph
/// uses where flavor-compound data is missing (spirits, liqueurs, bitters, syrups).
///
/// With every axis scaled to 0…1 (value / 5):
/// - **aroma similarity** `s`: the cosine of the two profiles over the 16 aroma axes (citrus … anise),
///   the profile counterpart of shared compounds (ingredients that share aromas tend to pair);
/// - **complement** `c = min(1, Σ (aₓ·b_y + a_y·bₓ))` over pairs of axes that balance each other in
///   kitchen and bar practice: sweet–sour, sweet–bitter, sweet–salty, strength–sweet, strength–sour,
///   richness–sour, richness–salty, richness–sweet, umami–sour, sweet–spicy, richness–spicy,
///   savoury–herbal, savoury–spicy, umami–herbal, citrus–herbal, citrus–minty,
///   vanilla/caramel–cocoa/coffee, fruity–richness, berry–richness, richness–savoury;
/// - **affinity** `= (s + c) / 2`, in 0…1.
public enum ProfileAffinity {
    /// The aroma axes the similarity is taken over.
    public static let aromaAxes: [TasteAxis] = [
        .citrus, .herbal, .floral, .fruity, .tropical, .berry, .spicy, .smoky, .nutty, .oak, .cocoaCoffee,
        .vanillaCaramel, .earthy, .savoury, .minty, .anise,
    ]

    /// Pairs of axes that balance each other (see the type's documentation).
    public static let complements: [(TasteAxis, TasteAxis)] = [
        (.sweet, .sour), (.sweet, .bitter), (.sweet, .salty), (.strength, .sweet), (.strength, .sour),
        (.richness, .sour), (.richness, .salty), (.richness, .sweet), (.umami, .sour), (.sweet, .spicy),
        (.richness, .spicy), (.savoury, .herbal), (.savoury, .spicy), (.umami, .herbal), (.citrus, .herbal),
        (.citrus, .minty), (.vanillaCaramel, .cocoaCoffee), (.fruity, .richness), (.berry, .richness),
        (.richness, .savoury),
    ]

    /// The three measures for `a` and `b`.
    public struct Result: Sendable, Hashable, Codable {
        /// The cosine `s` of the two profiles over the aroma axes, 0…1.
        public var aromaSimilarity: Double
        /// The complement `c` of the balancing axis pairs, 0…1.
        public var complement: Double
        /// `(s + c) / 2`, 0…1.
        public var affinity: Double
    }

    /// The affinity of two profiles.
    /// - Complexity: O(axes)
    public static func of(_ a: TasteProfile, _ b: TasteProfile) -> Result {
        // By position in the profiles' values (the same sums in the same order as by axis, without a
        // dictionary lookup per value: the graph takes this for thousands of pairs on load).
        let u = a.values, v = b.values
        var dot = 0.0, na = 0.0, nb = 0.0
        for k in aromaPositions {
            let x = u[k] / 5, y = v[k] / 5
            dot += x * y
            na += x * x
            nb += y * y
        }
        let similarity = na > 0 && nb > 0 ? dot / (na * nb).squareRoot() : 0
        var complement = 0.0
        for (x, y) in complementPositions { complement += (u[x] * v[y] + u[y] * v[x]) / 25 }
        complement = min(1, complement)
        return Result(aromaSimilarity: similarity, complement: complement, affinity: (similarity + complement) / 2)
    }

    private static let aromaPositions: [Int] = aromaAxes.map { TasteProfile.position[$0] ?? 0 }
    private static let complementPositions: [(Int, Int)] = complements.map {
        (TasteProfile.position[$0.0] ?? 0, TasteProfile.position[$0.1] ?? 0)
    }

    /// Cosine similarity of two profiles over every axis: how alike they taste (for substitutes).
    public static func likeness(_ a: TasteProfile, _ b: TasteProfile) -> Double { a.cosine(with: b) }
}
