#!/usr/bin/env python3
"""`rlab mcp` end to end, over stdio, with an independent MCP client.

The client is the Python `mcp` package from the package index (`pip install
mcp`), not the Swift SDK the server is built on. It starts the real command,
`RLAB mcp --root REPO`, and checks what an agent relies on:

  initialize and list the tools (schemas, readOnlyHint); load
  Scenes/figure1.yaml; act a tap on OK and read `handledBy: ok` and the
  `submit` action's chain; explain a point over the label; expect with a
  why-not text; to_test a script that then passes `rlab test`; the
  resources and the prompt; and hostile calls (paths outside the root, a
  200,001-view inline scene, a never-ending waitUntil, a session past the
  script limits), each an error within the limits (2 s, 500 MB).

Then it times `act` with one tap on figure1 over stdio in a warm session
(the issue's target: a median of at most 5 ms) and prints the figures.

    python3 scripts/mcp-e2e.py .build/debug/rlab [--acts N]

MCP_E2E_MAX_SECONDS widens the 2 s per hostile call on a busy machine (the
debug build under `make ci`); the figure is printed either way.
"""
import asyncio, os, statistics, subprocess, sys, time

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
except ImportError:
    sys.exit("mcp-e2e: the Python `mcp` package is missing: pip install mcp")

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, ".."))
MAX_SECONDS = float(os.environ.get("MCP_E2E_MAX_SECONDS", "2"))
MAX_MB = 500
OUT = ".build/mcp-e2e"  # under the root, ignored by git
TOOLS = ["load_scene", "snapshot", "act", "explain", "expect", "predict", "shot", "to_test", "run_tests",
         "reference"]
READ_ONLY = {"snapshot", "explain", "shot", "reference"}

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def structured(r):
    return getattr(r, "structured_content", None) or getattr(r, "structuredContent", None) or {}


def is_error(r):
    return bool(getattr(r, "is_error", None) or getattr(r, "isError", None))


def text(r):
    return "\n".join(getattr(c, "text", "") for c in r.content)


