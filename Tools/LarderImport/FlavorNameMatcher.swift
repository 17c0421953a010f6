import LarderCore

/// Maps FlavorGraph's ingredient names (`fresh_lemon_juice`) onto our canonical ingredients by name,
/// alias and slug, after folding, dropping preparation words and singularising.
struct FlavorNameMatcher {
    private var byKey: [String: IngredientID] = [:]

    /// Words that describe preparation or freshness rather than the ingredient.
    static let descriptors: Set<String> = [
        "fresh", "freshly", "dried", "dry", "ground", "granulated", "chopped", "minced", "sliced", "frozen", "whole",
        "raw", "cooked", "crushed", "grated", "large", "small", "boneless", "skinless", "cold", "hot", "boiling",
        "extra", "virgin", "plain", "pure", "unsalted", "salted", "low", "fat", "light", "regular", "cracked",
    ]

    init(ingredients: [Ingredient]) {
        // Names first, then aliases, so a name always wins over another ingredient's alias.
        for ingredient in ingredients.sorted(by: { $0.id < $1.id }) {
            for key in Self.keys(ingredient.name) where byKey[key] == nil { byKey[key] = ingredient.id }
            if byKey[ingredient.id.rawValue] == nil { byKey[ingredient.id.rawValue] = ingredient.id }
        }
        for ingredient in ingredients.sorted(by: { $0.id < $1.id }) {
            for alias in ingredient.aliases {
                for key in Self.keys(alias) where byKey[key] == nil { byKey[key] = ingredient.id }
            }
        }
    }

    /// Lookup keys of a name: its slug, and the slug of its singular form.
    static func keys(_ name: String) -> [String] {
        let slug = Slug.make(name)
        let singular = slug.split(separator: "-").map { NameNormalizer.singular(String($0)) }.joined(separator: "-")
        return singular == slug ? [slug] : [slug, singular]
    }

    /// Our ingredient for a FlavorGraph name, if one fits: the whole name, then the name without
    /// leading preparation words.
    func match(_ flavorGraphName: String) -> IngredientID? {
        let words = flavorGraphName.replacingOccurrences(of: "_", with: " ").split(separator: " ").map(String.init)
        var start = 0
        while start < words.count {
            let name = words[start...].joined(separator: " ")
            for key in Self.keys(name) { if let id = byKey[key] { return id } }
            guard Self.descriptors.contains(words[start]) else { break }
            start += 1
        }
        return nil
    }
}
