import Foundation
import LarderCore

/// The two USDA SR files nutrition needs: `ABBREV.txt` (nutrients per 100 g, one food a line) and
/// `WEIGHT.txt` (gram weights of household measures). Caret-separated fields, text between tildes.
public struct USDAStandardReference: Sendable {
    /// One household measure of a food: "1 cup" weighs 125 g.
    public struct Weight: Sendable, Hashable {
        public var amount: Double
        public var description: String
        public var grams: Double
    }

    /// Per-100 g facts by NDB number.
    public var foods: [String: NutritionFacts]
    /// The foods' short descriptions, by NDB number (to show a mapping's target).
    public var names: [String: String]
    /// Household measures by NDB number, in the file's order.
    public var weights: [String: [Weight]]

    /// `ABBREV.txt` columns (0-based): energy, protein, fat, carbohydrate, fibre, sugars, sodium, saturated fat.
    static let columns = (kcal: 3, protein: 4, fat: 5, carbohydrate: 7, fibre: 8, sugars: 9, sodium: 15, saturatedFat: 44)

    /// Reads both files from `directory` (`…/datasets/usda-sr-abbrev`).
    public static func load(from directory: URL) throws(ImportError) -> USDAStandardReference {
        var foods: [String: NutritionFacts] = [:]
        var names: [String: String] = [:]
        let abbrev = directory.appendingPathComponent("ABBREV.txt")
        for (number, line) in try lines(abbrev).enumerated() {
            let fields = split(line)
            guard fields.count == 53 else { throw .malformed(abbrev.path, "line \(number + 1): \(fields.count) fields, expected 53") }
            guard let kcal = Double(fields[columns.kcal]) else { continue }
            let value = { (index: Int) in Double(fields[index]) }
            foods[fields[0]] = NutritionFacts(
                kcal: kcal, protein: value(columns.protein), fat: value(columns.fat), saturatedFat: value(columns.saturatedFat),
                carbohydrate: value(columns.carbohydrate), sugars: value(columns.sugars), fibre: value(columns.fibre),
                sodiumMg: value(columns.sodium))
            names[fields[0]] = fields[1]
        }
        var weights: [String: [Weight]] = [:]
        let weightFile = directory.appendingPathComponent("WEIGHT.txt")
        for line in try lines(weightFile) {
            let fields = split(line)
            guard fields.count >= 5, let amount = Double(fields[2]), let grams = Double(fields[4]), amount > 0, grams > 0 else { continue }
            weights[fields[0], default: []].append(Weight(amount: amount, description: fields[3], grams: grams))
        }
        return USDAStandardReference(foods: foods, names: names, weights: weights)
    }

    static func lines(_ url: URL) throws(ImportError) -> [Substring] {
        guard let data = try? Data(contentsOf: url) else { throw .missingFile(url.path) }
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) ?? ""
        return text.split(whereSeparator: \.isNewline)
    }

    static func split(_ line: Substring) -> [String] {
        line.split(separator: "^", omittingEmptySubsequences: false).map { field in
            var text = field.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("~") { text.removeFirst() }
            if text.hasSuffix("~") { text.removeLast() }
            return text
        }
    }

    // MARK: Household measures

    /// Millilitres in the volume measures `WEIGHT.txt` uses.
    static let volumes: [(prefix: String, millilitres: Double)] = [
        ("cup", 236.588), ("fl oz", 29.5735), ("tbsp", 14.7868), ("tsp", 4.92892),
    ]

    /// Grams per millilitre from the food's first volume measure (cup, then fl oz, tbsp, tsp). A
    /// measure of the food whipped ("cup, whipped": cream at half its poured weight) is passed over
    /// when the food has another measure of that volume.
    public func gramsPerMillilitre(_ ndb: String) -> Double? {
        let list = weights[ndb] ?? []
        for volume in Self.volumes {
            let matching = list.filter { $0.description.lowercased().hasPrefix(volume.prefix) }
            func whipped(_ weight: Weight) -> Bool {
                let text = weight.description.lowercased()
                return text.contains("whipped") && !text.contains("fluid")
            }
            if let weight = matching.first(where: { !whipped($0) }) ?? matching.first {
                return weight.grams / (weight.amount * volume.millilitres)
            }
        }
        return nil
    }

    /// `WEIGHT.txt`'s first words for household units that are neither volume, mass nor piece.
    static let unitWords: [(word: String, unit: MeasureUnit)] = [
        ("slice", .slice), ("slices", .slice), ("stick", .stick), ("sticks", .stick), ("leaf", .leaf), ("leaves", .leaf),
        ("sprig", .sprig), ("sprigs", .sprig), ("wedge", .wedge), ("wedges", .wedge), ("clove", .clove), ("cloves", .clove),
        ("stalk", .stalk), ("stalks", .stalk), ("scoop", .scoop), ("scoops", .scoop), ("pod", .pod), ("pods", .pod),
    ]

    /// Grams in one of each such unit the food's measures name (the first measure of each unit).
    public func unitGrams(_ ndb: String) -> [MeasureUnit: Double] {
        var out: [MeasureUnit: Double] = [:]
        for weight in weights[ndb] ?? [] {
            let first = weight.description.lowercased().split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
            if let unit = Self.unitWords.first(where: { $0.word == first })?.unit, out[unit] == nil {
                out[unit] = weight.grams / weight.amount
            }
        }
        return out
    }

    /// Words that name one whole piece in `WEIGHT.txt`, in order of preference.
    static let pieceWords = ["medium", "large", "fruit", "whole", "clove", "egg", "link", "breast", "thigh", "wing", "each", "piece"]

    /// Measures that are a volume or a weight of the food, however many pieces they mention: "cup, whole",
    /// "oz (23 whole kernels)" (an ounce of almonds is not one almond).
    static let bulkWords: Set<String> = ["cup", "cups", "oz", "lb", "tbsp", "tsp", "fl", "pint", "quart", "g", "kg"]

    /// Grams per piece and the measure's description: the measure containing `word` when given, else
    /// the first of ``pieceWords`` found, else the measure named by the food itself (`name`, "almond").
    /// Measures of bulk (``bulkWords``) never count as a piece unless `word` asks for them.
    public func piece(_ ndb: String, word: String?, name: String? = nil) -> (grams: Double, description: String)? {
        let list = (weights[ndb] ?? []).filter { weight in
            let first = weight.description.lowercased().split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
            return word != nil || !Self.bulkWords.contains(first)
        }
        for candidate in word.map({ [$0] }) ?? Self.pieceWords {
            if let weight = list.first(where: { $0.description.lowercased().contains(candidate) }) {
                return (weight.grams / weight.amount, weight.description)
            }
        }
        guard word == nil, let name else { return nil }
        return list.first { Self.names($0.description, name) }.map { ($0.grams / $0.amount, $0.description) }
    }

    /// Whether a measure is the food itself, one or several: "almond", "raisins", "date, pitted", "nuts",
    /// "beet (2\" dia)"; not "watermelon balls" (a watermelon is not a ball of it) nor "coconut yields".
    static func names(_ description: String, _ name: String) -> Bool {
        let text = description.lowercased(), name = name.lowercased()
        if ["nut", "nuts", "kernel", "kernels"].contains(text) { return true }
        for form in [name + "s", name] where text.hasPrefix(form) {
            let rest = text.dropFirst(form.count)
            return rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix(" (")
        }
        return false
    }
}
