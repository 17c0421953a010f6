/// A slush frozen in the freezer (issue 9, session 20): its lines are stirred together in a freezer-safe
/// container and frozen, stirred with a fork now and then so it sets to a slush rather than a block (the
/// spirit in it keeps it soft), then scooped into the glasses and topped there. It is never shaken or
/// blended, and never poured: a slush is scooped.
extension InstructionComposer {
    /// The steps of a slush whose `frozen` lines (role ``LineRole/freeze``) are named by `mixed` (which
    /// says "the cooled sugar water" for a syrup simmered first), scooped into `servings` glasses named
    /// `glassName` and topped with `tops` in each glass.
    ///
    /// - Complexity: O(n) in the number of lines.
    func freezeSteps(mixed: String, tops: [RecipeLine], glassName: String, servings: Int) -> [String] {
        let into = Self.servingGlasses(glassName, servings)
        let filling = tops.isEmpty ? "" : servings > 1 ? ", filling each about two-thirds" : ", filling it about two-thirds"
        var steps = [
            "Stir \(mixed) together in a large freezer-safe container.",
            "Cover and freeze overnight, stirring with a fork every couple of hours, until it sets to a soft slush.",
            "Scrape the slush up with a fork and scoop it into \(into)\(filling).",
        ]
        if !tops.isEmpty { steps.append(toppingEach(servings, with: topping(tops))) }
        return steps
    }

    /// The steps of a frozen blend (a frosé): its `frozen` lines, named by `mixed`, blended smooth and
    /// frozen in a covered dish for hours (the wine or spirit in it keeps it from setting hard), blended
    /// again until fluffy, spooned into `servings` glasses named `glassName`, and topped with `tops`.
    ///
    /// - Complexity: O(n) in the number of lines.
    func frozenBlendSteps(mixed: String, tops: [RecipeLine], glassName: String, servings: Int) -> [String] {
        let into = Self.servingGlasses(glassName, servings)
        var steps = [
            "Blend \(mixed) until smooth.",
            "Pour it into a shallow dish, cover and freeze for at least six hours, or overnight, until slushy.",
            "Blend it again until fluffy and spoon it into \(into).",
        ]
        if !tops.isEmpty { steps.append(toppingEach(servings, with: "a splash of " + topping(tops))) }
        return steps
    }

    /// "a coupe glass", or "4 coupe glasses" for more than one serving; "a warmed mug", "4 warmed mugs"
    /// with the glasses' `state`.
    static func servingGlasses(_ glassName: String, _ servings: Int, _ state: String? = nil) -> String {
        let described = state.map { "\($0) " } ?? ""
        return servings > 1 ? "\(servings) \(described)\(Plural.plural(of: glassName))" : "a \(described)\(glassName)"
    }

    /// "Top with the soda water.", or "Top each glass with …" for more than one serving.
    func toppingEach(_ servings: Int, with what: String) -> String {
        "\(servings > 1 ? "Top each glass" : "Top") with \(what)."
    }
}
