import LarderCore

/// Places a drink in one of the six *Cocktail Codex* families by its structure.
///
/// ## The rules
/// Each line gets a role (``CodexRole``) from its ingredient's category and lineage: spirits (from
/// 15 ml; less is a rinse or an accent) are the base; syrups and sweeteners are sugar; lemon, lime, grapefruit and yuzu (juice, or
/// the fruit muddled) are citrus, and a lime or lemon cordial is citrus and sugar; liqueurs from
/// 7.5 ml are liqueurs; fortified wines from 10 ml are aromatized wine; soda, beer and wine
/// from 30 ml, tea and coffee from 60 ml, other juices and water from 45 ml (or a top-up) lengthen; cream, milk, butter,
/// coconut cream, a whole egg or a yolk are richness; egg white is texture; the rest (herbs, spices,
/// fruit, dashes, rinses) seasons. A line counted in pieces with no volume (three coffee beans stirred in, a
/// slice of ginger) seasons too, whatever its category would pour: a bean has no volume to lengthen with. Garnish and optional lines do not count. Unknown amounts count as a
/// typical pour (spirit 45 ml, wine 30, liqueur 15, citrus 22.5, sugar 15, lengthener 90, cream 30).
/// In a tall glass (highball, collins, pint, copper mug) a carbonated line (soda, beer, sparkling wine)
/// always lengthens, counted at least 90 ml: the glass is filled with it, whatever the spec writes (the
/// IBA Americano's "splash of soda").
///
/// A drink with no spirit takes its largest liqueur or aromatized wine as its base ("Aperol as the
/// base instead of a spirit"). Then, first match wins:
/// 1. **citrus** with a sweetener: *Sidecar* when a liqueur gives at least as much sweetener as sugar
///    does, else *Daiquiri*. It sits between that family and the *Highball* when its lengthener is at
///    least the volume of its citrus and sweeteners (Collins, Mojito), and the *Flip* with cream or yolk;
///    between Sidecar and Daiquiri when both sweeteners are close (the smaller at least half the other);
/// 2. **citrus** without a sweetener: *Highball* if lengthened (Moscow Mule, Paloma), else *Martini*
///    with aromatized wine, *Flip* with richness, else *Daiquiri* ("no sugar");
/// 3. **richness** (cream, milk, whole egg, yolk, coconut cream): *Flip*; between Flip and Highball when
///    the lengthener outweighs the rest (Irish coffee). The book itself counts the White Russian and the
///    Piña Colada (rum, cream of coconut, pineapple) here;
/// 4. a **lengthener** of at least 0.8 times the volume of everything else: *Highball*; between Highball
///    and Martini when it holds as much aromatized wine as base (an Americano topped up with soda);
/// 5. **aromatized wine**: *Martini* (bitters belong to the root: Manhattan);
/// 6. otherwise *Old Fashioned*: spirit with sugar, a liqueur, or bitters, or spirit alone (a Black
///    Russian, and an Espresso Martini, whose espresso flavours a sweetened spirit without lengthening it).
///
/// Departures name what differs from the root: roles it lacks (and what stands in: "sweetened by a
/// liqueur (Drambuie) instead of sugar"), roles it adds, a split or non-spirit base, and seasonings.
public enum CodexClassifier {
    /// Classifies one drink.
    ///
    /// - Complexity: O(k) for k lines.
    public static func classify(_ drink: DrinkStructure) -> CodexClassification {
        var tally = Tally()
        let tall = drink.glass.map { tallGlasses.contains($0.lowercased()) } ?? false
        for line in drink.lines where !line.optional && !line.garnish {
            if tall && isCarbonated(line) {
                tally.add(.lengthener, name: line.name, ml: max(line.ml ?? 0, Tally.typical(.lengthener)))
                continue
            }
            for role in roles(of: line) { tally.add(role, line) }
        }
        // The base: the spirits, else the largest liqueur or aromatized wine.
        var baseNote: String?
        if tally.names[.spirit] == nil {
            let candidates = [CodexRole.liqueur, .aromatizedWine].flatMap { role in tally.entries[role, default: []].map { (role, $0) } }
            if let (role, entry) = candidates.max(by: { $0.1.ml < $1.1.ml }) {
                tally.remove(entry.name, from: role)
                tally.add(.spirit, name: entry.name, ml: entry.ml)
                baseNote = "\(entry.name) as the base instead of a spirit"
            } else {
                // Wine and beer hold alcohol too: a Black Velvet or a Michelada has no spirit, not no alcohol.
                let carriers = drink.lines.filter { !$0.optional && !$0.garnish && ($0.category == .wine || $0.category == .beer) }
                    .map(\.name)
                baseNote = carriers.isEmpty
                    ? "no alcohol" : "no spirit: \(list(carriers)) \(carriers.count == 1 ? "carries" : "carry") the alcohol"
            }
        }
        let (family, also) = decide(tally)
        return CodexClassification(
            family: family, reason: reason(family, tally), departures: departures(family, tally, baseNote: baseNote),
            alsoFamily: also)
    }

