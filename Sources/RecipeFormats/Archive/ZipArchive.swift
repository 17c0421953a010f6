/// A small, bounded reader of zip archives held in memory: stored and deflated entries, no zip64, no
/// encryption. It never writes files; it refuses archives a careless extractor would regret.
struct ZipArchive {
    struct Entry {
        var name: String
        var bytes: [UInt8]
    }

    /// The most entries read from one archive.
    static let maxEntries = 20_000
    /// The most bytes one entry, and all entries together, may inflate to.
    static let maxEntryBytes = 32 << 20
    static let maxTotalBytes = 256 << 20

    /// The archive's files (folders skipped), in central-directory order.
    ///
    /// - Throws: ``RecipeFormatError/unsafeArchive(source:why:)`` for a `..` or absolute path, an entry
    ///   past the size caps (a zip bomb), a truncated or damaged archive, or an unsupported feature.
    /// - Parameter totalLimit: the most all entries may inflate to together (less than
    ///   ``maxTotalBytes`` for an archive nested in another, which shares its parent's budget).
    static func entries(_ bytes: [UInt8], source: String, totalLimit: Int = maxTotalBytes) throws(RecipeFormatError) -> [Entry] {
        let maxTotalBytes = min(totalLimit, Self.maxTotalBytes)
        func refuse(_ why: String) -> RecipeFormatError { .unsafeArchive(source: source, why: why) }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard bytes.count >= 22 else { throw refuse("truncated: no end of central directory") }
        var end = -1
        var probe = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 65_535)
        while probe >= lowest {
            if bytes[probe] == 0x50 && bytes[probe + 1] == 0x4B && bytes[probe + 2] == 5 && bytes[probe + 3] == 6 {
                end = probe
                break
            }
            probe -= 1
        }
        guard end >= 0 else { throw refuse("truncated: no end of central directory") }
        let count = u16(end + 10)
        let directorySize = u32(end + 12)
        let directoryOffset = u32(end + 16)
        guard count <= maxEntries else { throw refuse("more than \(maxEntries) entries") }
        guard directoryOffset + directorySize <= end else { throw refuse("truncated: central directory out of bounds") }
        var entries: [Entry] = []
        var cursor = directoryOffset
        var total = 0
        for _ in 0..<count {
            guard cursor + 46 <= end, u32(cursor) == 0x0201_4B50 else { throw refuse("damaged central directory") }
            let flags = u16(cursor + 8)
            let method = u16(cursor + 10)
            let compressedSize = u32(cursor + 20)
            let size = u32(cursor + 24)
            let nameLength = u16(cursor + 28)
            let extraLength = u16(cursor + 30)
            let commentLength = u16(cursor + 32)
            let localOffset = u32(cursor + 42)
            guard cursor + 46 + nameLength <= end else { throw refuse("damaged central directory") }
            let name = String(decoding: bytes[(cursor + 46)..<(cursor + 46 + nameLength)], as: UTF8.self)
            cursor += 46 + nameLength + extraLength + commentLength
            let parts = name.split(whereSeparator: { $0 == "/" || $0 == "\\" })
            guard !name.hasPrefix("/"), !name.hasPrefix("\\"), !parts.contains(".."), !name.contains(":") else {
                throw refuse("entry path \"\(name.prefix(80))\" leaves the archive")
            }
            if name.hasSuffix("/") { continue }
            guard flags & 1 == 0 else { throw refuse("encrypted entry \(name)") }
            guard compressedSize != 0xFFFF_FFFF, size != 0xFFFF_FFFF, localOffset != 0xFFFF_FFFF else {
                throw refuse("zip64 archives are not read")
            }
            guard size <= maxEntryBytes else { throw refuse("entry \(name) would expand past \(maxEntryBytes >> 20) MiB") }
            guard localOffset + 30 <= bytes.count, u32(localOffset) == 0x0403_4B50 else {
                throw refuse("truncated: entry \(name) is missing")
            }
            let dataStart = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28)
            guard dataStart <= bytes.count, compressedSize <= bytes.count - dataStart else {
                throw refuse("truncated: entry \(name) is cut short")
            }
            let data = bytes[dataStart..<(dataStart + compressedSize)]
            var content: [UInt8]
            switch method {
            case 0:
                content = Array(data)
            case 8:
                // The announced size is not trusted: inflation stops at the cap whatever the header says.
                do {
                    content = try Inflater.inflate(data, wrapping: .raw, limit: min(maxEntryBytes, maxTotalBytes - total))
                } catch .tooLarge {
                    throw refuse("entry \(name) expands past the size cap (a zip bomb?)")
                } catch {
                    throw refuse("entry \(name) is damaged")
                }
            default:
                throw refuse("entry \(name) uses compression method \(method)")
            }
            total += content.count
            guard total <= maxTotalBytes else { throw refuse("entries expand past \(maxTotalBytes >> 20) MiB (a zip bomb?)") }
            entries.append(Entry(name: name, bytes: content))
        }
        return entries
    }
}
