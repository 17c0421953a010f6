import LarderCore

/// The inventory file format of `larder have import` / `export`: one ingredient a line (id, name or
/// alias); blank lines and lines starting with `#` are skipped.
public enum InventoryFile {
    /// A line that could not be read.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The ingredients of `text` in file order without repeats, and the lines that did not resolve.
    public static func parse(_ text: String, in bar: BarCatalog) -> (ingredients: [IngredientID], problems: [Problem]) {
        var ingredients: [IngredientID] = []
        var problems: [Problem] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            do {
                let id = try bar.resolveIngredient(line)
                if !ingredients.contains(id) { ingredients.append(id) }
            } catch {
                problems.append(Problem(line: index + 1, message: error.description))
            }
        }
        return (ingredients, problems)
    }

    /// The file text for `ingredients`: one id a line.
    public static func render(_ ingredients: [IngredientID]) -> String {
        ingredients.map { $0.rawValue + "\n" }.joined()
    }
}
