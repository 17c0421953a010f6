import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23g: the data faults a random slice of drinks no audit had read found, each
/// checked against the published spec or the record's own directions, never against the builder's output.
struct Audit23gTests: ImportedDrinks {
    /// The variant `id` of the drink `parent`; the test fails when there is none.
    func variant(_ parent: String, _ id: String) throws -> RecipeVariant {
        try #require(try drink(parent).variants.first { $0.id.rawValue == id }, "no variant \(id)")
    }

    @Test func theMartiniRoyaleIsMartiniBiancoAndProseccoWithASqueezedLime() throws {
        // Denis Temny's Martini Royale (2002): Martini Bianco and prosecco in equal parts over ice, lime squeezed
        // in, mint (healthy-food-near-me.com: 100 ml each, lime, mint; svergari.altervista.org: 50 % Martini
        // Bianco, 50 % prosecco); the record pours 75 ml of each and squeezes its lime wedge into the glass.
        let royale = try drink("martini-royale")
        #expect(line(royale, "martini") == nil)
        let bianco = try #require(millilitres(royale, "vermouth-bianco"))
        let prosecco = try #require(millilitres(royale, "prosecco"))
        #expect(abs(bianco - prosecco) < 1)
        let lime = try #require(line(royale, "lime-wedge"))
        #expect(lime.role == .squeeze && !lime.garnish)
    }

    @Test func thePainkillerVariantGarnishesWithNutmegAndPineappleNotCups() throws {
        // The opendrinks record lists "1 cup nutmeg, freshly grated" and "1 cup pineapple wedge"; its own
        // directions grate nutmeg over the drink and garnish with a pineapple wedge.
        let painkiller = try variant("painkiller", "painkiller-v-opendrinks")
        for id in ["nutmeg", "pineapple-wedge"] {
            let garnish = try #require(painkiller.lines.first { $0.ingredient.rawValue == id })
            #expect(garnish.garnish)
            #expect(garnish.amount.flatMap(AmountParser.parse)?.unit != .cup)
        }
    }

    @Test func thePimmsVariantSlicesItsFruitIntoTheGlass() throws {
        // The opendrinks record: 40 ml Pimm's, 50 ml lemonade, a mint sprig, sliced cucumber, sliced orange and
        // a strawberry added to the poured drink: the fruit dresses the glass, it is not a whole cucumber.
        let pimms = try variant("pimms-cup", "pimms-cup-v-opendrinks")
        for id in ["cucumber", "orange", "strawberry"] {
            #expect(pimms.lines.first { $0.ingredient.rawValue == id }?.garnish == true)
        }
        #expect(pimms.lines.first { $0.ingredient.rawValue == "cucumber" }?.amount.flatMap(AmountParser.parse)?.unit == .slice)
    }

    @Test func finishingDashesSitOnTopOfTheStrainedDrink() throws {
        // The bar-assistant records (punchdrink.com): the Absinthe Old Fashioned's Peychaud's is dashed on top
        // after straining; the Beuser & Angus Special shakes five lines and tops the drink with orange flower water.
        #expect(line(try drink("absinthe-old-fashioned"), "peychauds-bitters")?.role == .float)
        #expect(line(try drink("beuser-and-angus-special"), "orange-flower-water")?.role == .float)
    }

    @Test func aPitcherOfFizzIsToppedGlassByGlass() throws {
        // The lemon Cointreau fizz's record mixes a cup of Cointreau, three of fizzy water and a lemon; chilled
        // an hour in a pitcher the water goes flat, so it is poured last into each glass.
        #expect(line(try drink("lemon-cointreau-fizz"), "fizzy-water")?.role == .top)
        // The orange ouzo cocktail's directions fill each glass with sparkling water.
        let ouzo = try drink("cocktail-orange-ouzo")
        #expect(line(ouzo, "club-soda") != nil && line(ouzo, "water") == nil)
        #expect(line(ouzo, "superfine-sugar") != nil)
    }

