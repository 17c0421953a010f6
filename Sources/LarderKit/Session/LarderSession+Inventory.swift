import Foundation
import LarderCatalog
import LarderCore
import LarderUser

extension LarderSession {
    /// Adds owned ingredients (names, aliases or ids); every name must resolve, or nothing is written.
    @discardableResult
    public func addToInventory(_ names: [String]) throws(LarderError) -> EditOutcome {
        let ids = try resolveIngredients(names)
        let owned = Set(try withUserData { (user) throws(UserDataError) in try user.inventory().owned })
        _ = try withUserData { (user) throws(UserDataError) in try user.addToInventory(ids) }
        return try outcome("added", ids, changed: Set(ids).subtracting(owned))
    }

    /// Removes owned ingredients, all or nothing: one that is not owned fails the whole call.
    /// An id that left the catalog can still be removed by its id.
    @discardableResult
    public func removeFromInventory(_ names: [String]) throws(LarderError) -> EditOutcome {
        let stored = try withUserData { (user) throws(UserDataError) in try user.inventory().owned }
        let ids = try storedForms(try ingredientsForRemoval(names), stored: stored)
        _ = try withUserData { (user) throws(UserDataError) in try user.removeFromInventory(ids, requireOwned: true) }
        return try outcome("removed", ids, changed: Set(ids))
    }

    /// Empties the inventory (staples stay). Returns how many ingredients were removed.
    @discardableResult
    public func clearInventory() throws(LarderError) -> Int {
        try withUserData { (user) throws(UserDataError) in try user.clearInventory() }
    }

    /// What the user owns and the staples, by id.
    public func inventory() throws(LarderError) -> InventoryListing {
        let stored = try withUserData { (user) throws(UserDataError) in try user.inventory() }
        // Every name in one read of the catalog.
        let ids = stored.owned + stored.staples + stored.substitutes.flatMap { [$0.original, $0.replacement] }
        let names = try ingredientNames(ids)
        return InventoryListing(
            owned: listed(stored.owned, names: names), staples: listed(stored.staples, names: names),
            substitutes: stored.substitutes.map { rule in
                OwnSubstitute(
                    original: ListedItem(id: rule.original.rawValue, name: names[rule.original]),
                    replacement: ListedItem(id: rule.replacement.rawValue, name: names[rule.replacement]))
            })
    }

    /// The inventory file of `have export`: one ingredient id a line.
    public func exportInventory() throws(LarderError) -> String {
        InventoryFile.render(try withUserData { (user) throws(UserDataError) in try user.inventory().owned })
    }

    /// Adds the ingredients named by the lines of `text` (the `have import` format); lines that do not
    /// resolve are reported by number and the good ones are still added.
    public func importInventory(lines: some Sequence<InventoryFile.Line>) throws(LarderError) -> InventoryImport {
        var ids: [IngredientID] = []
        var problems: [InventoryFile.Problem] = []
        // A name repeated on many lines is looked up once.
        var known: [String: Result<IngredientID, LarderError>] = [:]
        for line in lines {
            guard let name = line.name else { continue }
            let result = known[name] ?? Result { () throws(LarderError) in try resolveIngredient(name) }
            known[name] = result
            switch result {
            case .success(let id): ids.append(id)
            case .failure(let error): problems.append(InventoryFile.Problem(line: line.number, message: error.description))
            }
        }
        ids = ids.uniqued()
        let added = try withUserData { (user) throws(UserDataError) in try user.addToInventory(ids) }
        return InventoryImport(added: added, goodLines: ids.count, problems: problems)
    }

    // MARK: Staples

    /// The staples, which always count as available.
    public func staples() throws(LarderError) -> [ListedItem] {
        try listed(try withUserData { (user) throws(UserDataError) in try user.inventory().staples })
    }

    /// Adds staples.
    @discardableResult
    public func addStaples(_ names: [String]) throws(LarderError) -> EditOutcome {
        let ids = try resolveIngredients(names)
        let before = Set(try withUserData { (user) throws(UserDataError) in try user.inventory().staples })
        _ = try withUserData { (user) throws(UserDataError) in try user.addStaples(ids) }
        return try outcome("added", ids, changed: Set(ids).subtracting(before))
    }

