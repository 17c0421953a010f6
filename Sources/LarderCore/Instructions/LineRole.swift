/// What a bartender does with one line of a drink: the technique model behind composed instructions.
///
/// A line's role comes from our curation (`RecipeLine.role`) when it is stated there, otherwise from
/// the drink's method and the line's ingredient (``TechniquePlanner``).
public enum LineRole: String, Codable, Sendable, CaseIterable {
    /// Pressed in the glass or shaker before anything else goes in (mint, sugar cube, lime wedges).
    case muddle
    /// Shaken with ice with the rest of the mix.
    case shake
    /// Stirred with ice in a mixing glass.
    case stir
    /// Poured straight into the serving glass.
    case build
    /// Added after the drink is mixed and strained (soda, tonic, sparkling wine): never shaken.
    case top
    /// Poured gently onto the finished drink so it sits on top.
    case float
    /// Swirled round the glass to coat it, the excess discarded (absinthe in a Sazerac).
    case rinse
    /// Shaken first without ice to emulsify (egg white, aquafaba), then shaken again with ice.
    case dryShake = "dry-shake"
    /// Poured in order over the back of a spoon so the layers stay apart.
    case layer
    /// Warmed together in a pan (mulled wine, hot cider).
    case heat
    /// Simmered in a saucepan, just below the boil, until it gives up its flavour (barley, panela or
    /// water chestnuts in their water); the drink's cooking time, when its facts give one, says how long.
    case simmer
    /// Blended with ice.
    case blend
    /// A fresh piece of citrus (a lime half, a lemon wedge) squeezed over the finished drink by hand
    /// and dropped in: never muddled, never poured.
    case squeeze
    /// Whisked by hand in a chilled bowl until smooth and frothy, then poured into the glass (the
    /// sorbet and vodka of a sgroppino); in a drink that is not built it is mixed with the rest.
    case whisk
    /// Whisked by hand until thick and pale, then spooned on top of the finished drink (the whipped
    /// coffee of a dalgona, the egg-yolk foam of a Vietnamese egg coffee); never poured in with the rest.
    case whip
    /// Served beside the drink (a beer back, a chaser).
    case side
    /// Poured into a shot glass that is dropped into the rest of the drink as it is served (the
    /// Jägermeister of a Jägerbomb).
    case dropShot = "drop-shot"
    /// Stirred together with the other frozen lines in a freezer-safe container and frozen, stirred now
    /// and then, until it sets to a slush, then scooped into the glasses (a Newfoundland slush, a granita):
    /// never shaken, never blended.
    case freeze
    /// Left in a jar with the rest to ferment (tea and sugar for kombucha, bread and yeast for kvass).
    case ferment
    /// Poured slowly down the inside of the finished glass so it sinks to the bottom, and not stirred (the
    /// grenadine of a Tequila Sunrise).
    case sink
    /// A small bottle tipped neck down into the finished drink and left to drain into it as it is drunk (the
    /// Coronita of a Coronarita).
    case upend
    /// Drizzled inside the empty glass before the drink goes in, so it runs down the sides (the chocolate
    /// syrup of a dessert drink); after the rim, if the glass has one.
    case drizzle
    /// The garnish.
    case garnish
    /// Poured onto the rest in the glass, which is then covered, slammed down on the bar so it foams up, and
    /// drunk in one (the lemon-lime soda of a tequila slammer): never stirred.
    case slam
    /// Floated on the finished drink and set alight, the flame put out before it is drunk (the overproof rum
    /// of a Flaming Moe).
    case light
    /// Blended on its own, without ice, and poured into the glass first; the rest is blended with ice and
    /// poured in over it, so it rises through the drink in streaks (the strawberries and rum of a Lava Flow).
    case swirl

    /// Roles whose lines go on, beside or under the drink once it is mixed, or never into it (tops, floats,
    /// a lit float, a slammer's soda, sides, a dropped shot, a squeezed wedge, the garnish): no mixing step
    /// takes them.
    static let outOfTheMix: Set<LineRole> = [.garnish, .top, .float, .light, .slam, .side, .dropShot, .squeeze]
}
