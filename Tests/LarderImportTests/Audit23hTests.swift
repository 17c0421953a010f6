import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23h: the data faults a random slice of sixty-six unread drinks
/// (/work/notes/out23/sample23h.txt) found, each checked against the drink's own record or the published
/// spec, never against the builder's output.
struct Audit23hTests: ImportedDrinks {
    @Test func measuresTheRecordsLost() throws {
        // Opendrinks records: the Lazy Sunday's "2-3 teaspons" of black tea leaves, the Portuguese Sangria's
        // "3 soup spoons" of brown sugar, the Orange Earl Grey Iced Tea's 1/4 cup of loose tea (a dry measure,
        // not 2 fluid ounces), the Bandrek's "3 sticks" of lemongrass stems and the Cantarito's wedge
        // (thespruceeats.com, which the record cites: a lemon, lime or orange wedge).
        let tea = try #require(line(try drink("lazy-sunday"), "black-tea-leaf")?.amount.flatMap(AmountParser.parse))
        #expect(tea.unit == .tsp)
        let sugar = try #require(line(try drink("portuguese-sangria"), "brown-sugar")?.amount.flatMap(AmountParser.parse))
        #expect(sugar.unit == .tbsp && sugar.quantity?.value == 3)
        let earlGrey = try #require(line(try drink("orange-earl-grey-iced-tea"), "loose-earl-grey-tea")?.amount.flatMap(AmountParser.parse))
        #expect(earlGrey.unit == .tbsp)
        let bandrek = try drink("bandrek")
        #expect(line(bandrek, "lemongrass-stalk") == nil)
        #expect(line(bandrek, "lemongrass")?.amount.flatMap(AmountParser.parse)?.unit == .stalk)
        let wedge = try #require(line(try drink("cantarito-tequila"), "lemon")?.amount.flatMap(AmountParser.parse))
        #expect(wedge.unit == .wedge)
    }

    @Test func theGingerMilkTeaSteepsOneBlackTeaBag() throws {
        // The record's "1 teabag of black tea": a black tea bag, not an ingredient named "Teabag black tea".
        let milkTea = try drink("ginger-milk-tea")
        #expect(line(milkTea, "teabag-black-tea") == nil)
        #expect(line(milkTea, "black-tea-bag") != nil)
    }

    @Test func theEarlGreyIcedTeaAddsItsColdWaterAfterTheSteep() throws {
        // The record (eatingwell.com) steeps the tea in 4 cups of boiling water, then adds 4 cups of cold
        // water to the pitcher: two waters, told apart, the second stirred in.
        let iced = try drink("orange-earl-grey-iced-tea")
        let waters = iced.lines.filter { $0.ingredient.rawValue == "water" }
        #expect(waters.count == 2)
        #expect(waters.map(\.note) == ["boiling", "cold"])
        #expect(waters.last?.role == .stir)
    }

    @Test func theServiceberrySourSpoonsItsFoamOnTop() throws {
        // The record shakes the whiskey and syrup with ice, pours it into an old fashioned glass, adds the
        // berries and spoons the meringue foam over it: the foam is neither dissolved nor shaken.
        let sour = try drink("serviceberry-sour")
        #expect(line(sour, "meringue-foam")?.role == .top)
        #expect(line(sour, "serviceberry")?.role == .garnish)
        #expect(sour.garnish?.contains("serve") == false)
    }

    @Test func theZombieSpritzIsToppedWithCavaRose() throws {
        // The record (punchdrink.com's Zombie Spritz): everything but the cava rosé is shaken and strained
        // over crushed ice, then topped with the cava; a spritz's sparkling wine is never shaken.
        let spritz = try drink("zombie-spritz")
        #expect(line(spritz, "rose-wine") == nil)
        let cava = try #require(line(spritz, "cava"))
        #expect(cava.role == .top)
        #expect(cava.note == "rosé")
    }

    @Test func theOuzoCocktailIsGarnishedWithMintAndLemon() throws {
        // Its directions shake only the ouzo, grenadine and water, and decorate the glasses with the mint
        // and slices of the lemon (its list calls the lemon a lime): nothing is muddled.
        let ouzo = try drink("pink-cocktail-with-ouzo")
        #expect(line(ouzo, "mint-branch")?.role == .garnish)
        #expect(line(ouzo, "lime") == nil)
        #expect(line(ouzo, "lemon")?.role == .garnish)
    }

    @Test func theButtermilkIsBlendedAndGarnishedOnce() throws {
        // The record mixes yogurt, water and salt in a jar until smooth and garnishes with coriander leaves;
        // coriander and cilantro are one leaf, named once.
        let chaas = try drink("buttermilk")
        #expect(chaas.method == .blended)
        #expect(chaas.garnish?.contains("coriander") == false)
    }

    @Test func theChristmasTonicIsPouredOnIce() throws {
        // A gin and tonic (Bombay Sapphire, açaí liqueur, tonic) is built over ice; the card poured 51 ml
        // into an empty glass.
        #expect(try drink("christmas-tonic").ice == .cubed)
    }

    @Test func theEggnogIsCookedNotPouredRawOnIce() throws {
        // The record whisks the eggs, honey and salt, cooks them with the milk until the custard coats a
        // spoon (12-15 minutes, never boiled) and serves no ice.
        let eggnog = try drink("eggnog")
        #expect(eggnog.method == .heated)
        #expect(eggnog.ice == .noIce)
    }

    @Test func theBlueLagoonIsToppedWithLemonade() throws {
        // Andy MacElhone's Blue Lagoon (Harry's New York Bar, 1960s): vodka and blue curaçao lengthened with
        // 100-120 ml of lemonade over ice in a tall glass (gourmetpedia.net 2:2:6; kessess.com 50/20/100 ml;
        // whatcocktailcanimake.com 30/30/120 ml; drink-drink.ru 1/1/4 oz), not a short sour in a martini glass.
        let lagoon = try drink("blue-lagoon")
        #expect(line(lagoon, "lemon-juice") == nil)
        let lemonade = try #require(millilitres(lagoon, "lemonade"))
        #expect(lemonade >= 90 && lemonade <= 150)
        #expect(line(lagoon, "lemonade")?.role == .top)
        #expect(lagoon.glass == "highball")
    }
}
