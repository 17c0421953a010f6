import ArgumentParser

/// The benchmark harness: each suite runs our code and its anchor side by side in one run and prints ratios.
///
/// Suites live one to a file (`SearchBench.swift`, `MatchBench.swift`, …) and are listed here.
@main
struct LarderBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder-bench",
        abstract: "Run Larder's benchmarks against their anchors and print ratios.",
        subcommands: [
            // Suites register here, one line each.
            SearchBench.self,
            MatchBench.self,
            UpdateBench.self,
            GraphBench.self,
            EverydayBench.self,
            RelevanceBench.self,
            ImportBench.self,
        ])
}
