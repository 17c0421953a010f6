import LarderCore

extension MatchCatalog {
    /// Compiles a catalog for matching. `recipes` is read once, so a lazy sequence keeps only the
    /// compiled form in memory.
    ///
    /// Ingredients referenced by recipes, parts or substitutes but absent from `ingredients` are
    /// added as plain ingredients of category `.other`. Self-substitutes are ignored; when a pair
    /// appears in several rules the smallest penalty wins.
    ///
    /// `names` is kept as given (see ``names``): the matcher does not read it.
    ///
    /// - Throws: ``MatchCatalogError/duplicateIngredient(_:)`` or ``MatchCatalogError/duplicateRecipe(_:)``.
    /// - Complexity: O(I + S + L) for I ingredients, S substitute rules and L recipe lines.
    public init(
        ingredients: [MatchIngredient], substitutes: [SubstituteRule] = [], recipes: some Sequence<MatchRecipe>,
        names: MatchNames = MatchNames()
    ) throws(MatchCatalogError) {
        var b = Builder()
        for ingredient in ingredients {
            guard b.ingredientIndex[ingredient.id] == nil else { throw .duplicateIngredient(ingredient.id) }
            _ = b.intern(ingredient.id, category: ingredient.category)
        }
        var partPairs: [(Int32, Int32)] = []
        for ingredient in ingredients {
            let index = b.ingredientIndex[ingredient.id]!
            if let parent = ingredient.parent, parent != ingredient.id { b.parent[Int(index)] = b.intern(parent) }
            var seen: Set<Int32> = []
            for part in ingredient.parts {
                let p = b.intern(part)
                if p != index && seen.insert(p).inserted { partPairs.append((index, p)) }
            }
        }
        var best: [Pair: Double] = [:]
        for rule in substitutes where rule.original != rule.replacement {
            let o = b.intern(rule.original)
            let r = b.intern(rule.replacement)
            best[Pair(a: o, b: r)] = min(best[Pair(a: o, b: r)] ?? .infinity, rule.penalty)
            if rule.bidirectional { best[Pair(a: r, b: o)] = min(best[Pair(a: r, b: o)] ?? .infinity, rule.penalty) }
        }
        for recipe in recipes { try b.add(recipe) }

        let n = b.ingredientIDs.count
        let groupBase = UInt32(n)
        for i in b.lineKeys.indices where b.lineKeys[i] & Builder.groupBit != 0 {
            b.lineKeys[i] = groupBase + (b.lineKeys[i] & ~Builder.groupBit)
        }
        let sortedRules = best.sorted { ($0.key.a, $0.key.b) < ($1.key.a, $1.key.b) }

        ingredientIDs = b.ingredientIDs
        ingredientIndex = b.ingredientIndex
        parent = b.parent
        categories = b.categories
        parts = Adjacency(count: n, pairs: partPairs)
        partOf = Adjacency(count: n, pairs: partPairs.map { ($0.1, $0.0) })
        self.substitutes = Adjacency(count: n, pairs: sortedRules.map { ($0.key.a, $0.key.b) })
        substitutePenalty = sortedRules.map(\.value)
        groupPrimary = b.groupPrimary
        groupExtras = Adjacency(count: b.groupPrimary.count, pairs: b.groupExtraPairs)
        recipeIDs = b.recipeIDs
        recipeIndex = b.recipeIndex
        recipeKinds = b.recipeKinds
        recipeRows = b.recipeRows
        variants = b.variants
        rowLines = b.rowLines
        rowRequiredEnd = b.rowRequiredEnd
        lineKeys = b.lineKeys
        lineFlags = b.lineFlags
        lineAmounts = b.lineAmounts
        self.names = names
    }
}

private struct Pair: Hashable {
    var a: Int32
    var b: Int32
}

private struct GroupSpec: Hashable {
    var primary: Int32
    var extras: [Int32]
}

/// The mutable state of a catalog compilation.
private struct Builder {
    /// Marks a provisional group key until the final ingredient count is known.
    static let groupBit: UInt32 = 1 << 31

    var ingredientIDs: [IngredientID] = []
    var ingredientIndex: [IngredientID: Int32] = [:]
    var parent: [Int32] = []
    var categories: [IngredientCategory] = []
    var groupIndex: [GroupSpec: UInt32] = [:]
    var groupPrimary: [Int32] = []
    var groupExtraPairs: [(Int32, Int32)] = []
    var recipeIDs: [RecipeID] = []
    var recipeIndex: [RecipeID: Int32] = [:]
    var recipeKinds: [RecipeKind] = []
    var recipeRows: [Int32] = [0]
    var variants: [Int32: MatchedVariant] = [:]
    var variantIDs: Set<RecipeID> = []
    var rowLines: [Int32] = [0]
    var rowRequiredEnd: [Int32] = []
    var lineKeys: [UInt32] = []
    var lineFlags: [UInt8] = []
    var lineAmounts = LineAmounts()

    mutating func intern(_ id: IngredientID, category: IngredientCategory = .other) -> Int32 {
        if let index = ingredientIndex[id] { return index }
        let index = Int32(ingredientIDs.count)
        ingredientIDs.append(id)
        ingredientIndex[id] = index
        parent.append(-1)
        categories.append(category)
        return index
    }

    mutating func add(_ recipe: MatchRecipe) throws(MatchCatalogError) {
        guard recipeIndex[recipe.id] == nil, !variantIDs.contains(recipe.id) else { throw .duplicateRecipe(recipe.id) }
        recipeIndex[recipe.id] = Int32(recipeIDs.count)
        recipeIDs.append(recipe.id)
        recipeKinds.append(recipe.kind)
        addRow(recipe.lines)
        for variant in recipe.variants {
            guard recipeIndex[variant.id] == nil, variantIDs.insert(variant.id).inserted else {
                throw .duplicateRecipe(variant.id)
            }
            variants[Int32(rowRequiredEnd.count)] = MatchedVariant(id: variant.id, name: variant.name)
            addRow(variant.lines)
        }
        recipeRows.append(Int32(rowRequiredEnd.count))
    }

    private mutating func addRow(_ lines: [MatchLine]) {
        let rowStart = lineKeys.count
        for line in lines where line.blocks {
            let key = key(for: line)
            guard !lineKeys[rowStart...].contains(key) else { continue }
            append(key, flags: 0, amount: line.amount)
        }
        rowRequiredEnd.append(Int32(lineKeys.count))
        for line in lines where !line.blocks {
            let flags = (line.optional ? LineFlags.optional : 0) | (line.garnish ? LineFlags.garnish : 0)
            append(key(for: line), flags: flags, amount: line.amount)
        }
        rowLines.append(Int32(lineKeys.count))
    }

    private mutating func append(_ key: UInt32, flags: UInt8, amount: Amount?) {
        if let amount { lineAmounts.append(Int32(lineKeys.count), amount) }
        lineKeys.append(key)
        lineFlags.append(flags)
    }

    private mutating func key(for line: MatchLine) -> UInt32 {
        let primary = intern(line.ingredient)
        guard !line.substitutes.isEmpty else { return UInt32(primary) }
        let extras = Array(Set(line.substitutes.map { intern($0) }).subtracting([primary])).sorted()
        guard !extras.isEmpty else { return UInt32(primary) }
        let spec = GroupSpec(primary: primary, extras: extras)
        if let group = groupIndex[spec] { return group | Self.groupBit }
        let group = UInt32(groupPrimary.count)
        groupIndex[spec] = group
        groupPrimary.append(primary)
        for extra in extras { groupExtraPairs.append((Int32(group), extra)) }
        return group | Self.groupBit
    }
}
