import ArgumentParser
import LarderKit
import LarderUser

extension Larder {
    /// `larder collection create|rename|delete|add|remove|list|show`
    struct Collection: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Named collections of recipes.",
            subcommands: [Create.self, Rename.self, Delete.self, Add.self, Remove.self, List.self, Show.self],
            defaultSubcommand: List.self)

        struct Create: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Create an empty collection.")
            @Argument(help: "Collection name.") var name: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    try global.app.userData().createCollection(name)
                    Output.diagnostic("collection '\(name)' created")
                }
            }
        }

        struct Rename: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Rename a collection.")
            @Argument(help: "Current name.") var name: String
            @Argument(help: "New name.") var newName: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    try global.app.userData().renameCollection(name, to: newName)
                    Output.diagnostic("collection '\(name)' renamed to '\(newName)'")
                }
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete a collection (its recipes stay in the catalog).")
            @Argument(help: "Collection name.") var name: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    try global.app.userData().deleteCollection(name)
                    Output.diagnostic("collection '\(name)' deleted")
                }
            }
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add recipes to a collection.")
            @Argument(help: "Collection name.") var name: String
            @Argument(help: "Recipe ids or names.") var recipes: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let ids = try global.resolveRecipes(recipes, in: try app.catalog())
                    let added = try app.userData().addToCollection(name, ids)
                    Output.diagnostic("\(added) recipe\(added == 1 ? "" : "s") added to '\(name)'")
                }
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Remove recipes from a collection.")
            @Argument(help: "Collection name.") var name: String
            @Argument(help: "Recipe ids or names.") var recipes: [String]
            @OptionGroup var global: GlobalOptions
            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let catalog = try app.catalog()
                    let user = try app.userData()
                    let ids = recipes.map { global.recipeForRemoval($0, in: catalog) }
                    let removed = try user.removeFromCollection(name, ids, requireMembers: true)
                    Output.diagnostic("\(removed) recipe\(removed == 1 ? "" : "s") removed from '\(name)'")
                }
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the collections with their sizes.")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let collections = try global.app.userData().collections()
                    if global.json { return try Output.json(collections.map { CollectionJSON(name: $0.name, recipes: $0.recipes.count) }) }
                    for c in collections { print("\(c.name)  \(global.terminal.dim("\(c.recipes.count) recipe\(c.recipes.count == 1 ? "" : "s")"))") }
                    if collections.isEmpty { Output.diagnostic("no collections yet; create one with `larder collection create NAME`") }
                }
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the recipes of a collection.")
            @Argument(help: "Collection name.") var name: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let collection = try app.userData().collection(name)
                    let bar = try app.barCatalog()
                    if global.json { return try Output.json(collection.recipes.map { ListedRef($0, bar) }) }
                    for id in collection.recipes { print("\(bar.display(id))  \(global.terminal.dim(id.rawValue))") }
                }
            }
        }

        struct CollectionJSON: Encodable {
            var name: String
            var recipes: Int
        }
    }
}
