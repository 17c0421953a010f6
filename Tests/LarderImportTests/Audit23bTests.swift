import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23b: the data faults a random slice of the drinks no audit had read
/// (sample23b, 67 drinks) found, each checked against the record's own directions or published specs, never
/// against the builder's output.
struct Audit23bTests: ImportedDrinks {
    func ingredients() throws -> [IngredientID: Ingredient] {
        Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
    }

    @Test func crushedIceTikiDrinksAreServedOnCrushedIce() throws {
        // The Saturn (Popo Galsini, 1967) is blended with crushed ice or shaken and strained over crushed ice
        // (cocktailarium.com; seriouseats.com and thetikicove.co.uk blend it with a cup of ice); its record
        // strains it into a rocks glass of crushed ice. The Turnbuckle (Jen Akin) is shaken and poured into
        // the glass with crushed ice (cocktailvirgin.blogspot.com, cocktailbart.de, its punchdrink.com record).
        // The Absinthe Colada's record strains it into a hurricane glass of crushed ice.
        #expect(try drink("saturn").ice == .crushed)
        #expect(try drink("turnbuckle").ice == .crushed)
        let colada = try drink("absinthe-colada")
        #expect(colada.ice == .crushed && colada.glass == "hurricane")
    }

    @Test func theEmployeesOnlyMezcalMargaritaIsServedOnIce() throws {
        // Its record (punchdrink.com): shaken and strained into an ice-filled tumbler, not served up.
        let margarita = try drink("employees-onlys-mezcal-margarita")
        #expect(margarita.glass == "lowball")
        #expect(margarita.ice == .cubed)
        #expect(margarita.method == .shaken)
    }

    @Test func brandNamesReadAsTheBottlesSpellThem() throws {
        // Coors Banquet, Ketel One, Molson Canadian, Canadian Club, Cherry Heering and Hershey's are brands
        // written with capitals on their labels; cassis is French for blackcurrant.
        let byID = try ingredients()
        #expect(byID["coor-banquet-american-lager"]?.name == "Coors Banquet lager")
        #expect(byID["ketel-one-vodka"]?.name == "Ketel One vodka")
        #expect(byID["molson-canadian-beer"]?.name == "Molson Canadian beer")
        #expect(byID["canadian-club-whisky"]?.name == "Canadian Club whisky")
        #expect(byID["cherry-heering"]?.name == "Cherry Heering")
        #expect(byID["hershey-chocolate-syrup"]?.name == "Hershey's chocolate syrup")
        #expect(byID["cassis-juice"]?.name == "Blackcurrant juice")
    }

    @Test func theMilkTeaPoursPlainMilk() throws {
        // Its record's "Normal Milk" is plain milk, not an ingredient of its own.
        let tea = try drink("milk-tea")
        #expect(line(tea, "milk") != nil)
        #expect(line(tea, "normal-milk") == nil)
        #expect(try ingredients()["normal-milk"] == nil)
    }

    @Test func linesTheRecordsPrepareKeepTheirPreparation() throws {
        // Sugarcane juice: its directions salt the juice (black salt, its record's description).
        #expect(line(try drink("sugarcane-juice"), "black-salt") != nil)
        // Savage Banana Soup: the record's ginger and flax are ground.
        let soup = try drink("savage-banana-soup")
        #expect(line(soup, "ginger")?.note == "ground")
        #expect(line(soup, "flax")?.note == "ground")
        // Clericot: its directions cut the fruit into medium pieces before it goes into the jar.
        #expect(line(try drink("clericot"), "fruit")?.note == "cut into medium pieces")
        // Kokum Stings: the record's ginger line is one slice, muddled (not 28 g, a whole knob).
        let ginger = try #require(line(try drink("kokum-stings"), "ginger")?.amount.flatMap(AmountParser.parse))
        #expect(ginger.unit == .slice)
    }

    @Test func theDoleWhipLemonadeBlendsItsLemonadeWithFrozenPineapple() throws {
        // Its record blends frozen pineapple, lemonade and coconut milk together; the lemonade is no top.
        let whip = try drink("dole-whip-lemonade")
        #expect(line(whip, "lemonade")?.role == .blend)
        #expect(line(whip, "pineapple")?.note == "frozen")
    }

