import LarderKit

extension Larder {
    /// `larder buy-next [--count N] [--kind drink|dish]`
    struct BuyNext: RunnableCommand {
        static let spec = CommandSpec(
            "buy-next",
            abstract: "Which ingredient to buy next: ranked by how many recipes each makes makeable, then a plan of N purchases.",
            arguments: [Key.count, Key.kind, Key.top, GlobalOptions.arguments],
            command: BuyNext.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let count = DefaultedOption<Int>("count", default: 3, anyValue: true, help: "Purchases in the plan (1-20).")
            static let kind = Option<RecipeKind>("kind", help: "Only drinks or only dishes.")
            static let top = DefaultedOption<Int>("top", default: 10, anyValue: true, help: "How many single purchases to rank (1-100).")
        }

        let count: Int
        let kind: RecipeKind?
        let top: Int
        let global: GlobalOptions

        func validate() throws {
            guard (1...20).contains(count) else { throw UsageError("--count must be between 1 and 20, not \(count)") }
            guard (1...100).contains(top) else { throw UsageError("--top must be between 1 and 100, not \(top)") }
        }

        func run() throws {
            let report = try global.session().buyNext(count: count, top: top, kind: kind)
            if try global.printedJSON(report) { return }
            print(PurchaseText.render(report, terminal: global.terminal), terminator: "")
        }

        init(_ parsed: ParsedArguments) throws {
            count = parsed[Key.count]
            kind = parsed[Key.kind]
            top = parsed[Key.top]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
