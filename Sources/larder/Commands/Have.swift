import ArgumentParser
import Foundation
import LarderCore
import LarderKit
import LarderUser

extension Larder {
    /// `larder have add|remove|list|clear|import|export|staples`
    struct Have: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "What you have: the ingredients you own and the staples that always count.",
            subcommands: [Add.self, Remove.self, List.self, Clear.self, Import.self, Export.self, Staples.self],
            defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add ingredients (names, aliases or ids).")
            @Argument(help: "Ingredient names.") var names: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if names.isEmpty { throw ValidationError("name at least one ingredient") } }
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let ids = try names.map { try bar.resolveIngredient($0) }
                    let added = try app.userData().addToInventory(ids)
                    Output.diagnostic("\(added) ingredient\(added == 1 ? "" : "s") added: " + ids.map { bar.name(of: $0) }.joined(separator: ", "))
                }
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Remove ingredients you no longer have.")
            @Argument(help: "Ingredient names.") var names: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if names.isEmpty { throw ValidationError("name at least one ingredient") } }
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let user = try app.userData()
                    let owned = Set(try user.inventory().owned)
                    let ids = try names.map { name in
                        let id = owned.contains(IngredientID(name)) ? IngredientID(name) : try bar.resolveIngredient(name)
                        guard owned.contains(id) else { throw LarderError.message("'\(name)' is not in your inventory") }
                        return id
                    }
                    let removed = try user.removeFromInventory(ids)
                    Output.diagnostic("\(removed) ingredient\(removed == 1 ? "" : "s") removed")
                }
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List what you have, then the staples.")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let inventory = try app.userData().inventory()
                    if global.json {
                        return try Output.json(InventoryJSON(
                            owned: inventory.owned.map { ListedRef($0, bar) }, staples: inventory.staples.map { ListedRef($0, bar) }))
                    }
                    for id in inventory.owned { print("\(bar.display(id))  \(global.terminal.dim(id.rawValue))") }
                    if inventory.owned.isEmpty { Output.diagnostic("nothing in your inventory yet; add with `larder have add NAME`") }
                    print(global.terminal.dim("staples: " + inventory.staples.map { bar.display($0) }.joined(separator: ", ")))
                }
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Empty the inventory (staples stay).")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let removed = try global.app.userData().clearInventory()
                    Output.diagnostic("\(removed) ingredient\(removed == 1 ? "" : "s") removed")
                }
            }
        }

        struct Import: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Add the ingredients of a file, one a line; lines that do not resolve are reported by number.")
            @Argument(help: "The file ('-' for standard input).") var file: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let text: String
                    if file == "-" {
                        text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
                    } else {
                        guard let data = FileManager.default.contents(atPath: file) else { throw LarderError.message("cannot read '\(file)'") }
                        text = String(decoding: data, as: UTF8.self)
                    }
                    let (ids, problems) = InventoryFile.parse(text, in: bar)
                    let added = try app.userData().addToInventory(ids)
                    Output.diagnostic("\(added) ingredient\(added == 1 ? "" : "s") added from \(ids.count) good line\(ids.count == 1 ? "" : "s")")
                    for problem in problems { Output.diagnostic("larder: \(file): \(problem)") }
                    if !problems.isEmpty { throw ExitCode.failure }
                }
            }
        }

        struct Export: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Print the inventory, one ingredient id a line (the import format).")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    print(InventoryFile.render(try global.app.userData().inventory().owned), terminator: "")
                }
            }
        }

        struct InventoryJSON: Encodable {
            var owned: [ListedRef]
            var staples: [ListedRef]
        }
    }
}