    // MARK: - Roles

    private static let citrusIDs: Set<String> = [
        "lemon-juice", "lime-juice", "grapefruit-juice", "yuzu-juice", "lemon", "lime", "grapefruit", "yuzu",
        "key-lime-juice", "meyer-lemon-juice", "calamansi-juice", "sour-orange-juice",
        // Muddled fruit (peels, twists and zest season; they are not listed).
        "lime-wedge", "lime-wheel", "lime-slice", "lemon-wedge", "lemon-wheel", "lemon-slice",
    ]

    /// Glasses a drink is built tall in, topped up with its mixer.
    static let tallGlasses: Set<String> = ["highball", "collins", "pint", "copper mug"]

    /// Sparkling wines by id (the lineage of a wine line is checked against these).
    private static let sparklingIDs: Set<String> = ["sparkling-wine", "champagne", "prosecco", "cava", "cremant"]

    /// Soda, beer or sparkling wine.
    static func isCarbonated(_ line: DrinkStructure.Line) -> Bool {
        switch line.category {
        case .soda, .beer: true
        case .wine: line.lineage.contains { sparklingIDs.contains($0.rawValue) }
        default: false
        }
    }

    /// The roles of one line (a lime cordial is citrus and sugar).
    static func roles(of line: DrinkStructure.Line) -> [CodexRole] {
        let ids = line.lineage.map(\.rawValue)
        let isCitrus = ids.contains { citrusIDs.contains($0) }
        // A count of pieces with no volume is not an unknown pour: it is none (three coffee beans are no cup of coffee).
        func atLeast(_ minimum: Double, default value: Double) -> Bool { (line.ml ?? (line.pieces ? 0 : value)) >= minimum }
        switch line.category {
        case .spirit: return [atLeast(15, default: 45) ? .spirit : .seasoning]
        case .fortifiedWine: return [atLeast(10, default: 30) ? .aromatizedWine : .seasoning]
        case .liqueur: return [atLeast(7.5, default: 15) ? .liqueur : .seasoning]
        case .bitters: return [.bitters]
        case .syrup, .sweetener:
            let sour = ids.contains { $0.contains("cordial") && ($0.contains("lime") || $0.contains("lemon")) || $0.contains("sour-mix") }
            return sour ? [.citrus, .sugar] : [.sugar]
        case .juice: return isCitrus ? [.citrus] : [atLeast(45, default: 60) ? .lengthener : .seasoning]
        case .fruit: return [isCitrus ? .citrus : .seasoning]
        case .egg: return [ids.contains { $0.contains("white") } ? .eggWhite : .richness]
        case .dairy: return [.richness]
        case .soda, .beer, .wine: return [atLeast(30, default: 90) ? .lengthener : .seasoning]
        case .tea, .coffee: return [atLeast(60, default: 90) ? .lengthener : .seasoning]
        case .water: return [atLeast(45, default: 0) ? .lengthener : .seasoning]
        case .pantry: return [ids.contains { $0.hasPrefix("coconut-cream") || $0.hasPrefix("cream-of-coconut") || $0 == "coconut-milk" } ? .richness : .seasoning]
        default: return [.seasoning]
        }
    }

    /// The lines of a drink grouped by role, with names (in recipe order) and volumes.
    struct Tally {
        struct Entry { var name: String; var ml: Double }
        var entries: [CodexRole: [Entry]] = [:]
        var names: [CodexRole: [String]] {
            entries.compactMapValues { list in list.isEmpty ? nil : list.map(\.name) }
        }

        static func typical(_ role: CodexRole) -> Double {
            switch role {
            case .spirit: 45
            case .aromatizedWine, .richness, .eggWhite: 30
            case .liqueur, .sugar: 15
            case .citrus: 22.5
            case .lengthener: 90
            case .bitters, .seasoning: 1
            }
        }

        mutating func add(_ role: CodexRole, _ line: DrinkStructure.Line) {
            add(role, name: line.name, ml: line.ml ?? Self.typical(role))
        }
        mutating func add(_ role: CodexRole, name: String, ml: Double) {
            if entries[role, default: []].contains(where: { $0.name == name }) { return }
            entries[role, default: []].append(Entry(name: name, ml: ml))
        }
        mutating func remove(_ name: String, from role: CodexRole) {
            entries[role]?.removeAll { $0.name == name }
            if entries[role]?.isEmpty == true { entries[role] = nil }
        }
        func has(_ role: CodexRole) -> Bool { !(entries[role] ?? []).isEmpty }
        func ml(_ role: CodexRole) -> Double { entries[role, default: []].reduce(0) { $0 + $1.ml } }
        func ml(_ roles: [CodexRole]) -> Double { roles.reduce(0) { $0 + ml($1) } }
    }

