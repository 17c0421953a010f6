import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore

/// Imports FlavorGraph (`../shared/datasets/flavorgraph`) into our flavor sources: its compounds, which
/// of our ingredients carry which compounds, and its scored ingredient pairings, all on our ids.
/// Facts only (names, links, scores). Ingredients FlavorGraph lacks inherit their parent's compounds
/// (London dry gin → gin).
///
///     let result = try FlavorImporter(directory: layout.datasets.appendingPathComponent("flavorgraph"),
///                                     catalog: try CatalogSources.load(from: layout.catalog)).run()
///     try result.sources.write(to: layout.catalog.appendingPathComponent("flavor"))
public struct FlavorImporter: Sendable {
    public let directory: URL
    public let catalog: CatalogSources

    public init(directory: URL, catalog: CatalogSources) {
        self.directory = directory
        self.catalog = catalog
    }

    public struct Result: Sendable {
        public var sources: FlavorSources
        public var report: FlavorCoverageReport
    }

    /// Runs the import.
    ///
    /// - Complexity: O(N + E + L) for FlavorGraph's nodes and edges and the catalog's recipe lines.
    public func run() throws(ImportError) -> Result {
        let nodes = try table("nodes_small_191120.csv")
        let edges = try table("edges_small_191120.csv")
        let matcher = FlavorNameMatcher(ingredients: catalog.ingredients)
        var report = FlavorCoverageReport()

        var ingredientNames: [String: String] = [:]  // node id → FlavorGraph name
        var compoundIDs: [String: String] = [:]  // node id → our compound id
        var compounds: [String: FlavorCompound] = [:]
        for row in nodes {
            guard let id = row["node_id"], let name = row["name"], !name.isEmpty else { continue }
            if row["node_type"] == "ingredient" {
                ingredientNames[id] = name
            } else if row["node_type"] == "compound" {
                var slug = Slug.make(name)
                if slug.isEmpty || (compounds[slug] != nil && compounds[slug]?.name != name) { slug += "-\(id)" }
                compoundIDs[id] = slug
                compounds[slug] = FlavorCompound(id: slug, name: name.replacingOccurrences(of: "_", with: " "))
            }
        }
        var mapped: [String: IngredientID] = [:]  // node id → our ingredient
        var mappedFrom: [IngredientID: Set<String>] = [:]
        var unmatched: [String] = []
        for (id, name) in ingredientNames {
            if let ours = matcher.match(name) {
                mapped[id] = ours
                mappedFrom[ours, default: []].insert(name)
            } else {
                unmatched.append(name)
            }
        }
        var carried: [IngredientID: Set<String>] = [:]
        var pairings: [NodePairKey: Double] = [:]
        for row in edges {
            guard let a = row["id_1"], let b = row["id_2"], let type = row["edge_type"] else { continue }
            if type == "ingr-ingr" {
                guard let x = mapped[a], let y = mapped[b], x != y, let score = row["score"].flatMap(Double.init) else { continue }
                let key = NodePairKey(x, y)
                pairings[key] = max(pairings[key] ?? 0, score)
            } else if let ours = mapped[a], let compound = compoundIDs[b] {
                carried[ours, default: []].insert(compound)
            } else if let ours = mapped[b], let compound = compoundIDs[a] {
                carried[ours, default: []].insert(compound)
            }
        }
        // FlavorGraph names that carry compounds, by lookup key, for name-head matching (lemon juice → lemon).
        var carriers: [String: (name: String, compounds: Set<String>)] = [:]
        for (node, name) in ingredientNames.sorted(by: { $0.value < $1.value }) {
            guard let ours = mapped[node], let own = carried[ours], !own.isEmpty else { continue }
            for key in FlavorNameMatcher.keys(name.replacingOccurrences(of: "_", with: " ")) where carriers[key] == nil {
                carriers[key] = (name, own)
            }
        }
        // Ingredients without data take the compounds of their name's head, else of the nearest ancestor.
        let byID = Dictionary(catalog.ingredients.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var entries: [IngredientCompounds] = []
        for ingredient in catalog.ingredients {
            if let own = carried[ingredient.id], !own.isEmpty {
                entries.append(IngredientCompounds(
                    ingredient: ingredient.id, mappedFrom: mappedFrom[ingredient.id, default: []].sorted(), compounds: own.sorted()))
                report.mappedDirectly += 1
                continue
            }
            if let head = Self.head(of: ingredient.name, in: carriers) {
                entries.append(IngredientCompounds(
                    ingredient: ingredient.id, mappedFrom: [head.name], compounds: head.compounds.sorted()))
                report.mappedThroughName += 1
                continue
            }
            var parent = ingredient.parent
            var hops = 0
            while let p = parent, hops < 8 {
                if let inherited = carried[p], !inherited.isEmpty {
                    entries.append(IngredientCompounds(
                        ingredient: ingredient.id, mappedFrom: mappedFrom[p, default: []].sorted(), compounds: inherited.sorted()))
                    report.mappedThroughParent += 1
                    break
                }
                parent = byID[p]?.parent
                hops += 1
            }
        }
        let used = Set(entries.flatMap(\.compounds))
        let sources = FlavorSources(
            compounds: compounds.values.filter { used.contains($0.id) }.sorted { $0.id < $1.id },
            ingredientCompounds: entries.sorted { $0.ingredient < $1.ingredient },
            pairings: pairings.map { FlavorPairing(a: $0.key.a, b: $0.key.b, score: $0.value) }.sorted { ($0.a, $0.b) < ($1.a, $1.b) })
        report.flavorGraphIngredients = ingredientNames.count
        report.flavorGraphMatched = mapped.count
        report.unmatchedFlavorGraphNames = unmatched.sorted()
        report.compounds = sources.compounds.count
        report.pairings = sources.pairings.count
        fillCoverage(&report, covered: Set(entries.map(\.ingredient)))
        return Result(sources: sources, report: report)
    }

    /// Last words that make a different thing of what comes before (red wine vinegar is not red wine).
    static let identityNouns: Set<String> = [
        "vinegar", "bitters", "liqueur", "syrup", "extract", "sauce", "cordial", "schnapps", "soda", "wine", "beer",
        "bread", "cake", "water", "tea", "cream", "brandy", "vodka", "rum", "gin", "whiskey", "whisky", "tequila",
    ]

    /// The longest leading run of words of `name` (shorter than the name) that a carrier is named by.
    static func head(
        of name: String, in carriers: [String: (name: String, compounds: Set<String>)]
    ) -> (name: String, compounds: Set<String>)? {
        let words = Slug.make(name).split(separator: "-")
        guard words.count > 1, !identityNouns.contains(String(words[words.count - 1])) else { return nil }
        for end in stride(from: words.count - 1, through: 1, by: -1) {
            for key in FlavorNameMatcher.keys(words[..<end].joined(separator: " ")) {
                if let carrier = carriers[key] { return carrier }
            }
        }
        return nil
    }

    private func fillCoverage(_ report: inout FlavorCoverageReport, covered: Set<IngredientID>) {
        var missing: [IngredientID: Int] = [:]
        for recipe in catalog.recipes {
            for line in recipe.lines {
                let hit = covered.contains(line.ingredient)
                report.lines += 1
                if hit { report.coveredLines += 1 } else { missing[line.ingredient, default: 0] += 1 }
                if recipe.kind == .drink {
                    report.drinkLines += 1
                    if hit { report.coveredDrinkLines += 1 }
                }
            }
        }
        report.topUnmapped = missing.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(40)
            .map { FlavorCoverageReport.UnmappedIngredient(id: $0.key.rawValue, lines: $0.value) }
    }

    private func table(_ name: String) throws(ImportError) -> [[String: String]] {
        let url = directory.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw .missingFile(url.path) }
        let rows = CSVTable.rows(text)
        if rows.isEmpty { throw .malformed(url.path, "no rows") }
        return rows
    }
}

/// An unordered pair of our ingredient ids, smaller first.
struct NodePairKey: Hashable {
    let a: IngredientID
    let b: IngredientID
    init(_ x: IngredientID, _ y: IngredientID) {
        a = min(x, y)
        b = max(x, y)
    }
}
