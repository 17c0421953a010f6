import LarderKit

/// Lists of the user's recipes and ingredients: name, then the id dimmed; entries the catalog no longer
/// has are marked.
enum ListedText {
    static func line(_ item: ListedItem, terminal: Terminal) -> String {
        "\(name(item))  \(terminal.dim(item.id.escapingControlCharacters))"
    }

    /// The name to show, marked when the catalog no longer has the entry.
    static func name(_ item: ListedItem) -> String {
        (item.inCatalog ? item.name : "\(item.id) (no longer in catalog)").escapingControlCharacters
    }

    static func print(_ items: [ListedItem], terminal: Terminal) {
        for item in items { Swift.print(line(item, terminal: terminal)) }
    }
}
