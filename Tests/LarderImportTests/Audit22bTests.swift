import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 22, helper audit22b (issue 9): faults a seeded sample (seed 2202, 50 drinks) found, each checked
/// against a published spec or the record's own directions, never against the builder's own output.
struct Audit22bTests: ImportedDrinks {
    @Test func theCoffeeJulepIsBuiltInItsCup() throws {
        // bar-assistant's Coffee Julep: mint muddled with the demerara syrup in the julep cup, crushed ice,
        // bourbon and coffee liqueur stirred in the cup until it frosts, more crushed ice on top.
        let julep = try drink("coffee-julep")
        #expect(julep.method == .built)
        #expect(julep.glass == "julep" && julep.ice == .crushed)
        #expect(line(julep, "mint") != nil)
        #expect(line(julep, "demerara-syrup")?.role == .muddle)
    }

    @Test func theVirginMaryTakesAPinchOfCelerySalt() throws {
        // A pinch of celery salt to a glass of tomato juice (myoung.uk: 125 ml with a pinch; memack.com: a pinch
        // to 6 oz; recipay.com: 1/4 tsp to a cup). The record's teaspoon in 100 ml is four glasses' worth.
        let salt = try #require(line(try drink("virgin-mary"), "celery-salt")?.amount.flatMap(AmountParser.parse))
        #expect(salt.unit == .pinch)
    }

    @Test func limesMuddledInTheGlassAreCutIntoWedges() throws {
        // IBA Caipirinha: one lime cut into small wedges, muddled with the sugar (bar-assistant: 4 wedges).
        // bar-assistant's 'Ti Punch slices half a lime into wedges before muddling it with the syrup.
        let caipirinha = try #require(line(try drink("caipirinha"), "lime"))
        #expect(caipirinha.note?.contains("wedges") == true)
        let tiPunch = try #require(line(try drink("ti-punch"), "lime"))
        #expect(tiPunch.note?.contains("wedges") == true)
        #expect(tiPunch.amount.flatMap(AmountParser.parse)?.quantity?.value == 0.5)
        // The same class: the Caipiroska's record quarters its lime, the Kenyan dawa's cuts it into chunks.
        #expect(line(try drink("caipiroska"), "lime")?.note?.contains("quarters") == true)
        #expect(line(try drink("kenyan-dawa"), "lime")?.note?.contains("chunks") == true)
    }

    @Test func theKenyanDawaMuddlesBrownSugarAndHoney() throws {
        // The record's third line runs "tsp brown sugar 1 lime, quartered ..." together; its directions muddle
        // the lime chunks with the honey and the sugar in the rocks glass.
        let dawa = try drink("kenyan-dawa")
        #expect(line(dawa, "brown-sugar-lime") == nil)
        #expect(line(dawa, "brown-sugar")?.amount == "1 tbsp")
        #expect(line(dawa, "honey")?.role == .muddle)
    }

    @Test func fruitIsPreparedAsItsRecordSays() throws {
        // Jamun panna: the jamuns are deseeded before they are ground. Bael panna: the pulp is scooped from the
        // shell and its seeds and fibre strained out. Kiwi cucumber cooler: the cucumber and kiwi are peeled.
        #expect(line(try drink("jamun-panna"), "black-jamun")?.note?.contains("seeded") == true)
        #expect(line(try drink("bael-panna-woodapple-juice"), "bael")?.note?.contains("pulp") == true)
        let cooler = try drink("kiwi-cucumber-cooler")
        #expect(line(cooler, "cucumber")?.note?.contains("peeled") == true)
        #expect(line(cooler, "kiwi")?.note?.contains("peeled") == true)
    }

    @Test func theKiwiCoolerPoursThirtyMillilitresOfGinAGlass() throws {
        // The record: 30 ml of gin a drink (kitchenfables.com, as the opendrinks record gives it).
        let cooler = try drink("kiwi-cucumber-cooler")
        let gin = try #require(millilitres(cooler, "gin"))
        let servings = Double(try #require(cooler.servings))
        #expect(abs(gin / servings - 30) < 1)
    }

    @Test func theGrilledPalomaIsTwoGlassesOfGrapefruitJuice() throws {
        // The record grills the sugared grapefruit halves, juices them with the limes into a small pitcher, stirs
        // in 4 oz of tequila and divides it between two highball glasses topped with club soda. A medium
        // grapefruit gives about 3/4 cup of juice (juiceknowhow.com: 3/4 cup, 6 oz).
        let paloma = try drink("grilled-grapefruit-paloma")
        #expect(paloma.servings == 2)
        #expect(line(paloma, "red-grapefruit") == nil)
        #expect(line(paloma, "sugar") == nil)
        let juice = try #require(millilitres(paloma, "grapefruit-juice"))
        #expect(abs(juice - 180) < 20)
        let tequila = try #require(millilitres(paloma, "tequila"))
        #expect(abs(tequila / 2 - 60) < 1)
        #expect(line(paloma, "club-soda")?.amount.flatMap(AmountParser.parse)?.unit == .topUp)
    }

    @Test func garnishesReadAsOneThing() throws {
        // bar-assistant's Picante de la Casa sets the chilli's top end on the drink, stem upwards: one garnish,
        // not a list. The Malibu Sunset's record garnishes with cherries and pineapple or orange slices.
        let picante = try #require(try drink("picante-de-la-casa").garnish)
        #expect(!picante.contains(",") && picante.contains("stem up"))
        let sunset = try #require(try drink("malibu-sunset").garnish)
        #expect(!sunset.contains("/") && !sunset.contains(","))
    }

    @Test func oreoKeepsItsCapital() throws {
        // Oreo is Nabisco's brand of sandwich cookie: the milkshake's step names it with its capital.
        let byID = Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
        #expect(byID["oreo-cookie"]?.keepsCapital == true)
        // Coronita is Corona's 7 oz bottle (the CoronaRita's record): a brand, named with its capital.
        #expect(byID["coronita"]?.keepsCapital == true)
    }

    @Test func sparklingDrinksPouredInTheirGlassAreBuilt() throws {
        // IBA Bellini: the peach purée poured into a chilled flute, topped with Prosecco and stirred gently in it.
        // The St-Germain Spritz's and Spritz Pomegranate's records pour over ice in the glass; the White Bear's
        // tops its vodka with champagne in the flute. None sees a mixing glass, so none takes its dilution.
        for id in ["bellini", "st-germain-spritz", "spritz-pomegranate", "white-bear"] {
            #expect(try drink(id).method == .built, "\(id)")
        }
    }

    @Test func thePartyMimosasCansHaveTheirSizes() throws {
        // The record: a 12 oz can each of apricot-mango nectar and pineapple juice, a 6 oz can of orange juice
        // concentrate, a 750 ml bottle of champagne. 30 oz of juice is about 887 ml (29.57 ml to the ounce).
        let mimosa = try drink("party-mimosa")
        let juices = try ["apricot-mango-nectar", "pineapple-juice", "orange-juice-concentrate"].map {
            try #require(millilitres(mimosa, $0), "\($0)")
        }
        #expect(abs(juices.reduce(0, +) - 887) < 0.05 * 887)
        #expect(millilitres(mimosa, "champagne") == 750)
    }
}
