import Foundation
import LarderKit

extension Larder {
    /// `larder shopping-list [RECIPE...] [--plan [--week DATE | --from D --to D]] [--servings N | --scale F] [--units U]
    /// [--markdown | --json | --format ics]`
    struct ShoppingListCommand: RunnableCommand {
        static let spec = CommandSpec(
            "shopping-list",
            abstract: "What to buy for some recipes or the meal plan: amounts summed across recipes, minus the pantry, by aisle.",
            discussion: """
                With --plan, every meal planned in the week (this one, or the week holding --week DATE) or from --from to --to \
                is bought for at its planned servings; recipes named as well are added to it.
                """,
            arguments: [Key.recipes, Key.servings, Key.scale, Key.units, Key.markdown, Key.format, Key.plan, Key.week,
                Key.from, Key.to, Key.weekStart, GlobalOptions.arguments],
            command: ShoppingListCommand.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let recipes = Positionals("recipes", required: false, help: "Recipe ids or names.", completion: .recipes)
            static let servings = Option<Int>("servings", anyValue: true,
                help: "Scale every recipe to this many servings (from its own yield).")
            static let scale = Option<Double>("scale", anyValue: true, help: "Multiply every recipe by this factor.")
            static let units = Option<MeasurementSystem>("units",
                help: "Amounts in metric, us or imperial units; remembered (default: the remembered units, else metric).")
            static let markdown = Flag("markdown", help: "Print Markdown with checkboxes.")
            static let format = Option<Format>("format",
                help: "Output format: text, markdown, json or ics (a to-do list for reminder apps).")
            static let plan = Flag("plan", help: "Shop for the meal plan (this week unless --week or --from/--to say otherwise).")
            static let week = Option<String>("week", help: "With --plan: a day in the week to shop for (or this, next, last).")
            static let from = Option<String>("from", help: "With --plan: the first day to shop for.")
            static let to = Option<String>("to", help: "With --plan: the last day to shop for.")
            static let weekStart = Option<String>("week-start", help: "With --plan: the day weeks start on (default: the locale's).")
        }

        enum Format: String, ArgumentValue, CaseIterable {
            case text, markdown, json, ics
        }

        let recipes: [String]
        let servings: Int?
        let scale: Double?
        let units: MeasurementSystem?
        let markdown: Bool
        let format: Format?
        let plan: Bool
        let week: String?
        let from: String?
        let to: String?
        let weekStart: String?
        let global: GlobalOptions

        func validate() throws {
            if recipes.isEmpty && !plan { throw UsageError("name at least one recipe, or shop for the meal plan with --plan") }
            if !plan && (week != nil || from != nil || to != nil || weekStart != nil) {
                throw UsageError("--week, --from, --to and --week-start go with --plan")
            }
            if week != nil && (from != nil || to != nil) { throw UsageError("give --week or --from/--to, not both") }
            if plan && (servings != nil || scale != nil) {
                throw UsageError("the plan keeps each meal's own servings; --servings and --scale apply to named recipes only")
            }
            if let servings, !(1...1000).contains(servings) { throw UsageError("--servings must be between 1 and 1000, not \(servings)") }
            if servings != nil && scale != nil { throw UsageError("give --servings or --scale, not both") }
            if let scale, !(scale > 0 && scale <= 100) { throw UsageError("--scale must be above 0 and at most 100, not \(scale)") }
            let chosen = [markdown, global.json, format != nil].filter { $0 }.count
            if chosen > 1 { throw UsageError("--markdown, --json and --format exclude each other") }
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

        init(_ parsed: ParsedArguments) throws {
            recipes = parsed[Key.recipes]
            servings = parsed[Key.servings]
            scale = parsed[Key.scale]
            units = parsed[Key.units]
            markdown = parsed[Key.markdown]
            format = parsed[Key.format]
            plan = parsed[Key.plan]
            week = parsed[Key.week]
            from = parsed[Key.from]
            to = parsed[Key.to]
            weekStart = parsed[Key.weekStart]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}

extension Larder.ShoppingListCommand {
    /// `shopping-list --plan --week` with no day after it means this week, as `plan show --week` does:
    /// the arguments with `this` given to a bare `--week` (an option takes a value or none, not either).
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

