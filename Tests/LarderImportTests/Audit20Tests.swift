import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 20 (issue 9): faults a seeded sample found, each checked against a published fact or a hand
/// computation, never against the builder's own output.
struct Audit20Tests: ImportedDrinks {
    func ingredients() throws -> [IngredientID: Ingredient] {
        Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
    }

    @Test func soyMilkIsAPlantMilkNotAKindOfDairyMilk() throws {
        // Soy milk is pressed from soybeans: owning it must not count for a drink that pours milk, and no
        // line of milk may be met by it through the hierarchy. Oat and almond milk are plant milks too.
        let byID = try ingredients()
        func ancestors(_ id: String) -> [String] {
            var chain: [String] = []
            var current = byID[IngredientID(id)]?.parent
            while let parent = current, !chain.contains(parent.rawValue) {
                chain.append(parent.rawValue)
                current = byID[parent]?.parent
            }
            return chain
        }
        for id in ["soy-milk", "oat-milk", "almond-milk"] {
            #expect(!ancestors(id).contains("milk"), "\(id) under milk")
            #expect(ancestors(id).first == "non-dairy-milk", "\(id)")
        }
    }

    @Test func thePerfectStormPoursOneOfRumToThreeOfGingerBeer() throws {
        // The record: 1 part dark rum, 3 parts ginger beer, the juice of half a lime (about 15 ml), bitters
        // dashed over the top. At a 50 ml pour of rum the glass holds 50 + 150 + 15 = 215 ml before ice.
        let storm = try drink("perfect-storm")
        let rum = try #require(millilitres(storm, "dark-rum"))
        let ginger = try #require(millilitres(storm, "ginger-beer"))
        #expect(ginger == 3 * rum)
        #expect(rum + ginger + (millilitres(storm, "lime-juice") ?? 0) == 215)
        #expect(storm.lines.first { $0.ingredient == "aromatic-bitters" }?.role == .float)
    }

    @Test func theStrawberryBananaJuiceHasTheVolumeOfItsFruit() throws {
        // USDA SR: a medium strawberry weighs 12 g and a cup of purée 232 g; a medium banana 118 g, a cup
        // mashed 225 g. Eight strawberries (96 g) and a banana (118 g) blend to about 214 ml; with 2 tbsp
        // (about 30 ml) of yogurt and 5 ml of water the glass holds about 250 ml. A half cup of each fruit
        // (118 ml) stays within a third of the weighed figure.
        let juice = try drink("ice-strawberry-mix-banana")
        let strawberry = try #require(millilitres(juice, "strawberry"))
        let banana = try #require(millilitres(juice, "banana"))
        #expect(abs(strawberry - 96.0 / 232 * 236.6) < 0.33 * 96)
        #expect(abs(banana - 118.0 / 225 * 236.6) < 0.33 * 118)
        let total = strawberry + banana + (millilitres(juice, "yogurt") ?? 0) + (millilitres(juice, "water") ?? 0)
        #expect(total > 230 && total < 300)
    }

    @Test func recordNamesAndStrengthsReadAsTheBottlesDo() throws {
        let byID = try ingredients()
        // Diageo's Smirnoff Black Russian counts 2.3 UK units (10 ml of alcohol each) in 50 ml of Smirnoff
        // No. 21 and 25 ml of Baileys Coffee at 17 %: (23 - 25 x 0.17) / 50 = 0.375.
        let vodka = try #require(byID["smirnoff-no-vodka"])
        #expect(vodka.abv == (23.0 - 25 * 0.17) / 50 * 100)
        #expect(vodka.name == "Smirnoff No. 21 vodka")
        #expect(byID["baileys-coffee-irish-cream-liqueur"]?.name.contains("®") == false)
        #expect(byID["schweppe-tonic-hibiscus"]?.name.hasPrefix("Schweppes ") == true)
        // Limca is a carbonated lemon-lime soft drink (Coca-Cola India): it tops the urak.
        #expect(byID["limca-juice"]?.category == .soda)
        #expect(try drink("urak").lines.first { $0.ingredient == "limca-juice" }?.role == .top)
    }

    @Test func theSangriaPoursAQuarterCupOfBrandyAndOfOrangeLiqueur() throws {
        // Published red sangrias take a quarter cup (60 ml) of brandy to the bottle of wine, and as much orange
        // liqueur (michiganplum.org; 3catsfoodie.com for the brandy; jiggerandjoy.com pours 4 oz and 2 oz).
        let sangria = try drink("sangria")
        #expect(millilitres(sangria, "brandy") == 60)
        #expect(millilitres(sangria, "cointreau") == 60)
        #expect(sangria.lines.first { $0.ingredient == "lemon" }?.note?.contains("rounds") == true)
    }

    @Test func seed2003DrinksReadAsTheirSpecsAndRecordsSay() throws {
        // IBA: the Sea Breeze is built over ice in a highball glass from vodka and two juices: a highball.
        let breeze = try drink("sea-breeze")
        #expect(breeze.category == "highball" && breeze.method == .built)
        // The gin tonica's record: a quarter of a lime squeezed in (one wedge), one thin slice of grapefruit.
        let tonica = try drink("gin-tonica")
        let lime = tonica.lines.first { $0.ingredient == "lime" }?.amount.flatMap(AmountParser.parse)
        #expect(lime?.unit == .wedge && lime?.quantity?.value == 1)
        let grapefruit = tonica.lines.first { $0.ingredient == "grapefruit" }?.amount.flatMap(AmountParser.parse)
        #expect(grapefruit?.unit == .slice && grapefruit?.quantity?.value == 1)
        // Thandai's record grinds its almonds and pistachios and boils them in the milk.
        let thandai = try drink("thandai")
        for id in ["almond", "pistachio"] {
            let line = thandai.lines.first { $0.ingredient.rawValue == id }
            #expect(line?.role == .simmer && line?.note?.contains("ground") == true, "\(id)")
        }
    }

    @Test func alcoholicBottlesFiledAsOtherHaveTheirLabelStrength() throws {
        // Labels: Cardamaro 17 % (a Moscato-based vino amaro, an aromatized wine), Carpano Antica Formula
        // 16.5 % (a sweet vermouth), RumChata 13.75 % (27.5 proof, a cream liqueur).
        let byID = try ingredients()
        #expect(byID["cardamaro"]?.abv == 17 && byID["cardamaro"]?.category == .fortifiedWine)
        #expect(byID["antica-formula"]?.abv == 16.5 && byID["antica-formula"]?.parent == "sweet-vermouth")
        #expect(byID["rumchata"]?.abv == 27.5 / 2 && byID["rumchata"]?.category == .liqueur)
        // Whiskey stirred with an aromatized wine and served up is a manhattan.
        #expect(try drink("marriage-of-figaro").category == "manhattan")
    }
}
