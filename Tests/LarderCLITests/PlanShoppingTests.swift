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
