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
