import LarderCore
import Testing

/// Names inside a sentence, against how an editor writes them in English bar prose.
@Suite struct SentenceCaseTests {
    @Test func genericWordsAreLowerCased() {
        #expect(SentenceCase.inSentence("Sweet vermouth") == "sweet vermouth")
        #expect(SentenceCase.inSentence("Lime juice") == "lime juice")
        #expect(SentenceCase.inSentence("Sugar") == "sugar")
        #expect(SentenceCase.inSentence("Crème de violette") == "crème de violette")
        #expect(SentenceCase.inSentence("mint") == "mint")
    }

    @Test func brandsPlacesAndAcronymsKeepTheirCapitals() {
        #expect(SentenceCase.inSentence("Campari") == "Campari")
        #expect(SentenceCase.inSentence("Irish whiskey") == "Irish whiskey")
        #expect(SentenceCase.inSentence("Peychaud's bitters") == "Peychaud's bitters")
        #expect(SentenceCase.inSentence("Grand Marnier") == "Grand Marnier")
        #expect(SentenceCase.inSentence("Old Tom gin") == "Old Tom gin")
        #expect(SentenceCase.inSentence("IPA") == "IPA")
    }

    @Test func aCapitalisedWordAfterTheFirstStays() {
        #expect(SentenceCase.inSentence("Green Chartreuse") == "green Chartreuse")
        #expect(SentenceCase.inSentence("Single malt Scotch whisky") == "single malt Scotch whisky")
    }
}
