import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// One identity per food ingredient: regional names, spellings and typos resolve to one id, and the
/// imported catalog carries no ingredient named with a measure, a verb or a note.
struct DishIdentityTests {
    /// Names a cook uses for the same food (British / American, Spanish, typos), written by hand.
    static let synonymPairs: [(String, String)] = [
        ("aubergine", "eggplant"), ("courgette", "zucchini"), ("garbanzo beans", "chickpeas"), ("garbanzo", "chickpea"),
        ("scallions", "green onions"), ("spring onion", "green onion"), ("scallion", "spring onions"),
        ("coriander leaves", "cilantro"), ("icing sugar", "powdered sugar"), ("confectioners sugar", "powdered sugar"),
        ("double cream", "heavy cream"), ("chilli powder", "chili powder"), ("chili flakes", "red pepper flakes"),
        ("crushed red pepper", "red pepper flakes"), ("creme cheese", "cream cheese"), ("cream fraiche", "crème fraîche"),
        ("beetroot", "beet"), ("cayenne", "cayenne pepper"), ("corn starch", "cornstarch"),
        ("worchestershire sauce", "worcestershire sauce"), ("parmigiano", "parmesan"), ("parmesan cheese", "parmesan"),
        ("pecorino", "pecorino romano"), ("cheddar", "cheddar cheese"), ("feta cheese", "feta"),
        ("ricotta cheese", "ricotta"), ("beef mince", "ground beef"), ("curcuma", "turmeric"),
        ("turmeric powder", "turmeric"), ("majoran", "marjoram"), ("champignons", "button mushrooms"),
        ("celery stalks", "celery"), ("herbes de provence", "herb de provence"), ("porkchops", "pork chops"),
        ("bacon rashers", "bacon"), ("basil leaves", "basil"), ("dill weed", "dill"), ("muskat", "nutmeg"),
        ("jalapeno pepper", "jalapeño"), ("sriracha sauce", "sriracha"), ("passata", "tomato puree"),
        // British and Australian names seen on recipe pages (issue 12).
        ("rocket", "arugula"), ("wild rocket", "arugula"), ("prawns", "shrimp"), ("king prawns", "shrimp"),
        ("mangetout", "snow peas"), ("pak choi", "bok choy"), ("broad beans", "fava beans"),
        ("groundnut oil", "peanut oil"), ("soured cream", "sour cream"), ("streaky bacon", "bacon"),
        ("mince", "ground beef"), ("lamb mince", "ground lamb"), ("turkey mince", "ground turkey"),
        ("black treacle", "molasses"), ("sultanas", "raisins"), ("bicarb soda", "baking soda"),
    ]

    @Test func synonymPairsResolveToOneIngredient() throws {
        var registry = try Fixture.registry()
        for (a, b) in Self.synonymPairs {
            let leftResolution = registry.resolve(a)
            let rightResolution = registry.resolve(b)
            let left = try #require(leftResolution, "\(a) resolves")
            let right = try #require(rightResolution, "\(b) resolves")
            #expect(left.id == right.id, "\(a) → \(left.id), \(b) → \(right.id)")
        }
    }

    @Test func groundCorianderIsTheSpiceNotTheLeaf() throws {
        var registry = try Fixture.registry()
        let ground = registry.resolve("ground coriander")?.id
        let leaf = registry.resolve("cilantro")?.id
        let powder = registry.resolve("coriander powder")?.id
        #expect(ground != nil && ground != leaf)
        #expect(powder == ground)
    }

    @Test func theCatalogHasNoSplitSynonymsAndNoFlawedNames() throws {
        let result = try #require(Fixture.imported)
        let ids = Set(result.sources.ingredients.map(\.id.rawValue))
        for split in ["aubergine", "courgette", "garbanzo-bean", "scallion", "spring-onion", "chilli-powder", "creme-cheese",
            "beetroot", "cayenne", "parmigiano", "tomato-variety", "cup-neutral-oil", "oil-little-to-grease",
            "chicken-broth-cup-water", "cheese-recipient"]
        {
            #expect(!ids.contains(split), "\(split) is still its own ingredient")
        }
        #expect(result.report.dishQuality.flawedNames == [])
        #expect(result.report.dishQuality.splitSynonyms == [])
    }

