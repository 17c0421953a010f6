import Foundation
import LarderKit

/// A recipe as terminal text or Markdown.
enum RecipeText {
    static let noMethod = "Method not in catalog yet."

    static func plain(_ detail: RecipeDetail, terminal: Terminal) -> String {
        var out = terminal.bold(detail.summary.name) + "  " + terminal.dim(detail.summary.id.rawValue) + "\n"
        out += (facts(detail) + CodexText.facts(detail.codex)).map { "  " + $0 }.joined(separator: "\n") + "\n\n"
        out += terminal.bold("Ingredients") + "\n"
        for line in detail.lines { out += "  • " + lineText(line) + "\n" }
        out += ProfileText.section(detail.profile, terminal: terminal)
        out += "\n" + terminal.bold("Method") + "\n"
        if detail.instructions.isEmpty {
            out += "  " + noMethod + "\n"
        } else {
            for (n, step) in detail.instructions.enumerated() { out += "  \(n + 1). \(step)\n" }
        }
        for variant in detail.variants {
            out += "\n" + terminal.bold("Variant: \(variant.name)") + "  " + terminal.dim(variant.id.rawValue) + "\n"
            for line in variant.lines { out += "  • " + lineText(line) + "\n" }
            out += "  " + terminal.dim("from " + sourceText(variant.sources)) + "\n"
        }
        if !detail.tags.isEmpty { out += "\n" + terminal.dim("Tags: " + detail.tags.joined(separator: ", ")) + "\n" }
        out += terminal.dim("Sources: " + sourceText(detail.sources)) + "\n"
        return out
    }

    static func markdown(_ detail: RecipeDetail) -> String {
        var out = "# \(detail.summary.name)\n\n"
        out += (facts(detail) + CodexText.facts(detail.codex)).map { "- \($0)" }.joined(separator: "\n") + "\n\n## Ingredients\n\n"
        for line in detail.lines { out += "- " + lineText(line) + "\n" }
        out += "\n## Method\n\n"
        if detail.instructions.isEmpty {
            out += noMethod + "\n"
        } else {
            for (n, step) in detail.instructions.enumerated() { out += "\(n + 1). \(step)\n" }
        }
        for variant in detail.variants {
            out += "\n## Variant: \(variant.name)\n\n"
            for line in variant.lines { out += "- " + lineText(line) + "\n" }
            out += "\n_From \(sourceText(variant.sources))._\n"
        }
        if !detail.tags.isEmpty { out += "\nTags: " + detail.tags.joined(separator: ", ") + "\n" }
        out += "\nSources: " + sourceText(detail.sources) + "\n"
        return out
    }

    /// Kind, glass, method, garnish, strength, volume, times and servings that the recipe has.
    static func facts(_ detail: RecipeDetail) -> [String] {
        let s = detail.summary
        var facts: [String] = []
        var head = s.kind.rawValue.capitalized
        if let category = s.category { head += " · \(category)" }
        if let iba = s.iba { head += " · IBA \(String(String.UnicodeScalarView(iba.unicodeScalars.map { $0 == "-" ? " " : $0 })))" }
        facts.append(head)
        if let glass = s.glass { facts.append("Glass: \(glass)") }
        if let method = s.method { facts.append("Method: \(MixMethod(rawValue: method)?.label ?? method)") }
        // A frozen drink's crushed ice goes into the blender, not the glass.
        if let ice = detail.ice { facts.append("Ice: \(ice.rawValue)\(ice == .crushed && s.method == MixMethod.blended.rawValue ? ", blended in" : "")") }
        if let garnish = detail.garnish { facts.append("Garnish: \(garnish)") }
        if s.kind == .drink {
            // A soft drink says so, not "0.0% ABV"; a trace from a dash of bitters is given beside it.
            let abv = s.abv.map { FixedDecimal.text($0, digits: 1) + "% ABV" }
            var strength = s.alcoholic ? abv ?? "alcoholic" : "non-alcoholic"
            if !s.alcoholic, let trace = s.abv, trace >= 0.05, let abv { strength += " (\(abv))" }
            if let volume = detail.volumeMillilitres {
                // A batch names what one glass holds.
                let servings = max(detail.servings ?? 1, 1)
                strength += servings > 1
                    ? ", about " + FixedDecimal.text(volume / Double(servings), digits: 0) + " ml a glass (with dilution)"
                    : ", about " + FixedDecimal.text(volume, digits: 0) + " ml in the glass (with dilution)"
            }
            facts.append(strength)
        }
        var times: [String] = []
        // A no-cook dish (cook 0) says only its prep time.
        if let prep = detail.prepMinutes, prep > 0 { times.append("prep \(prep) min") }
        if let cook = detail.cookMinutes, cook > 0 { times.append("cook \(cook) min") }
        // A total that is more than prep and cook (resting, chilling) or the only time a page gives.
        if let total = detail.summary.totalMinutes, times.isEmpty || total != (detail.prepMinutes ?? 0) + (detail.cookMinutes ?? 0) {
            times.append("total \(total) min")
        }
        if !times.isEmpty { facts.append(times.joined(separator: ", ").capitalized(first: true)) }
        if let servings = detail.servings { facts.append("Serves \(servings)") }
        if let cuisine = detail.cuisine { facts.append("Cuisine: \(cuisine)") }
        facts += detail.notes.map { "Note: \($0)" }
        return facts
    }

    static func lineText(_ line: LineDetail) -> String {
        // A bare count names the ingredient in the plural: "6 Mint sprigs", "2 Eggs"; a name the catalog
        // does not know in English ("3 äpplen") stays as written.
        let count = line.amount.flatMap { $0.unit == nil ? $0.quantity?.value : nil } ?? 0
        let name = count > 1 && line.nameAsWritten != true ? Plural.plural(of: line.ingredient.name) : line.ingredient.name
        var text = [line.amountText, name].compactMap { $0 }.joined(separator: " ")
        if let note = line.note { text += ", \(note)" }
        var flags: [String] = []
        if line.garnish { flags.append("garnish") }
        if line.optional { flags.append("optional") }
        if !line.substitutes.isEmpty { flags.append("or " + line.substitutes.map(\.name).joined(separator: " or ")) }
        if !flags.isEmpty { text += " (\(flags.joined(separator: "; ")))" }
        return text
    }

    static func sourceText(_ sources: [SourceRef]) -> String {
        sources.isEmpty ? "Larder" : Array(Set(sources.map(\.dataset))).sorted().joined(separator: ", ")
    }
}

extension String {
    /// The string with its first letter upper-cased when `first` is set.
    func capitalized(first: Bool) -> String {
        guard first, let head = self.first else { return self }
        return head.uppercased() + dropFirst()
    }
}
