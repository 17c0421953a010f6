import LarderKit

extension Larder {
    /// `larder collection create|rename|delete|add|remove|list|show`
    struct Collection {
        static let spec = CommandSpec(
            "collection",
            abstract: "Named collections of recipes.",
            subcommands: [Create.spec, Rename.spec, Delete.spec, Add.spec, Remove.spec, List.spec, Show.spec],
            defaultSubcommand: List.spec.name)

        /// The collection a subcommand works on: one declaration for the five that take it.
        static let name = RequiredPositional<String>("name", help: "Collection name.")

        struct Create: RunnableCommand {
            static let spec = CommandSpec(
                "create",
                abstract: "Create an empty collection.",
                arguments: [Key.name, GlobalOptions.arguments],
                command: Create.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let name = Collection.name
            }
            let name: String
            let global: GlobalOptions
            func run() throws {
                try Output.edit(try global.session().createCollection(name), noun: "collection", json: global.json)
            }

            init(_ parsed: ParsedArguments) throws {
                name = parsed[Key.name]
                global = try GlobalOptions(parsed)
            }
        }

        struct Rename: RunnableCommand {
            static let spec = CommandSpec(
                "rename",
                abstract: "Rename a collection.",
                arguments: [Key.name, Key.newName, GlobalOptions.arguments],
                command: Rename.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let name = RequiredPositional<String>("name", help: "Current name.")
                static let newName = RequiredPositional<String>("new-name", help: "New name.")
            }
            let name: String
            let newName: String
            let global: GlobalOptions
            func run() throws {
                try Output.edit(try global.session().renameCollection(name, to: newName), noun: "collection", json: global.json)
            }

            init(_ parsed: ParsedArguments) throws {
                name = parsed[Key.name]
                newName = parsed[Key.newName]
                global = try GlobalOptions(parsed)
            }
        }

        struct Delete: RunnableCommand {
            static let spec = CommandSpec(
                "delete",
                abstract: "Delete a collection (its recipes stay in the catalog).",
                arguments: [Key.name, GlobalOptions.arguments],
                command: Delete.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let name = Collection.name
            }
            let name: String
            let global: GlobalOptions
            func run() throws {
                try Output.edit(try global.session().deleteCollection(name), noun: "collection", json: global.json)
            }

            init(_ parsed: ParsedArguments) throws {
                name = parsed[Key.name]
                global = try GlobalOptions(parsed)
            }
        }

        struct Add: RunnableCommand {
            static let spec = CommandSpec(
                "add",
                abstract: "Add recipes to a collection.",
                arguments: [Key.name, Key.recipes, GlobalOptions.arguments],
                command: Add.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let name = Collection.name
                static let recipes = Positionals("recipes", required: true, help: "Recipe ids or names.")
            }
            let name: String
            let recipes: [String]
            let global: GlobalOptions
            func validate() throws { if recipes.isEmpty { throw UsageError("name at least one recipe") } }
            func run() throws {
                let outcome = try global.session().addToCollection(name, recipes)
                try Output.edit(outcome, noun: "recipe", json: global.json, target: "'\(name)'")
            }

            init(_ parsed: ParsedArguments) throws {
                name = parsed[Key.name]
                recipes = parsed[Key.recipes]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Remove: RunnableCommand {
            static let spec = CommandSpec(
                "remove",
                abstract: "Remove recipes from a collection (all or nothing).",
                arguments: [Key.name, Key.recipes, GlobalOptions.arguments],
                command: Remove.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let name = Collection.name
                static let recipes = Positionals("recipes", required: true, help: "Recipe ids or names.")
            }
            let name: String
            let recipes: [String]
            let global: GlobalOptions
            func validate() throws { if recipes.isEmpty { throw UsageError("name at least one recipe") } }
            func run() throws {
                let outcome = try global.session().removeFromCollection(name, recipes)
                try Output.edit(outcome, noun: "recipe", json: global.json, target: "'\(name)'")
            }

            init(_ parsed: ParsedArguments) throws {
                name = parsed[Key.name]
                recipes = parsed[Key.recipes]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct List: RunnableCommand {
            static let spec = CommandSpec(
                "list",
                abstract: "List the collections with their sizes.",
                arguments: [GlobalOptions.arguments],
                command: List.self)

            let global: GlobalOptions
            func run() throws {
                let collections = try global.session().collections()
                if try global.printedJSON(collections) { return }
                for c in collections {
                    print("\(c.name.escapingControlCharacters)  \(global.terminal.dim(Output.count(c.recipes, "recipe")))")
                }
                if collections.isEmpty { Output.diagnostic("no collections yet; create one with `larder collection create NAME`") }
            }

            init(_ parsed: ParsedArguments) throws {
                global = try GlobalOptions(parsed)
            }
        }

        struct Show: RunnableCommand {
            static let spec = CommandSpec(
                "show",
                abstract: "List the recipes of a collection.",
                arguments: [Key.name, GlobalOptions.arguments],
                command: Show.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let name = Collection.name
            }
            let name: String
            let global: GlobalOptions
            func run() throws {
                let recipes = try global.session().collection(name)
                if try global.printedJSON(recipes) { return }
                ListedText.print(recipes, terminal: global.terminal)
            }

            init(_ parsed: ParsedArguments) throws {
                name = parsed[Key.name]
                global = try GlobalOptions(parsed)
            }
        }
    }
}
