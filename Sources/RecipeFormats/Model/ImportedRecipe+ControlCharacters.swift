/// Every text of a recipe without control characters, whatever format it came in.
extension ImportedRecipe {
    /// The recipe with each control character (C0, DEL, C1) in any of its texts made a space and runs of
    /// white space made one: a source that carries them as they are (a Larder export's JSON) cannot
    /// colour, clear or retitle the terminal its recipe is printed to.
    public func withoutControlCharacters() -> ImportedRecipe {
        func clean(_ text: String) -> String {
            text.contains(where: TextCleaner.isControl) ? TextCleaner.collapse(text) : text
        }
        var recipe = self
        recipe.title = clean(title)
        recipe.summary = summary.map(clean)
        recipe.ingredients = ingredients.map { line in
            ImportedLine(
                text: clean(line.text), amount: line.amount.map(clean), name: clean(line.name), note: line.note.map(clean),
                optional: line.optional)
        }
        recipe.steps = steps.map { ImportedStep(clean($0.text), section: $0.section.map(clean)) }
        recipe.yield = yield.map(clean)
        recipe.nutrition = Dictionary(nutrition.map { (clean($0.key), clean($0.value)) }, uniquingKeysWith: { first, _ in first })
        recipe.category = category.map(clean)
        recipe.cuisine = cuisine.map(clean)
        recipe.tags = tags.map(clean)
        recipe.glass = glass.map(clean)
        recipe.garnish = garnish.map(clean)
        recipe.sourceURL = sourceURL.map(clean)
        recipe.imageURL = imageURL.map(clean)
        recipe.author = author.map(clean)
        recipe.catalogID = catalogID.map(clean)
        return recipe
    }
}
