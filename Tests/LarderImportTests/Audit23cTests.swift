import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Audit 23 (issue 9), helper audit23c: the data faults a random slice of drinks no audit had read (sample23c)
/// found, each checked against the drink's own record (its list and directions) or a published spec, never
/// against the builder's output.
struct Audit23cTests: ImportedDrinks {
    func ingredients() throws -> [IngredientID: Ingredient] {
        Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
    }

    @Test func theZanzibarRicardsGrenadineIsMoninGrenadineAndSinks() throws {
        // The record shakes the Ricard, pineapple juice and coconut liqueur, pours it, then adds the Monin
        // grenadine syrup to the glass: grenadine poured last sinks (it is denser than the juice).
        #expect(line(try drink("zanzibar-ricard"), "grenadine-syrup-monin")?.role == .sink)
        let monin = try #require(try ingredients()[IngredientID("grenadine-syrup-monin")])
        #expect(monin.parent?.rawValue == "grenadine-syrup")
        // The bottle reads "Monin Grenadine Syrup".
        #expect(monin.name == "Monin grenadine syrup")
    }

    @Test func theNocheCalienteKeepsItsMint() throws {
        // The record ends by adding some mint leaves to the served drink; the card had lost them.
        let garnish = try #require(try drink("noche-caliente").garnish)
        #expect(garnish.contains("mint"))
    }

    @Test func thePapayaGinSlingShakesItsNectar() throws {
        // The record shakes the gin, bitters, lime juice and papaya nectar with ice: a nectar is a juice,
        // nothing to muddle.
        #expect(line(try drink("papaya-gin-sling"), "papaya-nectar")?.role != .muddle)
        #expect(try ingredients()[IngredientID("papaya-nectar")]?.category == .juice)
    }

    @Test func theDragonsBreathMojitoMuddlesASlicedChili() throws {
        // The record (delish.com): one small red chili sliced thinly, seeds removed, muddled with the mint,
        // lime juice and syrup.
        let chili = try #require(line(try drink("dragons-breath-mojito"), "chilli-pepper"))
        #expect(chili.note?.contains("sliced") == true)
        #expect(chili.role == .muddle)
    }

    @Test func theBrandyWinePunchCutsItsFruit() throws {
        // The record slices the oranges and the lemon and cuts the melons into half-inch chunks before they
        // go into the bowl; a honeydew is a melon (fruit), not a sweetener.
        let punch = try drink("brandy-wine-punch")
        for fruit in ["orange", "lemon", "honey-dew-melon"] {
            #expect(line(punch, fruit)?.note != nil, "\(fruit)")
            #expect(line(punch, fruit)?.role != .muddle, "\(fruit)")
        }
        let melon = try #require(try ingredients()[IngredientID("honey-dew-melon")])
        #expect(melon.category == .fruit)
        #expect(melon.name == "Honeydew melon")
    }

    @Test func theMiloDinosaurDissolvesItsMiloInHotWater() throws {
        // The record stirs six tablespoons of Milo and the condensed milk into 100 ml of hot water until they
        // dissolve, then adds ice.
        #expect(line(try drink("milo-dinosaur"), "water")?.note == "hot")
    }

    @Test func theStrawberryMargaritaIsTwoDrinks() throws {
        // The record blends 4 oz of tequila, 2 oz of lime and 1 oz of triple sec: twice a margarita (IBA:
        // 50 ml tequila, 20 ml orange liqueur, 15 ml lime). One glass holds one margarita's tequila.
        let margarita = try drink("strawberry-margarita")
        let servings = try #require(margarita.servings)
        let tequila = try #require(millilitres(margarita, "tequila"))
        #expect(servings == 2)
        #expect(tequila / Double(servings) <= 75)
    }

    @Test func theAdonisIsGarnishedWithAnOrangeTwist() throws {
        // The Adonis (1884): sherry, sweet vermouth, orange bitters, stirred, up, an orange twist
        // (tasteatlas.com, getmixwise.com; its opendrinks record: orange zest).
        #expect(try drink("adonis").garnish == "orange twist")
    }

