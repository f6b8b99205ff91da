// A Swift program (swiftc prints the same lines): a `deinit` may change a global, and a
// loop's variables are let go when each pass ends, so an instance only they hold is freed
// before the next pass begins.
var openTickets = 0
//> openTickets: Int = 0

class Ticket {
    let number: Int
    init(number: Int) {
        self.number = number
        openTickets += 1
        print("ticket \(number) opened")
    }
    deinit {
        openTickets -= 1
        print("ticket \(number) closed")
    }
}

var current: Ticket? = Ticket(number: 1)
//> ticket 1 opened
//> current: Ticket? = Ticket { number = 1 }
print(openTickets)
//> 1
current = nil
//> ticket 1 closed
print(openTickets)
//> 0

for n in 2...3 {
    let ticket = Ticket(number: n)
    print("working on \(ticket.number)")
}
//> ticket 2 opened
//> working on 2
//> ticket 2 closed
//> ticket 3 opened
//> working on 3
//> ticket 3 closed
print("open after the loop: \(openTickets)")
//> open after the loop: 0

var n = 4
//> n: Int = 4
while n < 6 {
    let ticket = Ticket(number: n)
    print("working on \(ticket.number)")
    n += 1
}
//> ticket 4 opened
//> working on 4
//> ticket 4 closed
//> ticket 5 opened
//> working on 5
//> ticket 5 closed

// A described instance interpolated inside a method of a generic class.
class Tag<Label>: CustomStringConvertible {
    let label: Label
    init(_ label: Label) { self.label = label }
    var description: String { "<\(label)>" }
}

class Shelf<Label> {
    var first: Tag<Label>?
    func put(_ label: Label) {
        print("made \(Tag(label))")
        first = Tag(label)
        print(first!)
    }
}
Shelf<String>().put("jam")
//> made <jam>
//> <jam>

// An instance of a generic class without a `description` prints with its type arguments.
class Crate<Item> {
    let item: Item
    init(_ item: Item) { self.item = item }
}
print(Crate(3))
//> main.Crate<Swift.Int>
print([Crate("lid")])
//> [main.Crate<Swift.String>]
