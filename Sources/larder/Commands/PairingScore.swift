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
            // The fixed-point figures as `%.Nf` writes them, without `String(format:)`'s argument packing.
            func f(_ value: Double, _ digits: Int) -> String { FixedDecimal.text(value, digits: digits) }
            let baseline = "  random sets of \(s.counted.count): \(f(s.baselineMean, 2)) ± \(f(s.baselineStandardDeviation, 2))"
                + "  (z = \(f(s.zScore, 2)), above \(f(s.percentile * 100, 0))% of them)"
            switch s.basis {
            case "profiles":
                print("  mean taste-profile affinity \(f(s.meanProfileAffinity ?? 0, 2)) over \(s.pairs) pairs (too little compound data)")
                print(baseline)
            case "single":
                print("  one ingredient with a taste: the affinity of its profile with itself \(f(s.meanProfileAffinity ?? 0, 2))")
                print("  random single ingredients: \(f(s.baselineMean, 2)) ± \(f(s.baselineStandardDeviation, 2))"
                    + "  (z = \(f(s.zScore, 2)), above \(f(s.percentile * 100, 0))% of them)")
            case "compounds+profiles":
                print("  mean shared compounds \(f(s.meanSharedCompounds, 1)) over \(s.compoundPairs ?? 0) pairs,"
                    + " taste-profile affinity \(f(s.meanProfileAffinity ?? 0, 2)) over \(s.profilePairs ?? 0) pairs")
                // `%+.2f`: a sign on every value ("+nan", "-0.00" as C writes them).
                let blended = s.blendedValue ?? 0
                print("  blended: mean z \(blended.sign == .minus ? "" : "+")\(f(blended, 2)) per pair, against random pairs of the same kind")
                print(baseline)
            default:
                print("  mean shared compounds \(f(s.meanSharedCompounds, 1)) over \(s.pairs) pairs")
                print("  random sets of \(s.counted.count): \(f(s.baselineMean, 1)) ± \(f(s.baselineStandardDeviation, 1))"
                    + "  (z = \(f(s.zScore, 2)), above \(f(s.percentile * 100, 0))% of them)")
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
