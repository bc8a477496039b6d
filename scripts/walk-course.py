#!/usr/bin/env python3
"""Walks the lesson course (lessons 1-9) in `rlab run`'s window with the
mouse, as a learner would: under an X display (Xvfb), xdotool clicks each
step's view, types its keys, plays lesson 9's pointer steps as a person with
a mouse does (a right click with button 3, the menu item chosen by a click
where the menu is drawn, a hover by moving the pointer with no button down,
a trackpad pinch as Ctrl+wheel), answers every question right (a view by
clicking it where it is drawn, anything else with the sidebar's button,
found by its colour), presses "Next ›" and "Next lesson ›", and ImageMagick's
`import` takes a screenshot of the whole screen before each step, while each
question waits, and after each step. The screenshots are for looking at:
nothing here judges them. The log says what was clicked.

usage: scripts/walk-course.py DISPLAY OUTDIR [rlab run options...]
  e.g. Xvfb :92 -screen 0 1366x768x24 &
       scripts/walk-course.py :92 /tmp/walk
       Xvfb :93 -screen 0 1920x1080x24 &
       scripts/walk-course.py :93 /tmp/walk-light --ui-scale 2 --theme light
Needs Xvfb (or any X display), xdotool, ImageMagick and PyYAML; RLAB names
the binary (default .build/debug/rlab); WALK_FROM=N starts at lesson N
(`WALK_FROM=9` walks the pointer lesson alone).
"""
import os, subprocess, sys, time, yaml

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RLAB = os.environ.get("RLAB", os.path.join(REPO, ".build/debug/rlab"))
DISP, OUT = sys.argv[1], sys.argv[2]
EXTRA = sys.argv[3:]
UI = float(EXTRA[EXTRA.index("--ui-scale") + 1]) if "--ui-scale" in EXTRA else 1.0
LIGHT = "light" in EXTRA
env = dict(os.environ, DISPLAY=DISP)
os.makedirs(OUT, exist_ok=True)
LESSONS = ["01-hit-testing", "02-chain-from-a-view", "03-controllers", "04-first-responder",
           "05-target-action", "06-editing-menu", "07-undo", "08-gestures", "09-pointer"]
# Ctrl+wheel scales a trackpad pinch by this factor a notch (SDLEventTranslator.pinchPerNotch).
PINCH_PER_NOTCH = 1.1
# A context menu's rows and width, and its margin from the window's edges (MenuPresentation).
MENU_ROW, MENU_WIDTH, MENU_MARGIN = 44, 240, 8
QUIZ_BUTTON = (199, 199, 204) if LIGHT else (58, 58, 60)
LESSON_BUTTON = (10, 96, 200)
log = open(os.path.join(OUT, "walk.log"), "w")


def say(*a):
    print(*a, file=log, flush=True)
    print(*a, flush=True)


def x(*args):
    return subprocess.run(["xdotool", *map(str, args)], env=env, capture_output=True, text=True).stdout


def window():
    ids = [w for w in x("search", "--onlyvisible", "--name", "ResponderLab").split() if w]
    g = x("getwindowgeometry", ids[-1])
    pos = g.split("Position: ")[1].split(" ")[0].split(",")
    size = g.split("Geometry: ")[1].strip().split("x")
    return int(pos[0]), int(pos[1]), int(size[0]), int(size[1])


shots = 0


def shot(name):
    global shots
    shots += 1
    path = os.path.join(OUT, f"{shots:03d}-{name}.png")
    subprocess.run(["import", "-window", "root", "-display", DISP, path], env=env)
    return path


def pixels(path):
    ppm = subprocess.run(["convert", path, "ppm:-"], capture_output=True).stdout
    # P6\nW H\n255\n
    parts = ppm.split(b"\n", 3)
    w, h = map(int, parts[1].split())
    return w, h, parts[3]


def boxes(path, colour, x0):
    """Rectangles of `colour` right of x0 (the sidebar): the buttons."""
    w, h, data = pixels(path)
    found = []  # [minx, miny, maxx, maxy]
    for y in range(h):
        row = data[y * w * 3:(y + 1) * w * 3]
        xx = x0
        while xx < w:
            if tuple(row[xx * 3:xx * 3 + 3]) == colour:
                s = xx
                while xx < w and tuple(row[xx * 3:xx * 3 + 3]) == colour:
                    xx += 1
                if xx - s >= 4:
                    for b in found:
                        if b[3] >= y - 2 and b[0] - 12 <= s and xx - 1 <= b[2] + 12 or (b[3] >= y - 2 and not (xx - 1 < b[0] or s > b[2])):
                            b[0], b[2], b[3] = min(b[0], s), max(b[2], xx - 1), y
                            break
                    else:
                        found.append([s, y, xx - 1, y])
            xx += 1
    out = [b for b in found if b[3] - b[1] >= 12 * UI and b[2] - b[0] >= 20]
    out.sort(key=lambda b: (round(b[1] / 8), b[0]))
    return out


