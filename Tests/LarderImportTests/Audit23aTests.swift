import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23a: the data faults a random slice of unread drinks (66 ids,
/// /work/notes/out23/sample23a.txt) found, each checked against the published spec or the record's own
/// directions, never against the builder's output.
struct Audit23aTests: ImportedDrinks {
    @Test func theMangoNojitoPutsItsMintInTheDrink() throws {
        // The record (shake-it.dk) adds mint leaves with the ice to the syrup and juices, and only then
        // decorates with mango and mint: the mint is in the drink, not only on it.
        let nojito = try drink("mango-nojito-mocktail")
        let mint = try #require(line(nojito, "mint"))
        #expect(!mint.garnish && mint.role == .muddle)
        #expect(mint.amount.flatMap(AmountParser.parse)?.unit == .leaf)
    }

    @Test func theSharbatIsServedCold() throws {
        // The record waits for the sharbat to get cold before it is drunk; its tags say "cold".
        let sharbat = try drink("palm-sugar-sharbat")
        #expect(sharbat.ice == .cubed)
    }

    @Test func theWizFizzIsServedWithoutIce() throws {
        // The record (punchdrink.com): shaken with ice, strained off the ice and dry-shaken again, then poured
        // into a highball holding a fifth of root beer: no ice in the glass, as a Ramos-style fizz.
        let fizz = try drink("wiz-fizz")
        #expect(fizz.ice == .noIce)
    }

    @Test func theTangoNuevoGoesOverOneLargeRockWithSaltAndTwist() throws {
        // The record (tuxedono2.com): stirred, strained over one large rock, salt sprinkled on top and a
        // lemon twist.
        let tango = try drink("tango-nuevo")
        #expect(tango.ice == .largeCube)
        #expect(tango.garnish == "lemon twist and pinch of smoked salt")
    }

    @Test func theParisienMojitoIsChurnedWithCrushedIce() throws {
        // diffordsguide.com (recipe 2712), whose spec the bar-assistant record is: mint bruised in the glass,
        // churned with crushed ice, filled to the brim with more crushed ice.
        #expect(try drink("parisien-mojito").ice == .crushed)
    }

    @Test func theKombuchaBrewsItsTeaInWater() throws {
        // The record (public-domain-recipes, kombucha.md): the tea steeps in 3-5 cups of boiling water and is
        // topped up with 4 l of water; the extra teas, juices, fruits and spices are optional.
        let kombucha = try drink("kombucha")
        let water = try #require(millilitres(kombucha, "water"))
        #expect(water >= 3_000 && water <= 5_000)
        for flavour in ["tea", "juice", "fruit", "spice"] {
            #expect(line(kombucha, flavour)?.optional == true, "\(flavour) is optional")
        }
    }

    @Test func theCreamyIndianEspressoBeatsItsCoffeeFirst() throws {
        // The record: instant coffee, sugar and a teaspoon of water beaten in the mug until pale and frothy,
        // then the hot milk poured over it.
        let coffee = try drink("creamy-indian-espresso")
        #expect(line(coffee, "instant-coffee-powder")?.role == .whip)
        #expect(line(coffee, "sugar")?.role == .whip)
        #expect(line(coffee, "milk")?.role != .whip)
    }

    @Test func theBerryShrubSteepsInAJar() throws {
        // The record: berries, thyme and sugar stand overnight, the vinegar is stirred in, the solids strained
        // out and the shrub stored cold; it is never muddled in a pitcher.
        #expect(try drink("berry-shrub").method == .infused)
    }

    @Test func theBozaTakesASpoonOfSourdough() throws {
        // The record: one coffee spoon of sourdough starter, not one whole sourdough.
        let sourdough = try #require(line(try drink("boza"), "sourdough")?.amount.flatMap(AmountParser.parse))
        #expect(sourdough.unit == .tsp)
    }

    @Test func namesThatReadWrong() throws {
        // The Madeleine's record (villaschweppes.com) pours "ananas juice", French for pineapple juice; the
        // Japanese highball's "lemon twist peel" is a lemon twist; the Bengal Tiger's lemon is the gondhoraj.
        #expect(millilitres(try drink("madeleine"), "pineapple-juice") == 100)
        #expect(line(try drink("japanese-highball"), "lemon-twist")?.garnish == true)
        let tiger = try drink("bengal-tiger")
        #expect(tiger.garnish == "gondhoraj lemon wedge and twist")
        let names = try result().sources.ingredients.filter { ["gondraj-lemon", "anana-juice", "lemon-twist-peel"].contains($0.id.rawValue) }
        #expect(names.map(\.name) == ["Gondhoraj lemon"])
    }

    @Test func recordsServedOverCrushedIceOrOneLargeCube() throws {
        // Each bar-assistant record's own steps: the cucumber gimlet (ocean-prime.com) and Morgenthaler's brandy
        // old fashioned (jeffreymorgenthaler.com) over crushed ice; the Kingston Negroni (punchdrink.com), the
        // Bitter Giuseppe (imbibemagazine.com), How 'Bout Them Salty Apples and the Pasión (liberandcompany.com)
        // over one large cube or column of ice.
        for id in ["cucumber-gimlet", "wisconsin-old-fashioned"] {
            #expect(try drink(id).ice == .crushed, "\(id)")
        }
        for id in ["a-s-kingston-negroni", "bitter-giuseppe", "how-bout-them-salty-apples", "pasion"] {
            #expect(try drink(id).ice == .largeCube, "\(id)")
        }
    }
}
