import Foundation
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
    /// What the catalog can resolve (ids, names, aliases), to skip candidates that cannot: a failed
    /// lookup costs the catalog a search for suggestions. `nil` when it could not be read.
    private let keys: Set<String>?

    init(catalog: CatalogStore) {
        self.catalog = catalog
        self.keys = try? catalog.ingredientLookupKeys()
    }

    /// Whether `candidate` may resolve: its folded form, its slug or its trimmed text is a key.
    private func mayResolve(_ candidate: String) -> Bool {
        guard let keys else { return true }
        return keys.contains(CatalogStore.lookupKey(candidate)) || keys.contains(Slug.make(candidate))
            || keys.contains(candidate.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Words describing how an ingredient is prepared or chosen, not what it is.
    static let preparationWords: Set<String> = [
        "fresh", "freshly", "chopped", "finely", "roughly", "coarsely", "thinly", "minced", "diced", "sliced", "grated",
        "crushed", "large", "small", "medium", "ripe", "cold", "hot", "warm", "softened", "melted", "peeled", "whole",
        "organic", "good", "quality", "good-quality", "best", "plain", "extra", "chilled", "beaten", "sifted", "packed",
        "heaped", "level", "cubed", "halved", "quartered", "toasted", "unsalted", "salted", "lightly", "room", "temperature",
        "skinless", "boneless", "bone-in", "frozen", "thawed", "canned", "tinned", "dried", "raw", "cooked", "boxed",
        "store-bought", "homemade", "pure", "divided", "trimmed", "deveined", "rinsed", "drained", "shredded", "zested",
        "juiced", "pitted", "seeded", "optional", "generous", "heaping", "scant", "about", "approximately",
    ]

    /// Words naming a part or a form of an ingredient rather than the ingredient.
    static let partWords: Set<String> = [
        "nut", "nuts", "seed", "seeds", "leaf", "leaves", "fillet", "fillets", "piece", "pieces", "stalk", "stalks",
        "sprig", "sprigs", "clove", "cloves", "head", "heads", "bunch", "florets", "chunks", "cubes", "slices", "wedges",
    ]

    /// Words saying the thing is made to stand in for, or is a different product from, the noun they
    /// qualify ("nutritional yeast", "vegan butter"): such a name never falls back to its last word alone.
    static let otherThingWords: Set<String> = [
        "nutritional", "vegan", "plant-based", "non-dairy", "dairy-free", "imitation", "vegetarian", "meatless",
    ]

    /// Words that only join others ("of", "and"), dropped before looking a name up.
    static let joiningWords: Set<String> = ["of", "and", "a", "an", "the", "in", "for", "to", "with"]

    mutating func resolve(_ line: ImportedLine) -> IngredientID? {
        let key = Folding.fold(line.name) + "|" + Folding.fold(line.note ?? "")
        if let known = cache[key] { return known }
        var found: IngredientID?
        for candidate in Self.candidates(line.name, note: line.note) where mayResolve(candidate) {
            if let id = try? catalog.resolveIngredient(candidate).id {
                found = id
                break
            }
        }
        cache[key] = found
        return found
    }

    /// The names to try, most literal first: the name as written; each of its alternatives ("chilli
    /// powder or cayenne", "coriander/cilantro", "heavy / thickened cream" also as "heavy cream");
    /// each without preparation words, singular; then its shorter runs of words, longest first
    /// ("chicken thigh fillets" → "chicken thigh"); then its last word. When the name before a comma is
    /// only a description ("skinless, boneless chicken"), the note's first part is added to it.
    static func candidates(_ name: String, note: String? = nil) -> [String] {
        guard !name.isEmpty || note != nil, name.count <= 200 else { return [] }
        var literal: [String] = []
        var runs: [String] = []
        var lastWords: [String] = []
        for phrase in phrases(name, note: note) {
            let words = Folding.fold(phrase).split(whereSeparator: { $0 == " " }).map(String.init)
            guard !words.isEmpty else { continue }
            let kept = words.filter { !preparationWords.contains($0) && !joiningWords.contains($0) }
            literal += literalForms(phrase, words: words, kept: kept)
            runs += shorterRuns(kept)
            lastWords += headWords(kept)
        }
        var seen: Set<String> = []
        return (literal + runs + lastWords).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The phrases a line may mean: "juice of ½ lemon" as "lemon juice" first, the name as written, its
    /// alternatives, and the name with the first part of its note.
    static func phrases(_ name: String, note: String?) -> [String] {
        var phrases = [name]
        let folded = Folding.fold(name).split(separator: " ").map(String.init)
        if folded.count > 2, ["juice", "zest"].contains(folded[0]), folded[1] == "of" {
            let fruit = folded.dropFirst(2).filter { $0.contains(where: \.isLetter) && !joiningWords.contains($0) }
            if !fruit.isEmpty { phrases.insert(fruit.joined(separator: " ") + " " + folded[0], at: 0) }
        }
        phrases += alternatives(name)
        if let first = note?.split(whereSeparator: { $0 == "," || $0 == ";" }).first, first.count <= 80 {
            phrases.append(name + " " + first)
        }
        return phrases
    }

    /// The phrase as written, without preparation and joining words, and both of those with the last
    /// word singular.
    static func literalForms(_ phrase: String, words: [String], kept: [String]) -> [String] {
        var out = [phrase]
        if !kept.isEmpty, kept != words { out.append(kept.joined(separator: " ")) }
        for base in [kept, words] where !base.isEmpty {
            var singular = base
            let last = singular.removeLast()
            for form in singularForms(last) { out.append((singular + [form]).joined(separator: " ")) }
        }
        return out
    }

    /// Shorter runs of two or more words, longest first ("beef short ribs" → "short ribs"), each also with
    /// its last word singular.
    static func shorterRuns(_ kept: [String]) -> [String] {
        guard kept.count > 2 else { return [] }
        var runs: [String] = []
        for length in stride(from: kept.count - 1, through: 2, by: -1) {
            for start in 0...(kept.count - length) {
                let run = Array(kept[start..<(start + length)])
                runs.append(run.joined(separator: " "))
                for form in singularForms(run[run.count - 1]) { runs.append((run.dropLast() + [form]).joined(separator: " ")) }
            }
        }
        return runs
    }

    /// The last tries: the word before a part or form word ("cashew nuts" → "cashew"), then the last word
    /// alone ("red lentils" → "lentils"), each also singular.
    static func headWords(_ kept: [String]) -> [String] {
        guard let last = kept.last, kept.count > 1 else { return [] }
        var out: [String] = []
        if partWords.contains(last) {
            let rest = Array(kept.dropLast())
            out.append(rest.joined(separator: " "))
            out.append(rest[rest.count - 1])
            out += singularForms(rest[rest.count - 1])
        }
        guard !otherThingWords.contains(kept[kept.count - 2]) else { return out }
        out.append(last)
        out += singularForms(last)
        return out
    }

    /// The choices a name offers ("a or b", "a/b", "salt and pepper"): for "heavy / thickened cream" or
    /// "chicken or vegetable broth" first the first word with the last one's noun ("heavy cream",
    /// "chicken broth"), since the noun is shared; then each choice as written.
    static func alternatives(_ name: String) -> [String] {
        let folded = Folding.fold(name)
        var parts: [String] = [folded]
        for separator in [" and/or ", " or ", "/", " and "] {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        let choices = parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard choices.count > 1 else { return [] }
        if let first = choices.first, !first.contains(" "), let noun = choices.last?.split(separator: " ").last,
            choices.last?.contains(" ") == true {
            return [first + " " + noun] + choices
        }
        return choices
    }

    static func singularForms(_ word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("ies"), word.count > 4 { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { forms.append(String(word.dropLast())) }
        return forms
    }
}
