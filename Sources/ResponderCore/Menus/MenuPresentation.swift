/// A menu on screen (a context menu, or an edit menu) as plain values: what
/// the overlay draws, what a script's `contextMenu` check reads, and where
/// a touch chooses an item. UIKit shows it in a window of its own above the
/// app's: while it is up, a new touch goes to it, never to the app's views.
public struct MenuPresentation: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// `UIContextMenuInteraction`'s menu.
    case context
    /// `UIEditMenuInteraction`'s menu.
    case edit
  }

  /// The menu's size in points: each row as tall as Apple's minimum touch
  /// target (44 pt, Human Interface Guidelines), 240 pt wide, about
  /// iPadOS's context menu.
  public static let rowHeight = 44.0
  public static let width = 240.0
  /// How far a menu stays from the window's edges.
  public static let margin = 8.0

  public let kind: Kind
  /// The id of the view whose interaction showed it.
  public let sourceID: String
  /// The items shown (hidden ones left out), top to bottom.
  public let items: [MenuElement]
  /// Each item's row in window points, in `items`' order.
  public let itemRects: [Rect]
  /// Where the gesture that opened it was, in window points.
  public let location: Point

  /// A menu of `items` placed at `point` (its top-left corner there, moved
  /// left or up as far as it takes to stay in a window of `size`, `margin`
  /// points from its edges when the window has room, as UIKit keeps its
  /// menus off the screen's edges).
  public init(kind: Kind, sourceID: String, items: [MenuElement], at point: Point, in size: Size) {
    self.kind = kind
    self.sourceID = sourceID
    self.items = items
    self.location = point
    let h = Self.rowHeight * Double(items.count)
    let mx = size.width >= Self.width + 2 * Self.margin ? Self.margin : 0
    let my = size.height >= h + 2 * Self.margin ? Self.margin : 0
    let x = max(mx, min(point.x, size.width - Self.width - mx))
    let y = max(my, min(point.y, size.height - h - my))
    itemRects = items.indices.map {
      Rect(
        x: x, y: y + Double($0) * Self.rowHeight, width: min(Self.width, size.width), height: Self.rowHeight)
    }
  }

  /// The menu's whole area.
  public var frame: Rect {
    guard let first = itemRects.first, let last = itemRects.last else {
      return Rect(x: 0, y: 0, width: 0, height: 0)
    }
    return Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
  }

  /// The index of the item under `point`, if any.
  public func item(at point: Point) -> Int? {
    itemRects.firstIndex { $0.contains(point) }
  }
}
