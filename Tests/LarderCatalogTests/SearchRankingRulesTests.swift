import CatalogTestSupport
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// Ranking rules on small catalogs written here, each expectation worked out by hand: typo corrections by
/// likelihood, ingredient aliases of several words, main ingredients by a dish's weight, one tier for
/// names and main ingredients when the query names an ingredient, and the two-phase ranking of broad text.
@Suite final class SearchRankingRulesTests {
    var folders: [URL] = []
    deinit { for folder in folders { try? FileManager.default.removeItem(at: folder) } }

    func store(_ ingredients: [Ingredient], _ recipes: [Recipe]) throws -> CatalogStore {
        let folder = try Fixture.temporaryDirectory()
        folders.append(folder)
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(CatalogSources(manifest: CatalogManifest(version: 1), ingredients: ingredients, recipes: recipes), to: url)
        return try CatalogStore.open(at: url)
    }

    func drink(_ id: String, _ name: String, _ lines: [RecipeLine], iba: String? = nil) -> Recipe {
        Recipe(id: RecipeID(id), name: name, kind: .drink, iba: iba, lines: lines)
    }

    func ids(_ store: CatalogStore, _ text: String) throws -> [String] { try store.search(SearchQuery(text: text)).hits.map(\.id.rawValue) }

    @Test func aCommonWordBeatsARareNeighbouringKeySlip() throws {
        // "bojito": "mojito" (m is not next to b) is in 5 names, "nojito" (n is next to b) in 1. Likelihood:
        // 5 × 1 = 5 for mojito against 1 × 4 = 4 for nojito, so mojito.
        let rum = Fixture.ingredient("white-rum", "White rum", .spirit)
        let names = ["Mojito", "Royal Mojito", "Lime Mojito", "Berry Mojito", "Mango Mojito"]
        var recipes = names.map { drink(Slug.make($0), $0, [Fixture.line("white-rum", "50 ml")]) }
        recipes.append(drink("nojito", "Nojito", [Fixture.line("white-rum", "50 ml")]))
        let store = try store([rum], recipes)
        let result = try store.search(SearchQuery(text: "bojito"))
        #expect(result.correctedQuery == "mojito")
        #expect(result.hits.first?.id.rawValue == "mojito")
        // With mojito in 3 names only (3 against 4), the neighbouring-key slip wins.
        let fewer = try self.store([rum], Array(recipes.prefix(3)) + [recipes[5]])
        #expect(try fewer.search(SearchQuery(text: "bojito")).correctedQuery == "nojito")
    }

    @Test func anAliasOfSeveralWordsSearchesAsAPhrase() throws {
        // "spring onion" is an alias of green onion; no document holds the word "spring".
        let onion = Fixture.ingredient("green-onion", "Green onion", .vegetable, aliases: ["spring onion"])
        let flour = Fixture.ingredient("flour", "Flour", .baking)
        let pancake = Recipe(id: "scallion-pancakes", name: "Scallion Pancakes", kind: .dish,
                             lines: [Fixture.line("flour", "200 g"), Fixture.line("green-onion", "50 g")])
        let bread = Recipe(id: "flatbread", name: "Flatbread", kind: .dish, lines: [Fixture.line("flour", "300 g")])
        let store = try store([onion, flour], [pancake, bread])
        #expect(try ids(store, "spring onion") == ["scallion-pancakes"])
        #expect(try ids(store, "spring onion flour") == ["scallion-pancakes"])
        #expect(try store.search(SearchQuery(text: "spring onion")).correctedQuery == nil)
    }

