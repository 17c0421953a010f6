/// A position in the plane, in layout units (one unit ≈ the ideal edge length by default).
public struct Point: Hashable, Sendable, Codable {
    /// Horizontal coordinate, in layout units.
    public var x: Double
    /// Vertical coordinate, in layout units.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
