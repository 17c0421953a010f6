import LarderCore

extension MatchCatalog {
    /// The version of ``archived()``'s byte layout *and* of the compilation it records. Bump it whenever
    /// either changes (a new field, or a rule of ``init(ingredients:substitutes:recipes:)`` or of the
    /// code that feeds it), so an archive written by an older build is refused and compiled afresh.
    public static let archiveVersion: UInt32 = 3

    /// The compiled catalog as bytes, to be stored and read back with ``init(archived:)`` instead of
    /// compiling the catalog again: integers little-endian, ids and names as UTF-8, enums by raw value,
    /// with the ``names`` it was compiled with.
    ///
    /// - Complexity: O(I + R + L) for I ingredients, R recipes and L lines.
    public func archived() -> [UInt8] {
        var out = ArchiveWriter()
        out.bytes += Self.archiveMagic
        out.uint32(Self.archiveVersion)
        out.strings(ingredientIDs.map(\.rawValue))
        out.int32s(parent)
        out.values(categories.map(\.rawValue))
        for relation in [parts, partOf, substitutes] { out.adjacency(relation) }
        out.doubles(substitutePenalty)
        out.int32s(groupPrimary)
        out.adjacency(groupExtras)
        out.strings(recipeIDs.map(\.rawValue))
        out.values(recipeKinds.map(\.rawValue))
        out.int32s(recipeRows)
        let variantRows = variants.keys.sorted()
        out.int32s(variantRows)
        out.strings(variantRows.map { variants[$0]!.id.rawValue })
        out.strings(variantRows.map { variants[$0]!.name })
        out.int32s(rowLines)
        out.int32s(rowRequiredEnd)
        out.int32s(lineKeys.map { Int32(bitPattern: $0) })
        out.rawBytes(lineFlags)
        // Amounts by column: which parts each has, the low and high quantities, the units (an empty
        // spelling for none).
        out.int32s(lineAmounts.lines)
        out.rawBytes(lineAmounts.amounts.map { amount in
            (amount.quantity == nil ? 0 : 1) | (amount.quantity?.high == nil ? 0 : 2) | (amount.unit == nil ? 0 : 4)
        })
        out.doubles(lineAmounts.amounts.map { $0.quantity?.low ?? 0 })
        out.doubles(lineAmounts.amounts.map { $0.quantity?.high ?? 0 })
        out.values(lineAmounts.amounts.map { $0.unit?.rawValue ?? "" })
        out.strings(names.ingredients.map(\.id.rawValue))
        out.strings(names.ingredients.map(\.name))
        out.strings(names.recipes.map(\.id.rawValue))
        out.strings(names.recipes.map(\.name))
        out.values(names.recipes.map(\.kind.rawValue))
        out.int32s(names.recipes.map { Int32(clamping: $0.popularity) })
        // A checksum of everything before it: a stored copy is not covered by the catalog's content hash,
        // and SQLite's integrity check does not read a blob's contents.
        let sum = Self.checksum(out.bytes[...])
        withUnsafeBytes(of: sum.littleEndian) { out.bytes += $0 }
        return out.bytes
    }

