import GRDB
import LarderCore

/// The words of a search widened against the catalog's vocabulary before they run.
///
/// Each word keeps its own prefix term and gains, as alternatives: the ingredient names it is an alias
/// of ("whisky" → whiskey, "aubergine" → eggplant); its singular or British/American spelling when that
/// is what the catalog holds ("cherries" → cherry, "flavor" → flavour); and, when the word is in no
/// name, alias, ingredient or tag of the catalog at all, the closest vocabulary words within
/// ``TypoDistance/allowance(forLength:)`` edits ("negorni" → negroni).
///
/// Typo candidates come from `recipe_term` (the catalog's name, alias, ingredient and tag terms with
/// their document counts, written with the index by ``CatalogIndex``) by index range scans — terms starting with
/// the word's first letter, with its second (a swapped first pair), and with the keys next to the first
/// on a keyboard ("begroni") — limited to lengths within the allowance, so a word is compared with a
/// small slice of the vocabulary; terms starting with any other letter are looked up as the word with
/// another first letter or one more in front ("kegroni", "egroni" → negroni). Only when none of those is
/// close does a small vocabulary get one scan (still within the length window), and a large one a few more
/// range reads for a long word (see ``QueryExpansion/widerLookup(_:starts:limit:in:scanAllUpTo:)``). Among corrections at
/// the same distance, the likeliest wins: the recipes using the word, four times over for a
/// neighbouring-key slip ("bojito" → mojito, in ten recipes, over the neighbouring-key "nojito", in one).
struct QueryExpansion {
    /// The words with synonyms and spelling variants only: recipes matching it are exact matches.
    var exact: FTSQuery
    /// The words with every alternative, typo corrections included: what the search matches.
    var matched: FTSQuery
    /// Corrected words in place of the unknown ones (with their synonyms): what tiers compare names with.
    var ranked: FTSQuery
    /// The query as corrected ("negroni"), when a word was corrected.
    var correctedQuery: String?

    /// The most typo corrections kept for one word (all at the smallest distance).
    static let maximumCorrections = 3

    /// `query` widened against the vocabulary of `db`; aliases only when the connection has no vocabulary table.
    static func expand(_ query: FTSQuery, in db: Database) throws -> QueryExpansion {
        var exact = query
        var ranked = query
        exact.alternatives = Array(repeating: [], count: query.words.count)
        let hasVocabulary = try db.hasTable("recipe_term") || db.viewExists("recipe_term")
        var corrections: [[String]] = Array(repeating: [], count: query.words.count)
        exact.phrases = try phrases(in: query.words, db: db)
        // A word in a run that counts as a whole ("air mail" → airmail) is read through the run, not corrected on its own.
        let inPhrase = Set(exact.phrases.flatMap { $0.start..<($0.start + $0.count) })
        var unknown = Set<Int>()
        for (index, word) in query.words.enumerated() {
            var alternatives = try synonyms(of: word, in: db)
            guard hasVocabulary else {
                exact.alternatives[index] = alternatives
                continue
            }
            let known = try isKnown(word, in: db)
            for variant in SpellingVariants.of(word) where !alternatives.contains(variant) {
                if try isKnown(variant, prefix: false, in: db) { alternatives.append(variant) }
            }
            exact.alternatives[index] = alternatives
            if !known && alternatives.isEmpty {
                unknown.insert(index)
                guard !inPhrase.contains(index) else { continue }
                corrections[index] = try closest(to: word, in: db)
                if corrections[index].isEmpty, let split = try split(word, in: db) { corrections[index] = [split] }
            }
        }
        var matched = exact
        ranked.alternatives = exact.alternatives
        ranked.phrases = exact.phrases
        var correctedWords = query.words
        for index in query.words.indices where !corrections[index].isEmpty {
            matched.alternatives[index] += corrections[index]
            correctedWords[index] = corrections[index][0]
        }
        // Two words joined into a catalog word, one of them unknown: the pair matched only as that word, which the
        // correction says ("air mail" is run as "airmail"). An alias of several words is typed as the catalog holds it
        // and says nothing ("spring onion").
        let wholeRuns = exact.phrases.filter { phrase in
            phrase.alternatives == [query.words[phrase.start...].prefix(phrase.count).joined()]
                && (phrase.start..<(phrase.start + phrase.count)).contains(where: unknown.contains)
        }
        for phrase in wholeRuns.reversed() {
            correctedWords.replaceSubrange(phrase.start..<(phrase.start + phrase.count), with: [phrase.alternatives[0]])
        }
        let corrected = correctedWords != query.words
        if corrected, let replaced = FTSQuery(correctedWords.joined(separator: " ")) {
            ranked = replaced
            // A word split in two ("pinacolada" → "pina colada") or a run said as one shifts the positions: the
            // alternatives no longer apply.
            if replaced.words.count == query.words.count && wholeRuns.isEmpty {
                ranked.alternatives = exact.alternatives
                ranked.phrases = exact.phrases
            }
        }
        return QueryExpansion(
            exact: exact, matched: matched, ranked: ranked, correctedQuery: corrected ? correctedWords.joined(separator: " ") : nil)
    }

