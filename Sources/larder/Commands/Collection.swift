import ArgumentParser
import LarderKit

extension Larder {
    /// `larder collection create|rename|delete|add|remove|list|show`
    struct Collection: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "collection", abstract: "Named collections of recipes.",
            subcommands: [Create.self, Rename.self, Delete.self, Add.self, Remove.self, List.self, Show.self],
            defaultSubcommand: List.self)

        struct Create: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "create", abstract: "Create an empty collection.")
            @Argument(help: "Collection name.") var name: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try Output.edit(try global.session().createCollection(name), noun: "collection", json: global.json)
            }
        }

        struct Rename: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a collection.")
            @Argument(help: "Current name.") var name: String
            @Argument(help: "New name.") var newName: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try Output.edit(try global.session().renameCollection(name, to: newName), noun: "collection", json: global.json)
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a collection (its recipes stay in the catalog).")
            @Argument(help: "Collection name.") var name: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try Output.edit(try global.session().deleteCollection(name), noun: "collection", json: global.json)
            }
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Add recipes to a collection.")
            @Argument(help: "Collection name.") var name: String
            @Argument(help: "Recipe ids or names.") var recipes: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }
            func run() throws {
                let outcome = try global.session().addToCollection(name, recipes)
                try Output.edit(outcome, noun: "recipe", json: global.json, target: "'\(name)'")
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove recipes from a collection (all or nothing).")
            @Argument(help: "Collection name.") var name: String
            @Argument(help: "Recipe ids or names.") var recipes: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }
            func run() throws {
                let outcome = try global.session().removeFromCollection(name, recipes)
                try Output.edit(outcome, noun: "recipe", json: global.json, target: "'\(name)'")
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List the collections with their sizes.")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let collections = try global.session().collections()
                if try global.printedJSON(collections) { return }
                for c in collections {
                    print("\(c.name.escapingControlCharacters)  \(global.terminal.dim(Output.count(c.recipes, "recipe")))")
                }
                if collections.isEmpty { Output.diagnostic("no collections yet; create one with `larder collection create NAME`") }
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "List the recipes of a collection.")
            @Argument(help: "Collection name.") var name: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let recipes = try global.session().collection(name)
                if try global.printedJSON(recipes) { return }
                ListedText.print(recipes, terminal: global.terminal)
            }
        }
    }
}
