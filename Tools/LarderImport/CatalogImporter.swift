import Foundation
import LarderCore
import LarderCatalog
import LarderCatalogBuild

/// Builds the catalog sources from the data sets and our curation tables: reads every data set,
/// resolves ingredient lines to canonical ingredients, merges drinks named alike, and reports.
///
///     let result = try CatalogImporter(datasets: layout.datasets, curation: layout.curation).run()
///     try result.sources.write(to: layout.catalog)
///
/// The result depends only on the input files: everything is sorted and nothing is dated, so two
/// runs write byte-identical sources.
public struct CatalogImporter: Sendable {
    public let datasets: URL
    public let curation: URL
    /// Our written dish methods (`Bundle/dishes`, one `.cook` file a dish).
    public let methods: URL
    /// The catalog version written into the manifest.
    public var version: Int

    /// `methods` defaults to the `dishes` folder beside `curation`.
    public init(datasets: URL, curation: URL, methods: URL? = nil, version: Int = 1) {
        self.datasets = datasets
        self.curation = curation
        self.methods = methods ?? curation.deletingLastPathComponent().appendingPathComponent("dishes")
        self.version = version
    }

    /// The catalog sources and the quality report.
    public struct Result: Sendable {
        public var sources: CatalogSources
        public var report: ImportReport
        /// The bar's quality checks over the finished drinks.
        public var quality: DrinkQualityReport
    }

