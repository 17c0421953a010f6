import LarderKit

/// The commands whose whole work is one edit of a list of recipes: `fav add|remove` and
/// `collection add|remove NAME`. The recipes argument, its check and the line printed are declared once.
enum RecipeListEdit {
    /// The recipes the edit names, as ids or names.
    static let recipes = Positionals("recipes", required: true, help: "Recipe ids or names.", completion: .recipes)

    /// A command that applies `edit` to the recipes named and reports what changed, counting `noun`s.
    static func spec(_ name: String, abstract: String, noun: String,
                     edit: @escaping @Sendable (LarderSession, [String]) throws -> EditOutcome) -> CommandSpec {
        CommandSpec(name, abstract: abstract, arguments: [recipes, GlobalOptions.arguments]) { parsed in
            let global = try GlobalOptions(parsed)
            let named = try recipesNamed(parsed)
            try Output.edit(try edit(global.session(), named), noun: noun, json: global.json)
        }
    }

    /// A command that applies `edit` to the collection `collection` names and the recipes named after it.
    static func spec(_ name: String, abstract: String, collection: RequiredPositional<String>,
                     edit: @escaping @Sendable (LarderSession, String, [String]) throws -> EditOutcome) -> CommandSpec {
        CommandSpec(name, abstract: abstract, arguments: [collection, recipes, GlobalOptions.arguments]) { parsed in
            let target = parsed[collection]
            let global = try GlobalOptions(parsed)
            let named = try recipesNamed(parsed)
            try Output.edit(try edit(global.session(), target, named), noun: "recipe", json: global.json, target: "'\(target)'")
        }
    }

    private static func recipesNamed(_ parsed: ParsedArguments) throws -> [String] {
        let named = parsed[recipes]
        if named.isEmpty { throw UsageError("name at least one recipe") }
        return named
    }
}
