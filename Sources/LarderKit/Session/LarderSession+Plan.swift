import Foundation
import LarderCatalog
import LarderCore
import LarderUser

extension LarderSession {
    // MARK: Reading what the user typed

    /// Today, in the machine's time zone (`LARDER_TODAY=YYYY-MM-DD` fixes it, for scripts and tests).
    public func today() -> PlanDate {
        if let fixed = ProcessInfo.processInfo.environment["LARDER_TODAY"], let day = PlanDate(iso: fixed) { return day }
        return PlanDate.today()
    }

    /// A day as typed (`YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, a weekday name).
    public func planDay(_ text: String) throws(LarderError) -> PlanDate {
        guard let day = PlanDate.parse(text, today: today()) else {
            throw .invalidInput("unknown date '\(text)': use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name")
        }
        return day
    }

    /// A day naming a week as typed: `this`, `last`, `next` (week), or any day ``planDay(_:)`` reads.
    public func planWeekDay(_ text: String) throws(LarderError) -> PlanDate {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "this", "this-week": return today()
        case "last", "last-week": return today().adding(days: -7)
        case "next", "next-week": return today().adding(days: 7)
        default: return try planDay(text)
        }
    }

    /// A meal slot as typed.
    public func mealSlot(_ text: String) throws(LarderError) -> MealSlot {
        guard let slot = MealSlot(named: text) else {
            throw .invalidInput("unknown meal slot '\(text)': use " + MealSlot.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return slot
    }

    /// The week's first day (1 = Sunday … 7 = Saturday): `override` when given (a weekday name), else
    /// `LARDER_WEEK_START`, else the locale's calendar.
    public func firstWeekday(_ override: String? = nil) throws(LarderError) -> Int {
        for text in [override, ProcessInfo.processInfo.environment["LARDER_WEEK_START"]].compactMap({ $0 }) where !text.isEmpty {
            guard let weekday = PlanDate.weekday(named: text) else {
                throw .invalidInput("unknown week start '\(text)': use a weekday name such as monday or sunday")
            }
            return weekday
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale.current
        return calendar.firstWeekday
    }

    /// The seven days of the week holding `day`.
    public func week(containing day: PlanDate, firstWeekday: Int) -> ClosedRange<PlanDate> {
        let start = day.weekStart(firstWeekday: firstWeekday)
        return start...start.adding(days: 6)
    }

    // MARK: Editing

    /// Plans `recipe` (name or id) for `day`'s `slot` (`dinner` when `nil`), `servings` or the recipe's own yield.
    @discardableResult
    public func addToPlan(day: String, slot: String?, recipe: String, servings: Int?) throws(LarderError) -> PlanEntry {
        let date = try planDay(day)
        let meal = try slot.map { (text) throws(LarderError) in try mealSlot(text) } ?? .dinner
        if let servings, !(1...1000).contains(servings) { throw .invalidInput("servings must be 1 to 1000, not \(servings)") }
        let id = try planRecipe(recipe)
        let entry = PlanEntry(day: date, slot: meal, recipe: id, servings: servings)
        try withUserData { (user) throws(UserDataError) in _ = try user.addPlanEntries([entry]) }
        return entry
    }

    /// Removes what is planned on `day` (only in `slot`, only `recipe`, when given). Returns how many went.
    @discardableResult
    public func removeFromPlan(day: String, slot: String?, recipe: String?) throws(LarderError) -> Int {
        let date = try planDay(day)
        let meal = try slot.map { (text) throws(LarderError) in try mealSlot(text) }
        let id = try recipe.map { (text) throws(LarderError) in try planRecipe(text) }
        return try withUserData { (user) throws(UserDataError) in try user.removePlanEntries(day: date, slot: meal, recipe: id) }
    }

    /// Moves what is planned on `day` (only in `slot`, only `recipe`, when given) to `toDay` (`toSlot`, else the same slot).
    @discardableResult
    public func moveInPlan(day: String, slot: String?, recipe: String?, toDay: String, toSlot: String?) throws(LarderError) -> Int {
        let date = try planDay(day)
        let target = try planDay(toDay)
        let meal = try slot.map { (text) throws(LarderError) in try mealSlot(text) }
        let targetMeal = try toSlot.map { (text) throws(LarderError) in try mealSlot(text) }
        let id = try recipe.map { (text) throws(LarderError) in try planRecipe(text) }
        return try withUserData { (user) throws(UserDataError) in
            try user.movePlanEntries(day: date, slot: meal, recipe: id, toDay: target, toSlot: targetMeal)
        }
    }

    /// Removes everything planned from `from` to `to`. Returns how many entries went.
    @discardableResult
    public func clearPlan(from: PlanDate, to: PlanDate) throws(LarderError) -> Int {
        guard from <= to else { throw .invalidInput("the start \(from) is after the end \(to)") }
        return try withUserData { (user) throws(UserDataError) in try user.clearPlan(from: from, to: to) }
    }

    /// Copies the week holding `source` onto the week holding `target`, day for day (a Monday's meals to
    /// the Monday), in one transaction. Returns how many entries were new in the target week.
    @discardableResult
    public func copyPlanWeek(from source: PlanDate, to target: PlanDate, firstWeekday: Int) throws(LarderError) -> Int {
        let from = week(containing: source, firstWeekday: firstWeekday)
        let to = week(containing: target, firstWeekday: firstWeekday)
        guard from != to else { throw .invalidInput("the two weeks are the same week (\(from.lowerBound))") }
        let shift = to.lowerBound.dayNumber - from.lowerBound.dayNumber
        return try withUserData { (user) throws(UserDataError) in
            let entries = try user.planEntries(from: from.lowerBound, to: from.upperBound)
            if entries.isEmpty { throw UserDataError.notPlanned("the week of \(from.lowerBound)") }
            return try user.addPlanEntries(entries.map { PlanEntry(day: $0.day.adding(days: shift), slot: $0.slot, recipe: $0.recipe, servings: $0.servings) })
        }
    }

    // MARK: Reading

    /// The planned recipes from `from` to `to` (both included), by day and slot: what the shopping list needs.
    public func plannedRecipes(from: PlanDate, to: PlanDate) throws(LarderError) -> [PlannedRecipe] {
        try withUserData { (user) throws(UserDataError) in try user.planEntries(from: from, to: to) }
            .map { PlannedRecipe(day: $0.day, slot: $0.slot, recipe: $0.recipe, servings: $0.servings) }
    }

    /// The plan from `from` to `to`, every day listed, with one serving's nutrition per meal and per day.
    public func planView(from: PlanDate, to: PlanDate, firstWeekday: Int) throws(LarderError) -> PlanView {
        guard from <= to else { throw .invalidInput("the start \(from) is after the end \(to)") }
        guard to.dayNumber - from.dayNumber < 366 else { throw .invalidInput("show at most a year of the plan at once") }
        let entries = try withUserData { (user) throws(UserDataError) in try user.planEntries(from: from, to: to) }
        let ids = Array(Set(entries.map(\.recipe)))
        let names = try recipeNamesWithOwn(ids)
        let nutrition = try nutritionWithOwn(ids)
        var days: [PlannedDay] = []
        var day = from
        while day <= to {
            let meals = entries.filter { $0.day == day }.map { entry in
                PlannedMeal(
                    slot: entry.slot, recipe: entry.recipe, name: names[entry.recipe] ?? "\(entry.recipe) (no longer in catalog)",
                    servings: entry.servings, nutrition: nutrition[entry.recipe])
            }
            let known = meals.compactMap(\.nutrition)
            days.append(PlannedDay(
                day: day, weekday: PlanDate.weekdayNames[day.weekday - 1].name.capitalized, meals: meals,
                perPerson: known.isEmpty ? nil : known.map(\.perServing).reduce(NutritionFacts.unknown, +),
                coverage: known.isEmpty ? nil : known.map(\.coverage).min()))
            day = day.adding(days: 1)
        }
        return PlanView(from: from, to: to, firstWeekday: firstWeekday, days: days)
    }

    /// What was planned and cooked before today (newest first, at most `limit`) and the recipes planned most.
    public func planHistory(limit: Int = 20) throws(LarderError) -> PlanHistory {
        let today = today()
        let (past, cooked, most) = try withUserData { (user) throws(UserDataError) in
            (try user.pastPlanEntries(before: today, limit: limit), try user.cooked(limit: limit), try user.mostPlanned(limit: 10))
        }
        let ids = Set(past.map(\.recipe) + cooked.map(\.recipe) + most.map(\.recipe))
        let names = try recipeNamesWithOwn(Array(ids))
        func name(_ id: RecipeID) -> String { names[id] ?? "\(id) (no longer in catalog)" }
        let entries = past.map { PlanHistory.Past(day: $0.day, slot: $0.slot, recipe: $0.recipe, name: name($0.recipe), servings: $0.servings, cooked: false) }
            + cooked.map { PlanHistory.Past(day: $0.day, slot: nil, recipe: $0.recipe, name: name($0.recipe), servings: $0.servings, cooked: true) }
        return PlanHistory(
            past: Array(entries.sorted { ($0.day, $0.cooked ? 1 : 0) > ($1.day, $1.cooked ? 1 : 0) }.prefix(limit)),
            mostPlanned: most.map { PlanHistory.Favourite(recipe: $0.recipe, name: name($0.recipe), times: $0.times) })
    }
}

extension LarderSession {
    /// The kitchen requests of the plan from `from` to `to`: one per planned meal, at its planned servings
    /// (the recipe's own yield when the plan gives none), ready for ``shoppingList(for:units:)``.
    public func plannedRequests(from: PlanDate, to: PlanDate) throws(LarderError) -> [KitchenRequest] {
        try plannedRecipes(from: from, to: to).map { KitchenRequest(recipe: $0.recipe.rawValue, servings: $0.servings.map(Double.init)) }
    }
}

extension LarderSession {
    /// The recipe a plan command names: one of the user's own (id or a title the catalog lacks), else a catalog recipe.
    func planRecipe(_ text: String) throws(LarderError) -> RecipeID {
        if let own = try ownRecipe(text) { return own.summary.id }
        return try resolveRecipe(text)
    }

    /// Display names of catalog recipes and the user's own (`my-…`) among `ids`.
    func recipeNamesWithOwn(_ ids: [RecipeID]) throws(LarderError) -> [RecipeID: String] {
        var names = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipeNames(ids) }
        for id in ids where names[id] == nil && id.rawValue.hasPrefix(UserDatabase.userRecipePrefix) {
            if let stored = try withUserData({ (user) throws(UserDataError) in try user.userRecipe(id) }) { names[id] = stored.title }
        }
        return names
    }

    /// Nutrition per serving of catalog recipes and the user's own among `ids`.
    func nutritionWithOwn(_ ids: [RecipeID]) throws(LarderError) -> [RecipeID: NutritionSummary] {
        guard !ids.isEmpty else { return [:] }
        var out = try nutrition(for: ids)
        for id in ids where out[id] == nil { out[id] = try ownNutrition(id) }
        return out
    }
}
