import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23e: the data faults a read of 67 drinks no audit had read found, each
/// checked against the drink's own record or a published spec, never against the builder's output.
struct Audit23eTests: ImportedDrinks {
    @Test func crushedIceDrinksAreServedOnCrushedIce() throws {
        // The bar-assistant records strain the Zombie Apocalypse (Liber & Co.), the Absinthe Frappé and the
        // Blackberry Whiskey Smash over crushed ice; a frappé is absinthe over crushed or shaved ice
        // (kegworks.com, bottlestop.com, imbibemagazine.com).
        #expect(try drink("zombie-apocalypse").ice == .crushed)
        #expect(try drink("absinthe-frappe").ice == .crushed)
        let smash = try drink("blackberry-whiskey-smash")
        #expect(smash.ice == .crushed)
        #expect(smash.garnish == "mint sprig and blackberries")
    }

    @Test func recordsThatServeOverCrushedIceDoSo() throws {
        // The bar-assistant records of these drinks strain or pour them over crushed ice; the Saturn is
        // blended or topped with crushed ice (thetikicove.co.uk, seriouseats.com, themixer.com).
        for id in ["absinthe-colada", "coronado", "cucumber-gimlet", "humuhumunukunukuapuaa", "parisien-mojito", "turnbuckle", "saturn"] {
            #expect(try drink(id).ice == .crushed, "\(id)")
        }
    }

    @Test func theOzarkSpeedballIsStrainedIntoAChilledRocksGlass() throws {
        // Its record (saveur.com): stirred with ice, strained into a chilled old-fashioned glass, topped
        // with the cream.
        let speedball = try drink("ozark-speedball")
        #expect(speedball.glass == "lowball")
        #expect(speedball.ice == .noIce)
        #expect(line(speedball, "heavy-cream")?.role == .float)
    }

    @Test func thePortAndTonicIsOnePortToTwoTonic() throws {
        // A white port and tonic is 60 ml port to 120 ml tonic (grovelyhouse.com.au: 1 to 2; eatsip365.com,
        // winenfood.com: 2 oz to 4 oz); its record's garnish is a peppermint leaf and a citrus slice, named once.
        let drink = try drink("port-and-tonic")
        let port = try #require(millilitres(drink, "white-dry-port"))
        let tonic = try #require(millilitres(drink, "tonic"))
        #expect(tonic / port >= 1.9)
        #expect(drink.garnish == "peppermint leaf and orange slice")
    }

    @Test func theBeerMargaritaFitsItsGlass() throws {
        // Its record pours about 300 ml before dilution (tequila, juices, agave, 4 oz of beer): more than a
        // margarita glass holds served up, so a salted pint over ice.
        let margarita = try drink("pineapple-lime-beer-margarita")
        #expect(margarita.glass == "pint")
        #expect(margarita.ice == .cubed)
    }

    @Test func kopiIsServedHot() throws {
        // Its record (alliancecoffee.net) stirs the concentrate into condensed and evaporated milk and tops
        // the cup with hot water; kopi is drunk hot from a cup (ruthemorrisphotography.com).
        let kopi = try drink("kopi")
        #expect(kopi.ice == .noIce)
        // Session 24: it is built in the warmed cup, as the record makes it, not heated in a pan.
        #expect(kopi.method == .built && kopi.glass == "glass mug")
        #expect(line(kopi, "water") != nil)
    }

    @Test func theBrazilianStrawberryDrinkMeasuresItsCream() throws {
        // The record's half box of cream (a box of Brazilian creme de leite is 200 g): about 100 ml.
        let cream = try #require(millilitres(try drink("brazilian-strawberry-drink"), "cream"))
        #expect(cream > 50 && cream <= 120)
    }

    @Test func theButterbeerMugsAreRimmedWithButterscotch() throws {
        // Its record stirs half of its 1/2 cup of butterscotch syrup into the pot and dips the mug rims in the rest.
        let butterbeer = try drink("crock-pot-butterbeer-rum")
        let syrups = butterbeer.lines.filter { $0.ingredient.rawValue == "butterscotch-syrup" }
        #expect(syrups.count == 2)
        #expect(syrups.contains { $0.role == .garnish })
        #expect(butterbeer.garnish?.contains("butterscotch rim") == true)
    }

    @Test func theFallSangriaKeepsItsFruitAndSpice() throws {
        // Its record (tipsybartender.com) drops pears, red apples, cinnamon sticks and star anise into the pitcher.
        let sangria = try drink("sparkling-fall-sangria")
        for id in ["pear", "red-apple", "cinnamon-stick", "star-anise"] { #expect(line(sangria, id) != nil, "no \(id)") }
        #expect(line(sangria, "pear")?.note == "sliced")
    }

    @Test func theBikiniMartinisGrenadineSinks() throws {
        // Its record adds a touch of grenadine to the middle of the poured drink: it sinks, it is not a top.
        #expect(line(try drink("bikini-martini"), "grenadine-syrup")?.role == .sink)
    }

    @Test func theCaipirejaJuicesOneLemonAndChopsTheOther() throws {
        // Its record squeezes one lemon and chops the other, and mashes both in the shaker.
        let caipireja = try drink("caipireja")
        #expect(line(caipireja, "lemon")?.note == "chopped")
        #expect(line(caipireja, "lemon")?.amount == "1")
        #expect(line(caipireja, "lemon-juice")?.role == .muddle)
    }

    @Test func theGunshopFizzMuddlesPeelsNotFruit() throws {
        // Katie Stipe's Gunshop Fizz (punchdrink.com, the record): strawberries, cucumber and three peels
        // each of grapefruit and orange muddled with 2 oz of Peychaud's.
        let fizz = try drink("gunshop-fizz")
        #expect(line(fizz, "grapefruit") == nil && line(fizz, "orange") == nil)
        #expect(line(fizz, "grapefruit-peel")?.role == .muddle && line(fizz, "orange-peel")?.role == .muddle)
        #expect(millilitres(fizz, "peychauds-bitters") == 60)
    }
}
