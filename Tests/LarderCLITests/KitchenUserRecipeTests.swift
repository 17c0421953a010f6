import Foundation
import Testing

/// `shopping-list` with the user's own recipes (imported from Cooklang), named and planned.
///
/// The imported loaf serves 4 with 2 bananas, 250 g all-purpose flour and 1 egg. Banana Bread serves 8
/// with 2 cups all-purpose flour (USDA SR 20081: 1 cup = 125 g, so 250 g), 1 1/2 cups mashed banana
/// (USDA SR 09040: 1 cup mashed 225 g, a medium banana 118 g, so 337.5 g = 2.86 bananas) and 2 eggs.
@Suite final class KitchenUserRecipeTests {
    let cli: CLI
    let cook: URL
    let env = ["LARDER_TODAY": "2026-12-30", "LARDER_WEEK_START": "monday"]

    init() throws {
        cli = try CLI()
        cook = FileManager.default.temporaryDirectory.appendingPathComponent("larder-loaf-\(UUID().uuidString).cook")
        try Data(">> servings: 4\n\nMash @banana{2} and mix with @all-purpose flour{250%g} and @egg{1}.\n".utf8).write(to: cook)
    }

    deinit {
        try? FileManager.default.removeItem(at: cook)
        cli.cleanUp()
    }

    func run(_ arguments: [String]) throws -> CLI.Run { try cli.run(arguments, environment: env) }

    /// Item amounts and recipe ids by ingredient id, over the sections (not covered or optional).
    func items(_ run: CLI.Run) throws -> [String: (amounts: [String], recipes: [String])] {
        let object = try #require(try run.json() as? [String: Any])
        var out: [String: (amounts: [String], recipes: [String])] = [:]
        for section in (object["sections"] as? [[String: Any]]) ?? [] {
            for item in (section["items"] as? [[String: Any]]) ?? [] {
                let id = ((item["ingredient"] as? [String: Any])?["id"] as? String) ?? ""
                out[id] = ((item["amounts"] as? [String]) ?? [], ((item["recipes"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
            }
        }
        return out
    }

    @Test func ownRecipesAreShoppedNamedAndPlannedWithTheCatalogs() throws {
        let imported = try run(["import", cook.path, "--json"])
        #expect(imported.status == 0)
        let report = try #require(try imported.json() as? [String: Any])
        let recipe = try #require(((report["sources"] as? [[String: Any]])?.first?["recipes"] as? [[String: Any]])?.first)
        let id = try #require(recipe["id"] as? String)
        let title = try #require(recipe["title"] as? String)
        #expect(id.hasPrefix("my-"))

        // Alone, by id: 2 bananas, 250 g flour, 1 egg.
        let alone = try items(run(["shopping-list", id, "--units", "metric", "--json"]))
        #expect(alone["banana"]?.amounts == ["2 bananas"])
        #expect(alone["all-purpose-flour"]?.amounts == ["250 g"])
        #expect(alone["egg"]?.amounts == ["1 egg"])
        #expect(alone["egg"]?.recipes == [id])

        // With Banana Bread, by title: flour 250 + 250 = 500 g; bananas 2.86 + 2 = 4.86 → 5; eggs 2 + 1 = 3.
        let both = try items(run(["shopping-list", "banana bread", title, "--units", "metric", "--json"]))
        #expect(both["all-purpose-flour"]?.amounts == ["500 g"])
        #expect(both["banana"]?.amounts == ["5 bananas"])
        #expect(both["egg"]?.amounts == ["3 eggs"])
        #expect(both["egg"]?.recipes == ["banana-bread", id])

        // Planned for 8 servings (twice the recipe) with 1 kg flour held: 4 bananas, 2 eggs, and the
        // 500 g of all-purpose flour come out of the pantry's flour.
        #expect(try run(["plan", "add", "2026-12-30", "dinner", title, "--servings", "8"]).status == 0)
        #expect(try run(["have", "add", "flour", "--amount", "1kg"]).status == 0)
        let planned = try items(run(["shopping-list", "--plan", "--units", "metric", "--json"]))
        #expect(planned["banana"]?.amounts == ["4 bananas"])
        #expect(planned["egg"]?.amounts == ["2 eggs"])
        #expect(planned["all-purpose-flour"] == nil)
    }

    /// A planned recipe of the user's own is shown by its title in the week and in the history.
    @Test func planShowAndHistoryNameTheUsersRecipeByItsTitle() throws {
        let imported = try run(["import", cook.path, "--json"])
        let report = try #require(try imported.json() as? [String: Any])
        let recipe = try #require(((report["sources"] as? [[String: Any]])?.first?["recipes"] as? [[String: Any]])?.first)
        let id = try #require(recipe["id"] as? String)
        let title = try #require(recipe["title"] as? String)
        #expect(title != id)
        #expect(try run(["plan", "add", "2026-12-30", "dinner", title, "--servings", "2"]).status == 0)

        let week = try #require(try run(["plan", "show", "--json"]).json() as? [String: Any])
        let meals = ((week["days"] as? [[String: Any]]) ?? []).flatMap { ($0["meals"] as? [[String: Any]]) ?? [] }
        #expect(meals.map { $0["name"] as? String } == [title])
        // The week's table cuts long titles to its column: the title's start is there, the id is not.
        let text = try run(["plan", "show"]).stdout
        #expect(text.contains(String(title.prefix(16))) && !text.contains(id))

        // A week later the meal is history, still by its title.
        let later = ["LARDER_TODAY": "2027-01-06", "LARDER_WEEK_START": "monday"]
        let history = try #require(try cli.run(["plan", "history", "--json"], environment: later).json() as? [String: Any])
        #expect(((history["past"] as? [[String: Any]]) ?? []).map { $0["name"] as? String } == [title])
        #expect(((history["mostPlanned"] as? [[String: Any]]) ?? []).map { $0["name"] as? String } == [title])
        #expect(!(try cli.run(["plan", "history"], environment: later).stdout.contains("no longer in catalog")))
    }

    @Test func anUnknownNameIsStillOneLine() throws {
        let missing = try run(["shopping-list", "no such loaf anywhere"])
        #expect(missing.status != 0)
        #expect(missing.stderr.hasPrefix("larder:") && missing.stderr.split(separator: "\n").count == 1)
    }
}