    /// Runs the import.
    ///
    /// - Complexity: O(n) in the size of the data sets, plus sorting.
    public func run() throws(ImportError) -> Result {
        let tables = try Curation.load(from: curation)
        let barAssistant = BarAssistantReader(directory: datasets.appendingPathComponent("bar-assistant"))
        var registry = IngredientRegistry(curation: tables, barAssistant: try barAssistant.ingredients())
        var drinks = try LarderSpecReader(directory: curation.deletingLastPathComponent().appendingPathComponent("drinks")).recipes()
            + IBAReader(directory: datasets.appendingPathComponent("iba-rasmusab")).recipes()
            + barAssistant.recipes()
            + OpenDrinksReader(directory: datasets.appendingPathComponent("opendrinks")).recipes()
        var dishes = try PublicDomainRecipesReader(directory: datasets.appendingPathComponent("public-domain-recipes")).recipes()
        for index in drinks.indices { drinks[index].dropTrailingRecipeWord() }
        for index in dishes.indices { dishes[index].dropTrailingRecipeWord() }
        // Our methods and filled facts: a dish they touch credits `larder` too.
        let written = try DishMethods.load(from: methods)
        let facts = try DishFacts.load(from: curation)
        let amounts = try DishAmounts.load(from: curation)
        let ownDishes = try written.ownDishes(besides: dishes)
        // A food recipe tagged "drink" (Irish Coffee, a tea, a mulled wine, kombucha), or filed as one in
        // `dish-facts.tsv` (Limoncello, a homemade liqueur), is a drink; a method we wrote for it is its steps.
        let isDrink = { (dish: SourceRecipe) in dish.tags.contains("drink") || facts.isDrink(dish) }
        var drinkMethods: [String: CooklangRecipe] = [:]
        for dish in dishes where isDrink(dish) {
            var drink = dish
            drink.kind = .drink
            if let method = written.method(for: dish) {
                DishMethods.apply(method, to: &drink)
                drink.kind = .drink
                drinkMethods[drink.name] = method
                drink.source = dish.source
            }
            drinks.append(drink)
        }
        dishes.removeAll(where: isDrink)
        // Records that are no recipe ("Hot Water") are left out, by name or as one data set record
        // ("opendrinks:hot-buttered-rum", a bulk batter, while our own spec of the drink stays).
        drinks.removeAll {
            tables.notRecipes.contains(RecipeMerger.nameKey($0.name))
                || tables.notRecipes.contains("\($0.source.dataset):\($0.source.record ?? "")")
        }
        dishes += ownDishes
        var dishMethods: [CooklangRecipe?] = []
        var oursToo: [Bool] = []
        for index in dishes.indices {
            let method = written.method(for: dishes[index])
            if let method { DishMethods.apply(method, to: &dishes[index]) }
            let filled = facts.fill(&dishes[index])
            dishMethods.append(method)
            oursToo.append(method != nil || filled)
        }

        var report = ImportReport()
        let builder = RecipeBuilder()
        var drinkRecipes = drinks.map { builder.build($0, registry: &registry, report: &report) }
        for index in drinkRecipes.indices {
            guard let method = drinkMethods[drinks[index].name] else { continue }
            drinkRecipes[index].steps = DishMethods.steps(method, registry: &registry)
            if !drinkRecipes[index].sources.contains(where: { $0.dataset == "larder" }) {
                drinkRecipes[index].sources.append(SourceRef(dataset: "larder"))
            }
        }
        var dishRecipes: [Recipe] = []
        for (index, dish) in dishes.enumerated() {
            var recipe = builder.build(dish, registry: &registry, report: &report)
            if let method = dishMethods[index] { recipe.steps = DishMethods.steps(method, registry: &registry) }
            let measured = amounts.fill(&recipe, record: dish.source.record)
            if oursToo[index] || measured, !recipe.sources.contains(where: { $0.dataset == "larder" }) {
                recipe.sources.append(SourceRef(dataset: "larder"))
            }
            dishRecipes.append(recipe)
        }

        registry.settlePending()
        let ingredients = registry.finished().map { ingredient in
            var ingredient = ingredient
            ingredient.keepsCapital = tables.keepsCapital(ingredient.name)
            return ingredient
        }
        let (mergedDrinks, merged) = RecipeMerger(ingredients: ingredients, merges: tables.recipeMerges).merge(drinkRecipes)
        let drinkCuration = try DrinkCuration.load(from: curation)
        let (factDrinks, misses) = drinkCuration.apply(to: mergedDrinks, known: Set(ingredients.map(\.id)))
        let (curatedDrinks, ibaMissing) = try IBAList.load(from: curation).apply(to: factDrinks)
        let families = DrinkFamilies(ingredients: ingredients)
        var recipes = curatedDrinks.map { families.fill(Self.derivingAlcoholic(families.withBatchServings($0), ingredients: ingredients)) }
        recipes += Self.uniqueDishes(dishRecipes, taken: Set(recipes.map(\.id)))
        recipes = try Self.addingAliases(tables.recipeAliases, to: recipes)
        recipes = try RenownList.load(from: curation).apply(to: recipes)

        let ids = Set(ingredients.map(\.id))
        let substitutes = tables.substitutes.filter { ids.contains($0.original) && ids.contains($0.replacement) }
        let sources = CatalogSources(
            manifest: CatalogManifest(version: version), ingredients: ingredients,
            recipes: recipes.sorted { $0.id < $1.id }, substitutes: substitutes)

        report.drinks = recipes.filter { $0.kind == .drink }.count
        report.dishes = recipes.filter { $0.kind == .dish }.count
        report.variants = recipes.map(\.variants.count).reduce(0, +)
        report.larderOnlyDrinks = recipes.filter { $0.kind == .drink && !$0.sources.isEmpty && $0.sources.allSatisfy { $0.dataset == "larder" } }.count
        report.ingredients = ingredients.count
        report.createdIngredients = registry.created.count
        report.uncategorisedIngredients = registry.created.filter { registry.ingredient($0)?.category == .other }.count
        report.merged = merged
        report.curationMisses = misses
        report.dishQuality = DishQuality(recipes.filter { $0.kind == .dish }, ingredients: ingredients)
        for recipe in drinks + dishes { report.recipesPerDataset[recipe.source.dataset, default: 0] += 1 }
        let quality = DrinkQualityReport.measure(
            sources.recipes, ingredients: ingredients, exceptions: try DrinkQualityReport.exceptions(in: curation), ibaMissing: ibaMissing,
            lostLines: report.lostDrinkLines, recordAlcoholic: Self.recordAlcoholic(sources.recipes, records: drinks),
            measures: try pieceMeasures(ingredients))
        return Result(sources: sources, report: report, quality: quality)
    }

