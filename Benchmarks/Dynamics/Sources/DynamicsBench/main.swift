import Foundation

/// Runs every shape on every engine and prints a Markdown table: exact counts per update
/// first, then the median time per update. Push engines recurse per node, so everything runs
/// on a thread with a large stack.
/// `DynamicsBench S1 S5` runs only those shapes (engine rows are cheap to rerun).
/// `DynamicsBench --engine-updates S4 200` only builds S4 on the engine and runs 200 updates.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--engine-updates", let n = Int(CommandLine.arguments[3]) {
    EngineBench.runUpdates(CommandLine.arguments[2], n)
    exit(0)
}
let only = Set(CommandLine.arguments.dropFirst())
func wanted(_ shape: String) -> Bool { only.isEmpty || only.contains(String(shape.prefix { $0 != " " })) }

func allRows() -> [Row] {
    var rows: [Row] = []
    func add(_ make: @autoclosure () -> Row, _ shape: String) {
        guard wanted(shape) else { return }
        let r = make()
        rows.append(r)
        FileHandle.standardError.write("\(r.shape) | \(r.engine) | \(r.recomputes) | \(r.bindings) | \(r.time)\n".data(using: .utf8)!)
    }
    add(EngineBench.s1(), "S1")
    add(InterpretedBench.s1(), "S1")
    add(PushBench.chain(100_000, shape: "S1 chain of 100,000 maps → 1 binding"), "S1")
    if wanted("S1") { rows.append(CombineBench.crashed("S1 chain of 100,000 maps → 1 binding")) }

    add(EngineBench.s2(), "S2")
    add(InterpretedBench.s2(), "S2")
    add(PushBench.s2(), "S2")
    add(CombineBench.s2(), "S2")

    let s3 = "S3 1,000 diamonds in series"
    add(EngineBench.series(1_000, updates: 201, shape: s3), "S3")
    add(InterpretedBench.series(1_000, shape: s3), "S3")
    if wanted(s3) { rows.append(Row(shape: s3, engine: PushBench.engine, recomputes: "4 × (2^1000 − 1)", bindings: "2^1000",
                    glitches: "2^1000 − 1", time: "not run"))
    rows.append(Row(shape: s3, engine: CombineBench.engine, recomputes: "2,000 × 2^1000", bindings: "2^1000",
                    glitches: "2^1000 − 1", time: "not run")) }

    add(EngineBench.s4(), "S4")
    add(InterpretedBench.s4(), "S4")
    add(PushBench.s4(), "S4")
    add(CombineBench.s4(), "S4")

    add(EngineBench.s5(), "S5")
    add(InterpretedBench.s5(), "S5")
    add(PushBench.chain(100_000, shape: "S5 cutoff: 100,000 chain, first node constant", first: { _ in 0 }), "S5")
    if wanted("S5") { rows.append(CombineBench.crashed("S5 cutoff: 100,000 chain, first node constant")) }

    for k in [5, 10, 20] {
        let shape = "S8 glitch probe: \(k) diamonds in series"
        add(EngineBench.series(k, updates: 201, shape: shape), shape)
        add(InterpretedBench.series(k, shape: shape), shape)
        add(PushBench.series(k, shape: shape, updates: k == 20 ? 5 : 51), shape)
        add(CombineBench.series(k, shape: shape, updates: k == 20 ? 3 : 21), shape)
    }
    return rows
}

var rows: [Row] = []
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
