import Foundation
import LarderKit

extension Larder {
    /// `larder edit RECIPE`
    struct Edit: RunnableCommand {
        static let spec = CommandSpec(
            "edit",
            abstract: "Edit one of your own recipes as Cooklang in $VISUAL or $EDITOR; an edit that does not parse changes nothing.",
            arguments: [OwnRecipeArgument.arguments, GlobalOptions.arguments],
            command: Edit.self)


        let recipe: OwnRecipeArgument
        let global: GlobalOptions

        func run() throws {
            let session = global.session()
            let (id, text) = try session.editableRecipe(recipe.name)
            let environment = ProcessInfo.processInfo.environment
            guard let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
                throw LarderError.invalidInput("set $EDITOR (or $VISUAL) to the editor to use")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-edit-\(UUID().uuidString)")
            let file = folder.appendingPathComponent("\(id).cook")
            do {
                try Directory.create(folder.path)
                _ = try OutputFile.write(Data(text.utf8), to: file.path)
            } catch {
                throw LarderError.fileSystem(error)
            }
            defer { try? FileManager.default.removeItem(at: folder) }
            // The editor may carry arguments ("code --wait"): run through the shell, the path as "$1".
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(editor) \"$1\"", "larder-edit", file.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw LarderError.invalidInput("the editor exited with status \(process.terminationStatus); \(id) is unchanged")
            }
            let edited: Data
            do {
                edited = try BoundedFile.read(file.path, limit: 1 << 20, name: "the edited recipe")
            } catch let error as InputLimitError {
                throw LarderError.inputLimit(error)
            } catch {
                throw LarderError.file(path: file.path, reason: "\(error)")
            }
            guard let editedText = String(data: edited, encoding: .utf8) else {
                throw LarderError.invalidInput("the edit is not valid UTF-8; \(id) is unchanged")
            }
            let changed = try session.replaceRecipe(id, withCooklang: editedText)
            Output.diagnostic(changed ? "saved \(id)" : "no change to \(id)")
        }

        init(_ parsed: ParsedArguments) throws {
            recipe = try OwnRecipeArgument(parsed)
            global = try GlobalOptions(parsed)
        }
    }
}
