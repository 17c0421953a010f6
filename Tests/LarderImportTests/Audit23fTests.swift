import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23f: the data faults a random slice of unread drinks (66 ids) found, each
/// checked against the published spec, the label or the record's own directions, never against the builder's output.
struct Audit23fTests: ImportedDrinks {
    func ingredients() throws -> [IngredientID: Ingredient] {
        Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
    }

    @Test func brandedBottlesReadAsTheirLabels() throws {
        // Plantation 3 Stars is Maison Ferrand's white rum blend, bottled at 41.2 % (bevvy.co, balcohols.com,
        // whiskynotes.be); the Romulan Ale's record names it "plantation 3 star rum".
        let byID = try ingredients()
        let plantation = try #require(byID["plantation-star-rum"])
        #expect(plantation.name == "Plantation 3 Stars rum")
        #expect(plantation.abv == 41.2 && plantation.parent == "white-rum")
        #expect(plantation.keepsCapital == true)
        // Grey Goose Le Citron is the brand's lemon vodka (the Bloody Kirby's record); Sobieski a Polish
        // vodka brand (the Homemade Whiteclaw's): both keep their capitals inside a step.
        #expect(byID["grey-goose-le-citron-vodka"]?.name == "Grey Goose Le Citron vodka")
        #expect(byID["grey-goose-le-citron-vodka"]?.keepsCapital == true)
        #expect(byID["sobieski-vodka"]?.keepsCapital == true)
    }

    @Test func theChuhaisJuiceIsAnyFruitJuice() throws {
        // The chuhai's record: "Yuzu Juice or any fruit juice of choice" (a chuhai is shochu, soda and a fruit
        // juice: justonecookbook.com). The line must not read as a bare "Juice".
        #expect(try ingredients()["juice"]?.name == "Fruit juice")
        #expect(line(try drink("chuhai"), "juice") != nil)
    }

    @Test func theGingerWaterSoaksCinnamonSticks() throws {
        // The record soaks "2 pcs" of cinnamon with a slice of ginger overnight: two sticks, not "2 Cinnamons".
        let water = try drink("ginger-infused-water")
        #expect(line(water, "cinnamon-stick") != nil)
        #expect(line(water, "cinnamon") == nil)
    }

    @Test func theFakhfakhinaIsFruitInJuiceUnderCream() throws {
        // The record divides the diced fruit and the mixed juices between four cups and spreads the cream,
        // honey and nuts over each (egyptianrecipe.com likewise layers the cut fruit under the cream). No
        // fruit is muddled and no ice is added.
        let cup = try drink("egyptian-fakhfakhina-drink")
        for fruit in ["mango", "apple", "peach", "banana", "strawberry"] {
            #expect(line(cup, fruit)?.role != .muddle, "\(fruit)")
        }
        #expect(line(cup, "cream")?.role == .float)
        #expect(cup.servings == 4)
        #expect(cup.ice == .noIce)
    }

    @Test func theWinterizedNegroniIsServedUp() throws {
        // Brian Evans's Winterized Negroni (punchdrink.com, the record's directions): stirred and strained
        // into a coupe; thecocktailsmustflow.co.uk strains it into a Nick and Nora. No ice in the glass.
        let negroni = try drink("winterized-negroni")
        #expect(negroni.glass == "coupe" && negroni.ice == .noIce && negroni.method == .stirred)
    }

    @Test func theSTMJGingerIsCrushed() throws {
        // The record peels and crushes its 6 cm of ginger (and roasts it) before it goes into the milk.
        let ginger = try #require(line(try drink("susu-telur-madu-jahe-stmj-milk-egg-honey-ginger"), "ginger"))
        #expect(ginger.note == "peeled and crushed")
    }

    @Test func brandsInTheStepsKeepTheirCapitals() throws {
        // Labels: Sourz Apple (a 15 % sour apple liqueur), Cherry Heering, Schweppes, Sierra Mist, Coors
        // Banquet, Monin, Hershey's, Ketel One, Molson Canadian, Mountain Dew, Pierre Ferrand Dry Curaçao,
        // Red Stag, Russell's Reserve, St-Germain, Rooh Afza, Bottlegreen, Choya, Rutte, Safari, Zeffer,
        // Cedilla, Tropicana, Yakult. A step must not read "the cherry heering" or "the apple sourz".
        let byID = try ingredients()
        let names = [
            "apple-sourz": "Sourz Apple", "cherry-heering": "Cherry Heering", "lemon-schweppe": "Schweppes lemon",
            "coor-banquet-american-lager": "Coors Banquet lager", "ketel-one-vodka": "Ketel One vodka",
            "pierre-ferrand-dry-curacao": "Pierre Ferrand Dry Curaçao", "mountain-dew": "Mountain Dew",
            "st-germain-elderflower-liqueur": "St-Germain elderflower liqueur", "roohafza": "Rooh Afza",
        ]
        for (id, name) in names {
            #expect(byID[IngredientID(id)]?.name == name, "\(id)")
        }
        for id in ["apple-sourz", "cherry-heering", "lemon-schweppe", "sierra-mist-cranberry", "grenadine-syrup-monin",
                   "hershey-chocolate-syrup", "molson-canadian-beer", "red-stag-black-cherry-bourbon",
                   "russells-reserve-bourbon", "rooh-afza-syrup", "bottlegreen-elderflower-cordial", "choya-umeshu",
                   "rutte-dry-gin", "safari-exotic-fruit-liqueur", "zeffer-apple-crumble-cider", "cedilla",
                   "tropicana", "yakult"] {
            #expect(byID[IngredientID(id)]?.keepsCapital == true, "\(id)")
        }
        // Schweppes lemon is a lemon soda, and Sourz Apple a sour apple liqueur, under their generics.
        #expect(byID["lemon-schweppe"]?.parent == "lemon-soda")
        #expect(byID["apple-sourz"]?.parent == "sour-apple-pucker-schnapps")
    }

    @Test func theAvocadoShakesChocolateGoesInsideTheGlass() throws {
        // The record squirts the chocolate syrup round the inside of the glasses before the shake is poured
        // (es alpukat's streaked glass), not over the finished drink; the Hass avocado keeps its capital.
        let shake = try drink("indonesian-avocado-milkshake")
        #expect(line(shake, "chocolate-syrup")?.role == .drizzle)
        #expect(try ingredients()["hass-avocado"]?.keepsCapital == true)
    }
}
