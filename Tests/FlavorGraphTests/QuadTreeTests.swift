@testable import FlavorGraph
import Testing

@Suite struct QuadTreeTests {
    @Test func openingAngleZeroIsExactAndLargeAngleIsClose() {
        let points = GraphFixtures.randomPositions(300, seed: 2)
        let xs = points.map(\.x), ys = points.map(\.y)
        var stack: [Int32] = []
        xs.withUnsafeBufferPointer { x in
            ys.withUnsafeBufferPointer { y in
                let tree = QuadTree(xs: x, ys: y)
                for i in [0, 17, 299] {
                    var ex = 0.0, ey = 0.0
                    for j in 0..<300 where j != i {
                        let dx = xs[i] - xs[j], dy = ys[i] - ys[j]
                        let d2 = dx * dx + dy * dy
                        ex += dx / d2; ey += dy / d2
                    }
                    let exact = tree.repulsion(on: i, px: xs[i], py: ys[i], strength: 1, theta2: 0, xs: x, ys: y, stack: &stack)
                    #expect(abs(exact.0 - ex) < 1e-9 * max(1, abs(ex)))
                    #expect(abs(exact.1 - ey) < 1e-9 * max(1, abs(ey)))
                    let approx = tree.repulsion(on: i, px: xs[i], py: ys[i], strength: 1, theta2: 0.25, xs: x, ys: y, stack: &stack)
                    let error = ((approx.0 - ex) * (approx.0 - ex) + (approx.1 - ey) * (approx.1 - ey)).squareRoot()
                    #expect(error < 0.1 * (ex * ex + ey * ey).squareRoot() + 0.5)
                }
            }
        }
    }
}
