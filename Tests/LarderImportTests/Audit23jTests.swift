import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), round 2, helper audit23j: the data faults its slice of the catalog
/// (/work/notes/out23/sample23j.txt) found, each checked against the published spec or the record's own
/// directions, never against the builder's output.
struct Audit23jTests: ImportedDrinks {
    @Test func theKeralaSunsetSplashesItsColoursOverTheGingerBeer() throws {
        // The record (opendrinks kerala-sunset): the coconut rum, gin and lime are shaken and poured; the
        // ginger beer goes in, then a splash each of Midori, blue curaçao and beet juice on top.
        let sunset = try drink("kerala-sunset")
        for id in ["midori-melon-liqueur", "blue-curacao", "beet-juice"] {
            #expect(line(sunset, id)?.role == .top, "\(id)")
        }
        #expect(line(sunset, "lime-juice")?.role == .shake)
    }

    @Test func theGramAritaRimsItsGlassWithSalt() throws {
        // The record (bar-assistant gram-arita) rims half the glass with salt before the drink is strained
        // into it; a Grand Margarita's glass is half-rimmed the same way (bcliving.ca, jiggerandjoy.com).
        let arita = try drink("gram-arita")
        let salt = try #require(line(arita, "salt"))
        #expect(salt.garnish)
        #expect(line(arita, "grand-marnier")?.role == .float)
    }

    @Test func theDomPedroBlendsIceCreamWithoutIce() throws {
        // A Dom Pedro is ice cream, cream and the liqueur blended to a thick shake (cooksister.com,
        // farawayworlds.com); the record's ice cubes are optional. A cup of crushed ice thins it to a slush.
        let pedro = try drink("dom-pedro")
        #expect(pedro.ice == .noIce)
        #expect(pedro.method == .blended)
        #expect(line(pedro, "frangelico")?.role == .float)
    }

    @Test func theGrilledPalomaKeepsItsGrilledLimeWheel() throws {
        // The record (opendrinks grilled-grapefruit-paloma-cocktail) grills two sugared lime wheels and
        // garnishes each glass with one.
        #expect(try drink("grilled-grapefruit-paloma").garnish == "grilled lime wheel")
    }

    @Test func theNewYorkSourFloatsShirazOrMalbec() throws {
        // IBA (iba-web): 15 ml of red wine, Shiraz or Malbec (the site spells it "Malbech"), floated on top.
        let sour = try drink("new-york-sour")
        let wine = try #require(line(sour, "red-wine"))
        #expect(wine.role == .float)
        #expect(wine.note == "Shiraz or Malbec")
    }

    @Test func theCappuccinoSteamsAndFoamsItsMilk() throws {
        // The record (opendrinks cappuccino) steams the cold milk with the wand until it foams, then pours it
        // over the espresso: a cappuccino is espresso, steamed milk and foam.
        #expect(line(try drink("cappuccino"), "milk")?.note == "steamed and foamed")
    }

    @Test func theMarquisetteTakesItsLimesJustBeforeServing() throws {
        // The record (opendrinks marquisette) marinates the wine with the lemon juice and sugar, and adds the
        // limes, cut small, with the champagne just before serving.
        let punch = try drink("marquisette")
        let lime = try #require(line(punch, "lime"))
        #expect(lime.role == .top)
        #expect(lime.note == "cut into small pieces")
        #expect(line(punch, "lemon-juice")?.role == .build)
    }

    @Test func theCaipirinhaBlackMuddlesLimeWedges() throws {
        // The record's "green lime" is a lime; half a lime muddled with the sugar, as a caipirinha's lime is
        // cut into wedges first (the 'Ti Punch's bar-assistant record cuts its half lime the same way).
        let caipirinha = try drink("caipirinha-black")
        #expect(line(caipirinha, "green-lime") == nil)
        #expect(line(caipirinha, "lime")?.note == "cut into wedges")
    }

    @Test func theBloodyEyeballNamesItsJamOnce() throws {
        // The record (opendrinks bloody-eyeball-shot) fills a lychee with red jam and a blueberry: the
        // "Jelly" line is that jam, so the garnish must not name it a second time.
        let shot = try drink("bloody-eyeball-shot")
        let garnish = try #require(shot.garnish)
        #expect(!garnish.contains("jam"))
        #expect(line(shot, "jelly")?.garnish == true)
    }

    @Test func theAppleLiqueurSteepsCoresAndPeel() throws {
        // The record (opendrinks apple-liqueur) steeps the apples' cores, seeds and peel, with as little
        // pulp as possible, in the syrup and alcohol.
        #expect(line(try drink("apple-liqueur"), "apple")?.note == "cores and peel only")
    }
}
