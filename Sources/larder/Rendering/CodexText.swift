import LarderKit

/// A drink's *Cocktail Codex* family as text.
enum CodexText {
    /// "Codex: Martini family (spirit (gin) + aromatized wine (sweet vermouth)); adds a liqueur (Campari)".
    static func facts(_ codex: CodexClassification?) -> [String] {
        guard let codex else { return [] }
        var line = "Codex: \(codex.family.name) family, \(codex.reason)"
        if let also = codex.alsoFamily { line += "; between \(codex.family.name) and \(also.name)" }
        var lines = [line]
        if !codex.departures.isEmpty { lines.append("Departs from the \(codex.family.name): " + codex.departures.joined(separator: "; ")) }
        return lines
    }
}

/// `show --json`: the recipe's fields with its Codex family beside them (`"codex"`, absent for dishes).
struct ShownRecipe: Encodable {
    var detail: RecipeDetail
    var codex: CodexClassification?

    private enum Keys: String, CodingKey { case codex }

    func encode(to encoder: any Encoder) throws {
        try detail.encode(to: encoder)
        guard let codex else { return }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(codex, forKey: .codex)
    }
}