    /// The longest runs of two to four words, left to right, that are as a whole an ingredient alias
    /// ("spring onion" → green onion, "double cream" → heavy cream), or two words that join into a word of the
    /// catalog ("cheese cake" → cheesecake).
    static func phrases(in words: [String], db: Database) throws -> [FTSQuery.Phrase] {
        var out: [FTSQuery.Phrase] = []
        var start = 0
        while start < words.count - 1 {
            var found: FTSQuery.Phrase?
            for count in stride(from: min(4, words.count - start), through: 2, by: -1) {
                let names = try synonyms(of: words[start..<(start + count)].joined(separator: " "), in: db)
                if !names.isEmpty {
                    found = FTSQuery.Phrase(start: start, count: count, alternatives: names)
                    break
                }
            }
            // One word typed as two ("cheese cake" → cheesecake): the pair counts as the word it joins into when
            // the catalog holds that word.
            let joined = words[start] + words[start + 1]
            if found == nil, try isKnown(joined, prefix: false, in: db) {
                found = FTSQuery.Phrase(start: start, count: 2, alternatives: [joined])
            }
            if let found {
                out.append(found)
                start += found.count
            } else {
                start += 1
            }
        }
        return out
    }

    /// Two words typed as one ("pinacolada", "b52"): the split whose halves are a run of words in some
    /// recipe's name or alias, as a phrase ("pina colada"); `nil` when no split is.
    static func split(_ word: String, in db: Database) throws -> String? {
        let letters = Array(word)
        guard letters.count >= 3, letters.count <= FTSQuery.maximumWordLength else { return nil }
        for cut in 1..<letters.count {
            let first = String(letters[..<cut]), second = String(letters[cut...])
            // A single letter only before a number ("b52"), never as a word on its own ("s" + "our").
            if first.count == 1 && !second.allSatisfy(\.isNumber) { continue }
            if second.count == 1 && !first.allSatisfy(\.isNumber) { continue }
            // The second half may be a plural the catalog holds in the singular ("pinacoladas" → pina colada).
            guard try isKnown(first, prefix: false, in: db),
                let known = try ([second] + SpellingVariants.of(second).filter { $0.count < second.count })
                    .first(where: { try isKnown($0, prefix: false, in: db) })
            else { continue }
            let phrase = first + " " + known
            let found = try Bool.fetchOne(db, sql: "SELECT 1 FROM recipe_fts WHERE recipe_fts MATCH ? LIMIT 1", arguments: [
                "{name aliases} : \"\(phrase)\"",
            ]) ?? false
            if found { return phrase }
        }
        return nil
    }

