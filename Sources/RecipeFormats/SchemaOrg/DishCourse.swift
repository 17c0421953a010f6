/// The dish course a page's `recipeCategory` names, in the catalog's words ("main", "dessert", "side",
/// "breakfast", "snack", "salad", "soup", "sauce", "bread").
///
/// Pages fill `recipeCategory` with courses ("Main Course"), meals ("Dinner"), kinds of dish
/// ("Cookies") and site sections ("Cookbook Club"); only the first three say what course a dish is.
/// A value that names no course gives `nil` and is kept as a tag.
enum DishCourse {
    /// Words that name a course, checked word by word on the folded category ("side dishes" → "side").
    static let words: [String: String] = [
        "main": "main", "mains": "main", "entree": "main", "entrees": "main", "dinner": "main", "dinners": "main",
        "lunch": "main", "supper": "main", "casserole": "main", "curry": "main", "curries": "main", "pasta": "main",
        "dessert": "dessert", "desserts": "dessert", "cookies": "dessert", "cookie": "dessert", "cake": "dessert",
        "cakes": "dessert", "pie": "dessert", "pies": "dessert", "pudding": "dessert", "puddings": "dessert",
        "sweets": "dessert", "brownies": "dessert", "bars": "dessert", "tart": "dessert", "tarts": "dessert",
        "breakfast": "breakfast", "brunch": "breakfast",
        "side": "side", "sides": "side",
        "appetizer": "snack", "appetizers": "snack", "appetiser": "snack", "appetisers": "snack", "starter": "snack",
        "starters": "snack", "snack": "snack", "snacks": "snack", "canapes": "snack", "tapas": "snack",
        "salad": "salad", "salads": "salad",
        "soup": "soup", "soups": "soup", "stew": "soup", "stews": "soup", "chowder": "soup",
        "sauce": "sauce", "sauces": "sauce", "condiment": "sauce", "condiments": "sauce", "dressing": "sauce",
        "dressings": "sauce", "dip": "sauce", "dips": "sauce", "jam": "sauce", "jams": "sauce", "marmalades": "sauce",
        "bread": "bread", "breads": "bread", "loaf": "bread", "rolls": "bread", "buns": "bread", "flatbreads": "bread",
    ]

    /// The course the first category that names one gives, else `nil`.
    static func course(_ categories: [String]) -> String? {
        for category in categories {
            let folded = TextCleaner.fold(category)
            let tokens = folded.split(whereSeparator: { !$0.isLetter }).map(String.init)
            // "Side Dish" is a side even though "dish" follows; a course word anywhere decides.
            if let course = tokens.lazy.compactMap({ words[$0] }).first { return course }
        }
        return nil
    }
}
