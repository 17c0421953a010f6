import Foundation

/// One numbered step of a dish's method, written by us (`Bundle/dishes/*.cook`), with the facts a
/// program can use: which ingredients it uses, its timers and its temperatures.
///
/// `text` is plain prose with temperatures written as "180 °C"; ``text(in:)`` gives it in °F.
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

    /// A temperature scale to print a step in.
    public enum TemperatureScale: String, Sendable, Codable {
        case celsius, fahrenheit
    }

    /// The step's text with its temperatures in `scale`: "180 °C" becomes "350 °F", a range "200–220 °C"
    /// (its two ends stored one after the other) "400–425 °F". Oven heats (from 150 °C) round to the
    /// nearest 25 °F as oven dials read; lower ones (sugar, oil, water) to 1 °F.
    ///
    /// - Complexity: O(n·t) in the length of the text and the number of temperatures.
    public func text(in scale: TemperatureScale) -> String {
        guard scale == .fahrenheit else { return text }
        var out = text
        for (low, high) in zip(temperaturesCelsius, temperaturesCelsius.dropFirst()) where low < high {
            out = out.replacingOccurrences(
                of: "\(Self.format(low))–\(Self.format(high)) °C",
                with: "\(Self.format(Self.fahrenheit(low)))–\(Self.format(Self.fahrenheit(high))) °F")
        }
        for celsius in Set(temperaturesCelsius).sorted(by: >) {
            out = out.replacingOccurrences(of: "\(Self.format(celsius)) °C", with: "\(Self.format(Self.fahrenheit(celsius))) °F")
        }
        return out
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

    public init(minutes: Double, maxMinutes: Double? = nil) {
        self.minutes = minutes
        self.maxMinutes = maxMinutes
    }
}
