import Foundation
import LarderCatalog
import LarderCore

extension CatalogSources {
    /// Reads `nutrition.jsonl` from the catalog sources folder; a catalog without one has no nutrition.
    public static func loadNutrition(from directory: URL) throws(CatalogSourceError) -> [IngredientNutrition] {
        try readLines(directory.appendingPathComponent("nutrition.jsonl"), optional: true)
    }

    /// Writes `records` as `nutrition.jsonl`, sorted by ingredient id.
    public static func writeNutrition(_ records: [IngredientNutrition], to directory: URL) throws(CatalogSourceError) {
        try writeLines(records.sorted { $0.ingredient < $1.ingredient }, to: directory.appendingPathComponent("nutrition.jsonl"))
    }
}
