import LarderCore
import Testing

@Suite struct SlugTests {
    @Test(arguments: [
        ("Piña Colada", "pina-colada"), ("Gin & Tonic", "gin-and-tonic"), ("  Old   Fashioned ", "old-fashioned"),
        ("Crème de cassis", "creme-de-cassis"), ("Rock'n'Roll", "rocknroll"), ("Bee’s Knees", "bees-knees"), ("50/50", "50-50"),
        ("!!!", ""),
    ])
    func slugs(name: String, slug: String) {
        #expect(Slug.make(name) == slug)
    }

    @Test func foldingIgnoresCaseAndDiacritics() {
        #expect(Folding.fold("CRÈME Brûlée") == "creme brulee")
        #expect(Folding.fold("Æbleskiver") == "aebleskiver")
    }
}