    /// Ingredient names `word` is an alias of ("whisky" → "whiskey"), and the ingredients the one `word`
    /// names stands in for as good as itself (a substitute of penalty 0: "kahlua" → "coffee liqueur", so
    /// that a search for the brand finds the recipes that call for the kind).
    static func synonyms(of word: String, in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT DISTINCT name_folded FROM (
                SELECT i.name_folded FROM ingredient_alias a JOIN ingredient i ON i.id = a.ingredient_id WHERE a.alias = ?
                UNION SELECT o.name_folded FROM substitute s
                    JOIN ingredient n ON n.id = s.replacement_id JOIN ingredient o ON o.id = s.original_id
                    WHERE s.penalty = 0 AND n.name_folded = ?
                UNION SELECT n.name_folded FROM substitute s
                    JOIN ingredient n ON n.id = s.replacement_id JOIN ingredient o ON o.id = s.original_id
                    WHERE s.penalty = 0 AND s.bidirectional AND o.name_folded = ?)
            WHERE name_folded <> ? ORDER BY name_folded LIMIT 4
            """, arguments: [word, word, word, word])
    }

    /// Whether a name, alias, ingredient or tag term of the catalog is `word` (or starts with it, for `prefix`).
    static func isKnown(_ word: String, prefix: Bool = true, in db: Database) throws -> Bool {
        if prefix {
            return try Bool.fetchOne(db, sql: """
                SELECT 1 FROM recipe_term WHERE term >= ? AND term < ? LIMIT 1
                """, arguments: [word, word + "\u{FFFF}"]) ?? false
        }
        return try Bool.fetchOne(db, sql: "SELECT 1 FROM recipe_term WHERE term = ? LIMIT 1", arguments: [word]) ?? false
    }

    /// The vocabulary words closest to `word` within its allowance, empty when none: neighbouring-key
    /// slips first among equals, then the words most used.
    ///
    /// Terms starting with the word's first two letters or a key next to the first are read by range
    /// (``candidates(_:limit:in:sql:_:)``), those starting with any other letter by
    /// ``firstLetterSlips(_:starts:limit:in:)``; when none of these is close, ``widerLookup(_:starts:limit:in:scanAllUpTo:)``.
    static func closest(to word: String, in db: Database, scanAllUpTo: Int = vocabularyScanLimit) throws -> [String] {
        let letters = Array(word.unicodeScalars)
        let limit = TypoDistance.allowance(forLength: letters.count)
        guard limit > 0, letters.count <= FTSQuery.maximumWordLength else { return [] }
        var starts = [letters[0], letters[1]] + KeyboardLayout.neighbours(of: letters[0])
        starts = starts.enumerated().filter { starts.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        var scored: [Candidate] = []
        for first in starts {
            let start = String(first)
            scored += try candidates(letters, limit: limit, in: db, sql: "term >= ? AND term < ?", [start, start + "\u{FFFF}"])
        }
        scored += try firstLetterSlips(letters, starts: starts, limit: limit, in: db)
        if scored.isEmpty { scored = try widerLookup(letters, starts: starts, limit: limit, in: db, scanAllUpTo: scanAllUpTo) }
        guard let best = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == best }
            .sorted { ($1.likelihood, $0.term) < ($0.likelihood, $1.term) }
            .prefix(maximumCorrections).map(\.term)
    }

    /// The vocabulary size up to which ``widerLookup(_:starts:limit:in:scanAllUpTo:)`` compares a word with every
    /// term (the bundled catalog has about 2,900): above it, a scan would cost about 5 k instructions a term.
    static let vocabularyScanLimit = 10_000

    /// The letters a slip on a word's first letter is looked up with.
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)

    /// The terms within one edit of the word whose first letter is none of `starts` (the word's first two
    /// letters and the keys next to the first, which ``closest(to:in:scanAllUpTo:)`` reads by range): such a
    /// term differs from the word only at the start, as another letter typed in place of the first ("bojito" →
    /// mojito) or a first letter left out ("egroni" → negroni). One lookup of those words, two per letter of
    /// ``alphabet``, finds every such term starting with a letter a to z, in a vocabulary of any size. A word
    /// allowed two edits may have one more anywhere; see ``widerLookup(_:starts:limit:in:scanAllUpTo:)``.
    static func firstLetterSlips(_ letters: [Unicode.Scalar], starts: [Unicode.Scalar], limit: Int, in db: Database) throws -> [Candidate] {
        let others = alphabet.filter { !starts.contains($0) }.map { String($0) }
        let word = String(String.UnicodeScalarView(letters))
        let rest = String(String.UnicodeScalarView(letters.dropFirst()))
        let slips = others.map { $0 + rest } + others.map { $0 + word }
        return try candidates(
            letters, limit: limit, in: db, sql: "term IN (\(Array(repeating: "?", count: slips.count).joined(separator: ", ")))", slips)
    }

    /// When nothing closer is found: a vocabulary of at most `scanAllUpTo` terms is compared whole (within the
    /// length window), which finds any first letter. A larger one is not scanned: for a word allowed two edits
    /// (8 letters or more), the terms starting with a letter not in `starts` followed by the word's second and
    /// third letters (a slip on the first letter and another edit after the third: "kegronni" → negroni) or by its
    /// first two (a first letter left out, another edit after the second) are read by range; a shorter word has
    /// nothing left to find there (``firstLetterSlips(_:starts:limit:in:)`` found every term within one edit
    /// that starts with a letter).
    static func widerLookup(
        _ letters: [Unicode.Scalar], starts: [Unicode.Scalar], limit: Int, in db: Database, scanAllUpTo: Int
    ) throws -> [Candidate] {
        let vocabulary = try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM recipe_term LIMIT ?)", arguments: [scanAllUpTo + 1]) ?? 0
        if vocabulary <= scanAllUpTo { return try candidates(letters, limit: limit, in: db, sql: "1", []) }
        guard limit > 1 else { return [] }
        let others = alphabet.filter { !starts.contains($0) }.map { String($0) }
        let next = String(String.UnicodeScalarView(letters[1..<3])), first = String(String.UnicodeScalarView(letters[0..<2]))
        let prefixes = others.map { $0 + next } + others.map { $0 + first }
        let ranges = Array(repeating: "(?, ?)", count: prefixes.count).joined(separator: ", ")
        return try candidates(
            letters, limit: limit, in: db,
            sql: "term IN (WITH r(low, high) AS (VALUES \(ranges)) SELECT term FROM r JOIN recipe_term ON term >= r.low AND term < r.high)",
            prefixes.flatMap { [$0, $0 + "\u{FFFF}"] })
    }

    /// How much likelier a neighbouring-key slip is than any other edit of the same distance.
    static let neighbourSlipWeight = 4

    /// A vocabulary word within the allowance of a query word.
    struct Candidate {
        var distance: Int
        var documents: Int
        var term: String
        /// Whether the word differs from the query by one neighbouring key.
        var neighbourSlip: Bool

        /// How likely the word is what was meant, among candidates at the same distance: the recipes
        /// using it (how common the word is), times ``QueryExpansion/neighbourSlipWeight`` for a
        /// neighbouring-key slip (how easily the slip happens). "bojito" is mojito (in ten recipes) rather
        /// than the neighbouring-key "nojito" (in one).
        var likelihood: Int { documents * (neighbourSlip ? QueryExpansion.neighbourSlipWeight : 1) }
    }

    /// The name, alias, ingredient and tag terms matching `condition` whose length is within `limit` of
    /// `letters` and whose distance is too.
    static func candidates(
        _ letters: [Unicode.Scalar], limit: Int, in db: Database, sql condition: String, _ arguments: [String]
    ) throws -> [Candidate] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT term, documents FROM recipe_term WHERE \(condition) AND length(term) BETWEEN ? AND ?
            """, arguments: StatementArguments(arguments) + [letters.count - limit, letters.count + limit])
        return rows.compactMap { row in
            let term: String = row["term"]
            let scalars = Array(term.unicodeScalars)
            guard let distance = TypoDistance.distance(letters, scalars, limit: limit) else { return nil }
            return Candidate(
                distance: distance, documents: row["documents"], term: term,
                neighbourSlip: KeyboardLayout.isNeighbourSubstitution(letters, scalars))
        }
    }
}