    @Test func theMatchaGreenRussianFloatsOnePartCreamOnTwo() throws {
        // The record: 2 parts of the matcha liqueur (2 cups milk, 2 cups vodka, 2 cups sugar dissolved:
        // about 40 oz) to about 1 part cream floated on top, so about 20 oz of cream, not the quart bought.
        let russian = try drink("matcha-green-russian")
        let cream = try #require(millilitres(russian, "cream"))
        let milk = try #require(millilitres(russian, "milk"))
        let vodka = try #require(millilitres(russian, "vodka"))
        #expect(cream / (milk + vodka) < 0.75)
        #expect(cream / (milk + vodka) > 0.4)
    }

    @Test func theMangaloreanTeaCooksItsSpicesInACupOfWater() throws {
        // The record roasts and grinds its seeds (about 6 1/2 tbsp) and cooks 1 1/2 tbsp of the powder with
        // the misri in 1 cup of water for three minutes, then the milk: a quarter of each seed a cup.
        let tea = try drink("mangalorean-tea")
        let water = try #require(millilitres(tea, "water"))
        #expect(water >= 200 && water <= 250)
        let coriander = try #require(millilitres(tea, "coriander-seed"))
        #expect(coriander <= 20)
        #expect(line(tea, "coriander-seed")?.note?.contains("ground") == true)
    }

    @Test func theCantaritoIsToppedWithGrapefruitSoda() throws {
        // Its record tops the glass with grapefruit soda, as liquor.com, foodandwine.com and verveculture.com
        // make the Cantarito (citrus juices, tequila, salt, grapefruit soda).
        #expect(line(try drink("cantaritos"), "grapefruit-soda")?.role == .top)
    }

    @Test func theJamunShotsPitTheirJamuns() throws {
        // The record cleans and de-seeds the jamuns before they go into the blender.
        #expect(line(try drink("jamun-shots"), "jamun")?.note == "pitted")
    }

    @Test func thePeachAndThymeSmashIsMuddledAndShaken() throws {
        // The record (womenandwhiskies.com): peach slices, thyme, mint and honey muddled in a shaker, lemon
        // and bourbon added with ice, shaken and strained over ice.
        let smash = try drink("peach-and-thyme-whiskey-smash")
        #expect(smash.method == .shaken)
        #expect(line(smash, "honey")?.role == .muddle)
        #expect(line(smash, "thyme-sprig")?.role == .muddle)
        #expect(try ingredients()[IngredientID("russells-reserve-bourbon")]?.name == "Russell's Reserve bourbon")
    }

    @Test func theKvassStartsFromALitreOfWaterAndSqueezesItsLemons() throws {
        // The record steeps the scorched bread in 1 l of boiled water and squeezes the lemons in after it
        // has fermented; they are not fermented whole.
        let kvass = try drink("kvass")
        #expect(millilitres(kvass, "water") == 1000)
        #expect(line(kvass, "lemon")?.role == .squeeze)
    }

    @Test func theMangoIcedTeaPeelsItsMangoes() throws {
        // The record peels and chops the mangoes before they are puréed.
        #expect(line(try drink("mango-iced-tea"), "mango")?.note?.contains("peeled") == true)
    }

    @Test func theCaramelFrappuccinoBlendsInstantCoffee() throws {
        // The record's "coffee powder (instant)": ground coffee would not dissolve in a blended drink.
        let frappe = try drink("caramel-frappuccino")
        #expect(line(frappe, "coffee-powder") == nil)
        #expect(line(frappe, "instant-coffee-powder") != nil)
    }

    @Test func iceAsTheRecordsServeIt() throws {
        // The Coronado's record strains it over crushed ice; the Kingston Negroni's (imbibemagazine.com) and
        // the Infante's (punchdrink.com) onto one large ice cube.
        #expect(try drink("coronado").ice == .crushed)
        #expect(try drink("kingston-negroni").ice == .largeCube)
        #expect(try drink("infante").ice == .largeCube)
    }

    @Test func theCocoAvocadoBlendsOnlyTheFlesh() throws {
        // The record halves and pits the avocado and scoops out its flesh, and opens the young coconut,
        // pours off its water and scoops out the flesh: no stone or shell goes into the blender.
        let coco = try drink("coco-avocado")
        #expect(line(coco, "avocado")?.note?.contains("pitted") == true)
        #expect(line(coco, "coconut")?.note?.contains("flesh") == true)
    }
}