    /// The household measures of `ingredients` as `larder-build nutrition` maps them (USDA SR and `usda-foods.tsv`), so the
    /// glass check weighs a blended drink's whole fruit as the compiled catalog does; none when the data sets hold no USDA
    /// folder (a test's small data sets).
    ///
    /// - Complexity: O(f + w + i): reads the USDA foods and weights once, then maps each ingredient.
    func pieceMeasures(_ ingredients: [Ingredient]) throws(ImportError) -> [IngredientID: IngredientMeasure] {
        let folder = datasets.appendingPathComponent("usda-sr-abbrev")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("WEIGHT.txt").path) else { return [:] }
        let reference = try USDAStandardReference.load(from: folder)
        let importer = NutritionImporter(reference: reference, mappingFile: curation.appendingPathComponent("usda-foods.tsv"))
        let records = try importer.run(ingredients: ingredients).records
        return Dictionary(records.map { ($0.ingredient, $0.measure) }, uniquingKeysWith: { first, _ in first })
    }

    /// The ids of the drinks and variants of `recipes` one of whose data-set `records` calls it alcoholic, for the
    /// report's `record-alcoholic` check (the catalog's own flag is derived from the lines, so it cannot tell).
    ///
    /// - Complexity: O(r + s) for the records and the recipes' sources.
    static func recordAlcoholic(_ recipes: [Recipe], records: [SourceRecipe]) -> Set<RecipeID> {
        let alcoholic = Set(records.filter { $0.alcoholic == true && $0.source.record != nil }.map(\.source))
        var out = Set<RecipeID>()
        for recipe in recipes where recipe.kind == .drink {
            if recipe.sources.contains(where: alcoholic.contains) { out.insert(recipe.id) }
            for variant in recipe.variants where variant.sources.contains(where: alcoholic.contains) { out.insert(variant.id) }
        }
        return out
    }

    /// Dishes keep their own slug; a second dish of the same name, or one named like a drink, gets a suffix.
    static func uniqueDishes(_ dishes: [Recipe], taken: Set<RecipeID>) -> [Recipe] {
        var taken = taken
        return dishes.sorted { $0.sources.first! < $1.sources.first! }.map { dish in
            var dish = dish
            var id = dish.id
            if taken.contains(id) { id = RecipeID("\(dish.id.rawValue)-dish") }
            var counter = 2
            while taken.contains(id) {
                id = RecipeID("\(dish.id.rawValue)-\(counter)")
                counter += 1
            }
            dish.id = id
            taken.insert(id)
            return dish
        }
    }

    /// `recipes` with the curated other names added; an alias naming no recipe is an error, so a
    /// renamed or dropped recipe cannot leave a stale line behind.
    static func addingAliases(_ aliases: [(alias: String, id: RecipeID)], to recipes: [Recipe]) throws(ImportError) -> [Recipe] {
        var recipes = recipes
        let index = Dictionary(uniqueKeysWithValues: recipes.enumerated().map { ($1.id, $0) })
        for (alias, id) in aliases {
            guard let position = index[id] else { throw .malformed("recipe-aliases.tsv", "no recipe \(id.rawValue) for the alias \(alias)") }
            if !recipes[position].aliases.contains(alias) && recipes[position].name != alias {
                recipes[position].aliases.append(alias)
                recipes[position].aliases.sort()
            }
        }
        return recipes
    }

    /// A drink is alcoholic when its lines say so (``DrinkQualityReport/isAlcoholic(_:ingredients:)``),
    /// whatever its source says.
    static func derivingAlcoholic(_ recipe: Recipe, ingredients: [Ingredient]) -> Recipe {
        let byID = Dictionary(uniqueKeysWithValues: ingredients.map { ($0.id, $0) })
        var recipe = recipe
        recipe.alcoholic = DrinkQualityReport.isAlcoholic(recipe, ingredients: byID)
        return recipe
    }
}
