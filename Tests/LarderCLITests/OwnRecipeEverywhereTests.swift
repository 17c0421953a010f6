import Foundation
import Testing

/// The user's own recipes in `make`, `buy-next`, `show`'s nutrition, the planner and `pairs
/// --include-mine`, imported from Cooklang and from a JSON-LD page, against the real binary and the
/// bundled catalog.
///
/// House Martini (Cooklang): 60 ml gin, 10 ml dry vermouth, a free-text line the catalog cannot know
/// (`1 pinch moonflake dust`) and an optional lemon twist. Rice Bowl (JSON-LD) serves 2 with 200 g
/// white rice (USDA SR 20444, raw long-grain: 365 kcal and 7.13 g protein per 100 g), 10 g butter
/// (USDA SR 01001: 717 kcal, 0.85 g protein per 100 g) and 50 g of a free-text paste. By hand, per
/// serving: (730 + 71.7) / 2 = 400.85 kcal, (14.26 + 0.085) / 2 = 7.1725 g protein; 260 g weighed of
/// which 210 g have figures.
@Suite final class OwnRecipeEverywhereTests {
    let cli: CLI
    let folder: URL
    let env = ["LARDER_TODAY": "2026-12-30", "LARDER_WEEK_START": "monday"]

    init() throws {
        cli = try CLI()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            >> title: House Martini
            >> servings: 1

            Stir @gin{60%ml} with @dry vermouth{10%ml} and @moonflake dust{1%pinch}.
            Serve with @lemon twist{}(optional).

            """.utf8).write(to: folder.appendingPathComponent("martini.cook"))
        try Data("""
            <html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
            "name":"Rice Bowl","recipeYield":"2","recipeIngredient":["200 g white rice","10 g butter","50 g zzyzx paste"],
            "recipeInstructions":"Cook the rice. Stir in the butter and the paste."}</script></head><body></body></html>
            """.utf8).write(to: folder.appendingPathComponent("rice.html"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
        cli.cleanUp()
    }

    func run(_ arguments: [String]) throws -> CLI.Run { try cli.run(arguments, environment: env) }

    func importBoth() throws {
        let imported = try run(["import", folder.appendingPathComponent("martini.cook").path, folder.appendingPathComponent("rice.html").path])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    /// The `make --json` entry of one recipe, or `nil` when it is not listed.
    func makeEntry(_ id: String) throws -> [String: Any]? {
        let make = try run(["make", "--missing", "2", "--json"])
        #expect(make.status == 0, "\(make.stderr)")
        return (try make.json() as? [[String: Any]])?.first { ($0["recipe"] as? [String: Any])?["id"] as? String == id }
    }

    func ids(_ list: Any?) -> [String] { ((list as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String } }

    /// `make`'s catalog filters judge the user's recipes on what they say: the Martini's resolved lines
    /// hold gin (alcoholic), the Rice Bowl's white rice and butter (not alcoholic); each misses 2 lines
    /// with nothing owned, so both are listed with `--missing 2` unless a filter turns them away.
    @Test func makeFiltersApplyToOwnRecipes() throws {
        try importBoth()
        func listed(_ filters: [String]) throws -> Set<String> {
            let make = try run(["make", "--missing", "2", "--json"] + filters)
            #expect(make.status == 0, "\(make.stderr)")
            let ids = ((try make.json() as? [[String: Any]]) ?? []).compactMap { ($0["recipe"] as? [String: Any])?["id"] as? String }
            return Set(ids.filter { $0.hasPrefix("my-") })
        }
        #expect(try listed([]) == ["my-house-martini", "my-rice-bowl"])
        #expect(try listed(["--ingredient", "gin"]) == ["my-house-martini"])
        #expect(try listed(["--without", "gin"]) == ["my-rice-bowl"])
        #expect(try listed(["--alcoholic"]) == ["my-house-martini"])
        #expect(try listed(["--non-alcoholic"]) == ["my-rice-bowl"])
        // The user's recipes say nothing of method: a method filter lets none of them through.
        #expect(try listed(["--method", "stir"]).isEmpty)
    }

    @Test func makeListsAnOwnRecipeWhenTheInventoryCoversItsResolvedLines() throws {
        try importBoth()
        // Nothing owned: gin and dry vermouth missing; the optional twist never blocks.
        let none = try #require(try makeEntry("my-house-martini"))
        #expect(none["missingCount"] as? Int == 2)
        #expect(Set(ids(none["missing"])) == ["gin", "dry-vermouth"])
        #expect(try run(["have", "add", "gin"]).status == 0)
        let one = try #require(try makeEntry("my-house-martini"))
        #expect(one["missingCount"] as? Int == 1)
        #expect(ids(one["missing"]) == ["dry-vermouth"])
        #expect(try run(["have", "add", "dry vermouth"]).status == 0)
        let ready = try #require(try makeEntry("my-house-martini"))
        #expect(ready["missingCount"] as? Int == 0)
        // The free-text line cannot be owned: it is not checked, and said so.
        #expect(ready["unchecked"] as? [String] == ["1 pinch moonflake dust"])
        #expect(ids(ready["optionalMissing"]) == ["lemon-twist"])
        let text = try run(["make", "--missing", "0", "--color", "never"])
        let line = try #require(text.stdout.split(separator: "\n").first { $0.contains("my-house-martini") })
        #expect(line.contains("House Martini") && line.contains("not checked: 1 pinch moonflake dust"))
        // A catalog recipe carries no `unchecked` key.
        let catalog = try #require(try run(["make", "--missing", "0", "--json"]).json() as? [[String: Any]])
        #expect(catalog.contains { ($0["recipe"] as? [String: Any])?["id"] as? String == "dry-martini" && $0["unchecked"] == nil })
    }

    @Test func buyNextCountsOwnRecipes() throws {
        #expect(try run(["have", "add", "gin"]).status == 0)
        let before = try #require(try run(["buy-next", "--top", "100", "--json"]).json() as? [String: Any])
        try importBoth()
        let after = try #require(try run(["buy-next", "--top", "100", "--json"]).json() as? [String: Any])
        // Only gin owned: buying dry vermouth now also completes the House Martini.
        let vermouth = try #require((after["ranking"] as? [[String: Any]])?.first { ($0["ingredient"] as? [String: Any])?["id"] as? String == "dry-vermouth" })
        #expect(ids(vermouth["completes"]).contains("my-house-martini"))
        #expect(try run(["have", "add", "dry vermouth"]).status == 0)
        let owned = try #require(try run(["buy-next", "--top", "100", "--json"]).json() as? [String: Any])
        #expect(before["makeableNow"] as? Int == (after["makeableNow"] as? Int))
        // One more makeable than the catalog alone gives with gin and dry vermouth: the House Martini.
        let catalogOnly = try CLI()
        defer { catalogOnly.cleanUp() }
        #expect(try catalogOnly.run(["have", "add", "gin", "dry vermouth"], environment: env).status == 0)
        let plain = try #require(try catalogOnly.run(["buy-next", "--top", "100", "--json"], environment: env).json() as? [String: Any])
        #expect((owned["makeableNow"] as? Int).map { $0 - 1 } == plain["makeableNow"] as? Int)
    }

    @Test func showGivesNutritionByTheCatalogsFigures() throws {
        try importBoth()
        let shown = try #require(try run(["show", "Rice Bowl", "--json"]).json() as? [String: Any])
        let nutrition = try #require(shown["nutrition"] as? [String: Any])
        let perServing = try #require(nutrition["perServing"] as? [String: Any])
        #expect(abs((perServing["kcal"] as? Double ?? 0) - 400.85) < 0.01)
        #expect(abs((perServing["protein"] as? Double ?? 0) - 7.1725) < 0.001)
        #expect(nutrition["servings"] as? Int == 2)
        let lines = ((shown["lines"] as? [[String: Any]]) ?? []).compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(lines.prefix(2) == ["white-rice", "butter"])
        // The free-text paste is weighed (50 g) but has no figures: it lowers the coverage.
        #expect(nutrition["weighedGrams"] as? Double == 260)
        #expect(nutrition["coveredGrams"] as? Double == 210)
        #expect(nutrition["uncovered"] as? [String] == ["zzyzx paste"])
    }

    @Test func thePlannerShowsAnOwnRecipeByTitleWithItsNutrition() throws {
        try importBoth()
        #expect(try run(["plan", "add", "2026-12-30", "dinner", "Rice Bowl"]).status == 0)
        let week = try #require(try run(["plan", "show", "2026-12-30", "--json"]).json() as? [String: Any])
        let day = try #require((week["days"] as? [[String: Any]])?.first { $0["day"] as? String == "2026-12-30" })
        let meal = try #require((day["meals"] as? [[String: Any]])?.first)
        #expect(meal["recipe"] as? String == "my-rice-bowl")
        #expect(meal["name"] as? String == "Rice Bowl")
        let kcal = ((meal["nutrition"] as? [String: Any])?["perServing"] as? [String: Any])?["kcal"] as? Double
        #expect(abs((kcal ?? 0) - 400.85) < 0.01)
        let text = try run(["plan", "show", "2026-12-30", "--color", "never"])
        #expect(text.stdout.contains("Rice Bowl") && !text.stdout.contains("no longer in catalog"))
        #expect(try run(["plan", "remove", "2026-12-30", "dinner", "Rice Bowl"]).status == 0)
        let empty = try #require(try run(["plan", "show", "2026-12-30", "--json"]).json() as? [String: Any])
        #expect(((empty["days"] as? [[String: Any]]) ?? []).allSatisfy { (($0["meals"] as? [Any]) ?? []).isEmpty })
    }

    @Test func pairsCountOwnRecipesOnlyWhenAsked() throws {
        func together(_ extra: [String]) throws -> Int? {
            let pairs = try run(["pairs", "gin", "--limit", "200", "--json"] + extra)
            #expect(pairs.status == 0, "\(pairs.stderr)")
            let entry = (try pairs.json() as? [[String: Any]])?.first { ($0["ingredient"] as? [String: Any])?["id"] as? String == "dry-vermouth" }
            return ((entry?["evidence"] as? [[String: Any]])?.first?["recipesTogether"]) as? Int
        }
        let catalog = try #require(try together([]))
        try importBoth()
        // Not asked: the catalog's count. Asked: one more, the House Martini (gin with dry vermouth).
        #expect(try together([]) == catalog)
        #expect(try together(["--include-mine"]) == catalog + 1)
    }
}
