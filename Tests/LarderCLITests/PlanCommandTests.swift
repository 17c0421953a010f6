import Foundation
import LarderKit
import Testing

/// The meal planner through the real binary. Today is fixed to Wednesday 2026-12-30 (LARDER_TODAY), so
/// "friday" is 2027-01-01 and this week, starting Monday, runs 2026-12-28 to 2027-01-03 (hand-computed).
@Suite final class PlanCommandTests {
    let cli: CLI
    let env = ["LARDER_TODAY": "2026-12-30", "LARDER_WEEK_START": "monday"]
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @discardableResult
    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> CLI.Run {
        try cli.run(arguments, environment: env.merging(extra) { _, new in new })
    }

    func week(_ arguments: [String] = [], _ extra: [String: String] = [:]) throws -> [String: Any] {
        let result = try run(["plan", "show", "--json"] + arguments, extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try result.json() as? [String: Any])
    }

    func meals(_ view: [String: Any]) -> [(day: String, slot: String, recipe: String, servings: Int?)] {
        ((view["days"] as? [[String: Any]]) ?? []).flatMap { day in
            ((day["meals"] as? [[String: Any]]) ?? []).map {
                (day["day"] as? String ?? "", $0["slot"] as? String ?? "", $0["recipe"] as? String ?? "", $0["servings"] as? Int)
            }
        }
    }

    @Test func addShowAcrossTheYearEnd() throws {
        #expect(try run(["plan", "add", "friday", "dinner", "lasagna", "--servings", "4"]).status == 0)
        #expect(try run(["plan", "add", "today", "lunch", "banana", "bread"]).status == 0)
        #expect(try run(["plan", "add", "2027-01-03", "negroni"]).status == 0)  // slot defaults to dinner
        let view = try week()
        #expect(view["from"] as? String == "2026-12-28")
        #expect(view["to"] as? String == "2027-01-03")
        #expect((view["days"] as? [Any])?.count == 7)
        let planned = meals(view)
        #expect(planned.map(\.day) == ["2026-12-30", "2027-01-01", "2027-01-03"])
        #expect(planned.map(\.recipe) == ["banana-bread", "lasagna", "negroni"])
        #expect(planned[1].servings == 4 && planned[1].slot == "dinner" && planned[0].slot == "lunch")
        // A Sunday-first week holding the same Wednesday: 2026-12-27 to 2027-01-02, without Sunday's negroni.
        let sunday = try week(["--week-start", "sunday"])
        #expect(sunday["from"] as? String == "2026-12-27" && sunday["to"] as? String == "2027-01-02")
        #expect(meals(sunday).count == 2)
        // Per-person daily totals: the lasagna day carries its one-serving figures.
        let days = try #require(view["days"] as? [[String: Any]])
        let friday = try #require(days.first { $0["day"] as? String == "2027-01-01" })
        let lasagna = try #require((friday["meals"] as? [[String: Any]])?.first?["nutrition"] as? [String: Any])
        let total = try #require((friday["perPerson"] as? [String: Any])?["kcal"] as? Double)
        #expect(total == (lasagna["perServing"] as? [String: Any])?["kcal"] as? Double)
        #expect(total > 0)
        let text = try run(["plan", "show"])
        #expect(text.stdout.contains("Fri 2027-01-01") && text.stdout.contains("Lasagna ×4"))
        let markdown = try run(["plan", "show", "--markdown"])
        #expect(markdown.stdout.contains("| Day | Lunch | Dinner | Per person |"))
        #expect(markdown.stdout.contains("| Friday 2027-01-01 |  | Lasagna ×4 |"))
    }

    @Test func moveRemoveClearCopyAndHistory() throws {
        try run(["plan", "add", "monday", "dinner", "carbonara"])  // next Monday: 2027-01-04
        try run(["plan", "add", "2026-12-29", "breakfast", "pancake", "--servings", "2"])
        #expect(try run(["plan", "move", "2026-12-29", "breakfast", "pancake", "--to", "2026-12-31", "--to-slot", "lunch"]).status == 0)
        #expect(meals(try week()).map { "\($0.day) \($0.slot) \($0.recipe) \($0.servings ?? 0)" } == ["2026-12-31 lunch pancake 2"])
        // Copy this week onto next week: Thursday's lunch lands on Thursday 2027-01-07.
        let copied = try run(["plan", "copy", "--from-week", "this", "--to-week", "2027-01-05", "--json"])
        #expect(copied.status == 0)
        #expect((try copied.json() as? [String: Any])?["added"] as? Int == 1)
        let next = meals(try week(["--week", "next"]))
        #expect(next.map { "\($0.day) \($0.recipe)" } == ["2027-01-04 carbonara", "2027-01-07 pancake"])
        // The shopping list's input: every planned recipe and its servings over a range.
        let session = LarderSession(paths: LarderPaths(dataDirectory: cli.home, bundledCatalogCandidates: [CLI.bundledCatalog]))
        let planned = try session.plannedRecipes(from: PlanDate(iso: "2026-12-28")!, to: PlanDate(iso: "2027-01-10")!)
        #expect(planned.map { "\($0.recipe) \($0.servings.map(String.init) ?? "own")" } == ["pancake 2", "carbonara own", "pancake 2"])
        #expect(try run(["plan", "remove", "2027-01-04", "carbonara"]).status == 0)
        #expect(try run(["plan", "clear", "--week", "next"]).status == 0)
        #expect(meals(try week(["--week", "next"])).isEmpty)
        // History a week later: the planned pancake of 2026-12-31, and the recipe planned most.
        let history = try #require(try run(["plan", "history", "--json"], ["LARDER_TODAY": "2027-01-06"]).json() as? [String: Any])
        let past = try #require(history["past"] as? [[String: Any]])
        #expect(past.map { $0["recipe"] as? String } == ["pancake"])
        #expect((history["mostPlanned"] as? [[String: Any]])?.first?["recipe"] as? String == "pancake")
    }

    @Test func badInputIsOneLineNonZeroAndWritesNothing() throws {
        try run(["plan", "add", "today", "negroni"])
        let before = meals(try week())
        let bad: [[String]] = [
            ["plan", "add", "funday", "dinner", "negroni"],
            ["plan", "add", "2027-02-29", "negroni"],
            ["plan", "add", "today", "--slot", "elevenses", "negroni"],
            ["plan", "add", "today", "dinner", "no-such-recipe-anywhere"],
            ["plan", "add", "today", "negroni", "--servings", "0"],
            ["plan", "add", "today", "negroni", "--servings", "-3"],
            ["plan", "add", "today"],
            ["plan", "remove", "2026-12-29", "negroni"],
            ["plan", "move", "today", "negroni", "--to", "someday"],
            ["plan", "move", "2026-12-01", "--to", "today"],
            ["plan", "show", "--from", "2027-01-05", "--to", "2027-01-01"],
            ["plan", "show", "--week-start", "caturday"],
            ["plan", "copy", "--from-week", "this", "--to-week", "today"],
            ["plan", "copy", "--from-week", "2026-01-05", "--to-week", "next"],
            ["plan", "clear"],
        ]
        for arguments in bad {
            let result = try run(arguments)
            #expect(result.status != 0, "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.hasPrefix("larder:") == true, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
        }
        #expect(meals(try week()).map(\.recipe) == before.map(\.recipe))
        #expect(before.count == 1)
    }
}
