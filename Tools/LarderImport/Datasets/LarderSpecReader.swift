import Foundation
import LarderCore

/// Reads our own drink specs, written by us in `Bundle/drinks/*.txt` and credited to source key
/// `larder`: one block per drink, one `key: value` a line, blocks separated by a blank line.
///
///     drink: Kamikaze
///     family: sour
///     glass: cocktail
///     method: shake
///     ice: none
///     garnish: lime wedge
///     line: 30 ml | vodka
///     line: 15 ml | absinthe | rinse        (an optional third cell is the line's role)
///     line: 15 ml | honey syrup | note: made with chamomile tea   (a note on the line)
///
/// `iba:` gives an IBA category, `servings:` a batch size, `tags:` comma-separated tags. Lines name
/// ingredients as the importer resolves any data set text (name, alias or id).
public struct LarderSpecReader: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Every spec, in file and block order; a folder that does not exist holds none.
    public func recipes() throws(ImportError) -> [SourceRecipe] {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var out: [SourceRecipe] = []
        for file in files.filter({ $0.hasSuffix(".txt") }).sorted() {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                throw .missingFile(url.path)
            }
            out += try parse(text, file: file)
        }
        return out
    }

    func parse(_ text: String, file: String) throws(ImportError) -> [SourceRecipe] {
        var out: [SourceRecipe] = []
        var current: SourceRecipe?
        func finish() throws(ImportError) {
            guard let recipe = current else { return }
            guard !recipe.lines.isEmpty else { throw .malformed(file, "\(recipe.name): no lines") }
            out.append(recipe)
            current = nil
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") { continue }
            if line.isEmpty {
                try finish()
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { throw .malformed(file, "line \(index + 1): expected key: value") }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if key == "drink" {
                try finish()
                current = SourceRecipe(kind: .drink, name: value, source: SourceRef(dataset: "larder", record: Slug.make(value)))
                continue
            }
            guard current != nil else { throw .malformed(file, "line \(index + 1): \(key) before any drink:") }
            switch key {
            case "family": current?.category = value
            case "glass": current?.glass = value
            case "method":
                guard let method = MixMethod(rawValue: value) else { throw .malformed(file, "line \(index + 1): unknown method \(value)") }
                current?.method = method
            case "ice":
                guard let ice = Ice(rawValue: value) else { throw .malformed(file, "line \(index + 1): unknown ice \(value)") }
                current?.ice = ice
            case "garnish": current?.garnish = value
            case "iba": current?.iba = value
            case "servings": current?.servings = Int(value)
            case "tags": current?.tags = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "line":
                let cells = value.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 2 else { throw .malformed(file, "line \(index + 1): expected amount | ingredient") }
                var role: LineRole?
                var optional = false
                var note: String?
                for extra in cells.dropFirst(2) {
                    if extra.hasPrefix("note:") {
                        note = extra.dropFirst(5).trimmingCharacters(in: .whitespaces)
                    } else if extra == "optional" {
                        optional = true
                    } else if let parsed = LineRole(rawValue: extra) {
                        role = parsed
                    } else {
                        throw .malformed(file, "line \(index + 1): unknown role \(extra)")
                    }
                }
                let amount = cells[0].isEmpty ? nil : AmountParser.parse(cells[0])
                if !cells[0].isEmpty && amount == nil { throw .malformed(file, "line \(index + 1): amount \(cells[0]) does not parse") }
                var source = SourceLine(name: cells[1], amount: amount, amountText: cells[0].isEmpty ? nil : cells[0], note: note, optional: optional)
                source.role = role
                current?.lines.append(source)
            default:
                throw .malformed(file, "line \(index + 1): unknown key \(key)")
            }
        }
        try finish()
        return out
    }
}
