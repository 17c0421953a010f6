import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23d: the data faults a sweep of sixty-seven drinks no audit had read found,
/// each checked against the published spec or the record's own directions, never against the builder's output.
struct Audit23dTests: ImportedDrinks {
    @Test func theVodkaSodaPoursTwoOuncesOfVodkaInAHighball() throws {
        // supercall.com and drinksworld.com: 2 oz of vodka topped with soda over ice in a highball;
        // ichacha.ca 1.5 oz. The record's "2 shot glass" read as 3 oz, a double.
        let soda = try drink("vodka-soda")
        let vodka = try #require(millilitres(soda, "vodka"))
        #expect(vodka >= 40 && vodka <= 60)
        #expect(soda.category == "highball" && soda.glass == "highball" && soda.ice == .cubed)
    }

    @Test func theTwentiethCenturyTakesThreeQuartersOfAnOunceOfLemon() throws {
        // Tarling's Café Royal Cocktail Book (1937), as Wikipedia gives it: 1 1/2 oz gin, 3/4 oz each of Lillet
        // Blanc, white crème de cacao and lemon juice; danielzajic.com and visualfoodie.com pour 3/4 oz lemon too.
        let century = try drink("20th-century")
        let lemon = try #require(millilitres(century, "lemon-juice"))
        #expect(lemon >= 20 && lemon <= 23)
    }

    @Test func theIncomeTaxPoursARealMeasureOfOrangeJuice() throws {
        // The Savoy: half gin, a quarter each of French and Italian vermouth, the juice of a quarter orange,
        // two dashes of Angostura; thespeakeasypodcast.com and gumbopages.com 3/4 oz, winemag.com 1/2 oz.
        let tax = try drink("income-tax")
        let orange = try #require(millilitres(tax, "orange-juice"))
        #expect(orange >= 15 && orange <= 30)
    }

    @Test func theOpendrinksSaltyDogAndGreyhoundPourOneAndAHalfOunces() throws {
        // A Salty Dog and a Greyhound pour 1 1/2 to 2 oz of spirit to 3-5 oz of grapefruit; the records' 5 1/2 oz
        // of gin and 5 oz of vodka are slips.
        let dog = try #require(try drink("salty-dog").variants.first { $0.id == "salty-dog-v-opendrinks" })
        let gin = try #require(dog.lines.first { $0.ingredient == "gin" }?.amount.flatMap(AmountParser.parse)?.millilitres)
        #expect(gin <= 60)
        let hound = try #require(try drink("greyhound").variants.first { $0.id == "greyhound-v-opendrinks" })
        let vodka = try #require(hound.lines.first { $0.ingredient == "vodka" }?.amount.flatMap(AmountParser.parse)?.millilitres)
        #expect(vodka <= 60)
    }

    @Test func theWitchesHeartGrenadineSinks() throws {
        // Its record pours the teaspoon of grenadine an inch above the drink so that it sinks to the bottom.
        #expect(line(try drink("witches-heart"), "grenadine-syrup")?.role == .sink)
    }

    @Test func theKiwiCaipisakePeelsItsKiwi() throws {
        // Its record peels the kiwi and cuts it into quarters before muddling it with the sugar.
        #expect(line(try drink("kiwi-caipisake"), "kiwi")?.note?.contains("peeled") == true)
    }

    @Test func theBlackWidowHasNoRaspberryForItsVodka() throws {
        // "black vodka or frozen raspberries": raspberries are no stand-in for the spirit floated on the juice.
        let vodka = try #require(line(try drink("black-widow"), "black-vodka"))
        #expect(!vodka.substitutes.map(\.rawValue).contains("raspberry"))
        #expect(vodka.role == .float)
    }

    @Test func theGingerbreadLatteMakesTwoMugs() throws {
        // Its record (and noteabley.com, the same recipe): two shots of espresso, one in each glass, topped with
        // the 600 ml of spiced milk: two lattes, and an espresso shot is about 30 ml, not a spirit's 1 1/2 oz.
        let latte = try drink("gingerbread-latte")
        #expect(latte.servings == 2)
        let espresso = try #require(millilitres(latte, "hot-espresso"))
        #expect(espresso >= 50 && espresso <= 70)
    }

    @Test func garnishesAndIceAsTheRecordsServeThem() throws {
        // The Apèro Spritz is garnished with red currants (bar-assistant's field spelt them "currents"); the
        // Gentleman's Exchange is poured over one large cube (its record).
        #expect(try drink("apero-spritz").garnish?.contains("currants") == true)
        #expect(try drink("gentlemans-exchange").ice == .largeCube)
    }

    @Test func theCapipinkIsASmash() throws {
        // Croft Pink's caipirinha: red fruit and lime muddled with syrup, crushed ice, the port on top; the
        // caipirinhas are filed with the smashes (drink-facts.tsv).
        #expect(try drink("capipink").category == "smash")
    }

    @Test func theSparklingPunchCountsItsBottlesAndCan() throws {
        // Its record: a 6 ounce can of frozen lemonade concentrate and two 750 ml bottles of sparkling cider.
        let punch = try drink("sparkling-punch")
        #expect(millilitres(punch, "sparkling-apple-cider") == 1500)
        let concentrate = try #require(millilitres(punch, "lemonade-concentrate"))
        // 6 US fl oz is 177 ml; the catalog counts a bar ounce as 30 ml (180 ml).
        #expect(abs(concentrate - 177) <= 3)
    }

    @Test func fruitCutAsTheRecordsCutIt() throws {
        // Lágrimas de la Virgen's record cooks and peels the beet and chops the apple and bananas; the Kiba's
        // record blends frozen bananas and a fresh sliced one.
        let lagrimas = try drink("mexican-lagrimas-de-la-virgen")
        #expect(line(lagrimas, "beet")?.note?.contains("cooked") == true)
        #expect(line(lagrimas, "banana")?.note?.contains("chopped") == true)
        let notes = try drink("kiba-a-german-smoothie").lines.filter { $0.ingredient.rawValue == "banana" }.compactMap(\.note)
        #expect(notes == ["frozen", "sliced"])
    }
}
