/// A minimal RFC 4180 reader: quoted fields, doubled quotes, commas and newlines inside quotes.
enum CSVTable {
    /// Rows as dictionaries keyed by the header row.
    static func rows(_ text: String) -> [[String: String]] {
        let records = parse(text)
        guard let header = records.first else { return [] }
        return records.dropFirst().filter { $0 != [""] }.map { record in
            var row: [String: String] = [:]
            for (index, key) in header.enumerated() where index < record.count { row[key] = record[index] }
            return row
        }
    }

    static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.makeIterator()
        var pending: Character? = nil
        while let char = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if char == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else { quoted = false }
                } else {
                    field.append(char)
                }
                continue
            }
            switch char {
            case "\"": quoted = true
            case ",": record.append(field); field = ""
            case "\n", "\r\n":
                record.append(field); field = ""
                records.append(record); record = []
            case "\r": break
            default: field.append(char)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
