import Foundation
import LarderCore

/// Our written dish methods (`Bundle/dishes/*.cook`, one file a dish, named by the dish's id) and how
/// they join the data sets' dishes.
///
/// A method's ingredient mentions with amounts are the dish's ingredient list, one line for each use
/// that states an amount (the amounts are the
/// source's facts where it gives them, ours where it is silent); its metadata (`servings`, `prep`,
/// `cook` in minutes, `category`, `cuisine`, `title`, `tags`) fills the record. A file naming no data
/// set dish is a dish of our own.
struct DishMethods {
    /// Method id (file name without `.cook`) → method.
    var methods: [String: CooklangRecipe]

    /// Reads every `.cook` file in `directory`; no folder means no methods.
    static func load(from directory: URL?) throws(ImportError) -> DishMethods {
        guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return DishMethods(methods: [:])
        }
        var methods: [String: CooklangRecipe] = [:]
        for file in files.sorted() where file.hasSuffix(".cook") {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                throw .missingFile(url.path)
            }
            do { methods[String(file.dropLast(5))] = try CooklangRecipe(text) } catch {
                throw .malformed(url.path, error.description)
            }
        }
        return DishMethods(methods: methods)
    }

    /// The method written for `dish`, found by its slug or its data set record name.
    func method(for dish: SourceRecipe) -> CooklangRecipe? {
        methods[Slug.make(dish.name)] ?? dish.source.record.flatMap { methods[$0] }
    }

    /// Dishes of our own: methods that no data set dish takes. Such a method must carry a `title`, so a
    /// misspelt file name is an error rather than a new dish.
    func ownDishes(besides dishes: [SourceRecipe]) throws(ImportError) -> [SourceRecipe] {
        let taken = Set(dishes.flatMap { [Slug.make($0.name)] + ($0.source.record.map { [$0] } ?? []) })
        var out: [SourceRecipe] = []
        for id in methods.keys.sorted() where !taken.contains(id) {
            guard let method = methods[id] else { continue }
            guard let title = method.metadata["title"] else {
                throw .malformed("\(id).cook", "names no data set dish and has no `>> title:` for a dish of our own")
            }
            var dish = SourceRecipe(kind: .dish, name: title, source: SourceRef(dataset: "larder", record: id))
            Self.apply(method, to: &dish)
            out.append(dish)
        }
        return out
    }

    /// `dish` with the method's ingredient list and metadata.
    static func apply(_ method: CooklangRecipe, to dish: inout SourceRecipe) {
        var lines: [SourceLine] = []
        var index: [String: Int] = [:]
        for mention in method.mentions {
            let key = Slug.make(mention.name)
            if let at = index[key] {
                // A later plain mention refers back; one with an amount is a second use ("butter" for the
                // crust and for the filling), unless the first had none and takes it.
                guard let text = mention.amount else { continue }
                if lines[at].amount == nil, lines[at].amountText == nil {
                    lines[at].amount = AmountParser.parse(text)
                    lines[at].amountText = text
                    continue
                }
            }
            index[key] = lines.count
            var line = SourceLine(name: mention.name, note: mention.note, optional: mention.optional)
            if let text = mention.amount {
                line.amount = AmountParser.parse(text)
                line.amountText = text
            }
            lines.append(line)
        }
        dish.lines = lines
        let meta = method.metadata
        if let value = meta["servings"].flatMap(PublicDomainRecipesReader.firstInteger) { dish.servings = value }
        if let value = meta["prep"].flatMap(PublicDomainRecipesReader.minutes) { dish.prepMinutes = value }
        if let value = meta["cook"].flatMap(PublicDomainRecipesReader.minutes) { dish.cookMinutes = value }
        if let value = meta["category"], !value.isEmpty { dish.category = value.lowercased() }
        if let value = meta["cuisine"], !value.isEmpty { dish.cuisine = value.lowercased() }
        if let value = meta["tags"] {
            let tags = value.split(separator: ",").map { String($0).trimmingWhitespace().lowercased() }.filter { !$0.isEmpty }
            dish.tags = Array(Set(dish.tags + tags)).sorted()
        }
    }

    /// The method's steps with each mention resolved to the ingredient the dish's lines resolved it to.
    static func steps(_ method: CooklangRecipe, registry: inout IngredientRegistry) -> [MethodStep] {
        method.steps.map { step in
            var ids: [IngredientID] = []
            for mention in step.mentions {
                for resolution in registry.resolveAll(mention.name) where !ids.contains(resolution.id) {
                    ids.append(resolution.id)
                }
            }
            return MethodStep(
                text: step.text, ingredients: ids, cookware: step.cookware, timers: step.timers,
                temperaturesCelsius: step.temperaturesCelsius)
        }
    }
}
