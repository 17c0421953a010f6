import Foundation
import LarderCore

/// The bar's quality checks (issue 9), each a list of offenders that should be empty. A known,
/// accepted exception is a named row of `Bundle/curation/quality-exceptions.tsv` with its reason and
/// is not counted.
public struct DrinkQualityReport: Sendable, Equatable, Encodable {
    /// The checks, by the name used in `quality-exceptions.tsv`.
    public enum Check: String, CaseIterable, Sendable, Encodable {
        case sharedName = "shared-name"
        case ingredientTwin = "ingredient-twin"
        case productTwin = "product-twin"
        case noGlass = "no-glass"
        case noMethod = "no-method"
        case noIce = "no-ice"
        case unparsedAmount = "unparsed-amount"
        case noCategory = "no-category"
        case noABV = "no-abv"
        case alcoholUnfiled = "alcohol-unfiled"
        case recordAlcoholic = "record-alcoholic"
        case alcoholicFlag = "alcoholic-flag"
        case carbonatedShaken = "carbonated-shaken"
        case notMuddled = "not-muddled"
        case eggAfterStraining = "egg-after-straining"
        case ingredientNote = "ingredient-note"
        case ibaMissing = "iba-missing"
        case lostLine = "lost-line"
        case wholeCitrusMuddled = "whole-citrus-muddled"
        case implausibleAmount = "implausible-amount"
        case familyMismatch = "family-mismatch"
        case unitMismatch = "unit-mismatch"
        case waterNotALine = "water-not-a-line"
        case pitcherForFew = "pitcher-for-few"
        case batchNotChilled = "batch-not-chilled"
        case hiddenGarnishLine = "hidden-garnish-line"
        case garnishListWithoutAnd = "garnish-list"
        case glassMismatch = "glass-mismatch"
        case iceMismatch = "ice-mismatch"
        case garnishMismatch = "garnish-mismatch"
        case teaWarmedNotBoiled = "tea-not-boiled"
        case rimGarnishedAgain = "rim-garnished-again"
        case milkSteeped = "milk-steeped"
        case layersOutOfOrder = "layers-out-of-order"
        case batchToppedOnce = "batch-topped-once"
        case glassOverfilled = "glass-overfilled"

        /// What the check counts, for the printed report.
        public var label: String {
            switch self {
            case .sharedName: "drinks sharing a folded name"
            case .ingredientTwin: "drink ingredient id pairs within edit distance 1-2, not linked"
            case .productTwin: "strong drink ingredient id pairs naming one product (a brand alone and with its kind's words), not linked or of different ABV"
            case .noGlass: "drinks without a glass"
            case .noMethod: "drinks without a method"
            case .noIce: "drinks without an ice value"
            case .unparsedAmount: "drink lines (not garnish or optional) whose amount is missing or does not parse"
            case .noCategory: "drinks without a family"
            case .noABV: "alcoholic drink ingredients without an ABV"
            case .alcoholUnfiled: "drink ingredients whose name reads alcoholic (liqueur, amaro, vermouth, rum…) filed in a non-alcoholic category with no ABV"
            case .recordAlcoholic: "drinks (and variants) a data set calls alcoholic whose lines carry no strength"
            case .alcoholicFlag: "drinks whose alcoholic flag contradicts their lines"
            case .carbonatedShaken: "drinks that shake, stir or blend a carbonated line"
            case .notMuddled: "drinks with a muddle-worthy line never muddled"
            case .eggAfterStraining: "drinks adding egg after straining"
            case .ingredientNote: "drink ingredients whose name carries a unit, a verb or a note"
            case .ibaMissing: "current IBA drinks (iba.tsv) missing from the catalog"
            case .lostLine: "drink lines a record lists that resolve to no ingredient (lost from the drink)"
            case .wholeCitrusMuddled: "drinks that muddle whole citrus fruit (squeeze it, or cut it into wedges)"
            case .implausibleAmount: "drinks pouring an amount no bartender pours a serving"
            case .familyMismatch: "drinks whose family their lines or serve contradict"
            case .unitMismatch: "drink lines whose unit does not fit the ingredient"
            case .waterNotALine: "drinks whose steps brew or simmer in water that is not one of their lines"
            case .pitcherForFew: "drinks for two or three mixed in a pitcher"
            case .batchNotChilled: "blended punches for four or more, served without ice, never chilled"
            case .hiddenGarnishLine: "drinks with a garnish line their steps never name"
            case .garnishListWithoutAnd: "garnish steps that list with commas and no \"and\""
            case .glassMismatch: "drinks whose glass does not fit (served up in a tall glass, long or hot in a stemmed one, a shot in a wine glass)"
            case .iceMismatch: "drinks whose ice does not fit (ice in a stemmed glass, a julep without crushed ice, a frozen drink without ice)"
            case .garnishMismatch: "drinks garnished with lime whose lines hold lemon and no lime, or the reverse"
            case .teaWarmedNotBoiled: "drinks whose tea or spiced water is only warmed \"without boiling\" (it is brewed or boiled)"
            case .rimGarnishedAgain: "drinks whose closing garnish repeats what the rim is dipped in"
            case .milkSteeped: "drinks that steep milk or matcha like tea leaves (milk is heated, matcha whisked)"
            case .layersOutOfOrder: "layered drinks of known densities not poured densest first, their order not curated"
            case .batchToppedOnce: "drinks for several topped, floated or filled once instead of glass by glass"
            case .glassOverfilled: "drinks whose volume a glass (with dilution, and the room its ice takes) does not fit the glass"
            }
        }
    }

