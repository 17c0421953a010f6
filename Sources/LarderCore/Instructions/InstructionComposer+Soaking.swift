/// What a blended juice and a soaked drink need besides the blender (issue 9, session 19): a juice or
/// sherbet blended from fibrous solids (ginger, mint, rice, whole lime, seeded berries) is strained
/// before it is served; basil or chia seeds are soaked until they swell and stirred in, never blended;
/// dried fruit in water (a khoshaf) soaks overnight.
extension InstructionComposer {
    /// Roots, stalks and pulp a blender leaves as fibre or grit.
    static let fibrousSolids: Set<String> = [
        "ginger", "fresh-ginger", "turmeric", "galangal", "lemongrass", "lemongrass-stalk", "sappan-wood", "tamarind", "kokam", "kokum",
        "coconut", "cucumber", "raspberry", "raspberries", "blackberry", "blackberries", "sugarcane", "carrot", "celery",
        "lime", "lemon", "orange", "key-lime",
    ]

    /// Words of a line that make a blended drink a smoothie, drunk with its pulp: milk, yoghurt, ice
    /// cream, banana, avocado, oats, nut butter.
    static let smoothieWords = ["banana", "avocado", "yogurt", "yoghurt", "curd", "ice-cream", "oat", "peanut-butter", "protein", "kefir", "yakult"]

    /// Seeds soaked in water until they swell and stirred into a drink whole (sabja, chia).
    func isSoakedSeed(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        return raw.contains("basil-seed") || raw.contains("chia-seed") || raw.contains("sabja")
    }

    /// Whether a drink blended from `lines` (without crushed ice) is strained before it is served: it
    /// blends fresh herbs, whole seeds, rice, or roots and pulp that leave fibre (``fibrousSolids``), and
    /// it is no smoothie (milk other than condensed or evaporated, yoghurt, banana: ``smoothieWords``).
    func strainsAfterBlending(_ lines: [RecipeLine]) -> Bool {
        let smoothie = lines.contains { line in
            let raw = line.ingredient.rawValue
            let milk = categories[line.ingredient] == .dairy && !["condensed", "evaporated", "powdered"].contains(where: raw.contains)
            return milk || Self.smoothieWords.contains(where: raw.contains)
        }
        guard !smoothie else { return false }
        return lines.contains { line in
            let raw = line.ingredient.rawValue
            if isSoakedSeed(line.ingredient) || raw.contains("powder") || raw.contains("ground") || raw.contains("dried") { return false }
            // Soaked rice or tiger nuts leave a gritty pulp behind, however they were soaked.
            if isSoakedGrain(line) { return true }
            switch categories[line.ingredient] {
            case .herb: return true
            case .grain: return raw.contains("rice")
            default: return Self.fibrousSolids.contains(raw) || raw.hasSuffix("-seed")
            }
        }
    }

    /// Dried fruit a drink soaks (raisins, prunes, dates, sultanas, currants, anything named dried).
    static func isDriedFruit(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        return raw.hasPrefix("dried-") || ["raisin", "prune", "date", "sultana", "currant"].contains { raw == $0 || raw == $0 + "s" }
    }

    /// Whether a pitcher of `lines` is dried fruit soaking in water (two or more dried fruits and water),
    /// left overnight rather than chilled for an hour.
    func soaksOvernight(_ lines: [RecipeLine]) -> Bool {
        lines.filter { Self.isDriedFruit($0.ingredient) }.count >= 2 && lines.contains { categories[$0.ingredient] == .water }
    }
}
