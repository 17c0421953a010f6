import Foundation
import LarderKit

extension Larder {
    /// `larder have add|remove|list|clear|import|export|staples`
    struct Have {
        static let spec = CommandSpec(
            "have",
            abstract: "What you have: the ingredients you own and the staples that always count.",
            subcommands: [Add.spec, SetAmount.spec, Use.spec, Remove.spec, List.spec, Clear.spec, Import.spec, Export.spec, Staples.spec],
            defaultSubcommand: List.spec.name)


        struct Add: RunnableCommand {
            static let spec = CommandSpec(
                "add",
                abstract: "Add ingredients (names, aliases or ids); with --amount, add to the amount held of one.",
                arguments: [Key.names, Key.amount, GlobalOptions.arguments],
                command: Add.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let names = Positionals("names", required: true, help: "Ingredient names.", completion: .ingredients)
                static let amount = Option<String>("amount", anyValue: true,
                    help: "An amount to add to what you hold (1kg, 500 g, 2 cups, 6).")
            }
            let names: [String]
            let amount: String?
            let global: GlobalOptions
            func validate() throws {
                if names.isEmpty { throw UsageError("name at least one ingredient") }
                if amount != nil && names.count != 1 { throw UsageError("--amount goes with exactly one ingredient") }
            }
            func run() throws {
                if let amount {
                    let entry = try global.session().setPantryAmount(names[0], amount: amount, replace: false)
                    if try global.printedJSON(entry) { return }
                    Output.diagnostic("\(entry.ingredient.name): \(entry.amount ?? "have")")
                    return
                }
                try Output.edit(try global.session().addToInventory(names), noun: "ingredient", json: global.json)
            }

