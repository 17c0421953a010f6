import GRDB
import LarderCore

extension Row {
    /// The taste profile stored as JSON in `column`: the flat object of plain numbers the compiler
    /// writes (`{"bitter":1.5,"sweet":2}`) is read here, anything else through the JSON decoder, which
    /// reads or rejects it. Reading every ingredient's profile through the decoder was a fifth of a
    /// flavor command's instructions.
    func tasteProfile(_ column: String) throws -> TasteProfile {
        if let text = try value(column, as: String?.self), let axes = StoredProfile.plainNumbers(text) {
            return TasteProfile(dictionary: axes)
        }
        return try json(column, as: TasteProfile.self)
    }
}

extension StoredColumns {
    /// The taste profile at `index`, read as ``Row/tasteProfile(_:)`` reads it.
    func tasteProfile(_ index: Int, _ column: String) throws -> TasteProfile {
        if let text = try optionalText(index, column), let axes = StoredProfile.plainNumbers(text) {
            return TasteProfile(dictionary: axes)
        }
        return try json(index, column, as: TasteProfile.self)
    }
}

/// Hand reading of the stored profiles' JSON.
enum StoredProfile {
    /// `{"key":number,…}` (no spaces, no escapes, numbers as JSON writes them) as its values; `nil` for
    /// any other shape.
    static func plainNumbers(_ text: String) -> [String: Double]? {
        var bytes = Substring(text).utf8[...]
        guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        bytes = bytes.dropFirst().dropLast()
        var result: [String: Double] = [:]
        while !bytes.isEmpty {
            guard bytes.first == UInt8(ascii: "\"") else { return nil }
            bytes = bytes.dropFirst()
            guard let close = bytes.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            let key = bytes[..<close]
            guard !key.contains(UInt8(ascii: "\\")) else { return nil }
            bytes = bytes[bytes.index(after: close)...]
            guard bytes.first == UInt8(ascii: ":") else { return nil }
            bytes = bytes.dropFirst()
            let end = bytes.firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
            let number = bytes[..<end]
            guard !number.isEmpty, number.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 || $0 == 101 || $0 == 69 || $0 == 43 }),
                let value = Double(String(decoding: number, as: UTF8.self)), value.isFinite,
                result.updateValue(value, forKey: String(decoding: key, as: UTF8.self)) == nil
            else { return nil }
            if end == bytes.endIndex {
                bytes = bytes[end...]
            } else {
                bytes = bytes[bytes.index(after: end)...]
                if bytes.isEmpty { return nil }  // a trailing comma
            }
        }
        return result
    }
}
