# B7: a 2,000-statement transcript (bindings, expressions, functions, higher-order calls),
# printed to standard output; `sriracha run --record` adds the expected outputs.
for i in range(500):
    print(f"let v{i} = {i} * 2")
    print(f"v{i} + 1")
    print(f"func f{i}(_ x: Int) -> Int {{ x + {i} }}")
    print(f"[v{i}, 1].map(f{i})")