    @Test func theHibiscusTeaAndThePurpleBasilSherbetAreBrewed() throws {
        // The hibiscus mint tea's record steeps the dried petals and mint in just-boiled water 3-5 minutes; the
        // purple basil sherbet's record boils its basil in the water with the sugar, then lifts it out.
        let tea = try drink("hibiscus-mint-tea")
        #expect(line(tea, "hibiscus-petal")?.role == .heat)
        #expect(line(tea, "mint")?.role == .heat)
        let sherbet = try drink("purple-basil-sherbet")
        #expect(line(sherbet, "basil")?.role == .simmer)
        #expect(line(sherbet, "table-water")?.role == .simmer)
        #expect(sherbet.cookMinutes != nil)
    }

    @Test func iceAsTheRecordsServeIt() throws {
        // bar-assistant records (punchdrink.com): the Rusty Ringo is strained over a large ice cube, the mezcal
        // margarita into a coupe or over a large cube, the Humuhumunukunukuapua'a over crushed ice.
        #expect(try drink("rusty-ringo").ice == .largeCube)
        #expect(try drink("mezcal-margarita").ice == .largeCube)
        #expect(try drink("humuhumunukunukuapuaa").ice == .crushed)
    }

    @Test func theDalgonaIsColdMilkUnderTheWhippedCoffee() throws {
        // The record pours cold milk into the glasses and spoons the whipped coffee over it; in a glass mug the
        // card warmed the milk.
        let dalgona = try drink("dalgona-coffee")
        #expect(dalgona.glass == "highball")
        #expect(line(dalgona, "coffee-powder")?.role == .whip)
    }

    @Test func theLatteTakesSteamedMilk() throws {
        // The record steams its cold milk with the wand to a microfoam and pours it over the espresso.
        let latte = try drink("latte")
        #expect(line(latte, "steamed-milk") != nil && line(latte, "milk") == nil)
    }

    @Test func recordsMeasuresAndGarnishesAsTheyMeanThem() throws {
        // The peach fizz's record tops "the rest of the way with soda" (its 10 ml is no measure of a highball);
        // the coconut mint collins tops off with a wedge of lime and mint leaves; the pomegranate martini drops
        // in pomegranate seeds; the strawberry sunrise smoothie's record fills three glasses.
        #expect(line(try drink("peach-fizz"), "club-soda")?.amount == "top up")
        let collins = try drink("coconut-mint-collins")
        let wedge = try #require(line(collins, "lime-wedge"))
        #expect(wedge.garnish && wedge.amount == "1")
        #expect(collins.garnish?.contains("mint") == true)
        #expect(line(try drink("pomegranate-martini"), "pomegranate-aril")?.garnish == true)
        #expect(try drink("strawberry-sunrise-smoothie").servings == 3)
        #expect(try drink("after-all-imperial").garnish == "mint or rosemary sprig")
    }

    @Test func theShikanjiGrindsItsRoastedSpices() throws {
        // The record roasts the cumin, coriander and peppercorns and grinds them with the salts and chat masala;
        // whole seeds are not stirred into the glass. The peppermint shake's candy cane is crushed.
        let shikanji = try drink("shikanji")
        for id in ["cumin-seed", "coriander-seed", "black-pepper"] {
            #expect(line(shikanji, id)?.note == "roasted and ground")
        }
        #expect(line(try drink("peppermint-shake"), "candy-cane")?.note == "crushed")
    }

    @Test func theAndalusianBuckIsToppedWithGingerBeer() throws {
        // Jeffrey Morgenthaler (jeffreymorgenthaler.com/sherry): gin and sherry with his dry house ginger beer;
        // the bar-assistant record's directions shake it with demerara syrup and add ginger beer.
        let buck = try drink("andalusian-buck")
        #expect(line(buck, "ginger-beer") != nil && line(buck, "ginger-ale") == nil)
        #expect(line(buck, "demerara-syrup") != nil)
    }

    @Test func theMuskmelonPanakaKeepsHalfItsMelonInPieces() throws {
        // The record blends half the chopped muskmelon with the jaggery, water, lime and cardamom and adds the
        // other half as pieces.
        let panaka = try drink("muskmelon-panaka")
        let melon = panaka.lines.filter { $0.ingredient.rawValue == "muskmelon" }
        #expect(melon.count == 2)
        #expect(melon.last?.role == .top)
    }
}