def click(px, py):
    x("mousemove", int(px), int(py))
    time.sleep(0.05)
    x("click", 1)
    time.sleep(0.35)


class Scene:
    def __init__(self, path):
        self.doc = yaml.safe_load(open(path))
        w = self.doc["window"]
        self.size = (w["width"], w["height"])
        self.views = {}  # id -> (x, y, w, h, hidden)
        self.tree = []  # (id, frame, children)
        self.controllers = []
        self.recognizers = []
        self.menus = {}  # id -> the titles of its context menu's shown items
        self.menu_at = None  # where the last right click opened a menu (scene points)
        root = self.doc["root"]
        self.tree.append(self.view(root, 0, 0, (0, 0) + self.size))
        for c in self.doc.get("controllers", []):
            self.controllers.append(c["controller"])
            self.presented = self.view(c, 0, 0, (0, 0) + self.size)
        self.sheet = False

    def view(self, node, ox, oy, default=None):
        if "controller" in node:
            self.controllers.append(node["controller"])
            node = node["view"]
        f = node.get("frame") or default or (0, 0) + self.size
        fx, fy = ox + f[0], oy + f[1]
        vid = node.get("id", "?")
        self.views[vid] = (fx, fy, f[2], f[3])
        for g in node.get("gestures", []):
            self.recognizers.append(g["id"])
        # The interactions' own recognizers, named VIEW.contextMenu and so on.
        if "contextMenu" in node:
            self.recognizers.append(vid + ".contextMenu")
            self.menus[vid] = [i["title"] for i in node["contextMenu"].get("items", [])
                               if "hidden" not in i.get("attributes", [])]
        if node.get("editMenu"):
            self.recognizers.append(vid + ".editMenu")
        if node.get("pointerStyle") or (node.get("isPointerInteractionEnabled") and node.get("type") == "button"):
            self.recognizers.append(vid + ".pointer")
        kids = [self.view(s, fx, fy) for s in node.get("subviews", [])]
        return (vid, (fx, fy, f[2], f[3]), kids, node.get("hidden", False))

    def deepest(self, p, node=None):
        if node is None:
            tops = self.tree + ([self.presented] if self.sheet else [])
            for t in reversed(tops):
                d = self.deepest(p, t)
                if d:
                    return d
            return None
        vid, (fx, fy, fw, fh), kids, hidden = node
        if hidden or not (fx <= p[0] < fx + fw and fy <= p[1] < fy + fh):
            return None
        for k in reversed(kids):
            d = self.deepest(p, k)
            if d:
                return d
        return vid

    def spot(self, vid):
        fx, fy, fw, fh = self.views[vid]
        for yy in range(int(fy) + 4, int(fy + fh), 6):
            for xx in range(int(fx) + 4, int(fx + fw), 6):
                if self.deepest((xx, yy)) == vid:
                    return (xx, yy)
        raise Exception("no spot for " + vid)

    def choices(self, answer):
        if answer in ("handles", "passes"):
            return ["handles", "passes"]
        if answer in ("touches", "noTouches"):
            return ["touches", "noTouches"]
        if answer in self.recognizers:
            return sorted(self.recognizers)
        rs = set(self.controllers) | ({"appDelegate"} if "appDelegate" in self.doc else set())
        return sorted(rs) + ["window", "application", "nobody"]


