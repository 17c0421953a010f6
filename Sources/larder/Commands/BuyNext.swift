import ArgumentParser
import LarderKit

extension Larder {
    /// `larder buy-next [--count N] [--kind drink|dish]`
    struct BuyNext: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "buy-next",
            abstract: "Which ingredient to buy next: ranked by how many recipes each makes makeable, then a plan of N purchases.")

        @Option(parsing: .unconditional, help: "Purchases in the plan (1-20).") var count = 3
        @Option(help: "Only drinks or only dishes.") var kind: RecipeKind?
        @Option(parsing: .unconditional, help: "How many single purchases to rank (1-100).") var top = 10
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard (1...20).contains(count) else { throw ValidationError("--count must be between 1 and 20, not \(count)") }
            guard (1...100).contains(top) else { throw ValidationError("--top must be between 1 and 100, not \(top)") }
        }

        func run() throws {
            let report = try global.session().buyNext(count: count, top: top, kind: kind)
            if try global.printedJSON(report) { return }
            print(PurchaseText.render(report, terminal: global.terminal), terminator: "")
        }
    }
}
