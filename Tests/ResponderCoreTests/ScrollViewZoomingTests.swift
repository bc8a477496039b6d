import Testing

@testable import ResponderCore

/// A zooming scroll view, as UIScrollView's "Zooming and panning" sets one
/// up: a 400×400 photo that the delegate's `viewForZooming(in:)` returns,
/// scales 1 to 4.
///
///     window (0,0 400×800)
///     └─ root
///        └─ scroller (0,100 400×400, zoom 1…4)
///           └─ photo (0,0 400×400)      ← the zoom view
@Suite("Zooming scroll views (UIScrollView zoomScale, viewForZooming, pinchGestureRecognizer)")
struct ScrollViewZoomingTests {
  struct Zoomer {
    let h = Harness()
    let scroller = ScrollView(identifier: "scroller", frame: Rect(x: 0, y: 100, width: 400, height: 400))
    let photo = View(identifier: "photo", frame: Rect(x: 0, y: 0, width: 400, height: 400))

    init(minimum: Double = 1, maximum: Double = 4) {
      h.add(scroller)
      scroller.addSubview(photo)
      scroller.contentSize = Size(width: 400, height: 400)
      scroller.zoomView = photo
      scroller.minimumZoomScale = minimum
      scroller.maximumZoomScale = maximum
    }

    /// Both fingers move together, one event per tick (a pinch's frames).
    func fingers(_ a: Point, _ b: Point, phase: TouchPhase) {
      h.app.handleTogether([
        .touch(h.finger(0), phase, a), .touch(h.finger(1), phase, b),
      ])
    }

    /// Two fingers `from` apart to `to` apart about `center`, moving the
    /// centre by `shift` over 20 ticks; not lifted.
    func pinch(at center: Point, from: Double, to: Double, shift: Point = .zero) {
      fingers(center - Point(x: from / 2, y: 0), center + Point(x: from / 2, y: 0), phase: .began)
      for i in 1...20 {
        h.wait(tick)
        let f = Double(i) / 20
        let d = from + (to - from) * f
        let c = center + shift * f
        fingers(c - Point(x: d / 2, y: 0), c + Point(x: d / 2, y: 0), phase: .moved)
      }
    }

    func lift(at center: Point, spread: Double) {
      h.wait(tick)
      fingers(center - Point(x: spread / 2, y: 0), center + Point(x: spread / 2, y: 0), phase: .ended)
    }

    /// The point of the photo (its own coordinates) under window point `p`.
    func photoPoint(under p: Point) -> Point { photo.convert(p, from: nil) }
  }

  @Test("the pinch recognizer exists only while zooming is possible (UIScrollView.pinchGestureRecognizer)")
  func pinchExistsOnlyWhenZoomable() {
    let z = Zoomer(minimum: 1, maximum: 1)
    #expect(z.scroller.pinchGestureRecognizer == nil)
    z.scroller.maximumZoomScale = 3
    let pinch = try? #require(z.scroller.pinchGestureRecognizer)
    #expect(pinch?.identifier == "scroller.pinch")
    #expect(z.scroller.gestureRecognizers.contains { $0 === pinch })
    z.scroller.maximumZoomScale = 1
    #expect(z.scroller.pinchGestureRecognizer == nil)
    #expect(!z.scroller.gestureRecognizers.contains { $0 === pinch })
  }

  @Test("setZoomScale scales the zoom view and the content size follows, clamped to the limits")
  func setZoomScaleClamps() {
    let z = Zoomer()
    z.scroller.setZoomScale(2, animated: false)
    #expect(z.scroller.zoomScale == 2)
    #expect(z.photo.transform.scale == 2)
    #expect(z.scroller.contentSize == Size(width: 800, height: 800))
    #expect(z.photo.frame == Rect(x: 0, y: 0, width: 800, height: 800))
    z.scroller.zoomScale = 9
    #expect(z.scroller.zoomScale == 4)
    z.scroller.zoomScale = 0.2
    #expect(z.scroller.zoomScale == 1)
    #expect(z.scroller.contentOffset == .zero)
  }

