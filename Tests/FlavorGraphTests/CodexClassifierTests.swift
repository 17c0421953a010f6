import FlavorGraph
import LarderCore
import Testing

/// Classic drinks, classified by hand from the *Cocktail Codex*'s six roots (the book's own chapters:
/// Old Fashioned, Martini, Daiquiri, Sidecar, Highball, Flip), with the specs of the IBA and the book.
@Suite struct CodexClassifierTests {
    private func line(
        _ id: String, _ category: IngredientCategory, _ ml: Double?, parents: [String] = [], optional: Bool = false,
        garnish: Bool = false
    ) -> DrinkStructure.Line {
        let name = id.split(separator: "-").joined(separator: " ").capitalized
        return DrinkStructure.Line(
            ingredient: IngredientID(id), name: name, category: category,
            lineage: ([id] + parents).map { IngredientID($0) }, ml: ml, optional: optional, garnish: garnish)
    }

    private func classify(_ lines: DrinkStructure.Line...) -> CodexClassification {
        CodexClassifier.classify(DrinkStructure(lines: lines))
    }

    @Test func oldFashionedAndSazerac() {
        let oldFashioned = classify(
            line("bourbon-whiskey", .spirit, 60, parents: ["whiskey"]), line("simple-syrup", .syrup, 7.5),
            line("angostura-bitters", .bitters, 1.8), line("orange-peel", .fruit, nil, garnish: true))
        #expect(oldFashioned.family == .oldFashioned)
        #expect(oldFashioned.departures.isEmpty)
        #expect(oldFashioned.alsoFamily == nil)
        // An absinthe rinse seasons; it is not a second base.
        let sazerac = classify(
            line("rye-whiskey", .spirit, 60), line("absinthe", .spirit, 5), line("sugar-cube", .sweetener, nil),
            line("peychauds-bitters", .bitters, 2))
        #expect(sazerac.family == .oldFashioned)
        #expect(sazerac.departures == ["seasoned with Absinthe"])
    }

    @Test func coffeeBeansStirredInANegroniDoNotLengthenIt() {
        // bar-assistant's A.S. Kingston Negroni: 30 ml overproof rum, 30 Campari, 22.5 sweet vermouth, 7.5 sherry and five
        // coffee beans. The beans are counted, with no volume: a Negroni's Martini root (spirit + aromatized wine), not a
        // Highball, which 90 ml of coffee (the typical pour of an unknown amount) against 90 ml of the rest would make it.
        var beans = line("coffee-bean", .coffee, nil)
        beans.pieces = true
        let kingston = classify(
            line("overproof-rum", .spirit, 30), line("campari", .liqueur, 30), line("sweet-vermouth", .fortifiedWine, 22.5),
            line("sherry", .fortifiedWine, 7.5), beans)
        #expect(kingston.family == .martini)
        #expect(!kingston.departures.contains { $0.contains("lengthened") })
        // Coffee of unknown amount that is not counted in pieces (a cup's worth the spec leaves out) still lengthens.
        let topped = classify(line("overproof-rum", .spirit, 30), line("cold-brew-coffee", .coffee, nil))
        #expect(topped.family == .highball)
        #expect(DrinkStructure.Line.countsPieces(quantity: 5, unit: .piece) && DrinkStructure.Line.countsPieces(quantity: 3, unit: nil))
        #expect(!DrinkStructure.Line.countsPieces(quantity: 1, unit: .bottle) && !DrinkStructure.Line.countsPieces(quantity: nil, unit: nil))
    }

    @Test func martiniManhattanAndNegroni() {
        let martini = classify(line("gin", .spirit, 60), line("dry-vermouth", .fortifiedWine, 15), line("orange-bitters", .bitters, 1))
        #expect(martini.family == .martini && martini.departures.isEmpty)
        let manhattan = classify(
            line("rye-whiskey", .spirit, 60), line("sweet-vermouth", .fortifiedWine, 30), line("angostura-bitters", .bitters, 2))
        #expect(manhattan.family == .martini && manhattan.departures.isEmpty)
        let negroni = classify(line("gin", .spirit, 30), line("campari", .liqueur, 30), line("sweet-vermouth", .fortifiedWine, 30))
        #expect(negroni.family == .martini)
        #expect(negroni.departures == ["adds a liqueur (Campari)"])
        #expect(negroni.reason == "spirit (Gin) + aromatized wine (Sweet Vermouth)")
    }

