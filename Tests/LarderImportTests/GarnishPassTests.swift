import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// Issue 9's garnish pass (session 17) over an import of the real data sets: drinks whose own record
/// states a garnish have it. Each expected value was read by hand from the drink's record (opendrinks
/// directions, bar-assistant's garnish field or method text) or is the curation written from it.
struct GarnishPassTests: ImportedDrinks {
    /// Read by the builder's rule from the record.
    static let ruled: [(String, String)] = [
        ("apertass", "orange slice"), ("bentley", "orange peel"), ("kenyan-dawa", "lime wheel"),
        ("needle-in-the-hay", "lemon twist"), ("oaxacanite", "grapefruit twist"), ("pegu-club", "lime wedge or twist"),
        ("whisky-highball", "lemon wedge"), ("zorbatini", "green olive"), ("virgin-mojito", "lime slices and mint sprig"),
        ("tequila-old-fashioned", "orange peel"), ("polar-bear", "mint leaf"), ("death-in-the-gulf-stream", "lime slices"),
    ]

    /// Written in `drink-facts.tsv` from the record.
    static let curated: [(String, String)] = [
        ("espresso-martini", "coffee beans"), ("final-ward", "cocktail cherry"), ("lucien-gaudin", "orange twist"),
        ("gin-sour", "lemon twist"), ("danish-summer", "rosemary sprig"), ("rum-and-coke", "lime wedge"),
        ("la-vie-en-rose", "sugar rim"), ("whiskey-smash", "mint sprig"), ("cynar-spritz", "lemon slice and olives"),
        ("ginger-lime-whiskey-sour", "lemon wheel"),
    ]

    @Test(arguments: ruled + curated)
    func aDrinkWhoseRecordStatesAGarnishHasIt(id: String, garnish: String) throws {
        #expect(try drink(id).garnish == garnish)
    }

    /// A line the record puts on the finished drink is the garnish, not mixed in.
    static let garnishLines: [(String, String)] = [
        ("apertass", "orange"), ("jaune-lemon-ricard", "lemon"), ("jaune-lemon-ricard", "mint"), ("rum-and-coke", "lime"),
        ("vodka-irish-coffee", "nutmeg"), ("banana-smoothie", "cinnamon"), ("dianas-lips", "lime"),
    ]

    @Test(arguments: garnishLines)
    func theGarnishLineIsAGarnish(id: String, ingredient: String) throws {
        let line = try #require(try drink(id).lines.first { $0.ingredient.rawValue == ingredient })
        #expect(line.garnish)
    }

    @Test func expressedAndDiscardedTwistsAreNoGarnish() throws {
        // valkyrie, division-bell and fiore-di-francia express a peel over the drink and discard it: no garnish is
        // left on the drink, and the fact says so, so the composer expresses and discards the peel (session 24).
        #expect(try drink("valkyrie").garnish == "grapefruit peel, expressed and discarded")
        #expect(try drink("division-bell").garnish == "grapefruit twist, expressed and discarded")
        #expect(try drink("fiore-di-francia").garnish == "lemon peel, expressed and discarded")
        // The martini's bar-assistant garnish field offers olives only "if requested": the IBA's lemon twist stays.
        #expect(try drink("dry-martini").garnish == "lemon twist")
    }

    @Test func servingsTheRecordsGive() throws {
        #expect(try drink("dirty-snowmen").servings == 2)
        #expect(try drink("cucumber-lemonade").servings == 8)
    }
}
