import LarderCore
import RecipeFormats
import Testing

/// Tandoor's `recipe.json` and export zip (a zip of per-recipe zips), Mealie's export zip
/// (`recipes/<slug>/<slug>.json` beside images), and hostile nestings of archives. The fixtures are
/// ours, written by `Tests/Corpus/import/make-archives.py` to the structure those apps export.
@Suite struct TandoorMealieTests {
    func read(_ name: String) throws -> [ImportedRecipe] {
        try RecipeSourceReader.read(try Corpus.bytes(name), source: name, fileName: name)
    }

    func error(_ name: String) -> RecipeFormatError? {
        let bytes = (try? Corpus.bytes(name)) ?? []
        do {
            _ = try RecipeSourceReader.read(bytes, source: name, fileName: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func tandoorRecipeJSON() throws {
        let recipe = try #require(try read("tandoor-recipe.json").first)
        #expect(recipe.title == "Rosemary Focaccia")
        #expect(recipe.summary == "Weekend bread.")
        // The header "For the dough" is not a line; decimal strings become amounts; a no-amount line has none.
        #expect(recipe.ingredients.map(\.text) == [
            "500 g bread flour", "400 ml water, lukewarm", "1 1/2 tsp instant yeast", "2 tsp salt", "3 tbsp olive oil",
            "rosemary, a few sprigs",
        ])
        #expect(recipe.ingredients.map(\.amount) == ["500 g", "400 ml", "1 1/2 tsp", "2 tsp", "3 tbsp", nil])
        #expect(recipe.ingredients[1].name == "water" && recipe.ingredients[1].note == "lukewarm")
        #expect(recipe.steps.map(\.text) == [
            "Mix the flour, water, yeast and salt.", "Leave to rise for 2 hours.",
            "Press into a tin, top with oil and rosemary, and bake at 220 C for 25 minutes.",
        ])
        #expect(recipe.steps.map(\.section) == ["Dough", "Dough", "Bake"])
        #expect(recipe.servings == 8 && recipe.yield == "8 pieces")
        #expect(recipe.prepMinutes == 30 && recipe.cookMinutes == 120)
        #expect(recipe.tags == ["bread", "baking"])
        #expect(recipe.sourceURL == "https://bread.example/focaccia")
    }

    @Test func tandoorExportZipOfRecipeZips() throws {
        let recipes = try read("tandoor-export.zip")
        #expect(recipes.map(\.title) == ["Rosemary Focaccia", "Whiskey Sour"])
        #expect(recipes[1].ingredients.map(\.text) == ["60 ml bourbon", "30 ml lemon juice", "20 ml simple syrup"])
        #expect(recipes[1].steps.map(\.text) == ["Shake everything hard with ice and strain."])
        #expect(recipes[1].steps.first?.section == nil)
        #expect(recipes[1].servings == 1 && recipes[1].prepMinutes == 5 && recipes[1].cookMinutes == nil)
        #expect(recipes[1].kind == .drink)
    }

    @Test func mealieExportZip() throws {
        let recipes = try read("mealie-export.zip")
        #expect(recipes.map(\.title) == ["Lemon Pasta", "Tomato Salad"])
        #expect(recipes[0].ingredients.map(\.text) == ["200 g spaghetti", "1 lemon, zested and juiced", "2 tbsp butter", "40 g parmesan, grated"])
        #expect(recipes[0].steps.map(\.text) == ["Boil the spaghetti.", "Toss with the butter, lemon and parmesan."])
        #expect(recipes[0].servings == 2)
        #expect(recipes[0].sourceURL == "https://pasta.example/lemon")
        #expect(recipes[1].ingredients.count == 3 && recipes[1].servings == 4)
    }

    @Test func archivesNestedThreeDeepAreRefused() {
        #expect(error("nested-three-deep.zip") == .unsafeArchive(source: "nested-three-deep.zip/a.zip/b.zip", why: "archives nested more than 2 deep"))
    }

    @Test func nestedZipBombsShareOneBudget() {
        // Ten inner zips of 30 MiB each: each is under the 32 MiB entry cap, but together they pass
        // the 256 MiB one source may inflate to.
        guard case .unsafeArchive(let source, let why) = error("nested-bombs.zip") else {
            Issue.record("expected a refused archive")
            return
        }
        #expect(source.hasPrefix("nested-bombs.zip/part"))
        #expect(why.contains("zip bomb"))
    }

    @Test func dotDotInsideANestedZipIsRefused() {
        #expect(error("tandoor-dotdot.zip") == .unsafeArchive(
            source: "tandoor-dotdot.zip/Whiskey_Sour.zip", why: "entry path \"../../recipe.json\" leaves the archive"))
    }

    @Test func aTandoorRecipeWithoutNameOrContentIsOneError() {
        func failure(_ json: String) -> RecipeFormatError? {
            do {
                _ = try RecipeSourceReader.read(Array(json.utf8), source: "t.json", fileName: "t.json")
                return nil
            } catch {
                return error
            }
        }
        #expect(failure(#"{"name": "", "steps": [{"instruction": "Stir.", "ingredients": []}]}"#) != nil)
        #expect(failure(#"{"name": "Empty", "steps": [{"instruction": "", "ingredients": []}]}"#)
            == .noRecipe(source: "t.json", why: "the Tandoor recipe has neither ingredients nor steps"))
        // Absurd values are dropped, not trusted.
        let odd = try? RecipeSourceReader.read(
            Array(#"{"name": "Odd", "servings": 1e308, "working_time": -5, "steps": [{"instruction": "Stir.", "ingredients": [{"food": {"name": "sugar"}, "amount": "NaN", "unit": {"name": "g"}}]}]}"#.utf8),
            source: "o.json")
        #expect(odd?.first?.servings == nil && odd?.first?.prepMinutes == nil)
        #expect(odd?.first?.ingredients.map(\.text) == ["sugar"])
    }
}