    @Test func theTaroMilkDissolvesItsPowderInWaterFirst() throws {
        // Its record dissolves the taro powder with the liquid sugar and a little warm water before the milk.
        let taro = try drink("taro-fresh-milk")
        #expect(line(taro, "water")?.role == .muddle)
        #expect(line(taro, "taro-powder")?.role == .muddle)
    }

    @Test func theHiroshimaDropsItsGrenadineThroughTheLayers() throws {
        // Sambuca, then Irish cream, then absinthe over a spoon, a few drops of grenadine dropped in to sink
        // (its record's directions: five drops through a straw; therumdiary.ru, unistica.com,
        // skolbartending.com): densest first, so no curated layer order keeps absinthe under the cream.
        let shot = try drink("hiroshima")
        let grenadine = try #require(line(shot, "grenadine-syrup"))
        #expect(grenadine.role == .sink)
        let drops = try #require(grenadine.amount.flatMap(AmountParser.parse))
        #expect(drops.unit == .drop && drops.quantity?.value == 5)
        #expect(line(shot, "absinthe")?.role != .layer || line(shot, "irish-cream")?.role != .layer)
    }

    @Test func theColdCoffeeDustsItsCocoaOnTop() throws {
        // Its record garnishes the glass with the cocoa powder and Hershey's syrup; the cocoa is not blended.
        let coffee = try drink("cold-coffee")
        #expect(line(coffee, "cocoa-powder")?.role == .garnish)
        #expect(coffee.garnish?.contains("Hershey's") == true)
    }

    @Test func theFrozenCantaloupeMargaritaFillsTwoGlasses() throws {
        // Its record divides the blend between the two halves of the melon it scooped out: two servings,
        // not four (which poured 15 ml of tequila a glass).
        let margarita = try drink("frozen-cantaloupe-margarita")
        #expect(margarita.servings == 2)
    }

    @Test func recordsThatStrainOverCrushedIceServeItCrushed() throws {
        // The same class across the catalog: bar-assistant records whose directions strain or pour the drink
        // over crushed ice (an absinthe frappé is served on crushed ice by name; the Parisien mojito's record
        // churns it in crushed ice; the Zombie Apocalypse's record strains it over crushed ice).
        for id in ["absinthe-frappe", "blackberry-whiskey-smash", "coronado", "cucumber-gimlet",
                   "humuhumunukunukuapuaa", "parisien-mojito", "zombie-apocalypse"] {
            #expect(try drink(id).ice == .crushed, "\(id)")
        }
    }

    @Test func brandNamesTheRecordsCapitalisedKeepTheirCapitals() throws {
        // The records write these brands with capitals (De Kuyper, Monin, Grey Goose Le Citron, La Fée
        // Parisienne, Pierre Ferrand Dry Curaçao, Red Stag, Russell's Reserve, St-Germain, Mountain Dew,
        // Plantation 3 Stars, Sierra Mist, Schweppes); the importer's sentence case had lowered them.
        let byID = try ingredients()
        #expect(byID["de-kuyper-triple-sec"]?.name == "De Kuyper triple sec")
        #expect(byID["grenadine-syrup-monin"]?.name == "Monin grenadine syrup")
        #expect(byID["grey-goose-le-citron-vodka"]?.name == "Grey Goose Le Citron vodka")
        #expect(byID["pierre-ferrand-dry-curacao"]?.name == "Pierre Ferrand Dry Curaçao")
        #expect(byID["russells-reserve-bourbon"]?.name == "Russell's Reserve bourbon")
        #expect(byID["st-germain-elderflower-liqueur"]?.name == "St-Germain elderflower liqueur")
        #expect(byID["mountain-dew"]?.name == "Mountain Dew")
        #expect(byID["plantation-star-rum"]?.name == "Plantation 3 Stars rum")
        #expect(byID["sierra-mist-cranberry"]?.name == "Sierra Mist cranberry")
        #expect(byID["lemon-schweppe"]?.name == "Schweppes lemon")
        // Louisiana is a place: the spicy red beer's hot sauce keeps its capital inside a step.
        #expect(byID["louisiana-style-hot-sauce"]?.keepsCapital == true)
    }
}
