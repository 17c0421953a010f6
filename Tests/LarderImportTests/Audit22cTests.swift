import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 22, helper audit22c (issue 9): faults a seeded sample (seed 2204, 40 drinks) found, each checked
/// against a published spec or the record's own directions.
struct Audit22cTests: ImportedDrinks {
    @Test func theGalaxieFloatsButterflyPeaTequila() throws {
        // opendrinks record: 1.5 oz butterfly pea infused tequila, layered over the back of a spoon.
        let galaxie = try drink("galaxie")
        #expect(line(galaxie, "butterfly-pea") == nil)
        #expect(line(galaxie, "butterfly-pea-tequila")?.role == .float)
    }

    @Test func theCableCarIsSpicedRumAndOrangeCuracao() throws {
        // Tony Abou-Ganim, 1996 (popsugar.com print of his recipe; bourbonandboots.com; moverssshakers.com):
        // Captain Morgan spiced rum, Marie Brizard orange curaçao, fresh lemon sour.
        let car = try drink("cable-car")
        #expect(line(car, "spiced-rum") != nil && line(car, "dark-rum") == nil)
        #expect(line(car, "orange-curacao") != nil && line(car, "cointreau") == nil)
    }

    @Test func khoshafSoaksDriedFruit() throws {
        // The record soaks dried apricots with prunes, raisins, figs and dates in sweetened water.
        let khoshaf = try drink("khoshaf")
        #expect(line(khoshaf, "dried-apricot") != nil && line(khoshaf, "apricot") == nil)
        #expect(line(khoshaf, "dried-fig") != nil)
    }

    @Test func theBarraquitoIsLayeredFromTheCondensedMilkUp() throws {
        // The record: condensed milk, then Licor 43, then the espresso, then frothed milk (a layered Canarian coffee).
        let b = try drink("barraquito")
        #expect(b.method == .layered)
        let order = b.lines.map(\.ingredient.rawValue)
        #expect(order == ["condensed-milk", "licor-43", "coffee", "frothed-milk"])
    }

    @Test func theNigerianChapmanMeasuresItsRibenaAndHasNoLooseOrangeLine() throws {
        // The record tops the jug with Ribena and lists the sliced oranges only as garnish.
        let chapman = try drink("nigerian-chapman")
        #expect(line(chapman, "ribena-blackcurrant")?.amount == "1 splash")
        #expect(chapman.lines.filter { $0.ingredient.rawValue == "orange" }.count == 1)
    }

    @Test func tintoDeVeranoIsPouredIntoGlassesOverIce() throws {
        // The record: mixed in a pitcher and served over ice, glass by glass, not from a punch bowl.
        let tinto = try drink("tinto-de-verano")
        #expect(tinto.glass == "highball" && tinto.ice == .cubed)
    }

    @Test func coldBrewGrindsItsBeansAndGingerBeerNamesItsGingers() throws {
        // Cold brew record: the beans are ground coarse before steeping. Ginger beer record: ground and grated ginger.
        #expect(line(try drink("cold-brew-coffee"), "coffee-bean")?.note?.contains("coarsely ground") == true)
        let notes = try drink("south-african-ginger-beer").lines.filter { $0.ingredient.rawValue == "ginger" }.compactMap(\.note)
        #expect(notes == ["ground", "grated"])
    }
}
