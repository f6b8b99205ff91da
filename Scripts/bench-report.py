"""Turns hyperfine's JSON exports into the table in Docs/Benchmarks.md (medians and ratios)."""
import json, os, platform, subprocess, sys

out, runs = sys.argv[1], sys.argv[2]

def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout.strip()
    except Exception:
        return "?"

cpu = sh("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2").strip() or platform.processor()
print("# Benchmarks\n")
print("Measured by `Scripts/bench` (release build, hyperfine, "
      f"{runs} runs after 2 warm-ups, medians of whole-process wall time).")
print("Every figure below comes from one run of the script on this machine: "
      f"{cpu}, {sh('nproc')} cores, {sh('swift --version 2>&1 | head -1')}, "
      f"{sh('python3 --version')}, {sh('lua5.4 -v')}.")
print("Ratios are Sriracha's median divided by the peer's: below 1.0 means Sriracha is faster.")
print("Re-run `Scripts/bench` to regenerate this page; never compare figures across machines.\n")
def instructions(bid):
    try:
        n = int(open(os.path.join(out, bid + ".instructions")).read().strip())
        return f"{n / 1e6:,.0f} M"
    except (OSError, ValueError):
        return "—"

print("| id | workload | sriracha | python3 | lua5.4 | swift -O | vs python3 | vs lua5.4 | sriracha instructions |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for line in open(os.path.join(out, "index")):
    bid, label = line.strip().split("|", 1)
    data = json.load(open(os.path.join(out, bid + ".json")))
    med = {r["command"]: r["median"] for r in data["results"]}
    def ms(name):
        return f"{med[name] * 1000:.1f} ms" if name in med else "—"
    def ratio(name):
        return f"{med['sriracha'] / med[name]:.2f}" if name in med and med[name] > 0 else "—"
    print(f"| {bid} | {label} | {ms('sriracha')} | {ms('python3')} | {ms('lua5.4')} | {ms('swift -O')} "
          f"| {ratio('python3')} | {ratio('lua5.4')} | {instructions(bid)} |")
    if bid == "B7":
        b7 = f"B7 replays 2,000 statements in {med['sriracha'] * 1000:.1f} ms (whole process): " \
             f"{2000 / med['sriracha']:,.0f} statements per second (goal: at least 10,000)."
print()
# CPU time (user + system) of the same runs: on a machine shared with other work, wall time
# also counts the time a process waits for a core, CPU time hardly does.
print("CPU time of the same runs (user + system, means): what the process itself spent, which "
      "waiting for a busy core does not inflate.\n")
print("| id | sriracha | python3 | lua5.4 | swift -O | vs python3 | vs lua5.4 |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for line in open(os.path.join(out, "index")):
    bid, label = line.strip().split("|", 1)
    data = json.load(open(os.path.join(out, bid + ".json")))
    # hyperfine keeps CPU time as a mean per command (no per-run figures).
    cpu = {r["command"]: r["user"] + r["system"] for r in data["results"]}
    def cms(name):
        return f"{cpu[name] * 1000:.1f} ms" if name in cpu else "—"
    def cratio(name):
        return f"{cpu['sriracha'] / cpu[name]:.2f}" if name in cpu and cpu[name] > 0 else "—"
    print(f"| {bid} | {cms('sriracha')} | {cms('python3')} | {cms('lua5.4')} | {cms('swift -O')} "
          f"| {cratio('python3')} | {cratio('lua5.4')} |")
print()
if "b7" in dir():
    print(b7)
scaling = os.path.join(out, "B7-scaling.json")
if os.path.exists(scaling):
    print("\nB7 scaling: `sriracha run --quiet` on files of n `let`s (median of 3 runs, whole process); "
          "the cost of a statement must not depend on how many came before it.\n")
    print("| statements | time | statements per second |")
    print("| --- | --- | --- |")
    for r in json.load(open(scaling))["results"]:
        n = int(r["command"])
        print(f"| {n:,} | {r['median'] * 1000:.0f} ms | {n / r['median']:,.0f} |")
print("\nThe programs: `Benchmarks/*.sri` here, and the peers' versions of the same algorithms.")
print("B1 for Sriracha includes loading and checking the prelude.")
print("Goals (PERFORMANCE.md): B1 at most 10 ms; B2–B5 faster than CPython (ratio below 1.0); "
      "B7 at least 10,000 statements per second. Targets beyond them: B1 at most 5 ms, B2–B4 faster "
      "than Lua 5.4, B7 at least 100,000 statements per second with a cost linear in the number of "
      "statements. Other work on the machine during a run shows up in every column alike, which is "
      "why only ratios from one run are compared, and why the instruction counts are given too.")

# Where the time goes: the notes kept in Benchmarks/where-the-time-goes.md, each followed by the
# functions with the most self cost in this run's profile (Scripts/bench-profile).
notes, current = {}, None
try:
    for line in open("Benchmarks/where-the-time-goes.md"):
        if line.startswith("## "):
            current = line[3:].split()[0]
            notes[current] = []
        elif current:
            notes[current].append(line.rstrip("\n"))
except OSError:
    pass
profiles = [l.split("|", 1)[0] for l in open(os.path.join(out, "index"))]
if any(os.path.exists(os.path.join(out, b + ".profile")) for b in profiles):
    print("\n## Where the time goes\n")
    print("Instruction counts from valgrind's callgrind (`Scripts/bench-profile`), which hardly move when "
          "the machine is busy; each benchmark's note, then the functions that executed the most "
          "instructions themselves (not counting their callees) in this run.")
    for bid in profiles:
        path = os.path.join(out, bid + ".profile")
        if not os.path.exists(path):
            continue
        print(f"\n### {bid}\n")
        text = "\n".join(notes.get(bid, [])).strip()
        if text:
            print(text + "\n")
        print("| instructions | share | function |")
        print("| --- | --- | --- |")
        for line in open(path).read().splitlines()[:6]:
            parts = line.split(None, 2)
            if len(parts) < 3:
                continue
            count, share, name = parts[0], parts[1], parts[2]
            if share == "(":  # "( 5.82%)"
                share, name = name.split(None, 1)[0], name.split(None, 1)[1] if " " in name else ""
            name = name.replace("|", "\\|").strip()
            print(f"| {count} | {share.strip('()')} | `{name}` |")
