import Foundation
import LarderKit

extension Larder {
    /// `larder plan add|show|remove|move|clear|copy|history`
    struct Plan {
        static let spec = CommandSpec(
            "plan",
            abstract: "Plan meals by day and slot (breakfast, lunch, dinner, snack, drinks).",
            discussion: """
                Days are YYYY-MM-DD, today, tomorrow, yesterday or a weekday name (its next occurrence from today). \
                Weeks start on the locale's first weekday; --week-start or LARDER_WEEK_START changes it.
                """,
            subcommands: [Add.spec, Show.spec, Remove.spec, Move.spec, Clear.spec, Copy.spec, History.spec],
            defaultSubcommand: Show.spec.name)


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

        struct Add: RunnableCommand {
            static let spec = CommandSpec(
                "add",
                abstract: "Plan a recipe: DATE [SLOT] RECIPE (slot defaults to dinner).",
                arguments: [Key.words, Key.slot, Key.servings, GlobalOptions.arguments],
                command: Add.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let words = Positionals("words", required: false,
                    help: "DATE, then optionally a slot, then the recipe's id or name.")
                static let slot = Option<String>("slot", help: "The meal slot (instead of giving it after the date).")
                static let servings = Option<Int>("servings", anyValue: true, help: "Servings to cook (default: the recipe's own yield).")
            }
            let words: [String]
            let slot: String?
            let servings: Int?
            let global: GlobalOptions

            func validate() throws {
                if words.count < 2 { throw UsageError("give a date and a recipe, e.g. 'plan add monday dinner lasagna'") }
                if let servings, !(1...1000).contains(servings) { throw UsageError("--servings must be between 1 and 1000, not \(servings)") }
            }

            func run() throws {
                let parts = Plan.split(words, slot: slot)
                guard let recipe = parts.recipe else { throw UsageError("name the recipe to plan after the date and slot") }
                let entry = try global.session().addToPlan(day: parts.day, slot: parts.slot, recipe: recipe, servings: servings)
                if global.json { return try Output.json(entry) }
                let servingsText = entry.servings.map { ", \(Output.count($0, "serving"))" } ?? ""
                Output.diagnostic("planned \(entry.recipe) for \(entry.slot.rawValue) on \(entry.day)\(servingsText)")
            }

