import LarderKit

extension Larder {
    /// `larder collection create|rename|delete|add|remove|list|show`
    struct Collection {
        static let spec = CommandSpec(
            "collection",
            abstract: "Named collections of recipes.",
            subcommands: [
                edit("create", abstract: "Create an empty collection.", arguments: [name]) { try $0.createCollection($1[name]) },
                edit("rename", abstract: "Rename a collection.", arguments: [name, newName]) {
                    try $0.renameCollection($1[name], to: $1[newName])
                },
                edit("delete", abstract: "Delete a collection (its recipes stay in the catalog).", arguments: [name]) {
                    try $0.deleteCollection($1[name])
                },
                RecipeListEdit.spec("add", abstract: "Add recipes to a collection.", collection: name) {
                    try $0.addToCollection($1, $2)
                },
                RecipeListEdit.spec("remove", abstract: "Remove recipes from a collection (all or nothing).", collection: name) {
                    try $0.removeFromCollection($1, $2)
                },
                List.spec, Show.spec,
            ],
            defaultSubcommand: List.spec.name)

        /// The collection a subcommand works on: one declaration for the five that take it.
        static let name = RequiredPositional<String>("name", help: "Collection name.")

        /// The new name `rename` takes.
        static let newName = RequiredPositional<String>("new-name", help: "New name.")

        /// `create`, `rename` or `delete`: one edit of the collections, reported by ``Output/edit(_:noun:json:target:)``.
        static func edit(_ command: String, abstract: String, arguments: [any ArgumentKey],
                         _ edit: @escaping @Sendable (LarderSession, ParsedArguments) throws -> EditOutcome) -> CommandSpec {
            CommandSpec(command, abstract: abstract, arguments: arguments + [GlobalOptions.arguments]) { parsed in
                let global = try GlobalOptions(parsed)
                try Output.edit(try edit(global.session(), parsed), noun: "collection", json: global.json)
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
