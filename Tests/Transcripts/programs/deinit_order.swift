// A Swift program (swiftc prints the same lines): `deinit` runs when the last reference to an
// instance goes away; a subclass's runs before its superclass's.
class Lamp {
    let room: String
    init(room: String) {
        self.room = room
        print("lamp on in \(room)")
    }
    deinit { print("lamp off in \(room)") }
}
class DimmerLamp: Lamp {
    var level = 5
    deinit { print("dimmer at \(level) removed from \(room)") }
}

var hall: Lamp? = Lamp(room: "hall")
//> lamp on in hall
//> hall: Lamp? = Lamp { room = "hall" }
hall = nil
//> lamp off in hall
print("hall is dark")
//> hall is dark

func visit(_ room: String) {
    let lamp = DimmerLamp(room: room)
    lamp.level = 2
    print("reading in \(room)")
}
//> visit: (String) -> Void
visit("study")
//> lamp on in study
//> reading in study
//> dimmer at 2 removed from study
//> lamp off in study

var lamps = [Lamp(room: "attic"), Lamp(room: "cellar")]
//> lamp on in attic
//> lamp on in cellar
//> lamps: [Lamp] = [Lamp { room = "attic" }, Lamp { room = "cellar" }]
var spare: Lamp? = lamps[0]
//> spare: Lamp? = Lamp { room = "attic" }
lamps.removeAll()
//> lamp off in cellar
print("attic lamp still held")
//> attic lamp still held
spare = nil
//> lamp off in attic
let porch = Lamp(room: "porch")
//> lamp on in porch
//> porch: Lamp = Lamp { room = "porch" }
print("end, porch stays on")
//> end, porch stays on
