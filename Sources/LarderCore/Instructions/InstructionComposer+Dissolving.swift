/// What dissolves and what is strained out (issue 9, session 20): sugar, honey and condensed milk dissolve
/// only in a hot liquid, so a cold drink stirs them into its tea or simmered water before it cools; powders,
/// salt, sugar and extracts dissolve in a hot drink and leave nothing to strain (a hot chocolate is poured,
/// not strained), while whole spices, herbs, roots and fruit are strained out.
extension InstructionComposer {
    /// Whether `line` is a sweetener that dissolves only in a hot liquid: granulated or brown sugar,
    /// honey, jaggery, condensed milk. Syrups are already dissolved and mix cold.
    func dissolvesInHotLiquid(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        if raw.contains("syrup") { return false }
        return categories[line.ingredient] == .sweetener || raw.contains("condensed-milk")
    }

    /// Whether `line` is stirred into a cold drink's water or juice until it dissolves before the ice goes
    /// in: a sweetener that needs heat or stirring (``dissolvesInHotLiquid(_:)``) or a powder (malted
    /// chocolate, cocoa).
    func dissolvesStirred(_ line: RecipeLine) -> Bool {
        dissolvesInHotLiquid(line) || (line.ingredient.rawValue.contains("powder") && !line.garnish)
    }

    /// The sweeteners and powders among `lines` a cold drink dissolves before the ice goes in
    /// (``dissolvesStirred(_:)``), with the water or juice they are stirred into; `nil` when it has not both.
    /// Lines brewed or simmered first are already a liquid of their own.
    func dissolving(_ lines: [RecipeLine], _ draft: DrinkDraft) -> (sweet: [RecipeLine], solvents: [RecipeLine])? {
        let prepared = draft.brewed + draft.simmered
        let sweet = lines.filter { dissolvesStirred($0) && !prepared.contains($0) }
        let solvents = lines.filter { ([.water, .juice].contains(categories[$0.ingredient]) || isHeatableMilk($0.ingredient)) && !prepared.contains($0) }
        return sweet.isEmpty || solvents.isEmpty ? nil : (sweet, solvents)
    }

    /// The honey or granulated sugar among a shaken drink's `lines`, which ice would seize or leave gritty, with
    /// what it is stirred into in the shaker first: the drink's coffee while it is hot (a shaken espresso's brown
    /// sugar), else its juice, water or milk, else its spirits.
    /// `nil` when there is none of it. Condensed milk, agave nectar and syrups pour and shake as they are.
    func shakenDissolving(_ lines: [RecipeLine], _ draft: DrinkDraft) -> (sweet: [RecipeLine], solvents: [RecipeLine])? {
        let prepared = draft.brewed + draft.simmered
        let pours = ["condensed", "agave", "nectar"]
        let sweet = lines.filter { line in dissolvesInHotLiquid(line) && !pours.contains(where: line.ingredient.rawValue.contains) && !prepared.contains(line) }
        guard !sweet.isEmpty else { return nil }
        let rest = lines.filter { !sweet.contains($0) }
        let liquids = rest.filter { [.water, .juice].contains(categories[$0.ingredient]) || isHeatableMilk($0.ingredient) }
        let spirits = rest.filter { categories[$0.ingredient]?.isAlcoholic == true && categories[$0.ingredient] != .bitters }
        let coffee = rest.filter { categories[$0.ingredient] == .coffee }
        let solvents = !coffee.isEmpty ? coffee : liquids.isEmpty ? spirits : liquids
        return solvents.isEmpty ? nil : (sweet, solvents)
    }

    /// "Stir the sugar into the water in a mixing glass until it dissolves."
    func dissolvingStep(_ sweet: [RecipeLine], into solvents: [RecipeLine], in vessel: String) -> String {
        let several = sweet.count > 1 || name(of: sweet[0]).hasSuffix("s")
        return "Stir \(listing(sweet)) into \(listing(solvents)) in \(vessel) until \(several ? "they dissolve" : "it dissolves")."
    }

    /// A whole sugar cube (white or brown), by id.
    static func isSugarCube(_ id: IngredientID) -> Bool {
        id.rawValue == "sugar-cube" || id.rawValue.hasSuffix("-sugar-cube")
    }

    /// Words of an id that make a spice, herb or fruit dissolve or blend into the drink rather than stay
    /// whole: a powder, something ground or grated, salt, sugar, an extract, a juice or a purée, candied fruit.
    static let dissolvingWords = ["powder", "ground", "grated", "salt", "sugar", "extract", "juice", "puree", "syrup", "paste", "zest", "candied"]

    /// Whether a heated or simmered `line` leaves solids to strain out: whole spices, herbs, roots, fruit,
    /// nuts or grains, not what dissolves (``dissolvingWords``).
    func isStrainedOut(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        guard let category = categories[line.ingredient], [.spice, .herb, .fruit, .vegetable, .nut, .grain].contains(category) else { return false }
        return !Self.dissolvingWords.contains(where: raw.contains)
    }

    /// Baking soda, which a noon chai boils with its tea leaves to turn them deep red (and the tea pink once
    /// the milk goes in): it goes into the pan with the leaves, never stirred in at the end.
    static func isBakingSoda(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        return raw == "baking-soda" || raw.contains("bicarbonate")
    }

    /// Chocolate or cocoa warmed in milk: whisked until it melts and the drink is smooth.
    static func isChocolate(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        return (raw.contains("chocolate") || raw.contains("cocoa")) && !raw.hasPrefix("hot-") && !raw.contains("liqueur") && !raw.contains("bitters")
    }
}
