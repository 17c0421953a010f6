/// How a recipe is shown to a cook: scaled, converted to the user's units and rounded to what a kitchen
/// measures (see `RecipePresentation+Kitchen.swift`).
public enum RecipePresentation {}