            init(_ parsed: ParsedArguments) throws {
                names = parsed[Key.names]
                amount = parsed[Key.amount]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct SetAmount: RunnableCommand {
            static let spec = CommandSpec(
                "set",
                abstract: "Set the amount held of one ingredient (0 when used up).",
                arguments: [Key.name, Key.amount, GlobalOptions.arguments],
                command: SetAmount.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let name = Positionals("name", required: true, help: "The ingredient.")
                static let amount = RequiredOption<String>("amount", anyValue: true, help: "The amount held (1kg, 500 g, 2 cups, 6).")
            }
            let name: [String]
            let amount: String
            let global: GlobalOptions
            func validate() throws {
                if name.joined().isBlank { throw UsageError("name an ingredient") }
            }
            func run() throws {
                let entry = try global.session().setPantryAmount(name.joined(separator: " "), amount: amount, replace: true)
                if try global.printedJSON(entry) { return }
                Output.diagnostic("\(entry.ingredient.name): \(entry.amount ?? "have")")
            }

            init(_ parsed: ParsedArguments) throws {
                name = parsed[Key.name]
                amount = parsed[Key.amount]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Use: RunnableCommand {
            static let spec = CommandSpec(
                "use",
                abstract: "Take what a cooked recipe used from the amounts held (never below zero) and record it as cooked.",
                arguments: [Key.recipe, Key.servings, GlobalOptions.arguments],
                command: Use.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let recipe = Positionals("recipe", required: true, help: "Recipe id or name.")
                static let servings = Option<Int>("servings", anyValue: true, help: "Servings cooked (from the recipe's own yield).")
            }
            let recipe: [String]
            let servings: Int?
            let global: GlobalOptions
            func validate() throws {
                if recipe.joined().isBlank { throw UsageError("name a recipe") }
                if let servings, !(1...1000).contains(servings) { throw UsageError("--servings must be between 1 and 1000, not \(servings)") }
            }
            func run() throws {
                let use = try global.session().useRecipe(KitchenRequest(recipe: recipe.joined(separator: " "), servings: servings.map(Double.init)))
                if try global.printedJSON(use) { return }
                for note in use.notes { Output.diagnostic("note: \(note)") }
                if use.changes.isEmpty { print("Cooked \(use.recipe.name); no amounts held for its ingredients.") }
                for change in use.changes { print("\(change.ingredient.name): \(change.before) → \(change.after)") }
                for ref in use.unconverted { Output.diagnostic("\(ref.name): the recipe's amount does not convert to the units held; unchanged") }
            }

            init(_ parsed: ParsedArguments) throws {
                recipe = parsed[Key.recipe]
                servings = parsed[Key.servings]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Remove: RunnableCommand {
            static let spec = CommandSpec(
                "remove",
                abstract: "Remove ingredients you no longer have (all or nothing).",
                arguments: [Key.names, GlobalOptions.arguments],
                command: Remove.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let names = Positionals("names", required: true, help: "Ingredient names.", completion: .ingredients)
            }
            let names: [String]
            let global: GlobalOptions
            func validate() throws { if names.isEmpty { throw UsageError("name at least one ingredient") } }
            func run() throws {
                try Output.edit(try global.session().removeFromInventory(names), noun: "ingredient", json: global.json)
            }

            init(_ parsed: ParsedArguments) throws {
                names = parsed[Key.names]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct List: RunnableCommand {
            static let spec = CommandSpec(
                "list",
                abstract: "List what you have, then the staples.",
                arguments: [GlobalOptions.arguments],
                command: List.self)

            let global: GlobalOptions
            func run() throws {
                let session = global.session()
                let inventory = try session.inventory()
                let pantry = try session.pantry(of: inventory)
                if try global.printedJSON(InventoryJSON(owned: inventory.owned, staples: inventory.staples, amounts: pantry.filter { $0.amount != nil })) {
                    return
                }
                let amounts = Dictionary(pantry.compactMap { entry in entry.amount.map { (entry.ingredient.id, $0) } }, uniquingKeysWith: { a, _ in a })
                for item in inventory.owned {
                    print(ListedText.line(item, terminal: global.terminal) + (amounts[item.id].map { "  \($0)" } ?? ""))
                }
                if inventory.owned.isEmpty { Output.diagnostic("nothing in your inventory yet; add with `larder have add NAME`") }
                print(global.terminal.dim("staples: " + inventory.staples.map(\.name).joined(separator: ", ")))
            }

            init(_ parsed: ParsedArguments) throws {
                global = try GlobalOptions(parsed)
            }
        }

        struct Clear: RunnableCommand {
            static let spec = CommandSpec(
                "clear",
                abstract: "Empty the inventory (staples stay).",
                arguments: [GlobalOptions.arguments],
                command: Clear.self)

            let global: GlobalOptions
            func run() throws {
                let removed = try global.session().clearInventory()
                if try global.printedJSON(["removed": removed]) { return }
                Output.diagnostic("\(Output.count(removed, "ingredient")) removed")
            }

            init(_ parsed: ParsedArguments) throws {
                global = try GlobalOptions(parsed)
            }
        }

        struct Import: RunnableCommand {
            static let spec = CommandSpec(
                "import",
                abstract: "Add the ingredients of a file, one a line; lines that do not resolve are reported by number.",
                arguments: [Key.file, GlobalOptions.arguments],
                command: Import.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let file = RequiredPositional<String>("file", help: "The file ('-' for standard input).")
            }
            let file: String
            let global: GlobalOptions
            func run() throws {
                let lines = file == "-"
                    ? try InventoryFile.lines(fileDescriptor: FileHandle.standardInput.fileDescriptor, name: "standard input")
                    : try InventoryFile.lines(of: try BoundedFile.read(file, limit: InventoryFile.maximumSize), name: file)
                let report = try global.session().importInventory(lines: lines)
                if try global.printedJSON(report) { return }
                Output.diagnostic("\(Output.count(report.added, "ingredient")) added from \(Output.count(report.goodLines, "good line"))")
                for problem in report.problems.prefix(100) { Output.diagnostic("larder: \(file): \(problem)") }
                if report.problems.count > 100 { Output.diagnostic("larder: \(file): \(report.problems.count - 100) more lines did not resolve") }
                if !report.problems.isEmpty { throw SilentFailure() }
            }

            init(_ parsed: ParsedArguments) throws {
                file = parsed[Key.file]
                global = try GlobalOptions(parsed)
            }
        }

        struct Export: RunnableCommand {
            static let spec = CommandSpec(
                "export",
                abstract: "Print the inventory, one ingredient id a line (the import format).",
                arguments: [GlobalOptions.arguments],
                command: Export.self)

            let global: GlobalOptions
            func run() throws {
                let session = global.session()
                if global.json { return try Output.json(try session.inventory().owned) }
                print(try session.exportInventory(), terminator: "")
            }

            init(_ parsed: ParsedArguments) throws {
                global = try GlobalOptions(parsed)
            }
        }

        struct InventoryJSON: Encodable {
            var owned: [ListedItem]
            var staples: [ListedItem]
            var amounts: [PantryEntry]
        }
    }
}
