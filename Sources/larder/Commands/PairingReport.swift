import Foundation
import LarderKit

extension Larder {
    /// `larder pairing-report [--min-recipes N] [--replicates N] [--seed S]`
    struct PairingReport: RunnableCommand {
        static let spec = CommandSpec(
            "pairing-report",
            abstract: "Each cuisine's mean shared compounds against random recipes from its own ingredients (Ahn et al. 2011).",
            arguments: [Key.minRecipes, Key.replicates, Key.seed, GlobalOptions.arguments],
            command: PairingReport.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let minRecipes = DefaultedOption<Int>("min-recipes", default: 5, anyValue: true,
                help: "Leave out cuisines with fewer scorable recipes (2-10000).")
            static let replicates = DefaultedOption<Int>("replicates", default: 100, anyValue: true,
                help: "Null-model replicates and bootstrap resamples (10-10000).")
            static let seed = DefaultedOption<UInt64>("seed", default: 1, help: "Seed of the random draws.")
        }

        let minRecipes: Int
        let replicates: Int
        let seed: UInt64
        let global: GlobalOptions

        func validate() throws {
            guard (2...10_000).contains(minRecipes) else { throw UsageError("--min-recipes must be between 2 and 10000") }
            guard (10...10_000).contains(replicates) else { throw UsageError("--replicates must be between 10 and 10000") }
        }

        func run() throws {
            let rows = try global.session().cuisinePairingReport(minimumRecipes: minRecipes, replicates: replicates, seed: seed)
            if try global.printedJSON(rows) { return }
            let t = global.terminal
            print(t.bold("cuisine          recipes  shared [95% interval]   null model [95% interval]  difference"))
            for r in rows {
                let name = TextColumn.padded(r.cuisine, to: 16)
                // The columns as `%7d  %6.1f [%5.1f, %5.1f] … %+6.1f` write them.
                func f(_ value: Double, _ width: Int) -> String { PrintfText.rightAligned(FixedDecimal.text(value, digits: 1), width: width) }
                let recipes = PrintfText.rightAligned(String(r.recipes), width: 7)
                let difference = PrintfText.rightAligned(PrintfText.signed(r.difference, digits: 1), width: 6)
                print("\(name) \(recipes)  \(f(r.meanShared, 6)) [\(f(r.meanLow, 5)), \(f(r.meanHigh, 5))]   "
                    + "\(f(r.nullMean, 6)) [\(f(r.nullLow, 5)), \(f(r.nullHigh, 5))]     \(difference)")
            }
            Output.diagnostic("an interval of the cuisine that overlaps its null interval shows no pairing effect the data can support")
        }

        init(_ parsed: ParsedArguments) throws {
            minRecipes = parsed[Key.minRecipes]
            replicates = parsed[Key.replicates]
            seed = parsed[Key.seed]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
