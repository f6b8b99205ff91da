import Testing
@testable import SrirachaDynamics

/// Shapes far larger than a person builds: nothing may recurse per node.
@Suite struct LargeGraphTests {
    @Test func millionNodeChainBuildsUpdatesAndTearsDown() throws {
        var g: Graph<Int>? = intGraph()
        let source = g!.source(0)
        var last = source
        for _ in 0..<1_000_000 { last = g!.map(last) { $0 &+ 1 } }
        #expect(g!.state(of: last).value == 1_000_000)
        #expect(g!.height(of: last) == 1_000_000)
        try g!.set(source, to: 1)
        #expect(g!.state(of: last).value == 1_000_001)
        #expect(g!.lastSummary.recomputed == 1_000_000)
        // A cycle check walks the whole chain.
        #expect(throws: DynamicsError.self) { try g!.bind(last, toSource: source) }
        g = nil
    }

    @Test func thousandDiamondsInSeriesCostThreeThousandRecomputations() throws {
        let g = intGraph()
        let source = g.source(0)
        var top = source
        for _ in 0..<1_000 {
            let l = g.map(top) { $0 + 1 }
            let r = g.map(top) { $0 - 1 }
            top = g.derive([l, r], .combine { ($0[0] + $0[1]) / 2 })
        }
        var writes = 0
        _ = try g.bind(top, label: "out") { _ in writes += 1 }
        writes = 0
        try g.set(source, to: 1)
        #expect(g.lastSummary.recomputed == 3_000)
        #expect(writes == 1)
    }
}
