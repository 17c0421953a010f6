import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder shopping-list [RECIPE...] [--plan [--week DATE | --from D --to D]] [--servings N | --scale F] [--units U]
    /// [--markdown | --json | --format ics]`
    struct ShoppingListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shopping-list",
            abstract: "What to buy for some recipes or the meal plan: amounts summed across recipes, minus the pantry, by aisle.",
            discussion: """
                With --plan, every meal planned in the week (this one, or the week holding --week DATE) or from --from to --to \
                is bought for at its planned servings; recipes named as well are added to it.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, markdown, json, ics
        }

        @Argument(help: "Recipe ids or names.", completion: NameCompletion.recipes) var recipes: [String] = []
        @Option(parsing: .unconditional, help: "Scale every recipe to this many servings (from its own yield).") var servings: Int?
        @Option(parsing: .unconditional, help: "Multiply every recipe by this factor.") var scale: Double?
        @Option(help: "Amounts in metric, us or imperial units; remembered (default: the remembered units, else metric).")
        var units: MeasurementSystem?
        @Flag(help: "Print Markdown with checkboxes.") var markdown = false
        @Option(help: "Output format: text, markdown, json or ics (a to-do list for reminder apps).") var format: Format?
        @Flag(help: "Shop for the meal plan (this week unless --week or --from/--to say otherwise).") var plan = false
        @Option(help: "With --plan: a day in the week to shop for (or this, next, last).") var week: String?
        @Option(help: "With --plan: the first day to shop for.") var from: String?
        @Option(help: "With --plan: the last day to shop for.") var to: String?
        @Option(help: "With --plan: the day weeks start on (default: the locale's).") var weekStart: String?
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if recipes.isEmpty && !plan { throw ValidationError("name at least one recipe, or shop for the meal plan with --plan") }
            if !plan && (week != nil || from != nil || to != nil || weekStart != nil) {
                throw ValidationError("--week, --from, --to and --week-start go with --plan")
            }
            if week != nil && (from != nil || to != nil) { throw ValidationError("give --week or --from/--to, not both") }
            if plan && (servings != nil || scale != nil) {
                throw ValidationError("the plan keeps each meal's own servings; --servings and --scale apply to named recipes only")
            }
            if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000, not \(servings)") }
            if servings != nil && scale != nil { throw ValidationError("give --servings or --scale, not both") }
            if let scale, !(scale > 0 && scale <= 100) { throw ValidationError("--scale must be above 0 and at most 100, not \(scale)") }
            let chosen = [markdown, global.json, format != nil].filter { $0 }.count
            if chosen > 1 { throw ValidationError("--markdown, --json and --format exclude each other") }
        }

        func run() throws {
            let session = global.session()
            var requests = recipes.map { KitchenRequest(recipe: $0, servings: servings.map(Double.init), scale: scale) }
            if plan {
                let first = try session.firstWeekday(weekStart)
                let range = try Plan.range(session, week: week, from: from, to: to, firstWeekday: first)
                let planned = try session.plannedRequests(from: range.lowerBound, to: range.upperBound)
                if planned.isEmpty && recipes.isEmpty {
                    throw LarderError.invalidInput("nothing is planned from \(range.lowerBound) to \(range.upperBound); add meals with `larder plan add`")
                }
                requests = planned + requests
            }
            let report = try session.shoppingList(for: requests, units: units)
            switch format ?? (markdown ? .markdown : (global.json ? .json : .text)) {
            case .json: try Output.json(report)
            case .ics: print(ShoppingCalendar.ics(report, at: Date()), terminator: "")
            case .markdown: print(ShoppingText.render(report, markdown: true, terminal: global.terminal), terminator: "")
            case .text: print(ShoppingText.render(report, markdown: false, terminal: global.terminal), terminator: "")
            }
        }
    }
}

extension Larder.ShoppingListCommand {
    /// `shopping-list --plan --week` with no day after it means this week, as `plan show --week` does:
    /// the arguments with `this` given to a bare `--week` (ArgumentParser has no option with an optional value).
    static func bareWeek(_ arguments: [String]) -> [String] {
        guard arguments.first == "shopping-list" else { return arguments }
        var out: [String] = []
        for (index, argument) in arguments.enumerated() {
            out.append(argument)
            if argument == "--week", index + 1 == arguments.count || arguments[index + 1].hasPrefix("-") { out.append("this") }
        }
        return out
    }
}

