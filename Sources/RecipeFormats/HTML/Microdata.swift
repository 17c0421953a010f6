/// schema.org microdata (`itemscope`, `itemtype`, `itemprop`) read into the same dictionaries that
/// JSON-LD gives, so one mapping reads both.
enum Microdata {
    /// Every top-level item on the page, as `["@type": "Recipe", "name": "…", …]`; property values are
    /// HTML fragments, nested items dictionaries, repeated properties arrays.
    static func items(in document: HTMLDocument) -> [[String: Any]] {
        var found: [[String: Any]] = []
        var work: [(id: Int, insideItem: Bool)] = [(0, false)]
        while let (id, insideItem) = work.popLast() {
            let element = document[id]
            if element.attributes["itemscope"] != nil && (!insideItem || element.attributes["itemprop"] == nil) {
                found.append(item(id, in: document))
                continue
            }
            for case .element(let child) in element.children.reversed() { work.append((child, insideItem)) }
        }
        return found
    }

    /// The properties of the item whose scope is element `id`.
    static func item(_ id: Int, in document: HTMLDocument, depth: Int = 0) -> [String: Any] {
        var properties: [String: [Any]] = [:]
        let type = document[id].attributes["itemtype"].map { $0.split(separator: " ").map(String.init) } ?? []
        var work: [Int] = []
        for case .element(let child) in document[id].children.reversed() { work.append(child) }
        while let child = work.popLast() {
            let element = document[child]
            if let names = element.attributes["itemprop"] {
                let value: Any =
                    element.attributes["itemscope"] != nil && depth < 16
                    ? item(child, in: document, depth: depth + 1) : self.value(child, in: document)
                for name in names.split(separator: " ") { properties[String(name), default: []].append(value) }
                if element.attributes["itemscope"] != nil { continue }
                // A property's text can hold further properties (a step list inside "recipeInstructions").
            } else if element.attributes["itemscope"] != nil {
                continue
            }
            for case .element(let grandchild) in element.children.reversed() { work.append(grandchild) }
        }
        var result: [String: Any] = properties.mapValues { $0.count == 1 ? $0[0] : $0 }
        result["@type"] = type
        return result
    }

    /// A property's value: an attribute for elements that carry one, else the text as a fragment.
    static func value(_ id: Int, in document: HTMLDocument) -> String {
        let element = document[id]
        if let content = element.attributes["content"] { return content }
        switch element.name {
        case "a", "link", "area": if let href = element.attributes["href"] { return href }
        case "img", "audio", "video", "source", "embed", "iframe": if let src = element.attributes["src"] { return src }
        case "time": if let time = element.attributes["datetime"] { return time }
        case "data", "meter": if let value = element.attributes["value"] { return value }
        default: break
        }
        return document.fragment(id)
    }
}