/// Spelling variants of a folded word that fold the two sides of a search together: singular forms
/// ("cherries" → cherry, "limes" → lime), plurals ("cherry" → cherries, "cookie" → cookies), and British/American
/// spellings ("flavour" ↔ flavor, "yoghurt" → yogurt, "caramelise" ↔ caramelize, "centre" ↔ center).
enum SpellingVariants {
    static func of(_ word: String) -> [String] {
        var out: [String] = []
        func add(_ variant: String) { if variant != word && !variant.isEmpty && !out.contains(variant) { out.append(variant) } }
        let count = word.count
        if count > 4 && word.hasSuffix("ies") { add(String(word.dropLast(3)) + "y") }
        if count > 4 && (word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") || word.hasSuffix("sses")) {
            add(String(word.dropLast(2)))
        }
        if count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") { add(String(word.dropLast())) }
        // A number in the plural: "french 75s", "b-52s".
        if count > 1 && word.hasSuffix("s") && word.dropLast().allSatisfy(\.isNumber) { add(String(word.dropLast())) }
        if count > 3 && word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { add(String(word.dropLast()) + "ies") }
        // The plural of a singular word ("cookie" → cookies; "taco" → tacos, "tomato" → tomatoes), so that a name in
        // the plural holds it as a whole word.
        if count > 2 && !word.hasSuffix("s") && !word.hasSuffix("y") && word.last?.isLetter == true {
            if !word.hasSuffix("ch") && !word.hasSuffix("sh") && !word.hasSuffix("x") { add(word + "s") }
            if word.hasSuffix("o") || word.hasSuffix("ch") || word.hasSuffix("sh") || word.hasSuffix("x") { add(word + "es") }
        }
        if word.contains("our") { add(word.replacingOccurrences(of: "our", with: "or")) }
        if count > 4 && word.hasSuffix("or") { add(String(word.dropLast(2)) + "our") }
        if word.contains("ogh") { add(word.replacingOccurrences(of: "ogh", with: "og")) }
        if word == "whisky" { add("whiskey") }
        if word == "whiskey" { add("whisky") }
        for (british, american) in [("ise", "ize"), ("ised", "ized"), ("re", "er")] where count > 4 {
            if word.hasSuffix(british) { add(String(word.dropLast(british.count)) + american) }
            if word.hasSuffix(american) { add(String(word.dropLast(american.count)) + british) }
        }
        return out
    }
}
