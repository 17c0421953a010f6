import GRDB
import LarderCore

extension CatalogStore {
    /// The catalog's curated substitutes for `id`: its own rules, and the two-way rules that name it as
    /// the replacement, turned round so that `id` is the original; most faithful first (lowest penalty,
    /// then replacement id, a rule written for `id` before one turned round).
    ///
    /// - Complexity: O(r log r) for the r rules naming `id`.
    public func curatedSubstitutes(for id: IngredientID) throws(CatalogError) -> [SubstituteRule] {
        try read { db in
            var rules: [(rule: SubstituteRule, turned: Bool)] = []
            try StatementColumns.forEach(
                db, sql: """
                    SELECT original_id, replacement_id, penalty, bidirectional, reason FROM substitute
                    WHERE original_id = ?1 OR (replacement_id = ?1 AND bidirectional)
                    """, arguments: [id.rawValue]
            ) { row in
                let rule = try Self.substituteRule(row)
                if rule.original == id {
                    rules.append((rule, false))
                } else {
                    let turned = SubstituteRule(
                        original: id, replacement: rule.original, penalty: rule.penalty, bidirectional: true, reason: rule.reason)
                    rules.append((turned, true))
                }
            }
            return rules.sorted {
                ($0.rule.penalty, $0.rule.replacement.rawValue, $0.turned ? 1 : 0)
                    < ($1.rule.penalty, $1.rule.replacement.rawValue, $1.turned ? 1 : 0)
            }.map(\.rule)
        }
    }

    /// A `substitute` row read as `SELECT original_id, replacement_id, penalty, bidirectional, reason`.
    static func substituteRule(_ row: some StoredColumns) throws -> SubstituteRule {
        SubstituteRule(
            original: IngredientID(try row.text(0, "original_id")), replacement: IngredientID(try row.text(1, "replacement_id")),
            penalty: try row.number(2, "penalty"), bidirectional: try row.flag(3, "bidirectional"),
            reason: try row.optionalText(4, "reason"))
    }
}
