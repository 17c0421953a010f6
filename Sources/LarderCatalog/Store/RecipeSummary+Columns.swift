import LarderCore

extension RecipeSummary {
    /// The columns of `recipe r` a summary is read from, in the order ``init(columns:)`` reads them: a statement
    /// selects them first and its own columns after.
    static let selectedColumns = "r.id, r.name, r.kind, r.category, r.glass, r.method, r.abv, r.total_minutes, r.iba, r.alcoholic"

    /// The summary in the first columns of a row that selects ``selectedColumns`` first, read by index (a read by
    /// name looks each column up in the row, lowercasing names as it goes), with the checks of ``Row/value(_:as:)``.
    init(columns row: some StoredColumns) throws {
        self.init(
            id: RecipeID(try row.text(0, "id")), name: try row.text(1, "name"), kind: try row.value(2, "kind", as: RecipeKind.self),
            category: try row.optionalText(3, "category"), glass: try row.optionalText(4, "glass"), method: try row.optionalText(5, "method"),
            abv: try row.optionalNumber(6, "abv"), totalMinutes: try row.optionalInteger(7, "total_minutes"), iba: try row.optionalText(8, "iba"),
            alcoholic: try row.flag(9, "alcoholic"))
    }
}
