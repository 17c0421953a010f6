import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// The three drink readers on records shaped like their data sets, and on the real files.
struct DataSetReaderTests {
    func decode<T: Decodable>(_ json: String, as type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test func barAssistantLinesKeepRangesUnitsSubstitutesAndFlags() throws {
        let reader = BarAssistantReader(directory: Fixture.layout.root)
        let ranged = try decode(#"{"_id":"x","name":"Rum","amount":15,"amount_max":22.5,"units":"ml","optional":true,"substitutes":[{"_id":"gin"}],"sort":1}"#, as: BarAssistantReader.CocktailIngredient.self)
        let line = reader.line(ranged)
        #expect(line.amount == Amount(quantity: Quantity(15, to: 22.5), unit: .ml))
        #expect(line.optional)
        #expect(line.substitutes == ["gin"])
        let topUp = try decode(#"{"_id":"soda","name":"Soda","amount":1,"units":"topup","sort":2}"#, as: BarAssistantReader.CocktailIngredient.self)
        #expect(reader.line(topUp).amount == Amount(quantity: nil, unit: .topUp))
        let cube = try decode(#"{"_id":"sugar","name":"Sugar","amount":1,"units":"cube","sort":3}"#, as: BarAssistantReader.CocktailIngredient.self)
        #expect(reader.line(cube).amount == Amount(1, .piece))
        #expect(reader.line(cube).note == "cube")
        // bar-assistant's Pink Lady lists "1 part" of egg white beside 45 ml gin: one egg white, as the
        // drink is made (one white per drink), not 1/7 of the drink.
        let white = try decode(#"{"_id":"egg-white","name":"Egg White","amount":1,"units":"part","sort":4}"#, as: BarAssistantReader.CocktailIngredient.self)
        #expect(reader.line(white).amount == Amount(1, .piece))
        let half = try decode(#"{"_id":"egg-white","name":"Egg white","amount":0.5,"units":"part","sort":5}"#, as: BarAssistantReader.CocktailIngredient.self)
        #expect(reader.line(half).amount == Amount(0.5, .piece))
    }

    @Test func barAssistantRecipesCarryFactsOnly() throws {
        let recipes = try BarAssistantReader(directory: Fixture.layout.datasets.appendingPathComponent("bar-assistant")).recipes()
        #expect(recipes.count == 306)
        let negroni = try #require(recipes.first { $0.name == "Negroni" })
        #expect(negroni.method == .built)
        #expect(negroni.glass == "lowball")
        #expect(negroni.garnish == "half orange slice")
        #expect(negroni.iba == "unforgettables")
        #expect(!negroni.tags.contains("iba cocktail"))
        #expect(negroni.lines.map(\.sourceID) == ["gin", "campari", "sweet-vermouth"])
        let ingredients = try BarAssistantReader(directory: Fixture.layout.datasets.appendingPathComponent("bar-assistant")).ingredients()
        #expect(ingredients.count == 192)
        #expect(ingredients.first { $0.id == "bourbon-whiskey" }?.parent == "whiskey")
        #expect(ingredients.first { $0.id == "simple-syrup" }?.parts == ["sugar", "water"])
    }

    @Test func openDrinksFieldsInTheWrongColumnsStillRead() throws {
        let reader = OpenDrinksReader(directory: Fixture.layout.root)
        let swapped = try decode(#"{"quantity":"4","measure":"dried apricot","ingredient":"cut into cubes"}"#, as: OpenDrinksReader.Item.self)
        let line = try #require(reader.line(swapped))
        #expect(line.name == "dried apricot")
        #expect(line.amount == Amount(4, nil))
        #expect(line.note == "cut into cubes")
        let optional = try decode(#"{"quantity":"Optional: 1 1/2","measure":"cup","ingredient":"Vodka"}"#, as: OpenDrinksReader.Item.self)
        let vodka = try #require(reader.line(optional))
        #expect(vodka.optional)
        #expect(vodka.amount == Amount(1.5, .cup))
        // opendrinks marks optional lines in the ingredient field too, in five spellings (Blackberry Thyme
        // Margarita, Coconut Lime Cilantro Cooler, Blue Vodka Lemonade, Lazy Sunday, Nutella Milkshake).
        for field in ["Optional: Honey for sweetening", "rum(optional)", "Blue food coloring, optional", "Cardamom [optional]", "Hazelnut Icecream - Optional", "Optinal: Citrus slice"] {
            let item = try decode(#"{"quantity":"1","measure":"tsp","ingredient":"\#(field)"}"#, as: OpenDrinksReader.Item.self)
            #expect(reader.line(item)?.optional == true, "\(field)")
        }
        for field in ["Optional sprikle of cinnamon", "Sweet vermouth (optional)"] {
            #expect(OpenDrinksReader.marksOptional(field))
        }
        for field in ["Vodka", "Lime wedge for garnish", "Spiced rum (Captain Morgan)"] {
            let item = try decode(#"{"quantity":"1","measure":"oz","ingredient":"\#(field)"}"#, as: OpenDrinksReader.Item.self)
            #expect(reader.line(item)?.optional == false, "\(field)")
        }
        // opendrinks' Bloody Mary: "1" "Lemon" "wedge" is one lemon wedge.
        let wedge = try #require(reader.line(try decode(#"{"quantity":"1","measure":"Lemon","ingredient":"wedge"}"#, as: OpenDrinksReader.Item.self)))
        #expect(wedge.name == "Lemon wedge")
        #expect(wedge.amount == Amount(1, nil))
        #expect(reader.line(try decode(#"{"quantity":"2","measure":"oz","ingredient":"slice"}"#, as: OpenDrinksReader.Item.self))?.name == "slice")
        let numeric = try decode(#"{"quantity":2,"measure":"oz","ingredient":"Gin"}"#, as: OpenDrinksReader.Item.self)
        #expect(reader.line(numeric)?.amount == Amount(2, .oz))
        // opendrinks' Queimada: "2 peels" of lemon are two lemon peels, not two lemons; lemongrass
        // "Stalks" are stalks.
        let peels = try decode(#"{"quantity":"2","measure":"peels","ingredient":"Lemon"}"#, as: OpenDrinksReader.Item.self)
        let peel = try #require(reader.line(peels))
        #expect(peel.name == "Lemon peel")
        #expect(peel.amount == Amount(2, nil))
        let stalks = try decode(#"{"quantity":"1-2","measure":"Stalks","ingredient":"Lemongrass"}"#, as: OpenDrinksReader.Item.self)
        #expect(reader.line(stalks)?.amount == Amount(quantity: Quantity(1, to: 2), unit: .stalk))
        #expect(reader.line(stalks)?.name == "Lemongrass")
    }

    @Test func openDrinksCountsOfAMeasureSpeltFractionsAndNotesRead() throws {
        let reader = OpenDrinksReader(directory: Fixture.layout.root)
        func read(_ json: String) throws -> SourceLine? {
            reader.line(try decode(json, as: OpenDrinksReader.Item.self))
        }
        // Coquito: one 15 oz can of coconut cream is 15 oz, not "1".
        #expect(try read(#"{"quantity":"1","measure":"15 oz","ingredient":"coconut cream"}"#)?.amount == Amount(15, .oz))
        // Kopi: "1" of "4/5 cup" is 0.8 cup, not the mixed number 1 4/5 = 1.8 cup.
        #expect(try read(#"{"quantity":"1","measure":"4/5 cup (your cup)","ingredient":"Kopi concentrate"}"#)?.amount == Amount(0.8, .cup))
        // "2/3" of a "14 oz can" is 2/3 × 14 = 9.33 oz; "4" slices of "1/2 inch" are 2 inches.
        let twoThirds = try #require(try read(#"{"quantity":"2/3","measure":"14 oz can","ingredient":"Sweetened condensed milk"}"#)?.amount)
        #expect(twoThirds.unit == .oz && abs((twoThirds.quantity?.low ?? 0) - 28.0 / 3) < 1e-9)
        #expect(try read(#"{"quantity":"4","measure":"1/2 inch slices","ingredient":"ginger"}"#)?.amount == Amount(2, .inch))
        // "750-ml" is 750 ml; two of "67 oz" (Queimada's 2 l said twice) is not multiplied to 134 oz.
        #expect(try read(#"{"quantity":"1","measure":"750-ml","ingredient":"bottle dry white wine"}"#)?.amount == Amount(750, .ml))
        #expect(try read(#"{"quantity":"2","measure":"67 oz","ingredient":"White Aguardiente"}"#)?.amount != Amount(134, .oz))
        // Turmeric latte: "one fourth" teaspoon is 1/4 tsp, "three fourth" 3/4 tsp.
        #expect(try read(#"{"quantity":"one fourth","measure":"teaspoon","ingredient":"ground turmeric"}"#)?.amount == Amount(0.25, .tsp))
        #expect(try read(#"{"quantity":"three fourth","measure":"teaspoon","ingredient":"honey"}"#)?.amount == Amount(0.75, .tsp))
        // Dom Pedro: two South African tots of 25 ml are 50 ml; Royal milk tea's "2 heaping" tsp are 2 tsp.
        #expect(try read(#"{"quantity":"2","measure":"Tots","ingredient":"Amarula Cream"}"#)?.amount == Amount(50, .ml))
        #expect(try read(#"{"quantity":"2 heaping","measure":"tsp","ingredient":"black tea leaves"}"#)?.amount == Amount(2, .tsp))
        // Mr. Peanut shake: "2 medium cup" of vodka is 2 cups; ice cream comes by the scoop.
        #expect(try read(#"{"quantity":"2","measure":"medium cup","ingredient":"vodka"}"#)?.amount == Amount(2, .cup))
        #expect(try read(#"{"quantity":"5","measure":"small scoops","ingredient":"mint chocolate ice cream"}"#)?.amount == Amount(5, .scoop))
        // Orange earl grey iced tea: "1 peel" "from one orange" is one orange peel.
        let peel = try #require(try read(#"{"quantity":"1","measure":"peel","ingredient":"from one orange"}"#))
        #expect(peel.name == "orange peel")
        #expect(peel.amount == Amount(1, nil))
        // A UK strength note is no ingredient line.
        #expect(try read(#"{"quantity":"1.9","measure":"units","ingredient":"of alcohol per tall glass"}"#) == nil)
    }

    @Test func openDrinksMeasureWordsTheParserDoesNotKnowKeepTheirMeasure() throws {
        let reader = OpenDrinksReader(directory: Fixture.layout.root)
        func read(_ json: String) throws -> Amount? {
            reader.line(try decode(json, as: OpenDrinksReader.Item.self))?.amount
        }
        // Dubliner's "2 line" of orange bitters are two dashes, not a bare "2".
        #expect(try read(#"{"quantity":"2","measure":"line","ingredient":"Orange bitters"}"#) == Amount(2, .dash))
        // Doodh cola: a glass of milk and a quarter glass of cola, taken as cups.
        #expect(try read(#"{"quantity":"1","measure":"glass","ingredient":"Chilled Milk"}"#) == Amount(1, .cup))
        #expect(try read(#"{"quantity":"1/4","measure":"glass","ingredient":"Chilled Cola"}"#) == Amount(0.25, .cup))
        // Malibu sunset's drizzle of grenadine; vaca preta's two balls of ice cream; a rosé "bootle".
        #expect(try read(#"{"quantity":"1","measure":"drizzle","ingredient":"grenadine"}"#) == Amount(1, .splash))
        #expect(try read(#"{"quantity":"2","measure":"ice cream ball","ingredient":"vanilla ice cream"}"#) == Amount(2, .scoop))
        #expect(try read(#"{"quantity":"1","measure":"bootle","ingredient":"Rose wine"}"#) == Amount(1, .bottle))
        // Two one-litre bottles of sparkling water are 2 l; a litre bottle of club soda 1 l.
        #expect(try read(#"{"quantity":"2","measure":"one-litre bottles","ingredient":"sparkling water"}"#) == Amount(2, .l))
        #expect(try read(#"{"quantity":"1","measure":"litre bottle","ingredient":"club soda"}"#) == Amount(1, .l))
        // Breakfast Martini's "20 mli" of lemon juice is 20 ml, not the juice of twenty lemons.
        #expect(try read(#"{"quantity":"20","measure":"mli","ingredient":"lemon juice"}"#) == Amount(20, .ml))
    }

    @Test func aBareCountOfBeerIsBottlesAndAFillingSodaIsATopUp() throws {
        // Irish car bomb's "1 Guiness Beer" is a bottle; good vibrations' "1 Orange Soda (to fill rest
        // of glass)" fills the glass.
        #expect(RecipeBuilder.countedInBottles(Amount(1, nil)) == Amount(1, .bottle))
        #expect(RecipeBuilder.countedInBottles(Amount(330, .ml)) == Amount(330, .ml))
        #expect(RecipeBuilder.impliedAmount("orange soda (to fill rest of glass)") == Amount(quantity: nil, unit: .topUp))
    }

    @Test func aCountOfLemonOrLimeJuiceIsTheJuiceOfThatManyFruits() {
        // USDA SR: a lime yields 44 g of juice at 242 g a cup (236.588 ml): 43.01 ml; half is 21.5 ml.
        // A lemon 48 g at 244 g a cup: 46.54 ml.
        #expect(RecipeBuilder.squeezed(Amount(0.5, .piece), juice: "lime-juice") == Amount(21.5, .ml))
        #expect(RecipeBuilder.squeezed(Amount(1, nil), juice: "lemon-juice") == Amount(46.5, .ml))
        // A measured juice, and a count of another ingredient, stay as written.
        #expect(RecipeBuilder.squeezed(Amount(1, .oz), juice: "lime-juice") == Amount(1, .oz))
        #expect(RecipeBuilder.squeezed(Amount(1, nil), juice: "orange-juice") == Amount(1, nil))
    }

    @Test func cardamomCountsArePods() {
        // "2-3 cardamom" in a chai is two or three pods; a measured spoon of it stays a spoon.
        #expect(RecipeBuilder.countedIn(name: "cardamom", amount: Amount(quantity: Quantity(2, to: 3), unit: nil), id: "cardamom")
            == Amount(quantity: Quantity(2, to: 3), unit: .pod))
        #expect(RecipeBuilder.countedIn(name: "green cardamom", amount: Amount(4, .piece), id: "green-cardamom") == Amount(4, .pod))
        #expect(RecipeBuilder.countedIn(name: "ground cardamom", amount: Amount(0.25, .tsp), id: "cardamom") == Amount(0.25, .tsp))
    }

    @Test func aCountWhoseNameSaysWhatItCountsTakesThatUnit() {
        // IBA's Old Cuban: "6/8 pcs Mint Leaves" is six to eight leaves of mint, not 6-8 whole mints.
        let leaves = RecipeBuilder.countedIn(name: "mint leaves", amount: Amount(quantity: Quantity(6, to: 8), unit: .piece), id: "mint")
        #expect(leaves == Amount(quantity: Quantity(6, to: 8), unit: .leaf))
        #expect(RecipeBuilder.countedIn(name: "fresh lemongrass stalks", amount: Amount(2, nil), id: "lemongrass") == Amount(2, .stalk))
        // Bay leaves are the ingredient itself; measured lines keep their unit.
        #expect(RecipeBuilder.countedIn(name: "bay leaves", amount: Amount(2, nil), id: "bay-leaf") == Amount(2, nil))
        #expect(RecipeBuilder.countedIn(name: "mint leaves", amount: Amount(30, .ml), id: "mint") == Amount(30, .ml))
    }

    @Test func openDrinksRecipeTakesKeywordsAndRecognisedMethodNotDirections() throws {
        let drink = try decode(
            #"{"name":"Test Sour","ingredients":[],"directions":["Shake hard with ice.","Strain into a coupe.","Garnish with a lemon twist."],"keywords":["Alcoholic","Sour"]}"#,
            as: OpenDrinksReader.Drink.self)
        let recipe = OpenDrinksReader(directory: Fixture.layout.root).recipe(drink, record: "test-sour")
        #expect(recipe.method == .shaken)
        #expect(recipe.glass == "coupe")
        #expect(recipe.ice == .noIce)
        #expect(recipe.garnish == "lemon twist")
        #expect(recipe.alcoholic == true)
        #expect(recipe.tags == ["alcoholic", "sour"])
        #expect(recipe.source == SourceRef(dataset: "opendrinks", record: "test-sour"))
    }

    @Test func ibaCocktailsAreReadWithCategoriesAndParsedLines() throws {
        let recipes = try IBAReader(directory: Fixture.layout.datasets.appendingPathComponent("iba-rasmusab")).recipes()
        #expect(recipes.count == 90)
        #expect(Set(recipes.compactMap(\.iba)) == ["unforgettables", "contemporary-classics", "new-era"])
        let negroni = try #require(recipes.first { $0.name == "Negroni" })
        #expect(negroni.lines.map(\.amount) == [Amount(30, .ml), Amount(30, .ml), Amount(30, .ml)])
        let grasshopper = try #require(recipes.first { $0.name == "Grasshopper" })
        #expect(grasshopper.lines.first?.name == "White Crème de Cacao")
        #expect(recipes.allSatisfy { $0.alcoholic == true })
    }
}
