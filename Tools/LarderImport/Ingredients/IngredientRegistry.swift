import LarderCore

/// The canonical ingredients under construction: seeded from bar-assistant's ingredient records and
/// our curated table, then grown as recipe lines are resolved. Resolution folds case, diacritics,
/// plurals, descriptor words and aliases; text that names no known ingredient but reads as one
/// becomes a new ingredient, with a parent when a known ingredient ends its name ("yellow onion" →
/// onion) and a category from the keyword rules.
public struct IngredientRegistry: Sendable {
    private(set) var ingredients: [IngredientID: Ingredient] = [:]
    /// Lookup key (slug) → id.
    private var index: [String: IngredientID] = [:]
    /// Ids created from recipe text rather than from a data set's ingredient records or our table.
    private(set) var created: Set<IngredientID> = []
    /// Rows of our table for ingredients no data set record names, that leave the name or category
    /// empty: they wait for the recipe text that creates the ingredient, so the empty cells keep what
    /// the data set's text says (its name, the category its words give) instead of the bare id.
    private var pending: [IngredientID: Curation.IngredientRow] = [:]
    let normalizer: NameNormalizer
    let curation: Curation

    public init(curation: Curation, barAssistant: [SourceIngredient]) {
        self.curation = curation
        normalizer = NameNormalizer(descriptors: curation.descriptors)
        for record in barAssistant {
            var ingredient = Ingredient(
                id: IngredientID(record.id), name: record.name, parent: record.parent.map { IngredientID($0) },
                category: record.category ?? curation.category(forName: record.name) ?? .other, abv: record.abv,
                parts: record.parts.map { IngredientID($0) },
                sources: [SourceRef(dataset: BarAssistantReader.dataset, record: record.id)])
            if ingredient.category == .fruit, let better = curation.category(forName: record.name), better != .fruit {
                ingredient.category = better
            }
            add(ingredient)
        }
        for row in curation.ingredients { apply(row) }
        // Sorted, so that ingredients named by our tables are created in the same order every run.
        for (id, parts) in curation.parts.sorted(by: { $0.key < $1.key }) {
            ensure(id)
            for part in parts { ensure(part) }
            let existing = ingredients[id]?.parts ?? []
            ingredients[id]?.parts = Array(Set(existing + parts)).sorted()
        }
        for (alias, id) in curation.aliases {
            ensure(id)
            index[alias] = id
            ingredients[id]?.aliases.append(alias.replacingOccurrences(of: "-", with: " "))
        }
        for rule in curation.substitutes {
            ensure(rule.original)
            ensure(rule.replacement)
        }
        // Parents named by data sets or our table exist too.
        for ingredient in ingredients.values.sorted(by: { $0.id < $1.id }) {
            if let parent = ingredient.parent { ensure(parent) }
        }
    }

    mutating func add(_ ingredient: Ingredient) {
        ingredients[ingredient.id] = ingredient
        register(ingredient.id, name: ingredient.name)
    }

    mutating func register(_ id: IngredientID, name: String) {
        for key in [id.rawValue, Slug.make(name)] + normalizer.candidate(name).keys where index[key] == nil {
            index[key] = id
        }
    }

    mutating func apply(_ row: Curation.IngredientRow) {
        if ingredients[row.id] == nil && (row.name == nil || row.category == nil) {
            pending[row.id] = row
            return
        }
        override(row)
    }

    /// Sets the fields `row` gives on its ingredient (creating it from the row when it is unknown).
    mutating func override(_ row: Curation.IngredientRow) {
        var ingredient = ingredients[row.id] ?? Ingredient(id: row.id, name: row.name ?? row.id.rawValue, category: .other)
        if let name = row.name { ingredient.name = name }
        if let category = row.category { ingredient.category = category }
        if let abv = row.abv { ingredient.abv = abv }
        if let parent = row.parent { ingredient.parent = parent }
        if row.isGarnish { ingredient.isGarnish = true }
        if !ingredient.sources.contains(where: { $0.dataset == "larder" }) {
            ingredient.sources.append(SourceRef(dataset: "larder"))
        }
        add(ingredient)
    }

    /// Makes sure an id named by our tables exists, naming it from its slug.
    mutating func ensure(_ id: IngredientID) {
        guard ingredients[id] == nil else { return }
        let name = id.rawValue.replacingOccurrences(of: "-", with: " ").capitalizedFirst
        var ingredient = Ingredient(
            id: id, name: name, category: curation.category(forName: name) ?? .other, sources: [SourceRef(dataset: "larder")])
        ingredient.parent = suffixParent(of: Slug.make(name), category: ingredient.category)
        add(ingredient)
        if let row = pending.removeValue(forKey: id) { override(row) }
    }

    /// Creates the ingredients of our table's rows that no recipe text created, as ``ensure(_:)``
    /// names them, with the row's fields; call once every recipe is resolved.
    public mutating func settlePending() {
        for id in pending.keys.sorted() { ensure(id) }
    }

    /// The outcome of resolving one ingredient text.
    public struct Resolution: Sendable, Equatable {
        public var id: IngredientID
        public var alternatives: [IngredientID]
        public var created: Bool
    }