  @Test("a pinch zooms about the fingers' centroid: the photo point under it stays under it")
  func pinchKeepsCentroidPoint() {
    let z = Zoomer()
    let c = Point(x: 100, y: 200)  // window point, upper left of the photo
    let before = z.photoPoint(under: c)
    z.pinch(at: c, from: 100, to: 200)
    #expect(z.scroller.isZooming)
    #expect(abs(z.scroller.zoomScale - 2) < 0.01)
    let after = z.photoPoint(under: c)
    #expect(abs(after.x - before.x) < 0.5 && abs(after.y - before.y) < 0.5)
    // Not about the photo's centre: that would have moved the point under
    // the fingers from (100, 100) to (150, 150).
    #expect(abs(z.scroller.contentOffset.x - 100) < 1 && abs(z.scroller.contentOffset.y - 100) < 1)
    z.lift(at: c, spread: 200)
    #expect(!z.scroller.isZooming)
  }

  @Test("fingers that move while pinching pan the zoomed content with them")
  func pinchPansWithCentroid() {
    let z = Zoomer()
    let c = Point(x: 200, y: 300)
    // The spread grows 5 pt a tick: the pinch begins at the second tick
    // (8 pt), its centroid then a tenth of the way along the shift.
    let before = z.photoPoint(under: c + Point(x: -4, y: -3))
    z.pinch(at: c, from: 100, to: 200, shift: Point(x: -40, y: -30))
    let after = z.photoPoint(under: c + Point(x: -40, y: -30))
    #expect(abs(after.x - before.x) < 0.5 && abs(after.y - before.y) < 0.5)
  }

  @Test("past maximumZoomScale a pinch rubber-bands and springs back on lift (bouncesZoom)")
  func bouncesZoomBack() {
    let z = Zoomer(minimum: 1, maximum: 2)
    let c = Point(x: 200, y: 300)
    z.pinch(at: c, from: 60, to: 300)  // asks for 5×
    let held = z.scroller.zoomScale
    #expect(held > 2 && held < 5 * 0.8)
    z.lift(at: c, spread: 300)
    #expect(z.scroller.isZoomBouncing)
    #expect(z.scroller.isAnimating)
    z.h.wait(1)
    #expect(z.scroller.zoomScale == 2)
    #expect(!z.scroller.isZoomBouncing)
    #expect(!z.scroller.isAnimating)
    let o = z.scroller.contentOffset
    #expect(o.x >= 0 && o.x <= 400 && o.y >= 0 && o.y <= 400)
  }

  @Test("without bouncesZoom a pinch stops at the limit")
  func noBounceStopsAtLimit() {
    let z = Zoomer(minimum: 1, maximum: 2)
    z.scroller.bouncesZoom = false
    z.pinch(at: Point(x: 200, y: 300), from: 60, to: 300)
    #expect(z.scroller.zoomScale == 2)
  }

  @Test("below minimumZoomScale the pinch springs back to it")
  func bouncesBackToMinimum() {
    let z = Zoomer()
    z.pinch(at: Point(x: 200, y: 300), from: 200, to: 80)
    #expect(z.scroller.zoomScale < 1)
    z.lift(at: Point(x: 200, y: 300), spread: 80)
    z.h.wait(1)
    #expect(z.scroller.zoomScale == 1)
    #expect(z.scroller.contentOffset == .zero)
  }

