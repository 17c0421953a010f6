import RecipeFormats
import Testing

/// Hostile and broken sources: each gives exactly one error naming it, never a crash.
@Suite struct HostileSourceTests {
    func error(_ bytes: [UInt8], _ name: String = "src") -> RecipeFormatError? {
        do {
            _ = try RecipeSourceReader.read(bytes, source: name, fileName: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func archivePathsLeavingTheFolderAreRefused() throws {
        let failure = error(try Corpus.bytes("dotdot.paprikarecipes"), "dotdot.paprikarecipes")
        #expect(failure == .unsafeArchive(source: "dotdot.paprikarecipes", why: "entry path \"../../escape.paprikarecipe\" leaves the archive"))
    }

    @Test func zipBombStopsAtTheCap() throws {
        // 40 MiB of zeros in 40 KiB, past the 32 MiB cap per entry.
        let failure = error(try Corpus.bytes("bomb.zip"), "bomb.zip")
        guard case .unsafeArchive(_, let why) = failure else {
            Issue.record("expected a refused archive, got \(String(describing: failure))")
            return
        }
        #expect(why.contains("32 MiB"))
    }

    @Test func truncatedArchive() throws {
        guard case .unsafeArchive(_, let why) = error(try Corpus.bytes("truncated.paprikarecipes")) else {
            Issue.record("expected a refused archive")
            return
        }
        #expect(why.hasPrefix("truncated"))
    }

    @Test func binaryAndInvalidUTF8() throws {
        #expect(error(try Corpus.bytes("binary.bin")) == .binary(source: "src"))
        #expect(error(try Corpus.bytes("latin1.html")) == .invalidUTF8(source: "src"))
        #expect(error([0xFF, 0xFE, 0x41]) == .invalidUTF8(source: "src"))
    }

    @Test func malformedJSONAndNotARecipe() {
        #expect(error(Array(#"{"drinks": [ {"strDrink": "#.utf8)) == .malformed(source: "src", format: "JSON", why: "it does not parse"))
        #expect(error(Array(#"{"drinks": null}"#.utf8)) == .noRecipe(source: "src", why: "TheCocktailDB answer has no drinks"))
        #expect(error(Array("just some words".utf8), "notes.txt") != nil)
        #expect(error([]) != nil)
        #expect(error(Array(#"{"format":"larder-recipes","version":99,"recipes":[]}"#.utf8)) != nil)
    }

    @Test func deepNestingAndHugeTagSoupFinishQuickly() {
        let deep = String(repeating: "<div>", count: 100_000) + "text" + String(repeating: "</div>", count: 100_000)
        #expect(error(Array(deep.utf8), "deep.html") != nil)
        let nestedJSON = "<script type=\"application/ld+json\">" + String(repeating: "[", count: 100_000) + "</script>"
        #expect(error(Array(("<html>" + nestedJSON).utf8), "nested.html") != nil)
        let unclosed = "<html><script type=\"application/ld+json\">{\"@type\":\"Recipe\""
        #expect(error(Array(unclosed.utf8), "unclosed.html") != nil)
        let attributes = "<html><div " + String(repeating: "a=\"", count: 10_000)
        #expect(error(Array(attributes.utf8), "attrs.html") != nil)
    }
}
