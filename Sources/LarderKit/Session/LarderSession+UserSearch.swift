import Foundation
import LarderCatalog
import LarderCore
import LarderUser

/// Which recipes a search looks at.
public enum RecipeOrigin: String, Sendable, Codable, CaseIterable {
    /// The catalog and the user's own, together.
    case all
    /// The user's own recipes only.
    case mine
    /// The catalog only.
    case catalog
}

extension LarderSession {
    /// `result` (the catalog's hits for `query`) with the user's own recipes added as `origin` asks. The
    /// user's recipes match when every word of the text starts a word of their title or ingredient lines;
    /// those whose title holds the whole text come first, the others after the catalog's hits. Filters
    /// other than the kind and the scope's favorites and collection apply to the catalog only.
    func addingUserRecipes(
        to result: SearchResult, query: SearchQuery, scope: RecipeScope, origin: RecipeOrigin
    ) throws(LarderError) -> SearchResult {
        var result = result
        if origin == .mine {
            result.hits = []
            result.total = 0
            result.suggestions = []
            result.correctedQuery = nil
        }
        guard origin != .catalog else { return result }
        let allowed = try recipes(in: scope)
        let words = Folding.fold(query.text ?? "").split(separator: " ").map(String.init)
        var strong: [RecipeSummary] = []
        var weak: [RecipeSummary] = []
        for stored in try withUserData({ (user) throws(UserDataError) in try user.userRecipes() }) {
            if let kind = query.kind, stored.kind != kind { continue }
            if let allowed, !allowed.contains(stored.id) { continue }
            let title = Folding.fold(stored.title)
            let haystack = (title + " " + stored.lines.map { Folding.fold($0.text) }.joined(separator: " "))
                .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            guard words.allSatisfy({ word in haystack.contains { $0.hasPrefix(word) } }) else { continue }
            let summary = RecipeSummary(id: stored.id, name: stored.title, kind: stored.kind)
            if words.isEmpty || title.contains(words.joined(separator: " ")) { strong.append(summary) } else { weak.append(summary) }
        }
        let mine = strong.count + weak.count
        if origin == .mine {
            let all = strong + weak
            result.hits = Array(all.dropFirst(query.offset).prefix(query.limit))
            result.total = all.count
            return result
        }
        if query.offset == 0 { result.hits = strong + result.hits + weak }
        result.total += mine
        return result
    }
}