    public var drinks = 0
    /// Drinks with neither a garnish nor a garnish line. Informational, not a check: many drinks have
    /// no garnish (a shot, a hot chocolate, most smoothies).
    public var withoutGarnish = 0
    /// Offenders per check (recipe ids, ingredient ids or "a ~ b" pairs), sorted, exceptions removed.
    public var offenders: [String: [String]] = [:]
    /// Exceptions that applied, per check.
    public var excepted: [String: Int] = [:]

    public init() {}

    /// The number of offenders for `check`.
    public func count(_ check: Check) -> Int { offenders[check.rawValue]?.count ?? 0 }

    /// Reads `quality-exceptions.tsv` (check, subject, reason) from `directory`; missing file is none.
    public static func exceptions(in directory: URL) throws(ImportError) -> [Check: Set<String>] {
        var out: [Check: Set<String>] = [:]
        for (number, cells) in try DrinkCuration.rows(
            directory.appendingPathComponent("quality-exceptions.tsv"), columns: 3, key: { "\($0[0]) \($0[1])" }) {
            guard let check = Check(rawValue: cells[0]) else {
                throw .malformed("quality-exceptions.tsv", "line \(number): unknown check \(cells[0])")
            }
            guard !cells[2].isEmpty else { throw .malformed("quality-exceptions.tsv", "line \(number): an exception needs a reason") }
            out[check, default: []].insert(cells[1])
        }
        return out
    }


    /// Whether the required lines of `drink` make it alcoholic: a line of an ingredient with an ABV or of an
    /// alcoholic category. Bitters season a soft drink in dashes without making it a cocktail ("lime, lemon and
    /// bitters"), so they count only when poured: ``bittersPourMillilitres`` or more a serving (the two ounces of
    /// Peychaud's in a Gunshop Fizz, the ounce and a half of Angostura in a Trinidad Sour).
    static func isAlcoholic(_ drink: Recipe, ingredients byID: [IngredientID: Ingredient]) -> Bool {
        drink.lines.contains { line in
            guard !line.optional, let ingredient = byID[line.ingredient] else { return false }
            if ingredient.category == .bitters {
                let millilitres = line.amount.flatMap(AmountParser.parse)?.millilitres ?? 0
                return millilitres / Double(max(drink.servings ?? 1, 1)) >= bittersPourMillilitres
            }
            if let abv = ingredient.abv { return abv > 0 }
            return ingredient.category.isAlcoholic
        }
    }

    /// The pour of bitters in one serving from which a drink counts as alcoholic: half an ounce.
    static let bittersPourMillilitres = 15.0

    /// The folded name drinks are compared by: the merge key with "whisky" read as "whiskey", the
    /// words "classic" and "and"/"n" left out, and no word breaks ("Snake Bite" = "Snakebite").
    static func foldedName(_ name: String) -> String {
        RecipeMerger.nameKey(name).split(separator: "-").filter { !["classic", "and", "n"].contains($0) }
            .map { $0 == "whisky" ? "whiskey" : String($0) }.joined()
    }

