import Foundation

/// Runs every shape on every engine and prints a Markdown table: exact counts per update
/// first, then the median time per update. Push engines recurse per node, so everything runs
/// on a thread with a large stack.
func allRows() -> [Row] {
    var rows: [Row] = []
    func add(_ r: Row) {
        rows.append(r)
        FileHandle.standardError.write("\(r.shape) | \(r.engine) | \(r.recomputes) | \(r.bindings) | \(r.time)\n".data(using: .utf8)!)
    }
    add(EngineBench.s1())
    add(InterpretedBench.s1())
    add(PushBench.chain(100_000, shape: "S1 chain of 100,000 maps → 1 binding"))
    add(CombineBench.chain(100_000, shape: "S1 chain of 100,000 maps → 1 binding"))

    add(EngineBench.s2())
    add(InterpretedBench.s2())
    add(PushBench.s2())
    add(CombineBench.s2())

    let s3 = "S3 1,000 diamonds in series"
    add(EngineBench.series(1_000, updates: 201, shape: s3))
    add(InterpretedBench.series(1_000, shape: s3))
    rows.append(Row(shape: s3, engine: PushBench.engine, recomputes: "3 × (2^1000 − 1)", bindings: "2^1000",
                    glitches: "2^1000 − 1", time: "not run"))
    rows.append(Row(shape: s3, engine: CombineBench.engine, recomputes: "3 × (2^1000 − 1)", bindings: "2^1000",
                    glitches: "2^1000 − 1", time: "not run"))

    add(EngineBench.s4())
    add(InterpretedBench.s4())
    add(PushBench.s4())
    add(CombineBench.s4())

    add(EngineBench.s5())
    add(InterpretedBench.s5())
    add(PushBench.chain(100_000, shape: "S5 cutoff: 100,000 chain, first node constant", first: { _ in 0 }))
    add(CombineBench.chain(100_000, shape: "S5 cutoff: 100,000 chain, first node constant", first: { _ in 0 }))

    for k in [5, 10, 20] {
        let shape = "S8 glitch probe: \(k) diamonds in series"
        add(EngineBench.series(k, updates: 201, shape: shape))
        add(InterpretedBench.series(k, shape: shape))
        add(PushBench.series(k, shape: shape, updates: k == 20 ? 5 : 51))
        add(CombineBench.series(k, shape: shape, updates: k == 20 ? 3 : 21))
    }
    return rows
}

var rows: [Row] = []
let thread = Thread { rows = allRows() }
thread.stackSize = 1 << 30
let done = DispatchSemaphore(value: 0)
let worker = Thread {
    rows = allRows()
    done.signal()
}
worker.stackSize = 1 << 30
worker.start()
done.wait()

print("| shape | engine | recomputes per update | binding runs | glitches | time per update |")
print("| --- | --- | --- | --- | --- | --- |")
for r in rows {
    print("| \(r.shape) | \(r.engine) | \(r.recomputes) | \(r.bindings) | \(r.glitches) | \(r.time) |")
}
