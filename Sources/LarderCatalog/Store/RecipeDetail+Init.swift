import LarderCore

extension RecipeDetail {
    /// A recipe to show that is not read from the catalog (one of the user's own).
    public init(
        summary: RecipeSummary, garnish: String? = nil, instructions: [String], lines: [LineDetail], tags: [String] = [],
        prepMinutes: Int? = nil, cookMinutes: Int? = nil, servings: Int? = nil, cuisine: String? = nil, sources: [SourceRef] = []
    ) {
        self.init(
            summary: summary, aliases: [], ice: nil, garnish: garnish, instructions: instructions, lines: lines, tags: tags,
            prepMinutes: prepMinutes, cookMinutes: cookMinutes, servings: servings, cuisine: cuisine, volumeMillilitres: nil,
            sources: sources, variants: [], steps: [])
    }
}

extension LineDetail {
    /// A line to show that is not read from the catalog.
    public init(ingredient: IngredientRef, amountText: String?, note: String?, optional: Bool = false, nameAsWritten: Bool? = nil) {
        self.init(
            ingredient: ingredient, amountText: amountText, amount: amountText.flatMap(AmountParser.parse), note: note,
            optional: optional, garnish: false, substitutes: [], nameAsWritten: nameAsWritten)
    }
}