  @Test("zoom(to:animated:) fills the scroll view with the rect, its middle in the middle")
  func zoomToRect() {
    let z = Zoomer()
    z.scroller.zoom(to: Rect(x: 200, y: 200, width: 100, height: 100), animated: false)
    #expect(z.scroller.zoomScale == 4)
    // The rect's middle (250, 250) × 4 = (1000, 1000) sits at the middle (200, 200).
    #expect(z.scroller.contentOffset == Point(x: 800, y: 800))
    // A rect near the corner: the offset stays inside the content.
    z.scroller.zoom(to: Rect(x: 0, y: 0, width: 200, height: 200), animated: false)
    #expect(z.scroller.zoomScale == 2)
    #expect(z.scroller.contentOffset == .zero)
  }

  @Test("an animated zoom takes the clock's time and ends exactly at the target")
  func animatedZoom() {
    let z = Zoomer()
    z.scroller.zoom(to: Rect(x: 100, y: 100, width: 200, height: 200), animated: true)
    #expect(z.scroller.zoomScale == 1)
    z.h.wait(ScrollView.Constants.zoomAnimationDuration / 2)
    let mid = z.scroller.zoomScale
    #expect(mid > 1 && mid < 2)
    z.h.wait(ScrollView.Constants.zoomAnimationDuration)
    #expect(z.scroller.zoomScale == 2)
    #expect(z.scroller.contentOffset == Point(x: 200, y: 200))
  }

  @Test("a zoomed view pans inside its content with edges: a drag past the edge springs back")
  func zoomedPanHasEdges() {
    let z = Zoomer()
    z.scroller.setZoomScale(2, animated: false)
    #expect(z.scroller.contentOffset == Point(x: 200, y: 200))  // zoomed about the middle
    z.h.drag(from: Point(x: 200, y: 300), to: Point(x: 500, y: 300), duration: 0.3, lift: false)
    // 300 pt right from offset 200: 100 pt past the left edge, rubber-banded.
    #expect(z.scroller.contentOffset.x < 0 && z.scroller.contentOffset.x > -100)
    z.h.wait(0.2)
    z.h.up(Point(x: 500, y: 300))
    z.h.wait(1)
    #expect(z.scroller.contentOffset.x == 0)
  }

  @Test("a zoomed view decelerates after a flick and stops inside its content")
  func zoomedFlickDecelerates() {
    let z = Zoomer()
    z.scroller.setZoomScale(4, animated: false)
    z.h.drag(from: Point(x: 300, y: 300), to: Point(x: 150, y: 300), duration: 0.1)
    let atLift = z.scroller.contentOffset.x
    #expect(z.scroller.isDecelerating)
    z.h.wait(3)
    #expect(z.scroller.contentOffset.x > atLift + 50)
    #expect(z.scroller.contentOffset.x <= 1200)
  }

  @Test("at zoom scale 1 a photo the size of the scroll view does not pan")
  func unzoomedDoesNotPan() {
    let z = Zoomer()
    z.h.drag(from: Point(x: 300, y: 300), to: Point(x: 100, y: 300), duration: 0.3)
    #expect(z.scroller.contentOffset == .zero)
    #expect(z.scroller.panGestureRecognizer.state != .began)
  }

  @Test("centersZoomView keeps a zoomed view smaller than the scroll view in its middle")
  func centersSmallContent() {
    let z = Zoomer()
    z.photo.frame = Rect(x: 0, y: 0, width: 400, height: 200)
    z.scroller.centersZoomView = true
    z.scroller.setZoomScale(1, animated: false)
    #expect(z.photo.frame == Rect(x: 0, y: 100, width: 400, height: 200))
    z.scroller.setZoomScale(4, animated: false)
    #expect(z.photo.frame.origin == .zero)
    #expect(z.scroller.contentSize == Size(width: 1600, height: 800))
  }
}

/// A paging scroll view of zooming pages, as the Photos app and Apple's
/// PhotoScroller sample build it.
///
///     window (0,0 400×800)
///     └─ root
///        └─ pager (0,100 400×400, paging, content 1200×400)
///           ├─ page0 (0,0 400×400, zoom 1…4)   └─ photo0 (zoom view)
///           ├─ page1 (400,0 …)                  └─ photo1
///           └─ page2 (800,0 …)                  └─ photo2
@Suite("Paging scroll view of zooming pages (Photos, PhotoScroller)")
struct ZoomingPagesTests {
  struct Album {
    let h = Harness()
    let pager = ScrollView(identifier: "pager", frame: Rect(x: 0, y: 100, width: 400, height: 400))
    let pages: [ScrollView]

