// A Swift program (swiftc prints the same lines): a top-level `defer` runs when the program
// ends, the latest first; each is compared here with the lines it prints then.
var steps = ["start"]
//> steps: [String] = ["start"]
defer { print("finally", steps) }
//> finally ["start", "load", "save"]
func step(_ name: String) { steps.append(name) }
//> step: (String) -> Void
defer {
    print("closing")
}
//> closing
step("load")
step("save")
print("done with", steps.count, "steps")
//> done with 3 steps
