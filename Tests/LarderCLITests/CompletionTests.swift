import Foundation
import Testing

@Suite final class CompletionTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let run = try cli.run(["--generate-completion-script", shell])
        #expect(run.status == 0, "\(run.stderr)")
        // Every script knows the new commands and calls larder back for names.
        #expect(run.stdout.contains("codex"))
        #expect(run.stdout.contains("---completion"))
    }

    /// What the bash script runs for `larder show neg<TAB>` and `larder pairs lime<TAB>`.
    @Test func namesCompleteFromTheCatalog() throws {
        let recipes = try cli.run(["---completion", "show", "--", "positional@0", "2", "3", "larder", "show", "neg"])
        #expect(recipes.status == 0, "\(recipes.stderr)")
        let recipeIDs = recipes.stdout.split(separator: "\n").map(String.init)
        #expect(recipeIDs.contains("negroni"))
        #expect(recipeIDs.allSatisfy { $0.hasPrefix("neg") })
        let ingredients = try cli.run(["---completion", "pairs", "--", "positional@0", "2", "4", "larder", "pairs", "lime"])
        let ingredientIDs = ingredients.stdout.split(separator: "\n").map(String.init)
        #expect(ingredientIDs.contains("lime-juice"))
        #expect(!ingredientIDs.contains("lemon-juice"))
    }

    /// The committed man page (docs/man/larder.1, made by the hidden `larder --generate-manual`)
    /// describes every command the binary has; regenerate it when a command is added.
    @Test func theManPageListsEveryCommand() throws {
        let page = try String(contentsOf: CLI.root.appendingPathComponent("docs/man/larder.1"), encoding: .utf8)
        let help = try #require(try JSONSerialization.jsonObject(with: Data(cli.run(["--experimental-dump-help"]).stdout.utf8)) as? [String: Any])
        let command = try #require(help["command"] as? [String: Any])
        let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(names.count > 20)
        for name in names where name != "help" {
            #expect(page.contains(".It Em \(name)\n"), "the man page lacks '\(name)': regenerate it (README, Shell completions)")
        }
    }

    /// Every line of the committed man page but its date (`.Dd`, the day it was generated) is what the
    /// binary generates now: a changed help text or option shows up here until the page is regenerated.
    @Test func theManPageIsCurrent() throws {
        let committed = try String(contentsOf: CLI.root.appendingPathComponent("docs/man/larder.1"), encoding: .utf8)
        let generated = try cli.run(["--generate-manual"]).stdout
        func undated(_ page: String) -> [Substring] { page.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(".Dd ") } }
        let (old, new) = (undated(committed), undated(generated))
        #expect(old.count == new.count, "the man page has \(old.count) lines, the binary generates \(new.count): regenerate it (README, Shell completions)")
        for (index, (line, expected)) in zip(old, new).enumerated() where line != expected {
            Issue.record("docs/man/larder.1 line \(index + 1) reads '\(line)', the binary generates '\(expected)': regenerate it (README, Shell completions)")
            break
        }
    }
}
