#!/usr/bin/env python3
"""Feeds issue 19's hostile inputs to the real `rlab` and checks each one.

Every case runs under /usr/bin/time -v and must finish with the expected
exit status and message within 2 s and 500 MB (docs/RELIABILITY.md). Small
inputs live in Tests/Hostile/; large ones (a 2 GB file, a 30,000² PNG, an
alias list, 5,000 recognizers, …) are generated into a scratch folder.

    python3 scripts/hostile-check.py .build/debug/rlab [--keep] [--only NAME]
"""
import os, re, shutil, struct, subprocess, sys, tempfile, zlib, stat, xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "..", "Tests", "Hostile")
MAX_SECONDS, MAX_MB = 2.0, 500
# `make test` runs the debug build on a machine that may be busy: it keeps the
# memory budget and catches hangs and blow-ups (the inputs of issue 19 took
# 14–49 s), but allows more time (HOSTILE_MAX_SECONDS); the 2 s figures in
# docs/RELIABILITY.md are measured on the release build.
MAX_SECONDS = float(os.environ.get("HOSTILE_MAX_SECONDS", MAX_SECONDS))
# On a machine shared with other builds the wall clock measures the queue
# for the CPU more than the command: HOSTILE_CLOCK=cpu judges the 2 s by the
# command's own user + system time instead (both are always printed).
CLOCK = os.environ.get("HOSTILE_CLOCK", "wall")


def png(path, width, height, depth=8, colour=6, rows=None, corrupt=False, truncate=None, extra=b""):
    """A PNG whose rows are zeros (compressed streaming, so 30,000² stays small);
    `truncate` keeps that many bytes, `extra` goes before IDAT."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    channels = {0: 1, 2: 3, 6: 4}[colour]
    row = b"\0" + b"\0" * ((width * channels * depth + 7) // 8)
    z = zlib.compressobj(9)
    body = b"".join(z.compress(row) for _ in range(rows if rows is not None else height)) + z.flush()
    if corrupt:
        body = b"\x78\x9c" + bytes([0xFF] * 64)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0))
            + extra + chunk(b"IDAT", body) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data[:truncate])


def bad_crc_chunk(kind, data):
    """An ancillary chunk whose CRC is wrong: libpng warns and skips it."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", 1234)


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def scene_with(subviews, window="{ width: 390, height: 300 }"):
    return f"window: {window}\nroot:\n  controller: main\n  view:\n    id: root\n    subviews:\n" + subviews


def script(steps, scene="base.yaml", name="t"):
    return f"scene: {scene}\ntests:\n  - name: {name}\n    steps:\n" + steps


class Case:
    """`not_says`: regular expressions no output line may match (forged lines);
    `watch_seconds`: the command never exits by itself (`--watch`): it is
    stopped after that long and judged by what it printed (rc "stopped")."""
    def __init__(self, name, item, argv, rc, says=(), setup=None, check=None, stdin=None, not_says=(),
                 watch_seconds=None, issue=19, prefix=()):
        self.name, self.item, self.argv, self.rc, self.says = name, item, argv, rc, says
        # Run before rlab (`setpriv …`: root without the capabilities that let it read any folder).
        self.prefix = list(prefix)
        self.setup, self.check, self.not_says, self.watch_seconds = setup, check, not_says, watch_seconds
        self.issue = issue


