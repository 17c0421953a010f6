import ArgumentParser
import FlavorGraph
import Foundation

/// `larder-bench graph`: our multilevel Barnes–Hut layout against Graphviz `sfdp` (the command, run as a
/// child process) on the same synthetic graphs in one run. Both sides run as child processes that read
/// the same DOT file and write positions, so wall time and peak memory are measured the same way; the
/// stress of both position sets is computed by our metric.
struct GraphBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Our force-directed layout vs Graphviz sfdp: wall time, peak memory, stress.",
        subcommands: [Run.self, Worker.self],
        defaultSubcommand: Run.self)

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "run", abstract: "Run the comparison.")

        @Option(help: "Sizes as NODES/EDGES, comma separated.")
        var sizes = "2000/20000,10000/100000,50000/500000"
        @Option(help: "Seed of the synthetic graphs and of our layout.")
        var seed: UInt64 = 42
        @OptionGroup var tuning: Tuning
        @Flag(help: "Reuse sfdp's positions from an earlier run kept with --keep (timings then repeat that run's).")
        var reuseSfdp = false
        @Option(help: "Keep the DOT and position files in this folder.")
        var keep: String?
        @Option(help: "Sources sampled for the stress metric.")
        var stressSources = 64

        func run() throws {
            let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let work = keep.map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("larder-graph-bench-\(getpid())")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            defer { if keep == nil { try? FileManager.default.removeItem(at: work) } }
            FileHandle.standardOutput.write(Data(("| nodes / edges | ours (s) | sfdp (s) | speed-up | ours peak MB | sfdp peak MB | ours stress | sfdp stress | ours NP | sfdp NP |\n"
                + "|---|---|---|---|---|---|---|---|---|---|\n").utf8))
            for size in sizes.split(separator: ",") {
                let parts = size.split(separator: "/").compactMap { Int($0) }
                guard parts.count == 2 else { throw ValidationError("bad size \(size); expected NODES/EDGES") }
                let (n, m) = (parts[0], parts[1])
                let edges = GraphSynthetic.preferentialAttachment(nodes: n, edges: m, seed: seed)
                let dotPath = work.appendingPathComponent("g\(n).dot").path
                try GraphSynthetic.dot(nodes: n, edges: edges).write(toFile: dotPath, atomically: true, encoding: .utf8)
                let graph = LayoutGraph(nodeCount: n, edges: edges)
                FileHandle.standardError.write(Data("graph \(n)/\(edges.count): ours…\n".utf8))
                let ours = try MeasuredRun.run(
                    [me, "graph", "worker", "--input", dotPath, "--seed", "\(seed)"] + tuning.arguments,
                    stdoutTo: work.appendingPathComponent("ours\(n).txt").path)
                guard ours.status == 0 else { throw BenchError.failed("worker", ours.status) }
                FileHandle.standardError.write(Data("graph \(n)/\(edges.count): sfdp…\n".utf8))
                let sfdpPath = work.appendingPathComponent("sfdp\(n).txt").path
                let sfdp = try reuseSfdp && FileManager.default.fileExists(atPath: sfdpPath)
                    ? MeasuredRun(seconds: .nan, peakKilobytes: 0, status: 0, stdout: String(contentsOfFile: sfdpPath, encoding: .utf8))
                    : MeasuredRun.run(["sfdp", "-Tplain", dotPath], stdoutTo: sfdpPath)
                guard sfdp.status == 0 else { throw BenchError.failed("sfdp", sfdp.status) }
                let ourPositions = GraphSynthetic.parsePositions(ours.stdout, nodes: n)
                let sfdpPositions = GraphSynthetic.parsePositions(sfdp.stdout, nodes: n)
                let stressOurs = LayoutQuality.stress(graph, positions: ourPositions, sources: stressSources)
                let stressSfdp = LayoutQuality.stress(graph, positions: sfdpPositions, sources: stressSources)
                let npOurs = LayoutQuality.neighbourhoodPreservation(graph, positions: ourPositions, samples: 100)
                let npSfdp = LayoutQuality.neighbourhoodPreservation(graph, positions: sfdpPositions, samples: 100)
                FileHandle.standardOutput.write(Data((String(
                    format: "| %d / %d | %.2f | %.2f | %.1f× | %.0f | %.0f | %.4f | %.4f | %.3f | %.3f |",
                    n, edges.count, ours.seconds, sfdp.seconds, sfdp.seconds / ours.seconds,
                    Double(ours.peakKilobytes) / 1024, Double(sfdp.peakKilobytes) / 1024,
                    stressOurs, stressSfdp, npOurs, npSfdp) + "\n").utf8))
            }
        }
    }

    /// Layout settings to try from the command line (defaults: ``LayoutOptions``).
    struct Tuning: ParsableArguments {
        @Option(help: "Barnes–Hut opening angle.") var theta: Double?
        @Option(help: "Repulsion strength C.") var repulsion: Double?
        @Option(help: "Iterations on the finest level.") var finestIterations: Int?
        @Option(help: "Iterations on the coarsest level.") var coarsestIterations: Int?
        @Option(help: "Convergence tolerance (fraction of K).") var tolerance: Double?
        @Option(help: "Seed of our layout (default: the graph's seed).") var layoutSeed: UInt64?
        @Option(help: "Sweeps of the sparse stress stage.") var stressIterations: Int?
        @Option(help: "Pivots of the sparse stress stage.") var stressPivots: Int?
        @Option(help: "Spring strength exponent of edge weights.") var weightExponent: Double?

        var arguments: [String] {
            var out: [String] = []
            if let theta { out += ["--theta", "\(theta)"] }
            if let repulsion { out += ["--repulsion", "\(repulsion)"] }
            if let finestIterations { out += ["--finest-iterations", "\(finestIterations)"] }
            if let coarsestIterations { out += ["--coarsest-iterations", "\(coarsestIterations)"] }
            if let weightExponent { out += ["--weight-exponent", "\(weightExponent)"] }
            if let tolerance { out += ["--tolerance", "\(tolerance)"] }
            if let layoutSeed { out += ["--layout-seed", "\(layoutSeed)"] }
            if let stressIterations { out += ["--stress-iterations", "\(stressIterations)"] }
            if let stressPivots { out += ["--stress-pivots", "\(stressPivots)"] }
            return out
        }

        func apply(to options: inout LayoutOptions) {
            if let theta { options.theta = theta }
            if let repulsion { options.repulsion = repulsion }
            if let finestIterations { options.finestIterations = finestIterations }
            if let coarsestIterations { options.coarsestIterations = coarsestIterations }
            if let tolerance { options.tolerance = tolerance }
            if let layoutSeed { options.seed = layoutSeed }
            if let stressIterations { options.stressIterations = stressIterations }
            if let stressPivots { options.stressPivots = stressPivots }
            if let weightExponent { options.weightExponent = weightExponent }
        }
    }

    /// The child process of our side: reads the DOT file, lays it out, prints `node i x y` lines.
    struct Worker: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "worker", abstract: "Lay out one benchmark graph (used by `graph run`).",
            shouldDisplay: false)
        @Option var input: String
        @Option var seed: UInt64 = 42
        @OptionGroup var tuning: Tuning

        func run() throws {
            let text = try String(contentsOfFile: input, encoding: .utf8)
            let (n, edges) = GraphSynthetic.parseDot(text)
            let graph = LayoutGraph(nodeCount: n, edges: edges)
            var options = LayoutOptions()
            options.seed = seed
            tuning.apply(to: &options)
            let start = ContinuousClock.now
            let result = ForceLayout(options: options).layout(graph)
            let elapsed = ContinuousClock.now - start
            var out = "# layout \(elapsed) levels \(result.levels) iterations \(result.iterations) stress sweeps \(options.stressIterations)\n"
            out.reserveCapacity(n * 32)
            for (i, p) in result.positions.enumerated() {
                out += "node \(i) \(String(format: "%.4f", p.x)) \(String(format: "%.4f", p.y))\n"
            }
            FileHandle.standardOutput.write(Data(out.utf8))
        }
    }
}
