import Foundation

/// One numbered step of a dish's method, written by us (`Bundle/dishes/*.cook`), with the facts a
/// program can use: which ingredients it uses, its timers and its temperatures.
///
/// `text` is plain prose with temperatures written as "180 °C" and lengths in centimetres;
/// ``text(in:)`` gives it in °F and inches.
public struct MethodStep: Hashable, Codable, Sendable {
    /// The step as a home cook reads it ("Bake at 180 °C until a skewer comes out clean, 55–60 minutes.").
    public var text: String
    /// The ingredients the step uses, in the order it names them.
    public var ingredients: [IngredientID]
    /// Pans, tins and tools the step names ("loaf pan").
    public var cookware: [String]
    /// The step's timed waits.
    public var timers: [StepTimer]
    /// Temperatures the step names, in degrees Celsius (ovens, oil, sugar), in text order.
    public var temperaturesCelsius: [Double]

    /// A step; everything but its text may be left out.
    public init(
        text: String, ingredients: [IngredientID] = [], cookware: [String] = [], timers: [StepTimer] = [],
        temperaturesCelsius: [Double] = []
    ) {
        self.text = text
        self.ingredients = ingredients
        self.cookware = cookware
        self.timers = timers
        self.temperaturesCelsius = temperaturesCelsius
    }

    private enum CodingKeys: String, CodingKey { case text, ingredients, cookware, timers, temperaturesCelsius }

    /// Decodes a step record; missing lists are empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        ingredients = try c.decodeIfPresent([IngredientID].self, forKey: .ingredients) ?? []
        cookware = try c.decodeIfPresent([String].self, forKey: .cookware) ?? []
        timers = try c.decodeIfPresent([StepTimer].self, forKey: .timers) ?? []
        temperaturesCelsius = try c.decodeIfPresent([Double].self, forKey: .temperaturesCelsius) ?? []
    }

    /// Empty lists are left out, so a step's record carries only what it has.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        if !ingredients.isEmpty { try c.encode(ingredients, forKey: .ingredients) }
        if !cookware.isEmpty { try c.encode(cookware, forKey: .cookware) }
        if !timers.isEmpty { try c.encode(timers, forKey: .timers) }
        if !temperaturesCelsius.isEmpty { try c.encode(temperaturesCelsius, forKey: .temperaturesCelsius) }
    }

    /// The units to print a step in.
    public enum Units: String, Sendable, Codable {
        /// As written: °C and centimetres.
        case metric
        /// As a US (or old British) cook reads a method: °F and inches.
        case customary
    }

    /// The step's text in `units`. In customary units a temperature "180 °C" becomes "350 °F", a range
    /// "200–220 °C" (its two ends stored one after the other) "400–425 °F" (oven heats, from 150 °C, round
    /// to the nearest 25 °F as oven dials read; lower ones to 1 °F), and a length in centimetres or
    /// millimetres becomes inches (``inches(_:)``): "a 23 cm pie dish" → "a 9 inch pie dish", "1 cm
    /// rounds" → "1/2 inch rounds", "20 x 30 cm" → "8 x 12 inch".
    ///
    /// - Complexity: O(n·t) in the length of the text and the number of temperatures.
    public func text(in units: Units) -> String {
        guard units == .customary else { return text }
        var out = text
        for (low, high) in zip(temperaturesCelsius, temperaturesCelsius.dropFirst()) where low < high {
            out = out.replacingOccurrences(
                of: "\(Self.format(low))–\(Self.format(high)) °C",
                with: "\(Self.format(Self.fahrenheit(low)))–\(Self.format(Self.fahrenheit(high))) °F")
        }
        for celsius in Set(temperaturesCelsius).sorted(by: >) {
            out = out.replacingOccurrences(of: "\(Self.format(celsius)) °C", with: "\(Self.format(Self.fahrenheit(celsius))) °F")
        }
        return Self.lengthsInInches(out)
    }

    /// "2–3 cm", "20 x 30 cm", "5 mm": a number, an optional range end or second dimension, a metric unit.
    nonisolated(unsafe) private static let length = #/(\d+(?:\.\d+)?)(?:\s*([–-]|x|×|by)\s*(\d+(?:\.\d+)?))?\s?(cm|mm)\b/#

    /// "a 8": the article before a number that, read aloud, starts with a vowel ("an 8 x 8 inch pan").
    nonisolated(unsafe) private static let articleBeforeVowelNumber = #/\b([Aa]) (8|11|18)\b/#

    /// `text` with every length in centimetres or millimetres written in inches.
    static func lengthsInInches(_ text: String) -> String {
        let converted = text.replacing(length) { match in
            let scale = match.output.4 == "mm" ? 0.1 : 1.0
            guard let first = Double(match.output.1) else { return String(match.output.0) }
            var out = inches(first * scale)
            if let joiner = match.output.2, let second = match.output.3.flatMap({ Double($0) }) {
                out += (joiner == "-" || joiner == "–" ? "–" : " \(joiner == "×" ? "x" : joiner) ") + inches(second * scale)
            }
            return out + " inch"
        }
        return converted.replacing(articleBeforeVowelNumber) { "\($0.output.1)n \($0.output.2)" }
    }

    /// A length in centimetres as a cook measures it in inches: whole inches from 2 inches up (pans: 23 cm
    /// → "9"), quarters below ("1/2", "1 1/4"), an eighth at the least.
    public static func inches(_ centimetres: Double) -> String {
        let value = centimetres / 2.54
        if value >= 2 { return String(Int(value.rounded())) }
        let quarters = max(0.5, (value * 4).rounded())
        if quarters == 0.5 { return "1/8" }
        let whole = Int(quarters) / 4, rest = Int(quarters) % 4
        let fraction = ["", "1/4", "1/2", "3/4"][rest]
        return whole == 0 ? fraction : rest == 0 ? "\(whole)" : "\(whole) \(fraction)"
    }

    /// Degrees Fahrenheit for `celsius`, rounded as a cook reads them (see ``text(in:)``).
    public static func fahrenheit(_ celsius: Double) -> Double {
        let exact = celsius * 9 / 5 + 32
        return celsius >= 150 ? (exact / 25).rounded() * 25 : exact.rounded()
    }

    /// "180", "37.5": a temperature without a needless ".0".
    public static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// A timed wait in a step: "25–30 minutes".
public struct StepTimer: Hashable, Codable, Sendable {
    /// The shortest time, in minutes.
    public var minutes: Double
    /// The longest time of a range, in minutes.
    public var maxMinutes: Double?

    /// A wait of `minutes`, or of `minutes`–`maxMinutes` when a range is given.
    public init(minutes: Double, maxMinutes: Double? = nil) {
        self.minutes = minutes
        self.maxMinutes = maxMinutes
    }
}
