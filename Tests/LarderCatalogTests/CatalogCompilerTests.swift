import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

@Suite struct CatalogCompilerTests {
    @Test func compilingTwiceGivesTheSameContentHashAndBytes() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.sqlite"), b = folder.appendingPathComponent("b.sqlite")
        let first = try CatalogCompiler().compile(Fixture.sources, to: a)
        let second = try CatalogCompiler().compile(Fixture.sources, to: b)
        #expect(first.contentHash == second.contentHash)
        #expect(first.contentHash?.count == 64)
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }

    @Test func theStampedHashIsTheHashOfTheRows() throws {
        let (store, folder) = try Fixture.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = try store.info()
        #expect(info.version == 3)
        #expect(try store.computeContentHash() == info.contentHash)
        #expect(info.drinks == 8 && info.dishes == 1 && info.variants == 1 && info.substitutes == 1)
    }

    @Test func infoListsTheDataSetsTheRecipesComeFrom() throws {
        // Stored by the compiler; the reference is the fixture's own recipes, gathered here.
        let (store, folder) = try Fixture.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = Set(Fixture.sources.recipes.flatMap { $0.sources.map(\.dataset) }).sorted()
        #expect(!expected.isEmpty)
        #expect(try store.info().sources == expected)
    }

    @Test func changingOneRecipeChangesTheHash() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources = Fixture.sources
        let original = try CatalogCompiler().compile(sources, to: folder.appendingPathComponent("a.sqlite"))
        sources.recipes[0].garnish = "lemon peel"
        let changed = try CatalogCompiler().compile(sources, to: folder.appendingPathComponent("b.sqlite"))
        #expect(original.contentHash != changed.contentHash)
    }

    @Test func compilingOverAnExistingCatalogReplacesIt() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(Fixture.sources, to: url)
        var sources = Fixture.sources
        sources.manifest.version = 4
        let second = try CatalogCompiler().compile(sources, to: url)
        #expect(try CatalogStore.open(at: url).info().version == 4)
        #expect(try CatalogStore.open(at: url).info().contentHash == second.contentHash)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["catalog.sqlite"])
    }

    @Test func aDanglingIngredientIsRejectedAndNoFileIsLeft() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources = Fixture.sources
        sources.recipes[0].lines.append(RecipeLine(ingredient: "unicorn-tears"))
        let url = folder.appendingPathComponent("catalog.sqlite")
        #expect(throws: CatalogError.self) { try CatalogCompiler().compile(sources, to: url) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func drinksGetComputedStrengthAndVolumeWithDilution() throws {
        let (store, folder) = try Fixture.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let negroni = try store.recipe("negroni")
        // 90 ml at (30·40 + 30·25 + 30·16)/90 = 26.33 % before dilution; stirred dilution adds water.
        let volume = try #require(negroni.volumeMillilitres)
        let abv = try #require(negroni.summary.abv)
        #expect(volume > 90 && volume < 140)
        #expect(abv < 26.33 && abv > 15)
        #expect(abs(abv * volume - 2430) < 2430 * 0.02)  // alcohol is conserved: 24.3 ml of ethanol
        #expect(!negroni.instructions.isEmpty)
        let bread = try store.recipe("banana bread")
        #expect(bread.instructions.isEmpty)
        #expect(bread.summary.abv == nil)
    }

    @Test func aFileThatIsNotACatalogIsReportedAsDamaged() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try Data("this is not a database at all, not even close".utf8).write(to: url)
        #expect {
            _ = try CatalogStore.open(at: url)
        } throws: { error in
            if case .damaged = error as? CatalogError { return true }
            return false
        }
        #expect(throws: CatalogError.missing(path: folder.appendingPathComponent("nope.sqlite").path)) {
            _ = try CatalogStore.open(at: folder.appendingPathComponent("nope.sqlite"))
        }
    }
}
