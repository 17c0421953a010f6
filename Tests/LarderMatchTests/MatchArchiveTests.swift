import LarderCore
import LarderMatch
import Testing

/// A compiled catalog written as bytes and read back is the catalog compiled from its recipes.
@Suite struct MatchArchiveTests {
    /// Every kind of field: a hierarchy, homemade parts, global and per-recipe substitutes, a variant, and
    /// amounts with a range, without a unit and without a quantity.
    static func mixedCatalog() throws -> MatchCatalog {
        try MatchCatalog(
            ingredients: [
                MatchIngredient(id: "gin", category: .spirit),
                MatchIngredient(id: "old-tom-gin", parent: "gin", category: .spirit),
                MatchIngredient(id: "simple-syrup", parts: ["sugar", "water"], category: .syrup),
                MatchIngredient(id: "lemon-juice", category: .juice),
            ],
            substitutes: [SubstituteRule(original: "lemon-juice", replacement: "lime-juice", penalty: 0.25, bidirectional: true)],
            recipes: [
                MatchRecipe(
                    id: "tom-collins",
                    lines: [
                        MatchLine("old-tom-gin", amount: Amount(quantity: Quantity(45, to: 60), unit: .ml)),
                        MatchLine("lemon-juice", substitutes: ["orange-juice"], amount: Amount(30, .ml)),
                        MatchLine("simple-syrup", amount: Amount(quantity: nil, unit: .dash)),
                        MatchLine("soda-water", optional: true, amount: Amount(2, nil)),
                        MatchLine("lemon-wheel", garnish: true),
                    ],
                    variants: [MatchVariant(id: "tom-collins-gin", name: "With dry gin", lines: [MatchLine("gin"), MatchLine("lemon-juice")])]),
                MatchRecipe(id: "lemonade", kind: .dish, lines: [MatchLine("lemon-juice"), MatchLine("simple-syrup")]),
            ],
            names: MatchNames(
                ingredients: [MatchNames.Ingredient(id: "gin", name: "Gin"), MatchNames.Ingredient(id: "lemon-juice", name: "Lemon juice ‘fresh’")],
                recipes: [
                    MatchNames.Recipe(id: "tom-collins", name: "Tom Collins", kind: .drink, popularity: 3),
                    MatchNames.Recipe(id: "tom-collins-gin", name: "With dry gin", kind: .drink, popularity: 0),
                    MatchNames.Recipe(id: "lemonade", name: "", kind: .dish, popularity: 70_000),
                    MatchNames.Recipe(id: "no-lines", name: "Not matched", kind: .dish, popularity: 1),
                ]))
    }

    @Test func keepsItsNames() throws {
        let catalog = try Self.mixedCatalog()
        let names = try MatchCatalog(archived: catalog.archived()).names
        // As written above, in order: an empty name, a large popularity and a recipe the matcher left out included.
        #expect(names.ingredients.map(\.name) == ["Gin", "Lemon juice ‘fresh’"])
        #expect(names.recipes.map(\.id) == ["tom-collins", "tom-collins-gin", "lemonade", "no-lines"])
        #expect(names.recipes.map(\.name) == ["Tom Collins", "With dry gin", "", "Not matched"])
        #expect(names.recipes.map(\.kind) == [.drink, .drink, .dish, .dish])
        #expect(names.recipes.map(\.popularity) == [3, 0, 70_000, 1])
        #expect(try MatchCatalog(archived: try BarFixture.catalog().archived()).names == MatchNames())
    }

    @Test func readsBackTheSameCatalog() throws {
        for catalog in [try Self.mixedCatalog(), try BarFixture.catalog()] + (UInt64(1)...20).map({ seed in
            let bar = RandomBar(seed: seed)
            return try! MatchCatalog(ingredients: bar.ingredients, substitutes: bar.substitutes, recipes: bar.recipes)
        }) {
            let read = try MatchCatalog(archived: catalog.archived())
            #expect(read == catalog)
        }
    }

    @Test func matchesAsTheCompiledCatalog() throws {
        let compiled = try BarFixture.catalog()
        let read = try MatchCatalog(archived: compiled.archived())
        #expect(read.match(BarFixture.home) == compiled.match(BarFixture.home))
        // By hand (see BarFixture): the Negroni is makeable from gin, sweet vermouth and Campari.
        #expect(read.match(BarFixture.home).makeable.map(read.recipeID(of:)).contains("negroni"))
    }

    @Test func refusesOtherBytes() throws {
        let bytes = try Self.mixedCatalog().archived()
        for cut in [0, 3, 8, bytes.count / 2, bytes.count - 1] {
            #expect(throws: MatchCatalogError.self) { try MatchCatalog(archived: Array(bytes.prefix(cut))) }
        }
        #expect(throws: MatchCatalogError.self) { try MatchCatalog(archived: bytes + [0]) }
        // One flipped bit anywhere (here in the middle, inside the line data) fails the checksum.
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x10
        #expect(throws: MatchCatalogError.unreadableArchive("its checksum does not match")) { try MatchCatalog(archived: flipped) }
        // Another version, stamped with a correct checksum (FNV-1a 64 of the bytes before it taken as
        // little-endian 64-bit words, then the bytes left over, written here from its definition): refused
        // for its version.
        var otherVersion = Array(bytes.dropLast(8))
        otherVersion[4] &+= 1
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let whole = otherVersion.count / 8 * 8
        for start in stride(from: 0, to: whole, by: 8) {
            let word = (0..<8).reduce(UInt64(0)) { $0 | UInt64(otherVersion[start + $1]) << (8 * UInt64($1)) }
            hash = (hash ^ word) &* 0x0000_0100_0000_01b3
        }
        for byte in otherVersion[whole...] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        otherVersion += (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * UInt64($0))) }
        #expect(throws: MatchCatalogError.unreadableArchive("version \(MatchCatalog.archiveVersion + 1), not \(MatchCatalog.archiveVersion)")) {
            try MatchCatalog(archived: otherVersion)
        }
    }
}
