import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder plan add|show|remove|move|clear|copy|history`
    struct Plan: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "plan", abstract: "Plan meals by day and slot (breakfast, lunch, dinner, snack, drinks).",
            discussion: """
                Days are YYYY-MM-DD, today, tomorrow, yesterday or a weekday name (its next occurrence from today). \
                Weeks start on the locale's first weekday; --week-start or LARDER_WEEK_START changes it.
                """,
            subcommands: [Add.self, Show.self, Remove.self, Move.self, Clear.self, Copy.self, History.self],
            defaultSubcommand: Show.self)

        /// `DATE [SLOT] [RECIPE…]` split into its parts: a slot name right after the date is the slot.
        static func split(_ words: [String], slot explicit: String?) -> (day: String, slot: String?, recipe: String?) {
            guard let day = words.first else { return ("", explicit, nil) }
            var rest = Array(words.dropFirst())
            var slot = explicit
            if slot == nil, let first = rest.first, MealSlot(named: first) != nil {
                slot = first
                rest.removeFirst()
            }
            let recipe = rest.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            return (day, slot, recipe.isEmpty ? nil : recipe)
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Plan a recipe: DATE [SLOT] RECIPE (slot defaults to dinner).")
            @Argument(help: "DATE, then optionally a slot, then the recipe's id or name.") var words: [String] = []
            @Option(help: "The meal slot (instead of giving it after the date).") var slot: String?
            @Option(parsing: .unconditional, help: "Servings to cook (default: the recipe's own yield).") var servings: Int?
            @OptionGroup var global: GlobalOptions

            func validate() throws {
                if words.count < 2 { throw ValidationError("give a date and a recipe, e.g. 'plan add monday dinner lasagna'") }
                if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000, not \(servings)") }
            }

            func run() throws {
                let parts = Plan.split(words, slot: slot)
                guard let recipe = parts.recipe else { throw ValidationError("name the recipe to plan after the date and slot") }
                let entry = try global.session().addToPlan(day: parts.day, slot: parts.slot, recipe: recipe, servings: servings)
                if global.json { return try Output.json(entry) }
                let servingsText = entry.servings.map { ", \(Output.count($0, "serving"))" } ?? ""
                Output.diagnostic("planned \(entry.recipe) for \(entry.slot.rawValue) on \(entry.day)\(servingsText)")
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the plan: a week (default: this one) or --from/--to, with daily nutrition.")
            @Flag(help: "Show the week holding DATE (default: this week).") var week = false
            @Argument(help: "A day in the week to show (default: today).") var date: String?
            @Option(help: "First day to show.") var from: String?
            @Option(help: "Last day to show.") var to: String?
            @Option(help: "The day weeks start on (default: the locale's).") var weekStart: String?
            @Flag(help: "Print a Markdown table.") var markdown = false
            @OptionGroup var global: GlobalOptions

            func validate() throws {
                if markdown && global.json { throw ValidationError("--markdown and --json exclude each other") }
                if (from != nil || to != nil) && (week || date != nil) { throw ValidationError("give --week [DATE] or --from/--to, not both") }
            }

            func run() throws {
                let session = try global.session()
                let first = try session.firstWeekday(weekStart)
                let range = try Plan.range(session, week: date, from: from, to: to, firstWeekday: first)
                let view = try session.planView(from: range.lowerBound, to: range.upperBound, firstWeekday: first)
                if try global.printedJSON(view) { return }
                print(markdown ? PlanText.markdown(view) : PlanText.plain(view, terminal: global.terminal), terminator: "")
            }
        }

        /// The days `--week DATE` or `--from/--to` name (this week when neither).
        static func range(_ session: LarderSession, week: String?, from: String?, to: String?, firstWeekday: Int) throws -> ClosedRange<PlanDate> {
            if from != nil || to != nil {
                let start = try from.map { try session.planDay($0) }
                let end = try to.map { try session.planDay($0) }
                let low = start ?? end ?? session.today(), high = end ?? low.adding(days: 6)
                guard low <= high else { throw LarderError.invalidInput("--from \(low) is after --to \(high)") }
                return low...high
            }
            return session.week(containing: try session.planWeekDay(week ?? "this"), firstWeekday: firstWeekday)
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove from the plan: DATE [SLOT] [RECIPE].")
            @Argument(help: "DATE, then optionally a slot and a recipe.") var words: [String] = []
            @Option(help: "Only this meal slot.") var slot: String?
            @OptionGroup var global: GlobalOptions
            func validate() throws { if words.isEmpty { throw ValidationError("give the date to remove from") } }
            func run() throws {
                let parts = Plan.split(words, slot: slot)
                let removed = try global.session().removeFromPlan(day: parts.day, slot: parts.slot, recipe: parts.recipe)
                if global.json { return try Output.json(["removed": removed]) }
                Output.diagnostic("removed \(Output.count(removed, "planned meal"))")
            }
        }

        struct Move: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "move", abstract: "Move planned meals: DATE [SLOT] [RECIPE] --to DATE [--to-slot SLOT].")
            @Argument(help: "DATE, then optionally a slot and a recipe.") var words: [String] = []
            @Option(help: "Only this meal slot.") var slot: String?
            @Option(help: "The day to move to.") var to: String
            @Option(help: "The slot to move into (default: the same slot).") var toSlot: String?
            @OptionGroup var global: GlobalOptions
            func validate() throws { if words.isEmpty { throw ValidationError("give the date to move from") } }
            func run() throws {
                let parts = Plan.split(words, slot: slot)
                let moved = try global.session().moveInPlan(day: parts.day, slot: parts.slot, recipe: parts.recipe, toDay: to, toSlot: toSlot)
                if global.json { return try Output.json(["moved": moved]) }
                Output.diagnostic("moved \(Output.count(moved, "planned meal"))")
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "clear", abstract: "Clear the plan for a day (DATE), a week (--week [DATE]) or --from/--to.")
            @Flag(help: "Clear the week holding DATE (default: this week).") var week = false
            @Argument(help: "The day (or, with --week, a day of the week) to clear.") var date: String?
            @Option(help: "First day to clear.") var from: String?
            @Option(help: "Last day to clear.") var to: String?
            @Option(help: "The day weeks start on (default: the locale's).") var weekStart: String?
            @OptionGroup var global: GlobalOptions

            func validate() throws {
                if !week && date == nil && from == nil && to == nil { throw ValidationError("say what to clear: DATE, --week [DATE] or --from/--to") }
                if (from != nil || to != nil) && (week || date != nil) { throw ValidationError("give DATE, --week [DATE] or --from/--to, not more") }
            }

            func run() throws {
                let session = try global.session()
                let range: ClosedRange<PlanDate>
                if let date, !week {
                    let day = try session.planDay(date)
                    range = day...day
                } else {
                    range = try Plan.range(session, week: date, from: from, to: to, firstWeekday: try session.firstWeekday(weekStart))
                }
                let cleared = try session.clearPlan(from: range.lowerBound, to: range.upperBound)
                if global.json { return try Output.json(["cleared": cleared]) }
                Output.diagnostic("cleared \(Output.count(cleared, "planned meal")) from \(range.lowerBound) to \(range.upperBound)")
            }
        }

        struct Copy: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "copy", abstract: "Copy a week's plan onto another week, day for day.")
            @Option(help: "A day of the week to copy (or this, last, next).") var fromWeek: String
            @Option(help: "A day of the week to copy onto (or this, last, next).") var toWeek: String
            @Option(help: "The day weeks start on (default: the locale's).") var weekStart: String?
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let session = try global.session()
                let first = try session.firstWeekday(weekStart)
                let source = try session.planWeekDay(fromWeek), target = try session.planWeekDay(toWeek)
                let added = try session.copyPlanWeek(from: source, to: target, firstWeekday: first)
                let start = session.week(containing: target, firstWeekday: first).lowerBound
                if global.json { return try Output.json(["added": added]) }
                Output.diagnostic("copied: \(Output.count(added, "meal")) added to the week of \(start)")
            }
        }

        struct History: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "history", abstract: "What was planned and cooked before today, and the recipes planned most.")
            @Option(help: "At most this many past meals.") var limit: Int = 20
            @OptionGroup var global: GlobalOptions
            func validate() throws { if !(1...1000).contains(limit) { throw ValidationError("--limit must be between 1 and 1000, not \(limit)") } }
            func run() throws {
                let history = try global.session().planHistory(limit: limit)
                if try global.printedJSON(history) { return }
                print(PlanText.history(history), terminator: "")
            }
        }
    }
}
