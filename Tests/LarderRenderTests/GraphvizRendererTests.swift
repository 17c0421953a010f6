import FlavorTestSupport
import FlavorGraph
import Foundation
import LarderRender
import Testing

@Suite struct GraphvizRendererTests {
    let subgraph = try! FlavorFixtures.graph.subgraph(.all)

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("larder-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func pinnedLayoutKeepsOurPositions() throws {
        let positions = ForceLayout().layout(subgraph.layoutGraph).positions
        var options = DOTWriter.Options()
        options.pointsPerUnit = 64
        let dot = try DOTWriter(options: options).dot(subgraph, positions: positions)
        let out = try GraphvizRenderer().render(dot: dot, engine: .pinned, format: .dot)
        let text = try #require(String(data: out, encoding: .utf8))
        // Graphviz reports the same relative positions we gave (it may translate the drawing).
        let gin = try #require(subgraph.nodes.firstIndex { $0.id == "gin" })
        let mint = try #require(subgraph.nodes.firstIndex { $0.id == "mint" })
        func pos(_ id: String) throws -> (Double, Double) {
            let range = try #require(text.range(of: "\(id)\t[") ?? text.range(of: "\(id) ["))
            let rest = text[range.upperBound...]
            let start = try #require(rest.range(of: "pos=\""))
            let value = rest[start.upperBound...].prefix { $0 != "\"" }.split(separator: ",")
            return (Double(value[0])!, Double(value[1].replacingOccurrences(of: "!", with: ""))!)
        }
        let g = try pos("gin"), m = try pos("mint")
        let dx = (positions[gin].x - positions[mint].x) * 64, dy = (positions[gin].y - positions[mint].y) * 64
        #expect(abs((g.0 - m.0) - dx) < 1)
        #expect(abs((g.1 - m.1) - dy) < 1)
    }

    @Test(arguments: [GraphvizRenderer.Format.svg, .png, .pdf])
    func rendersEveryFormat(format: GraphvizRenderer.Format) throws {
        let dot = try DOTWriter().dot(subgraph)
        let data = try GraphvizRenderer().render(dot: dot, engine: .sfdp, format: format)
        let magic: [UInt8] = switch format {
        case .svg: Array("<?xml".utf8)
        case .png: [0x89, 0x50, 0x4E, 0x47]
        case .pdf: Array("%PDF".utf8)
        case .dot: Array("graph".utf8)
        }
        #expect(Array(data.prefix(magic.count)) == magic)
        if format == .svg {
            let svg = String(decoding: data, as: UTF8.self)
            #expect(svg.contains(">Lemon juice<"))
        }
    }

    @Test func badDOTIsATypedErrorAndLeavesNoFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("map.svg")
        #expect {
            try GraphvizRenderer().render(dot: "graph { a -- ", engine: .neato, format: .svg, to: target)
        } throws: { error in
            guard case RenderError.invalidDOT(let message) = error else { return false }
            return !message.isEmpty
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        // A good render after a bad one works (errors do not stick).
        try GraphvizRenderer().render(dot: "graph { a -- b }", engine: .neato, format: .svg, to: target)
        #expect(FileManager.default.fileExists(atPath: target.path))
    }

    @Test func pinnedEngineWithoutPositionsIsATypedError() throws {
        #expect {
            _ = try GraphvizRenderer().render(dot: "graph { a -- b }", engine: .pinned, format: .svg)
        } throws: { error in
            guard case RenderError.layoutFailed(let engine, let message) = error else { return false }
            return engine == "nop" && !message.isEmpty
        }
    }

    @Test func concurrentRendersAreSerialisedAndComplete() throws {
        let dot = try DOTWriter().dot(subgraph)
        let results = UnsafeSendableBox(Array(repeating: Data(), count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let engine: GraphvizRenderer.Engine = i % 2 == 0 ? .sfdp : .neato
            let data = (try? GraphvizRenderer().render(dot: dot, engine: engine, format: .svg)) ?? Data()
            results.lock.lock()
            results.value[i] = data
            results.lock.unlock()
        }
        for data in results.value {
            let svg = String(decoding: data, as: UTF8.self)
            #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        }
    }
}

/// Results collected from concurrent work in a test.
final class UnsafeSendableBox<Value>: @unchecked Sendable {
    var value: Value
    let lock = NSLock()
    init(_ value: Value) { self.value = value }
}
