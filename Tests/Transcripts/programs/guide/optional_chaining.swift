// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Optional Chaining
class Person {
    var residence: Residence?
}
class Room {
    let name: String
    init(name: String) { self.name = name }
}
class Address {
    var buildingName: String?
    var buildingNumber: String?
    var street: String?
    func buildingIdentifier() -> String? {
        if let n = buildingNumber, let s = street { return "\(n) \(s)" }
        else if buildingName != nil { return buildingName }
        return nil
    }
}
class Residence {
    var rooms: [Room] = []
    var numberOfRooms: Int { rooms.count }
    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
    var address: Address?
}
let john = Person()
//> john: Person = Person { residence = nil }
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
//> Unable to retrieve the number of rooms.
let someAddress = Address()
//> someAddress: Address = Address { buildingName = nil, buildingNumber = nil, street = nil }
someAddress.buildingNumber = "29"
someAddress.street = "Acacia Road"
john.residence?.address = someAddress
if john.residence?.printNumberOfRooms() != nil {
    print("It was possible to print the number of rooms.")
} else {
    print("It was not possible to print the number of rooms.")
}
//> It was not possible to print the number of rooms.
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
} else {
    print("Unable to retrieve the first room name.")
}
//> Unable to retrieve the first room name.
let johnsHouse = Residence()
//> johnsHouse: Residence = Residence { rooms = [], address = nil }
johnsHouse.rooms.append(Room(name: "Living Room"))
johnsHouse.rooms.append(Room(name: "Kitchen"))
john.residence = johnsHouse
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
}
//> The first room name is Living Room.
john.residence?.printNumberOfRooms()
//> The number of rooms is 2
//> $R0: Void? = ()
john.residence?.address = someAddress
if let id = john.residence?.address?.buildingIdentifier() {
    print("John's building identifier is \(id).")
}
//> John's building identifier is 29 Acacia Road.
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("The") {
    print(beginsWithThe ? "begins with The" : "does not begin with The")
}
//> does not begin with The
var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
//> testScores: [String: [Int]] = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
print(testScores["Dave"]!, testScores["Bev"]!, testScores["Brian"] == nil)
//> [91, 82, 84] [80, 94, 81] true
let n: Int? = john.residence?.rooms.count
//> n: Int? = 2
print(n as Any)
//> Optional(2)
print(john.residence?.rooms.first?.name.count as Any)
//> Optional(11)