    @Test func aDishLineIsMainByShareOfWeight() throws {
        // Chicken is 50 g of 1,000 g in the fried rice (5 %, minor) and 300 g of 900 g in the bowl (33 %, main).
        // bm25 alone prefers the fried rice (two ingredient words against five), so only the weight puts the bowl first.
        let chicken = Fixture.ingredient("chicken", "Chicken", .meat)
        let others = ["rice", "carrot", "peas", "leek"].map { Fixture.ingredient($0, $0.capitalized, .vegetable) }
        let fried = Recipe(id: "fried-rice", name: "Fried Rice", kind: .dish,
                           lines: [Fixture.line("chicken", "50 g"), Fixture.line("rice", "950 g")])
        let bowl = Recipe(id: "rice-bowl", name: "Rice Bowl", kind: .dish, lines: [
            Fixture.line("chicken", "300 g"), Fixture.line("rice", "300 g"), Fixture.line("carrot", "100 g"),
            Fixture.line("peas", "100 g"), Fixture.line("leek", "100 g"),
        ])
        let store = try store([chicken] + others, [fried, bowl])
        #expect(try ids(store, "chicken") == ["rice-bowl", "fried-rice"])
    }

    @Test func namesAndMainIngredientsAreOneTierForAnIngredientQuery() throws {
        // "vodka" names an ingredient: "Vodka Tonic" (name starts with it) and the IBA Moscow Mule (vodka
        // 45 of 165 ml, 27 %, main) share a tier, the IBA one first; the garnish-only drink comes last.
        let vodka = Fixture.ingredient("vodka", "Vodka", .spirit)
        let beer = Fixture.ingredient("ginger-beer", "Ginger beer", .soda)
        let tonic = Fixture.ingredient("tonic", "Tonic", .soda)
        let store = try store([vodka, beer, tonic], [
            drink("vodka-tonic", "Vodka Tonic", [Fixture.line("vodka", "50 ml"), Fixture.line("tonic", "100 ml")]),
            drink("moscow-mule", "Moscow Mule", [Fixture.line("vodka", "45 ml"), Fixture.line("ginger-beer", "120 ml")], iba: "unforgettables"),
            drink("ginger-fizz", "Ginger Fizz", [Fixture.line("ginger-beer", "150 ml"), Fixture.line("vodka", "5 ml", garnish: true)]),
        ])
        #expect(try ids(store, "vodka") == ["moscow-mule", "vodka-tonic", "ginger-fizz"])
    }

    @Test func broadTextRanksCandidatesInStaticOrderAndNameMatches() throws {
        // 2,400 gin drinks (more than broadMatches): the IBA one is first in the index's static order, and
        // "Gin Fizz", whose id sorts last, is found through the name candidates although it is far beyond
        // the first 250 matches in static order.
        let gin = Fixture.ingredient("gin", "Gin", .spirit)
        let soda = Fixture.ingredient("soda", "Soda", .soda)
        var recipes = (0..<2_400).map { number in
            drink(String(format: "drink-%04d", number), "Drink \(number)", [Fixture.line("gin", "50 ml"), Fixture.line("soda", "100 ml")])
        }
        recipes.append(drink("zz-gin-fizz", "Gin Fizz", [Fixture.line("gin", "50 ml"), Fixture.line("soda", "100 ml")]))
        recipes.append(drink("martinez", "Martinez", [Fixture.line("gin", "50 ml"), Fixture.line("soda", "100 ml")], iba: "unforgettables"))
        let store = try store([gin, soda], recipes)
        let query = SearchQuery(text: "gin", limit: 20)
        let statement = try store.searchStatement(for: query)
        #expect(statement.page(forTotal: 2_402).sql == statement.broadSQL)
        let result = try store.search(query)
        #expect(result.total == 2_402)
        #expect(result.hits.count == 20)
        // Tier 1 (name starts with "gin") merged with the main-ingredient tier: IBA first, then bm25
        // (the name weighs 10 against 2 for ingredients), so the Martinez, then the Gin Fizz.
        #expect(Array(result.hits.prefix(2).map(\.id.rawValue)) == ["martinez", "zz-gin-fizz"])
        // With a filter the ranking is over every match, with the same two first.
        var filtered = query
        filtered.kind = .drink
        #expect(try store.searchStatement(for: filtered).broadSQL == nil)
        #expect(Array(try store.search(filtered).hits.prefix(2).map(\.id.rawValue)) == ["martinez", "zz-gin-fizz"])
    }

