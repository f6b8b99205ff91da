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
print("| id | workload | sriracha | python3 | lua5.4 | swift -O | vs python3 | vs lua5.4 |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for line in open(os.path.join(out, "index")):
    bid, label = line.strip().split("|", 1)
    data = json.load(open(os.path.join(out, bid + ".json")))
    med = {r["command"]: r["median"] for r in data["results"]}
    def ms(name):
        return f"{med[name] * 1000:.1f} ms" if name in med else "—"
    def ratio(name):
        return f"{med['sriracha'] / med[name]:.2f}" if name in med and med[name] > 0 else "—"
    print(f"| {bid} | {label} | {ms('sriracha')} | {ms('python3')} | {ms('lua5.4')} | {ms('swift -O')} "
          f"| {ratio('python3')} | {ratio('lua5.4')} |")
print("\nThe programs: `Benchmarks/*.sri` here, and the peers' versions of the same algorithms.")
print("B1 for Sriracha includes loading and checking the prelude.")
