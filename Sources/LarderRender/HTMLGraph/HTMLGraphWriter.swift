import FlavorGraph
import Foundation
import LarderCore

/// Writes an ``HTMLGraphDocument`` as one self-contained HTML page: the data, the script and the style
/// are inline, a Content-Security-Policy forbids every fetch, and nothing names a font or a URL.
///
/// The page draws on a canvas with pan, zoom (wheel and pinch), node dragging, details on hover or tap,
/// double-click to reveal a node's neighbours, and a search box; colours and sizes are those of
/// ``DOTWriter``. Opened with the fragment `#selftest`, it drives itself through real DOM events and
/// writes what happened into `<body data-selftest="…">` (the browser test reads it).
public struct HTMLGraphWriter: Sendable {
    /// Target median distance, in CSS pixels at zoom 1, between a shown node and its nearest neighbour.
    public var spacing: Double = 60

    /// A writer with the default spacing (60 px).
    public init() {}

    /// The page's HTML.
    ///
    /// - Complexity: O(n · min(n, 300) + m) for n nodes and m edges.
    public func html(_ document: HTMLGraphDocument) throws(RenderError) -> String {
        for edge in document.edges where !document.nodes.indices.contains(edge.a) || !document.nodes.indices.contains(edge.b) {
            throw .renderFailed(format: "html", message: "edge \(edge.a)–\(edge.b) names a node the document does not have")
        }
        let json = try dataJSON(document)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
            <meta name="generator" content="larder">
            <title>\(DOTEscaping.html(document.title))</title>
            <style>
            \(HTMLGraphAssets.style)</style>
            </head>
            <body>
            <canvas id="graph" aria-label="\(DOTEscaping.html(document.title))"></canvas>
            <div id="bar"><input id="search" type="search" placeholder="Find an ingredient (/)" autocomplete="off" aria-label="Find an ingredient"><button id="fit" type="button">Fit</button><button id="reset" type="button">Reset</button><span id="counter"></span><ul id="hits" hidden></ul></div>
            <div id="details" hidden></div>
            <div id="legend"></div>
            <div id="help">drag to pan · wheel or pinch to zoom · drag a node · double-click a node for its neighbours</div>
            <script type="application/json" id="larder-data">\(json)</script>
            <script>
            \(HTMLGraphAssets.script)</script>
            </body>
            </html>

            """
    }

    /// Writes the page to `url`, all or nothing.
    public func write(_ document: HTMLGraphDocument, to url: URL) throws(RenderError) {
        try AtomicFile.write(Data(html(document).utf8), to: url)
    }

    // MARK: - The embedded data

    private struct Payload: Encodable {
        struct Category: Encodable { var id: String, label: String, color: String }
        struct Node: Encodable {
            var id: String, name: String, category: Int, popularity: Int, x: Double, y: Double
            var shown: Bool, focus: Bool, recipes: [String], recipeCount: Int
            var pairings: [Tuple3], profile: [Tuple2]?
        }
        var title: String
        var categories: [Category]
        var nodes: [Node]
        var edges: [Tuple4]
    }

    /// `[name, score, reason]`.
    private struct Tuple3: Encodable {
        var name: String, score: Double, reason: String
        func encode(to encoder: any Encoder) throws {
            var c = encoder.unkeyedContainer()
            try c.encode(name); try c.encode(score); try c.encode(reason)
        }
    }
    /// `[axis, value]`.
    private struct Tuple2: Encodable {
        var axis: String, value: Double
        func encode(to encoder: any Encoder) throws {
            var c = encoder.unkeyedContainer()
            try c.encode(axis); try c.encode(value)
        }
    }
    /// `[a, b, score, reason]`.
    private struct Tuple4: Encodable {
        var a: Int, b: Int, score: Double, reason: String
        func encode(to encoder: any Encoder) throws {
            var c = encoder.unkeyedContainer()
            try c.encode(a); try c.encode(b); try c.encode(score); try c.encode(reason)
        }
    }

    /// The data as JSON safe inside a `<script>` element: every `<` is written `\u003c`, so no
    /// `</script>` or `<!--` can appear (a `<` only ever occurs inside JSON strings).
    private func dataJSON(_ document: HTMLGraphDocument) throws(RenderError) -> String {
        let shownPositions = document.nodes.filter(\.shown).map(\.position)
        let scale = LayoutScale.automatic(shownPositions.isEmpty ? document.nodes.map(\.position) : shownPositions, spacing: spacing)
        let categories = Set(document.nodes.map(\.category)).sorted()
        var categoryIndex: [IngredientCategory: Int] = [:]
        for (i, category) in categories.enumerated() { categoryIndex[category] = i }
        let payload = Payload(
            title: document.title,
            categories: categories.map { .init(id: $0.rawValue, label: $0.label, color: CategoryPalette.color($0)) },
            nodes: document.nodes.map { node in
                Payload.Node(
                    id: node.id, name: node.name, category: categoryIndex[node.category] ?? 0, popularity: node.popularity,
                    // Graphviz draws y upwards; the page's y points down, so it is flipped to look the same.
                    x: rounded(node.position.x * scale), y: rounded(-node.position.y * scale),
                    shown: node.shown, focus: node.focus, recipes: node.recipes, recipeCount: node.recipeCount,
                    pairings: node.pairings.map { Tuple3(name: $0.name, score: rounded($0.score, 1000), reason: $0.reason) },
                    profile: node.profile?.map { Tuple2(axis: $0.axis, value: $0.value) })
            },
            edges: document.edges.map { Tuple4(a: $0.a, b: $0.b, score: rounded($0.score, 10_000), reason: $0.reason) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do { data = try encoder.encode(payload) } catch {
            throw .renderFailed(format: "html", message: "cannot encode the graph data: \(error)")
        }
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    private func rounded(_ value: Double, _ factor: Double = 100) -> Double {
        value.isFinite ? (value * factor).rounded() / factor : 0
    }
}
