import FlavorTestSupport
import Foundation
import LarderKit
import LarderRender
import Testing

@Suite final class FlavorCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    private func outputFile(_ name: String) -> URL { cli.home.appendingPathComponent(name) }

    @Test func pairsForOneIngredientWithReasons() throws {
        let run = try cli.run(["pairs", "gin", "--limit", "5", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let list = try #require(try run.json() as? [[String: Any]])
        #expect(list.count == 5)
        let scores = list.compactMap { $0["score"] as? Double }
        #expect(scores == scores.sorted(by: >))
        let ids = list.compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(!ids.contains("gin"))
        let text = try cli.run(["pairs", "gin", "--limit", "3"])
        #expect(text.stdout.split(separator: "\n").count == 3)
        #expect(text.stdout.contains("recipes together"))
    }

    @Test func pairsForASetNameEveryMember() throws {
        let run = try cli.run(["pairs", "gin", "--with", "lemon juice", "--limit", "5"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Gin:") && run.stdout.contains("Lemon juice:"))
        let json = try #require(try cli.run(["pairs", "gin", "--with", "lemon juice", "--json"]).json() as? [[String: Any]])
        #expect(json.allSatisfy { ($0["evidence"] as? [Any])?.count == 2 })
    }

    @Test func unknownIngredientSuggests() throws {
        let run = try cli.run(["pairs", "lemmon juice"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("did you mean"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try cli.run(["pairs", "gin", "--limit", "0"]).status == 64)
    }

    @Test func substitutesStayInTheirKind() throws {
        let run = try cli.run(["substitutes", "lime juice", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let list = try #require(try run.json() as? [[String: Any]])
        #expect(!list.isEmpty)
        let categories = Set(list.compactMap { ($0["ingredient"] as? [String: Any])?["category"] as? String })
        #expect(categories.isSubset(of: ["juice", "fruit"]))
        // The curated substitutes (Bundle/curation/substitutes.tsv) for lime juice come first, with their reason.
        let tsv = try String(contentsOf: CLI.root.appendingPathComponent("Bundle/curation/substitutes.tsv"), encoding: .utf8)
        let curated = tsv.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
            .compactMap { row -> (String, Double, String, Int)? in
                if row[0] == "lime-juice" { return (row[1], Double(row[2])!, row[4], 0) }
                if row[1] == "lime-juice", row[3] == "yes" { return (row[0], Double(row[2])!, row[4], 1) }
                return nil
            }
            // Lowest penalty first; a rule written for lime juice before one turned round.
            .sorted { ($0.1, $0.0, $0.3) < ($1.1, $1.0, $1.3) }
            .map { ($0.0, $0.1, $0.2) }
            .reduce(into: [(String, Double, String)]()) { kept, rule in if !kept.contains(where: { $0.0 == rule.0 }) { kept.append(rule) } }
        #expect(curated.first?.0 == "lemon-juice")
        let ids = list.compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(Array(ids.prefix(curated.count)) == curated.map(\.0))
        #expect(list.first?["curatedReason"] as? String == curated.first?.2)
        #expect(list.dropFirst(curated.count).allSatisfy { $0["curatedReason"] == nil })
        let text = try cli.run(["substitutes", "cointreau", "--limit", "3"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("shared partner"))
    }

    @Test func pairingScoreOfARecipe() throws {
        let run = try cli.run(["pairing-score", "mojito", "--json", "--samples", "200"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try run.json() as? [String: Any])
        let score = try #require(object["score"] as? [String: Any])
        #expect((score["pairs"] as? Int ?? 0) >= 1)
        #expect(score["baselineMean"] is Double)
        let again = try #require(try cli.run(["pairing-score", "mojito", "--json", "--samples", "200"]).json() as? [String: Any])
        #expect(NSDictionary(dictionary: object).isEqual(to: again))
        #expect(try cli.run(["pairing-score", "mojjito"]).stderr.contains("did you mean"))
        // Too little compound data falls back to the taste profiles (ProfileCommandTests).
        let thin = try cli.run(["pairing-score", "margarita"])
        #expect(thin.status == 0 && thin.stdout.contains("taste-profile affinity"))
    }

    @Test func graphWritesSVGAroundAnIngredient() throws {
        let file = outputFile("gin.svg")
        let run = try cli.run(["graph", "--around", "gin", "--depth", "1", "--max-nodes", "30", "-o", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(">Gin<"))
        #expect(run.stderr.contains("wrote"))
    }

    @Test(arguments: ["dot", "json", "png", "pdf"])
    func graphFormats(format: String) throws {
        let file = outputFile("map.\(format)")
        let run = try cli.run(["graph", "--all", "--max-nodes", "40", "-o", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: file)
        let prefix = String(decoding: data.prefix(5), as: UTF8.self)
        switch format {
        case "dot": #expect(prefix.hasPrefix("graph") && String(decoding: data, as: UTF8.self).contains("!\""))
        case "json":
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((object["nodes"] as? [Any])?.count == 40)
        case "png": #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        default: #expect(prefix.hasPrefix("%PDF"))
        }
    }

    @Test func graphWithGraphvizLayoutAndRecipe() throws {
        let file = outputFile("negroni.svg")
        let run = try cli.run(["graph", "--recipe", "negroni", "--layout", "sfdp", "-o", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8).contains(">Campari<"))
    }

    @Test func graphBadInputLeavesNothing() throws {
        let file = outputFile("bad.svg")
        let unknown = try cli.run(["graph", "--around", "ginn", "-o", file.path])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean"))
        let empty = try cli.run(["graph", "--around", "gin", "--min-weight", "1", "-o", file.path])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("nothing to draw"))
        let conflict = try cli.run(["graph", "--around", "gin", "--all", "-o", file.path])
        #expect(conflict.status == 64)
        let nowhere = try cli.run(["graph", "--all", "-o", cli.home.appendingPathComponent("no/dir/x.svg").path])
        #expect(nowhere.status == 1)
        #expect(nowhere.stderr.hasPrefix("larder: cannot write"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.home.path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test func graphLayoutIsDeterministicForASeed() throws {
        let a = outputFile("a.json"), b = outputFile("b.json"), c = outputFile("c.json")
        for (file, seed) in [(a, "7"), (b, "7"), (c, "8")] {
            let run = try cli.run(["graph", "--around", "lime juice", "--max-nodes", "25", "--seed", seed, "-o", file.path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
        #expect(try Data(contentsOf: a) != Data(contentsOf: c))
    }

    /// The whole-graph drawing shows its backbone. The JSON map keeps every pairing with its score; the
    /// SVG, read back with XMLParser, holds every node of it filled with its category's colour, the legend,
    /// and exactly the pairings that a second computation of the disparity filter (α = 0.2:
    /// p = (1 − w/s)^(k − 1) < α at one end, an end of degree 1 never counting) keeps from those scores.
    /// `--all-edges` draws them all, and the nodes (with their positions) do not change with the edges
    /// drawn: our layout places them by every pairing.
    @Test func wholeGraphDrawingShowsItsBackbone() throws {
        let json = outputFile("all.json")
        #expect(try cli.run(["graph", "--all", "-o", json.path]).status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        var weighted: [(a: String, b: String, score: Double)] = []
        for edge in try #require(object["edges"] as? [[String: Any]]) {
            let evidence = try #require(edge["evidence"] as? [String: Any])
            weighted.append((try #require(edge["a"] as? String), try #require(edge["b"] as? String), try #require(evidence["score"] as? Double)))
        }
        var strength: [String: Double] = [:], degree: [String: Int] = [:]
        for edge in weighted {
            for end in [edge.a, edge.b] {
                strength[end, default: 0] += edge.score
                degree[end, default: 0] += 1
            }
        }
        func significant(_ end: String, _ score: Double) -> Bool {
            let k = degree[end] ?? 0, s = strength[end] ?? 0
            return k > 1 && pow(1 - score / s, Double(k - 1)) < 0.2
        }
        let backbone = weighted.filter { significant($0.a, $0.score) || significant($0.b, $0.score) }.map { "\($0.a)--\($0.b)" }
        #expect(!backbone.isEmpty && backbone.count < weighted.count)

        let svg = outputFile("map.svg")
        let run = try cli.run(["graph", "--all", "-o", svg.path, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect((try run.json() as? [String: Any])?["edges"] as? Int == backbone.count)
        let drawn = try SVGSummary(Data(contentsOf: svg))
        #expect(drawn.nodeTitles.sorted() == nodes.compactMap { $0["id"] as? String }.sorted())
        #expect(drawn.edgeTitles.sorted() == backbone.sorted())
        for node in nodes {
            let id = try #require(node["id"] as? String)
            let name = try #require(node["category"] as? String)
            let category = try #require(IngredientCategory(rawValue: name))
            #expect(drawn.nodeFills[id] == CategoryPalette.color(category), "\(id)")
            #expect(drawn.texts.contains(category.label), "\(category)")
        }
        #expect(drawn.texts.contains("Larder flavor map: \(nodes.count) ingredients, \(backbone.count) of \(weighted.count) pairings"))

        let full = outputFile("full.svg")
        #expect(try cli.run(["graph", "--all", "--all-edges", "-o", full.path]).status == 0)
        #expect(try SVGSummary(Data(contentsOf: full)).edgeTitles.count == weighted.count)
        var nodeLines: [[Substring]] = []
        for (name, extra) in [("backbone.dot", [String]()), ("every.dot", ["--all-edges"])] {
            let dot = outputFile(name)
            #expect(try cli.run(["graph", "--all", "-o", dot.path] + extra).status == 0)
            nodeLines.append(try String(contentsOf: dot, encoding: .utf8).split(separator: "\n").filter { $0.contains("pos=") && !$0.contains(" -- ") })
        }
        #expect(nodeLines[0].count == nodes.count && nodeLines[0] == nodeLines[1])
        #expect(try cli.run(["graph", "--around", "gin", "--all-edges", "-o", outputFile("x.svg").path]).status == 64)
    }

    /// An SVG is drawn with Graphviz's core plugin and its own font metrics: the dynamic loader (asked
    /// with LD_DEBUG=libs) loads neither pango, cairo nor fontconfig; a PNG still loads cairo and pango.
    @Test func svgLoadsNoFontStack() throws {
        let svg = try cli.run(["graph", "--all", "-o", outputFile("map.svg").path], environment: ["LD_DEBUG": "libs"])
        #expect(svg.status == 0)
        #expect(svg.stderr.contains("libgvplugin_core.so"))
        for library in ["libpango", "libcairo", "libfontconfig"] { #expect(!svg.stderr.contains(library), "\(library)") }
        let png = try cli.run(["graph", "--all", "-o", outputFile("map.png").path], environment: ["LD_DEBUG": "libs"])
        #expect(png.status == 0)
        #expect(png.stderr.contains("libpangocairo") && png.stderr.contains("libfontconfig"))
    }
}
