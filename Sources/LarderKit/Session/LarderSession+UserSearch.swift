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
    /// `result` (the catalog's hits for `query`, from its first result when `fromStart`) with the
    /// user's own recipes mixed in as `origin` asks, then cut to the query's page. The user's recipes
    /// match when every word of the text starts a word of their title or ingredient lines, and rank by
    /// the catalog's tiers (``UserRecipeRank``); within a tier they come before the catalog's recipes, as
    /// the user's favorites do. Filters other than the kind and the scope's favorites and collection
    /// apply to the catalog only. `stored` is the user's recipes when already read (they are read here otherwise).
    func addingUserRecipes(
        to result: SearchResult, query: SearchQuery, scope: RecipeScope, origin: RecipeOrigin, fromStart: Bool,
        stored: [StoredUserRecipe]? = nil
    ) throws(LarderError) -> SearchResult {
        var result = result
        if origin == .mine {
            result.hits = []
            result.total = 0
            result.suggestions = []
            result.correctedQuery = nil
            result.tiers = []
        }
        guard origin != .catalog else { return result }
        let mine = try rankedUserRecipes(query: query, scope: scope, stored: stored)
        guard !mine.isEmpty else {
            if fromStart { result.hits = Array(result.hits.dropFirst(query.offset).prefix(query.limit)) }
            return result
        }
        // A stable merge by tier: the user's recipe first among equals.
        var merged: [RecipeSummary] = []
        var catalog = 0
        for (summary, rank) in mine {
            while catalog < result.hits.count, Self.tier(of: catalog, in: result) < rank.tier {
                merged.append(result.hits[catalog])
                catalog += 1
            }
            merged.append(summary)
        }
        merged += result.hits[catalog...]
        result.hits = Array(merged.dropFirst(query.offset).prefix(query.limit))
        result.total += mine.count
        return result
    }

    /// The tier of the catalog hit at `index` (the last tier when the search had no text).
    private static func tier(of index: Int, in result: SearchResult) -> Int {
        index < result.tiers.count ? result.tiers[index] : Int.max
    }

    /// The user's recipes (`stored`, or read here when `nil`) matching `query` (its kind, the scope), best first.
    func rankedUserRecipes(query: SearchQuery, scope: RecipeScope, stored: [StoredUserRecipe]? = nil) throws(LarderError)
        -> [(RecipeSummary, UserRecipeRank)]
    {
        let allowed = try recipes(in: scope)
        // The text's query syntax ("lentil kind:dish") is read as for the catalog, which has already
        // reported any token it cannot read.
        let query = (try? QuerySyntax.apply(to: query)) ?? query
        let words = query.text.flatMap { FTSQuery($0)?.words } ?? []
        var out: [(RecipeSummary, UserRecipeRank)] = []
        let all: [StoredUserRecipe]
        if let stored { all = stored } else { all = try withUserData { (user) throws(UserDataError) in try user.userRecipes() } }
        for stored in all {
            if let kind = query.kind, stored.kind != kind { continue }
            if let allowed, !allowed.contains(stored.id) { continue }
            guard let rank = UserRecipeRank.rank(title: stored.title, lines: stored.lines.map(\.text), words: words) else { continue }
            out.append((RecipeSummary(id: stored.id, name: stored.title, kind: stored.kind), rank))
        }
        return out.sorted { ($0.1, Folding.fold($0.0.name)) < ($1.1, Folding.fold($1.0.name)) }
    }
}
