/// Yerba mate drunk hot from its gourd: the leaves fill the gourd two-thirds, banked to one side and wetted
/// with a little cool water so the hot water does not scald them; the water, at about 75 °C, is poured in
/// and the mate drunk through a bombilla, the gourd topped up as it runs dry. The leaves stay in: mate is
/// never steeped and taken out like tea.
extension InstructionComposer {
    /// The steps of a hot built drink of yerba mate and its water alone, or `nil` for any other drink.
    func gourdMateSteps(_ draft: DrinkDraft) -> [String]? {
        guard draft.servedHot, !draft.teas.isEmpty, TeaSteep(teas: draft.teas).leaf == .mate else { return nil }
        let mixed = draft.withRole(.build, .stir, .shake, .muddle, .heat, .blend, .dryShake, .layer, .simmer)
        guard mixed.allSatisfy(draft.brewed.contains) else { return nil }
        let water = draft.brewed.filter { categories[$0.ingredient] == .water }
        let vessel = draft.glassName.contains("gourd") ? "a mate gourd" : "a mate gourd (or a \(draft.glassName))"
        return [
            "Heat \(water.isEmpty ? "a jug of water" : listing(water)) to about 75 °C, well short of the boil.",
            "Fill \(vessel) about two-thirds with \(listing(draft.teas)), tip it so the leaves bank up on one side and wet them with a little cool water.",
            "Push a bombilla into the wet side, pour the hot water in beside it and drink through the bombilla, topping up with hot water as it runs dry.",
        ]
    }
}
