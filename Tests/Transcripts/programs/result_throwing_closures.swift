// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// `Result { … }` whose closure only throws: its success type comes from the context, else `Void`
enum E: Error { case x, y }
func f() throws -> Int { throw E.y }
//> f: () throws -> Int
func describe<T>(_ r: Result<T, Error>) -> String {
    switch r {
    case .success(let v): return "success \(v)"
    case .failure(let e): return "failure \(e)"
    }
}
//> describe: <T>(Result<T, Error>) -> String
let r1 = Result<Int, Error> { throw E.x }
//> r1: Result<Int, Error> = .failure(.x)
print(describe(r1))
//> failure x
let r2 = Result { try f() }
//> r2: Result<Int, Error> = .failure(.y)
print(describe(r2))
//> failure y
let r3: Result<Int, Error> = Result { throw E.x }
//> r3: Result<Int, Error> = .failure(.x)
switch r3 { case .success(let v): print(v); case .failure(let e): print("failed", e) }
//> failed x
let r4 = Result<String, Error> { "ok" }
//> r4: Result<String, Error> = .success("ok")
print(describe(r4))
//> success ok
let r5 = Result { throw E.y }
//> r5: Result<Void, Error> = .failure(.y)
print(describe(r5))
//> failure y
let fail: () throws -> Int = { throw E.x }
//> fail: () throws -> Int = { throw E.x }
print(describe(Result { try fail() }))
//> failure x
func parse(_ s: String) -> Result<Int, Error> {
    Result {
        guard let n = Int(s) else { throw E.x }
        return n
    }
}
//> parse: (String) -> Result<Int, Error>
print(describe(parse("12")), describe(parse("z")))
//> success 12 failure x
