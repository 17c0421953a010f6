import Foundation
import Testing

/// `shopping-list --plan`: the planned meals of a week, summed and minus the pantry. Today is fixed to
/// Wednesday 2026-12-30 with weeks starting Monday, so this week runs 2026-12-28 to 2027-01-03 and
/// 2027-01-05 is in the next (hand-computed). The Negroni is 30 ml each of gin, Campari and sweet
/// vermouth (the IBA spec the catalog carries).
@Suite final class PlanShoppingTests {
    let cli: CLI
    let env = ["LARDER_TODAY": "2026-12-30", "LARDER_WEEK_START": "monday"]
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @discardableResult
    func run(_ arguments: [String]) throws -> CLI.Run { try cli.run(arguments, environment: env) }

    /// Item amounts by ingredient id, and the recipes each names.
    func items(_ run: CLI.Run) throws -> [String: (amounts: [String], recipes: [String])] {
        let object = try #require(try run.json() as? [String: Any])
        var out: [String: (amounts: [String], recipes: [String])] = [:]
        for section in (object["sections"] as? [[String: Any]]) ?? [] {
            for item in (section["items"] as? [[String: Any]]) ?? [] {
                let id = ((item["ingredient"] as? [String: Any])?["id"] as? String) ?? ""
                let recipes = ((item["recipes"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
                out[id] = ((item["amounts"] as? [String]) ?? [], recipes)
            }
        }
        return out
    }

    @Test func theWeeksMealsAreSummedMinusThePantry() throws {
        #expect(try run(["plan", "add", "monday", "drinks", "negroni"]).status == 0)  // 2027-01-04: next week
        #expect(try run(["plan", "add", "2026-12-28", "drinks", "negroni"]).status == 0)
        #expect(try run(["plan", "add", "2026-12-31", "drinks", "negroni"]).status == 0)
        #expect(try run(["plan", "add", "2027-01-05", "drinks", "whiskey sour"]).status == 0)
        #expect(try run(["have", "add", "campari", "--amount", "20ml"]).status == 0)

        let thisWeek = try items(run(["shopping-list", "--plan", "--json"]))
        // Two Negronis this week: 2 × 30 ml gin; Campari 60 ml less the 20 ml held.
        #expect(thisWeek["gin"]?.amounts == ["60 ml"])
        #expect(thisWeek["campari"]?.amounts == ["40 ml"])
        #expect(thisWeek["gin"]?.recipes == ["negroni"])
        // The Whiskey Sour is planned next week only.
        #expect(thisWeek["bourbon-whiskey"] == nil && thisWeek["lemon-juice"] == nil)

        let nextWeek = try items(run(["shopping-list", "--plan", "--week", "2027-01-05", "--json"]))
        #expect(nextWeek["gin"]?.amounts == ["30 ml"])
        #expect(nextWeek["lemon-juice"] != nil)
    }

    /// The issue's own command: `shopping-list --plan --week` with no day is this week, the same list as `--week this`.
    @Test func aBareWeekIsThisWeek() throws {
        #expect(try run(["plan", "add", "2026-12-28", "drinks", "negroni"]).status == 0)
        let bare = try run(["shopping-list", "--plan", "--week", "--json"])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(try items(bare)["gin"]?.amounts == ["30 ml"])
        #expect(try items(run(["shopping-list", "--plan", "--week", "this", "--json"]))["gin"]?.amounts == ["30 ml"])
        // Next week holds nothing: one line, non-zero.
        let next = try run(["shopping-list", "--plan", "--week", "next"])
        #expect(next.status != 0 && next.stderr.hasPrefix("larder:"))
    }

    /// Lemons held count against lemon juice. The Whiskey Sour asks 25 ml and the Tom Collins 1 oz
    /// (29.57 ml): 54.6 ml. A lemon gives 46.5 ml (USDA SR 09152: "1 lemon yields" 48 g, 1 cup 244 g):
    /// one lemon held leaves 8.1 ml, one lemon to buy; two held cover it.
    @Test func lemonsInThePantryCountAgainstLemonJuice() throws {
        let none = try items(run(["shopping-list", "whiskey sour", "tom collins", "--units", "metric", "--json"]))
        #expect(none["lemon-juice"]?.amounts.first?.hasPrefix("2 lemons") == true)
        #expect(try run(["have", "add", "lemon", "--amount", "1"]).status == 0)
        let one = try items(run(["shopping-list", "whiskey sour", "tom collins", "--units", "metric", "--json"]))
        #expect(one["lemon-juice"]?.amounts.first?.hasPrefix("1 lemon ") == true, "\(one["lemon-juice"]?.amounts ?? [])")
        #expect(try run(["have", "set", "lemon", "--amount", "2"]).status == 0)
        let two = try run(["shopping-list", "whiskey sour", "tom collins", "--units", "metric", "--json"])
        #expect(try items(two)["lemon-juice"] == nil)
        let covered = ((try #require(try two.json() as? [String: Any]))["covered"] as? [[String: Any]]) ?? []
        #expect(covered.contains { ($0["ingredient"] as? [String: Any])?["id"] as? String == "lemon-juice" })
    }

    @Test func anEmptyPlanOrMixedOptionsAreOneLine() throws {
        let empty = try run(["shopping-list", "--plan"])
        #expect(empty.status != 0 && empty.stdout.isEmpty)
        #expect(empty.stderr.split(separator: "\n").count == 1 && empty.stderr.contains("nothing is planned"))
        for arguments in [["shopping-list", "--week", "next", "negroni"], ["shopping-list", "--plan", "--servings", "2"],
                          ["shopping-list", "--plan", "--week", "next", "--from", "today"], ["shopping-list"]] {
            let result = try run(arguments)
            #expect(result.status != 0 && result.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }
}