    /// FNV-1a (64-bit) of `bytes` taken eight at a time: each whole little-endian 64-bit word, then
    /// each byte left over, is XORed in and multiplied by the FNV prime.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words { hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self))) &* prime }
            for i in (8 * words)..<raw.count { hash = (hash ^ UInt64(raw[i])) &* prime }
        }
        return hash
    }

    /// A catalog read back from ``archived()``'s bytes.
    ///
    /// - Throws: ``MatchCatalogError/unreadableArchive(_:)`` for bytes whose checksum does not match, of
    ///   another ``archiveVersion``, cut short, with trailing bytes, or with values out of range (an unknown enum value, an index past
    ///   its array).
    public init(archived archive: [UInt8]) throws(MatchCatalogError) {
        guard archive.count >= 8 else { throw .unreadableArchive("cut short") }
        var stored: UInt64 = 0
        for (i, byte) in archive.suffix(8).enumerated() { stored |= UInt64(byte) << (8 * UInt64(i)) }
        guard Self.checksum(archive.dropLast(8)) == stored else { throw .unreadableArchive("its checksum does not match") }
        var r = ArchiveReader(bytes: archive, end: archive.count - 8)
        guard try r.take(Self.archiveMagic.count) == Self.archiveMagic[...] else { throw .unreadableArchive("not a match catalog") }
        let version = try r.uint32()
        guard version == Self.archiveVersion else { throw .unreadableArchive("version \(version), not \(Self.archiveVersion)") }
        ingredientIDs = try r.strings().map { IngredientID($0) }
        let n = ingredientIDs.count
        parent = try r.int32s()
        categories = try r.values(IngredientCategory.self)
        parts = try r.adjacency()
        partOf = try r.adjacency()
        substitutes = try r.adjacency()
        substitutePenalty = try r.doubles()
        groupPrimary = try r.int32s()
        groupExtras = try r.adjacency()
        recipeIDs = try r.strings().map { RecipeID($0) }
        recipeKinds = try r.values(RecipeKind.self)
        recipeRows = try r.int32s()
        let variantRows = try r.int32s()
        let variantIDs = try r.strings()
        let variantNames = try r.strings()
        guard variantIDs.count == variantRows.count, variantNames.count == variantRows.count else { throw .unreadableArchive("variants") }
        var variants: [Int32: MatchedVariant] = [:]
        for (i, row) in variantRows.enumerated() { variants[row] = MatchedVariant(id: RecipeID(variantIDs[i]), name: variantNames[i]) }
        self.variants = variants
        rowLines = try r.int32s()
        rowRequiredEnd = try r.int32s()
        lineKeys = try r.int32s().map { UInt32(bitPattern: $0) }
        lineFlags = try r.rawBytes()
        let amountLines = try r.int32s()
        for (i, line) in amountLines.enumerated() where !(0..<Int32(lineKeys.count)).contains(line) || (i > 0 && amountLines[i - 1] >= line) {
            throw .unreadableArchive("an amount's line out of range or out of order")
        }
        let present = try r.rawBytes(), lows = try r.doubles(), highs = try r.doubles()
        let unitSpellings = try r.strings().map { (raw) throws(MatchCatalogError) -> MeasureUnit? in
            raw.isEmpty ? nil : try archivedValue(MeasureUnit.self, raw)
        }
        let unitIndices = try r.int32s()
        let amountCount = amountLines.count
        guard present.count == amountCount, lows.count == amountCount, highs.count == amountCount, unitIndices.count == amountCount else {
            throw .unreadableArchive("amounts")
        }
        var amounts: [Amount] = []
        amounts.reserveCapacity(amountCount)
        for i in 0..<amountCount {
            let bits = present[i]
            var unit: MeasureUnit?
            if bits & 4 != 0 {
                let u = unitIndices[i]
                guard u >= 0, Int(u) < unitSpellings.count, let spelled = unitSpellings[Int(u)] else { throw .unreadableArchive("an amount's unit") }
                unit = spelled
            }
            amounts.append(Amount(quantity: bits & 1 == 0 ? nil : Quantity(lows[i], to: bits & 2 == 0 ? nil : highs[i]), unit: unit))
        }
        let lineAmounts = LineAmounts(lines: amountLines, amounts: amounts)
        self.lineAmounts = lineAmounts
        let ingredientNameIDs = try r.strings(), ingredientNames = try r.strings()
        let recipeNameIDs = try r.strings(), recipeNames = try r.strings()
        let recipeNameKinds = try r.values(RecipeKind.self), popularity = try r.int32s()
        guard ingredientNames.count == ingredientNameIDs.count, recipeNames.count == recipeNameIDs.count,
            recipeNameKinds.count == recipeNameIDs.count, popularity.count == recipeNameIDs.count
        else { throw .unreadableArchive("names") }
        names = MatchNames(
            ingredients: (0..<ingredientNameIDs.count).map { MatchNames.Ingredient(id: IngredientID(ingredientNameIDs[$0]), name: ingredientNames[$0]) },
            recipes: (0..<recipeNameIDs.count).map {
                MatchNames.Recipe(id: RecipeID(recipeNameIDs[$0]), name: recipeNames[$0], kind: recipeNameKinds[$0], popularity: Int(popularity[$0]))
            })
        guard r.isAtEnd else { throw .unreadableArchive("trailing bytes") }

        // Every index the matcher follows must stay inside its array.
        let keyCount = UInt32(n + groupPrimary.count)
        let rowCount = rowRequiredEnd.count
        let lineCount = lineKeys.count
        guard parent.count == n, categories.count == n, parts.count == n, partOf.count == n, substitutes.count == n else {
            throw .unreadableArchive("ingredient arrays of different lengths")
        }
        guard substitutePenalty.count == substitutes.values.count, groupExtras.count == groupPrimary.count,
            recipeKinds.count == recipeIDs.count, recipeRows.count == recipeIDs.count + 1, rowLines.count == rowCount + 1,
            lineFlags.count == lineCount
        else { throw .unreadableArchive("arrays of different lengths") }
        guard recipeRows.first == 0, Int(recipeRows[recipeRows.count - 1]) == rowCount, rowLines.first == 0,
            Int(rowLines[rowCount]) == lineCount
        else { throw .unreadableArchive("row offsets") }
        for recipe in 0..<recipeIDs.count where recipeRows[recipe] > recipeRows[recipe + 1] { throw .unreadableArchive("row offsets") }
        for w in 0..<rowCount where !(rowLines[w] <= rowRequiredEnd[w] && rowRequiredEnd[w] <= rowLines[w + 1]) {
            throw .unreadableArchive("line offsets")
        }
        for key in lineKeys where key >= keyCount { throw .unreadableArchive("a requirement key out of range") }
        let ingredientRange = Int32(0)..<Int32(n)
        for p in parent where p != -1 && !ingredientRange.contains(p) { throw .unreadableArchive("a parent out of range") }
        for relation in [parts, partOf, substitutes, groupExtras] {
            for x in relation.values where !ingredientRange.contains(x) { throw .unreadableArchive("an ingredient out of range") }
        }
        for x in groupPrimary where !ingredientRange.contains(x) { throw .unreadableArchive("an ingredient out of range") }
        for row in variantRows where !(0..<Int32(rowCount)).contains(row) { throw .unreadableArchive("a variant row out of range") }
        ingredientIndex = Dictionary(ingredientIDs.enumerated().map { ($1, Int32($0)) }) { first, _ in first }
        recipeIndex = Dictionary(recipeIDs.enumerated().map { ($1, Int32($0)) }) { first, _ in first }
        guard ingredientIndex.count == n, recipeIndex.count == recipeIDs.count else { throw .unreadableArchive("an id is listed twice") }
    }

    private static let archiveMagic: [UInt8] = Array("LMC\u{0}".utf8)
}

