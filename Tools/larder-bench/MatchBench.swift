import ArgumentParser
import Foundation
import LarderCore
import LarderMatch

/// `larder-bench match`: the matcher against a plain SQL baseline on the same synthetic bar.
struct MatchBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Time makeable + missing-1 + missing-2 for one inventory: LarderMatch vs SQLite GROUP BY / NOT EXISTS.")

    @Option(help: "Synthetic recipes.") var recipes = 1_000_000
    @Option(help: "Synthetic ingredients.") var ingredients = 2_000
    @Option(help: "Ingredients in the inventory.") var inventory = 40
    @Option(help: "Timed runs of the matcher (the median is reported).") var runs = 21
    @Option(help: "Timed runs of the SQL baseline.") var sqlRuns = 1
    @Option(help: "Seed of the synthetic data.") var seed: UInt64 = 1
    @Flag(help: "Time only LarderMatch (no SQLite baseline, no ratio).") var noBaseline = false

    func validate() throws {
        guard recipes > 0, ingredients >= 20, inventory >= 0, runs > 0, sqlRuns > 0 else {
            throw ValidationError("sizes must be positive (at least 20 ingredients)")
        }
    }

    func run() throws {
        let data = MatchBenchData(recipeCount: recipes, ingredientCount: ingredients, inventorySize: inventory, seed: seed)
        let bar = data.inventory
        log("match: \(recipes) recipes, \(ingredients) ingredients, inventory \(bar.owned.count)")

        let buildStart = Date()
        let catalog = try MatchCatalog(ingredients: data.ingredients, substitutes: data.substitutes, recipes: data.recipes)
        log("compiled \(catalog.lineCount) lines, \(catalog.keyCount) requirement keys in \(ms(since: buildStart)) ms")

        var result = MatchResult()
        var times: [Double] = []
        var serial: [Double] = []
        var closureTimes: [Double] = []
        for _ in 0..<runs {
            let closureStart = DispatchTime.now()
            _ = catalog.closure(of: bar)
            closureTimes.append(elapsed(since: closureStart))
            var start = DispatchTime.now()
            result = catalog.match(catalog.closure(of: bar))
            times.append(elapsed(since: start))
            start = DispatchTime.now()
            _ = catalog.match(catalog.closure(of: bar), options: MatchOptions(parallel: false))
            serial.append(elapsed(since: start))
        }
        let ours = median(times)
        let matcherRSS = peakMemoryMB()
        log("LarderMatch: \(result.makeable.count) makeable, \(result.missingOne.count) missing 1, \(result.missingTwo.count) missing 2")
        if noBaseline {
            print("match  recipes=\(recipes) LarderMatch \(fmt(ours)) ms median (min \(fmt(times.min()!))), closure \(fmt(median(closureTimes))) ms, single core \(fmt(median(serial))) ms, peak \(fmt(matcherRSS)) MB")
            return
        }

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("larder-match-bench-\(getpid()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loadStart = Date()
        let sql = try MatchBenchSQL.load(data, at: path)
        log("SQLite baseline loaded in \(ms(since: loadStart)) ms")
        var sqlTimes: [Double] = []
        var answers: [[MatchBenchSQL.Answer]] = []
        for _ in 0..<sqlRuns {
            let start = DispatchTime.now()
            answers = try sql.match(bar)
            sqlTimes.append(elapsed(since: start))
        }
        let baseline = median(sqlTimes)

        let ourAnswers = (0...2).map { tier in
            result[missing: tier].map { m in
                MatchBenchSQL.Answer(
                    recipe: m.recipeIndex, variant: catalog.variant(of: m) == nil ? 0 : 1,
                    missing: catalog.missingIngredients(of: m).map { Int($0.rawValue.dropFirst(4))! }.sorted())
            }
        }
        let equal = ourAnswers == answers
        print("match  recipes=\(recipes) ingredients=\(ingredients) inventory=\(bar.owned.count) lines=\(catalog.lineCount)")
        print("  tiers            makeable=\(result.makeable.count) missing1=\(result.missingOne.count) missing2=\(result.missingTwo.count)")
        print("  LarderMatch      \(fmt(ours)) ms median per full match (min \(fmt(times.min()!)), \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores); single core \(fmt(median(serial))) ms; closure alone \(fmt(median(closureTimes))) ms")
        print("  SQLite baseline  \(fmt(baseline)) ms (closure + GROUP BY / NOT EXISTS, \(sqlRuns) run\(sqlRuns == 1 ? "" : "s"))")
        print("  ratio            \(fmt(baseline / ours))x faster (target >= 20x; per match target < 30 ms)")
        print("  results equal    \(equal ? "yes" : "NO")")
        print("  peak memory      \(fmt(matcherRSS)) MB after matcher phase, \(fmt(peakMemoryMB())) MB after SQLite phase (ru_maxrss)")
        if !equal { throw ExitCode.failure }
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private func elapsed(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }

    private func ms(since date: Date) -> String { fmt(Date().timeIntervalSince(date) * 1000) }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    private func fmt(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }

    private func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
