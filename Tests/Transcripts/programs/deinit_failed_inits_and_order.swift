// A Swift program (swiftc prints the same lines): a failable `init` that gives up before the
// instance is complete frees nothing (no `deinit` runs); one that gives up after it is complete
// frees it. A function's or a block's variables let go of their instances last declared first.
var open = 0
//> open: Int = 0
class Doc {
    let title: String
    init(title: String) {
        self.title = title
        open += 1
        print("open \(title)")
    }
    convenience init?(line: String) {
        guard !line.isEmpty else { return nil }
        self.init(title: line)
        if line.count < 3 { return nil }
    }
    init?(pages: Int) {
        guard pages > 0 else { return nil }
        title = "p\(pages)"
        open += 1
    }
    deinit {
        open -= 1
        print("close \(title)")
    }
}
class Sheet: Doc {
    let rows: Int
    init?(rows: Int) {
        self.rows = rows
        if rows < 0 { return nil }
        super.init(title: "sheet")
    }
}
print(Doc(line: "") == nil, Doc(pages: 0) == nil, Sheet(rows: -1) == nil, open)
//> true true true 0
print(Doc(line: "ab") == nil, open)
//> open ab
//> close ab
//> true 0

func visit() {
    let a = Doc(title: "a")
    let b = Doc(title: "b")
    print("reading", a.title, b.title)
}
//> visit: () -> Void
visit()
//> open a
//> open b
//> reading a b
//> close b
//> close a
do {
    let x = Doc(title: "x")
    let y = Doc(title: "y")
    print(x.title + y.title)
}
//> open x
//> open y
//> xy
//> close y
//> close x
for n in 1...2 {
    let first = Doc(title: "first\(n)")
    let second = Doc(title: "second\(n)")
    print(first.title, second.title)
}
//> open first1
//> open second1
//> first1 second1
//> close second1
//> close first1
//> open first2
//> open second2
//> first2 second2
//> close second2
//> close first2
print("open:", open)
//> open: 0
