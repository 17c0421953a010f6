import Foundation
import LarderRender
import LarderKit
import Testing

/// Headless Chromium, when installed (Debian's `chromium`). CI installs it, so there a missing browser
/// is a failure, not a skip.
enum Chromium {
    static let path: String? = {
        if let given = ProcessInfo.processInfo.environment["LARDER_CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) {
            return given
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// Whether to run the browser tests: always under CI, else only with a browser.
    static let enabled = path != nil || ProcessInfo.processInfo.environment["CI"] != nil

    /// Runs headless Chromium on `url` with `arguments` (`--dump-dom`, `--screenshot=…`), killed after
    /// 120 s. Works as root (`--no-sandbox`), with its own profile and no GPU.
    static func run(_ arguments: [String], url: String, scratch: URL) throws -> RawProcess.Outcome {
        let browser = try #require(path, "chromium is not installed: CI must install it (apt-get install chromium)")
        let profile = scratch.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let all = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars", "--mute-audio",
            "--user-data-dir=\(profile.path)", "--window-size=1200,800", "--virtual-time-budget=10000",
        ] + arguments + [url]
        var environment = ["HOME": scratch.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        if let tmp = ProcessInfo.processInfo.environment["TMPDIR"] { environment["TMPDIR"] = tmp }
        let outcome = try RawProcess.run(
            browser, arguments: all.map { Array($0.utf8) }, environment: environment, directory: scratch, timeout: 120)
        #expect(!outcome.timedOut, "chromium did not finish within 120 s")
        return outcome
    }
}

@Suite(.enabled(if: Chromium.enabled, "chromium is not installed here (apt-get install chromium); CI installs it and runs these"))
final class HTMLGraphBrowserTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    /// Writes a map with `arguments` and returns its file and the JSON summary.
    private func writeMap(_ name: String, _ arguments: [String]) throws -> (URL, [String: Any]) {
        let file = cli.home.appendingPathComponent(name)
        let run = try cli.run(["graph"] + arguments + ["--format", "html", "-o", file.path, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        return (file, try #require(try run.json() as? [String: Any]))
    }

    /// The same selection drawn as our JSON render: the nodes and edges the page must show at first.
    private func jsonMap(_ arguments: [String]) throws -> (ids: Set<String>, edges: Int) {
        let file = cli.home.appendingPathComponent("reference-\(UUID().uuidString).json")
        let run = try cli.run(["graph"] + arguments + ["--format", "json", "-o", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        let edges = try #require(object["edges"] as? [Any])
        return (Set(nodes.compactMap { $0["id"] as? String }), edges.count)
    }

    /// The data embedded in the page.
    private func embedded(_ file: URL) throws -> [String: Any] {
        let html = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"larder-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    /// Loads `file#selftest…` and returns the report the page wrote into `<body data-selftest>`.
    private func selfTest(_ file: URL, fragment: String) throws -> [String: Any] {
        let outcome = try Chromium.run(["--dump-dom"], url: "file://\(file.path)#selftest\(fragment)", scratch: cli.home)
        let dom = String(decoding: outcome.stdout, as: UTF8.self)
        let marker = "<body data-selftest=\""
        let start = try #require(dom.range(of: marker), "the page wrote no self-test report: \(String(decoding: outcome.stderr.suffix(2000), as: UTF8.self))")
        let end = try #require(dom.range(of: "\"", range: start.upperBound..<dom.endIndex))
        let text = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theFullMapLoadsSearchesExpandsAndDraws() throws {
        let (file, summary) = try writeMap("map.html", ["--all"])
        let reference = try jsonMap(["--all"])
        #expect(summary["nodes"] as? Int == reference.ids.count)
        #expect(summary["edges"] as? Int == reference.edges)
        // Self-contained: no address of any kind, and a policy that forbids fetching.
        let html = try String(contentsOf: file, encoding: .utf8)
        for needle in ["http://", "https://", "src=", "href=", "@import", "url(", "@font-face"] {
            #expect(!html.contains(needle), "the page contains \(needle)")
        }
        #expect(html.contains("default-src 'none'"))
        // The page shows exactly the JSON render's nodes at first, and holds more to reveal.
        let data = try embedded(file)
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        let shownIDs = Set(nodes.filter { $0["shown"] as? Bool == true }.compactMap { $0["id"] as? String })
        #expect(shownIDs == reference.ids)
        let hidden = nodes.filter { $0["shown"] as? Bool == false }
        #expect(!hidden.isEmpty)
        #expect(summary["expandable"] as? Int == hidden.count)
        // A hidden ingredient to search for, named by its full name (so it is the first hit).
        let sought = try #require(hidden.max { ($0["popularity"] as? Int ?? 0) < ($1["popularity"] as? Int ?? 0) })
        let soughtName = try #require(sought["name"] as? String)
        let query = soughtName.lowercased().addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""

        let report = try selfTest(file, fragment: "&q=\(query)&expand=gin")
        #expect((report["errors"] as? [Any])?.isEmpty == true, "console errors: \(report["errors"] ?? "none")")
        let initial = try #require(report["initial"] as? [String: Any])
        #expect(initial["shown"] as? Int == reference.ids.count)
        #expect(initial["nodesDrawn"] as? Int == reference.ids.count)
        #expect(initial["edgesDrawn"] as? Int == reference.edges)
        #expect((initial["inkFraction"] as? Double ?? 0) > 0.01)
        let zoom = try #require(report["zoom"] as? [String: Double])
        #expect((zoom["after"] ?? 0) > (zoom["before"] ?? 0))
        // Two touch points moved from 100 to 200 px apart double the zoom.
        let pinch = try #require(report["pinch"] as? [String: Double])
        #expect(abs((pinch["after"] ?? 0) / (pinch["before"] ?? 1) - 2) < 1e-6)
        let drag = try #require(report["drag"] as? [String: Any])
        #expect(abs((drag["moved"] as? Double ?? 0) - 40) < 1)
        // The search finds the hidden ingredient and shows it with its details.
        let search = try #require(report["search"] as? [String: Any])
        #expect((search["matches"] as? Int ?? 0) >= 1)
        #expect(search["selected"] as? String == sought["id"] as? String)
        #expect(search["shownAfter"] as? Int == reference.ids.count + 1)
        #expect((search["details"] as? String ?? "").hasPrefix(soughtName))
        // Double-clicking gin shows its neighbours that were not shown, and they are drawn.
        let expand = try #require(report["expand"] as? [String: Any])
        #expect(expand["id"] as? String == "gin")
        let before = try #require(expand["shownBefore"] as? Int), after = try #require(expand["shownAfter"] as? Int)
        #expect(after == before + (expand["hiddenBefore"] as? Int ?? -1))
        #expect(after > before)
        #expect(expand["nodesDrawnAfter"] as? Int == after)
    }

    @Test func aRecipeMapShowsItsIngredientsAsFocus() throws {
        let (file, summary) = try writeMap("negroni.html", ["--recipe", "negroni"])
        let reference = try jsonMap(["--recipe", "negroni"])
        #expect(summary["nodes"] as? Int == reference.ids.count)
        let nodes = try #require(try embedded(file)["nodes"] as? [[String: Any]])
        let focus = Set(nodes.filter { $0["focus"] as? Bool == true }.compactMap { $0["id"] as? String })
        // A Negroni is gin, Campari and sweet vermouth (IBA).
        #expect(focus.isSuperset(of: ["gin", "campari"]))
        #expect(focus.contains { $0.contains("vermouth") })
        let report = try selfTest(file, fragment: "&q=campari")
        #expect((report["errors"] as? [Any])?.isEmpty == true, "console errors: \(report["errors"] ?? "none")")
        #expect((report["initial"] as? [String: Any])?["nodesDrawn"] as? Int == reference.ids.count)
        #expect((report["search"] as? [String: Any])?["selected"] as? String == "campari")
    }

    @Test func aLargeMapStaysUsable() throws {
        let (file, summary) = try writeMap("large.html", ["--all", "--max-nodes", "2000", "--min-weight", "0.02"])
        let shown = try #require(summary["nodes"] as? Int)
        #expect(shown > 400)
        let report = try selfTest(file, fragment: "")
        #expect((report["errors"] as? [Any])?.isEmpty == true, "console errors: \(report["errors"] ?? "none")")
        #expect((report["initial"] as? [String: Any])?["nodesDrawn"] as? Int == shown)
        #expect((report["initial"] as? [String: Any])?["edgesDrawn"] as? Int == summary["edges"] as? Int)
    }

    @Test func aScreenshotShowsTheGraphInItsColours() throws {
        let (file, _) = try writeMap("shot.html", ["--all"])
        let png = cli.home.appendingPathComponent("shot.png")
        let outcome = try Chromium.run(["--screenshot=\(png.path)"], url: "file://\(file.path)", scratch: cli.home)
        let data = try #require(try? Data(contentsOf: png), "no screenshot: \(String(decoding: outcome.stderr.suffix(2000), as: UTF8.self))")
        let image = try PNGImage(data)
        #expect(image.width == 1200 && image.height == 800)
        var colours: [Int: Int] = [:]
        var ink = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let rgb = image.rgb(x, y)
                colours[rgb, default: 0] += 1
                if rgb != 0xFFFFFF { ink += 1 }
            }
        }
        let sampled = (image.width / 2) * (image.height / 2)
        // Not blank: a fair share of the picture is drawn, in many colours...
        #expect(Double(ink) / Double(sampled) > 0.05)
        #expect(colours.count > 50)
        // ...including the static renders' fills of spirits (#d95f02) and juices (#66a61e), which the
        // bundled map's most used ingredients (gin, lime juice) have.
        #expect((colours[0xD95F02] ?? 0) > 20)
        #expect((colours[0x66A61E] ?? 0) > 20)
    }
}

/// A synthetic page of 2,000 nodes and 20,000 edges (more than the bundled graph has) must load and draw
/// everything without errors.
@Suite(.enabled(if: Chromium.enabled, "chromium is not installed here (apt-get install chromium); CI installs it and runs these"))
struct HTMLGraphScaleTests {
    @Test func twoThousandNodesLoadAndDraw() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("larder-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var generator = SystemRandomNumberGenerator()
        let categories: [IngredientCategory] = [.spirit, .liqueur, .juice, .syrup, .herb, .fruit, .dairy, .soda]
        var nodes: [HTMLGraphDocument.Node] = []
        for i in 0..<2_000 {
            let x: Double = Double(i % 50) + Double.random(in: -0.3...0.3, using: &generator)
            let y: Double = Double(i / 50) + Double.random(in: -0.3...0.3, using: &generator)
            let popularity: Int = 1 + (i * 7919) % 300
            nodes.append(HTMLGraphDocument.Node(
                id: "n\(i)", name: "Ingredient \(i)", category: categories[i % categories.count],
                popularity: popularity, position: Point(x: x, y: y), shown: true, recipes: ["A"], recipeCount: 1))
        }
        var seen = Set<Int>()
        var edges: [HTMLGraphDocument.Edge] = []
        while edges.count < 20_000 {
            let a = Int.random(in: 0..<2_000, using: &generator), b = (a + Int.random(in: 1..<120, using: &generator)) % 2_000
            guard seen.insert(min(a, b) * 2_000 + max(a, b)).inserted else { continue }
            edges.append(.init(a: min(a, b), b: max(a, b), score: .random(in: 0.02...1, using: &generator), reason: "synthetic"))
        }
        let file = scratch.appendingPathComponent("large.html")
        try HTMLGraphWriter().write(HTMLGraphDocument(title: "2,000 nodes", nodes: nodes, edges: edges), to: file)
        let outcome = try Chromium.run(["--dump-dom"], url: "file://\(file.path)#selftest&q=ingredient%201999", scratch: scratch)
        let dom = String(decoding: outcome.stdout, as: UTF8.self)
        let start = try #require(dom.range(of: "<body data-selftest=\""), "no self-test report")
        let end = try #require(dom.range(of: "\"", range: start.upperBound..<dom.endIndex))
        let text = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((report["errors"] as? [Any])?.isEmpty == true, "console errors: \(report["errors"] ?? "none")")
        let initial = try #require(report["initial"] as? [String: Any])
        #expect(initial["nodesDrawn"] as? Int == 2_000)
        #expect(initial["edgesDrawn"] as? Int == 20_000)
        #expect((report["search"] as? [String: Any])?["selected"] as? String == "n1999")
    }
}
