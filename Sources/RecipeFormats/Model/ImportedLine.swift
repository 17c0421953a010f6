import LarderCore

/// One ingredient line of an imported recipe: the source's text and what the amount parser reads in it.
///
///     ImportedLine("2 ½ cups plain flour, sifted")
///     // amount 2 1/2 cup, name "plain flour", note "sifted"
public struct ImportedLine: Hashable, Codable, Sendable {
    /// The line as the source gives it, cleaned of markup.
    public var text: String
    /// The amount at the start of the line, as canonical text ("2 1/2 cup", "2-3 dash"), when it has one.
    public var amount: String?
    /// What is measured: the line without its amount and note ("plain flour").
    public var name: String
    /// What follows a comma or sits in brackets ("sifted", "about 2 limes").
    public var note: String?
    public var optional: Bool

    public init(text: String, amount: String?, name: String, note: String?, optional: Bool = false) {
        self.text = text
        self.amount = amount
        self.name = name
        self.note = note
        self.optional = optional
    }

    /// Parses `text` with the catalog's ``AmountParser``.
    public init(_ text: String) {
        let clean = TextCleaner.inline(text)
        self.text = clean
        let (amount, rest) = AmountParser.split(clean)
        self.amount = amount.map(AmountFormatter.format)
        var name = rest
        var notes: [String] = []
        var optional = false
        // Bracketed asides: "(optional)", "(about 2 limes)".
        while let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            let inside = String(name[name.index(after: open)..<close]).trimmingWhitespace()
            if inside.lowercased() == "optional" { optional = true } else if !inside.isEmpty { notes.append(inside) }
            name = (String(name[..<open]) + " " + String(name[name.index(after: close)...]))
        }
        if let comma = name.firstIndex(of: ",") {
            let after = String(name[name.index(after: comma)...]).trimmingWhitespace()
            if !after.isEmpty {
                if after.lowercased() == "optional" { optional = true } else { notes.insert(after, at: 0) }
            }
            name = String(name[..<comma])
        }
        if name.lowercased().hasSuffix(" optional") {
            optional = true
            name.removeLast(" optional".count)
        }
        self.name = TextCleaner.inline(name)
        self.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        self.optional = optional
    }
}
