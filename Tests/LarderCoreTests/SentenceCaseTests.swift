import LarderCore
import Testing

/// Names inside a sentence, against how an editor writes them in English bar prose. Whether a name
/// is a brand or place is the ingredient's fact (`keepsCapital`), passed in here as the catalog does.
@Suite struct SentenceCaseTests {
    @Test func genericWordsAreLowerCased() {
        #expect(SentenceCase.inSentence("Sweet vermouth") == "sweet vermouth")
        #expect(SentenceCase.inSentence("Lime juice") == "lime juice")
        #expect(SentenceCase.inSentence("Sugar") == "sugar")
        #expect(SentenceCase.inSentence("Crème de violette") == "crème de violette")
        #expect(SentenceCase.inSentence("mint") == "mint")
    }

    @Test func brandsAndPlacesMarkedOnTheIngredientKeepTheirCapitals() {
        #expect(SentenceCase.inSentence("Campari", keepsCapital: true) == "Campari")
        #expect(SentenceCase.inSentence("Irish whiskey", keepsCapital: true) == "Irish whiskey")
        #expect(SentenceCase.inSentence("Grand Marnier", keepsCapital: true) == "Grand Marnier")
        // Without the ingredient's mark the same text is an ordinary name.
        #expect(SentenceCase.inSentence("Campari") == "campari")
    }

    @Test func acronymsAndCapitalisedLaterWordsStay() {
        #expect(SentenceCase.inSentence("IPA") == "IPA")
        #expect(SentenceCase.inSentence("Green Chartreuse") == "green Chartreuse")
        #expect(SentenceCase.inSentence("Blended Scotch whisky") == "blended Scotch whisky")
        #expect(SentenceCase.inSentence("Single malt Scotch whisky") == "single malt Scotch whisky")
    }
}
