import Testing
@testable import LarderCore

/// Session 23's second set of composer classes (issue 9), against steps written out by hand: a float measured
/// in dashes is dashed and a sink in drops dropped in; a neat pour in a snifter is not chilled; a chocolate rim
/// is dipped in melted chocolate; a garnish measured in leaves or sprigs is named for them; three small sours
/// share one shaker.
struct DashDropRimAndVesselComposerTests: ComposerFixture {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "cognac", name: "Cognac", category: .spirit),
        Ingredient(id: "benedictine", name: "Bénédictine", category: .liqueur),
        Ingredient(id: "orange-flower-water", name: "Orange flower water", category: .other),
        Ingredient(id: "sambuca", name: "Sambuca", category: .liqueur),
        Ingredient(id: "grenadine-syrup", name: "Grenadine syrup", category: .syrup),
        Ingredient(id: "chocolate", name: "Chocolate", category: .sweetener),
        Ingredient(id: "ice-cream", name: "Ice cream", category: .dairy),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "peppermint", name: "Peppermint", category: .herb),
        Ingredient(id: "port", name: "Port", category: .fortifiedWine),
        Ingredient(id: "tonic", name: "Tonic", category: .soda),
    ])

    @Test func aFloatInDashesIsDashedAndASinkInDropsDroppedIn() {
        let dashed = drink("coupe", .shaken, ice: .noIce, [
            line("gin", "45 ml"), line("lemon-juice", "20 ml"), line("orange-flower-water", "5 dash", role: .float),
        ])
        #expect(composer.compose(dashed).last == "Dash the orange flower water over the top.")
        let dropped = drink("shot", .layered, ice: .noIce, [line("sambuca", "20 ml"), line("grenadine-syrup", "5 drop", role: .sink)])
        #expect(composer.compose(dropped).last == "Drop the grenadine syrup into the glass a drop at a time so it sinks; do not stir.")
    }

    @Test func aNeatPourInASnifterIsNotChilled() {
        // B&B: brandy and Bénédictine poured into a snifter, served at room temperature.
        let bb = drink("snifter", .built, ice: .noIce, [line("cognac", "30 ml"), line("benedictine", "30 ml")])
        let steps = composer.compose(bb)
        #expect(steps.first == "Take a snifter at room temperature.")
        #expect(!steps.contains { $0.contains("Chill") || $0.contains("chilled") })
    }

    @Test func aChocolateRimIsDippedInMeltedChocolateAndSet() {
        let shake = drink("highball", .blended, ice: .noIce, garnish: "chocolate rim", [
            line("chocolate", "25 g", role: .garnish, garnish: true), line("ice-cream", "5 scoop"), line("milk", "175 ml"),
        ])
        #expect(composer.compose(shake).first == "Dip the rim of a highball glass in melted chocolate and let it set.")
        let crumbed = drink("champagne", .built, ice: .noIce, garnish: "chocolate and candy cane rim", [line("port", "60 ml")])
        #expect(composer.compose(crumbed).first == "Dip the rim of a champagne glass in melted chocolate, then in candy cane, and let it set.")
    }

    @Test func aGarnishInLeavesIsNamedForThem() {
        let porto = drink("highball", .built, ice: .cubed, [
            line("port", "60 ml"), line("tonic", "120 ml"), line("peppermint", "2 leaf", role: .garnish, garnish: true),
        ])
        #expect(composer.compose(porto).last == "Garnish with peppermint leaves.")
    }

    @Test func threeSmallSoursShareOneShaker() {
        // 3 × (45 ml gin, 20 ml lemon, 15 ml syrup) = 240 ml: one 28 oz tin; four would not.
        let three = drink("coupe", .shaken, ice: .noIce, servings: 3, [
            line("gin", "135 ml"), line("lemon-juice", "60 ml"), line("simple-syrup", "45 ml"),
        ])
        #expect(!composer.compose(three).contains { $0.hasPrefix("Working in batches") })
        let four = drink("coupe", .shaken, ice: .noIce, servings: 4, [
            line("gin", "180 ml"), line("lemon-juice", "80 ml"), line("simple-syrup", "60 ml"),
        ])
        #expect(composer.compose(four).contains { $0.hasPrefix("Working in batches") })
    }
}