    @Test func daiquiriAndWhiskeySourWithEgg() {
        let daiquiri = classify(line("white-rum", .spirit, 60), line("lime-juice", .juice, 22.5), line("simple-syrup", .syrup, 22.5))
        #expect(daiquiri.family == .daiquiri && daiquiri.departures.isEmpty && daiquiri.alsoFamily == nil)
        // Egg white gives a sour texture, not a Flip's richness.
        let sour = classify(
            line("bourbon-whiskey", .spirit, 60), line("lemon-juice", .juice, 22.5), line("simple-syrup", .syrup, 22.5),
            line("egg-white", .egg, 22.5))
        #expect(sour.family == .daiquiri)
        #expect(sour.alsoFamily == nil)
        #expect(sour.departures == ["egg white for texture"])
        // A Caipirinha muddles lime wedges with sugar.
        let caipirinha = classify(line("cachaca", .spirit, 60), line("lime-wedge", .fruit, nil), line("sugar", .sweetener, 20))
        #expect(caipirinha.family == .daiquiri)
    }

    @Test func margaritaAndSidecar() {
        let margarita = classify(line("tequila", .spirit, 50), line("cointreau", .liqueur, 20, parents: ["triple-sec"]), line("lime-juice", .juice, 15))
        #expect(margarita.family == .sidecar && margarita.alsoFamily == nil)
        let sidecar = classify(line("cognac", .spirit, 50, parents: ["brandy"]), line("cointreau", .liqueur, 20), line("lemon-juice", .juice, 20))
        #expect(sidecar.family == .sidecar)
        #expect(sidecar.reason == "spirit (Cognac) + citrus (Lemon Juice) + liqueur (Cointreau)")
    }

    @Test func highballs() {
        let mule = classify(line("vodka", .spirit, 45), line("lime-juice", .juice, 15), line("ginger-beer", .soda, 120))
        #expect(mule.family == .highball)
        #expect(mule.departures == ["adds citrus (Lime Juice)"])
        let ginAndTonic = classify(line("gin", .spirit, 50), line("tonic-water", .soda, 150), line("lime-wedge", .fruit, nil, garnish: true))
        #expect(ginAndTonic.family == .highball && ginAndTonic.departures.isEmpty)
        // An Aperol Spritz has no spirit: the Aperol is its base.
        let spritz = classify(line("prosecco", .wine, 90), line("aperol", .liqueur, 60), line("club-soda", .soda, 30))
        #expect(spritz.family == .highball)
        #expect(spritz.departures.first == "Aperol as the base instead of a spirit")
    }

    @Test func theMojitoSitsBetweenDaiquiriAndHighball() {
        let mojito = classify(
            line("white-rum", .spirit, 45), line("lime-juice", .juice, 20), line("simple-syrup", .syrup, 15),
            line("mint", .herb, nil), line("club-soda", .soda, 60))
        #expect(mojito.family == .daiquiri)
        #expect(mojito.alsoFamily == .highball)
        #expect(mojito.departures.contains("lengthened with Club Soda"))
    }

    @Test func flips() {
        let flip = classify(line("brandy", .spirit, 45), line("egg", .egg, nil), line("simple-syrup", .syrup, 15), line("nutmeg", .spice, nil, garnish: true))
        #expect(flip.family == .flip && flip.departures.isEmpty)
        let alexander = classify(line("cognac", .spirit, 30), line("creme-de-cacao", .liqueur, 30), line("cream", .dairy, 30))
        #expect(alexander.family == .flip)
        #expect(alexander.departures == ["sweetened by a liqueur (Creme De Cacao) instead of sugar"])
    }

