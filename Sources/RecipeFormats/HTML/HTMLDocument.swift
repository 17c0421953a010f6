/// A forgiving HTML tree, enough to find a recipe's JSON-LD scripts and microdata: elements with their
/// attributes and children, text kept as written (character references still encoded).
///
/// Parsing never fails: unknown tags are kept, stray end tags ignored, unclosed elements closed at the
/// end. Nesting past ``maxDepth`` flattens into the deepest element, and at most ``maxElements``
/// elements are kept, so a hostile page costs time and memory in proportion to its size only.
struct HTMLDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Child] = []
    }

    enum Child {
        case element(Int)
        case text(String)
    }

    /// Every element; index 0 is the document root.
    private(set) var elements: [Element] = [Element(name: "#root", attributes: [:])]

    static let maxDepth = 256
    static let maxElements = 200_000
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]
    /// Elements a new one of the same name closes (`<li>a<li>b`).
    static let selfClosing: Set<String> = ["li", "p", "option", "tr", "td", "th", "dt", "dd"]

    /// Parses `bytes` (UTF-8).
    /// - Complexity: O(n) in the length of the page.
    init(_ bytes: [UInt8]) {
        var stack = [0]
        var index = 0
        let count = bytes.count
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        func appendText(_ value: String) {
            guard !value.isEmpty else { return }
            elements[stack[stack.count - 1]].children.append(.text(value))
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let start = index
                while index < count && bytes[index] != UInt8(ascii: "<") { index += 1 }
                appendText(text(start, index))
                continue
            }
            let next = index + 1 < count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                // Comment, doctype, CDATA or processing instruction.
                if Self.hasPrefix(bytes, index, "<!--") {
                    index = Self.find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? count
                } else {
                    index = Self.find(bytes, ">", from: index).map { $0 + 1 } ?? count
                }
                continue
            }
            if next == UInt8(ascii: "/") {
                var cursor = index + 2
                let name = Self.readName(bytes, &cursor)
                index = Self.find(bytes, ">", from: cursor).map { $0 + 1 } ?? count
                if let depth = stack.lastIndex(where: { elements[$0].name == name }), depth > 0 {
                    stack.removeSubrange(depth...)
                }
                continue
            }
            guard Self.isNameStart(next) else {
                appendText("<")
                index += 1
                continue
            }
            var cursor = index + 1
            let name = Self.readName(bytes, &cursor)
            var attributes: [String: String] = [:]
            var closedInline = false
            Self.readAttributes(bytes, &cursor, into: &attributes, selfClosed: &closedInline)
            index = cursor
            guard elements.count < Self.maxElements else { continue }
            if Self.selfClosing.contains(name), elements[stack[stack.count - 1]].name == name, stack.count > 1 {
                stack.removeLast()
            }
            let id = elements.count
            elements.append(Element(name: name, attributes: attributes))
            elements[stack[stack.count - 1]].children.append(.element(id))
            if Self.rawTextElements.contains(name) {
                let end = Self.findEndTag(bytes, name, from: index) ?? count
                if end > index { elements[id].children.append(.text(text(index, end))) }
                index = Self.find(bytes, ">", from: end).map { $0 + 1 } ?? count
                continue
            }
            if !closedInline && !Self.voidElements.contains(name) && stack.count < Self.maxDepth {
                stack.append(id)
            }
        }
    }

    subscript(_ id: Int) -> Element { elements[id] }

    /// Ids of every element, in document order, whose name is `name`.
    func all(_ name: String) -> [Int] {
        elements.indices.filter { elements[$0].name == name }
    }

    /// The element's text as an HTML fragment: raw text with `<br>` where a block ends, so
    /// ``TextCleaner`` can split it into lines.
    func fragment(_ id: Int) -> String {
        var out = ""
        var work: [Child] = [.element(id)]
        while let child = work.popLast() {
            switch child {
            case .text(let value): out += value
            case .element(let element):
                let name = elements[element].name
                if name == "script" || name == "style" { continue }
                if TextCleaner.blockTags.contains(name) { out += "<br>" }
                work.append(contentsOf: elements[element].children.reversed())
            }
        }
        return out
    }

    // MARK: Bytes

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    static func readName(_ bytes: [UInt8], _ cursor: inout Int) -> String {
        let start = cursor
        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") {
            cursor += 1
        }
        return String(decoding: bytes[start..<cursor], as: UTF8.self).lowercased()
    }

    /// Reads `name="value"`, `name='value'`, `name=value` and bare `name` up to the tag's `>`.
    static func readAttributes(_ bytes: [UInt8], _ cursor: inout Int, into attributes: inout [String: String], selfClosed: inout Bool) {
        let count = bytes.count
        while cursor < count {
            while cursor < count && isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count else { return }
            if bytes[cursor] == UInt8(ascii: ">") {
                cursor += 1
                return
            }
            if bytes[cursor] == UInt8(ascii: "/") {
                selfClosed = cursor + 1 < count && bytes[cursor + 1] == UInt8(ascii: ">")
                cursor += 1
                continue
            }
            let start = cursor
            while cursor < count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: ">") {
                cursor += 1
            }
            let name = String(decoding: bytes[start..<cursor], as: UTF8.self).lowercased()
            while cursor < count && isSpace(bytes[cursor]) { cursor += 1 }
            var value = ""
            if cursor < count && bytes[cursor] == UInt8(ascii: "=") {
                cursor += 1
                while cursor < count && isSpace(bytes[cursor]) { cursor += 1 }
                if cursor < count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                    let quote = bytes[cursor]
                    let valueStart = cursor + 1
                    var end = valueStart
                    while end < count && bytes[end] != quote { end += 1 }
                    value = String(decoding: bytes[valueStart..<min(end, count)], as: UTF8.self)
                    cursor = min(end + 1, count)
                } else {
                    let valueStart = cursor
                    while cursor < count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                    value = String(decoding: bytes[valueStart..<cursor], as: UTF8.self)
                }
            }
            if !name.isEmpty && attributes[name] == nil { attributes[name] = HTMLEntities.decode(value) }
        }
    }

    static func hasPrefix(_ bytes: [UInt8], _ at: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { pattern in
            (0..<count).allSatisfy { bytes[at + $0] == pattern[$0] }
        }
    }

    static func find(_ bytes: [UInt8], _ pattern: StaticString, from: Int) -> Int? {
        let count = pattern.utf8CodeUnitCount
        guard count > 0, from >= 0 else { return nil }
        return pattern.withUTF8Buffer { needle -> Int? in
            var index = from
            while index + count <= bytes.count {
                if bytes[index] == needle[0] && (1..<count).allSatisfy({ bytes[index + $0] == needle[$0] }) { return index }
                index += 1
            }
            return nil
        }
    }

    /// Where `</name` starts (case-insensitive), from `from`.
    static func findEndTag(_ bytes: [UInt8], _ name: String, from: Int) -> Int? {
        let needle = Array("</\(name)".utf8)
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/") {
                var match = true
                for offset in 2..<needle.count where bytes[index + offset] | 0x20 != needle[offset] {
                    match = false
                    break
                }
                if match { return index }
            }
            index += 1
        }
        return nil
    }
}
