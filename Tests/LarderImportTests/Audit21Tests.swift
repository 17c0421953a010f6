import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 21 (issue 9): faults a seeded sample (seeds 2101, 2102, 2103) found, each checked against a published
/// fact, the record's own directions or a hand computation, never against the builder's own output.
struct Audit21Tests: ImportedDrinks {
    @Test func thePenicillinMuddlesTwoOrThreeSlicesOfGinger() throws {
        // IBA (New Era): two or three thin slices of fresh ginger muddled in the shaker, 60 ml blended Scotch,
        // 22.5 ml each of lemon juice and honey syrup, 7.5 ml of Islay whisky floated on top.
        let penicillin = try drink("penicillin")
        let ginger = try #require(line(penicillin, "ginger"))
        let amount = try #require(ginger.amount.flatMap(AmountParser.parse))
        #expect(amount.unit == .slice)
        #expect(ginger.role == .muddle)
        #expect(line(penicillin, "islay-scotch-whiskey")?.role == .float)
    }

    @Test func theVirginStrawberryColadaPoursItsPineappleJuiceByVolume() throws {
        // USDA SR: a cup (236.6 ml) of canned pineapple juice weighs 250 g, so the record's 100 g is
        // 100 / 250 x 236.6 = 94.6 ml; the card's measure must be a volume within 10 % of that.
        let colada = try drink("virgin-strawberry-colada")
        let juice = try #require(line(colada, "pineapple-juice")?.amount.flatMap(AmountParser.parse)?.millilitres)
        #expect(abs(juice - 100.0 / 250 * 236.6) < 0.1 * 94.6)
    }

    @Test func methodsFollowWhatTheRecordsDo() throws {
        // The Tonico di Corte's and the Italicus Spritz's records pour the still lines into a glass of ice and
        // top it with soda: built, never shaken or strained. Two spirits served in a martini glass are stirred
        // with ice (the Zorbatini); the Sang Amer's blood orange juice is shaken.
        #expect(try drink("tonico-di-corte").method == .built)
        #expect(try drink("italicus-spritz").method == .built)
        #expect(try drink("zorbatini").method == .stirred)
        #expect(try drink("sang-amer").method == .shaken)
        #expect(try drink("rose-milk").method == .stirred)
        // The same class across the catalog: the Artichoke Hold's record shakes it and strains it over crushed
        // ice; the Grand Collins's and the Monte Mule's records build them in the glass they are served in.
        let hold = try drink("artichoke-hold")
        #expect(hold.method == .shaken && hold.ice == .crushed)
        #expect(try drink("grand-collins").method == .built)
        #expect(try drink("monte-mule").method == .built)
    }

    @Test func theBrownBomberIsServedUp() throws {
        // Jim Meehan's Brown Bomber (PDT): 2 oz whiskey, 3/4 oz Lillet Blanc, 1/2 oz Suze, stirred with ice and
        // strained into a chilled coupe, garnished with a lemon twist.
        let bomber = try drink("brown-bomber")
        #expect(bomber.glass == "coupe" && bomber.ice == .noIce && bomber.method == .stirred)
    }

    @Test func waterWeighedInGramsIsPouredInMillilitres() throws {
        // Water weighs 1 g a millilitre: the apple liqueur's 350 g of water for its syrup is 350 ml.
        let water = line(try drink("apple-liqueur"), "water")?.amount.flatMap(AmountParser.parse)?.millilitres
        #expect(water == 350)
    }

    @Test func theMangoMuleIsAMuleInItsMug() throws {
        // The record muddles the cucumber in the honey syrup, shakes the mango and lime, strains the drink
        // into a copper mug and tops it with the ginger: a mule's mug, not a julep cup.
        let mule = try drink("mango-mule")
        #expect(mule.glass == "copper mug")
        #expect(line(mule, "honey-syrup")?.role == .muddle)
    }

    @Test func theWhiteWineSangriaSteepsItsFruitWhole() throws {
        // The record steeps the cubed mango and sliced peach with the sugar and Grand Marnier for an hour,
        // then adds the sliced apple: no fruit is crushed.
        let sangria = try drink("white-wine-sangria")
        for id in ["mango", "peach", "apple", "orange", "lime"] {
            #expect(line(sangria, id)?.role != .muddle, "\(id)")
        }
    }

    @Test func stonesGingerWineKeepsItsCapital() throws {
        // Stone's is a brand (Stone's Original Green Ginger Wine, 13.9 %): a step names it with its capital.
        let byID = Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
        #expect(byID["stone-ginger-wine"]?.keepsCapital == true)
    }
}