def cases(d):
    """The cases; `d` is the scratch folder (a copy of Tests/Hostile)."""
    big = os.path.join(d, "big.bin")
    fifo = os.path.join(d, "fifo.yaml")
    out = []
    add = lambda *a, **k: out.append(Case(*a, **k))

    # 1. A next cycle that closes once a listed controller is presented.
    add("cycle-check", 1, ["check", "cycle.yaml"], 1, ["makes a loop in the responder chain: main → inner → main"])

    # 1b. 50,000 controllers each naming the next, the last naming one that
    # is presented: the presentation check walks the chain once, not 50,000 times.
    def long_chain():
        n = 50_000
        rows = "".join(f"  - {{ controller: c{k}, next: {'c' + str(k + 1) if k < n - 1 else 'lonely'}, view: {{ id: v{k} }} }}\n"
                       for k in range(n))
        write(os.path.join(d, "chain.yaml"), "window: { width: 390, height: 300 }\nroot:\n  controller: main\n"
              "  view: { id: root }\ncontrollers:\n  - { controller: lonely, view: { id: lonelyView } }\n" + rows)
    add("cycle-chain-50k", 1, ["check", "chain.yaml"], 1, ["once 'lonely' is presented over 'c49999': lonely → c49999 → lonely"],
        setup=long_chain)

    # 1c. A stack of 20,000 rows whose first row is removed with an
    # animation: every row moves, 20,000 frame animations start at once.
    def big_stack():
        n = 20_000
        rows = "".join(f"          - {{ id: r{k}, frame: [0, 0, 390, 10] }}\n" for k in range(n))
        write(os.path.join(d, "stack.yaml"), "window: { width: 390, height: 300 }\nroot:\n  controller: main\n"
              "  on: { go: [{ remove: r0, animate: { duration: 0.2 } }] }\n  view:\n    id: root\n    subviews:\n"
              "      - { id: del, frame: [0, 0, 40, 40], gestures: [{ type: tap, action: go }] }\n"
              "      - id: rows\n        frame: [0, 50, 390, 0]\n        stack: { axis: vertical, spacing: 1 }\n        subviews:\n" + rows)
        write(os.path.join(d, "stack.test.yaml"), script(
            "      - tap: del\n      - wait: 1\n"
            f"      - expect: {{ props: {{ r1.frame: [0, 0, 390, 10], r{n - 1}.frame: [0, {(n - 2) * 11}, 390, 10] }} }}\n",
            scene="stack.yaml"))
    add("stack-20k-remove", 16, ["test", "stack.test.yaml"], 0, ["1 passed"], setup=big_stack)

    # 2. Full disk: the trace to /dev/full, a shot onto a full file system.
    def full_fs():
        os.makedirs(os.path.join(d, "full"), exist_ok=True)
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8k", "tmpfs", os.path.join(d, "full")],
                          stderr=subprocess.DEVNULL).returncode != 0:
            os.rmdir(os.path.join(d, "full"))
            os.symlink("/dev/full", os.path.join(d, "full.png"))
    add("trace-full-disk", 2, ["test", "tap.test.yaml", "--trace", "/dev/full"], "nonzero", ["No space left on device"])
    add("junit-full-disk", 2, ["test", "keys.test.yaml", "--junit", "/dev/full"], "nonzero", ["No space left on device"])
    add("shot-full-disk", 2, ["shot", "base.yaml", "-o", "FULL"], "nonzero", ["No space left on device"], setup=full_fs,
        check=lambda: not os.path.exists(os.path.join(d, "full", "x.png")) or os.path.getsize(os.path.join(d, "full", "x.png")) == 0)

    # 3. FIFOs, a 2 GB file behind a small name, a symlink loop.
    def mkfifo():
        if not os.path.exists(fifo):
            os.mkfifo(fifo)
    for cmd in (["check", fifo], ["shot", fifo, "-o", "f.png"], ["run", fifo, "--headless", "--frames", "3"],
                ["record", fifo, "-o", "r.test.yaml", "--headless", "--frames", "3"]):
        add(f"fifo-scene-{cmd[0]}", 3, cmd, "nonzero", ["a FIFO, not a regular file"], setup=mkfifo)
    add("fifo-script-test", 3, ["test", "fifo.test.yaml"], "nonzero", ["a FIFO, not a regular file"],
        setup=lambda: os.path.exists(os.path.join(d, "fifo.test.yaml")) or os.mkfifo(os.path.join(d, "fifo.test.yaml")))
    def golden_fifo():
        os.path.exists(os.path.join(d, "gf.png")) or os.mkfifo(os.path.join(d, "gf.png"))
        write(os.path.join(d, "gf.test.yaml"), script("      - expect: { image: gf.png }\n"))
    add("fifo-golden", 3, ["test", "gf.test.yaml"], 1, ["a FIFO, not a regular file"], setup=golden_fifo)
    def shot_fifo():
        os.path.exists(os.path.join(d, "sf.png")) or os.mkfifo(os.path.join(d, "sf.png"))
        write(os.path.join(d, "sf.test.yaml"), script("      - shot: sf.png\n      - expect: { firstResponder: null }\n"))
    add("fifo-shot-step", 3, ["test", "sf.test.yaml"], 1, ["not a regular file"], setup=shot_fifo)
    def route_fifo():
        os.path.exists(os.path.join(d, "rf.jsonl")) or os.mkfifo(os.path.join(d, "rf.jsonl"))
        write(os.path.join(d, "rf.test.yaml"), script("      - tap: label\n      - expect: { route: rf.jsonl }\n"))
    add("fifo-route-golden", 3, ["test", "rf.test.yaml"], 1, ["a FIFO, not a regular file"], setup=route_fifo)
    def two_gb():
        with open(big, "wb") as f:
            f.truncate(2 << 30)
        os.path.exists(os.path.join(d, "huge.test.yaml")) or os.symlink(big, os.path.join(d, "huge.test.yaml"))
    add("2gb-script", 3, ["test", "huge.test.yaml"], "nonzero", ["limited to 8388608 bytes"], setup=two_gb)
    def loop():
        for a, b in (("loopa.yaml", "loopb.yaml"), ("loopb.yaml", "loopa.yaml")):
            os.path.lexists(os.path.join(d, a)) or os.symlink(b, os.path.join(d, a))
    add("symlink-loop", 3, ["check", "loopa.yaml"], 1, ["symbolic links"], setup=loop)

    def watched():
        import threading
        w = os.path.join(d, "watched.yaml")
        shutil.copy(os.path.join(d, "base.yaml"), w)
        def vanish():
            os.remove(w)
        def loop():
            os.symlink("watched-b.yaml", w)
            os.symlink("watched.yaml", os.path.join(d, "watched-b.yaml"))
        threading.Timer(0.3, vanish).start()
        threading.Timer(0.6, loop).start()
    add("watched-vanish-loop", 16, ["run", "watched.yaml", "--headless", "--frames", "150"], 0,
        ["cannot open the scene file: No such file or directory", "Too many levels of symbolic links"], setup=watched)

    # 4. The pre-scan bypass: 100 views sharing one 100,000-entry alias list.
    def alias_bomb():
        items = ", ".join(str(k) for k in range(100_000))
        views = "".join(f"      - {{ id: v{k}, text: *big }}\n" for k in range(100))
        write(os.path.join(d, "aliases.yaml"),
              f"name: a plain scalar\n  'continued with a quote\ndescription: &big [{items}]\n" + scene_with(views))
    add("alias-bypass", 4, ["check", "aliases.yaml"], 1, ["YAML anchors (`&name`) are not allowed", "YAML aliases"],
        setup=alias_bomb)

    # 5. A 30,000² PNG, and a corrupt one.
    def huge_png():
        png(os.path.join(d, "huge.png"), 30_000, 30_000, depth=1, colour=0)
        write(os.path.join(d, "hugeimg.yaml"), scene_with("      - { id: i, type: image, image: huge.png, frame: [0, 0, 100, 100] }\n"))
        write(os.path.join(d, "hugegold.test.yaml"), script("      - expect: { image: huge.png }\n"))
    add("png-30000-check", 5, ["check", "hugeimg.yaml"], 1, ["huge.png: the PNG is 30000×30000 pixels, over the limit of 16777216"], setup=huge_png)
    add("png-30000-shot", 5, ["shot", "hugeimg.yaml", "-o", "h.png"], "nonzero", ["over the limit of 16777216"], setup=huge_png)
    add("png-30000-golden", 5, ["test", "hugegold.test.yaml"], 1, ["huge.png: the PNG is 30000×30000 pixels"], setup=huge_png)
    def corrupt_png():
        png(os.path.join(d, "bad.png"), 390, 300, corrupt=True)
        write(os.path.join(d, "badgold.test.yaml"), script("      - expect: { image: bad.png }\n"))
    add("png-corrupt-golden", 5, ["test", "badgold.test.yaml"], 1, ["bad.png: cannot decode the PNG: IDAT"],
        setup=corrupt_png)
    # A truncated golden and scene image, and one libpng only warns about:
    # our named error (or nothing) and never libpng's own line (UNNAMED).
    def truncated_png():
        png(os.path.join(d, "cut.png"), 390, 300, truncate=200)
        png(os.path.join(d, "warn.png"), 40, 30, extra=bad_crc_chunk(b"tEXt", b"Comment\0hi"))
        write(os.path.join(d, "cutgold.test.yaml"), script("      - expect: { image: cut.png }\n"))
        write(os.path.join(d, "warngold.test.yaml"), script("      - expect: { image: warn.png }\n"))
        for name in ("cut", "bad", "warn"):
            write(os.path.join(d, f"{name}img.yaml"),
                  scene_with(f"      - {{ id: i, type: image, image: {name}.png, frame: [0, 0, 100, 100] }}\n"))
    add("png-truncated-golden", 5, ["test", "cutgold.test.yaml"], 1, ["cut.png: cannot decode the PNG"],
        setup=truncated_png)
    add("png-warning-golden", 5, ["test", "warngold.test.yaml"], 1, ["expected an image of 40×30"],
        setup=truncated_png)
    add("png-truncated-scene", 5, ["check", "cutimg.yaml"], 1, ["cutimg.yaml:7:", "image cut.png: cannot decode the PNG"],
        setup=truncated_png)
    add("png-corrupt-scene", 5, ["check", "badimg.yaml"], 1, ["badimg.yaml:7:", "image bad.png: cannot decode the PNG"],
        setup=lambda: (corrupt_png(), truncated_png()))
    add("png-warning-scene-shot", 5, ["shot", "warnimg.yaml", "-o", "w.png"], 0, ["wrote"], setup=truncated_png)

    # 6-8. Window size, text length, recognizers.
    add("window-16000", 6, ["check", "w.yaml"], 1, ["must be from 1 to 4096 points"],
        setup=lambda: write(os.path.join(d, "w.yaml"), scene_with("      []\n", "{ width: 16000, height: 16000 }").replace("subviews:\n      []", "subviews: []")))
    add("text-1mb", 7, ["check", "t.yaml"], 1, ["over the limit of 10000"],
        setup=lambda: write(os.path.join(d, "t.yaml"), scene_with(f"      - {{ id: l, type: label, text: \"{'x' * 1_000_000}\" }}\n")))
    add("pans-5000", 8, ["check", "p.yaml"], 1, ["more than 256 gesture recognizers"],
        setup=lambda: write(os.path.join(d, "p.yaml"), scene_with("      - id: v\n        frame: [0, 0, 300, 300]\n        gestures:\n" + "          - { type: pan }\n" * 5000)))

    # 9. Idle waits fast-forward; the total is bounded.
    add("waits-24h", 9, ["test", "waits.test.yaml"], 0, ["1 passed"],
        setup=lambda: write(os.path.join(d, "waits.test.yaml"), script("      - wait: 3600\n" * 23 + "      - expect: { handledBy: null }\n")))
    add("waits-19kb", 9, ["test", "waits19.test.yaml"], 2, ["pass 86400 s of virtual time"],
        setup=lambda: write(os.path.join(d, "waits19.test.yaml"), script("      - wait: 3600\n" * 950)))

    # 10. Long drags with no expect between them.
    drag = "      - drag: { from: [10, 10], to: [300, 250], duration: 60 }\n"
    add("drags-200", 10, ["test", "drags.test.yaml"], 2, ["input steps pass 300 s in all"],
        setup=lambda: write(os.path.join(d, "drags.test.yaml"), script(drag * 200)))
    add("drags-5x60s", 10, ["test", "drags5.test.yaml"], 0, ["1 passed"],
        setup=lambda: write(os.path.join(d, "drags5.test.yaml"), script(drag * 5 + "      - expect: { firstResponder: null }\n")))

    def many_taps():
        test = "  - name: t{k}\n    steps:\n" + "      - tap: label\n" * 1000
        write(os.path.join(d, "taps.test.yaml"), "scene: base.yaml\ntests:\n" + "".join(test.format(k=k) for k in range(30)))
    add("taps-30x1000", 10, ["test", "taps.test.yaml"], 2, ["not run: the script's input steps pass 300 s"], setup=many_taps)

    # 11. shot:/image: confinement; a diff never replaces its golden.
    add("shot-confined", 11, ["test", "shots.test.yaml"], 2, ["inside the script's folder", "ending in .png"],
        check=lambda: not os.path.exists("/tmp/rlab-escaped.png"))
    def shot_symlink():
        os.path.lexists(os.path.join(d, "link.png")) or os.symlink("base.yaml", os.path.join(d, "link.png"))
        write(os.path.join(d, "sl.test.yaml"), script("      - shot: link.png\n      - expect: { firstResponder: null }\n"))
    add("shot-through-symlink", 11, ["test", "sl.test.yaml"], 1, ["symbolic link"], setup=shot_symlink,
        check=lambda: open(os.path.join(d, "base.yaml")).read().startswith("# The scene"))
    def outside_dir():
        os.makedirs(os.path.join(d, "outside"), exist_ok=True)
        os.path.lexists(os.path.join(d, "sub")) or os.symlink(os.path.join(d, "outside"), os.path.join(d, "sub"))
        os.makedirs(os.path.join(d, "inner"), exist_ok=True)
        shutil.copy(os.path.join(d, "base.yaml"), os.path.join(d, "inner", "base.yaml"))
        os.path.lexists(os.path.join(d, "inner", "out")) or os.symlink(os.path.join(d, "outside"), os.path.join(d, "inner", "out"))
        write(os.path.join(d, "inner", "od.test.yaml"), script("      - shot: out/x.png\n      - expect: { firstResponder: null }\n"))
    add("shot-symlinked-folder", 11, ["test", "inner/od.test.yaml"], 1, ["outside the script's folder"], setup=outside_dir,
        check=lambda: not os.path.exists(os.path.join(d, "outside", "x.png")))

    # 12. --trace/--junit onto symlinks and devices; -o onto the scene.
    def trace_link():
        write(os.path.join(d, "real.jsonl"), "")
        os.path.lexists(os.path.join(d, "trace.jsonl")) or os.symlink("real.jsonl", os.path.join(d, "trace.jsonl"))
    add("trace-symlink", 12, ["test", "tap.test.yaml", "--trace", "trace.jsonl"], 0, ["1 passed, 0 failed"], setup=trace_link,
        check=lambda: os.path.islink(os.path.join(d, "trace.jsonl")) and os.path.getsize(os.path.join(d, "real.jsonl")) > 0)
    add("trace-dev-null", 12, ["test", "tap.test.yaml", "--trace", "/dev/null"], 0, ["1 passed, 0 failed"],
        check=lambda: stat.S_ISCHR(os.stat("/dev/null").st_mode))
    add("junit-fifo", 12, ["test", "types.test.yaml", "--junit", "fifo.yaml"], "nonzero", ["FIFO"], setup=mkfifo)
    add("trace-new-folders", 12, ["test", "tap.test.yaml", "--trace", "a/b/c/t.jsonl"], 0, ["1 passed, 0 failed"],
        check=lambda: os.path.getsize(os.path.join(d, "a/b/c/t.jsonl")) > 0)
    add("record-over-scene", 12, ["record", "base.yaml", "-o", "base.yaml", "--headless", "--frames", "3"], "nonzero",
        ["refusing to write the recording over the scene"])
    add("shot-over-scene", 12, ["shot", "base.yaml", "-o", "base.yaml"], "nonzero", ["refusing to write the PNG over"])
    add("record-missing-dir", 12, ["record", "base.yaml", "-o", "/proc/missing/dir/x.test.yaml", "--headless", "--frames", "100000"],
        "nonzero", ["cannot create the folder /proc/missing"])

    # 13-16.
    add("handledBy-list", 13, ["test", "types.test.yaml"], 2, ["expected one id or null, got a list"])
    add("record-loads", 14, ["check", "rec.test.yaml"], 0, ["no errors"],
        setup=lambda: subprocess.run([RLAB, "record", "base.yaml", "-o", "rec.test.yaml", "--headless", "--frames", "3"], cwd=d,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    def junit_ok():
        ET.parse(os.path.join(d, "junit.xml"))
        return True
    # Since issue 25 the typed escape is refused (`type` takes no control
    # characters), so the test cannot run; its name is still escaped.
    add("escapes-junit", 15, ["test", "escape.test.yaml", "--junit", "junit.xml"], 2, ["\\u{1B}[32mok everything passed",
        "cannot type the control character U+001B"], check=junit_ok)
    add("key-f01", 16, ["test", "keys.test.yaml"], 2, ["unknown key `f01`", "`key` takes one key", "`scale` is from 0.01 to 100"])
    add("empty-script", 16, ["test", "empty.test.yaml"], "nonzero", ["the test script file is empty"])
    add("long-key", 16, ["check", "lk.yaml"], 1, ["a key is 1100 characters long"],
        setup=lambda: write(os.path.join(d, "lk.yaml"), "k" * 1100 + ": 1\n"))
    add("hash-colour-line", 16, ["check", "hashcolor.yaml"], 1, ["hashcolor.yaml:6:", "quote colours"])
    add("duplicate-keys", 16, ["test", "dupkeys.test.yaml"], "nonzero", ["dupkeys.test.yaml:3:1: duplicate key 'scene'"])
    out += round_three(d)
    out += round_four(d)
    return out


def round_three(d):
    """Issue 25: hangs, blow-ups, writes outside the folder, forged lines."""
    out = []
    add = lambda *a, **k: out.append(Case(*a, issue=25, **k))
    p = lambda name: os.path.join(d, name)

    # 1. A view at 1e17 (and its mirror images): placing its overlay tag
    # stepped x += 8 where 8 is below the spacing of doubles, forever.
    def far():
        views = "".join(f"      - {{ id: far{k}, frame: {f} }}\n" for k, f in enumerate(
            ["[1e17, 0, 10, 10]", "[0, 1e17, 10, 10]", "[-1e17, 0, 10, 10]", "[1e300, 1e300, 10, 10]"]))
        write(p("far.yaml"), scene_with(views + "      - { id: label, type: label, text: Name, frame: [20, 20, 200, 30] }\n"))
        write(p("far.test.yaml"), script("      - tap: label\n      - shot: far-step.png\n"
                                          "      - expect: { handledBy: null }\n", scene="far.yaml"))
        write(p("far-fail.test.yaml"), script("      - tap: label\n      - expect: { handledBy: label }\n", scene="far.yaml"))
    add("far-view-shot-step", 1, ["test", "far.test.yaml"], 0, ["1 passed"], setup=far,
        check=lambda: os.path.getsize(p("far-step.png")) > 0)
    add("far-view-junit-png", 1, ["test", "far-fail.test.yaml", "--junit", "far-junit/j.xml"], 1, ["screenshot of the failing step"],
        setup=far, check=lambda: any(f.endswith(".png") for f in os.listdir(p("far-junit"))))
    def far_replay():
        far()
        write(p("far-replay.test.yaml"), script("      - tap: label\n      - tap: root\n      - expect: { handledBy: null }\n",
                                                 scene="far.yaml"))
    # The live window (what `rlab run` draws), played headless.
    add("far-view-replay", 1, ["replay", "far-replay.test.yaml", "--headless", "--speed", "100"], 0, [], setup=far_replay)

    # 2. `add:` on every touch move, 200 views a time: refused past the
    # scene's 200,000 views with a warning naming the effect; an id that
    # is already on screen is refused saying so.
    def add_on_move():
        sub = "".join(f"                    - {{ frame: [{k % 20 * 10}, {k // 20 * 10}, 8, 8] }}\n" for k in range(199))
        write(p("addmove.yaml"), scene_with(
            "      - id: pad\n        frame: [0, 0, 390, 300]\n        on:\n          touchesMoved:\n"
            "            - add:\n                to: pad\n                view:\n                  frame: [0, 0, 200, 200]\n"
            "                  subviews:\n" + sub))
        drag = "      - drag: { from: [10, 10], to: [300, 250], duration: 1 }\n"
        write(p("addmove.test.yaml"), script(drag * 20 + "      - expect: { handledBy: pad }\n", scene="addmove.yaml"))
    add("add-on-move-20-drags", 2, ["test", "addmove.test.yaml", "--trace", "addmove.jsonl"], 0, ["1 passed"],
        setup=add_on_move, check=lambda: "addmove.yaml:11:15: add: refused: its 200 views would take the scene past "
        "the limit of 200000 views" in open(p("addmove.jsonl")).read())
    def add_twice():
        write(p("addtwice.yaml"), scene_with(
            "      - id: pad\n        frame: [0, 0, 390, 300]\n        on:\n          touchesEnded:\n"
            "            - add: { to: pad, view: { id: dot, frame: [0, 0, 8, 8] } }\n"))
        write(p("addtwice.test.yaml"), script(
            "      - tap: [100, 100]\n      - expect: { logs: [] }\n      - tap: [100, 100]\n"
            "      - expect: { logs: [\"warning: addtwice.yaml:11:15: add: a view with id `dot` is already on screen; nothing added\"] }\n",
            scene="addtwice.yaml"))
    add("add-same-id-twice", 2, ["test", "addtwice.test.yaml"], 0, ["1 passed"], setup=add_twice)

    # 3. Route goldens stay in the script's folder, as shots and images do.
    def routes_out():
        write(p("routes.test.yaml"), script(
            "      - tap: label\n      - expect: { route: ../x/made/by/rlab.jsonl }\n"
            "      - expect: { route: /tmp/rlab-route-escaped.jsonl }\n      - expect: { route: r.json }\n"))
    add("route-confined-check", 3, ["check", "routes.test.yaml"], 1,
        ["routes.test.yaml:6:26: `route` names a file inside the script's folder", "routes.test.yaml:7:26:",
         "routes.test.yaml:8:26: `route` takes a file name ending in .jsonl"], setup=routes_out,
        check=lambda: not os.path.exists(os.path.join(os.path.dirname(d), "x")) and not os.path.exists("/tmp/rlab-route-escaped.jsonl"))
    add("route-confined-update", 3, ["test", "routes.test.yaml", "--update-routes"], 2, ["inside the script's folder"],
        setup=routes_out, check=lambda: not os.path.exists(os.path.join(os.path.dirname(d), "x")))
    def route_links():
        os.makedirs(p("routes-out"), exist_ok=True)
        write(p("routes-out/secret.jsonl"), "{\"secret\": \"outside\"}\n")
        os.makedirs(p("rl"), exist_ok=True)
        shutil.copy(p("base.yaml"), p("rl/base.yaml"))
        os.path.lexists(p("rl/linked.jsonl")) or os.symlink(p("routes-out/secret.jsonl"), p("rl/linked.jsonl"))
        os.path.lexists(p("rl/dangling.jsonl")) or os.symlink(p("routes-out/new.jsonl"), p("rl/dangling.jsonl"))
        os.path.lexists(p("rl/out")) or os.symlink(p("routes-out"), p("rl/out"))
        write(p("rl/links.test.yaml"), "scene: base.yaml\ntests:\n"
              "  - name: read\n    steps:\n      - tap: label\n      - expect: { route: linked.jsonl }\n"
              "  - name: write\n    steps:\n      - tap: label\n      - expect: { route: dangling.jsonl }\n"
              "  - name: folder\n    steps:\n      - tap: label\n      - expect: { route: out/made.jsonl }\n")
    add("route-symlinks", 3, ["test", "rl/links.test.yaml"], "nonzero",
        ["refusing to read the route golden", "linked.jsonl: it is a symbolic link", "dangling.jsonl: it is a symbolic link",
         "out/made.jsonl is outside the script's folder"], not_says=[r"outside\b.*secret|secret.*outside"],
        setup=route_links, check=lambda: not os.path.exists(p("routes-out/new.jsonl"))
        and not os.path.exists(p("routes-out/made.jsonl")))

    # 4. The largest legal scene: 199,990 empty views (2.2 MB), tested,
    # shot; and 1,000 one-line tests over it (each builds it afresh).
    def big_scene():
        if not os.path.exists(p("v200k.yaml")):
            write(p("v200k.yaml"), scene_with("      - {}\n" * 199_990))
        one = "  - name: t{k}\n    steps:\n      - expect: {{ handledBy: null }}\n"
        write(p("v200k.test.yaml"), "scene: v200k.yaml\ntests:\n" + one.format(k=0))
        write(p("v200k-1000.test.yaml"), "scene: v200k.yaml\ntests:\n" + "".join(one.format(k=k) for k in range(1000)))
    add("scene-200k-test", 4, ["test", "v200k.test.yaml"], 0, ["1 passed"], setup=big_scene)
    add("scene-200k-shot", 4, ["shot", "v200k.yaml", "-o", "v200k.png"], 0, ["wrote"], setup=big_scene)
    add("scene-200k-1000-tests", 4, ["test", "v200k-1000.test.yaml"], 2,
        ["5 passed, 0 failed, 995 could not run", "not run: each test builds the scene's"],
        setup=big_scene)

    # 5. A presentation stack one controller deeper per tap: 3,000 taps.
    def presentations():
        n = 3000
        ctrls = "".join(f"  - controller: c{k}\n    view: {{ id: v{k}, on: {{ touchesEnded: {{ present: c{k + 1} }} }} }}\n"
                        for k in range(n)) + f"  - controller: c{n}\n    view: {{ id: v{n} }}\n"
        write(p("pres.yaml"), "window: { width: 390, height: 300 }\nroot:\n  controller: main\n  view:\n    id: root\n"
              "    on: { touchesEnded: { present: c0 } }\ncontrollers:\n" + ctrls)
        write(p("pres.test.yaml"), script("      - tap: [100, 100]\n" * n + f"      - expect: {{ handledBy: v{n - 2} }}\n",
                                           scene="pres.yaml"))
    add("presentations-3000", 5, ["test", "pres.test.yaml"], 0, ["1 passed"], setup=presentations)

    # 6. A 150,000-row stack: loaded, and one animated remove; an 8 MB
    # lesson text; 50,000 key commands pressed 5,000 times.
    def stack():
        rows = "".join(f"          - {{ id: r{k} }}\n" for k in range(150_000))
        write(p("stack150.yaml"), "window: { width: 390, height: 300 }\nroot:\n  controller: main\n"
              "  on: { go: [{ remove: r0, animate: { duration: 0.2 } }] }\n  view:\n    id: root\n    subviews:\n"
              "      - { id: del, frame: [0, 0, 40, 40], gestures: [{ type: tap, action: go }] }\n"
              "      - id: rows\n        frame: [0, 50, 390, 0]\n        stack: { axis: vertical, spacing: 1 }\n        subviews:\n" + rows)
        write(p("stack150.test.yaml"), script(
            "      - expect: { props: { r1.frame: [0, 1, 390, 0], r149999.frame: [0, 149999, 390, 0] } }\n"
            "      - tap: del\n      - wait: 1\n"
            "      - expect: { props: { r1.frame: [0, 0, 390, 0], r149999.frame: [0, 149998, 390, 0] } }\n",
            scene="stack150.yaml"))
    add("stack-150k-animated-remove", 6, ["test", "stack150.test.yaml"], 0, ["1 passed"], setup=stack)
    def lesson():
        write(p("lesson8mb.yaml"), scene_with("      - { id: label, type: label, text: Name, frame: [20, 20, 200, 30] }\n")
              + "lesson:\n  title: big\n  steps:\n    - text: \"" + "word " * 1_600_000 + "\"\n      answers: [label]\n")
    add("lesson-8mb-check", 6, ["check", "lesson8mb.yaml"], 1, ["lesson8mb.yaml:11:13: the text is 8000000 characters, over the limit of 10000"],
        setup=lesson)
    # (exit 0 here was issue 37 item 13's bug: run now refuses the lesson check refuses.)
    add("lesson-8mb-run", 6, ["run", "lesson8mb.yaml", "--headless", "--frames", "3"], 1,
        ["lesson8mb.yaml:11:13: the text is 8000000 characters, over the limit of 10000"], setup=lesson)
    def key_commands():
        cmds = "".join(f"        - {{ input: \"{chr(97 + k % 26)}\", modifiers: [ctrl], action: a{k} }}\n" for k in range(50_000))
        write(p("keycmds.yaml"), scene_with("      - id: v\n        frame: [0, 0, 100, 100]\n        keyCommands:\n" + cmds))
        write(p("keycmds.test.yaml"), script("      - key: ctrl+q\n" * 5000 + "      - expect: { handledBy: null }\n", scene="keycmds.yaml"))
    add("key-commands-50k", 6, ["check", "keycmds.yaml"], 1, ["keycmds.yaml:266:11: the scene has more than 256 key commands"],
        setup=key_commands)
    add("key-commands-50k-test", 6, ["test", "keycmds.test.yaml"], 2, ["more than 256 key commands"], setup=key_commands)

    # 7. Newlines and tabs in a key command's input, a YAML key, a key:
    # step and a test's name must not start lines of their own.
    forged = [r"^Scenes/figure1\.yaml:1:1: all good", r"^ok forged", r"^\s*FORGED"]
    def forge():
        write(p("forge.yaml"), scene_with(
            "      - id: v\n        frame: [0, 0, 100, 100]\n"
            "        keyCommands: [{ input: \"x\\nScenes/figure1.yaml:1:1: all good\", action: go }]\n"
            "      - { id: w, \"frame\\nFORGED\\tkey\": 1 }\n"))
        write(p("forge.test.yaml"), "scene: base.yaml\ntests:\n"
              "  - name: \"x\\nok forged\"\n    steps:\n      - key: \"a\\nScenes/figure1.yaml:1:1: all good\"\n"
              "      - expect: { handledBy: null }\n")
    add("forged-lines-check", 7, ["check", "forge.yaml", "forge.test.yaml"], 1,
        ["unknown key 'x\\u{A}Scenes/figure1.yaml:1:1: all good'", "frame\\u{A}FORGED\\u{9}key",
         "unknown key `a\\u{A}Scenes/figure1.yaml:1:1: all good`"], not_says=forged, setup=forge)
    add("forged-lines-test", 7, ["test", "forge.test.yaml"], 2, ["x\\u{A}ok forged"], not_says=forged, setup=forge)
    # A script's `scene:` path holding a newline: "no scene file at" quotes it on one line.
    def forge_scene_path():
        write(p("forgescene.test.yaml"), "scene: \"x\\nScenes/figure1.yaml:1:1: all good\"\ntests:\n"
              "  - name: t\n    steps:\n      - tap: ok\n")
    add("forged-scene-path-check", 7, ["check", "forgescene.test.yaml"], 1,
        ["no scene file at x\\u{A}Scenes/figure1.yaml:1:1: all good"], not_says=forged, setup=forge_scene_path)
    add("forged-scene-path-test", 7, ["test", "forgescene.test.yaml"], 2,
        ["no scene file at x\\u{A}Scenes/figure1.yaml:1:1: all good"], not_says=forged, setup=forge_scene_path)

    # 8. Why-not names the rule that decided: a triangle, a circle, insets.
    def shapes():
        write(p("shapes.yaml"), scene_with(
            "      - { id: tri, frame: [0, 0, 100, 100], hitShape: [[0, 0], [100, 0], [0, 100]] }\n"
            "      - { id: disc, frame: [150, 0, 100, 100], hitShape: circle }\n"
            "      - { id: inset, frame: [0, 150, 100, 100], hitTestInsets: [20, 20, 20, 20] }\n"))
        write(p("shapes.test.yaml"), "scene: shapes.yaml\ntests:\n"
              "  - name: triangle\n    steps:\n      - tap: [90, 90]\n      - expect: { hitView: tri }\n"
              "  - name: circle\n    steps:\n      - tap: [155, 5]\n      - expect: { hitView: disc }\n"
              "  - name: insets\n    steps:\n      - tap: [5, 155]\n      - expect: { hitView: inset }\n")
    add("why-not-hit-shapes", 8, ["test", "shapes.test.yaml"], 1,
        # One sentence for a key and a Swift class (issue 40): "the
        # point(inside:with:) override of its key `K: V` said no (it says yes
        # only in AREA)", as "... of its class Round said no".
        ["override of its key `hitShape: [[0, 0], [100, 0], [0, 100]]` said no",
         "override of its key `hitShape: circle` said no (it says yes only in the ellipse filling [0, 0, 100, 100])",
         "override of its key `hitTestInsets: [20, 20, 20, 20]` said no (it says yes only in [20, 20, 60, 60])"],
        not_says=[r"\[90, 90\].*outside its bounds \[0, 0, 100, 100\], so"], setup=shapes)

    # 9. A route golden that is not JSON, 100,000 nested [, a 7 MB value.
    def bad_goldens():
        write(p("notjson.jsonl"), "this is not json\n")
        write(p("nested.jsonl"), "[" * 100_000 + "\n")
        write(p("huge.jsonl"), "{\"type\": \"" + "x" * 7_000_000 + "\"}\n")
        write(p("goldens.test.yaml"), "scene: base.yaml\ntests:\n" + "".join(
            f"  - name: {n}\n    steps:\n      - tap: label\n      - expect: {{ route: {n}.jsonl }}\n"
            for n in ("notjson", "nested", "huge")))
    add("route-golden-not-json", 9, ["test", "goldens.test.yaml"], 1,
        ["notjson.jsonl:1: line 1 of the route golden is not JSON", "nested.jsonl:1: line 1 of the route golden is not JSON",
         "(7000000 characters in all)"], not_says=[r"x{1000}"], setup=bad_goldens)

    # 10. NUL and other controls in `type:` are refused, not truncated.
    def typed_nul():
        write(p("nul.test.yaml"), script("      - tap: field\n      - type: \"ab\\u0000cd\"\n"
                                          "      - expect: { props: { field.text: ab } }\n"))
    add("type-nul", 10, ["check", "nul.test.yaml"], 1, ["nul.test.yaml:6:15: `type` cannot type the control character U+0000"],
        setup=typed_nul)

    # 11. A horizontal-only scroll view: a vertical drag fails its pan with
    # one finger and with two (the second finger's landing is no drag).
    def two_fingers():
        write(p("hscroll.yaml"), scene_with(
            "      - id: pager\n        type: scrollView\n        frame: [0, 0, 390, 160]\n"
            "        contentSize: [1170, 160]\n        subviews:\n"
            "          - { id: page, frame: [0, 0, 1170, 160] }\n"))
        steps = ("      - touch: { finger: 0, down: [150, 40] }\n      - touch: { finger: 1, down: [230, 40] }\n"
                 + "".join(f"      - touch: {{ finger: 0, move: [150, {40 + 8 * k}] }}\n"
                           f"      - touch: {{ finger: 1, move: [230, {40 + 8 * k}] }}\n" for k in range(1, 11))
                 + "      - touch: { finger: 0, up: [150, 120] }\n      - touch: { finger: 1, up: [230, 120] }\n"
                 + "      - expect: { props: { pager.contentOffset.x: 0, pager.contentOffset.y: 0 }, gestures: { pager.pan: failed } }\n")
        write(p("hscroll.test.yaml"), script(steps, scene="hscroll.yaml"))
    add("axis-rule-two-fingers", 11, ["test", "hscroll.test.yaml"], 0, ["1 passed"], setup=two_fingers)

    # 12. --watch counts a script that cannot run as "could not run".
    def unusable():
        write(p("unusable.test.yaml"), "scene: missing.yaml\ntests:\n  - name: t\n    steps:\n      - expect: { handledBy: null }\n")
    add("watch-summary", 12, ["test", "unusable.test.yaml", "--watch"], "stopped",
        ["0 passed, 0 failed, 1 could not run — watching"], watch_seconds=1.5, setup=unusable)
    return out


def round_four(d):
    """Issue 37: outputs over inputs, finite numbers that trapped, template
    text that grew to gigabytes, unbounded growth at run time."""
    out = []
    add = lambda *a, **k: out.append(Case(*a, issue=37, **k))
    p = lambda name: os.path.join(d, name)
    kept = {}

    # 1. No output names an input of the same run: --junit over the script,
    # --trace over the scene (test, run, replay, record), --report whose
    # index.html is the script, a trace through a symlink to the scene, a
    # golden rewritten over the scene through a hard link. Each input is intact.
    def snapshot():
        for f in ("base.yaml", "tap.test.yaml"):
            kept[f] = open(p(f), "rb").read()
        os.path.lexists(p("scene-link.jsonl")) or os.symlink(p("base.yaml"), p("scene-link.jsonl"))
        os.makedirs(p("rep"), exist_ok=True)
        shutil.copy(p("tap.test.yaml"), p("rep/index.html"))
        kept["rep/index.html"] = kept["tap.test.yaml"]
        os.makedirs(p("gl"), exist_ok=True)
        shutil.copy(p("base.yaml"), p("gl/base.yaml"))
        # A hard link: the golden's own symlink rule cannot see it.
        os.path.lexists(p("gl/g.png")) or os.link(p("gl/base.yaml"), p("gl/g.png"))
        kept["gl/base.yaml"] = kept["base.yaml"]
        write(p("gl/g.test.yaml"), script("      - expect: { image: g.png }\n"))
    intact = lambda: all(open(p(f), "rb").read() == b for f, b in kept.items())
    for name, argv, what in [
        ("junit-over-script", ["test", "tap.test.yaml", "--junit", "tap.test.yaml"], "JUnit report over the script"),
        ("trace-over-scene-test", ["test", "tap.test.yaml", "--trace", "base.yaml"], "trace over the scene"),
        ("trace-link-to-scene", ["test", "tap.test.yaml", "--trace", "scene-link.jsonl"], "trace over the scene"),
        ("report-index-is-input", ["test", "rep/index.html", "tap.test.yaml", "--report", "rep"], "HTML report over the script"),
        ("trace-over-scene-run", ["run", "base.yaml", "--headless", "--frames", "3", "--trace", "base.yaml"], "trace over the scene"),
        ("trace-over-scene-replay", ["replay", "tap.test.yaml", "--headless", "--trace", "base.yaml"], "trace over the scene"),
        ("trace-over-scene-record", ["record", "base.yaml", "-o", "rec4.test.yaml", "--headless", "--frames", "3",
                                     "--trace", "base.yaml"], "trace over the scene"),
        ("golden-update-over-scene", ["test", "gl/g.test.yaml", "--update-goldens"], "image golden over the scene"),
    ]:
        add(name, 1, argv, 64, [f"refusing to write the {what}"], setup=snapshot, check=intact)

    # 2. Finite numbers that trapped (SIGILL). Absurd lengths and times are
    # refused at load with their place and range; what is still legal (a
    # view at x = ±1e308, a bind onto [-1e308, 1e308], the longest press
    # allowed) runs, draws and hit-tests without a trap.
    def absurd():
        write(p("absurd.yaml"), scene_with(
            "      - { id: l, type: label, text: Name, frame: [0, 0, 1e19, 30] }\n"
            "      - { id: b, type: button, title: OK, frame: [0, 40, 1e20, 30] }\n"
            "      - { id: bd, frame: [0, 120, 100, 30], borderWidth: 1e19, borderColor: \"#ff0000\" }\n"
            "      - { id: v, frame: [0, 160, 100, 100], gestures: [{ type: longPress, minimumPressDuration: 1e17, action: go }] }\n"))
        write(p("absurd.test.yaml"), script("      - tap: [5, 5]\n      - expect: { handledBy: null }\n", scene="absurd.yaml"))
    absurd_says = ["absurd.yaml:7:57: a frame's width is from 0 to 1000000 points, got 1e+19",
                   "absurd.yaml:8:58: a frame's width is from 0 to 1000000 points, got 1e+20",
                   "absurd.yaml:9:58: `borderWidth` is from 0 to 1000000 points, got 1e+19",
                   "absurd.yaml:10:97: `minimumPressDuration` is from 0 to 3600 s, got 1e+17"]
    add("absurd-lengths-check", 2, ["check", "absurd.yaml"], 1, absurd_says, setup=absurd)
    add("absurd-lengths-junit", 2, ["test", "absurd.test.yaml", "--junit", "absurd-j/j.xml"], 2, absurd_says[:1], setup=absurd)
    add("absurd-lengths-shot", 2, ["shot", "absurd.yaml", "-o", "absurd.png"], 1, absurd_says[:1], setup=absurd)
    def at_limits():
        write(p("limits.yaml"), scene_with(
            "      - { id: l, type: label, text: Name, frame: [0, 0, 1000000, 30] }\n"
            "      - { id: b, type: button, title: OK, frame: [0, 40, 1000000, 30] }\n"
            "      - { id: f, type: textField, text: typed, frame: [0, 80, 1000000, 30] }\n"
            "      - { id: bd, frame: [0, 120, 100, 30], borderWidth: 1000000, borderColor: \"#ff0000\" }\n"
            "      - { id: v, frame: [0, 160, 100, 100], gestures: [{ id: lp, type: longPress, minimumPressDuration: 3600, action: go }] }\n"
            "      - { id: far, frame: [1e300, 0, 10, 10], color: \"#00ff00\" }\n"
            "      - { id: bound, frame: [200, 160, 50, 50], borderColor: \"#0000ff\" }\n")
            + "bind:\n  - { set: bound.borderWidth, from: v.frame.y, in: [0, 1000], out: [-1e308, 1e308] }\n")
        write(p("limits.test.yaml"), script(
            "      - tap: [5, 95]\n      - touch: { finger: 0, down: [50, 200] }\n      - wait: 3000\n"
            "      - touch: { finger: 0, up: [50, 200] }\n      - shot: limits-step.png\n"
            "      - expect: { gestures: { lp: failed }, image: { file: limits-bound.png, region: bound } }\n", scene="limits.yaml"))
        write(p("farregion.test.yaml"), script(
            "      - expect: { image: { file: limits-far.png, region: far } }\n", scene="limits.yaml"))
    add("limits-test-update", 2, ["test", "limits.test.yaml", "--update-goldens", "--junit", "limits-j/j.xml"], 0,
        ["1 passed"], setup=at_limits, check=lambda: os.path.getsize(p("limits-step.png")) > 0)
    add("far-region-golden", 2, ["test", "farregion.test.yaml", "--update-goldens"], 1,
        ["farregion.test.yaml:5:19: expect image", "cannot write an empty image to limits-far.png"], setup=at_limits)
    add("limits-shot", 2, ["shot", "limits.yaml", "-o", "limits.png"], 0, ["wrote"], setup=at_limits)
    add("limits-run", 2, ["run", "limits.yaml", "--headless", "--frames", "5"], 0, [], setup=at_limits)
    def siblings():
        rows = "".join(f"      - {{ id: s{k}, frame: [{k % 10 * 30}, {k // 10 * 30}, 20, 20] }}\n" for k in range(70))
        write(p("sibs.yaml"), scene_with(rows + "      - { id: west, frame: [-1e308, 0, 10, 10] }\n"
                                          "      - { id: east, frame: [1e308, 0, 10, 10] }\n"))
        write(p("sibs.test.yaml"), script("      - tap: [5, 5]\n      - expect: { hitView: s0 }\n", scene="sibs.yaml"))
    add("siblings-1e308-tap", 2, ["test", "sibs.test.yaml"], 0, ["1 passed"], setup=siblings)
    add("siblings-1e308-replay", 2, ["replay", "sibs.test.yaml", "--headless", "--speed", "100"], 0, [], setup=siblings)

    # 3. A waitUntil on a route golden that does not exist
    # fails as `expect` does, once, instead of passing on its second tick.
    def unwritten():
        for f in ("wu-new.jsonl", "wu-new.png"):
            os.path.exists(p(f)) and os.remove(p(f))
        write(p("wu.test.yaml"), "scene: base.yaml\ntests:\n"
              "  - name: route\n    steps:\n      - tap: label\n"
              "      - waitUntil: { expect: { route: wu-new.jsonl }, timeout: 5 }\n")
    add("wait-until-missing-golden", 3, ["test", "wu.test.yaml"], 1,
        ["wu.test.yaml:6:9: waitUntil: expect route", "no route golden at wu-new.jsonl", "0 passed, 1 failed"],
        setup=unwritten,
        check=lambda: os.path.getsize(p("wu-new.jsonl")) > 0)

    # 4. Template expansion bounded in bytes and work: 1,000 × ${s} of
    # 10,000 characters, 100 copies (14 KB: 8.9 s, 994 MB); templates nested
    # 8 deep doubling a value (10 s); one misspelt id in 4,000 copies
    # (22–30 s: did-you-mean against every id); 60,000 parameters; 32,500
    # unused with: keys; a 7 MB text repeated 2,000 times; each broken ${…}
    # of a text reported, once.
    def tscene(name, templates, subviews):
        write(p(name), "window: { width: 390, height: 300 }\ntemplates:\n" + templates
              + "root:\n  controller: main\n  view:\n    id: root\n    subviews:\n" + subviews)
    def templates():
        tscene("tbytes.yaml", "  big: { id: \"b${index}\", type: label, text: \"" + "${s}" * 1000 + "\" }\n",
               "      - { use: big, repeat: 100, with: { s: \"" + "x" * 10_000 + "\" } }\n")
        nest = "  t0: { type: label, text: \"${p}\" }\n" + "".join(
            f"  t{k}: {{ subviews: [ {{ use: t{k - 1}, repeat: 10, with: {{ p: \"${{p}}${{p}}\" }} }} ] }}\n" for k in range(1, 10))
        tscene("tnest.yaml", nest, "      - { use: t9, with: { p: abcdefgh } }\n")
        tscene("tmisspelt.yaml", "  row: { id: \"r${index}\", next: \"rr${index}\" }\n", "      - { use: row, repeat: 4000 }\n")
        tscene("tparams.yaml", "  row: { id: \"r${index}\", type: label, text: \"" + "".join(f"${{p{k}}}" for k in range(60_000)) + "\" }\n",
               "      - { use: row, with: { " + ", ".join(f"p{k}: 1" for k in range(60_000)) + " } }\n")
        tscene("tunused.yaml", "  row: { id: \"r${index}\" }\n",
               "      - { use: row, repeat: 2, with: { " + ", ".join(f"q{k}: 1" for k in range(32_500)) + " } }\n")
        if not os.path.exists(p("t7mb.yaml")):
            tscene("t7mb.yaml", "  row: { type: label, text: \"" + "y" * 7_000_000 + "\" }\n", "      - { use: row, repeat: 2000 }\n")
        tscene("tbroken.yaml", "  row: { type: label, text: \"${a} and ${c} and ${a +}\" }\n",
               "      - { use: row, with: { a: 1 } }\n      - { use: row, with: { a: 1 } }\n")
    bytes_says = "template expansion makes more than 8388608 bytes of text (copies of 'big')"
    add("template-bytes-check", 4, ["check", "tbytes.yaml"], 1, ["tbytes.yaml:3:46: " + bytes_says, "1 error in 1 of 1 file"],
        setup=templates)
    add("template-bytes-run", 4, ["run", "tbytes.yaml", "--headless", "--frames", "3"], 1, [bytes_says], setup=templates)
    add("template-nest-9", 4, ["check", "tnest.yaml"], 1, ["tnest.yaml:18:9: template expansion makes more than 500000 YAML values"],
        setup=templates)
    add("template-misspelt-4000", 4, ["check", "tmisspelt.yaml"], 1,
        ["tmisspelt.yaml:3:33: unknown id 'rr0' in `next`; did you mean 'r0'?", "1 error in 1 of 1 file"], setup=templates)
    add("template-params-60k", 4, ["check", "tparams.yaml"], 1,
        ["tparams.yaml:3:3: at most 256 template parameters, got 60001", "tparams.yaml:9:27: at most 256 template parameters, got 60000"],
        setup=templates)
    add("template-unused-32k", 4, ["check", "tunused.yaml"], 1,
        ["tunused.yaml:9:38: at most 256 template parameters, got 32500", "1 error in 1 of 1 file"], setup=templates)
    add("template-7mb-x2000", 4, ["check", "t7mb.yaml"], 1,
        ["t7mb.yaml:9:9: template expansion makes more than 8388608 bytes of text (copies of 'row')"], setup=templates)
    add("template-every-broken", 4, ["check", "tbroken.yaml"], 1,
        ["tbroken.yaml:3:29: unknown template parameter 'c'", "tbroken.yaml:3:29: '${a +}' is not an expression",
         "2 errors in 1 of 1 file"], setup=templates)

    # 5. Unbounded growth at run time: 5,000 state sets per tap with undo:
    # (refused at load: one undo step holds at most 256 changes); 1,000
    # undoable taps of 256 sets each, traced (the undo stack keeps 100
    # groups by default, so every trace line stays short); --hops all
    # through a 5,000-responder chain (at most 200 slides).
    def undo_growth():
        def state_scene(name, n):
            sets = ", ".join(f"state.s{k}: on" for k in range(n))
            write(p(name), "window: { width: 390, height: 300 }\nstate: { " + ", ".join(f"s{k}: off" for k in range(n)) + " }\n"
                  "root:\n  controller: main\n  view:\n    id: root\n    subviews:\n"
                  "      - id: pad\n        frame: [0, 0, 390, 300]\n        on:\n"
                  "          touchesBegan: { set: { " + sets + " }, undo: Big }\n"
                  "          touchesEnded: { set: { " + sets.replace(": on", ": off") + " }, undo: Back }\n")
        state_scene("undo5000.yaml", 5000)
        state_scene("undo256.yaml", 128)
        write(p("undo256.test.yaml"), script("      - tap: [100, 100]\n" * 1000 + "      - expect: { handledBy: pad }\n",
                                              scene="undo256.yaml"))
        views = "      - { id: v0, frame: [0, 0, 390, 300], next: v1 }\n" + "".join(
            f"      - {{ id: v{k}, frame: [0, 0, 0, 0], next: v{k + 1} }}\n" for k in range(1, 5000)) \
            + "      - { id: v5000, frame: [0, 0, 0, 0] }\n"
        write(p("chain5000.yaml"), scene_with(views))
        write(p("chain5000.test.yaml"), script("      - tap: [100, 100]\n      - expect: { handledBy: null }\n", scene="chain5000.yaml"))
    add("undo-5000-sets-per-tap", 5, ["check", "undo5000.yaml"], 1,
        ["undo5000.yaml:11:11: one `on:` entry makes at most 256 changes (each `set:` key, each other effect), got 5000"],
        setup=undo_growth)
    add("undo-1000-taps-traced", 5, ["test", "undo256.test.yaml", "--trace", "undo256.jsonl"], 0, ["1 passed"],
        setup=undo_growth, check=lambda: os.path.getsize(p("undo256.jsonl")) < 5_000_000
        and len(__import__("json").loads(open(p("undo256.jsonl")).read().splitlines()[-1])["undo"]["undoStack"]) == 100)
    add("hops-all-5000-chain", 5, ["shot", "chain5000.yaml", "--script", "chain5000.test.yaml", "--hops", "all", "-o", "slides5000"],
        1, ["the walk has", "--hops all writes at most 200 slides"], setup=undo_growth,
        check=lambda: not os.path.exists(p("slides5000")) or not os.listdir(p("slides5000")))

    # 6. Presentation stacks outside `test`: 6,000 pageSheet and
    # overCurrentContext taps in `test` (a hit-test grid rebuilt per tap, the
    # presenter searched from the back), 300 pageSheet taps replayed (every
    # dimming layer blended every frame), `shot --script` of 3,000 taps (the
    # sidebar fitted one character and one row at a time).
    def stacks():
        def pres(name, n, style):
            ctrls = "".join(f"  - controller: c{k}\n    modalPresentationStyle: {style}\n"
                            f"    view: {{ id: v{k}, on: {{ touchesEnded: {{ present: c{k + 1} }} }} }}\n" for k in range(n)) \
                + f"  - controller: c{n}\n    modalPresentationStyle: {style}\n    view: {{ id: v{n} }}\n"
            write(p(name + ".yaml"), "window: { width: 390, height: 300 }\nroot:\n  controller: main\n  view:\n    id: root\n"
                  "    on: { touchesEnded: { present: c0 } }\ncontrollers:\n" + ctrls)
            write(p(name + ".test.yaml"), script("      - tap: [100, 200]\n" * n + f"      - expect: {{ handledBy: v{n - 2} }}\n",
                                                 scene=name + ".yaml"))
        pres("sheet6000", 6000, "pageSheet")
        pres("over6000", 6000, "overCurrentContext")
        pres("sheet300", 300, "pageSheet")
        pres("sheet3000", 3000, "pageSheet")
    add("sheets-6000-test", 6, ["test", "sheet6000.test.yaml"], 0, ["1 passed"], setup=stacks)
    add("over-context-6000-test", 6, ["test", "over6000.test.yaml"], 0, ["1 passed"], setup=stacks)
    add("sheets-300-replay", 6, ["replay", "sheet300.test.yaml", "--headless"], 0, ["1 passed"], setup=stacks)
    add("sheets-3000-shot", 6, ["shot", "sheet3000.yaml", "--script", "sheet3000.test.yaml", "-o", "sheet3000.png"], 0,
        ["wrote"], setup=stacks)

    # 8. Finite inputs that became NaN or infinite while running: a snap
    # offset at 1e308 and a stack spacing of 1e308 are refused at load; a
    # snap offset past the content's end settles at the end, not on blank.
    def snaps():
        scroller = ("      - id: s\n        type: scrollView\n        frame: [0, 0, 300, 100]\n"
                    "        snapOffsets: {{ y: [0, {far}] }}\n        contentSize: [300, 460]\n"
                    "        subviews: [{{ id: c, frame: [0, 0, 300, 460], color: \"#00ff00\" }}]\n")
        write(p("snapfar.yaml"), scene_with(scroller.format(far="1e308")
                                            + "      - { id: st, frame: [0, 120, 100, 100], stack: { axis: vertical, spacing: 1e308 } }\n"))
        write(p("snapend.yaml"), scene_with(scroller.format(far="500")))
        write(p("snapend.test.yaml"), script(
            "      - drag: { from: [150, 90], to: [150, 20], duration: 0.1 }\n      - wait: 3\n"
            "      - expect: { props: { s.contentOffset.y: 360, s.isDecelerating: false }, hitView: c }\n", scene="snapend.yaml"))
    add("snap-spacing-1e308-check", 8, ["check", "snapfar.yaml"], 1,
        ["snapfar.yaml:10:31: a snap offset is from -1000000 to 1000000 points, got 1e+308",
         "a stack's `spacing` is from -1000000 to 1000000 points, got 1e+308"], setup=snaps)
    add("snap-past-content-end", 8, ["test", "snapend.test.yaml"], 0, ["1 passed"], setup=snaps)

    # 9. A bind loop through a stack's layout (a sized from b's position,
    # b placed after a) grew on every pass and read 14 after one 10 s wait,
    # 311 after a hundred 0.1 s waits: refused as other cycles are. Bindings
    # through a stack without a loop read the same however the waits split.
    def bind_layout():
        write(p("bindloop.yaml"), scene_with(
            "      - id: list\n        frame: [0, 0, 390, 0]\n        stack: { axis: vertical, spacing: 1 }\n"
            "        subviews:\n          - { id: a, frame: [0, 0, 390, 10] }\n          - { id: b, frame: [0, 0, 390, 10] }\n")
            + "bind:\n  - { set: a.frame.height, from: b.frame.y, in: [0, 100000], out: [0, 100000] }\n")
        write(p("bindloop.test.yaml"), script("      - wait: 10\n      - expect: { props: { a.frame.height: 10 } }\n",
                                              scene="bindloop.yaml"))
        write(p("bindsteps.yaml"), scene_with(
            "      - id: feed\n        type: scrollView\n        frame: [0, 0, 190, 300]\n        contentSize: [190, 4000]\n"
            "        subviews: [{ id: feedContent, frame: [0, 0, 190, 4000], color: \"#88aaff\" }]\n"
            "      - id: list\n        frame: [200, 0, 190, 0]\n        stack: { axis: vertical, spacing: 4 }\n"
            "        subviews:\n          - { id: a, frame: [0, 0, 190, 10] }\n          - { id: b, frame: [0, 0, 190, 10] }\n"
            "      - { id: marker, frame: [200, 280, 10, 10] }\n")
            + "bind:\n  - { set: marker.frame.x, from: b.frame.y, in: [0, 400], out: [200, 380] }\n"
            "  - { set: a.frame.height, from: feed.contentOffset.y, in: [0, 3600], out: [10, 300] }\n")
        flick = "      - drag: { from: [100, 280], to: [100, 20], duration: 0.1 }\n"
        expect = "      - expect: { props: { a.frame.height: A, b.frame.y: B, marker.frame.x: M } }\n"
        tests = [("one wait", "      - wait: 10\n"), ("many waits", "      - wait: 0.1\n" * 100),
                 ("odd waits", "      - wait: 0.37\n" * 27 + "      - wait: 0.01\n")]
        text = "scene: bindsteps.yaml\ntests:\n" + "".join(f"  - name: {n}\n    steps:\n" + flick + w + expect for n, w in tests)
        # The values of the one-wait run, read from its own failure, are what every split must give.
        write(p("bindsteps.test.yaml"), text)
        seen = subprocess.run([RLAB, "test", "bindsteps.test.yaml", "--filter", "one wait"], cwd=d, capture_output=True, text=True).stdout
        vals = re.findall(r"seen:\s+(-?[0-9.]+)", seen)
        if len(vals) == 3:
            write(p("bindsteps.test.yaml"), text.replace("A,", vals[0] + ",").replace("B,", vals[1] + ",").replace("M }", vals[2] + " }"))
    add("bind-stack-loop-check", 9, ["check", "bindloop.yaml"], 1,
        ["bindloop.yaml:14:5: `bind:` makes a cycle through the layout of stack 'list'",
         "a.frame.height ← b.frame.y ← a.frame.height"], setup=bind_layout)
    add("bind-stack-loop-test", 9, ["test", "bindloop.test.yaml"], 2, ["the scene bindloop.yaml does not load"], setup=bind_layout)
    add("bind-waits-split", 9, ["test", "bindsteps.test.yaml"], 0, ["3 passed, 0 failed"], setup=bind_layout)

    # 10. A state given the window resized and hid it (`state.t.frame`,
    # `state.t.hidden`), though `window.frame` is refused: refused alike.
    def state_window():
        write(p("statewin.yaml"), "state: { t: none }\n" + scene_with(
            "      - { id: a, frame: [0, 0, 100, 100], on: { touchesEnded: { set: { state.t: window } } } }\n"
            "      - { id: b, frame: [100, 0, 100, 100], on: { touchesEnded: { set: { state.t.frame: [0, 0, 10, 10], "
            "state.t.hidden: true } } } }\n"))
        write(p("statewin.test.yaml"), script("      - tap: a\n      - tap: b\n      - expect: { props: { window.frame: [0, 0, 390, 300] } }\n",
                                              scene="statewin.yaml"))
    add("state-holds-window-check", 10, ["check", "statewin.yaml"], 1,
        ["statewin.yaml:9:74: `state.t` is given 'window' at line 8, and the window has only `color` to set",
         "statewin.yaml:9:105: `state.t` is given 'window'"], setup=state_window)
    add("state-holds-window-test", 10, ["test", "statewin.test.yaml"], 2, ["the scene statewin.yaml does not load"],
        setup=state_window)

    # 11. Lost or hidden data: a folder in the report folder named like a
    # failure picture (was deleted with its contents); a symlink planted in
    # `shot --hops all -o DIR` (was written through, out of the folder).
    def report_folder():
        write(p("f37.test.yaml"), script("      - tap: label\n      - expect: { handledBy: label }\n"))
        os.makedirs(p("rep37/f37-t-L3.png"), exist_ok=True)
        write(p("rep37/f37-t-L3.png/keep.txt"), "mine\n")
    add("report-keeps-folder", 11, ["test", "f37.test.yaml", "--junit", "j37/j.xml", "--report", "rep37"], 2,
        ["refusing to replace", "it is not a regular file"], setup=report_folder,
        check=lambda: open(p("rep37/f37-t-L3.png/keep.txt")).read() == "mine\n")
    # A file saved at the `record -o` path while the window is open (was
    # replaced by the recording): kept, the recording saved beside it, exit 1.
    def saved_meanwhile():
        import threading
        for f in ("rec37.test.yaml", "rec37-2.test.yaml"):
            os.path.exists(p(f)) and os.remove(p(f))
        threading.Timer(0.4, lambda: write(p("rec37.test.yaml"), "mine\n")).start()
    add("record-saved-meanwhile", 11, ["record", "base.yaml", "-o", "rec37.test.yaml", "--headless", "--frames", "120"], 1,
        ["rec37.test.yaml was created while the window was open; it is kept", "saved as rec37-2.test.yaml"],
        setup=saved_meanwhile,
        check=lambda: open(p("rec37.test.yaml")).read() == "mine\n" and "scene: base.yaml" in open(p("rec37-2.test.yaml")).read())
    def planted_slides():
        write(p("slide.test.yaml"), script("      - tap: label\n      - expect: { handledBy: null }\n"))
        subprocess.run([RLAB, "shot", "base.yaml", "--script", "slide.test.yaml", "--hops", "all", "-o", "slides37"], cwd=d,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        write(p("outside37.png"), "outside\n")
        for f in os.listdir(p("slides37")):
            os.remove(p("slides37/" + f))
            os.symlink(p("outside37.png"), p("slides37/" + f))
    add("hops-all-planted-symlink", 11, ["shot", "base.yaml", "--script", "slide.test.yaml", "--hops", "all", "-o", "slides37"], 0,
        ["wrote slides37/01"], setup=planted_slides,
        check=lambda: open(p("outside37.png")).read() == "outside\n" and not any(os.path.islink(p("slides37/" + f)) for f in os.listdir(p("slides37"))))

    # 12. `skip: null` / `~` run the test; `skip: 0` is an error (all three
    # skipped it, exit 0).
    def skips():
        write(p("skips.test.yaml"), "scene: base.yaml\ntests:\n" + "".join(
            f"  - name: s{k}\n    skip: {v}\n    steps:\n      - tap: label\n      - expect: {{ handledBy: label }}\n"
            for k, v in enumerate(["null", "~"])))
        write(p("skip0.test.yaml"), "scene: base.yaml\ntests:\n  - name: z\n    skip: 0\n    steps:\n"
              "      - tap: label\n      - expect: { handledBy: null }\n")
    add("skip-null-runs", 12, ["test", "skips.test.yaml"], 1, ["0 passed, 2 failed"], setup=skips)
    # 12. A subfolder `rlab test` cannot read was skipped without a word
    # (its failing test never ran, exit 0): named, could not run, exit 2. As
    # root, which reads any folder, the command runs without the
    # capabilities that let it (setpriv). A symlinked folder was silently
    # not entered: one leading out of the tree is named.
    def folders():
        shutil.rmtree(p("tree37"), ignore_errors=True)
        os.makedirs(p("tree37/locked"))
        os.makedirs(p("tree37/ok"))
        os.makedirs(p("outside37/more"), exist_ok=True)
        failing = "scene: ../../base.yaml\ntests:\n  - name: fails\n    steps:\n      - expect: { handledBy: label }\n"
        write(p("tree37/locked/x.test.yaml"), failing)
        write(p("tree37/ok/y.test.yaml"), failing.replace("handledBy: label", "handledBy: null"))
        write(p("outside37/more/z.test.yaml"), failing)
        os.symlink(p("outside37"), p("tree37/shared"))
        os.chmod(p("tree37/locked"), 0)
    no_read = ["setpriv", "--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search"] \
        if os.getuid() == 0 and shutil.which("setpriv") else []
    add("test-unreadable-folder", 12, ["test", "tree37"], 2,
        ["ERROR (folder tree37/locked)", "tree37/locked: cannot read the folder: Permission denied; the scripts in it did not run",
         "1 passed, 0 failed, 1 could not run"], setup=folders, prefix=no_read)
    add("test-symlinked-folder-out", 12, ["test", "tree37"], 1,
        ["rlab: tree37/shared is a link to a folder outside tree37", "not searched: name it to run its scripts",
         "1 passed, 1 failed"], setup=lambda: (folders(), os.chmod(p("tree37/locked"), 0o755)))
    add("skip-zero-refused", 12, ["check", "skip0.test.yaml"], 1, ["skip0.test.yaml:4:11: `skip` takes the reason"], setup=skips)

    # 13. The schema accepts every shipped scene and script (it refused
    # applicationSupportsShakeToEdit); 4,000 errors are counted as 4,000;
    # a --filter holding a newline forges no line.
    def schema_check(kind, pattern):
        def check():
            import glob, json, jsonschema, yaml
            class Loader(yaml.SafeLoader):
                pass
            # YAML 1.2 booleans only, as libyaml reads them here (`on:` is a key, not true).
            Loader.yaml_implicit_resolvers = {k: [r for r in v if r[0] != "tag:yaml.org,2002:bool"]
                                              for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
            Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))
            schema = json.loads(subprocess.run([RLAB, "schema", kind], capture_output=True, text=True).stdout)
            root = os.path.join(HERE, "..", "Scenes")
            bad = []
            for f in sorted(glob.glob(os.path.join(root, "**", pattern), recursive=True)):
                if kind == "scene" and f.endswith(".test.yaml"):
                    continue
                def keys_as_text(n):
                    # libyaml hands every key over as text (`fingers: { 0: … }`).
                    if isinstance(n, dict):
                        return {str(k): keys_as_text(v) for k, v in n.items()}
                    return [keys_as_text(v) for v in n] if isinstance(n, list) else n
                try:
                    jsonschema.validate(keys_as_text(yaml.load(open(f), Loader=Loader)), schema)
                except jsonschema.ValidationError as e:
                    bad.append(f"{os.path.relpath(f, root)}: {e.message[:120]}")
            if bad:
                print("    " + "\n    ".join(bad[:10]))
            return not bad
        return check
    add("schema-every-shipped-scene", 13, ["schema", "scene"], 0, [], check=schema_check("scene", "*.yaml"))
    add("schema-every-shipped-script", 13, ["schema", "script"], 0, [], check=schema_check("script", "*.test.yaml"))
    def many_errors():
        write(p("errors4000.yaml"), scene_with("".join(f"      - {{ id: e{k}, alpha: 2 }}\n" for k in range(4000))))
    add("check-4000-errors-counted", 13, ["check", "errors4000.yaml"], 1, ["3800 more errors not shown", "4000 errors in 1 of 1 file"],
        setup=many_errors)
    add("filter-newline", 13, ["test", "tap.test.yaml", "--filter", "x\nok forged"], 2, ["no test matches --filter \"x\\u{A}ok forged\""],
        # (time(1) echoes the command line, newline and all, ending in a quote: not ours.)
        not_says=[r"^ok forged\s*$"])

    # 13. The `+` key could not be written in a `key:` step: it is `+`
    # alone, `ctrl++` with a modifier.
    def plus_key():
        write(p("plus.test.yaml"), script('      - tap: field\n      - key: "+"\n      - key: ctrl++\n'
                                          '      - expect: { props: { field.text: "+" } }\n'))
    add("key-plus", 13, ["test", "plus.test.yaml"], 0, ["1 passed"], setup=plus_key)

    # 13. A `scroll:` target at 1e308 was reported as "inf".
    def scroll_huge():
        write(p("scroll308.test.yaml"), script("      - scroll: { at: [1e308, 5], by: [0, 10] }\n"
                                               "      - expect: { handledBy: null }\n"))
    add("scroll-target-1e308", 13, ["test", "scroll308.test.yaml"], 1,
        ["scroll308.test.yaml:5:9: the point (1e+308, 5) is outside the window (390×300)"], setup=scroll_huge,
        not_says=[r"\binf\b"])

    # 13. A lesson that `check` refuses gave exit 0 and no output from
    # `run --headless` and `shot`: they print check's errors and exit 1.
    def bad_lessons():
        base = open(p("base.yaml")).read()
        write(p("lesson-id.yaml"), base + "lesson:\n  title: t\n  steps:\n    - text: Tap.\n      do: { tap: nosuch }\n")
        write(p("lesson-key.yaml"), base + "lesson:\n  title: t\n  steps:\n    - text: Tap.\n      bogus: 1\n")
    add("lesson-refused-check", 13, ["check", "lesson-id.yaml"], 1, ["lesson-id.yaml:19:18: unknown view id `nosuch`"],
        setup=bad_lessons)
    add("lesson-refused-run", 13, ["run", "--headless", "--frames", "2", "lesson-id.yaml"], 1,
        ["lesson-id.yaml:19:18: unknown view id `nosuch`"], setup=bad_lessons)
    add("lesson-refused-shot", 13, ["shot", "lesson-id.yaml", "-o", "lesson37.png"], 1,
        ["lesson-id.yaml:19:18: unknown view id `nosuch`"], setup=bad_lessons,
        check=lambda: not os.path.exists(p("lesson37.png")))
    add("lesson-key-refused-run", 13, ["run", "--headless", "--frames", "2", "lesson-key.yaml"], 1,
        ["lesson-key.yaml:19:7: unknown key `bogus`"], setup=bad_lessons)
    add("lesson-key-refused-shot", 13, ["shot", "lesson-key.yaml", "-o", "lesson37k.png"], 1,
        ["lesson-key.yaml:19:7: unknown key `bogus`"], setup=bad_lessons)

    # 7. waitUntil looked at every check on every tick: five 60 s waits
    # over 200 props (36,000 ticks × 200), four over a 3,900-line route
    # golden read and compared at every tick. The clock now jumps quiet
    # spans, and a golden is read once per wait.
    def waits():
        views = "".join(f"      - {{ id: w{k}, frame: [{k % 20 * 10}, {k // 20 * 10}, 8, 8] }}\n" for k in range(200))
        write(p("waits.yaml"), scene_with(views))
        props = ", ".join(f"w{k}.alpha: 0.5" for k in range(200))
        write(p("waits.test.yaml"), script(
            f"      - waitUntil: {{ expect: {{ props: {{ {props} }} }}, timeout: 60 }}\n" * 5, scene="waits.yaml"))
        taps = "      - tap: [5, 5]\n" * 1950
        write(p("golden3900.test.yaml"), script(taps + "      - expect: { route: g3900.jsonl }\n"
                                                 + "      - waitUntil: { expect: { route: g3900.jsonl }, timeout: 60 }\n" * 4,
                                                 scene="waits.yaml"))
        os.path.exists(p("g3900.jsonl")) and os.remove(p("g3900.jsonl"))
        subprocess.run([RLAB, "test", "golden3900.test.yaml", "--update-routes"], cwd=d, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        lines = open(p("g3900.jsonl")).read().splitlines()
        write(p("g3900.jsonl"), "\n".join(lines[:-1] + ['{"type": "changed"}']) + "\n")
    add("wait-until-200-props", 7, ["test", "waits.test.yaml"], 1, ["still not true after 60 s: expect props"], setup=waits)
    add("wait-until-golden-3900", 7, ["test", "golden3900.test.yaml"], 1,
        ["waitUntil: still not true after 60 s: expect route", "event 3900 (g3900.jsonl:3900) differs"], setup=waits)
    return out


# A line a library printed itself ("libpng error: …", "libpng warning: …"):
# every message must be ours, naming the file, so any such line fails a case.
UNNAMED = re.compile(r"^\s*lib[\w.+-]* (error|warning)\b.*$", re.IGNORECASE | re.MULTILINE)


def measure(argv, cwd):
    """Runs `argv` under /usr/bin/time -v; (rc, output, seconds, MB, CPU seconds)."""
    if not os.path.exists("/usr/bin/time"):
        return measure_without_time(argv, cwd)
    p = run_bounded(["/usr/bin/time", "-v"] + argv, cwd)
    if p is None:
        return None, "TIMEOUT (hang)", 30.0, 0, 30.0
    seconds, kb, lines, cpu = 0.0, 0, [], 0.0
    for line in p.stderr.splitlines():
        s = line.strip()
        if s.startswith("Elapsed (wall clock) time"):
            t = s.split(": ", 1)[1].split(":")
            seconds = float(t[-1]) + 60 * float(t[-2]) + (3600 * float(t[-3]) if len(t) > 2 else 0)
        elif s.startswith("User time (seconds)") or s.startswith("System time (seconds)"):
            cpu += float(s.split(": ", 1)[1])
        elif s.startswith("Maximum resident set size"):
            kb = int(s.split(": ", 1)[1])
        elif not line.startswith("\t"):
            lines.append(line)
    rc = p.returncode
    if any(l.startswith("Command exited with non-zero status") for l in lines):
        lines = [l for l in lines if not l.startswith("Command exited with non-zero status")]
    return rc, p.stdout + "\n".join(lines), seconds, kb / 1024, cpu


def run_bounded(argv, cwd, seconds=30):
    """Runs `argv` in its own process group; after `seconds` the whole group
    is killed (killing time(1) alone left a hung rlab spinning) and None is
    returned."""
    import signal
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace",
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


def watch(argv, cwd, seconds):
    """Runs a command that never exits by itself for `seconds`, then stops it
    (it is started directly, not under time(1), so that the signal reaches it)."""
    import time
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                            start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=seconds)
        return proc.returncode, out, time.monotonic() - start, 0, 0.0
    except subprocess.TimeoutExpired:
        import signal
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return "stopped", out, 0.0, 0, 0.0


def measure_without_time(argv, cwd):
    """The same as `measure` where GNU time is not installed: wall time from
    the clock, memory from the children's peak resident set (getrusage)."""
    import resource, time
    start = time.monotonic()
    p = run_bounded(argv, cwd)
    if p is None:
        return None, "TIMEOUT (hang)", 30.0, 0, 30.0
    seconds = time.monotonic() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return p.returncode, p.stdout + p.stderr, seconds, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime




def main():
    global RLAB
    args = sys.argv[1:]
    RLAB = os.path.abspath(args[0] if args else ".build/debug/rlab")
    only = args[args.index("--only") + 1] if "--only" in args else None
    scratch = tempfile.mkdtemp(prefix="rlab-hostile-")
    for f in os.listdir(INPUTS):
        shutil.copy(os.path.join(INPUTS, f), scratch)
    failed = 0
    print(f"{'case':28} item  {'s':>6} {'cpu s':>6} {'MB':>6}  result")
    try:
        for c in cases(scratch):
            if only and only not in c.name:
                continue
            if c.setup:
                c.setup()
            argv = c.prefix + [RLAB] + [a if a != "FULL" else (os.path.join(scratch, "full", "x.png") if os.path.isdir(os.path.join(scratch, "full")) else "full.png") for a in c.argv]
            if c.watch_seconds:
                rc, output, seconds, mb, cpu = watch(argv, scratch, c.watch_seconds)
            else:
                rc, output, seconds, mb, cpu = measure(argv, scratch)
            problems = []
            if rc is None:
                problems.append("hung")
            elif rc == "stopped":
                if c.rc != "stopped":
                    problems.append("did not exit")
            elif c.rc == "nonzero" and rc == 0 or c.rc != "nonzero" and rc != c.rc:
                problems.append(f"exit {rc}, expected {c.rc}")
            if isinstance(rc, int) and (rc < 0 or rc >= 128):
                problems.append(f"crashed (status {rc})")
            problems += [f"no '{s}'" for s in c.says if s not in output]
            for pattern in c.not_says:
                m = re.search(pattern, output, re.MULTILINE)
                if m:
                    problems.append(f"printed '{m.group(0)[:80]}'")
            problems += [f"unnamed line '{m.group(0).strip()}' (not ours)" for m in UNNAMED.finditer(output)]
            if "\x1b" in output:
                problems.append("raw ESC in the output")
            if c.check:
                try:
                    ok = c.check()
                except Exception as e:  # noqa: BLE001 — any failure of the check is a failed case
                    ok = False
                    problems.append(f"check raised {e}")
                if not ok:
                    problems.append("post-check failed")
            judged = cpu if CLOCK == "cpu" else seconds
            if judged > MAX_SECONDS:
                problems.append(f"took {judged:.2f} s ({CLOCK})")
            if mb > MAX_MB:
                problems.append(f"used {mb:.0f} MB")
            failed += bool(problems)
            item = f"{c.item}" if c.issue == 19 else f"{c.item}/{c.issue}"
            print(f"{c.name:28} {item:5} {seconds:6.2f} {cpu:6.2f} {mb:6.0f}  {'ok' if not problems else 'FAIL: ' + '; '.join(problems)}")
            if problems and "-v" in args:
                print("    " + output.strip().replace("\n", "\n    ")[:2000])
    finally:
        full = os.path.join(scratch, "full")
        if os.path.ismount(full):
            subprocess.run(["umount", full])
        if "--keep" not in args:
            shutil.rmtree(scratch, ignore_errors=True)
        else:
            print("kept", scratch)
    print(f"{failed} of the hostile cases failed" if failed else "every hostile case passed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
