import LarderCatalog
import LarderCore
import RecipeFormats

/// Finds the catalog ingredient an imported line names, through the catalog's one resolver
/// (``CatalogStore/resolveIngredient(_:)``): the name as written, then without preparation words
/// ("finely chopped", "fresh"), then singular. A line that still names nothing, or several things,
/// stays free text.
struct IngredientLineResolver {
    let catalog: CatalogStore
    private var cache: [String: IngredientID?] = [:]

    init(catalog: CatalogStore) {
        self.catalog = catalog
    }

    /// Words describing how an ingredient is prepared or chosen, not what it is.
    static let preparationWords: Set<String> = [
        "fresh", "freshly", "chopped", "finely", "roughly", "coarsely", "thinly", "minced", "diced", "sliced", "grated",
        "crushed", "large", "small", "medium", "ripe", "cold", "hot", "warm", "softened", "melted", "peeled", "whole",
        "organic", "good", "quality", "good-quality", "best", "plain", "extra", "chilled", "beaten", "sifted", "packed",
        "heaped", "level", "cubed", "halved", "quartered", "toasted", "unsalted", "salted", "lightly", "room", "temperature",
    ]

    mutating func resolve(_ line: ImportedLine) -> IngredientID? {
        let key = Folding.fold(line.name)
        if let known = cache[key] { return known }
        var found: IngredientID?
        for candidate in Self.candidates(line.name) {
            if let id = try? catalog.resolveIngredient(candidate).id {
                found = id
                break
            }
        }
        cache[key] = found
        return found
    }

    /// The names to try, most literal first.
    static func candidates(_ name: String) -> [String] {
        let words = Folding.fold(name).split(whereSeparator: { $0 == " " || $0 == "-" && false }).map(String.init)
        guard !words.isEmpty, name.count <= 200 else { return [] }
        let kept = words.filter { !preparationWords.contains($0) && $0 != "of" && $0 != "and" }
        var out = [name]
        if !kept.isEmpty, kept != words { out.append(kept.joined(separator: " ")) }
        for base in [kept, words] where !base.isEmpty {
            var singular = base
            let last = singular.removeLast()
            for form in singularForms(last) { out.append((singular + [form]).joined(separator: " ")) }
        }
        // The last word alone ("red lentils" → "lentils") as a final try.
        if let last = kept.last, kept.count > 1 {
            out.append(last)
            out += singularForms(last)
        }
        var seen: Set<String> = []
        return out.filter { seen.insert($0).inserted }
    }

    static func singularForms(_ word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("ies"), word.count > 4 { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { forms.append(String(word.dropLast())) }
        return forms
    }
}
