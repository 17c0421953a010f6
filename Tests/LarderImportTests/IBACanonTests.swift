import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// The current IBA list and specs, checked against the list and recipes the IBA publishes (read by
/// hand from two transcriptions of iba-world.com, 2024 revision), not against the builder's output.
struct IBACanonTests: ImportedDrinks {
    /// Millilitres of `ingredient` in `recipe`'s main spec.
    func ml(_ recipe: Recipe, _ ingredient: String) -> Double? {
        guard let text = recipe.lines.first(where: { $0.ingredient.rawValue == ingredient })?.amount else { return nil }
        return AmountParser.parse(text)?.millilitres
    }

    @Test func theCatalogHoldsTheCurrentListOf102In34s() throws {
        let iba = try result().sources.recipes.filter { $0.iba != nil }
        #expect(iba.count == 102)
        for category in ["unforgettables", "contemporary-classics", "new-era"] {
            #expect(iba.filter { $0.iba == category }.count == 34, "\(category)")
        }
        // Every IBA drink carries the tag, and no other drink does.
        #expect(try result().sources.recipes.filter { $0.tags.contains("iba") }.count == 102)
    }

    @Test func the2024AdditionsAndRemovals() throws {
        for (id, category) in [
            ("grand-margarita", "new-era"), ("missionarys-downfall", "new-era"), ("pisco-punch", "new-era"), ("iba-tiki", "new-era"),
            ("porn-star-martini", "new-era"), ("gin-basil-smash", "new-era"), ("remember-the-maine", "unforgettables"),
            ("cardinale", "contemporary-classics"), ("garibaldi", "contemporary-classics"), ("rabo-de-galo", "contemporary-classics"),
            ("lemon-drop-martini", "contemporary-classics"), ("sherry-cobbler", "new-era"), ("chartreuse-swizzle", "new-era"),
        ] {
            #expect(try drink(id).iba == category, "\(id)")
        }
        for gone in ["barracuda", "golden-dream", "yellow-bird", "godfather"] {
            #expect(try drink(gone).iba == nil, "\(gone) is no longer on the IBA list")
            #expect(try !drink(gone).tags.contains("iba"))
        }
        // Spritz and Aperol Spritz are one drink.
        #expect(try result().sources.recipes.first { $0.id == "aperol-spritz" } == nil)
        #expect(try drink("spritz").aliases.contains("Aperol Spritz"))
    }

    @Test func specsFollowTheCurrentIBARecipes() throws {
        let grand = try drink("grand-margarita")
        #expect(ml(grand, "tequila") == 45 && ml(grand, "grand-marnier") == 30 && ml(grand, "lime-juice") == 15)
        let cardinale = try drink("cardinale")
        #expect(ml(cardinale, "gin") == 40 && ml(cardinale, "dry-vermouth") == 20 && ml(cardinale, "campari") == 10)
        #expect(cardinale.method == .stirred)
        let tea = try drink("long-island-iced-tea")
        #expect(ml(tea, "lemon-juice") == 25 && ml(tea, "simple-syrup") == 30 && ml(tea, "vodka") == 15)
        let pornStar = try drink("porn-star-martini")
        #expect(ml(pornStar, "vanilla-vodka") == 50 && ml(pornStar, "passion-fruit-puree") == 50)
        #expect(pornStar.lines.first { $0.ingredient == "champagne" }?.role == .side)
        #expect(!pornStar.lines.contains { $0.ingredient == "lime-juice" })
        let punch = try drink("pisco-punch")
        #expect(ml(punch, "pisco") == 60 && ml(punch, "pineapple-juice") == 22.5 && ml(punch, "dry-white-wine") == 30)
        #expect(punch.lines.first { $0.ingredient == "dry-white-wine" }?.role == .top)
        let downfall = try drink("missionarys-downfall")
        #expect(downfall.method == .blended && ml(downfall, "white-rum") == 30 && ml(downfall, "honey-syrup") == 30)
        let vento = try drink("ve-n-to")
        #expect(vento.name == "Ve.N.To" && ml(vento, "grappa") == 45 && ml(vento, "chamomile-cordial") == 15)
    }

    @Test func swizzlesAreSwizzledAndHomeBrewsFerment() throws {
        for id in ["chartreuse-swizzle", "queens-park-swizzle"] {
            #expect(try drink(id).method == .swizzled, "\(id)")
            #expect(try drink(id).ice == .crushed, "\(id)")
        }
        #expect(try drink("queens-park-swizzle").lines.first { $0.ingredient == "angostura-aromatic-bitters" }?.role == .float)
        for id in ["kombucha", "kvass"] { #expect(try drink(id).method == .fermented, "\(id)") }
    }

    @Test func nameFlawsAreFound() {
        #expect(IngredientNameFlaws.flaws(in: "Cup neutral oil") == ["cup"])
        #expect(IngredientNameFlaws.flaws(in: "juice of 1 lime") == ["of", "1"])
        #expect(IngredientNameFlaws.flaws(in: "Squeezed lime juice") == ["squeezed"])
        #expect(IngredientNameFlaws.flaws(in: "Lime + grapefruit slice") == ["+"])
        #expect(IngredientNameFlaws.flaws(in: "Chili powder of your preference") == ["of", "your", "preference"])
        for clean in ["Lime juice", "Crème de cassis", "London dry gin", "Angostura bitters", "Peach liqueur"] {
            #expect(IngredientNameFlaws.flaws(in: clean).isEmpty, "\(clean)")
        }
    }

    @Test func aSpecLineCarriesItsNote() throws {
        let text = "drink: Test\nfamily: sour\nglass: coupe\nmethod: shake\nice: none\nline: 15 ml | honey syrup | note: made with tea | optional\n"
        let recipes = try LarderSpecReader(directory: URL(fileURLWithPath: "/nonexistent")).parse(text, file: "t.txt")
        #expect(recipes.first?.lines.first?.note == "made with tea")
        #expect(recipes.first?.lines.first?.optional == true)
    }
}

/// The IBA list's spelling of a drink's name (iba.tsv's third column, as the IBA publishes it) is the name the
/// drink shows; the data set's spelling stays an alias.
struct IBANameTests: ImportedDrinks {
    @Test func aListedDrinkTakesTheListsSpelling() throws {
        let carre = try drink("vieux-carre")
        #expect(carre.name == "Vieux Carré")
        #expect(carre.aliases.contains("Vieux Carrè"))
        #expect(try drink("mai-tai").name == "Mai Tai")
        #expect(try drink("kir").name == "Kir")
    }

    @Test func aListWithNamesRenamesOnlyItsDrinks() {
        let list = IBAList(categories: ["kir": "unforgettables"], names: ["kir": "Kir"])
        let (recipes, _) = list.apply(to: [
            Recipe(id: "kir", name: "KIR", kind: .drink), Recipe(id: "kir-royal", name: "KIR ROYAL", kind: .drink),
        ])
        #expect(recipes.map(\.name) == ["Kir", "KIR ROYAL"])
        #expect(recipes[0].aliases == ["KIR"])
    }
}