    @Test func theSearchVocabularyCountsDocumentsPerColumnWithoutTheBody() throws {
        // Gin Fizz (gin, soda) and Tom Collins (gin, lemon juice, a lemon wheel to garnish): "gin" is in one name
        // and two ingredient lists, 3; "fizz" in one name, 1; "juice" (an ingredient name word) in one list, 1;
        // "wheel", only in the garnish (the body), is not a term; "collins" 1.
        let gin = Fixture.ingredient("gin", "Gin", .spirit)
        let soda = Fixture.ingredient("soda", "Soda", .soda)
        let lemon = Fixture.ingredient("lemon-juice", "Lemon juice", .juice)
        var collins = drink("tom-collins", "Tom Collins", [Fixture.line("gin", "50 ml"), Fixture.line("lemon-juice", "25 ml")])
        collins.garnish = "Lemon wheel"
        let store = try store([gin, soda, lemon], [drink("gin-fizz", "Gin Fizz", [Fixture.line("gin", "50 ml"), Fixture.line("soda", "100 ml")]), collins])
        let counts = try store.reader.read { db in
            try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT term, documents FROM main.recipe_term").map { ($0["term"] as String, $0["documents"] as Int) })
        }
        #expect(counts["gin"] == 3 && counts["fizz"] == 1 && counts["juice"] == 1 && counts["collins"] == 1)
        #expect(counts["wheel"] == nil)
        // Typo correction reads it: "colins" is Collins.
        #expect(try store.search(SearchQuery(text: "colins")).correctedQuery == "collins")
    }

    @Test func didYouMeanOnALargeCatalogComparesNamesStartingWithTheQuerysLetterOrASlipOnIt() throws {
        // Past the scan limit (0 here, 5,000 by default) the candidates are the names whose folded form starts
        // with the query's first letter, and those starting like it but for a slip on that letter, of a length that
        // can be close: for "margarta" (8 letters, 2 edits allowed) the four m drinks (6 to 9 letters), not Negroni or
        // Daiquiri, nor the ingredient Mint (4 letters, and not longer than 10 for a misspelt start).
        let mint = Fixture.ingredient("mint", "Mint", .herb)
        let names = ["Negroni", "Mojito", "Margarita", "Martinez", "Manhattan", "Daiquiri"]
        let store = try store([mint], names.map { drink(Slug.make($0), $0, [Fixture.line("mint", "6 leaves")]) })
        func bounded(_ text: String) throws -> [(name: String, folded: String)] {
            try store.read { db in try CatalogStore.suggestionNames(db, for: text, scanAllUpTo: 0) }
        }
        #expect(Set(try bounded("Margarta").map(\.name)) == ["Mojito", "Margarita", "Martinez", "Manhattan"])
        // "mint" (4 letters, 1 edit): names of 3 to 5 letters, or longer than 6 and starting "mint"; Mint alone.
        #expect(try bounded("mint").map(\.name) == ["Mint"])
        // "margarta" is 1 edit from "margarita" (limit 2 for 8 letters); "martinez" differs in its last 5 letters.
        #expect(EditDistance.suggestions(for: "margarta", amongFolded: try bounded("Margarta")) == ["Margarita"])
        #expect(EditDistance.suggestions(for: "negrony", amongFolded: try bounded("negrony")) == ["Negroni"])
        // A slip on the first letter: another letter ("kegroni", "fojito", "nargarita"), one left out ("egroni"), the
        // first two swapped ("engroni"), one typed before ("wnegroni"). Only the names starting like the query but
        // for it are read: for "kegroni" no name starts with k, and Negroni is the one starting "?eg".
        #expect(try bounded("kegroni").map(\.name) == ["Negroni"])
        for (typo, meant) in [("kegroni", "Negroni"), ("fojito", "Mojito"), ("nargarita", "Margarita"), ("egroni", "Negroni"),
                              ("engroni", "Negroni"), ("wnegroni", "Negroni"), ("saiquiri", "Daiquiri")] {
            #expect(EditDistance.suggestions(for: typo, amongFolded: try bounded(typo)) == [meant], "\(typo)")
        }
        // The price: a name whose start differs at the first letter and again within the next two ("kefroni": k for n,
        // f for g) is not read there, while a small catalog still compares every name.
        #expect(EditDistance.suggestions(for: "kefroni", amongFolded: try bounded("kefroni")) == [])
        let all = try store.read { db in try CatalogStore.suggestionNames(db, for: "kefroni") }
        // Every name but Mint (4 letters: more than 2 from 7, and not longer than 9).
        #expect(all.count == 6)
        #expect(EditDistance.suggestions(for: "kefroni", amongFolded: all) == ["Negroni"])
    }

