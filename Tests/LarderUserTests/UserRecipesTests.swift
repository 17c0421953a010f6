import Foundation
import LarderCore
import LarderUser
import Testing

/// The user's own recipes in `user.sqlite`: stable ids, duplicates recognised, deletion cleaning up.
@Suite struct UserRecipesTests {
    func draft(_ title: String, url: String? = nil, key: String? = nil, body: String = "{}") -> UserRecipeDraft {
        UserRecipeDraft(
            title: title, kind: .dish, sourceURL: url, contentKey: key ?? title.lowercased(), body: body,
            lines: [UserRecipeLine(ingredient: "egg", text: "2 eggs"), UserRecipeLine(ingredient: nil, text: "a little love")])
    }

    @Test func idsAreStableSlugsAndDuplicatesAreRecognised() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        #expect(try db.saveUserRecipe(draft("Egg Fried Rice", url: "https://a.example/rice")) == .added("my-egg-fried-rice"))
        // Another recipe with the same title but other ingredients gets the next free id.
        #expect(try db.saveUserRecipe(draft("Egg Fried Rice", key: "other")) == .added("my-egg-fried-rice-2"))
        // The same page again: unchanged is skipped, changed is updated in place.
        #expect(try db.saveUserRecipe(draft("Egg Fried Rice", url: "https://a.example/rice")) == .skipped("my-egg-fried-rice", reason: "already imported from https://a.example/rice"))
        #expect(try db.saveUserRecipe(draft("Egg Fried Rice", url: "https://a.example/rice", body: "{\"v\":2}")) == .updated("my-egg-fried-rice"))
        // Same title and ingredients from elsewhere: skipped.
        #expect(try db.saveUserRecipe(draft("Egg Fried Rice", url: "https://b.example/x")) == .skipped("my-egg-fried-rice", reason: "same title and ingredients as my-egg-fried-rice"))
        let stored = try db.userRecipes()
        #expect(stored.map(\.id) == ["my-egg-fried-rice", "my-egg-fried-rice-2"])
        #expect(stored[0].body == "{\"v\":2}")
        #expect(stored[0].lines == [UserRecipeLine(ingredient: "egg", text: "2 eggs"), UserRecipeLine(ingredient: nil, text: "a little love")])
    }

    @Test func dryRunWritesNothingAndCollectionsAreFilledInTheSameTransaction() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        #expect(try db.saveUserRecipe(draft("Toast"), dryRun: true) == .added("my-toast"))
        #expect(try db.userRecipes().isEmpty)
        _ = try db.saveUserRecipe(draft("Toast"), collection: "Breakfast")
        #expect(try db.collection("Breakfast").recipes == ["my-toast"])
    }

    @Test func deletingRemovesFavoritesAndMemberships() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        _ = try db.saveUserRecipe(draft("Toast"), collection: "Breakfast")
        try db.addFavorite("my-toast")
        try db.deleteUserRecipe("my-toast")
        #expect(try db.userRecipes().isEmpty)
        #expect(try db.favorites().isEmpty)
        #expect(try db.collection("Breakfast").recipes.isEmpty)
        #expect(throws: UserDataError.noSuchRecipe("my-toast")) { try db.deleteUserRecipe("my-toast") }
    }
}
