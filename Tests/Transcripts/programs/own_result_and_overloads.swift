// A Swift program (swiftc prints the same lines): a type of its own named `Result`, and
// methods and subscripts overloaded by the types of their parameters.
enum Result<Value> {
    case found(Value)
    case missing(String)
}

struct Shelf {
    var books: [String]
    func find(_ index: Int) -> Result<String> {
        index < books.count ? .found(books[index]) : .missing("no book at \(index)")
    }
    func find(_ title: String) -> Result<Int> {
        if let i = books.firstIndex(of: title) { return .found(i) }
        return .missing("no book called \(title)")
    }
    subscript(index: Int) -> String { books[index] }
    subscript(prefix: String) -> [String] { books.filter { $0.hasPrefix(prefix) } }
}

let shelf = Shelf(books: ["Dune", "Emma", "Dracula"])
//> shelf: Shelf = Shelf(books: ["Dune", "Emma", "Dracula"])
print(shelf.find(1))
//> found("Emma")
print(shelf.find(7))
//> missing("no book at 7")
print(shelf.find("Dracula"))
//> found(2)
switch shelf.find("Ulysses") {
case .found(let i): print("at", i)
case .missing(let why): print(why)
}
//> no book called Ulysses
print(shelf[0], shelf["D"])
//> Dune ["Dune", "Dracula"]

class Counter {
    var total = 0
    func add(_ n: Int) { total += n }
    func add(_ s: String) { total += s.count }
}
class LoudCounter: Counter {
    override func add(_ n: Int) { print("adding", n); super.add(n) }
}
let c = LoudCounter()
//> c: LoudCounter = LoudCounter { total = 0 }
c.add(2)
//> adding 2
c.add("abc")
print(c.total)
//> 5
