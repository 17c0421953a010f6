import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an SVG written by Graphviz shows, read with an XML parser.
public struct SVGSummary {
    public var nodeTitles: [String] = []
    public var edgeTitles: [String] = []
    /// The first fill of each node's shape, by node title.
    public var nodeFills: [String: String] = [:]
    /// Every text element.
    public var texts: Set<String> = []

    private init() {}

    /// Reads `data` with `XMLParser`; throws when it is not well-formed XML.
    public init(_ data: Data) throws {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        self = reader.summary
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var summary = SVGSummary()
        var groupClass: String?
        var inTitle = false, inText = false
        var title = "", text = ""
        var currentNode: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            switch name {
            case "g":
                if let kind = attributes["class"], kind == "node" || kind == "edge" {
                    groupClass = kind
                    currentNode = nil
                }
            case "title":
                inTitle = true
                title = ""
            case "text":
                inText = true
                text = ""
            case "ellipse", "polygon", "path":
                if groupClass == "node", let node = currentNode, summary.nodeFills[node] == nil, let fill = attributes["fill"] {
                    summary.nodeFills[node] = fill
                }
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTitle { title += string }
            if inText { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "title":
                inTitle = false
                if groupClass == "node", currentNode == nil {
                    summary.nodeTitles.append(title)
                    currentNode = title
                } else if groupClass == "edge" {
                    summary.edgeTitles.append(title)
                    groupClass = nil
                }
            case "text":
                inText = false
                summary.texts.insert(text)
            default: break
            }
        }
    }
}
