import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23m, round 2 of the sweep: the data faults its slice of the catalog found,
/// each checked against the drink's record (its list and directions) or the published references named below,
/// never against the builder's output.
struct Audit23mTests: ImportedDrinks {
    @Test func aStillLemonadeIsPouredNotToppedForFizz() throws {
        // The Arnold Palmer and the John Daly take American lemonade, a still drink: half iced tea, half
        // lemonade (the John Daly with vodka), poured together over ice. Nothing there to keep the fizz of.
        for id in ["arnold-palmer", "john-daly"] {
            let lemonade = try #require(line(try drink(id), "lemonade"), "\(id)")
            #expect(lemonade.role == .build, "\(id)")
        }
    }

    @Test func fruitIsCutBeforeItGoesInTheBlender() throws {
        // The mango shake's record peels and chops its two mangoes and discards the stones; the Brazilian
        // limeade's record quarters its four limes and takes out the seeds before they are blended.
        #expect(line(try drink("mango-shake"), "sweet-mango")?.note?.contains("peeled") == true)
        #expect(line(try drink("brazilian-limeade"), "lime")?.note?.contains("quartered") == true)
    }

    @Test func theKidsCocoaIsToppedWithCreamWhippedWithTheSugar() throws {
        // Its record whips the heavy cream with the powdered sugar until fluffy and spoons it onto the cocoa.
        let cocoa = try drink("kids-hot-chocolate")
        #expect(line(cocoa, "heavy-cream")?.role == .whip)
        #expect(line(cocoa, "powdered-sugar")?.role == .whip)
    }

    @Test func theWhiteChristmasMojitoTakesTheJuiceOfOneLime() throws {
        // Its record juices one lime; a lime gives about 30 ml (drink-lines.tsv, session 18: thekitchn.com).
        let lime = try #require(millilitres(try drink("white-christmas-mojito"), "lime-juice"))
        #expect(lime >= 25 && lime <= 35)
    }

    @Test func theMedicineBallTeaSteepsOneBagOfEach() throws {
        // Its record lists one teabag of mint tea and one of green tea.
        let tea = try drink("medicine-ball-tea")
        #expect(line(tea, "mint-tea") == nil && line(tea, "green-tea") == nil)
        #expect(line(tea, "mint-tea-bag") != nil)
        #expect(line(tea, "green-tea-bag") != nil)
    }

    @Test func theSolkadhiBlendsItsCoconutWithWater() throws {
        // The record blends its two cups of grated fresh coconut with warm water and strains out the milk,
        // and soaks its kokum in hot water. saveur.com (Meher Mirza's recipe) takes 1 1/2 cups of water for
        // 2 cups of coconut and 1/2 cup for the kokum; dishwhiz.info 2 cups and 1/2 cup.
        let solkadhi = try drink("solkadhi")
        let water = try #require(millilitres(solkadhi, "water"))
        #expect(water >= 350 && water <= 600)
        #expect(line(solkadhi, "coconut")?.note?.contains("grated") == true)
        #expect(line(solkadhi, "kokum")?.note?.contains("soaked") == true)
    }

    @Test func thePeanutButterCupsVodkaIsInfused() throws {
        // Its record steeps the vodka with Reese's Pieces overnight and strains it; the rim is crushed candy.
        let cups = try drink("drunken-peanut-butter-cups")
        #expect(line(cups, "vodka")?.note?.contains("Reese's Pieces") == true)
        #expect(line(cups, "reeses-cup")?.note == "crushed")
    }
}