    @Test func didYouMeanReadsOnlyNamesOfALengthThatCanBeClose() throws {
        // The names read leave out only those that cannot be suggested: for every query, the suggestions among the names
        // read (by range past the scan limit, or whole) are those among every name of the catalog, listed here.
        let names = ["Negroni", "Mojito", "Margarita", "Martinez", "Manhattan", "Daiquiri", "Mint Julep", "Mai Tai", "Gin", "Gimlet",
                     "Gin Fizz", "Rum Punch", "Café Brûlot", "Zombie", "Mint Julep Royale Deluxe", "Vanilla Sky Martini", "Margarita on the Rocks"]
        let mint = Fixture.ingredient("mint", "Mint", .herb)
        let store = try store([mint], names.map { drink(Slug.make($0), $0, [Fixture.line("mint", "6 leaves")]) })
        let every = (names + ["Mint"]).map { (name: $0, folded: Folding.fold($0)) }
        for query in ["mint", "mnt", "min", "mai", "mait", "mojto", "margarta", "margar", "negorni", "gim", "gni", "gin fiz",
                      "gimlett", "zomby", "cafe brulo", "cafe", "daiquri", "manhatan", "rum punc", "martinezz", "m", "xyzzy",
                      "vanila", "vanilla", "vanila sky", "vnailla sky", "mnt julep royal", "mint julep royal", "mint julp roayl",
                      "margarita on the roks", "margartia on", "royale", "sky martini"] {
            let read = try store.read { db in try CatalogStore.suggestionNames(db, for: query, scanAllUpTo: 0) }
            let whole = try store.read { db in try CatalogStore.suggestionNames(db, for: query) }
            let expected = EditDistance.suggestions(for: query, amongFolded: every)
            #expect(EditDistance.suggestions(for: query, amongFolded: whole) == expected, "\(query)")
            // Past the limit only names starting like the query are read: the same, but for names starting otherwise.
            let sameStart = EditDistance.suggestions(
                for: query, amongFolded: every.filter { name in name.folded.first == query.first || read.contains(where: { $0.folded == name.folded }) })
            #expect(EditDistance.suggestions(for: query, amongFolded: read) == sameStart, "\(query)")
            #expect(whole.count <= every.count)
        }
        // Hand checks: "mnt" is Mint (a letter left out); "mai" only Mai Tai's start (no name of 2 to 4 letters is 1 edit away);
        // "vanila sky" (10 letters, 3 edits; a start within 2): the start of Vanilla Sky Martini ("vanilla sk", 2 edits). Past
        // the limit the names read are those starting "v" or a slip on it ("man"), of 7 to 13 letters or longer than 12
        // and starting "van" or holding "ila" or " sky": Manhattan (9) and Vanilla Sky Martini; not Mai Tai (7, "mai").
        #expect(EditDistance.suggestions(for: "vanila sky", amongFolded: every) == ["Vanilla Sky Martini"])
        let vanilla = try store.read { db in try CatalogStore.suggestionNames(db, for: "vanila sky", scanAllUpTo: 0) }
        #expect(Set(vanilla.map(\.name)) == ["Manhattan", "Vanilla Sky Martini"])
        #expect(EditDistance.suggestions(for: "mnt", amongFolded: every).first == "Mint")
        #expect(EditDistance.suggestions(for: "mai", amongFolded: every) == ["Mai Tai"])
    }