    // MARK: - The decision

    static func decide(_ t: Tally) -> (CodexFamily, CodexFamily?) {
        let sugarMl = t.ml(.sugar), liqueurMl = t.ml(.liqueur)
        if t.has(.citrus) {
            let sweetened = t.has(.sugar) || t.has(.liqueur)
            if sweetened {
                let family: CodexFamily = t.has(.liqueur) && liqueurMl >= sugarMl ? .sidecar : .daiquiri
                var also: CodexFamily?
                if t.has(.sugar) && t.has(.liqueur) && min(sugarMl, liqueurMl) >= 0.5 * max(sugarMl, liqueurMl) {
                    also = family == .sidecar ? .daiquiri : .sidecar
                }
                if t.has(.richness) { also = .flip }
                let sweetAndSour = t.ml(.citrus) + sugarMl + (family == .sidecar ? liqueurMl : 0)
                if t.has(.lengthener) && t.ml(.lengthener) >= sweetAndSour { also = .highball }
                return (family, also)
            }
            if t.has(.lengthener) { return (.highball, nil) }
            if t.has(.aromatizedWine) { return (.martini, nil) }
            if t.has(.richness) { return (.flip, nil) }
            return (.daiquiri, nil)
        }
        let rest = t.ml([.spirit, .aromatizedWine, .liqueur, .sugar, .richness, .eggWhite])
        if t.has(.richness) {
            return (.flip, t.has(.lengthener) && t.ml(.lengthener) >= rest ? .highball : nil)
        }
        if t.has(.lengthener) && t.ml(.lengthener) >= 0.8 * rest {
            let winey = t.has(.aromatizedWine) && t.ml(.aromatizedWine) >= t.ml(.spirit)
            return (.highball, winey ? .martini : nil)
        }
        if t.has(.aromatizedWine) { return (.martini, nil) }
        return (.oldFashioned, nil)
    }

    // MARK: - Words

    private static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: ""
        case 1: names[0]
        case 2: "\(names[0]) and \(names[1])"
        default: names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }

    static func reason(_ family: CodexFamily, _ t: Tally) -> String {
        var parts: [String] = []
        for role in family.roles + (family == .martini ? [.bitters] : []) {
            if let names = t.names[role] { parts.append("\(role.label) (\(list(names)))") }
        }
        // A liqueur standing in for sugar is part of the structure.
        if family.roles.contains(.sugar), !t.has(.sugar), let names = t.names[.liqueur] {
            parts.append("liqueur (\(list(names)))")
        }
        return parts.isEmpty ? "nothing but \(list(t.names.values.flatMap { $0 }))" : parts.joined(separator: " + ")
    }

    static func departures(_ family: CodexFamily, _ t: Tally, baseNote: String?) -> [String] {
        var out: [String] = []
        if let baseNote { out.append(baseNote) }
        if let spirits = t.names[.spirit], spirits.count > 1, baseNote == nil { out.append("split base: \(list(spirits))") }
        var explained: Set<CodexRole> = [.spirit]
        for role in family.roles where role != .spirit && !t.has(role) {
            let liqueurs = t.names[.liqueur] ?? [], citrus = t.names[.citrus] ?? []
            switch role {
            case .sugar where !liqueurs.isEmpty:
                out.append("sweetened by \(liqueurs.count == 1 ? "a liqueur" : "liqueurs") (\(list(liqueurs))) instead of sugar")
                explained.insert(.liqueur)
            case .sugar where citrus.contains(where: { $0.lowercased().contains("cordial") }):
                break
            case .liqueur where t.has(.sugar):
                out.append("sweetened with sugar instead of a liqueur")
            default:
                out.append("no \(role.label)")
            }
        }
        for role in family.roles { explained.insert(role) }
        if family == .martini { explained.insert(.bitters) }
        for role in CodexRole.allCases where !explained.contains(role) {
            guard let names = t.names[role] else { continue }
            let text = list(names)
            switch role {
            case .liqueur: out.append("adds \(names.count == 1 ? "a liqueur" : "liqueurs") (\(text))")
            case .sugar: out.append("adds sugar (\(text))")
            case .bitters: out.append("adds bitters (\(text))")
            case .aromatizedWine: out.append("adds aromatized wine (\(text))")
            case .citrus: out.append("adds citrus (\(text))")
            case .lengthener: out.append("lengthened with \(text)")
            case .richness: out.append("adds richness (\(text))")
            case .eggWhite: out.append("egg white for texture")
            case .seasoning: out.append("seasoned with \(list(Array(names.prefix(4))))\(names.count > 4 ? " and more" : "")")
            case .spirit: break
            }
        }
        return out
    }
}

extension DrinkStructure {
    /// The drink's family by the Codex rules (``CodexClassifier``), its glass included.
    public var codexClassification: CodexClassification { CodexClassifier.classify(self) }
}