    /// Removes staples, all or nothing.
    @discardableResult
    public func removeStaples(_ names: [String]) throws(LarderError) -> EditOutcome {
        let stored = try withUserData { (user) throws(UserDataError) in try user.inventory().staples }
        let ids = try storedForms(try ingredientsForRemoval(names), stored: stored)
        _ = try withUserData { (user) throws(UserDataError) in try user.removeStaples(ids, requireStaples: true) }
        return try outcome("removed", ids, changed: Set(ids))
    }

    /// Replaces the staples; at least one name is required (use ``removeStaples(_:)`` to drop some).
    @discardableResult
    public func setStaples(_ names: [String]) throws(LarderError) -> EditOutcome {
        guard !names.isEmpty else { throw .invalidInput("name at least one staple; `have staples remove NAME` drops one") }
        let ids = try resolveIngredients(names)
        try withUserData { (user) throws(UserDataError) in try user.setStaples(ids) }
        return try outcome("set", ids, changed: Set(ids))
    }

    // MARK: Substitutes of the user's own

    /// Lets `replacement` stand in for `original` in every recipe.
    @discardableResult
    public func addSubstitute(_ original: String, _ replacement: String) throws(LarderError) -> OwnSubstitute {
        let rule = StoredSubstitute(original: try resolveIngredient(original), replacement: try resolveIngredient(replacement))
        guard rule.original != rule.replacement else { throw .invalidInput("an ingredient cannot substitute itself") }
        _ = try withUserData { (user) throws(UserDataError) in try user.addSubstitute(rule) }
        let names = try listed([rule.original, rule.replacement])
        return OwnSubstitute(original: names[0], replacement: names[1])
    }

    /// Forgets one of the user's substitutes.
    @discardableResult
    public func removeSubstitute(_ original: String, _ replacement: String) throws(LarderError) -> OwnSubstitute {
        let rule = StoredSubstitute(original: try resolveIngredient(original), replacement: try resolveIngredient(replacement))
        let names = try listed([rule.original, rule.replacement])
        guard try withUserData({ (user) throws(UserDataError) in try user.removeSubstitute(rule) }) else {
            throw .notPresent(what: "\(names[1].name) for \(names[0].name)", in: "one of your substitutes")
        }
        return OwnSubstitute(original: names[0], replacement: names[1])
    }

    // MARK: Helpers

    func resolveIngredients(_ names: [String]) throws(LarderError) -> [IngredientID] {
        var ids: [IngredientID] = []
        for name in names { ids.append(try resolveIngredient(name)) }
        return ids.uniqued()
    }

    func ingredientsForRemoval(_ names: [String]) throws(LarderError) -> [IngredientID] {
        try forRemoval(names, resolve: resolveIngredient, id: IngredientID.init(rawValue:))
    }

    func outcome(_ action: String, _ ids: [IngredientID], changed: Set<IngredientID>) throws(LarderError) -> EditOutcome {
        EditOutcome(action: action, ids, items: try listed(ids), changed: changed)
    }
}

/// The inventory as listed: owned ingredients, staples and the user's substitutes, with names.
public struct InventoryListing: Hashable, Sendable, Codable {
    /// The ingredients the user owns, by name.
    public var owned: [ListedItem]
    /// The staples, which always count as available, by name.
    public var staples: [ListedItem]
    /// The user's own substitutes.
    public var substitutes: [OwnSubstitute]
}

/// One of the user's substitutes: `replacement` may stand in for `original`.
public struct OwnSubstitute: Hashable, Sendable, Codable {
    /// The ingredient a recipe asks for.
    public var original: ListedItem
    /// The ingredient the user uses in its place.
    public var replacement: ListedItem
}

/// What `have import` did.
public struct InventoryImport: Hashable, Sendable, Codable {
    /// Ingredients newly added.
    public var added: Int
    /// Distinct ingredients the good lines named.
    public var goodLines: Int
    /// Lines that did not resolve.
    public var problems: [InventoryFile.Problem]
}