/// Appends values to an archive's bytes.
private struct ArchiveWriter {
    var bytes: [UInt8] = []

    mutating func uint32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func double(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }

    /// A counted list: its length, then each value as `element` writes it.
    mutating func list<T>(_ values: [T], _ element: (inout ArchiveWriter, T) -> Void) {
        uint32(UInt32(values.count))
        for value in values { element(&self, value) }
    }

    mutating func int32s(_ values: [Int32]) { list(values) { $0.uint32(UInt32(bitPattern: $1)) } }

    mutating func doubles(_ values: [Double]) { list(values) { $0.double($1) } }

    mutating func rawBytes(_ values: [UInt8]) {
        uint32(UInt32(values.count))
        bytes += values
    }

    mutating func string(_ value: String) { rawBytes(Array(value.utf8)) }

    mutating func strings(_ values: [String]) { list(values) { $0.string($1) } }

    /// Enum values by raw value: the distinct spellings in order of first use, then each value's index
    /// among them (a few kinds or categories name thousands of entries).
    mutating func values(_ raws: [String]) {
        var distinct: [String] = []
        var index: [String: Int32] = [:]
        let indices = raws.map { raw in
            if let known = index[raw] { return known }
            index[raw] = Int32(distinct.count)
            distinct.append(raw)
            return Int32(distinct.count - 1)
        }
        strings(distinct)
        int32s(indices)
    }

