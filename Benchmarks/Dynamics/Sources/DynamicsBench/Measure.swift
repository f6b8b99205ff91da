import Dispatch

/// One line of the report: a shape, an engine, its exact counts per update and its time.
struct Row {
    var shape: String
    var engine: String
    var recomputes: String
    var bindings: String
    var glitches: String = "0"
    var time: String
}

/// Runs `update` `count` times (after one warm-up) and returns the median seconds per call.
func median(_ count: Int, _ update: (Int) -> Void) -> Double {
    update(-1)
    var times: [Double] = []
    for i in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        update(i)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    times.sort()
    return times[times.count / 2]
}

func formatTime(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.1f ms", seconds * 1e3) }
    if seconds >= 1e-6 { return String(format: "%.1f µs", seconds * 1e6) }
    return String(format: "%.0f ns", seconds * 1e9)
}

func grouped(_ n: Int) -> String {
    let s = String(n)
    var out = ""
    for (i, c) in s.reversed().enumerated() {
        if i > 0 && i % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return String(out.reversed())
}

import Foundation