    @Test func typoCorrectionFindsASlipOnTheFirstLetterWithoutScanningALargeVocabulary() throws {
        // Vocabulary: negroni, mojito, margarita, daiquiri, rum, gin and the names' other words. The first letters
        // looked up by range for "kegroni" are k, e and the keys next to k (j, l, i, o, m): n is none
        // of them, so negroni comes from the lookup of the word with another first letter; "egroni" from the one
        // with a first letter put before.
        let rum = Fixture.ingredient("rum", "Rum", .spirit)
        let gin = Fixture.ingredient("gin", "Gin", .spirit)
        let store = try store([rum, gin], [
            drink("negroni", "Negroni", [Fixture.line("gin", "30 ml")]), drink("mojito", "Mojito", [Fixture.line("rum", "50 ml")]),
            drink("margarita", "Margarita", [Fixture.line("rum", "50 ml")]), drink("daiquiri", "Daiquiri", [Fixture.line("rum", "50 ml")]),
        ])
        func closest(_ word: String, scanAllUpTo: Int) throws -> [String] {
            try store.read { db in try QueryExpansion.closest(to: word, in: db, scanAllUpTo: scanAllUpTo) }
        }
        // One edit (4 to 7 letters), and two for the 8-letter "kegronni" (k for n, one n more, after the third letter):
        // the same with the whole vocabulary scanned (limit 10,000) and without (limit 0).
        let cases = [("kegroni", "negroni"), ("egroni", "negroni"), ("fojito", "mojito"), ("waiquiri", "daiquiri"), ("kegronni", "negroni"),
                     ("pargarita", "margarita")]
        for (typo, meant) in cases {
            #expect(try closest(typo, scanAllUpTo: 10_000) == [meant], "\(typo), scanned")
            #expect(try closest(typo, scanAllUpTo: 0) == [meant], "\(typo), bounded")
        }
        // "psrgarita" is 2 edits from margarita (p for m, s for a): p is not next to m, and the start "?sr" is no
        // term's, so only the scan of a small vocabulary finds it.
        #expect(try closest("psrgarita", scanAllUpTo: 10_000) == ["margarita"])
        #expect(try closest("psrgarita", scanAllUpTo: 0) == [])
        // Through the search: "fojito" shows the Mojito.
        let found = try store.search(SearchQuery(text: "fojito"))
        #expect(found.correctedQuery == "mojito" && found.hits.map(\.id.rawValue) == ["mojito"])
    }

    @Test func twoWordsThatJoinIntoACatalogWordCountAsIt() throws {
        // "cheese cake": the catalog holds "cheesecake" (a name word), so the pair also matches it, as a phrase
        // alternative. New York Cheesecake has it in its name (whole name words, tier 2); Carrot Cake has "cake" in its
        // name and "cheese" only in an ingredient (whole words anywhere, tier 3), so it comes second.
        let cheese = Fixture.ingredient("cream-cheese", "Cream cheese", .dairy)
        let carrot = Fixture.ingredient("carrot", "Carrot", .vegetable)
        let dish = { (id: String, name: String, lines: [RecipeLine]) in Recipe(id: RecipeID(id), name: name, kind: .dish, lines: lines) }
        let store = try store([cheese, carrot], [
            dish("new-york-cheesecake", "New York Cheesecake", [Fixture.line("cream-cheese", "900 g")]),
            dish("carrot-cake", "Carrot Cake", [Fixture.line("carrot", "300 g"), Fixture.line("cream-cheese", "200 g")]),
        ])
        let found = try ids(store, "cheese cake")
        #expect(found == ["new-york-cheesecake", "carrot-cake"], "\(found)")
        // Words that join into no catalog word are left as they are.
        #expect(try ids(store, "carrot cake") == ["carrot-cake"])
    }

