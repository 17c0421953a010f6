import Foundation
import LarderKit

extension ExportFormat: ArgumentValue {}

extension Larder {
    /// `larder export RECIPE…|--collection NAME|--favorites|--mine [--format F] [-o FILE|DIR]`
    struct Export: RunnableCommand {
        static let spec = CommandSpec(
            "export",
            abstract: "Export recipes (yours or the catalog's) as Larder JSON, JSON-LD, Cooklang, Markdown or a printable HTML page.",
            discussion: """
                Without -o the document is printed. -o FILE writes one document; -o DIR/ (an existing folder, or a path \
                ending in /) writes one file per recipe. The json format is Larder's own and imports back unchanged; a collection's json export carries its name, and importing it fills that collection (catalog recipes referenced by id).
                """,
            arguments: [Key.recipes, Key.collection, Key.favorites, Key.mine, Key.format, Key.output, GlobalOptions.arguments],
            command: Export.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let recipes = Positionals("recipes", required: false, help: "Recipe ids or names.")
            static let collection = Option<String>("collection", help: "Export a collection.")
            static let favorites = Flag("favorites", help: "Export the favorites.")
            static let mine = Flag("mine", help: "Export all of your own recipes.")
            static let format = DefaultedOption<ExportFormat>("format", default: .json, help: "json, jsonld, cooklang, markdown or html.")
            static let output = Option<String>("output", short: "o", help: "A file, or a folder for one file per recipe.")
        }

        let recipes: [String]
        let collection: String?
        let favorites: Bool
        let mine: Bool
        let format: ExportFormat
        let output: String?
        let global: GlobalOptions

        func validate() throws {
            if recipes.isEmpty && collection == nil && !favorites && !mine {
                throw UsageError("name recipes, or use --mine, --favorites or --collection")
            }
            if let output, output.isBlank { throw UsageError("-o needs a path") }
        }

        func run() throws {
            let request = ExportRequest(recipes: recipes, collection: collection, favorites: favorites, mine: mine, format: format)
            let exported = try global.session().exportRecipes(request)
            var isFolder: ObjCBool = false
            let toFolder = output.map { $0.hasSuffix("/") || (FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue) } ?? false
            if !toFolder && !format.holdsSeveral && exported.count > 1 {
                throw LarderError.invalidInput("\(format.rawValue) holds one recipe per file; give a folder with -o DIR/")
            }
            guard let output else {
                Output.write(format.document(exported.map(\.recipe), collection: request.documentCollection))
                return
            }
            do {
                if toFolder {
                    try Directory.create(output)
                    for item in exported {
                        _ = try OutputFile.write(format.document([item.recipe]), to: (output as NSString).appendingPathComponent(item.fileName))
                    }
                    Output.diagnostic("\(Output.count(exported.count, "recipe")) exported to \(output)")
                } else {
                    _ = try OutputFile.write(format.document(exported.map(\.recipe), collection: request.documentCollection), to: output)
                    Output.diagnostic("\(Output.count(exported.count, "recipe")) exported to \(output)")
                }
            } catch {
                throw LarderError.fileSystem(error)
            }
        }

        init(_ parsed: ParsedArguments) throws {
            recipes = parsed[Key.recipes]
            collection = parsed[Key.collection]
            favorites = parsed[Key.favorites]
            mine = parsed[Key.mine]
            format = parsed[Key.format]
            output = parsed[Key.output]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