def layout(scene):
    wx, wy, ww, wh = window()
    side = 380 * UI
    area = ww - side
    s = min(area / scene.size[0], wh / scene.size[1])
    ox = wx + int((area - scene.size[0] * s) // 2)
    return (lambda p: (ox + p[0] * s, wy + p[1] * s)), wx + area, (wx, wy, ww, wh)


def tap_view(scene, vid):
    to, _, _ = layout(scene)
    fx, fy, fw, fh = scene.views[vid]
    click(*to((fx + fw / 2, fy + fh / 2)))


def centre(scene, target):
    if isinstance(target, list):
        return tuple(target)
    fx, fy, fw, fh = scene.views[target]
    return (fx + fw / 2, fy + fh / 2)


def do_step(scene, do):
    to, _, _ = layout(scene)
    if "rightClick" in do:
        # The secondary button (UIEvent.buttonMask secondary): the menu opens
        # with its top-left corner at the click, kept off the window's edges.
        c = centre(scene, do["rightClick"])
        p = to(c)
        x("mousemove", int(p[0]), int(p[1]))
        time.sleep(0.1)
        x("click", 3)
        scene.menu_at = (c, scene.menus.get(do["rightClick"], []))
    elif "choose" in do:
        (cx, cy), titles = scene.menu_at
        h = MENU_ROW * len(titles)
        mx = MENU_MARGIN if scene.size[0] >= MENU_WIDTH + 2 * MENU_MARGIN else 0
        my = MENU_MARGIN if scene.size[1] >= h + 2 * MENU_MARGIN else 0
        left = max(mx, min(cx, scene.size[0] - MENU_WIDTH - mx))
        top = max(my, min(cy, scene.size[1] - h - my))
        i = titles.index(do["choose"])
        click(*to((left + MENU_WIDTH / 2, top + MENU_ROW * i + MENU_ROW / 2)))
    elif "hover" in do:
        # No button down: the pointer's move is a hover event.
        p = to(centre(scene, do["hover"]))
        x("mousemove", int(p[0]), int(p[1]))
        time.sleep(0.1)
        x("mousemove", int(p[0]) + 3, int(p[1]) + 2)
    elif "trackpad" in do:
        # Ctrl+wheel is a trackpad's pinch: notches up until the scale is reached.
        t = do["trackpad"]
        p = to(centre(scene, t.get("at", [scene.size[0] / 2, scene.size[1] / 2])))
        x("mousemove", int(p[0]), int(p[1]))
        time.sleep(0.1)
        notches, scale = 0, 1.0
        while scale * PINCH_PER_NOTCH <= t.get("pinch", 1.0) + 1e-9:
            scale *= PINCH_PER_NOTCH
            notches += 1
        x("keydown", "ctrl")
        for _ in range(max(notches, 1)):
            x("click", 4)
            time.sleep(0.05)
        x("keyup", "ctrl")
    elif "tap" in do:
        t = do["tap"]
        if isinstance(t, list):
            click(*to(t))
        else:
            tap_view(scene, t)
    elif "key" in do:
        x("key", do["key"])
        time.sleep(0.3)
    elif "doubleTap" in do:
        fx, fy, fw, fh = scene.views[do["doubleTap"]]
        p = to((fx + fw / 2, fy + fh / 2))
        x("mousemove", int(p[0]), int(p[1]))
        time.sleep(0.05)
        x("click", "--repeat", 2, "--delay", 90, 1)
    elif "pinch" in do:
        fx, fy, fw, fh = scene.views[do["pinch"]["at"]]
        c = (fx + fw / 2, fy + fh / 2)
        start = to((c[0] - 40, c[1]))
        x("mousemove", int(start[0]), int(start[1]))
        x("keydown", "alt")
        time.sleep(0.1)
        x("mousedown", 1)
        for i in range(1, 13):
            p = to((c[0] - 40 - 5 * i, c[1]))
            x("mousemove", int(p[0]), int(p[1]))
            time.sleep(0.02)
        x("mouseup", 1)
        x("keyup", "alt")
    time.sleep(1.0)


def main():
    first = int(os.environ.get("WALK_FROM", "1"))
    proc = subprocess.Popen([RLAB, "run", f"{REPO}/Scenes/lessons/{LESSONS[first - 1]}.yaml", *EXTRA],
                            env=env, stdout=log, stderr=log, cwd=REPO)
    time.sleep(3)
    try:
        for n, name in enumerate(LESSONS, 1):
            if n < first:
                continue
            scene = Scene(f"{REPO}/Scenes/lessons/{name}.yaml")
            steps = scene.doc["lesson"]["steps"]
            time.sleep(1)
            say(f"lesson {n}: window {window()}")
            for i, step in enumerate(steps):
                shot(f"L{n}-s{i + 1}-card")
                do_step(scene, step["do"])
                for k, answer in enumerate(step.get("answers", [])):
                    path = shot(f"L{n}-s{i + 1}-q{k + 1}-{answer}")
                    to, sidebar_x, _ = layout(scene)
                    if answer in scene.views:
                        click(*to(scene.spot(answer)))
                        say(f"  L{n} s{i + 1} q{k + 1}: clicked view {answer}")
                    else:
                        bs = boxes(path, QUIZ_BUTTON, int(sidebar_x))
                        ch = scene.choices(answer)
                        if len(bs) < len(ch):
                            say(f"  L{n} s{i + 1} q{k + 1}: {len(bs)} buttons for {ch}; {path}")
                            return
                        b = bs[ch.index(answer)]
                        click((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
                        say(f"  L{n} s{i + 1} q{k + 1}: clicked button {answer} of {ch}")
                time.sleep(0.5)
                if n == 3 and i == 2:
                    scene.sheet = True
                path = shot(f"L{n}-s{i + 1}-done")
                _, sidebar_x, _ = layout(scene)
                lb = boxes(path, LESSON_BUTTON, int(sidebar_x))
                if not lb:
                    say(f"  L{n} s{i + 1}: no lesson button; {path}")
                    if n == len(LESSONS) and i == len(steps) - 1:
                        break
                    return
                if n == len(LESSONS) and i == len(steps) - 1:
                    break
                b = lb[-1]
                click((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
                time.sleep(0.8)
        shot("end")
    finally:
        proc.terminate()
        proc.wait()


main()