    @Test func twoWordsReadAsTheCatalogWordTheyJoinIntoSayThatWord() throws {
        // "air mail": "mail" is in no name, ingredient or tag, but "air" + "mail" is the name word "airmail", so the pair
        // counts as that word and "mail" is not corrected on its own (to "main", one letter off, which the dish's name
        // holds): Airmail alone is found, as an exact name (tier 0), and the message names "airmail", what was run.
        let rum = Fixture.ingredient("rum", "Rum", .spirit)
        let potato = Fixture.ingredient("potato", "Potato", .vegetable)
        let store = try store([rum, potato], [
            drink("airmail", "Airmail", [Fixture.line("rum", "30 ml")]),
            Recipe(id: RecipeID("airfried-potatoes-main"), name: "Airfried Potatoes Main", kind: .dish, lines: [Fixture.line("potato", "500 g")]),
        ])
        let result = try store.search(SearchQuery(text: "air mail"))
        #expect(result.hits.map(\.id.rawValue) == ["airmail"], "\(result.hits)")
        #expect(result.correctedQuery == "airmail")
        #expect(result.tiers == [0])
        // Alone, "mail" is still corrected to "main"; "air main" finds the dish, as typed, with no message.
        #expect(try store.search(SearchQuery(text: "mail")).correctedQuery == "main")
        let typed = try store.search(SearchQuery(text: "air main"))
        #expect(typed.hits.map(\.id.rawValue) == ["airfried-potatoes-main"] && typed.correctedQuery == nil)
    }

    @Test func theCheapChecksBeforeTheNameComparisonsLeaveNoMatchOut() throws {
        // The word an ingredient name must hold whole: the longest piece between spaces without LIKE's wildcards,
        // ASCII letters lowered; none when every piece holds one.
        #expect(CatalogStore.nameWord(of: "gin") == "gin")
        #expect(CatalogStore.nameWord(of: "london dry gin") == "london")
        #expect(CatalogStore.nameWord(of: "50% abv") == "abv")
        #expect(CatalogStore.nameWord(of: "Old Tomato") == "tomato")
        #expect(CatalogStore.nameWord(of: "% _") == nil)
        // The start every exact name shares, to its first space: "margaritas" is also Margarita, "french 75s" French 75.
        var margaritas = try #require(FTSQuery("margaritas"))
        margaritas.alternatives = [["margarita"]]
        #expect(CatalogStore.namePrefix(margaritas) == "margarita")
        var french = try #require(FTSQuery("french 75s"))
        french.alternatives = [[], ["75"]]
        #expect(CatalogStore.namePrefix(french) == "french")
        // "tom gin" names Old-Tom Gin (a hyphen in the stored name is a space) but not Ginger beer or Tomato juice.
        let ingredients = [
            Fixture.ingredient("gin", "Gin", .spirit), Fixture.ingredient("old-tom-gin", "Old-Tom Gin", .spirit, parent: "gin"),
            Fixture.ingredient("ginger-beer", "Ginger beer", .soda), Fixture.ingredient("tomato-juice", "Tomato juice", .juice),
        ]
        // "'Ti Punch" is named "ti punch" once its apostrophe is dropped: an exact name, before the name that only starts so.
        let store = try store(ingredients, [
            drink("ti-punch", "'Ti Punch", [Fixture.line("gin", "50 ml")]),
            drink("ti-punch-royale", "Ti Punch Royale", [Fixture.line("gin", "50 ml")]),
        ])
        let named = try store.read { db in try CatalogStore.ingredientsNamed(by: try #require(FTSQuery("tom gin")), in: db) }
        #expect(named == #"["old-tom-gin"]"#)
        let gin = try store.read { db in try CatalogStore.ingredientsNamed(by: try #require(FTSQuery("gin")), in: db) }
        #expect(Set(try JSONDecoder().decode([String].self, from: Data(gin.utf8))) == ["gin", "old-tom-gin"])
        #expect(try ids(store, "ti punch") == ["ti-punch", "ti-punch-royale"])
        #expect(try store.search(SearchQuery(text: "ti punch")).tiers == [0, 1])
    }
}
