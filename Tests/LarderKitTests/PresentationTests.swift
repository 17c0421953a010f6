import LarderKit
import Testing

/// What `show` prints follows the units asked for.
@Suite struct PresentationTests {
    @Test func stepTemperaturesFollowTheUnits() throws {
        let bake = MethodStep(
            text: "Bake at 180 °C for 50 minutes, until a skewer comes out clean.", ingredients: ["banana", "flour"],
            timers: [StepTimer(minutes: 50)], temperaturesCelsius: [180])
        let fixture = try SessionFixture(steps: ["banana-bread": [bake]])
        defer { fixture.cleanUp() }
        // 180 °C is 356 °F; an oven dial reads the nearest 25 °F: 350 °F.
        let imperial = try fixture.session.show("banana bread", units: .imperial)
        #expect(imperial.instructions == ["Bake at 350 °F for 50 minutes, until a skewer comes out clean."])
        let metric = try fixture.session.show("banana bread", units: .metric)
        #expect(metric.instructions == [bake.text])
        #expect(try fixture.session.show("banana bread").instructions == [bake.text])
    }
}