    /// Measures `recipes` (drinks are checked; dishes ignored) against `ingredients`; `ibaMissing`
    /// are the ids of the IBA list no drink has (``IBAList/apply(to:)``); `lostLines` the record lines
    /// the builder could not resolve (``ImportReport/lostDrinkLines``), each "recipe-id: folded text".
    /// A line left out on purpose (a `drop` row of `drink-lines.tsv`, or a merged duplicate's lines,
    /// kept as its variant) is resolved first, so it is never lost. `recordAlcoholic` are the ids of the drinks
    /// and variants whose data-set record calls them alcoholic (an opendrinks keyword, a bar-assistant line with a
    /// strength, the IBA list), each checked against its own lines. `measures` weigh a blended drink's whole fruit into
    /// its volume for the glass check (``DrinkMath/parts(of:ingredients:measures:blended:)``).
    ///
    /// - Complexity: O(r·l) for the lines, plus O(k²·m²) for the ingredient-twin check over the k
    ///   ingredients drinks use (names of length m), and O(k·s·w) for the product-twin check (``ProductTwins``).
    public static func measure(
        _ recipes: [Recipe], ingredients: [Ingredient], exceptions: [Check: Set<String>] = [:], ibaMissing: [String] = [],
        lostLines: [String] = [], recordAlcoholic: Set<RecipeID> = [], measures: [IngredientID: IngredientMeasure] = [:]
    ) -> DrinkQualityReport {
        let drinks = recipes.filter { $0.kind == .drink }
        let byID = Dictionary(uniqueKeysWithValues: ingredients.map { ($0.id, $0) })
        let planner = TechniquePlanner(ingredients: ingredients)
        let faults = DrinkFaultClasses(ingredients: byID, planner: planner)
        var found: [Check: Set<String>] = [:]
        func flag(_ check: Check, _ subject: String) { found[check, default: []].insert(subject) }

        var names: [String: [RecipeID]] = [:]
        for drink in drinks { names[foldedName(drink.name), default: []].append(drink.id) }
        for (_, ids) in names where ids.count > 1 { flag(.sharedName, ids.map(\.rawValue).sorted().joined(separator: " = ")) }

        var used = Set<IngredientID>()
        for drink in drinks {
            if drink.glass == nil { flag(.noGlass, drink.id.rawValue) }
            if drink.method == nil { flag(.noMethod, drink.id.rawValue) }
            if drink.ice == nil { flag(.noIce, drink.id.rawValue) }
            // Variants' lines count too, named by the variant's id.
            for (owner, lines) in [(drink.id, drink.lines)] + drink.variants.map({ ($0.id, $0.lines) }) {
                for line in lines where !line.garnish && !line.optional && line.role != .garnish
                    && line.amount.flatMap(AmountParser.parse) == nil
                {
                    flag(.unparsedAmount, "\(owner.rawValue): \(line.ingredient.rawValue)")
                }
            }
            if drink.category == nil { flag(.noCategory, drink.id.rawValue) }
            let derived = isAlcoholic(drink, ingredients: byID)
            if recordAlcoholic.contains(drink.id), !derived { flag(.recordAlcoholic, drink.id.rawValue) }
            for variant in drink.variants where recordAlcoholic.contains(variant.id) {
                var alone = drink
                alone.lines = variant.lines
                if !isAlcoholic(alone, ingredients: byID) { flag(.recordAlcoholic, variant.id.rawValue) }
            }
            if let stated = drink.alcoholic, stated != derived { flag(.alcoholicFlag, drink.id.rawValue) }
            if faults.implausibleAmount(drink) != nil { flag(.implausibleAmount, drink.id.rawValue) }
            if faults.familyMismatch(drink) != nil { flag(.familyMismatch, drink.id.rawValue) }
            if faults.glassMismatch(drink) != nil { flag(.glassMismatch, drink.id.rawValue) }
            if faults.iceMismatch(drink) != nil { flag(.iceMismatch, drink.id.rawValue) }
            if faults.garnishMismatch(drink) != nil { flag(.garnishMismatch, drink.id.rawValue) }
            if GlassCapacity.overfill(drink, ingredients: byID, planner: planner, measures: measures) != nil { flag(.glassOverfilled, drink.id.rawValue) }
            for id in faults.unitMismatches(drink) { flag(.unitMismatch, "\(drink.id.rawValue): \(id)") }
            for step in planner.plan(drink) {
                if faults.muddlesWholeCitrus(step) { flag(.wholeCitrusMuddled, drink.id.rawValue) }
                used.insert(step.line.ingredient)
                let id = step.line.ingredient
                if planner.isCarbonated(id), [.shake, .dryShake, .stir, .blend, .swirl].contains(step.role) {
                    flag(.carbonatedShaken, drink.id.rawValue)
                }
                if planner.isMuddleWorthy(step.line), ![.muddle, .squeeze, .whisk, .blend, .swirl, .heat, .simmer, .garnish, .layer, .ferment].contains(step.role) {
                    flag(.notMuddled, drink.id.rawValue)
                }
                if planner.isEgg(id), [.top, .float, .side, .garnish].contains(step.role) {
                    flag(.eggAfterStraining, drink.id.rawValue)
                }
            }
        }
        // Variants' lines count too: a variant's strength needs its ingredients' strengths.
        var named = used
        for drink in drinks { for variant in drink.variants { named.formUnion(variant.lines.map(\.ingredient)) } }
        for id in named.sorted() {
            guard let ingredient = byID[id], ingredient.category.isAlcoholic, ingredient.abv == nil else { continue }
            flag(.noABV, id.rawValue)
        }
        for id in named.sorted() where byID[id].map(AlcoholicNames.isUnfiled) == true { flag(.alcoholUnfiled, id.rawValue) }
        let twins = twinPairs(Array(used), ingredients: byID)
        for pair in twins { flag(.ingredientTwin, pair) }
        for pair in ProductTwins.pairs(named, ingredients: byID) { flag(.productTwin, pair) }
        for id in named where IngredientNameFlaws.flaws(in: byID[id]?.name ?? id.rawValue) != [] { flag(.ingredientNote, id.rawValue) }
        for id in ibaMissing { flag(.ibaMissing, id) }
        for line in lostLines { flag(.lostLine, line) }
        let composer = InstructionComposer(ingredients: ingredients)
        for drink in drinks {
            for check in composedFaults(drink, steps: composer.compose(drink), ingredients: byID) { flag(check, drink.id.rawValue) }
        }

        var report = DrinkQualityReport()
        report.drinks = drinks.count
        report.withoutGarnish = drinks.filter(hasNoGarnish).count
        for check in Check.allCases {
            let all = found[check] ?? []
            let allowed = exceptions[check] ?? []
            report.offenders[check.rawValue] = all.subtracting(allowed).sorted()
            report.excepted[check.rawValue] = all.intersection(allowed).count
        }
        return report
    }

