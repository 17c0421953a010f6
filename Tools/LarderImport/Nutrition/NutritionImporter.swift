import Foundation
import LarderCatalog
import LarderCore

/// Maps our ingredients onto USDA SR foods and writes their per-100 g facts and household measures.
///
/// The mapping is ours, reviewed by hand: `Bundle/curation/usda-foods.tsv`, one ingredient a line,
/// tab-separated: ingredient id, USDA NDB number, then optionally the share of the USDA food in the
/// ingredient (simple syrup is 0.5 sugar by weight), the `WEIGHT.txt` word naming one piece ("large"
/// for eggs, "clove" for garlic), and grams per millilitre when the ingredient is a mixture.
///
/// An ingredient with no row takes its nearest mapped parent's facts (bourbon-whiskey from whiskey);
/// an alcoholic one (an ABV) with neither gets our ethanol model, source `larder`:
/// ethanol is 0.789 g/ml and 7 kcal/g; the drink's density is taken as the ABV-weighted mean of
/// ethanol and water (volume contraction and dissolved sugar ignored, under 4 % for a 40 % spirit),
/// so 100 g holds 100 × 0.789 × a / (0.789 a + (1 − a)) g of ethanol at ABV a. Sugar is not added
/// for liqueurs (no source gives it per brand), so their energy is a lower bound.
public struct NutritionImporter: Sendable {
    public var reference: USDAStandardReference
    public var mappingFile: URL

    public init(reference: USDAStandardReference, mappingFile: URL) {
        self.reference = reference
        self.mappingFile = mappingFile
    }

    /// One row of the mapping table.
    public struct Mapping: Sendable, Hashable {
        public var ingredient: IngredientID
        public var ndb: String
        public var share: Double
        public var pieceWord: String?
        public var gramsPerMillilitre: Double?
    }

    /// What the import did.
    public struct Report: Sendable, Codable {
        public var mapped = 0
        public var inherited = 0
        public var ethanolModel = 0
        /// Mapping rows naming an ingredient the catalog does not have, or a food USDA does not have.
        public var misses: [String] = []

        public func summary() -> String {
            var text = "nutrition: \(mapped) ingredients mapped to USDA SR, \(inherited) from a parent, \(ethanolModel) by the ethanol model"
            if !misses.isEmpty { text += "\nnutrition mapping misses: " + misses.joined(separator: ", ") }
            return text
        }
    }

