import ArgumentParser
import Foundation
import LarderKit

extension FlavorMap.Layout: ExpressibleByArgument {}
extension FlavorMap.Format: ExpressibleByArgument {}

extension Larder {
    /// `larder graph [--around X --depth N | --recipe ID | --family F | --all] … -o FILE`
    struct Graph: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "graph", abstract: "Draw the flavor graph (DOT, JSON, an interactive HTML page, or SVG/PNG/PDF through Graphviz).")

        @Option(help: "Centre the map on this ingredient.", completion: NameCompletion.ingredients) var around: String?
        @Option(help: "Edges to follow from --around (0-4).") var depth = 1
        @Option(help: "Draw this recipe's ingredients and their partners.", completion: NameCompletion.recipes) var recipe: String?
        @Option(help: "Draw the ingredients of a Cocktail Codex family's drinks (see `larder codex`).", completion: NameCompletion.families) var family: String?
        @Flag(help: "Draw the whole graph (the default).") var all = false
        @Option(help: "Leave out edges with a combined score below this (0-1).") var minWeight = 0.05
        @Option(help: "Draw at most this many ingredients (2-5000).") var maxNodes = 150
        @Option(help: "Who places the nodes: larder (ours), sfdp or neato.") var layout: FlavorMap.Layout = .larder
        @Option(help: "dot, svg, png, pdf, json or html (default: from the file name, else svg).") var format: FlavorMap.Format?
        @Option(help: "Seed of our layout.") var seed: UInt64 = 1
        @Option(name: .shortAndLong, help: "The file to write.") var output: String

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if [around != nil, recipe != nil, family != nil, all].filter({ $0 }).count > 1 {
                throw ValidationError("choose one of --around, --recipe, --family and --all")
            }
            if around == nil && depth != 1 { throw ValidationError("--depth goes with --around") }
            guard (0...4).contains(depth) else { throw ValidationError("--depth must be between 0 and 4") }
            guard (0...1).contains(minWeight) else { throw ValidationError("--min-weight must be between 0 and 1") }
            guard (2...5000).contains(maxNodes) else { throw ValidationError("--max-nodes must be between 2 and 5000") }
            if output.isBlank { throw ValidationError("-o needs a file name") }
            if resolvedFormat == .json && layout != .larder { throw ValidationError("--format json needs --layout larder") }
            if resolvedFormat == .html && layout != .larder { throw ValidationError("--format html needs --layout larder") }
        }

        var resolvedFormat: FlavorMap.Format {
            format ?? FlavorMap.Format(rawValue: URL(fileURLWithPath: output).pathExtension.lowercased()) ?? .svg
        }

        func run() throws {
            var map = FlavorMap()
            map.scope = around.map { .around($0, depth: depth) } ?? recipe.map { .recipe($0) } ?? family.map { .family($0) } ?? .all
            map.minimumWeight = minWeight
            map.maximumNodes = maxNodes
            map.layout = layout
            map.format = resolvedFormat
            map.seed = seed
            let summary = try global.session().drawMap(map, to: URL(fileURLWithPath: output))
            if try global.printedJSON(summary) { return }
            let more = summary.expandable.map { "; \($0) more to reveal in the page" } ?? ""
            Output.diagnostic("wrote \(summary.path): \(summary.nodes) ingredients, \(summary.edges) pairings (\(summary.format), \(summary.layout) layout\(more))")
        }
    }
}
