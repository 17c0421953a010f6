import LarderCore
import FlavorGraph
import Foundation

/// Synthetic weighted graphs for the graph benchmark, and the plain DOT both layouts read.
enum GraphSynthetic {
    /// A preferential-attachment graph (each new node links to existing nodes chosen with probability
    /// proportional to degree, like ingredient co-occurrence), edge weights uniform in 0.1…1.
    static func preferentialAttachment(nodes: Int, edges: Int, seed: UInt64) -> [(Int, Int, Double)] {
        var generator = SplitMix64(seed: seed)
        let perNode = max(1, edges / max(nodes, 1))
        var ends: [Int] = [0]
        var list: [(Int, Int, Double)] = []
        list.reserveCapacity(edges)
        var seen = Set<UInt64>()
        for v in 1..<nodes {
            var picked = Set<Int>()
            let want = min(perNode, v)
            while picked.count < want {
                let u = ends[Int(generator.next() % UInt64(ends.count))]
                picked.insert(u)
            }
            for u in picked.sorted() {
                seen.insert(UInt64(u) << 32 | UInt64(v))
                list.append((u, v, 0.1 + 0.9 * generator.unit()))
                ends.append(u); ends.append(v)
            }
        }
        while list.count < edges {  // top up with degree-proportional pairs
            let a = ends[Int(generator.next() % UInt64(ends.count))]
            let b = ends[Int(generator.next() % UInt64(ends.count))]
            guard a != b, seen.insert(UInt64(min(a, b)) << 32 | UInt64(max(a, b))).inserted else { continue }
            list.append((min(a, b), max(a, b), 0.1 + 0.9 * generator.unit()))
        }
        return list
    }

    /// The graph as DOT, nodes named by index, points only, no overlap removal or splines.
    static func dot(nodes: Int, edges: [(Int, Int, Double)]) -> String {
        var out = "graph G {\nnode [shape=point];\noverlap=true;\nsplines=false;\n"
        out.reserveCapacity(edges.count * 24)
        for i in 0..<nodes { out += "\(i);\n" }
        for (a, b, w) in edges { out += "\(a) -- \(b) [weight=\(String(format: "%.3f", w))];\n" }
        return out + "}\n"
    }

    /// Reads back what ``dot(nodes:edges:)`` wrote.
    static func parseDot(_ text: String) -> (nodes: Int, edges: [(Int, Int, Double)]) {
        var nodes = 0
        var edges: [(Int, Int, Double)] = []
        for line in text.split(separator: "\n") {
            if let arrow = line.range(of: " -- ") {
                let a = Int(line[..<arrow.lowerBound]) ?? 0
                let rest = line[arrow.upperBound...]
                let bEnd = rest.firstIndex(of: " ") ?? rest.endIndex
                let b = Int(rest[..<bEnd]) ?? 0
                var w = 1.0
                if let eq = rest.range(of: "weight=") {
                    w = Double(rest[eq.upperBound...].prefix { $0 != "]" }) ?? 1
                }
                edges.append((a, b, w))
            } else if line.hasSuffix(";"), let i = Int(line.dropLast()) {
                nodes = max(nodes, i + 1)
            }
        }
        return (nodes, edges)
    }

    /// Positions from Graphviz `-Tplain` output or from our worker's `node i x y` lines.
    static func parsePositions(_ text: String, nodes: Int) -> [Point] {
        var positions = [Point](repeating: .zero, count: nodes)
        for line in text.split(separator: "\n") where line.hasPrefix("node ") {
            let fields = line.split(separator: " ")
            guard fields.count >= 4, let i = Int(fields[1]), i < nodes,
                  let x = Double(fields[2]), let y = Double(fields[3]) else { continue }
            positions[i] = Point(x: x, y: y)
        }
        return positions
    }
}