def server_pid():
    """The `rlab` child this process started (the stdio client spawns it)."""
    me = os.getpid()
    for p in os.listdir("/proc"):
        if not p.isdigit():
            continue
        try:
            with open(f"/proc/{p}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == me:
                with open(f"/proc/{p}/comm") as f:
                    if f.read().strip() == "rlab":
                        return int(p)
        except (OSError, IndexError, ValueError):
            continue
    return None


def peak_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return -1


async def timed(session, name, args):
    start = time.perf_counter()
    r = await session.call_tool(name, args)
    return r, time.perf_counter() - start


async def main(rlab, acts):
    bad = subprocess.run([rlab, "mcp", "--root", "/no/such/folder/rlab-mcp"], capture_output=True, text=True,
                         stdin=subprocess.DEVNULL)
    check(bad.returncode == 64 and "--root /no/such/folder/rlab-mcp: no such folder" in bad.stderr,
          f"a missing --root is a usage error: exit {bad.returncode}, {bad.stderr.strip().splitlines()[0]}")
    params = StdioServerParameters(command=rlab, args=["mcp", "--root", REPO], cwd=REPO)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            init = await s.initialize()
            check(init.server_info.name == "rlab", f"initialize: server {init.server_info.name} "
                  f"{init.server_info.version}, protocol {init.protocol_version}")
            pid = server_pid()

            tools = {t.name: t for t in (await s.list_tools()).tools}
            check(sorted(tools) == sorted(TOOLS), f"tools/list: {', '.join(sorted(tools))}")
            check(all(tools[n].input_schema.get("type") == "object" and tools[n].output_schema
                      for n in TOOLS if n in tools), "every tool has an input and an output schema")
            ro = {n for n, t in tools.items() if t.annotations and t.annotations.read_only_hint}
            check(ro == READ_ONLY, f"readOnlyHint on {', '.join(sorted(ro))}")

            r = await s.call_tool("load_scene", {"path": "Scenes/figure1.yaml"})
            sid = structured(r).get("session")
            views = {v["id"]: v for v in structured(r).get("views", [])}
            check(not is_error(r) and sid and "ok" in views, f"load_scene Scenes/figure1.yaml: session {sid}, "
                  f"{len(views)} views")

            r = await s.call_tool("act", {"session": sid, "steps": ["tap: ok"]})
            events = structured(r)["steps"][0]["events"] if not is_error(r) else []
            began = next((e for e in events if e.get("phase") == "began"), {})
            check(began.get("handledBy") == "ok", f"act tap: ok → handledBy {began.get('handledBy')}")
            submit = next((a for e in events for a in e.get("actions", []) if a["action"] == "submit"), {})
            check(submit.get("chain") == ["ok", "background", "root", "main"] and submit.get("handledBy") == "main",
                  f"submit's chain {submit.get('chain')} → {submit.get('handledBy')}")
            print("     " + text(r).replace("\n", "\n     "))

            x, y, w, h = views["label"]["frame"]
            point = [x + w / 2, y + h / 2]
            r = await s.call_tool("explain", {"session": sid, "at": point})
            events = structured(r).get("events", [])
            hit = events[0] if events else {}
            check(hit.get("hitView") == "label" and hit.get("chain", [None])[0] == "label"
                  and hit.get("handledBy") is None,
                  f"explain {point}: hitView {hit.get('hitView')}, chain {hit.get('chain')}, handled by "
                  f"{hit.get('handledBy')}")
            verdicts = {v["view"]: v for v in hit.get("hitTest", [])}
            check(verdicts.get("ok", {}).get("skipped") == "outside", "explain gives each view's verdict "
                  f"(ok: {verdicts.get('ok')})")

            r = await s.call_tool("expect", {"session": sid, "checks": {"hitView": "ok", "actionHandledBy": "main"}})
            check(structured(r).get("passed") is True, "expect hitView ok, actionHandledBy main: passed")
            r = await s.call_tool("expect", {"session": sid, "checks": {"handledBy": "label"}})
            why = structured(r).get("checks", [{}])[0].get("why", "")
            check(structured(r).get("passed") is False and "checks[0]:1:" in why,
                  "a failing expect gives rlab test's why-not text at FILE:LINE:COLUMN: "
                  + why.split("\n")[0])

            r = await s.call_tool("to_test", {"session": sid, "name": "a tap on OK reaches main",
                                              "path": f"{OUT}/figure1-ok.test.yaml", "force": True})
            check(structured(r).get("passed") is True, "to_test wrote " + text(r).split("\n")[0])
            run = subprocess.run([rlab, "test", f"{OUT}/figure1-ok.test.yaml"], cwd=REPO, capture_output=True,
                                 text=True)
            check(run.returncode == 0, f"rlab test {OUT}/figure1-ok.test.yaml: exit {run.returncode}, "
                  + run.stdout.strip().split("\n")[-1])
            r = await s.call_tool("to_test", {"session": sid, "name": "again",
                                              "path": f"{OUT}/figure1-ok.test.yaml"})
            check(is_error(r) and "exists" in text(r), "to_test never overwrites without force: " + text(r))

            res = await s.read_resource(f"rlab://session/{sid}/trace")
            lines = [c.text for c in res.contents][0].strip().split("\n")
            check(len(lines) >= 2 and '"handledBy":"ok"' in lines[0], f"resource trace: {len(lines)} lines")
            prompt = await s.get_prompt("diagnose-tap", {"scene": "Scenes/figure1.yaml", "target": "ok"})
            check("explain" in prompt.messages[0].content.text, "prompt diagnose-tap")

            # Hostile calls: each an error, within the limits.
            tiny = "window: {width: 10, height: 10}\nroot:\n  view:\n    id: root\n    subviews:\n"
            big = tiny + "".join(f"      - {{id: v{i}}}\n" for i in range(200_001))
            cases = [
                ("load_scene", {"path": "/etc/passwd"}, "outside the root"),
                ("load_scene", {"path": "../../etc/passwd"}, "outside the root"),
                ("to_test", {"session": sid, "name": "x", "path": "../escape.test.yaml"}, "outside the root"),
                ("run_tests", {"paths": ["/tmp"]}, "outside the root"),
                ("load_scene", {"yaml": big}, "inline.yaml:"),
                ("act", {"session": sid, "steps": [{"waitUntil": {"expect": {"hitView": "label"},
                                                                  "timeout": 1e9}}]}, "timeout"),
                ("act", {"session": sid, "steps": [{"waitUntil": {"expect": {"firstResponder": "field"},
                                                                  "timeout": 60}}]}, "still not true"),
                ("act", {"session": sid, "steps": ["drag: {from: label, to: ok, duration: 60}"] * 6},
                 "300 s"),
            ]
            for name, args, needle in cases:
                r, seconds = await timed(s, name, args)
                shown = text(r).split("\n")[0][:160]
                check(is_error(r) and needle in text(r) and seconds <= MAX_SECONDS,
                      f"hostile {name}: error in {seconds:.2f} s: {shown}")
            r = await s.call_tool("act", {"session": sid, "steps": ["tap: ok"]})
            check(not is_error(r), "the session still answers after the hostile calls")

            # act latency: one tap on figure1, a warm session, over stdio.
            r = await s.call_tool("load_scene", {"path": "Scenes/figure1.yaml"})
            warm = structured(r)["session"]
            for _ in range(20):
                await s.call_tool("act", {"session": warm, "steps": ["tap: ok"]})
            times = []
            for _ in range(acts):
                r, seconds = await timed(s, "act", {"session": warm, "steps": ["tap: ok"]})
                times.append(seconds * 1000)
            times.sort()
            median = statistics.median(times)
            p90 = times[int(len(times) * 0.9)]
            print(f"     act (one tap on figure1, stdio, warm): median {median:.2f} ms, p90 {p90:.2f} ms "
                  f"over {acts} calls")
            if pid:
                mb = peak_mb(pid)
                check(0 < mb <= MAX_MB, f"server peak memory {mb:.0f} MB (limit {MAX_MB})")
    await over_http(rlab)
    print(f"{len(failures)} failed" if failures else "mcp-e2e: all checks passed")
    return 1 if failures else 0


async def over_http(rlab):
    """`rlab mcp --http 127.0.0.1:0`: the same client over the Streamable HTTP transport."""
    import urllib.error, urllib.request
    try:  # mcp >= 2 renamed it
        from mcp.client.streamable_http import streamable_http_client as http_client
    except ImportError:
        from mcp.client.streamable_http import streamablehttp_client as http_client
    far = subprocess.run([rlab, "mcp", "--http", "0.0.0.0:8080"], capture_output=True, text=True,
                         stdin=subprocess.DEVNULL)
    check(far.returncode == 64 and "loopback" in far.stderr,
          f"--http on a non-loopback address is a usage error: exit {far.returncode}")
    server = subprocess.Popen([rlab, "mcp", "--root", REPO, "--http", "127.0.0.1:0"], cwd=REPO,
                              stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stderr.readline()
        url = line.split("serving ", 1)[1].split(" ", 1)[0] if "serving " in line else ""
        check(url.startswith("http://127.0.0.1:") and url.endswith("/mcp"), f"--http 127.0.0.1:0: {line.strip()}")
        if not url:
            return
        async with http_client(url) as streams:
            read, write = streams[0], streams[1]
            async with ClientSession(read, write) as s:
                init = await s.initialize()
                check(init.server_info.name == "rlab", f"http initialize: protocol {init.protocol_version}")
                tools = {t.name for t in (await s.list_tools()).tools}
                check(sorted(tools) == sorted(TOOLS), "http tools/list: all ten tools")
                r = await s.call_tool("load_scene", {"path": "Scenes/figure1.yaml"})
                sid = structured(r).get("session")
                r = await s.call_tool("act", {"session": sid, "steps": ["tap: ok"]})
                events = structured(r)["steps"][0]["events"] if not is_error(r) else []
                began = next((e for e in events if e.get("phase") == "began"), {})
                check(began.get("handledBy") == "ok", f"http act tap: ok → handledBy {began.get('handledBy')}")
                r = await s.call_tool("load_scene", {"path": "/etc/passwd"})
                check(is_error(r) and "outside the root" in text(r), "http: a path outside the root is an error")
        body = b'{"jsonrpc":"2.0","id":1,"method":"ping"}'
        forged = urllib.request.Request(url, data=body, headers={
            "Content-Type": "application/json", "Accept": "application/json, text/event-stream",
            "Host": "attacker.example:80"})
        try:
            urllib.request.urlopen(forged, timeout=5)
            status = 200
        except urllib.error.HTTPError as e:
            status = e.code
        check(status in (403, 421), f"http: a request whose Host is not loopback is refused ({status})")
        check(server.poll() is None, "http: the server still runs after the refused request")
    finally:
        server.terminate()
        server.wait(timeout=5)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: mcp-e2e.py RLAB [--acts N]")
    rlab = os.path.abspath(sys.argv[1])
    acts = int(sys.argv[sys.argv.index("--acts") + 1]) if "--acts" in sys.argv else 200
    sys.exit(asyncio.run(main(rlab, acts)))
