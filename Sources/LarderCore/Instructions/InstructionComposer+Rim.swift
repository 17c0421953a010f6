/// A rimmed glass: a garnish that names a rim ("salt rim and lime wedge", "half sugar rim") is not put on
/// the finished drink. The glass is rimmed first, and the drink goes into the rimmed glass.
struct GlassRim: Equatable, Sendable {
    /// What the rim is dipped in: "salt", "sugar", "celery salt", "cinnamon and sugar".
    var coating: String
    /// Only half the rim is coated, so the drinker can choose (a Margarita's "half salt rim").
    var half: Bool
    /// The rest of the garnish, put on the finished drink ("lime wedge"), if any.
    var rest: String?

    init(coating: String, half: Bool, rest: String?) {
        (self.coating, self.half, self.rest) = (coating, half, rest)
    }

    /// The rim `garnish` names in its first part (before any comma), or `nil` when it names none.
    init?(garnish: String?) {
        guard let garnish else { return nil }
        let words = garnish.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(where: { Substring($0.lowercased()).trimmingSuffix(",") == "rim" }), index > 0 else { return nil }
        var before = Array(words[..<index])
        // The rim must be the garnish's first part: "lime wedge, salt rim" names no coating we can read.
        guard !before.contains(where: { $0.hasSuffix(",") }) else { return nil }
        half = before.first?.lowercased() == "half"
        if half { before.removeFirst() }
        guard !before.isEmpty else { return nil }
        coating = before.joined(separator: " ")
        var after = Array(words[(index + 1)...])
        if words[index].hasSuffix(",") { after.insert(",", at: 0) }
        if after.prefix(3).map({ $0.lowercased() }) == ["around", "the", "glass"] { after.removeFirst(3) }
        while let first = after.first, first == "," || first.lowercased() == "and" { after.removeFirst() }
        // What is left reads as a list: "lime wedge, celery" is "lime wedge and celery".
        if !after.contains(where: { $0.lowercased() == "and" }), let last = after.lastIndex(where: { $0.hasSuffix(",") }) {
            after[last].removeLast()
            after.insert("and", at: last + 1)
        }
        rest = after.isEmpty ? nil : after.joined(separator: " ")
    }

    /// `steps` with the rimming step first and the glass the drink goes into called the rimmed glass.
    /// `glassName` is the composed name ("margarita glass"); a batch rims each of its `servings` glasses.
    func applied(to steps: [String], glassName: String, servings: Int) -> [String] {
        let edge = half ? "half the rim" : "the rim"
        if servings > 1 {
            let glasses = Plural.plural(of: glassName)
            let rimming = "Moisten \(edge) of each of \(servings) \(glasses) and dip it in \(coating)."
            var rest = steps
            for (index, step) in rest.enumerated() {
                for phrase in ["\(servings) chilled \(glasses)", "\(servings) \(glasses)"] where step.contains(phrase) {
                    rest[index] = step.replacing(phrase, with: "the \(servings) rimmed glasses", maxReplacements: 1)
                    return [rimming] + rest
                }
            }
            return [rimming] + rest
        }
        var rest = steps
        for (index, step) in rest.enumerated() {
            for (phrase, chilled) in [("a chilled \(glassName)", true), ("a \(glassName)", false)] where step.contains(phrase) {
                rest[index] = step.replacing(phrase, with: "the rimmed glass", maxReplacements: 1)
                return ["Moisten \(edge) of \(chilled ? "a chilled" : "a") \(glassName) and dip it in \(coating)."] + rest
            }
        }
        return ["Moisten \(edge) of a \(glassName) and dip it in \(coating)."] + rest
    }
}
