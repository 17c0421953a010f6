import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder have add|remove|list|clear|import|export|staples`
    struct Have: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "What you have: the ingredients you own and the staples that always count.",
            subcommands: [Add.self, Remove.self, List.self, Clear.self, Import.self, Export.self, Staples.self],
            defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add ingredients (names, aliases or ids).")
            @Argument(help: "Ingredient names.", completion: NameCompletion.ingredients) var names: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if names.isEmpty { throw ValidationError("name at least one ingredient") } }
            func run() throws {
                try Output.edit(try global.session().addToInventory(names), noun: "ingredient", json: global.json)
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Remove ingredients you no longer have (all or nothing).")
            @Argument(help: "Ingredient names.", completion: NameCompletion.ingredients) var names: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if names.isEmpty { throw ValidationError("name at least one ingredient") } }
            func run() throws {
                try Output.edit(try global.session().removeFromInventory(names), noun: "ingredient", json: global.json)
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List what you have, then the staples.")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let inventory = try global.session().inventory()
                if try global.printedJSON(InventoryJSON(owned: inventory.owned, staples: inventory.staples)) { return }
                ListedText.print(inventory.owned, terminal: global.terminal)
                if inventory.owned.isEmpty { Output.diagnostic("nothing in your inventory yet; add with `larder have add NAME`") }
                print(global.terminal.dim("staples: " + inventory.staples.map(\.name).joined(separator: ", ")))
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Empty the inventory (staples stay).")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let removed = try global.session().clearInventory()
                if try global.printedJSON(["removed": removed]) { return }
                Output.diagnostic("\(Output.count(removed, "ingredient")) removed")
            }
        }

        struct Import: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Add the ingredients of a file, one a line; lines that do not resolve are reported by number.")
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
            static let configuration = CommandConfiguration(abstract: "Print the inventory, one ingredient id a line (the import format).")
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
        }
    }
}
