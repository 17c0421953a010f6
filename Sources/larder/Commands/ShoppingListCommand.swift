import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder shopping-list RECIPE... [--servings N | --scale F] [--units U] [--markdown | --json | --format ics]`
    struct ShoppingListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shopping-list",
            abstract: "What to buy for some recipes: amounts summed across recipes, minus the pantry, by aisle.")

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, markdown, json, ics
        }

        @Argument(help: "Recipe ids or names.", completion: NameCompletion.recipes) var recipes: [String]
        @Option(parsing: .unconditional, help: "Scale every recipe to this many servings (from its own yield).") var servings: Int?
        @Option(parsing: .unconditional, help: "Multiply every recipe by this factor.") var scale: Double?
        @Option(help: "Amounts in metric, us or imperial units; remembered (default: the remembered units, else metric).")
        var units: MeasurementSystem?
        @Flag(help: "Print Markdown with checkboxes.") var markdown = false
        @Option(help: "Output format: text, markdown, json or ics (a to-do list for reminder apps).") var format: Format?
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if recipes.isEmpty { throw ValidationError("name at least one recipe") }
            if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000, not \(servings)") }
            if servings != nil && scale != nil { throw ValidationError("give --servings or --scale, not both") }
            if let scale, !(scale > 0 && scale <= 100) { throw ValidationError("--scale must be above 0 and at most 100, not \(scale)") }
            let chosen = [markdown, global.json, format != nil].filter { $0 }.count
            if chosen > 1 { throw ValidationError("--markdown, --json and --format exclude each other") }
        }

        func run() throws {
            let requests = recipes.map { KitchenRequest(recipe: $0, servings: servings.map(Double.init), scale: scale) }
            let report = try global.session().shoppingList(for: requests, units: units)
            switch format ?? (markdown ? .markdown : (global.json ? .json : .text)) {
            case .json: try Output.json(report)
            case .ics: print(ShoppingCalendar.ics(report, at: Date()), terminator: "")
            case .markdown: print(ShoppingText.render(report, markdown: true, terminal: global.terminal), terminator: "")
            case .text: print(ShoppingText.render(report, markdown: false, terminal: global.terminal), terminator: "")
            }
        }
    }
}