    init() {
      pager.contentSize = Size(width: 1200, height: 400)
      pager.isPagingEnabled = true
      h.add(pager)
      pages = (0..<3).map { i in
        let page = ScrollView(
          identifier: "page\(i)", frame: Rect(x: Double(i) * 400, y: 0, width: 400, height: 400))
        let photo = View(identifier: "photo\(i)", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        page.addSubview(photo)
        page.contentSize = photo.frame.size
        page.zoomView = photo
        page.maximumZoomScale = 4
        return page
      }
      for p in pages { pager.addSubview(p) }
    }
  }

  @Test("at zoom 1 a sideways drag turns the page")
  func unzoomedTurnsPage() {
    let a = Album()
    a.h.drag(from: Point(x: 300, y: 300), to: Point(x: 100, y: 300), duration: 0.3)
    a.h.wait(1)
    #expect(a.pager.contentOffset.x == 400)
  }

  @Test("a zoomed page consumes the drag until its edge; the pager does not move")
  func zoomedPanStaysInPage() {
    let a = Album()
    a.pages[0].setZoomScale(2, animated: false)  // offset (200, 200)
    a.h.drag(from: Point(x: 300, y: 300), to: Point(x: 200, y: 300), duration: 0.3, lift: false)
    #expect(a.pages[0].contentOffset.x > 250)
    #expect(a.pager.contentOffset.x == 0)
    #expect(a.pages[0].panGestureRecognizer.state == .changed)
  }

  @Test("past the zoomed page's edge the same drag turns the page; lifting settles on the next")
  func handoffAtEdge() {
    let a = Album()
    a.pages[0].setZoomScale(2, animated: false)  // offset 200 of 400 possible
    // 350 pt left: 200 pt to the page's right edge, 150 pt turn the pager.
    a.h.drag(from: Point(x: 380, y: 300), to: Point(x: 30, y: 300), duration: 0.35, lift: false)
    #expect(a.pages[0].contentOffset.x == 400)
    #expect(a.pager.contentOffset.x > 100 && a.pager.contentOffset.x < 200)
    #expect(a.h.records.contains { $0.scrollNotes.contains { $0.decision == .handedOff } })
    a.h.up(Point(x: 30, y: 300))
    a.h.wait(1.5)
    #expect(a.pager.contentOffset.x == 400)
    #expect(a.pages[0].contentOffset.x == 400)
  }

  @Test("dragging back within one drag gives the pager back first, then pans the page")
  func handoffBack() {
    let a = Album()
    a.pages[0].setZoomScale(2, animated: false)
    a.h.drag(from: Point(x: 380, y: 300), to: Point(x: 80, y: 300), duration: 0.3, lift: false)
    #expect(a.pager.contentOffset.x > 50)
    for i in 1...30 {
      a.h.wait(tick)
      a.h.move(Point(x: 80 + 250 * Double(i) / 30, y: 300))
    }
    #expect(a.pager.contentOffset.x == 0)
    #expect(a.pages[0].contentOffset.x < 400)
  }

  @Test("without zooming pages a nested same-axis scroll view hands nothing on")
  func noHandoffWithoutZoom() {
    let a = Album()
    a.pages[0].setZoomScale(2, animated: false)
    a.pages[0].zoomView = nil
    a.h.drag(from: Point(x: 380, y: 300), to: Point(x: 30, y: 300), duration: 0.35, lift: false)
    #expect(a.pager.contentOffset.x == 0)
    #expect(a.pages[0].contentOffset.x > 400)  // rubber-banded past its own edge
  }
}
