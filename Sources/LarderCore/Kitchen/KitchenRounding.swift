/// Rounding to what a kitchen can measure.
public enum KitchenRounding {
    /// `value` to the nearest multiple of `step`, never rounding a positive value down to zero.
    public static func nearest(_ value: Double, step: Double) -> Double {
        let rounded = (value / step).rounded() * step
        return value > 0 ? max(rounded, step) : rounded
    }

    /// `value` up to the next multiple of `step` (what to buy), with a tolerance of 1 % of a step so
    /// that 2.0000001 stays 2.
    public static func up(_ value: Double, step: Double) -> Double {
        let steps = value / step
        return max((steps - 0.01).rounded(.up), value > 0 ? 1 : 0) * step
    }

    /// The step for grams by size: whole grams under 10 g, 5 g under 250 g, 25 g under 1 kg, else 50 g.
    public static func gramStep(for grams: Double) -> Double {
        switch grams {
        case ..<10: 1
        case ..<250: 5
        case ..<1000: 25
        default: 50
        }
    }

    /// The step for millilitres by size: whole under 10 ml, 5 ml under 100 ml, 10 ml under 250 ml,
    /// 25 ml under 1 l, else 50 ml.
    public static func millilitreStep(for millilitres: Double) -> Double {
        switch millilitres {
        case ..<10: 1
        case ..<100: 5
        case ..<250: 10
        case ..<1000: 25
        default: 50
        }
    }
}