    /// Reads the mapping table.
    public func mappings() throws(ImportError) -> [Mapping] {
        guard let text = try? String(contentsOf: mappingFile, encoding: .utf8) else { throw .missingFile(mappingFile.path) }
        var rows: [Mapping] = []
        var keys = CurationKeys(mappingFile.lastPathComponent)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw .malformed(mappingFile.path, "line \(index + 1): expected ingredient id and NDB number")
            }
            func field(_ i: Int) -> String? { fields.count > i && !fields[i].isEmpty ? fields[i] : nil }
            let share = field(2).flatMap(Double.init) ?? 1
            let density = field(4).flatMap(Double.init)
            guard share > 0, share <= 1, density.map({ $0 > 0.3 && $0 < 2 }) ?? true else {
                throw .malformed(mappingFile.path, "line \(index + 1): share must be in (0, 1], grams per ml in (0.3, 2)")
            }
            try keys.insert("\(fields[0]) \(fields[1])", line: index + 1)
            rows.append(Mapping(
                ingredient: IngredientID(fields[0]), ndb: fields[1], share: share, pieceWord: field(3), gramsPerMillilitre: density))
        }
        return rows
    }

    /// The records for `ingredients`, and the report.
    public func run(ingredients: [Ingredient]) throws(ImportError) -> (records: [IngredientNutrition], report: Report) {
        var report = Report()
        let byID = Dictionary(ingredients.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var own: [IngredientID: IngredientNutrition] = [:]
        for mapping in try mappings() {
            guard byID[mapping.ingredient] != nil else {
                report.misses.append("\(mapping.ingredient) (not in the catalog)")
                continue
            }
            guard let facts = reference.foods[mapping.ndb] else {
                report.misses.append("\(mapping.ingredient) (no USDA food \(mapping.ndb))")
                continue
            }
            var measure = IngredientMeasure()
            if mapping.share == 1 { measure.gramsPerMillilitre = reference.gramsPerMillilitre(mapping.ndb) }
            if let density = mapping.gramsPerMillilitre { measure.gramsPerMillilitre = density }
            if let piece = reference.piece(mapping.ndb, word: mapping.pieceWord, name: byID[mapping.ingredient]?.name) {
                measure.gramsPerPiece = piece.grams
                if piece.description.lowercased().contains("clove") { measure.pieceName = "clove" }
            }
            measure.gramsPerMillilitre = measure.gramsPerMillilitre.map { Self.rounded($0, 4) }
            measure.gramsPerPiece = measure.gramsPerPiece.map { Self.rounded($0, 2) }
            let units = mapping.share == 1 ? reference.unitGrams(mapping.ndb) : [:]
            own[mapping.ingredient] = IngredientNutrition(
                ingredient: mapping.ingredient, source: "usda-sr", ndb: mapping.ndb, share: mapping.share == 1 ? nil : mapping.share,
                per100g: Self.rounded(facts.scaled(by: mapping.share)), measure: measure,
                unitGrams: units.isEmpty ? nil : Dictionary(uniqueKeysWithValues: units.map { ($0.key.rawValue, Self.rounded($0.value, 2)) }))
        }
        report.mapped = own.count
        var records: [IngredientNutrition] = []
        for ingredient in ingredients.sorted(by: { $0.id < $1.id }) {
            if let record = own[ingredient.id] {
                records.append(record)
                continue
            }
            let alcoholic = (ingredient.abv ?? 0) > 0
            if let inherited = inheritedRecord(ingredient, byID: byID, own: own, alcoholic: alcoholic) {
                records.append(inherited)
                report.inherited += 1
            } else if alcoholic, let abv = ingredient.abv, abv < 100 {
                records.append(Self.ethanolModel(ingredient.id, abv: abv))
                report.ethanolModel += 1
            }
        }
        return (records, report)
    }

    /// The nearest parent's record, for an ingredient with none; an alcoholic ingredient only takes an alcoholic parent's,
    /// and only a kind of the parent's whole piece takes its weight per piece.
    func inheritedRecord(
        _ ingredient: Ingredient, byID: [IngredientID: Ingredient], own: [IngredientID: IngredientNutrition], alcoholic: Bool
    ) -> IngredientNutrition? {
        var seen: Set<IngredientID> = [ingredient.id]
        var parent = ingredient.parent
        while let id = parent, seen.insert(id).inserted, let next = byID[id] {
            if var record = own[id] {
                guard alcoholic == ((next.abv ?? 0) > 0) else { return nil }
                record.ingredient = ingredient.id
                // A piece of the parent is a piece of the child only when both name the same whole thing,
                // the head noun of an English name being its last word (a Marcona almond is an almond and a
                // green pepper a pepper; a chicken leg is a leg, not a chicken).
                if Self.headNoun(ingredient.name) != Self.headNoun(next.name) {
                    record.measure.gramsPerPiece = nil
                    record.measure.pieceName = nil
                }
                return record
            }
            parent = next.parent
        }
        return nil
    }

    /// The last word of a name, lowercased ("Green pepper" → "pepper").
    static func headNoun(_ name: String) -> Substring {
        name.lowercased().split(whereSeparator: { !$0.isLetter }).last ?? ""
    }

    /// Ethanol density, g/ml, and energy, kcal/g.
    public static let ethanolGramsPerMillilitre = 0.789
    public static let ethanolKcalPerGram = 7.0

    /// Our ethanol model for an alcoholic ingredient with no USDA food (see the type's documentation).
    public static func ethanolModel(_ id: IngredientID, abv: Double) -> IngredientNutrition {
        let share = abv / 100
        let density = ethanolGramsPerMillilitre * share + (1 - share)
        let ethanolPer100g = 100 * ethanolGramsPerMillilitre * share / density
        return IngredientNutrition(
            ingredient: id, source: "larder", per100g: NutritionFacts(kcal: rounded(ethanolPer100g * ethanolKcalPerGram, 2)),
            measure: IngredientMeasure(gramsPerMillilitre: rounded(density, 4)))
    }

    static func rounded(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    static func rounded(_ facts: NutritionFacts) -> NutritionFacts {
        func r(_ v: Double?) -> Double? { v.map { rounded($0, 3) } }
        return NutritionFacts(
            kcal: rounded(facts.kcal, 3), protein: r(facts.protein), fat: r(facts.fat), saturatedFat: r(facts.saturatedFat),
            carbohydrate: r(facts.carbohydrate), sugars: r(facts.sugars), fibre: r(facts.fibre), sodiumMg: r(facts.sodiumMg))
    }
}
