import Foundation
import LarderKit

extension Larder {
    /// `larder ingredients [TEXT] [--category C]`
    struct Ingredients: RunnableCommand {
        static let spec = CommandSpec(
            "ingredients",
            abstract: "List ingredients, most used first.",
            arguments: [Key.text, Key.category, Key.limit, GlobalOptions.arguments],
            command: Ingredients.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let text = Positionals("text", required: false, help: "Part of a name or alias.")
            static let category = Option<IngredientCategory>("category", help: "Only this category (spirit, liqueur, juice, syrup, …).")
            static let limit = DefaultedOption<Int>("limit", default: 50, anyValue: true, help: "At most this many (1-5000).")
        }

        let text: [String]
        let category: IngredientCategory?
        let limit: Int
        let global: GlobalOptions

        func validate() throws {
            guard (1...5000).contains(limit) else { throw UsageError("--limit must be between 1 and 5000, not \(limit)") }
        }

        func run() throws {
            let list = try global.session().ingredients(matching: text.isEmpty ? nil : text.joined(separator: " "), category: category, limit: limit)
            if try global.printedJSON(list) { return }
            let t = global.terminal
            let width = min(list.map(\.name.count).max() ?? 0, 36)
            for item in list {
                let abv = item.abv.map { $0 > 0 ? " · \(FixedDecimal.text($0, digits: 0))%" : "" } ?? ""
                print("\(t.bold(TextColumn.padded(item.name, to: width)))  \(t.dim(item.id.rawValue))  \(item.category.label)\(abv) · \(item.recipeCount) recipes")
            }
            if list.isEmpty { Output.diagnostic("no ingredients match") }
        }

        init(_ parsed: ParsedArguments) throws {
            text = parsed[Key.text]
            category = parsed[Key.category]
            limit = parsed[Key.limit]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }

    /// `larder ingredient NAME`
    struct IngredientInfo: RunnableCommand {
        static let spec = CommandSpec(
            "ingredient",
            abstract: "Show an ingredient: aliases, parent, kinds, category, strength, use and companions.",
            arguments: [Key.name, GlobalOptions.arguments],
            command: IngredientInfo.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let name = Positionals("name", required: true, help: "Ingredient id, name or alias.", completion: .ingredients)
        }

        let name: [String]
        let global: GlobalOptions

        func validate() throws {
            if name.joined().isBlank { throw UsageError("name an ingredient") }
        }

        func run() throws {
            let detail = try global.session().ingredient(name.joined(separator: " "))
            if try global.printedJSON(detail) { return }
            let t = global.terminal
            let i = detail.ingredient
            print(t.bold(i.name) + "  " + t.dim(i.id.rawValue))
            var facts = ["Category: \(i.category.label)"]
            if let abv = i.abv { facts.append("Strength: \(FixedDecimal.text(abv, digits: 1))% ABV") }
            if let parent = detail.parent { facts.append("A kind of: \(parent.name)") }
            if !detail.children.isEmpty { facts.append("Kinds: " + detail.children.map(\.name).joined(separator: ", ")) }
            if !detail.parts.isEmpty { facts.append("Homemade from: " + detail.parts.map(\.name).joined(separator: " + ")) }
            if !detail.aliases.isEmpty { facts.append("Also called: " + detail.aliases.joined(separator: ", ")) }
            facts.append("Used in \(i.recipeCount) recipes")
            for fact in facts { print("  " + fact) }
            if !detail.companions.isEmpty {
                print("\n" + t.bold("Most often with"))
                for c in detail.companions { print("  \(c.ingredient.name) " + t.dim("(\(c.recipes))")) }
            }
        }

        init(_ parsed: ParsedArguments) throws {
            name = parsed[Key.name]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
