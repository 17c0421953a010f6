import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore

/// A small hand-written catalog whose right answers are known, shared by the catalog and application tests.
public enum Fixture {
    public static func ingredient(_ id: String, _ name: String, _ category: IngredientCategory, parent: String? = nil, abv: Double? = nil,
                           aliases: [String] = [], parts: [String] = []) -> Ingredient {
        Ingredient(id: IngredientID(id), name: name, aliases: aliases, parent: parent.map { IngredientID($0) }, category: category,
                   abv: abv, parts: parts.map { IngredientID($0) })
    }

    public static func line(_ id: String, _ amount: String?, garnish: Bool = false, optional: Bool = false) -> RecipeLine {
        RecipeLine(ingredient: IngredientID(id), amount: amount, optional: optional, garnish: garnish)
    }

    public static let ingredients: [Ingredient] = [
        ingredient("gin", "Gin", .spirit, abv: 40),
        ingredient("london-dry-gin", "London dry gin", .spirit, parent: "gin", abv: 43),
        ingredient("whiskey", "Whiskey", .spirit, abv: 40, aliases: ["whisky"]),
        ingredient("bourbon-whiskey", "Bourbon", .spirit, parent: "whiskey", abv: 45),
        ingredient("rye-whiskey", "Rye whiskey", .spirit, parent: "whiskey", abv: 45),
        ingredient("white-rum", "White rum", .spirit, abv: 40),
        ingredient("campari", "Campari", .liqueur, abv: 25),
        ingredient("sweet-vermouth", "Sweet vermouth", .fortifiedWine, abv: 16),
        ingredient("lemon-juice", "Lemon juice", .juice, aliases: ["fresh lemon juice"]),
        ingredient("lime-juice", "Lime juice", .juice, aliases: ["fresh lime juice", "juice of 1 lime"]),
        ingredient("sugar", "Sugar", .sweetener),
        ingredient("water", "Water", .water),
        ingredient("simple-syrup", "Simple syrup", .syrup, parts: ["sugar", "water"]),
        ingredient("angostura-bitters", "Angostura bitters", .bitters, abv: 44.7),
        ingredient("pineapple-juice", "Pineapple juice", .juice),
        ingredient("coconut-cream", "Coconut cream", .dairy),
        ingredient("orange-peel", "Orange peel", .fruit),
        ingredient("egg-white", "Egg white", .egg),
        ingredient("banana", "Banana", .fruit),
        ingredient("flour", "Flour", .baking),
        ingredient("sour-cherry", "Sour cherry", .fruit),
        ingredient("soda-water", "Soda water", .soda),
    ]

    public static let recipes: [Recipe] = [
        Recipe(id: "negroni", name: "Negroni", kind: .drink, category: "aperitif", iba: "unforgettables", glass: "Old fashioned glass",
               method: .stirred, ice: .cubed, garnish: "orange peel",
               lines: [line("gin", "30 ml"), line("campari", "30 ml"), line("sweet-vermouth", "30 ml"), line("orange-peel", "1 piece", garnish: true)],
               tags: ["bitter", "classic"], sources: [SourceRef(dataset: "iba"), SourceRef(dataset: "bar-assistant")]),
        Recipe(id: "whiskey-sour", name: "Whiskey Sour", kind: .drink, aliases: ["Whisky Sour"], category: "sour", iba: "unforgettables", glass: "Coupe",
               method: .shaken, lines: [line("bourbon-whiskey", "45 ml"), line("lemon-juice", "25 ml"), line("simple-syrup", "20 ml"),
                                         line("egg-white", "1 piece", optional: true)], tags: ["sour"]),
        Recipe(id: "daiquiri", name: "Daiquiri", kind: .drink, category: "sour", iba: "unforgettables", glass: "Coupe", method: .shaken,
               lines: [line("white-rum", "60 ml"), line("lime-juice", "20 ml"), line("simple-syrup", "15 ml")],
               variants: [RecipeVariant(id: "daiquiri-v-opendrinks", name: "Daiquiri (opendrinks)",
                                        lines: [line("white-rum", "2 oz"), line("lime-juice", "1 oz"), line("sugar", "2 tsp")],
                                        sources: [SourceRef(dataset: "opendrinks")])]),
        Recipe(id: "pina-colada", name: "Piña Colada", kind: .drink, glass: "Hurricane", method: .blended,
               lines: [line("white-rum", "50 ml"), line("pineapple-juice", "50 ml"), line("coconut-cream", "30 ml")], tags: ["tropical"]),
        Recipe(id: "old-fashioned", name: "Old Fashioned", kind: .drink, glass: "Old fashioned glass", method: .stirred,
               lines: [line("rye-whiskey", "60 ml"), line("sugar", "1 tsp"), line("angostura-bitters", "2 dash")]),
        Recipe(id: "gin-rickey", name: "Gin Rickey", kind: .drink, category: "highball", glass: "Highball", method: .built,
               lines: [line("london-dry-gin", "50 ml"), line("lime-juice", "15 ml"), line("soda-water", "top up")], tags: ["refreshing"]),
        Recipe(id: "cherry-fizz", name: "Cherry Fizz", kind: .drink, glass: "Highball", method: .built,
               lines: [line("sour-cherry", "3 piece"), line("soda-water", "top up")], tags: ["sour"]),
        Recipe(id: "sour-cherry-smash", name: "Sour Cherry Smash", kind: .drink, glass: "Rocks", method: .muddled,
               lines: [line("sour-cherry", "4 piece"), line("bourbon-whiskey", "50 ml")]),
        Recipe(id: "banana-bread", name: "Banana Bread", kind: .dish, category: "baking", lines: [line("banana", "3 piece"), line("flour", "2 cup")],
               tags: ["vegetarian"], prepMinutes: 15, cookMinutes: 60, servings: 8),
    ]

    public static let substitutes = [
        SubstituteRule(original: "lime-juice", replacement: "lemon-juice", penalty: 0.2, bidirectional: true, reason: "both sour citrus")
    ]

    public static var sources: CatalogSources {
        CatalogSources(manifest: CatalogManifest(version: 3), ingredients: ingredients, recipes: recipes, substitutes: substitutes)
    }

    /// A fresh temporary folder, removed by the caller when done.
    /// Where 1 KiB of garbage in the catalog at `url` is sure to be found: the byte offset of the last KiB
    /// (where a b-tree page keeps its cells, not its free space) of the middle leaf page of the `recipe`
    /// table. Not the file's middle page: that one may belong to a derived table (the FTS5 index, the
    /// stored flavor graph), which no check reads value by value.
    public static func recipeCellsOffset(in url: URL) throws -> Int {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            let pages = try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat WHERE name = 'recipe' AND pagetype = 'leaf' ORDER BY pageno")
            let size = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
            guard let page = pages.dropFirst(pages.count / 2).first else { throw CatalogError.damaged(path: url.path, reason: "no recipe page") }
            return (page - 1) * size + size - 1024
        }
    }

    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("larder-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The fixture compiled into a catalog in a temporary folder.
    public static func store() throws -> (CatalogStore, URL) {
        let folder = try temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        return (try CatalogStore.open(at: url), folder)
    }
}
