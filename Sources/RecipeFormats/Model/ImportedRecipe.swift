import LarderCore

/// A recipe read from another app or a web page, before it is saved as one of the user's own.
///
/// It keeps what the source says, cleaned of markup: the title, every ingredient line (parsed into
/// amount, name and note), every step, the yield, times and nutrition. Nothing here touches a database;
/// resolving lines to catalog ingredients happens when the recipe is saved.
public struct ImportedRecipe: Hashable, Codable, Sendable {
    /// The recipe's title, cleaned of markup.
    public var title: String
    /// `nil` when the source does not say whether it is a drink or a dish.
    public var kind: RecipeKind?
    /// The source's short description of the recipe, when it gives one.
    public var summary: String?
    /// Every ingredient line, in the source's order.
    public var ingredients: [ImportedLine]
    /// The method, one entry per step; section headings are kept as steps' `section`.
    public var steps: [ImportedStep]
    /// The yield as the source writes it ("4 servings", "1 loaf").
    public var yield: String?
    /// The number of servings, when the yield gives one.
    public var servings: Int?
    /// Preparation time in minutes, as the source states it.
    public var prepMinutes: Int?
    /// Cooking time in minutes, as the source states it.
    public var cookMinutes: Int?
    /// Total time in minutes, as the source states it (see ``effectiveTotalMinutes``).
    public var totalMinutes: Int?
    /// Nutrition facts as the source gives them ("calories": "240 kcal"), keys without the schema prefix.
    public var nutrition: [String: String]
    /// The source's category for the recipe ("Dessert"), when it gives one.
    public var category: String?
    /// The source's cuisine ("Italian"), when it gives one.
    public var cuisine: String?
    /// The source's keywords and tags, as it writes them.
    public var tags: [String]
    /// The glass a drink is served in ("coupe"), when the source names one.
    public var glass: String?
    /// The drink's garnish as the source writes it, when it gives one apart from the lines.
    public var garnish: String?
    /// Where the recipe came from (a page's URL), when known.
    public var sourceURL: String?
    /// The address of the recipe's picture, as the source gives it (never downloaded).
    public var imageURL: String?
    /// Who the source credits with the recipe.
    public var author: String?
    /// The catalog id of a catalog recipe in an export: a receiver whose catalog has it refers to it
    /// instead of saving a copy.
    public var catalogID: String?

    /// A recipe with the parts given; what is left out is unknown.
    public init(
        title: String, kind: RecipeKind? = nil, summary: String? = nil, ingredients: [ImportedLine] = [],
        steps: [ImportedStep] = [], yield: String? = nil, servings: Int? = nil, prepMinutes: Int? = nil,
        cookMinutes: Int? = nil, totalMinutes: Int? = nil, nutrition: [String: String] = [:], category: String? = nil,
        cuisine: String? = nil, tags: [String] = [], glass: String? = nil, garnish: String? = nil,
        sourceURL: String? = nil, imageURL: String? = nil, author: String? = nil
    ) {
        self.title = title
        self.kind = kind
        self.summary = summary
        self.ingredients = ingredients
        self.steps = steps
        self.yield = yield
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.nutrition = nutrition
        self.category = category
        self.cuisine = cuisine
        self.tags = tags
        self.glass = glass
        self.garnish = garnish
        self.sourceURL = sourceURL
        self.imageURL = imageURL
        self.author = author
    }

    private enum CodingKeys: String, CodingKey {
        case title, kind, summary, ingredients, steps, yield, servings, prepMinutes, cookMinutes, totalMinutes
        case nutrition, category, cuisine, tags, glass, garnish, sourceURL, imageURL, author, catalogID
    }

    /// Decodes a recipe as Larder writes it; every field but `title` may be missing.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        kind = try c.decodeIfPresent(RecipeKind.self, forKey: .kind)
        summary = try c.decodeIfPresent(String.self, forKey: .summary)
        ingredients = try c.decodeIfPresent([ImportedLine].self, forKey: .ingredients) ?? []
        steps = try c.decodeIfPresent([ImportedStep].self, forKey: .steps) ?? []
        yield = try c.decodeIfPresent(String.self, forKey: .yield)
        servings = try c.decodeIfPresent(Int.self, forKey: .servings)
        prepMinutes = try c.decodeIfPresent(Int.self, forKey: .prepMinutes)
        cookMinutes = try c.decodeIfPresent(Int.self, forKey: .cookMinutes)
        totalMinutes = try c.decodeIfPresent(Int.self, forKey: .totalMinutes)
        nutrition = try c.decodeIfPresent([String: String].self, forKey: .nutrition) ?? [:]
        category = try c.decodeIfPresent(String.self, forKey: .category)
        cuisine = try c.decodeIfPresent(String.self, forKey: .cuisine)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        glass = try c.decodeIfPresent(String.self, forKey: .glass)
        garnish = try c.decodeIfPresent(String.self, forKey: .garnish)
        sourceURL = try c.decodeIfPresent(String.self, forKey: .sourceURL)
        imageURL = try c.decodeIfPresent(String.self, forKey: .imageURL)
        author = try c.decodeIfPresent(String.self, forKey: .author)
        catalogID = try c.decodeIfPresent(String.self, forKey: .catalogID)
    }

    /// A key for recognising the same recipe again: the folded title and ingredient lines.
    public var contentKey: String {
        ([TextCleaner.fold(title)] + ingredients.map { TextCleaner.fold($0.text) }).joined(separator: "\n")
    }

    /// Whether it has what makes a usable recipe: a title, an ingredient and a step.
    public var isComplete: Bool { !title.isEmpty && !ingredients.isEmpty && !steps.isEmpty }

    /// The total time to show and filter on: as the source states it, or else prep plus cook when either is
    /// known; `nil` when no time is known. A stated total shorter than the prep or the cook time alone
    /// cannot be the total (pages that swap the two fields), so prep plus cook is taken instead.
    public var effectiveTotalMinutes: Int? {
        let parts = prepMinutes == nil && cookMinutes == nil ? nil : (prepMinutes ?? 0) + (cookMinutes ?? 0)
        guard let total = totalMinutes else { return parts }
        return total < max(prepMinutes ?? 0, cookMinutes ?? 0) ? parts : total
    }
}

/// One step of an imported method.
public struct ImportedStep: Hashable, Codable, Sendable {
    /// The step's instruction, cleaned of markup.
    public var text: String
    /// The heading of the section the step is in ("For the sauce"), when the source groups steps.
    public var section: String?

    /// A step saying `text`, in the section headed `section` if any.
    public init(_ text: String, section: String? = nil) {
        self.text = text
        self.section = section
    }
}