    /// The curated regional names stay aliases of the canonical ingredient in the imported catalog,
    /// whatever spellings the dishes' written methods use (a method replacing a data set list must not
    /// take the alias with it).
    @Test func theCatalogKeepsTheCuratedAliases() throws {
        let result = try #require(Fixture.imported)
        let aliases = Dictionary(uniqueKeysWithValues: result.sources.ingredients.map { ($0.id.rawValue, Set($0.aliases.map(Folding.fold))) })
        let expected = [("aubergine", "eggplant"), ("courgette", "zucchini"), ("garbanzo", "chickpea"), ("garbanzo bean", "chickpea"),
            ("scallion", "green-onion"), ("spring onion", "green-onion"), ("coriander leaf", "cilantro"),
            ("icing sugar", "powdered-sugar"), ("double cream", "heavy-cream"), ("rocket", "arugula"), ("prawn", "shrimp"),
            ("mangetout", "snow-pea"), ("broad bean", "fava-bean"), ("black treacle", "molasses")]
        for (alias, id) in expected {
            #expect(aliases[id]?.contains(alias) == true, "\(alias) is no alias of \(id)")
        }
    }
}

/// Dish lines as the public-domain recipes write them.
struct DishLineTests {
    @Test func aPlusJoinsTwoLines() {
        let lines = DishLine.lines("8 cups chicken broth + 2 cups water")
        #expect(lines.map(\.name) == ["chicken broth", "water"])
        #expect(lines.map { $0.amount.map(AmountFormatter.format) } == ["8 cup", "2 cup"])
    }

    @Test func aCommaListOfNamesIsSeveralLines() {
        #expect(DishLine.lines("Cumin, Parsley").map(\.name) == ["Cumin", "Parsley"])
        #expect(DishLine.lines("Majoran, Muskat, Pepper").count == 3)
        // A preparation after the comma is a note, not a line.
        #expect(DishLine.lines("Lemon peel, rubbed").map(\.name) == ["Lemon peel"])
        #expect(DishLine.lines("Lemon peel, rubbed").first?.note == "rubbed")
    }

    @Test func notesAndPreparationLeaveTheName() {
        let oil = DishLine.parse("Oil - little to grease")
        #expect(oil.name == "Oil")
        #expect(oil.note == "little to grease")
        let rabbit = DishLine.parse("2 cleaned rabbits")
        #expect(rabbit.name == "rabbits")
        #expect(rabbit.note == "cleaned")
        #expect(DishLine.parse("1 can crushed tomatoes").name == "crushed tomatoes")
        let thighs = DishLine.parse("8 bone-in, skin-on chicken thighs")
        #expect(thighs.name == "chicken thighs")
        #expect(thighs.note == "bone-in, skin-on")
        #expect(DishLine.parse("1 tbsp active dry - yeast").name == "active dry yeast")
    }

    @Test func anAmountInOtherUnitsIsDropped() {
        let line = DishLine.parse("2.5 dl/ 1 cup neutral oil")
        #expect(line.name == "neutral oil")
        #expect(line.amount.map(AmountFormatter.format) == "1 cup")
    }

    @Test func sectionHeadersAreNotLines() {
        let document = MarkdownRecipe("""
            ## Ingredients

            - 2 cups flour
            - Spices:
                - 1 teaspoon cinnamon
            - Stuffing
                - 1 onion
            - 1/4 teaspoon salt
            """)
        #expect(document.ingredientLines == ["2 cups flour", "1 teaspoon cinnamon", "1 onion", "1/4 teaspoon salt"])
    }
}
