import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 22 (issue 9), helper audit22a: the data faults a seeded sample (seed 2201, fifty drinks) found, each
/// checked against the published spec or the record's own directions, never against the builder's output.
struct Audit22aTests: ImportedDrinks {
    @Test func theModernMedicineFloatsItsIslayScotch() throws {
        // Jordan Hughes, Twist (2021), as pagestreetpublishing.substack.com prints it, and the bar-assistant
        // record: bourbon, Aperol, lemon, demerara syrup and two dashes of aromatic bitters shaken and strained
        // over ice, 1/4 oz of smoky Scotch floated over a bar spoon, a lemon twist.
        let medicine = try drink("modern-medicine")
        #expect(line(medicine, "islay-scotch-whiskey")?.role == .float)
        let bitters = try #require(line(medicine, "angostura-aromatic-bitters"))
        #expect(bitters.role != .float && bitters.amount.flatMap(AmountParser.parse)?.unit == .dash)
        #expect(medicine.garnish == "lemon twist")
    }

    @Test func recordsThatFloatALineFloatIt() throws {
        // The Harvey Wallbanger is vodka and orange juice over ice with the Galliano floated on top (DeGroff,
        // The Craft of the Cocktail; Regan, The Joy of Mixology; its record); the Gram-arita's and the Rabbit
        // SZN's records float the Grand Marnier and the sweet vermouth.
        #expect(line(try drink("harvey-wallbanger"), "galliano")?.role == .float)
        #expect(line(try drink("gram-arita"), "grand-marnier")?.role == .float)
        #expect(line(try drink("rabbit-szn"), "sweet-vermouth")?.role == .float)
    }

    @Test func theNewFashionedMuddlesItsSugarAndFloatsTheWine() throws {
        // Imbibe (Liz Wolferman, Martha, Brooklyn), and the record: a sugar lump muddled with the grapefruit
        // bitters and Cocchi Americano, sake stirred over crushed ice, dry red wine floated on top.
        let fashioned = try drink("new-fashioned")
        #expect(line(fashioned, "sugar-cube")?.role == .muddle)
        #expect(line(fashioned, "cocchi-aperitivo-americano")?.role == .muddle)
        #expect(line(fashioned, "red-wine")?.role == .float)
        #expect(line(fashioned, "sake")?.role != .muddle)
    }

    @Test func theCynarFlipIsServedUp() throws {
        // Ben Sandrof's Cynar Flip (Morgenthaler, The Bar Book; tuxedono2.com, whose recipe the record is):
        // dry-shaken, shaken with ice and strained into a glass with no ice, bitters on the foam.
        let flip = try drink("cynar-flip")
        #expect(flip.ice == .noIce)
        #expect(flip.method == .shaken)
    }

    @Test func theRossiniIsStrawberryPureeToppedWithProsecco() throws {
        // The Rossini is Cipriani's Bellini made with strawberry purée: about one part purée to three of
        // prosecco (criticalcactus.com 1 oz : 3 oz; marialiberati.com one third : two thirds), the prosecco
        // poured over the purée in a flute. No whole strawberry is muddled in the flute.
        let rossini = try drink("rossini")
        #expect(line(rossini, "strawberry") == nil)
        let puree = try #require(millilitres(rossini, "strawberry-puree"))
        let prosecco = try #require(millilitres(rossini, "prosecco"))
        #expect(puree / prosecco > 0.2 && puree / prosecco < 0.5)
        #expect(line(rossini, "prosecco")?.role == .top)
    }

    @Test func theHugoTakesThirtyMillilitresOfElderflowerAndMint() throws {
        // The Hugo (Roland Gruber, 2005): about 30 ml of elderflower (sugarsalted.com, toscanavibe.com),
        // prosecco, a splash of soda and mint leaves bruised in the glass (toscanavibe.com, lelabbo.co).
        let hugo = try drink("hugo")
        let elderflower = try #require(millilitres(hugo, "st-germain"))
        #expect(elderflower >= 20 && elderflower <= 30)
        #expect(line(hugo, "mint")?.role == .muddle)
    }

    @Test func theChurchillTakesAPinchOfSalt() throws {
        // Izmir's Çörçil is mineral water, lemon juice and salt (suffolknews.co.uk, vinovoss.com). Two
        // tablespoons of salt (about 36 g, USDA SR 18 g a tablespoon) in 295 ml would be a brine of 12 %,
        // more than three times sea water (3.5 %): the card must not pour salt by the spoonful.
        let salt = try #require(line(try drink("churchill"), "salt")?.amount.flatMap(AmountParser.parse))
        #expect(salt.unit == .pinch)
    }

    @Test func theGingerMintTeaMeasuresItsGinger() throws {
        // The record's "1 piece" of fresh ginger, sliced thin: a piece of ginger root is measured by length
        // (an inch), not counted as one ginger.
        let ginger = try #require(line(try drink("ginger-mint-tea"), "ginger"))
        #expect(ginger.amount.flatMap(AmountParser.parse)?.unit == .inch)
        #expect(ginger.note == "thinly sliced")
    }

    @Test func thePomegranateSpritzPoursAWholeSpritz() throws {
        // A spritz is 3 parts prosecco, 2 of the bitter or fruit, 1 of soda (eatsip365.com), at 90 ml of
        // prosecco (winenfood.com; the IBA Spritz pours 90 ml): the record's 30/20/20 ml is a third of a glass.
        let spritz = try drink("spritz-pomegranate")
        let total = ["prosecco", "pomegranate-juice", "club-soda"].compactMap { millilitres(spritz, $0) }.reduce(0, +)
        #expect(millilitres(spritz, "prosecco") == 90)
        #expect(total >= 150)
        #expect(spritz.method == .built)
    }
}
