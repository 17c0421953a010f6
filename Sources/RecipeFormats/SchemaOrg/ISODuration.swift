import LarderCore

/// ISO 8601 durations as recipe pages write them ("PT1H30M", "P0DT0H20M", "PT90M", "PT0.5H"), in minutes.
public enum ISODuration {
    /// Whole minutes (rounded), or `nil` when `text` is not a duration. Seconds count toward minutes;
    /// years and months, which have no fixed length, are refused.
    public static func minutes(_ text: String) -> Int? {
        var chars = Substring(text.trimmingWhitespace().uppercased())
        guard chars.first == "P" else { return nil }
        chars = chars.dropFirst()
        var inTime = false
        var total = 0.0
        var number = ""
        var sawPart = false
        for char in chars {
            switch char {
            case "T": inTime = true
            case "0"..."9", ".", ",": number.append(char == "," ? "." : char)
            default:
                guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
                number = ""
                sawPart = true
                switch (char, inTime) {
                case ("W", false): total += value * 7 * 24 * 60
                case ("D", false): total += value * 24 * 60
                case ("H", true): total += value * 60
                case ("M", true): total += value
                case ("S", true): total += value / 60
                default: return nil
                }
            }
        }
        guard sawPart, number.isEmpty, total < 1e7 else { return nil }
        return Int(total.rounded())
    }
}