            init(_ parsed: ParsedArguments) throws {
                words = parsed[Key.words]
                slot = parsed[Key.slot]
                servings = parsed[Key.servings]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Show: RunnableCommand {
            static let spec = CommandSpec(
                "show",
                abstract: "Show the plan: a week (default: this one) or --from/--to, with daily nutrition.",
                arguments: [Key.week, Key.date, Key.from, Key.to, Key.weekStart, Key.markdown, GlobalOptions.arguments],
                command: Show.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let week = Flag("week", help: "Show the week holding DATE (default: this week).")
                static let date = Positional<String>("date", help: "A day in the week to show (default: today).")
                static let from = Option<String>("from", help: "First day to show.")
                static let to = Option<String>("to", help: "Last day to show.")
                static let weekStart = Option<String>("week-start", help: "The day weeks start on (default: the locale's).")
                static let markdown = Flag("markdown", help: "Print a Markdown table.")
            }
            let week: Bool
            let date: String?
            let from: String?
            let to: String?
            let weekStart: String?
            let markdown: Bool
            let global: GlobalOptions

            func validate() throws {
                if markdown && global.json { throw UsageError("--markdown and --json exclude each other") }
                if (from != nil || to != nil) && (week || date != nil) { throw UsageError("give --week [DATE] or --from/--to, not both") }
            }

            func run() throws {
                let session = try global.session()
                let first = try session.firstWeekday(weekStart)
                let range = try Plan.range(session, week: date, from: from, to: to, firstWeekday: first)
                let view = try session.planView(from: range.lowerBound, to: range.upperBound, firstWeekday: first)
                if try global.printedJSON(view) { return }
                print(markdown ? PlanText.markdown(view) : PlanText.plain(view, terminal: global.terminal), terminator: "")
            }

            init(_ parsed: ParsedArguments) throws {
                week = parsed[Key.week]
                date = parsed[Key.date]
                from = parsed[Key.from]
                to = parsed[Key.to]
                weekStart = parsed[Key.weekStart]
                markdown = parsed[Key.markdown]
                global = try GlobalOptions(parsed)
                try validate()
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

        struct Remove: RunnableCommand {
            static let spec = CommandSpec(
                "remove",
                abstract: "Remove from the plan: DATE [SLOT] [RECIPE].",
                arguments: [Key.words, Key.slot, GlobalOptions.arguments],
                command: Remove.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let words = Positionals("words", required: false, help: "DATE, then optionally a slot and a recipe.")
                static let slot = Option<String>("slot", help: "Only this meal slot.")
            }
            let words: [String]
            let slot: String?
            let global: GlobalOptions
            func validate() throws { if words.isEmpty { throw UsageError("give the date to remove from") } }
            func run() throws {
                let parts = Plan.split(words, slot: slot)
                let removed = try global.session().removeFromPlan(day: parts.day, slot: parts.slot, recipe: parts.recipe)
                if global.json { return try Output.json(["removed": removed]) }
                Output.diagnostic("removed \(Output.count(removed, "planned meal"))")
            }

            init(_ parsed: ParsedArguments) throws {
                words = parsed[Key.words]
                slot = parsed[Key.slot]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Move: RunnableCommand {
            static let spec = CommandSpec(
                "move",
                abstract: "Move planned meals: DATE [SLOT] [RECIPE] --to DATE [--to-slot SLOT].",
                arguments: [Key.words, Key.slot, Key.to, Key.toSlot, GlobalOptions.arguments],
                command: Move.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let words = Positionals("words", required: false, help: "DATE, then optionally a slot and a recipe.")
                static let slot = Option<String>("slot", help: "Only this meal slot.")
                static let to = RequiredOption<String>("to", help: "The day to move to.")
                static let toSlot = Option<String>("to-slot", help: "The slot to move into (default: the same slot).")
            }
            let words: [String]
            let slot: String?
            let to: String
            let toSlot: String?
            let global: GlobalOptions
            func validate() throws { if words.isEmpty { throw UsageError("give the date to move from") } }
            func run() throws {
                let parts = Plan.split(words, slot: slot)
                let moved = try global.session().moveInPlan(day: parts.day, slot: parts.slot, recipe: parts.recipe, toDay: to, toSlot: toSlot)
                if global.json { return try Output.json(["moved": moved]) }
                Output.diagnostic("moved \(Output.count(moved, "planned meal"))")
            }

            init(_ parsed: ParsedArguments) throws {
                words = parsed[Key.words]
                slot = parsed[Key.slot]
                to = parsed[Key.to]
                toSlot = parsed[Key.toSlot]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Clear: RunnableCommand {
            static let spec = CommandSpec(
                "clear",
                abstract: "Clear the plan for a day (DATE), a week (--week [DATE]) or --from/--to.",
                arguments: [Key.week, Key.date, Key.from, Key.to, Key.weekStart, GlobalOptions.arguments],
                command: Clear.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let week = Flag("week", help: "Clear the week holding DATE (default: this week).")
                static let date = Positional<String>("date", help: "The day (or, with --week, a day of the week) to clear.")
                static let from = Option<String>("from", help: "First day to clear.")
                static let to = Option<String>("to", help: "Last day to clear.")
                static let weekStart = Option<String>("week-start", help: "The day weeks start on (default: the locale's).")
            }
            let week: Bool
            let date: String?
            let from: String?
            let to: String?
            let weekStart: String?
            let global: GlobalOptions

            func validate() throws {
                if !week && date == nil && from == nil && to == nil { throw UsageError("say what to clear: DATE, --week [DATE] or --from/--to") }
                if (from != nil || to != nil) && (week || date != nil) { throw UsageError("give DATE, --week [DATE] or --from/--to, not more") }
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

            init(_ parsed: ParsedArguments) throws {
                week = parsed[Key.week]
                date = parsed[Key.date]
                from = parsed[Key.from]
                to = parsed[Key.to]
                weekStart = parsed[Key.weekStart]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Copy: RunnableCommand {
            static let spec = CommandSpec(
                "copy",
                abstract: "Copy a week's plan onto another week, day for day.",
                arguments: [Key.fromWeek, Key.toWeek, Key.weekStart, GlobalOptions.arguments],
                command: Copy.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let fromWeek = RequiredOption<String>("from-week", help: "A day of the week to copy (or this, last, next).")
                static let toWeek = RequiredOption<String>("to-week", help: "A day of the week to copy onto (or this, last, next).")
                static let weekStart = Option<String>("week-start", help: "The day weeks start on (default: the locale's).")
            }
            let fromWeek: String
            let toWeek: String
            let weekStart: String?
            let global: GlobalOptions
            func run() throws {
                let session = try global.session()
                let first = try session.firstWeekday(weekStart)
                let source = try session.planWeekDay(fromWeek), target = try session.planWeekDay(toWeek)
                let added = try session.copyPlanWeek(from: source, to: target, firstWeekday: first)
                let start = session.week(containing: target, firstWeekday: first).lowerBound
                if global.json { return try Output.json(["added": added]) }
                Output.diagnostic("copied: \(Output.count(added, "meal")) added to the week of \(start)")
            }

            init(_ parsed: ParsedArguments) throws {
                fromWeek = parsed[Key.fromWeek]
                toWeek = parsed[Key.toWeek]
                weekStart = parsed[Key.weekStart]
                global = try GlobalOptions(parsed)
            }
        }

        struct History: RunnableCommand {
            static let spec = CommandSpec(
                "history",
                abstract: "What was planned and cooked before today, and the recipes planned most.",
                arguments: [Key.limit, GlobalOptions.arguments],
                command: History.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let limit = DefaultedOption<Int>("limit", default: 20, help: "At most this many past meals.")
            }
            let limit: Int
            let global: GlobalOptions
            func validate() throws { if !(1...1000).contains(limit) { throw UsageError("--limit must be between 1 and 1000, not \(limit)") } }
            func run() throws {
                let history = try global.session().planHistory(limit: limit)
                if try global.printedJSON(history) { return }
                print(PlanText.history(history), terminator: "")
            }

            init(_ parsed: ParsedArguments) throws {
                limit = parsed[Key.limit]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }
    }
}
