import Testing
@testable import LarderCore

/// Issue 9's method classes the composer got wrong (session 17's audit): a tea's water that was no line, a
/// round of two built in a pitcher, a bottled punch never chilled, garnish lines a rim or a fact hid, and
/// garnish lists without "and". Every expected step is written by hand from how a bartender makes the drink.
struct MethodClassComposerTests {
    /// This suite's ingredients beside the fixture's: id, name, category, and whether it is a garnish.
    static let added: [(IngredientID, String, IngredientCategory, Bool)] = [
        ("cream", "Cream", .dairy, false), ("tonic-water", "Tonic water", .soda, false), ("cucumber", "Cucumber", .vegetable, false),
        ("coconut-milk", "Coconut milk", .dairy, false), ("maraschino-cherry", "Maraschino cherry", .fruit, true),
        ("orange-slice", "Orange slice", .fruit, true), ("salt", "Salt", .spice, false), ("salt-rim", "Salt rim", .spice, true),
        ("tequila", "Tequila", .spirit, false),
    ]
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + Self.added.map { id, name, category, garnish in
        Ingredient(id: id, name: name, category: category, isGarnish: garnish)
    })

    func line(_ id: IngredientID, _ amount: String?, garnish: Bool = false, role: LineRole? = nil) -> RecipeLine {
        RecipeLine(ingredient: id, amount: amount, garnish: garnish, role: role)
    }

    /// A tea brewed in a mug steeps in its own water line (tanzanian tea with milk), so no water is
    /// brought to the boil that the drink's lines, and its volume, leave out.
    @Test func aHotTeaSteepsInItsOwnWaterLine() {
        let tea = Recipe(id: "t", name: "Tea with milk", kind: .drink, glass: "glass mug", method: .heated, ice: .noIce, lines: [
            line("black-tea", "1 tsp"), line("cream", "60 ml"), line("water", "240 ml", role: .heat),
        ], servings: 1)
        #expect(composer.compose(tea) == [
            // The tea steeps just off the boil and its loose leaves are strained out; the cream is stirred in,
            // never boiled (issue 9, session 19).
            "Bring the water to the boil.",
            "Take it off the heat, add the black tea and let it steep for three to five minutes.",
            "Stir in the cream.",
            "Strain into a warmed glass mug.",
        ])
    }

    /// Two highballs are built each in its glass, the spirit shared out and each topped, never stirred in a
    /// pitcher and left an hour in the fridge.
    @Test func twoHighballsAreBuiltInTheirGlasses() {
        let highball = Recipe(id: "g", name: "Gin and tonic for two", kind: .drink, glass: "highball", method: .built, ice: .cubed,
                              garnish: "cucumber slice", lines: [line("gin", "120 ml"), line("tonic-water", "320 ml")], servings: 2)
        #expect(composer.compose(highball) == [
            "Fill 2 highball glasses with ice.",
            "Divide the gin equally between them.",
            "Top each with the tonic water.",
            "Stir each gently once to keep the fizz.",
            "Garnish each glass with a cucumber slice.",
        ])
        // Three stirred drinks: one mixing glass, strained into the three glasses.
        let stirred = Recipe(id: "s", name: "Stirred for three", kind: .drink, glass: "lowball", method: .stirred, ice: .noIce,
                             lines: [line("gin", "150 ml"), line("sweet-vermouth", "60 ml")], servings: 3)
        #expect(composer.compose(stirred) == [
            "Add the gin and sweet vermouth to a mixing glass with ice.",
            "Stir until well chilled.",
            "Strain into 3 chilled lowball glasses.",
        ])
        // Four or more are a batch: the pitcher stays.
        let batch = Recipe(id: "b", name: "Batch", kind: .drink, glass: "highball", method: .built, ice: .cubed,
                           lines: [line("gin", "240 ml"), line("lime-juice", "60 ml"), line("tonic-water", "640 ml")], servings: 4)
        #expect(composer.compose(batch).contains { $0.contains("large pitcher") })
    }

    /// A blended punch bottled ahead and served cold without ice (coquito) rests in the fridge first; a
    /// smoothie for four is poured at once.
    @Test func aBlendedPunchIsChilledBeforeItIsPoured() {
        let punch = Recipe(id: "c", name: "Coquito", kind: .drink, category: "punch", glass: "lowball", method: .blended, ice: .noIce,
                           lines: [line("white-rum", "360 ml"), line("coconut-milk", "400 ml")], servings: 11)
        #expect(composer.compose(punch) == [
            // 760 ml goes into one blender jar.
            "Add the white rum and coconut milk to a blender.",
            "Blend until smooth.",
            "Cover and chill until cold, at least an hour, then stir well.",
            "Pour into 11 lowball glasses.",
        ])
        var smoothie = punch
        smoothie.category = "smoothie"
        #expect(!composer.compose(smoothie).contains { $0.contains("chill") })
    }

    /// A salt garnish line is a rim, made first, even when the garnish fact says only the wedge; a garnish
    /// line the fact does not name is said with it.
    @Test func garnishLinesTheFactDoesNotNameAreSaid() {
        let margarita = Recipe(id: "m", name: "M", kind: .drink, glass: "coupe", method: .shaken, ice: .noIce, garnish: "lime wedge", lines: [
            line("tequila", "50 ml"), line("lime-juice", "25 ml"), line("salt", "1 pinch", garnish: true),
        ])
        #expect(composer.compose(margarita) == [
            "Moisten the rim of a chilled coupe glass and dip it in salt.",
            "Add the tequila and lime juice to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into the rimmed glass.",
            "Garnish with a lime wedge.",
        ])
        let sour = Recipe(id: "s", name: "S", kind: .drink, glass: "coupe", method: .shaken, ice: .noIce, garnish: "orange slice and lemon twist", lines: [
            line("gin", "45 ml"), line("lemon-juice", "20 ml"), line("maraschino-cherry", "1", garnish: true),
        ])
        #expect(composer.compose(sour).last == "Garnish with an orange slice, a lemon twist and a maraschino cherry.")
        // A fact that names the line ("cherry") says it once.
        let named = Recipe(id: "n", name: "N", kind: .drink, glass: "coupe", method: .shaken, ice: .noIce, garnish: "cherry", lines: [
            line("gin", "45 ml"), line("maraschino-cherry", "1", garnish: true),
        ])
        #expect(composer.compose(named).last == "Garnish with a cherry.")
        // A "salt rim" line with no rim in the fact is dipped in salt.
        let rimLine = Recipe(id: "r", name: "R", kind: .drink, glass: "coupe", method: .shaken, ice: .noIce, garnish: "lime slice", lines: [
            line("tequila", "50 ml"), line("salt-rim", "1 tbsp", garnish: true),
        ])
        #expect(composer.compose(rimLine).first == "Moisten the rim of a chilled coupe glass and dip it in salt.")
        // One muddled line shared between two glasses is muddled as "it".
        let two = Recipe(id: "t", name: "T", kind: .drink, glass: "highball", method: .built, ice: .cubed, lines: [
            line("mint", "8 leaves", role: .muddle), line("white-rum", "90 ml"),
        ], servings: 2)
        #expect(composer.compose(two).prefix(3) == [
            "Share the mint between 2 highball glasses and muddle it in each.", "Fill each glass with ice.",
            "Divide the white rum equally between them.",
        ])
        // Salt the fact names as something else is no rim.
        let sprinkled = Recipe(id: "p", name: "P", kind: .drink, glass: "coupe", method: .shaken, ice: .noIce, garnish: "pinch of salt", lines: [
            line("gin", "45 ml"), line("salt", "1 pinch", garnish: true),
        ])
        #expect(composer.compose(sprinkled).first == "Add the gin to a shaker with ice.")
        #expect(composer.compose(sprinkled).last == "Garnish with a pinch of salt.")
    }

    /// Garnish wording: a bare comma list reads with "and"; garnish lines take their article.
    @Test func garnishListsReadAsLists() {
        func closing(_ garnish: String?, _ lines: [RecipeLine] = [], servings: Int? = nil) -> String? {
            composer.compose(Recipe(id: "x", name: "X", kind: .drink, glass: "coupe", method: .shaken, ice: .noIce, garnish: garnish,
                                    lines: [line("gin", "45 ml")] + lines, servings: servings)).last
        }
        #expect(closing("orange twist, rosemary sprig") == "Garnish with an orange twist and a rosemary sprig.")
        #expect(closing("lemon wheel, mint sprig, cherry") == "Garnish with a lemon wheel, a mint sprig and a cherry.")
        // A comma after an adjective is no list.
        #expect(closing("long, curly orange peel") == "Garnish with a long, curly orange peel.")
        #expect(closing("slice of orange, lemon or lime") == "Garnish with a slice of orange, lemon or lime.")
        // Celery is a stalk, named without an article (the Bloody Mary's "celery, lemon wedge").
        #expect(closing("celery, lemon wedge") == "Garnish with celery and a lemon wedge.")
        #expect(closing(nil, [line("maraschino-cherry", "1", garnish: true)]) == "Garnish with a maraschino cherry.")
        #expect(closing(nil, [line("dry-ice", "1", garnish: true)]) == "Garnish with dry ice.")
        #expect(closing("orange oil") == "Garnish with orange oil.")
        #expect(closing(nil, [line("cilantro", "1 sprig", garnish: true), line("lime-wedge", "1", garnish: true)]) == "Garnish with a cilantro sprig and a lime wedge.")
        #expect(closing(nil, [line("cinnamon-stick", "1", garnish: true)], servings: 4) == "Garnish each glass with a cinnamon stick.")
        #expect(closing(nil, [line("orange-slice", "1", garnish: true), line("maraschino-cherry", "2", garnish: true)])
            == "Garnish with an orange slice and maraschino cherries.")
    }
}