    /// Whether `drink` has no garnish: no garnish fact and no line that is (or is given the role of) a garnish.
    static func hasNoGarnish(_ drink: Recipe) -> Bool {
        (drink.garnish ?? "").isEmpty && !drink.lines.contains { $0.garnish || $0.role == .garnish }
    }

    /// Pairs "a ~ b" of ingredient ids (each at least six letters) within edit distance 1-2 where
    /// neither is an ancestor of the other.
    static func twinPairs(_ ids: [IngredientID], ingredients: [IngredientID: Ingredient]) -> [String] {
        func ancestors(_ id: IngredientID) -> Set<IngredientID> {
            var out = Set<IngredientID>()
            var current = ingredients[id]?.parent
            while let next = current, out.insert(next).inserted { current = ingredients[next]?.parent }
            return out
        }
        let sorted = ids.map(\.rawValue).filter { $0.count >= 6 }.sorted()
        var out: [String] = []
        for (index, a) in sorted.enumerated() {
            for b in sorted[(index + 1)...] {
                guard abs(a.count - b.count) <= 2, let distance = EditDistance.distance(a, b, limit: 2), distance >= 1 else { continue }
                let (x, y) = (IngredientID(a), IngredientID(b))
                if ancestors(x).contains(y) || ancestors(y).contains(x) { continue }
                out.append("\(a) ~ \(b)")
            }
        }
        return out
    }

    /// The printed report: one line a check, with the first offenders.
    public func summary(maxListed: Int = 60) -> String {
        var out = ["bar quality (\(drinks) drinks; zero is the goal, exceptions named in quality-exceptions.tsv):"]
        for check in Check.allCases {
            let list = offenders[check.rawValue] ?? []
            let excused = excepted[check.rawValue] ?? 0
            var line = "  \(list.count) \(check.label)" + (excused > 0 ? " (\(excused) excepted)" : "")
            if !list.isEmpty { line += ": " + list.prefix(maxListed).joined(separator: ", ") + (list.count > maxListed ? ", …" : "") }
            out.append(line)
        }
        out.append("  \(withoutGarnish) drinks without a garnish (informational: many drinks have none)")
        return out.joined(separator: "\n")
    }
}