    /// The three outcomes questioned in session 8, against the book's own definitions.
    @Test func americanoIsAHighballInItsTallGlass() {
        // IBA: Campari and sweet vermouth, "a splash of soda", built in a highball glass: the glass is
        // filled with soda, so the soda lengthens whatever the spec writes. The Codex's Highball root is
        // spirit + lengthener; with as much aromatized wine as base it sits between Highball and Martini.
        let lines = [line("campari", .liqueur, 30), line("sweet-vermouth", .fortifiedWine, 30, parents: ["vermouth"]), line("club-soda", .soda, 5)]
        let americano = CodexClassifier.classify(DrinkStructure(lines: lines, glass: "highball"))
        #expect(americano.family == .highball)
        #expect(americano.alsoFamily == .martini)
        #expect(americano.departures.first == "Campari as the base instead of a spirit")
        // The same lines served short are a Martini-family drink with a splash of soda.
        let short = CodexClassifier.classify(DrinkStructure(lines: lines, glass: "lowball"))
        #expect(short.family == .martini)
        #expect(short.departures.contains("seasoned with Club Soda"))
        // A splash of soda in a stemmed glass does not make a highball either (a Bamboo with soda).
        let sidecarFizz = CodexClassifier.classify(DrinkStructure(
            lines: [line("cognac", .spirit, 45), line("cointreau", .liqueur, 20), line("lemon-juice", .juice, 20), line("club-soda", .soda, 10)],
            glass: "coupe"))
        #expect(sidecarFizz.family == .sidecar && sidecarFizz.alsoFamily == nil)
    }

    /// A drink whose only alcohol is wine or beer has no spirit, not no alcohol: a Black Velvet (stout and
    /// champagne, half and half) and a Michelada (lager, lime, hot sauce); a Shirley Temple has none.
    @Test func wineAndBeerDrinksHaveNoSpiritButDoHoldAlcohol() {
        let velvet = CodexClassifier.classify(DrinkStructure(
            lines: [line("stout-beer", .beer, 75), line("champagne", .wine, 75, parents: ["sparkling-wine"])], glass: "flute"))
        #expect(velvet.departures.contains("no spirit: Stout Beer and Champagne carry the alcohol"))
        let michelada = CodexClassifier.classify(DrinkStructure(
            lines: [line("lager", .beer, 330), line("lime-juice", .juice, 30), line("hot-sauce", .other, 2)], glass: "pint"))
        #expect(michelada.departures.contains("no spirit: Lager carries the alcohol"))
        let shirley = CodexClassifier.classify(DrinkStructure(
            lines: [line("ginger-ale", .soda, 200), line("grenadine-syrup", .syrup, 15)], glass: "highball"))
        #expect(shirley.departures.contains("no alcohol"))
    }

    @Test func pinaColadaAndWhiteRussianAreFlips() {
        // The Codex's Flip chapter counts the White Russian and, to its authors' own surprise, the Piña
        // Colada: spirit + a rich, sweet body (cream of coconut is both), no citrus.
        let colada = classify(
            line("white-rum", .spirit, 50, parents: ["rum"]), line("coconut-cream", .pantry, 30), line("pineapple-juice", .juice, 50))
        #expect(colada.family == .flip)
        #expect(colada.reason.hasPrefix("spirit (White Rum) + richness (Coconut Cream)"))
        let whiteRussian = classify(line("vodka", .spirit, 50), line("coffee-liqueur", .liqueur, 20), line("cream", .dairy, 30))
        #expect(whiteRussian.family == .flip)
    }

    @Test func espressoMartiniIsAnOldFashionedSweetenedByLiqueur() {
        // No citrus, no aromatized wine, no cream, and 45 ml of espresso is a flavour, not a lengthener:
        // by the roots' definitions it is a spirit sweetened (by sugar and a coffee liqueur), the Old
        // Fashioned's structure without bitters, as the Black Russian is (vodka and coffee liqueur).
        let espressoMartini = classify(
            line("vodka", .spirit, 50), line("kahlua", .liqueur, 30, parents: ["coffee-liqueur"]), line("simple-syrup", .syrup, 10),
            line("espresso", .coffee, 45, parents: ["coffee"]))
        #expect(espressoMartini.family == .oldFashioned)
        #expect(espressoMartini.departures == ["no bitters", "adds a liqueur (Kahlua)", "seasoned with Espresso"])
        let blackRussian = classify(line("vodka", .spirit, 50), line("coffee-liqueur", .liqueur, 20))
        #expect(blackRussian.family == .oldFashioned)
    }

    @Test func familiesByName() {
        #expect(CodexFamily(name: "Old Fashioned") == .oldFashioned)
        #expect(CodexFamily(name: "old-fashioned") == .oldFashioned)
        #expect(CodexFamily(name: "SIDECAR") == .sidecar)
        #expect(CodexFamily(name: "sour") == nil)
        #expect(CodexFamily.allCases.sorted().map(\.name) == ["Old Fashioned", "Martini", "Daiquiri", "Sidecar", "Highball", "Flip"])
    }
}
