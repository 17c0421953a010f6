import Foundation
import LarderKit
import Testing

/// The judged query set (`Tools/relevance/judged-queries.tsv`, written by us) run through the session's
/// search on the bundled catalog, against the floors issue 13 sets: MRR ≥ 0.9, and every one-edit typo
/// with its recipe in the top 3. The metric is computed here, independently of `larder-bench relevance`.
@Suite(.serialized) struct RelevanceTests {
    struct Judged {
        var text: String
        var kind: String
        var within: Int
        var relevant: Set<String>
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One session over the bundled catalog, compiled once for the whole suite.
    static let shared: (session: LarderSession, judged: [Judged]) = {
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-relevance-\(ProcessInfo.processInfo.processIdentifier)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let catalog = folder.appendingPathComponent("catalog.sqlite")
            if !FileManager.default.fileExists(atPath: catalog.path) {
                try CatalogCompiler().compile(try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog")), to: catalog)
            }
            let session = LarderSession(
                paths: LarderPaths(dataDirectory: folder.appendingPathComponent("data"), bundledCatalogCandidates: [catalog]),
                recordsHistory: false)
            let text = try String(contentsOf: root.appendingPathComponent("Tools/relevance/judged-queries.tsv"), encoding: .utf8)
            let judged = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
                let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return Judged(
                    text: cells[0], kind: cells[1], within: Int(cells[2]) ?? 0, relevant: Set(cells[3].split(separator: ",").map(String.init)))
            }
            return (session, judged)
        } catch {
            fatalError("cannot set up the relevance suite: \(error)")
        }
    }()

    var session: LarderSession { Self.shared.session }
    var judged: [Judged] { Self.shared.judged }

    /// The 1-based rank of the first relevant recipe in the top 10, if any.
    func rank(_ query: Judged) throws -> Int? {
        let hits = try session.search(SearchQuery(text: query.text, limit: 10)).hits.map(\.id.rawValue)
        return hits.firstIndex(where: query.relevant.contains).map { $0 + 1 }
    }

    @Test func theSetIsLargeAndWellFormed() {
        #expect(judged.count >= 150)
        #expect(judged.allSatisfy { !$0.relevant.isEmpty && [1, 3, 10].contains($0.within) })
    }

    @Test func meanReciprocalRankIsAtLeastNineTenths() throws {
        var sum = 0.0
        for query in judged { sum += try rank(query).map { 1 / Double($0) } ?? 0 }
        let mrr = sum / Double(judged.count)
        #expect(mrr >= 0.9, "MRR \(mrr)")
    }

    @Test func everyOneEditTypoFindsItsRecipeInTheTopThree() throws {
        let typos = judged.filter { $0.kind == "typo" }
        #expect(typos.count >= 30)
        for query in typos {
            let found = try rank(query)
            #expect(found.map { $0 <= 3 } == true, "\(query.text): rank \(found.map(String.init) ?? "none")")
        }
    }

    @Test func exactNamesAndDishNamesComeFirst() throws {
        for query in judged where query.kind == "name" || query.kind == "dish" || query.kind == "punct" {
            #expect(try rank(query) == 1, "\(query.text)")
        }
    }

    @Test func synonymsFindTheSameDishesBothWays() throws {
        let pairs = [("aubergine", "eggplant"), ("courgette", "zucchini"), ("whisky", "whiskey"), ("garbanzo", "chickpeas")]
        for (one, other) in pairs {
            let a = Set(try session.search(SearchQuery(text: one, limit: 200)).hits.map(\.id))
            let b = Set(try session.search(SearchQuery(text: other, limit: 200)).hits.map(\.id))
            #expect(!a.isEmpty && a == b, "\(one) / \(other)")
        }
    }

    /// A regional name of several words finds every dish that uses the ingredient it names, as the
    /// ingredient filter lists them (the pairs from issue 10, written by hand).
    @Test func severalWordSynonymsFindTheDishesOfTheirIngredient() throws {
        let pairs = [("icing sugar", "powdered-sugar"), ("double cream", "heavy-cream"), ("spring onion", "green-onion"),
            ("coriander leaf", "cilantro"), ("garbanzo bean", "chickpea")]
        for (text, ingredient) in pairs {
            let found = Set(try session.search(SearchQuery(text: text, kind: .dish, limit: 500)).hits.map(\.id))
            let using = Set(try session.search(SearchQuery(kind: .dish, ingredients: [ingredient], limit: 500)).hits.map(\.id))
            #expect(!using.isEmpty && using.isSubset(of: found), "\(text): \(using.subtracting(found).map(\.rawValue).sorted())")
        }
    }
}
