import ResponderCore

/// Generated view trees for benchmarks, storms and property tests.
public enum TreeGenerator {
  /// A window whose root view holds a balanced tree: every view splits its
  /// area into `branching` children laid out in a grid, until `count` views.
  public static func balanced(count: Int, branching: Int = 10, size: Size = Size(width: 1280, height: 800))
    -> Application
  {
    let (app, root) = shell(size: size)
    var made = 1
    var level: [View] = [root]
    let cols = Int(Double(branching).squareRoot().rounded(.up))
    let rows = (branching + cols - 1) / cols
    while made < count, !level.isEmpty {
      var next: [View] = []
      for parent in level {
        let w = parent.bounds.width / Double(cols)
        let h = parent.bounds.height / Double(rows)
        for i in 0..<branching where made < count {
          let v = View(
            identifier: "v\(made)",
            frame: Rect(x: Double(i % cols) * w, y: Double(i / cols) * h, width: w, height: h))
          parent.addSubview(v)
          next.append(v)
          made += 1
        }
      }
      level = next
    }
    return app
  }

  /// One container with `count` children in a grid (a wide container).
  public static func flat(count: Int, size: Size = Size(width: 1280, height: 800)) -> Application {
    let (app, root) = shell(size: size)
    let container = View(identifier: "container", frame: Rect(origin: .zero, size: size))
    root.addSubview(container)
    let cols = Int(Double(count).squareRoot().rounded(.up))
    let rows = (count + cols - 1) / cols
    let w = size.width / Double(cols)
    let h = size.height / Double(rows)
    for i in 0..<count {
      container.addSubview(
        View(
          identifier: "c\(i)",
          frame: Rect(x: Double(i % cols) * w, y: Double(i / cols) * h, width: w, height: h)))
    }
    return app
  }

  private static func shell(size: Size) -> (Application, View) {
    let app = Application()
    let window = Window(frame: Rect(origin: .zero, size: size))
    app.addWindow(window)
    app.delegate = AppDelegate()
    let root = View(identifier: "root", frame: Rect(origin: .zero, size: size))
    let controller = ViewController(identifier: "main", view: root)
    window.rootViewController = controller
    return (app, root)
  }

  /// YAML text of a scene with `count` views: rows of cells in columns.
  /// The views of `sceneYAML(views:)` for 101 × `rows` views, made by
  /// `repeat:` of two templates instead of written out: each row has 100
  /// cells.
  public static func templatedSceneYAML(rows: Int) -> String {
    """
    name: generated from templates
    window: { width: 1280, height: 800 }
    templates:
      cell: { id: "r${row}c${index}", frame: ["${index * 12}", 0, 12, 8], color: "#3366cc" }
      row:
        id: "row${index}"
        frame: [0, "${index * 8}", 1280, 8]
        subviews:
          - { use: cell, repeat: 100, with: { row: "${index}" } }
    root:
      controller: main
      view:
        id: root
        subviews:
          - { use: row, repeat: \(rows) }

    """
  }

  public static func sceneYAML(views count: Int) -> String {
    var s =
      "name: generated \(count)\nwindow: { width: 1280, height: 800 }\nroot:\n  controller: main\n  view:\n    id: root\n    subviews:\n"
    let perRow = 100
    var made = 0
    var row = 0
    while made < count {
      s += "      - id: row\(row)\n        frame: [0, \(row * 8), 1280, 8]\n"
      made += 1
      if made < count { s += "        subviews:\n" }
      var k = 0
      while k < perRow, made < count {
        s += "          - { id: r\(row)c\(k), frame: [\(k * 12), 0, 12, 8], color: \"#3366cc\" }\n"
        made += 1
        k += 1
      }
      row += 1
    }
    return s
  }
}

/// A small deterministic random generator (SplitMix64), so that storms and
/// property tests replay exactly from a seed.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
