/// A quantity as a cook reads it: a rounded number in a household unit, and its text ("2 cups",
/// "6 bananas", "250 g", "1 1/2 oz").
public struct KitchenAmount: Hashable, Codable, Sendable {
    /// The rounded number, in `unit`.
    public var quantity: Double
    /// The unit shown; `nil` for pieces of the ingredient itself. Imperial fluid ounces and ounces of
    /// weight are both `.oz`; the text tells them apart ("fl oz").
    public var unit: MeasureUnit?
    /// The amount as text: number, then the unit or the ingredient's noun, plural when above one.
    public var text: String
    /// The count before it was rounded to a whole, when rounding moved it by more than a tenth of a
    /// piece ("1.33 eggs" shown as 1).
    public var roundedFrom: Double?

    /// An amount from its parts; `roundedFrom` only when rounding a count moved it (see ``roundedFrom``).
    public init(quantity: Double, unit: MeasureUnit?, text: String, roundedFrom: Double? = nil) {
        self.quantity = quantity
        self.unit = unit
        self.text = text
        self.roundedFrom = roundedFrom
    }

    /// A note for a rounded count ("rounded from 1.33"), or `nil`.
    public var roundingNote: String? {
        roundedFrom.map { "rounded from \(AmountFormatter.decimal($0))" }
    }
}