    mutating func adjacency(_ relation: Adjacency) {
        int32s(relation.start)
        int32s(relation.values)
    }
}

/// Reads an archive's values in the order ``ArchiveWriter`` wrote them, checking every length.
private struct ArchiveReader {
    let bytes: [UInt8]
    /// Where the values end (the checksum follows).
    let end: Int
    var offset = 0

    var isAtEnd: Bool { offset == end }

    mutating func take(_ count: Int) throws(MatchCatalogError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= end - offset else { throw .unreadableArchive("cut short") }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    mutating func uint32() throws(MatchCatalogError) -> UInt32 {
        guard end - offset >= 4 else { throw .unreadableArchive("cut short") }
        defer { offset += 4 }
        return bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    /// A count, checked against the bytes left (each element takes at least `size` bytes).
    mutating func count(size: Int) throws(MatchCatalogError) -> Int {
        let count = Int(try uint32())
        guard count <= (end - offset) / size else { throw .unreadableArchive("cut short") }
        return count
    }

    /// A counted list as ``ArchiveWriter/list(_:_:)`` wrote it, each element taking at least `size` bytes.
    mutating func list<T>(size: Int, _ element: (inout ArchiveReader) throws(MatchCatalogError) -> T) throws(MatchCatalogError) -> [T] {
        let count = try count(size: size)
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }

    mutating func int32s() throws(MatchCatalogError) -> [Int32] {
        let count = try count(size: 4)
        defer { offset += 4 * count }
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4 * $0, as: Int32.self)) }
        }
    }

    mutating func doubles() throws(MatchCatalogError) -> [Double] {
        let count = try count(size: 8)
        defer { offset += 8 * count }
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8 * $0, as: UInt64.self))) }
        }
    }

    mutating func rawBytes() throws(MatchCatalogError) -> [UInt8] {
        Array(try take(try count(size: 1)))
    }

    mutating func string() throws(MatchCatalogError) -> String {
        String(decoding: try take(try count(size: 1)), as: UTF8.self)
    }

    mutating func strings() throws(MatchCatalogError) -> [String] {
        try list(size: 4) { (reader) throws(MatchCatalogError) in try reader.string() }
    }

    /// Enum values as ``ArchiveWriter/values(_:)`` wrote them: each distinct spelling is parsed once.
    mutating func values<Value: RawRepresentable>(_ type: Value.Type) throws(MatchCatalogError) -> [Value] where Value.RawValue == String {
        let distinct = try strings().map { (raw) throws(MatchCatalogError) in try archivedValue(Value.self, raw) }
        let indices = try int32s()
        var values: [Value] = []
        values.reserveCapacity(indices.count)
        for i in indices {
            guard i >= 0, Int(i) < distinct.count else { throw .unreadableArchive("an enum value out of range") }
            values.append(distinct[Int(i)])
        }
        return values
    }

    mutating func adjacency() throws(MatchCatalogError) -> Adjacency {
        let start = try int32s()
        let values = try int32s()
        guard start.first == 0, Int(start[start.count - 1]) == values.count else { throw .unreadableArchive("a relation's offsets") }
        for i in 1..<start.count where start[i - 1] > start[i] { throw .unreadableArchive("a relation's offsets") }
        return Adjacency(start: start, values: values)
    }
}

/// The enum value an archive names by its raw value.
private func archivedValue<Value: RawRepresentable>(_ type: Value.Type, _ raw: String) throws(MatchCatalogError) -> Value
where Value.RawValue == String {
    guard let value = Value(rawValue: raw) else { throw .unreadableArchive("unknown \(Value.self) '\(raw)'") }
    return value
}
