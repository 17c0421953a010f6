import Foundation
import LarderKit

extension FlavorMap.Layout: ArgumentValue {}
extension FlavorMap.Format: ArgumentValue {}

extension Larder {
    /// `larder graph [--around X --depth N | --recipe ID | --family F | --all] … -o FILE`
    struct Graph: RunnableCommand {
        static let spec = CommandSpec(
            "graph",
            abstract: "Draw the flavor graph (DOT, JSON, an interactive HTML page, or SVG/PNG/PDF through Graphviz).",
            arguments: [Key.around, Key.depth, Key.recipe, Key.family, Key.all, Key.allEdges, Key.minWeight, Key.maxNodes, Key.layout,
                Key.format, Key.seed, Key.output, GlobalOptions.arguments],
            command: Graph.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let around = Option<String>("around", help: "Centre the map on this ingredient.", completion: .ingredients)
            static let depth = DefaultedOption<Int>("depth", default: 1, help: "Edges to follow from --around (0-4).")
            static let recipe = Option<String>("recipe", help: "Draw this recipe's ingredients and their partners.", completion: .recipes)
            static let family = Option<String>("family",
                help: "Draw the ingredients of a Cocktail Codex family's drinks (see `larder codex`).", completion: NameCompletion.families)
            static let all = Flag("all", help: "Draw the whole graph (the default).")
            static let allEdges = Flag("all-edges",
                help: "Draw every pairing of the whole graph; by default a drawing of it shows its backbone (the pairings that stand out for one of their ingredients).")
            static let minWeight = DefaultedOption<Double>("min-weight", default: 0.05,
                help: "Leave out edges with a combined score below this (0-1).")
            static let maxNodes = DefaultedOption<Int>("max-nodes", default: 150, help: "Draw at most this many ingredients (2-5000).")
            static let layout = DefaultedOption<FlavorMap.Layout>("layout", default: .larder,
                help: "Who places the nodes: larder (ours), sfdp or neato.")
            static let format = Option<FlavorMap.Format>("format",
                help: "dot, svg, png, pdf, json or html (default: from the file name, else svg).")
            static let seed = DefaultedOption<UInt64>("seed", default: 1, help: "Seed of our layout.")
            static let output = RequiredOption<String>("output", short: "o", help: "The file to write.")
        }

        let around: String?
        let depth: Int
        let recipe: String?
        let family: String?
        let all: Bool
        let allEdges: Bool
        let minWeight: Double
        let maxNodes: Int
        let layout: FlavorMap.Layout
        let format: FlavorMap.Format?
        let seed: UInt64
        let output: String
        let global: GlobalOptions

        func validate() throws {
            if [around != nil, recipe != nil, family != nil, all].filter({ $0 }).count > 1 {
                throw UsageError("choose one of --around, --recipe, --family and --all")
            }
            if allEdges && (around != nil || recipe != nil || family != nil) {
                throw UsageError("--all-edges goes with the whole graph (--all): other maps draw every pairing")
            }
            if around == nil && depth != 1 { throw UsageError("--depth goes with --around") }
            guard (0...4).contains(depth) else { throw UsageError("--depth must be between 0 and 4") }
            guard (0...1).contains(minWeight) else { throw UsageError("--min-weight must be between 0 and 1") }
            guard (2...5000).contains(maxNodes) else { throw UsageError("--max-nodes must be between 2 and 5000") }
            if output.isBlank { throw UsageError("-o needs a file name") }
            if resolvedFormat == .json && layout != .larder { throw UsageError("--format json needs --layout larder") }
            if resolvedFormat == .html && layout != .larder { throw UsageError("--format html needs --layout larder") }
        }

        var resolvedFormat: FlavorMap.Format {
            format ?? FlavorMap.Format(rawValue: URL(fileURLWithPath: output).pathExtension.lowercased()) ?? .svg
        }

        func run() throws {
            var map = FlavorMap()
            map.scope = around.map { .around($0, depth: depth) } ?? recipe.map { .recipe($0) } ?? family.map { .family($0) } ?? .all
            map.minimumWeight = minWeight
            if allEdges { map.backboneLevel = nil }
            map.maximumNodes = maxNodes
            map.layout = layout
            map.format = resolvedFormat
            map.seed = seed
            let summary = try global.session().drawMap(map, to: URL(fileURLWithPath: output))
            if try global.printedJSON(summary) { return }
            let more = summary.expandable.map { "; \($0) more to reveal in the page" } ?? ""
            Output.diagnostic("wrote \(summary.path): \(summary.nodes) ingredients, \(summary.edges) pairings (\(summary.format), \(summary.layout) layout\(more))")
        }

        init(_ parsed: ParsedArguments) throws {
            around = parsed[Key.around]
            depth = parsed[Key.depth]
            recipe = parsed[Key.recipe]
            family = parsed[Key.family]
            all = parsed[Key.all]
            allEdges = parsed[Key.allEdges]
            minWeight = parsed[Key.minWeight]
            maxNodes = parsed[Key.maxNodes]
            layout = parsed[Key.layout]
            format = parsed[Key.format]
            seed = parsed[Key.seed]
            output = parsed[Key.output]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
