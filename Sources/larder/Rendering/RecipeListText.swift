import Foundation
import LarderKit

/// A result list as aligned text lines: name, then kind, glass or time, and strength.
enum RecipeListText {
    static func render(_ hits: [RecipeSummary], terminal: Terminal) -> String {
        let width = min(hits.map(\.name.count).max() ?? 0, 40)
        var out = ""
        for hit in hits {
            let name = hit.name.count > width ? String(hit.name.prefix(width - 1)) + "…" : hit.name
            let padded = TextColumn.padded(name, to: width)
            var details: [String] = [hit.kind.rawValue]
            if let glass = hit.glass { details.append(glass.lowercased()) }
            if let minutes = hit.totalMinutes { details.append("\(minutes) min") }
            if hit.kind == .drink {
                if let abv = hit.abv, abv >= 0.05 {
                    details.append(FixedDecimal.text(abv, digits: 1) + "% ABV")
                } else if !hit.alcoholic {
                    details.append("non-alcoholic")
                }
            }
            if hit.iba != nil { details.append("IBA") }
            out += "\(terminal.bold(padded))  \(terminal.dim(hit.id.rawValue))  \(details.joined(separator: " · "))\n"
        }
        return out
    }
}
