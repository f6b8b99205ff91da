import Testing
@testable import SrirachaDynamics

/// The recomputation queue must give nodes lowest height first, creation order within a
/// height, however inserts and pops interleave (an update inserts dependents while popping).
struct HeightQueueTests {
    @Test func popsInHeightThenCreationOrderUnderInterleaving() {
        var rng = SplitMix(state: 7)
        for _ in 0..<200 {
            var q = HeightQueue()
            var expected: [(height: Int, node: Int)] = []
            var popped: [(height: Int, node: Int)] = []
            var heightOf: [Int: Int] = [:]
            var nextNode = 0
            var floor = 0
            for _ in 0..<Int(rng.next() % 60) + 1 {
                if rng.next() % 3 == 0, let n = q.popMin() {
                    let h = heightOf[n]!
                    popped.append((h, n))
                    floor = h + 1
                } else {
                    // As in an update: anything queued is higher than what was popped.
                    let h = floor + Int(rng.next() % 5)
                    let n = nextNode + Int(rng.next() % 3)
                    nextNode = n + 1
                    heightOf[n] = h
                    expected.append((h, n))
                    q.insert(n, height: h)
                }
            }
            while let n = q.popMin() { popped.append((heightOf[n]!, n)) }
            #expect(popped.count == expected.count)
            for i in popped.indices.dropFirst() {
                let a = popped[i - 1], b = popped[i]
                #expect(a.height < b.height || (a.height == b.height && a.node < b.node))
            }
        }
    }

    @Test func emptyQueueAfterRemoveAll() {
        var q = HeightQueue()
        q.insert(5, height: 2)
        q.insert(1, height: 1)
        q.removeAll()
        #expect(q.popMin() == nil)
        q.insert(3, height: 1)
        #expect(q.popMin() == 3)
    }
}
