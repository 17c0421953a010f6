import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder have add|remove|list|clear|import|export|staples`
    struct Have: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "have", abstract: "What you have: the ingredients you own and the staples that always count.",
            subcommands: [Add.self, SetAmount.self, Use.self, Remove.self, List.self, Clear.self, Import.self, Export.self, Staples.self],
            defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "add", abstract: "Add ingredients (names, aliases or ids); with --amount, add to the amount held of one.")
            @Argument(help: "Ingredient names.", completion: NameCompletion.ingredients) var names: [String]
            @Option(parsing: .unconditional, help: "An amount to add to what you hold (1kg, 500 g, 2 cups, 6).") var amount: String?
            @OptionGroup var global: GlobalOptions
            func validate() throws {
                if names.isEmpty { throw ValidationError("name at least one ingredient") }
                if amount != nil && names.count != 1 { throw ValidationError("--amount goes with exactly one ingredient") }
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
        }

        struct SetAmount: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "set", abstract: "Set the amount held of one ingredient (0 when used up).")
            @Argument(help: "The ingredient.") var name: [String]
            @Option(parsing: .unconditional, help: "The amount held (1kg, 500 g, 2 cups, 6).") var amount: String
            @OptionGroup var global: GlobalOptions
            func validate() throws {
                if name.joined().isBlank { throw ValidationError("name an ingredient") }
            }
            func run() throws {
                let entry = try global.session().setPantryAmount(name.joined(separator: " "), amount: amount, replace: true)
                if try global.printedJSON(entry) { return }
                Output.diagnostic("\(entry.ingredient.name): \(entry.amount ?? "have")")
            }
        }

        struct Use: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "use", abstract: "Take what a cooked recipe used from the amounts held (never below zero) and record it as cooked.")
            @Argument(help: "Recipe id or name.") var recipe: [String]
            @Option(parsing: .unconditional, help: "Servings cooked (from the recipe's own yield).") var servings: Int?
            @OptionGroup var global: GlobalOptions
            func validate() throws {
                if recipe.joined().isBlank { throw ValidationError("name a recipe") }
                if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000, not \(servings)") }
            }
            func run() throws {
                let use = try global.session().useRecipe(KitchenRequest(recipe: recipe.joined(separator: " "), servings: servings.map(Double.init)))
                if try global.printedJSON(use) { return }
                for note in use.notes { Output.diagnostic("note: \(note)") }
                if use.changes.isEmpty { print("Cooked \(use.recipe.name); no amounts held for its ingredients.") }
                for change in use.changes { print("\(change.ingredient.name): \(change.before) → \(change.after)") }
                for ref in use.unconverted { Output.diagnostic("\(ref.name): the recipe's amount does not convert to the units held; unchanged") }
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove ingredients you no longer have (all or nothing).")
            @Argument(help: "Ingredient names.", completion: NameCompletion.ingredients) var names: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if names.isEmpty { throw ValidationError("name at least one ingredient") } }
            func run() throws {
                try Output.edit(try global.session().removeFromInventory(names), noun: "ingredient", json: global.json)
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List what you have, then the staples.")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let session = global.session()
                let inventory = try session.inventory()
                let pantry = try session.pantry()
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
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "clear", abstract: "Empty the inventory (staples stay).")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let removed = try global.session().clearInventory()
                if try global.printedJSON(["removed": removed]) { return }
                Output.diagnostic("\(Output.count(removed, "ingredient")) removed")
            }
        }

        struct Import: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "import", abstract: "Add the ingredients of a file, one a line; lines that do not resolve are reported by number.")
            @Argument(help: "The file ('-' for standard input).") var file: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let lines = file == "-"
                    ? try InventoryFile.lines(fileDescriptor: FileHandle.standardInput.fileDescriptor, name: "standard input")
                    : try InventoryFile.lines(of: try BoundedFile.read(file, limit: InventoryFile.maximumSize), name: file)
                let report = try global.session().importInventory(lines: lines)
                if try global.printedJSON(report) { return }
                Output.diagnostic("\(Output.count(report.added, "ingredient")) added from \(Output.count(report.goodLines, "good line"))")
                for problem in report.problems.prefix(100) { Output.diagnostic("larder: \(file): \(problem)") }
                if report.problems.count > 100 { Output.diagnostic("larder: \(file): \(report.problems.count - 100) more lines did not resolve") }
                if !report.problems.isEmpty { throw ExitCode.failure }
            }
        }

        struct Export: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "export", abstract: "Print the inventory, one ingredient id a line (the import format).")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let session = global.session()
                if global.json { return try Output.json(try session.inventory().owned) }
                print(try session.exportInventory(), terminator: "")
            }
        }

        struct InventoryJSON: Encodable {
            var owned: [ListedItem]
            var staples: [ListedItem]
            var amounts: [PantryEntry]
        }
    }
}
