import Foundation
import Testing

@Suite final class BrowseCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @Test func showPrintsIngredientsMethodAndSources() throws {
        let run = try cli.run(["show", "negroni"])
        #expect(run.status == 0)
        for word in ["Negroni", "Campari", "Ingredients", "Method", "Sources"] { #expect(run.stdout.contains(word)) }
        #expect(run.stdout.contains("ABV"))
    }

    @Test func showScalesAndConverts() throws {
        let one = try #require(try cli.run(["show", "negroni", "--json", "--units", "metric"]).json() as? [String: Any])
        let two = try #require(try cli.run(["show", "negroni", "--json", "--units", "metric", "--servings", "2"]).json() as? [String: Any])
        func firstML(_ detail: [String: Any]) -> Double? {
            let lines = detail["lines"] as? [[String: Any]]
            let amount = lines?.first?["amount"] as? [String: Any]
            return (amount?["quantity"] as? [String: Any])?["low"] as? Double
        }
        let a = try #require(firstML(one)), b = try #require(firstML(two))
        #expect(abs(b - 2 * a) < 5.01)
        let imperial = try cli.run(["show", "negroni", "--units", "imperial"])
        #expect(imperial.stdout.contains(" oz "))
    }

    @Test func showMarkdownAndDishes() throws {
        let md = try cli.run(["show", "negroni", "--markdown"])
        #expect(md.stdout.hasPrefix("# Negroni\n"))
        #expect(md.stdout.contains("## Ingredients"))
        let dish = try cli.run(["search", "--kind", "dish", "--limit", "1", "--json"])
        let object = try #require(try dish.json() as? [String: Any])
        let id = try #require(((object["hits"] as? [[String: Any]])?.first?["id"]) as? String)
        let shown = try cli.run(["show", id])
        // Dishes with a written method (Bundle/dishes) print it as numbered steps; the first dish by
        // name, Air Fryer Zucchini, has one.
        #expect(id == "air-fryer-zucchini")
        #expect(shown.stdout.contains("1. Heat the air fryer to 200 °C."))
        #expect(!shown.stdout.contains("Method not in catalog yet."))
        // Every dish now has one, including those whose data set list gave no amounts (Francesinha).
        let francesinha = try cli.run(["show", "francesinha"])
        #expect(francesinha.stdout.contains("\n  1. "))
        #expect(!francesinha.stdout.contains("Method not in catalog yet."))
    }

    @Test func showUnknownSuggests() throws {
        let run = try cli.run(["show", "margarta"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("did you mean") && run.stderr.contains("Margarita"))
    }

    @Test func ingredientShowsKindsAndCompanions() throws {
        let run = try cli.run(["ingredient", "whisky", "--json"])
        #expect(run.status == 0)
        let object = try #require(try run.json() as? [String: Any])
        let children = (object["children"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(children.contains { $0.contains("bourbon") })
        #expect(!((object["companions"] as? [Any]) ?? []).isEmpty)
    }

    @Test func ingredientsByCategory() throws {
        let run = try cli.run(["ingredients", "--category", "spirit", "--json"])
        let list = try #require(try run.json() as? [[String: Any]])
        #expect(!list.isEmpty && list.allSatisfy { ($0["category"] as? String) == "spirit" })
        let bad = try cli.run(["ingredients", "--category", "mineral"])
        #expect(bad.status != 0 && bad.stderr.hasPrefix("larder: "))
    }

    @Test func randomHonoursFiltersAndSeed() throws {
        let a = try cli.run(["random", "--kind", "dish", "--seed", "42", "--json"])
        let b = try cli.run(["random", "--kind", "dish", "--seed", "42", "--json"])
        #expect(a.status == 0 && a.stdout == b.stdout)
        let object = try #require(try a.json() as? [String: Any])
        #expect(object["kind"] as? String == "dish")
    }

    @Test func suggestCompletes() throws {
        let run = try cli.run(["suggest", "marg", "--json"])
        let list = try #require(try run.json() as? [[String: Any]])
        #expect(list.count <= 5)
        #expect(list.contains { ($0["name"] as? String) == "Margarita" })
    }

    @Test func infoShowsVersionHashAndCounts() throws {
        let run = try cli.run(["info", "--json"])
        #expect(run.status == 0)
        let object = try #require(try run.json() as? [String: Any])
        let catalog = try #require(object["catalog"] as? [String: Any])
        #expect((catalog["version"] as? Int ?? 0) >= 1)
        #expect((catalog["contentHash"] as? String)?.count == 64)
        #expect((catalog["drinks"] as? Int ?? 0) >= 900)
        #expect((catalog["dishes"] as? Int ?? 0) >= 370)
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        #expect(try cli.run(["show", "negroni", "--color", "always"]).stdout.contains("\u{1B}["))
        #expect(!(try cli.run(["show", "negroni", "--color", "auto"]).stdout.contains("\u{1B}[")))
    }
}
