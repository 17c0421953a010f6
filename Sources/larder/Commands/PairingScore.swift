import Foundation
import LarderKit

extension Larder {
    /// `larder pairing-score RECIPE [--samples N] [--seed S]`
    struct PairingScore: RunnableCommand {
        static let spec = CommandSpec(
            "pairing-score",
            abstract: "How well a recipe's ingredients share flavor compounds, against random sets of the same size.",
            arguments: [Key.recipe, Key.samples, Key.seed, GlobalOptions.arguments],
            command: PairingScore.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let recipe = Positionals("recipe", required: true, help: "Recipe id or name.", completion: .recipes)
            static let samples = DefaultedOption<Int>("samples", default: 1_000, anyValue: true,
                help: "Random ingredient sets to compare with (10-100000).")
            static let seed = DefaultedOption<UInt64>("seed", default: 1, help: "Seed of the random sets.")
        }

        let recipe: [String]
        let samples: Int
        let seed: UInt64
        let global: GlobalOptions

        func validate() throws {
            if recipe.joined().isBlank { throw UsageError("name a recipe") }
            guard (10...100_000).contains(samples) else { throw UsageError("--samples must be between 10 and 100000") }
        }

        func run() throws {
            let scored = try global.session().pairingScore(recipe.joined(separator: " "), samples: samples, seed: seed)
            if try global.printedJSON(scored) { return }
            let s = scored.score
            let t = global.terminal
            print(t.bold(scored.name) + "  " + t.dim(scored.id.rawValue))
            let baseline = String(
                format: "  random sets of %d: %.2f ± %.2f  (z = %.2f, above %.0f%% of them)",
                s.counted.count, s.baselineMean, s.baselineStandardDeviation, s.zScore, s.percentile * 100)
            switch s.basis {
            case "profiles":
                print(String(format: "  mean taste-profile affinity %.2f over %d pairs (too little compound data)",
                             s.meanProfileAffinity ?? 0, s.pairs))
                print(baseline)
            case "single":
                print(String(format: "  one ingredient with a taste: the affinity of its profile with itself %.2f", s.meanProfileAffinity ?? 0))
                print(String(format: "  random single ingredients: %.2f ± %.2f  (z = %.2f, above %.0f%% of them)",
                             s.baselineMean, s.baselineStandardDeviation, s.zScore, s.percentile * 100))
            case "compounds+profiles":
                print(String(format: "  mean shared compounds %.1f over %d pairs, taste-profile affinity %.2f over %d pairs",
                             s.meanSharedCompounds, s.compoundPairs ?? 0, s.meanProfileAffinity ?? 0, s.profilePairs ?? 0))
                print(String(format: "  blended: mean z %+.2f per pair, against random pairs of the same kind", s.blendedValue ?? 0))
                print(baseline)
            default:
                print(String(format: "  mean shared compounds %.1f over %d pairs", s.meanSharedCompounds, s.pairs))
                print(String(format: "  random sets of %d: %.1f ± %.1f  (z = %.2f, above %.0f%% of them)",
                             s.counted.count, s.baselineMean, s.baselineStandardDeviation, s.zScore, s.percentile * 100))
            }
            if !s.uncovered.isEmpty {
                let why = s.basis == "compounds" ? "no compound data" : "no taste profile"
                print(t.dim("  not counted (\(why)): \(s.uncovered.map(\.rawValue).joined(separator: ", "))"))
            }
        }

        init(_ parsed: ParsedArguments) throws {
            recipe = parsed[Key.recipe]
            samples = parsed[Key.samples]
            seed = parsed[Key.seed]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