    /// The canonical ingredient `text` names, creating it when it reads as an ingredient name and is
    /// not known yet; `nil` when the text does not read as an ingredient.
    ///
    /// - Complexity: O(n) in the length of `text`, amortised.
    public mutating func resolve(_ text: String, sourceID: String? = nil, source: SourceRef? = nil) -> Resolution? {
        if let sourceID, ingredients[IngredientID(sourceID)] != nil {
            return Resolution(id: IngredientID(sourceID), alternatives: [], created: false)
        }
        let candidate = normalizer.candidate(text)
        let alternatives = candidate.alternatives.compactMap { lookup(normalizer.candidate($0)) }
        if let id = lookup(candidate) {
            noteAlias(text, for: id)
            return Resolution(id: id, alternatives: alternatives, created: false)
        }
        let id = IngredientID(Slug.make(candidate.name))
        guard candidate.isPlausible, !curation.notIngredients.contains(id.rawValue) else { return nil }
        let category = curation.category(forName: candidate.name) ?? .other
        var ingredient = Ingredient(id: id, name: candidate.name.capitalizedFirst, category: category)
        ingredient.parent = suffixParent(of: id.rawValue, category: category)
        if let parent = ingredient.parent.flatMap({ ingredients[$0] }) {
            if ingredient.category == .other { ingredient.category = parent.category }
            // A brand or style of a spirit takes the spirit's strength as its estimate.
            if parent.category == ingredient.category { ingredient.abv = parent.abv }
        }
        ingredient.isGarnish = Self.garnishWords.contains { id.rawValue.hasSuffix("-\($0)") }
        if let source { ingredient.sources = [source] }
        add(ingredient)
        created.insert(id)
        if let row = pending.removeValue(forKey: id) { override(row) }
        noteAlias(text, for: id)
        return Resolution(id: id, alternatives: alternatives, created: true)
    }

    /// Like ``resolve(_:sourceID:source:)``, but text naming several known ingredients joined by
    /// "and" ("salt and black pepper", "thyme & rosemary") gives one resolution for each.
    public mutating func resolveAll(_ text: String, sourceID: String? = nil, source: SourceRef? = nil) -> [Resolution] {
        if sourceID.map({ ingredients[IngredientID($0)] != nil }) == true || lookup(normalizer.candidate(text)) != nil {
            return resolve(text, sourceID: sourceID, source: source).map { [$0] } ?? []
        }
        let folded = Folding.fold(text).replacingOccurrences(of: " & ", with: " and ").replacingOccurrences(of: "and/or", with: "and")
            .replacingOccurrences(of: "and / or", with: "and")
        let pieces = folded.components(separatedBy: " and ").flatMap { $0.components(separatedBy: ", ") }
            .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        if pieces.count > 1 {
            let found = pieces.map { lookup(normalizer.candidate($0)) }
            if found.allSatisfy({ $0 != nil }) {
                return found.compactMap { $0 }.map { Resolution(id: $0, alternatives: [], created: false) }
            }
        }
        return resolve(text, sourceID: sourceID, source: source).map { [$0] } ?? []
    }

    static let garnishWords = ["twist", "peel", "wedge", "wheel", "sprig", "slice", "rind"]

    func lookup(_ candidate: NameNormalizer.Candidate) -> IngredientID? {
        for key in candidate.keys { if let id = index[key] { return id } }
        return nil
    }

    /// Words too general to be anyone's parent ("pineapple wedge" is not a kind of "wedge").
    static let generalWords: Set<String> = [
        "fruit", "wedge", "slice", "peel", "twist", "wheel", "juice", "leaf", "seed", "powder", "sprig", "vegetable",
        "herb", "spice", "nut", "meat", "piece", "stick", "syrup", "liqueur",
    ]

    /// A known ingredient whose name ends this one's, of a compatible category ("yellow-onion" → onion).
    func suffixParent(of slug: String, category: IngredientCategory) -> IngredientID? {
        var words = slug.split(separator: "-")
        while words.count > 1 {
            words.removeFirst()
            let key = words.joined(separator: "-")
            if !Self.generalWords.contains(key), let id = index[key], id.rawValue != slug,
                let parent = ingredients[id], category == .other || parent.category == category
            {
                return id
            }
        }
        return nil
    }

    mutating func noteAlias(_ text: String, for id: IngredientID) {
        let folded = Folding.fold(text).normalizingSpaces()
        let plain = folded.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" }
        guard let ingredient = ingredients[id], plain, !folded.contains(" or "), folded.split(separator: " ").count <= 5,
            Folding.fold(ingredient.name) != folded, !ingredient.aliases.contains(folded)
        else { return }
        ingredients[id]?.aliases.append(folded)
    }

    /// Records that `source` uses ingredient `id`.
    mutating func credit(_ id: IngredientID, to source: SourceRef) {
        let dataset = SourceRef(dataset: source.dataset)
        guard let ingredient = ingredients[id], !ingredient.sources.contains(where: { $0.dataset == source.dataset })
        else { return }
        ingredients[id]?.sources.append(dataset)
    }

    /// The finished ingredients, sorted by id, with sorted aliases and sources; parents that would
    /// make a cycle are dropped.
    public func finished() -> [Ingredient] {
        ingredients.values.map { ingredient in
            var out = ingredient
            out.aliases = Array(Set(ingredient.aliases.filter { $0 != Folding.fold(ingredient.name) })).sorted()
            out.sources = Array(Set(ingredient.sources)).sorted()
            out.parts = Array(Set(ingredient.parts.filter { ingredients[$0] != nil && $0 != ingredient.id })).sorted()
            if let parent = out.parent, ingredients[parent] == nil || createsCycle(from: ingredient.id) { out.parent = nil }
            return out
        }.sorted { $0.id < $1.id }
    }

    func createsCycle(from id: IngredientID) -> Bool {
        var seen: Set<IngredientID> = [id]
        var current = ingredients[id]?.parent
        while let next = current {
            if !seen.insert(next).inserted { return true }
            current = ingredients[next]?.parent
        }
        return false
    }

    public func ingredient(_ id: IngredientID) -> Ingredient? { ingredients[id] }
}

extension String {
    /// With the first letter in upper case ("yellow onion" → "Yellow onion").
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
