import ResponderCore
import ResponderIO

/// What the overlay shows, as plain data: built from the application and
/// its latest dispatch records, tested without pixels, drawn by `OverlayLayout`.
public struct OverlayModel: Sendable {
  /// One view hit-testing visited, in visiting order.
  public struct HitRow: Sendable, Hashable {
    public var number: Int
    public var id: String
    public var kind: String
    public var depth: Int
    public var inside: Bool
    /// `hidden`, `interactionDisabled`, `transparent`, `outside`, or nil.
    public var skipped: String?
    /// Why the reason holds when a learner would not expect it: a label or
    /// image view skipped as `interactionDisabled` because that is its
    /// UIKit default, not because the scene turned it off.
    public var skipNote: String?
    public var isHitView: Bool
    public var frame: Rect
    /// Which override decided (`inside: enlarged by hitTestInsets`…), if one did.
    public var rule: String? = nil
    /// The touchable area when `hitTestInsets` or `hitShape` change it, in window coordinates.
    public var hitArea: Rect? = nil
    /// Whether that area is the circle of `hitShape: circle`.
    public var hitAreaIsCircle = false
    /// A polygon hit shape's outline, in window coordinates.
    public var hitPolygon: [Point]? = nil
    /// False once the view has left the window (a `remove` effect), or
    /// while an ancestor that clips (a scroll view) hides all of it: the
    /// sidebar still lists it, the scene draws no box for it.
    public var isOnScreen = true
    /// The area its clipping ancestors (`clipsToBounds`, every scroll view)
    /// leave visible, in window coordinates; nil when none clips. Its box
    /// and tag are drawn only there, so a row scrolled out of a list does
    /// not mark the views drawn where it would be.
    public var clip: Rect? = nil
  }

  /// How far an event got at one responder of the chain.
  public enum HopState: String, Sendable, Hashable {
    /// The event reached it and it passed the event on.
    case visited
    /// It consumed the event.
    case handled
    /// The event never got this far.
    case notReached
  }

  /// Where a responder of the chain is drawn in the scene (the arrows).
  public enum ChainPlace: Sendable, Hashable {
    /// A view: its frame in window points.
    case view(Rect)
    /// A view controller: a badge beside its root view's frame.
    case controller(root: Rect)
    /// The window, the application and the app delegate: badges at the scene's edge.
    case edge
    /// A view (or a controller's root view) out of the window or wholly
    /// covered by a view drawn above it: listed in the panel; its stop goes
    /// to the off-scene list along the bottom edge, never over what covers it.
    case unseen
  }

  public struct ChainRow: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var state: HopState
    /// Where the arrows find it in the scene.
    public var place: ChainPlace = .edge
  }

  public struct ActionSummary: Sendable, Hashable {
    public var action: String
    public var targeted: Bool
    public var rows: [ChainRow]
    public var handledBy: String?
    /// Each asked responder's `canPerformAction` answer, as `id: answer`.
    public var answers: [String] = []
    /// A gesture recognizer sent it with no target: the walk up the chain is
    /// this sandbox's convention, not UIKit's (its `init(target:action:)`
    /// says nil is not a valid target), and the overlay says so.
    public var recognizerWithoutTarget = false
  }

  public struct UndoSummary: Sendable, Hashable {
    /// The responder owning the manager the first responder finds.
    public var owner: String
    public var undo: [String]
    public var redo: [String]
  }

  public struct GestureRow: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var view: String
    public var state: String
    /// A delegate answer that decided it (`gestureRecognizerShouldBegin: false`).
    public var note: String? = nil
    /// A continuous recognizer (pan, pinch, long press, hover): its last
    /// state is `ended`, never `recognized`.
    public var isContinuous = false
    /// The number of the event (as the log numbers them) its latest state
    /// came with, when that was before the latest episode began (a newer
    /// touch sequence, hover entry or trackpad gesture) and it is not active
    /// now: an earlier gesture's row, not the current one's.
    public var earlierEvent: Int? = nil

    /// The state as UIKit names it: `UIGestureRecognizer.State.recognized`
    /// is the alias of `ended` that a discrete recognizer (a tap, a swipe)
    /// reaches ("the gesture recognizer has received a multi-touch sequence
    /// that it recognizes as its gesture"); a continuous one (pan, pinch,
    /// long press, `UIHoverGestureRecognizer`) goes began, changed, ended
    /// ("received touches recognized as the end of a continuous gesture").
    public var shownState: String {
      state == GestureRecognizer.State.ended.rawValue && !isContinuous ? "recognized" : state
    }
  }

  /// A scroll view involved in recent touches: its pan, where its content
  /// is, and the latest rule it applied to its content's touches.
  public struct ScrollRow: Sendable, Hashable {
    public var id: String
    public var panState: String
    public var offset: Point
    /// `dragging`, `zooming`, `zoom bouncing`, `decelerating` or `at rest`.
    public var motion: String
    /// The latest decision and why (`delayed: …`, `cancelled: …`).
    public var note: String?
    /// The zoom scale of a scroll view that can zoom (`viewForZooming(in:)`
    /// and an open zoom range), else nil.
    public var zoomScale: Double? = nil
  }

  public struct LogRow: Sendable, Hashable {
    /// The event's number since the scene started (1, 2, 3 …), as the
    /// sidebar's "Event #n" line names it.
    public var number: Int
    /// Simulation time of the dispatch, in seconds.
    public var time: Double
    public var tick: Int
    public var kind: DispatchKind
    /// A touch event's phase (nil for other kinds).
    public var touchPhase: TouchPhase?
    public var detail: String
    public var point: Point?
    public var handler: String
    /// Lines the scene's `log:` effects wrote while it was dispatched.
    public var logs: [String] = []
    /// The views this event sent `touchesCancelled` to, in order: a moment a
    /// learner must see (a scroll view taking a row's touch), so such an
    /// event keeps a line of its own in the log.
    public var cancelled: [String] = []
    /// Who decided the cancel and why, as the record says (a scroll view's
    /// note, a recognizer's `cancelsTouchesInView`).
    public var cancelWhy: [String] = []
    /// A modifier key pressed or released alone ("lctrl up", the halves of
    /// a Ctrl+Z): the log drops it before any other line.
    public var loneModifier = false
  }

  /// What `view`'s clipping ancestors leave visible, in window
  /// coordinates (nil: no ancestor clips).
  static func clip(of view: View) -> Rect? {
    var clip: Rect?
    var a = view.superview
    while let s = a {
      if s.clipsToBounds {
        let f = s.frameInWindow
        clip = clip.map { $0.intersection(f) } ?? f
      }
      a = s.superview
    }
    return clip
  }

  public struct FingerMark: Sendable, Hashable {
    public var label: String
    public var point: Point
    /// A simulated finger (the mouse's mirrored second finger) not yet down.
    public var ghost: Bool

    public init(label: String, point: Point, ghost: Bool) {
      self.label = label
      self.point = point
      self.ghost = ghost
    }
  }

  public var sceneName = ""
  public var sceneDescription = ""
  /// What the latest event was, e.g. `touch began at (12, 40)`.
  public var eventTitle = ""
  /// The title without what the event made the pointer's UI do (a menu
  /// shown, an item chosen): what a waiting quiz question may show.
  public var eventTitleBeforeOutcome = ""
  /// Whether the event's kind is itself a question's answer (a trackpad
  /// pinch: a transform event, or touches): the log waits too.
  public var eventKindIsQuestion = false
  /// The explained event's number in the log (0: none).
  public var eventNumber = 0
  public var hitRows: [HitRow] = []
  /// The event explained is no touch (a key, an action): the hit-test rows
  /// are the last touch's, and the panel says so (keys are not hit-tested).
  public var hitRowsFromEarlierTouch = false
  /// The event explained is not hit-tested (a key, a shake, an editing
  /// command): the last touch's boxes and tags are not drawn over the scene.
  public var hitMarksCleared = false
  /// Where the chain starts: `touch's view` (its hit-test view), `view
  /// under the pointer` (a scroll) or `first responder`.
  public var chainOrigin = ""
  public var chain: [ChainRow] = []
  public var discarded = false
  /// Why the chain is empty, when it is (a key command, a touch the
  /// recognizers took, a touch delivered to no responder).
  public var chainNote: String?
  /// Why the chain stops at its last row, when that is not the
  /// application's ordinary end: Core's `ChainEnd`, worded.
  public var chainEnd: String?
  /// Which rule decided the latest event, beside the chain: the key command
  /// found, the control events sent, an `exclusiveTouch` block.
  public var decisions: [String] = []
  public var action: ActionSummary?
  /// The manager Ctrl+Z and shake work on (`Application.activeUndoManager`).
  public var undo: UndoSummary?
  /// Every other manager in the window that holds entries, with its owner,
  /// in view-tree order: a controller's own manager is otherwise invisible,
  /// and an author cannot see why Ctrl+Z found the window's empty one.
  public var otherUndo: [UndoSummary] = []
  /// Quiz mode after a touch: no editing menu, and the undo managers listed
  /// without saying which one Ctrl+Z would use next (later questions' answers).
  public var hidesForecasts = false
  public var gestures: [GestureRow] = []
  public var scrolls: [ScrollRow] = []
  /// The context or edit menu shown now (`UIContextMenuInteraction`'s), drawn
  /// as the app's own UI over the scene.
  public var contextMenu: MenuPresentation?
  /// The shortcut list shown while Command is held (`KeyCommandList`), and
  /// the window's size it is centred in, scene points.
  public var shortcutList: KeyCommandList?
  public var windowSize: Size = .zero
  /// The pointer's style and the frame of the view whose pointer
  /// interaction gave it (`highlight` and `lift` outline it).
  public var pointerStyle: PointerStyle = .automatic
  public var pointerEffectFrame: Rect?
  /// Running property animations: `id property: presentation → model`.
  public var animations: [String] = []
  /// The prototype's named values (`state:`), `name = value` in declaration order.
  public var state: [String] = []
  public var log: [LogRow] = []
  public var fingers: [FingerMark] = []
  public var firstResponder: String?
  public var firstResponderFrame: Rect?
  public var handlerFrame: Rect?
  /// Step mode: paused, and how many replay steps to show (nil: all).
  ///
  /// The replay first walks the hops the event took (`eventHops`: up to
  /// and including the handler, or every hop of a discarded event), then
  /// the hops of the action it sent, if any (`actionHops`).
  public var paused = false
  /// Step mode: how many inputs are held back, waiting for F6.
  public var heldInputs = 0
  public var litHops: Int?
  /// An error to show on top (a broken scene edit).
  public var error: String?
  /// The editing commands some responder can perform (the menu).
  public var menu: [String] = []
  /// Quiz mode's card (nil: quiz mode is off).
  public var quiz: QuizCard?
  /// The scene's lesson card (nil: no lesson).
  public var lesson: LessonCard?
  /// The latest gesture episode over time (nil: no recognizer took part).
  public var timeline: GestureTimeline?
  /// Quiz mode: hops not yet revealed are not drawn at all (step mode dims them).
  public var hidesUnlitHops = false

  public init() {}

  /// The chain rows the event really reached (the handler included).
  public var eventHops: Int { chain.filter { $0.state != .notReached }.count }
  /// The rows the action message reached (its handler included).
  public var actionHops: Int { action.map { $0.rows.filter { $0.state != .notReached }.count } ?? 0 }
  /// How many steps F7 walks: the event's hops, then the action's.
  public var replayLength: Int { eventHops + actionHops }
}

extension OverlayModel {
  /// Whether the event is typing: text, a key the first responder's text
  /// input takes (a character with at most Shift, or a key that edits or
  /// moves through text), or a touch on the software keyboard. UIKit shows
  /// no editing menu while the user types; the callout waits for the next
  /// touch or command (seen under Xvfb: "Select | Select All" over the
  /// Settings password screen's title after every key).
  static func isTyping(_ r: DispatchRecord?, touchHit: DispatchRecord?, firstResponder: Responder?) -> Bool {
    guard let r else { return false }
    switch r.kind {
    case .text: return true
    case .key:
      // What the text input system takes before key commands (`KeyInput`).
      guard let chord = r.key?.chord, let input = firstResponder as? KeyInput else { return false }
      return input.handlesAsTextInput(chord)
    // A touch's later phases are not hit-tested: its view is the one the
    // touch that began found.
    case .touch: return (r.hitView ?? touchHit?.hitView)?.window is KeyboardWindow
    default: return false
    }
  }

  /// Builds the model from the application's current state and its latest records.
  ///
  /// - Parameters:
  ///   - record: the event to explain (the latest by default).
  ///   - history: recent records, oldest first, for the event log.
  public static func build(
    app: Application, record: DispatchRecord?, history: [DispatchRecord], opensSequence: [Bool] = [],
    sceneName: String,
    sceneDescription: String, fingers: [FingerMark] = [], firstNumber: Int = 1
  ) -> OverlayModel {
    var m = OverlayModel()
    m.sceneName = sceneName
    m.sceneDescription = sceneDescription
    m.fingers = fingers
    let window = app.keyWindow

    // The hit-test panel explains the latest touch that began: later phases
    // of a touch are not hit-tested (the touch keeps its view).
    let hitRecord = record.flatMap { $0.hitTest.isEmpty ? nil : $0 } ?? history.last { !$0.hitTest.isEmpty }
    if let h = hitRecord { addHitTest(h, record: record, to: &m) }
    if let r = record { addEvent(r, history: history, firstNumber: firstNumber, to: &m) }
    // The action this event sent: its own, or one a timer sent for it
    // before the next event (a tap recognized once a double tap failed).
    // Never an earlier event's: that would explain the wrong event.
    if let r = record, let a = actionSent(by: r, history: history) { m.action = actionSummary(a) }
    (m.undo, m.otherUndo) = undoSummaries(app: app)

    if let fr = window?.firstResponder {
      m.firstResponder = fr.identifier
      m.firstResponderFrame = (fr as? View)?.frameInWindow ?? (fr as? ViewController)?.view.frameInWindow
    }

    m.gestures = gestureRows(
      history: history, opensSequence: opensSequence, window: window, firstNumber: firstNumber)
    m.scrolls = scrollRows(history: history, window: window)
    m.state = app.state.lines
    m.animations = animationLines(app)
    m.log = logRows(history: history, firstNumber: firstNumber)
    m.menu =
      Self.isTyping(record ?? history.last, touchHit: hitRecord, firstResponder: window?.firstResponder)
      ? [] : app.availableEditingCommands()
    m.contextMenu = app.shownMenu
    m.shortcutList = app.keyCommandList
    m.windowSize = window?.bounds.size ?? .zero
    m.pointerStyle = app.pointer.style
    m.pointerEffectFrame = app.pointer.styleFrame
    m.timeline = GestureTimeline.build(
      history: Array(history.suffix(200)), opensSequence: Array(opensSequence.suffix(200)))
    return m
  }

  /// The hit-test panel's rows from the record `h` of the latest touch that
  /// began, and whether they still explain `record` (a later event's own
  /// marks clear them).
  static func addHitTest(_ h: DispatchRecord, record: DispatchRecord?, to m: inout OverlayModel) {
    m.hitRowsFromEarlierTouch =
      record.map { $0 !== h && ($0.kind != .touch || $0.pointerNotes.contains(.input(.menu))) } ?? false
    // A timer that decides the touch's gesture still explains that touch.
    // A touch a menu took is not hit-tested in the app's window either:
    // UIKit's menus live in a window of their own.
    m.hitMarksCleared =
      record.map {
        $0 !== h
          && ([.key, .text, .motion, .remoteControl, .action].contains($0.kind)
            || $0.pointerNotes.contains(.input(.menu)))
      } ?? false
    var number = 0
    let hit = h.hitView
    m.hitRows = h.hitTest.map { v in
      number += 1
      var row = HitRow(
        number: number, id: v.view.identifier, kind: kindName(of: v.view), depth: v.depth, inside: v.inside,
        skipped: v.skipped?.rawValue, skipNote: Self.skipNote(v), isHitView: v.view === hit,
        frame: v.view.frameInWindow,
        rule: v.rule?.description, hitArea: v.view.hitAreaFrameInWindow,
        hitAreaIsCircle: v.view.touchableArea?.isEllipse == true, hitPolygon: v.view.hitPolygonInWindow,
        isOnScreen: v.view.window != nil)
      row.clip = Self.clip(of: v.view)
      if let c = row.clip, !c.intersects(row.frame) { row.isOnScreen = false }
      return row
    }
    let covers = Covers()
    for (i, v) in h.hitTest.enumerated() where m.hitRows[i].isOnScreen {
      if covers.isUnseen(v.view) {
        m.hitRows[i].isOnScreen = false
      } else if let seen = covers.uncovered(v.view) {
        // Partly under a page drawn above (a sheet at a detent): the box
        // and tag stay on the part that shows.
        m.hitRows[i].clip = m.hitRows[i].clip.map { $0.intersection(seen) } ?? seen
      }
    }
  }

  /// The event `r` explained: its title, number, and the chain it walked
  /// from where a learner sees it start, with the rule that decided.
  static func addEvent(
    _ r: DispatchRecord, history: [DispatchRecord], firstNumber: Int, to m: inout OverlayModel
  ) {
    m.eventTitle = title(of: r)
    m.eventTitleBeforeOutcome = title(of: r, outcome: false)
    if r.kind == .transform || r.pointerNotes.contains(.input(.trackpadSimulatedTouches)) {
      // Whether it is touches is a question: the title says neither.
      m.eventTitleBeforeOutcome = "a trackpad gesture" + (r.point.map { " at \($0)" } ?? "")
      m.eventKindIsQuestion = true
    }
    if let i = history.lastIndex(where: { $0 === r }) { m.eventNumber = firstNumber + i }
    let start: Responder? = r.kind == .touch ? (r.hitView ?? r.chain.first) : r.chain.first
    // Named as a learner sees it: a touch's walk starts at the view the
    // touch is in (its hit-test view), a key's at the first responder.
    m.chainOrigin =
      r.kind == .touch
      ? "touch's view"
      : r.kind == .scroll || r.kind == .hover || r.kind == .transform
        ? "view under the pointer" : "first responder"
    if let start {
      let full = start.responderChain
      m.chain = rows(full: full, visited: r.chain, handler: r.handledBy)
      // A transform a recognizer took was not discarded, though no
      // responder handled it: the decision below names the recognizer.
      m.discarded = r.handledBy == nil && !r.chain.isEmpty && r.transformTaken == nil
      if let last = full.last, let end = last.chainEnd {
        m.chainEnd = Self.words(for: end, at: last.identifier)
      }
    }
    if let h = r.handledBy as? View {
      let covers = Covers()
      if !covers.isUnseen(h) { m.handlerFrame = covers.uncovered(h) ?? h.frameInWindow }
    }
    if r.chain.isEmpty { m.chainNote = note(forEmptyChainOf: r) }
    m.decisions = decisions(of: r)
  }

  /// The action `a` an event sent, with the walk it took and the answers
  /// canPerformAction gave on the way.
  static func actionSummary(_ a: ActionRecord) -> ActionSummary {
    let full: [Responder] = a.target.map { [$0] } ?? (a.chain.first?.responderChain ?? [])
    return ActionSummary(
      action: a.action, targeted: a.target != nil,
      rows: rows(full: full, visited: a.chain, handler: a.handledBy), handledBy: a.handledBy?.identifier,
      answers: zip(a.chain, zip(a.answers, a.canPerformOverriders)).map { r, given in
        let (answer, by) = given
        // Who overrode, in one shape: a Swift class by class and method
        // (`refuses by Sink.canPerformAction(_:withSender:)`), a scene key by
        // the key and its value (`refuses by the key refuses: copy`).
        let who = by.map {
          $0.className.map { "\($0).canPerformAction(_:withSender:)" } ?? "the key \($0.name)"
        }
        return "\(r.identifier): \(answer.rawValue)" + (who.map { " by \($0)" } ?? "")
      }, recognizerWithoutTarget: a.target == nil && a.sender is GestureRecognizer)
  }

  /// The animations running now, each with its shown and its model value.
  static func animationLines(_ app: Application) -> [String] {
    app.runningAnimators.compactMap { a in
      guard let p = a as? PropertyAnimation else { return nil }
      let shown = p.view.presentedValue(forProperty: p.property).map { "\($0)" } ?? "?"
      let model = p.view.value(forProperty: p.property).map { "\($0)" } ?? "?"
      return "\(p.view.identifier) \(p.property): shown \(shown), model \(model)"
    }
  }

  /// The event log's rows: the latest 40 records, numbered from `firstNumber`.
  static func logRows(history: [DispatchRecord], firstNumber: Int) -> [LogRow] {
    let recent = history.suffix(40)
    return zip(recent.indices, recent).map { i, r in
      LogRow(
        number: firstNumber + i, time: r.time, tick: r.tick, kind: r.kind,
        touchPhase: r.touchPhase,
        detail: ControlCharacters.escaped(shownDetail(of: r))
          + (severalTouches(of: r).map { " (\($0.count) touches)" } ?? "") + pointerInputs(of: r),
        point: r.point,
        handler: r.handledBy?.identifier ?? "—", logs: r.logs.map { ControlCharacters.escaped($0) },
        cancelled: cancelledViews(in: r), cancelWhy: cancelReasons(in: r),
        loneModifier: (r.key?.isLoneModifier ?? false) && r.logs.isEmpty)
    }
  }

  /// The Gestures panel's rows as they are gathered: each recognizer once,
  /// in the place it was first seen, at its latest state.
  struct GestureRowList {
    var rows: [GestureRow] = []
    var seen: [ObjectIdentifier: Int] = [:]

    func index(of g: GestureRecognizer) -> Int? { seen[ObjectIdentifier(g)] }

    mutating func append(_ row: GestureRow, for g: GestureRecognizer) {
      seen[ObjectIdentifier(g)] = rows.count
      rows.append(row)
    }

    /// A row for `g` at its state now, unless it has one.
    mutating func appendIfNew(_ g: GestureRecognizer) {
      guard index(of: g) == nil else { return }
      append(
        GestureRow(
          id: g.identifier, kind: g.kindName, view: g.view?.identifier ?? "", state: g.state.rawValue,
          isContinuous: g.isContinuous),
        for: g)
    }
  }

  /// Recognizers involved in the latest touches (and still deciding), with
  /// their latest states and the delegate answers that decided them.
  static func gestureRows(
    history: [DispatchRecord], opensSequence: [Bool], window: Window?, firstNumber: Int
  ) -> [GestureRow] {
    let lately = history.suffix(40)
    let opens = opensSequence.count == history.count ? Array(opensSequence.suffix(40)) : []
    let firstLately = firstNumber + history.count - lately.count
    let (recorded, noted, episodeStart) = recordedGestures(lately, opens: opens, firstNumber: firstLately)
    var list = recorded
    // The recognizers still deciding with no finger down (a single tap
    // waiting 0.35 s for its double tap to fail) are involved too.
    for g in window?.recognizersDeciding ?? [] { list.appendIfNew(g) }
    if let touches = window?.activeTouches {
      for t in touches {
        for g in t.gestureRecognizers { list.appendIfNew(g) }
      }
    }
    // Delegate answers, on the recognizer's row; one that never saw the
    // touch (`shouldReceive` said no) gets a row for the answer alone —
    // an earlier gesture's when the answer came before the latest episode.
    for (g, note, k) in noted {
      if let i = list.index(of: g) {
        list.rows[i].note = note
      } else if k < episodeStart {
        list.append(
          GestureRow(
            id: g.identifier, kind: g.kindName, view: g.view?.identifier ?? "", state: g.state.rawValue,
            note: note, isContinuous: g.isContinuous, earlierEvent: firstLately + k), for: g)
      } else {
        list.append(
          GestureRow(
            id: g.identifier, kind: g.kindName, view: g.view?.identifier ?? "", state: g.state.rawValue,
            note: note, isContinuous: g.isContinuous), for: g)
      }
    }
    return list.rows
  }

  /// The rows the records `lately` changed, each at its latest state (an
  /// earlier gesture's said so), each recognizer's latest delegate note with
  /// the record it came with, and where the latest episode began.
  ///
  /// - Parameter firstNumber: the event number of `lately`'s first record.
  static func recordedGestures(
    _ lately: ArraySlice<DispatchRecord>, opens: [Bool], firstNumber: Int
  ) -> (GestureRowList, [(GestureRecognizer, String, record: Int)], Int) {
    var list = GestureRowList()
    // Each recognizer's latest note, and the record it came with: a state
    // reached in a later record makes it stale (a scroll view's pan that
    // "took a scroll" on the wheel, then failed on a row's drag).
    var noted: [(GestureRecognizer, String, record: Int)] = []
    // Where the latest episode began: the touch that opened the latest
    // sequence, or a hover recognizer's or a trackpad transform's `began`.
    var episodeStart = 0
    // The record of each row's latest state.
    var changedAt: [Int] = []
    for (k, rec) in lately.enumerated() {
      if (k < opens.count && opens[k])
        || ((rec.kind == .hover || rec.kind == .transform)
          && rec.gestureChanges.contains { $0.state == .began })
      {
        episodeStart = k
      }
      for n in rec.gestureNotes {
        noted.removeAll { $0.0 === n.recognizer }
        noted.append((n.recognizer, n.note, k))
      }
      for change in rec.gestureChanges {
        let g = change.recognizer
        noted.removeAll { $0.0 === g && $0.record < k }
        let row = GestureRow(
          id: g.identifier, kind: g.kindName, view: g.view?.identifier ?? "", state: change.state.rawValue,
          isContinuous: g.isContinuous)
        if let i = list.index(of: g) {
          list.rows[i] = row
          changedAt[i] = k
        } else {
          list.append(row, for: g)
          changedAt.append(k)
        }
      }
    }
    // A row whose state came before the latest episode, for a recognizer not
    // active now (a hover that ended as the pointer left, a pan from an
    // earlier drag), is an earlier gesture's: said so, not shown as current.
    for (i, k) in changedAt.enumerated() where k < episodeStart {
      let state = list.rows[i].state
      if state != GestureRecognizer.State.began.rawValue, state != GestureRecognizer.State.changed.rawValue {
        list.rows[i].earlierEvent = firstNumber + k
      }
    }
    return (list, noted, episodeStart)
  }

  /// The manager Ctrl+Z would use now and every other one in the key
  /// window that holds entries, each with its owner.
  ///
  /// Owners are found in the window's tree (each view, then the controller
  /// whose root view it is), then past the window up the chain (the
  /// application, its delegate): where `undoManager` lookups can find them.
  public static func undoSummaries(app: Application) -> (active: UndoSummary?, others: [UndoSummary]) {
    let window = app.keyWindow
    // Names are the scene's text: one line each, whatever they hold.
    func summary(_ owner: String, _ mgr: UndoManager) -> UndoSummary {
      UndoSummary(
        owner: ControlCharacters.escaped(owner),
        undo: mgr.undoActionNames.map { ControlCharacters.escaped($0) },
        redo: mgr.redoActionNames.map { ControlCharacters.escaped($0) })
    }
    let active = app.activeUndoManager
    var out: [UndoSummary] = []
    var seen: [ObjectIdentifier] = active.map { [ObjectIdentifier($0)] } ?? []
    func consider(_ r: Responder) {
      guard let mgr = r.ownedUndoManager, !seen.contains(ObjectIdentifier(mgr)) else { return }
      seen.append(ObjectIdentifier(mgr))
      if mgr.canUndo || mgr.canRedo { out.append(summary(r === window ? "window" : r.identifier, mgr)) }
    }
    if let window {
      // Iterative, so a deep tree costs no stack.
      var stack: [View] = [window]
      while let v = stack.popLast() {
        consider(v)
        if let c = v.owningController { consider(c) }
        stack += v.subviews.reversed()
      }
      var past = window.next
      var hops = 0
      while let r = past, hops < 16 {
        consider(r)
        past = r.next
        hops += 1
      }
    }
    let start: Responder? = window?.firstResponder ?? window
    let current = active.map { summary(start?.undoManagerOwner?.identifier ?? "window", $0) }
    return (current, out)
  }

  /// The responders `r` sent `touchesCancelled` to, each once, in order.
  static func cancelledViews(in r: DispatchRecord) -> [String] {
    var out: [String] = []
    var previous: Responder?
    for call in r.callLog {
      guard case .event(.touchesCancelled) = call.message else {
        previous = nil
        continue
      }
      // The view's default implementation forwards it up the chain: those
      // hops are the walk, not views whose touches were cancelled.
      defer { previous = call.responder }
      if let p = previous, p.next === call.responder { continue }
      let id = ControlCharacters.escaped(call.responder.identifier)
      if !out.contains(id) { out.append(id) }
    }
    return out
  }

  /// Why `r` cancelled touches, from the decisions recorded where they were
  /// taken: a scroll view that began scrolling, a recognizer that won with
  /// `cancelsTouchesInView`.
  static func cancelReasons(in r: DispatchRecord) -> [String] {
    var out: [String] = []
    let scrolling = r.scrollNotes.filter { $0.decision == .cancelled }
    for n in scrolling {
      let line = ControlCharacters.escaped("\(n.scrollView.identifier): \(n.why)")
      if !out.contains(line) { out.append(line) }
    }
    // A scroll view's own pan is explained by its note above.
    for d in r.gestureDecisions where !scrolling.contains(where: { $0.scrollView === d.recognizer.view }) {
      guard case .cancelledTouchesInView = d else { continue }
      let line = ControlCharacters.escaped("\(d.recognizer.identifier) recognized (cancelsTouchesInView)")
      if !out.contains(line) { out.append(line) }
    }
    return out
  }

  /// The latest action `r` sent, or that timers sent after it and before the next event.
  static func actionSent(by r: DispatchRecord, history: [DispatchRecord]) -> ActionRecord? {
    var found = r.actions.last
    if let i = history.lastIndex(where: { $0 === r }) {
      for later in history[(i + 1)...] {
        guard later.kind == .timer else { break }
        if let a = later.actions.last { found = a }
      }
    }
    return found
  }

  /// Labels and image views are skipped because UIKit turns their
  /// interaction off by default, one of the most asked questions about
  /// touches; the hit-test panel says so where it happens.
  static func skipNote(_ visit: HitTestVisit) -> String? {
    guard visit.skipped == .interactionDisabled, visit.view is Label || visit.view is ImageView else {
      return nil
    }
    return (visit.view is Label ? "labels" : "image views") + " ignore touches by default"
  }

  /// Scroll views that took a decision in recent records or hold a touch now.
  static func scrollRows(history: [DispatchRecord], window: Window?) -> [ScrollRow] {
    var views: [ScrollView] = []
    func add(_ v: View?) {
      if let s = v as? ScrollView, !views.contains(where: { $0 === s }) { views.append(s) }
    }
    for rec in history.suffix(40) { for n in rec.scrollNotes { add(n.scrollView) } }
    for t in window?.activeTouches ?? [] { for g in t.gestureRecognizers { add(g.view) } }
    return views.suffix(3).map { s in
      let motion =
        s.isZooming
        ? "zooming"
        : s.isDragging
          ? "dragging" : s.isZoomBouncing ? "zoom bouncing" : s.isDecelerating ? "decelerating" : "at rest"
      return ScrollRow(
        id: s.identifier, panState: s.panGestureRecognizer.state.rawValue, offset: s.contentOffset,
        motion: motion,
        note: s.lastNote.map { "\($0.decision.rawValue): \($0.why)" },
        zoomScale: s.isZoomingPossible ? s.zoomScale : nil)
    }
  }

  /// A chain end a learner would ask about, in words; nil for the
  /// application's ordinary end.
  static func words(for end: ChainEnd, at id: String) -> String? {
    switch end {
    case .application, .other: return nil
    case .overridden: return "\(id).next is nil: the scene's `next: null` ends the chain here"
    case .controllerViewNotInHierarchy(let view):
      return
        "\(id).next is nil: a view controller's next is its view's superview, and \(view) has none now (it left the window: a controller was pushed or presented over it)"
    case .viewNotInHierarchy:
      return "\(id).next is nil: it has no superview and no controller (it is not in the window)"
    }
  }

  /// The chain rows: visited hops, the handler, then the rest not reached.
  static func rows(full: [Responder], visited: [Responder], handler: Responder?) -> [ChainRow] {
    var out: [ChainRow] = []
    var reachedHandler = false
    let visitedIDs = Set(visited.map(ObjectIdentifier.init))
    var chain = full
    // The chain can have been walked from a responder that is no longer on
    // the default chain (an override changed mid-way); show what was visited.
    // (By identity sets: comparing each visited with the whole chain was
    // quadratic in a 3,000-level presentation stack, issue 37.)
    let chainIDs = Set(chain.map(ObjectIdentifier.init))
    if chain.isEmpty || !visitedIDs.isSubset(of: chainIDs) { chain = visited }
    let covers = Covers()
    for r in chain {
      let state: HopState
      if reachedHandler {
        state = .notReached
      } else if r === handler {
        state = .handled
        reachedHandler = true
      } else if visitedIDs.contains(ObjectIdentifier(r)) {
        state = .visited
      } else {
        state = .notReached
      }
      out.append(
        ChainRow(id: r.identifier, kind: kindName(of: r), state: state, place: place(of: r, covers: covers)))
    }
    return out
  }

  /// How a row names the kind of `r`: Core's kind (`view`, `button`), or a
  /// Swift class with the kind it descends from, as its declaration reads
  /// (`SwipeCard: view`), so a learner sees where their own code sits on the
  /// path and the chain.
  static func kindName(of r: Responder) -> String {
    if r.isDeclaredInCore { return r.kindName }
    let kind = r.kindName
    return kind.prefix(1).uppercased() + kind.dropFirst() == r.className
      ? r.className : "\(r.className): \(kind)"
  }

  /// Where `r` is drawn: a view at its frame, a controller beside its root
  /// view, the window and everything past it at the scene's edge (the
  /// window's frame is the whole scene: an arrow into it would point nowhere).
  static func place(of r: Responder, covers: Covers = Covers()) -> ChainPlace {
    if r is Window { return .edge }
    // A view partly under a page drawn above is placed on the part that
    // shows (`Covers.uncovered`), so its stop is not drawn on the page.
    if let v = r as? View {
      return covers.isUnseen(v) ? .unseen : .view(covers.uncovered(v) ?? v.frameInWindow)
    }
    if let c = r as? ViewController {
      return covers.isUnseen(c.view)
        ? .unseen : .controller(root: covers.uncovered(c.view) ?? c.view.frameInWindow)
    }
    return .edge
  }

  /// The rules that decided this event, one line each.
  static func decisions(of r: DispatchRecord) -> [String] {
    var out: [String] = []
    if let k = r.keyCommand {
      out.append(
        "key command \(k.command.chord) → \(k.command.action)(_:), found in \(k.owner.identifier)'s keyCommands"
      )
    }
    if let b = r.exclusiveTouchBlock {
      out.append(
        b.by === b.hitView
          ? "exclusiveTouch: \(b.by.identifier) gets no touch while another view tracks one"
          : "exclusiveTouch: \(b.by.identifier) is tracking a touch, so no other view gets this one")
    }
    if !r.controlEvents.isEmpty {
      var groups: [(String, [String])] = []
      for (control, event) in r.controlEvents {
        if let i = groups.firstIndex(where: { $0.0 == control.identifier }) {
          groups[i].1.append(event.name)
        } else {
          groups.append((control.identifier, [event.name]))
        }
      }
      for (id, events) in groups { out.append("\(id) sent \(events.joined(separator: ", "))") }
    }
    // A control that got the touch and would not track it.
    for n in r.controlNotes { out.append(ControlCharacters.escaped("\(n.control) did not track: \(n.why)")) }
    // Overrides that decided (hit-testing, `next`, canPerformAction): a
    // Swift class's named by class and method, a scene key's (`next:`,
    // `canPerform:`, `refuses:`) by the key and its value, in one sentence
    // shape (`OverrideDecision.description`).
    for d in r.overrideDecisions { out.append("\(d.by.isSwiftClass ? "Swift override" : "Scene key"): \(d)") }
    // A trackpad transform is a recognizer's, not a responder's: the views
    // were offered it, none handled a touch (lesson 9).
    if let t = r.transformTaken {
      out.append(
        "\(t.recognizer) (\(t.kind) on \(t.view)) took the transform: a gesture recognizer, not a responder — no touch reached \(t.view)"
      )
    }
    return out
  }

  static func note(forEmptyChainOf r: DispatchRecord) -> String {
    if let b = r.exclusiveTouchBlock {
      return "exclusiveTouch: \(b.by.identifier) blocks this touch; no view or recognizer gets it"
    }
    switch r.kind {
    case .key: return "a key command: matched before any responder, as UIKeyCommands are"
    case .touch:
      if r.pointerNotes.contains(.input(.menu)) {
        return "the menu took this touch: it lives in a window of its own, so no view of the app got it"
      }
      if !r.gestureChanges.isEmpty {
        return "recognizers are handling this touch; its view gets no phases now"
      }
      return "no responder got this phase (held or taken by a recognizer, or the view already tracks a touch)"
    case .timer: return "a timer fired"
    case .action: return "an action message: see below"
    default: return "no responder was asked"
    }
  }

  static func title(of r: DispatchRecord, outcome: Bool = true) -> String {
    // A timer's detail is just "timer": "timer timer" said nothing.
    if r.kind == .timer { return "a timer fired" }
    var s = "\(r.kind) \(ControlCharacters.escaped(shownDetail(of: r)))"
    // The pointer's input named (a secondary click, hover, a trackpad's pinch).
    s += pointerInputs(of: r, outcome: outcome)
    // Fingers that changed in one frame are one event: its title names each.
    if let touches = severalTouches(of: r) {
      return s + ", \(touches.count) touches at " + touches.map { "\($0.point)" }.joined(separator: ", ")
    }
    if let p = r.point { s += " at \(p)" }
    return s
  }

  /// The pointer's input an event came from, named after its detail (" (secondary
  /// click)"), and what it did to a menu; empty for a finger's event.
  static func pointerInputs(of r: DispatchRecord, outcome: Bool = true) -> String {
    r.pointerNotes.map { note in
      if case .input(let name) = note { return " (\(name))" }
      return outcome ? ": \(note)" : ""
    }.joined()
  }

  /// The touches of an event that carried more than one (fingers that
  /// changed in one frame), which the log row counts and the title lists;
  /// nil for a one-touch event, whose detail and point say it all.
  static func severalTouches(of r: DispatchRecord) -> [TouchChange]? {
    r.frameTouches.count > 1 ? r.frameTouches : nil
  }

  /// A record's detail as the overlay writes it: a modifier key pressed
  /// alone is named once ("lctrl down", not "ctrl+lctrl down").
  static func shownDetail(of r: DispatchRecord) -> String {
    guard let key = r.key, key.isLoneModifier, !key.chord.modifiers.isEmpty else { return r.detail }
    return RecordedKey(KeyChord(key.chord.key), key.transition).text
  }
}

extension DispatchRecord {
  /// The recognizer that took this trackpad transform, as its note names it.
  var transformTaken: (recognizer: String, kind: String, view: String)? {
    for case .transformTaken(let recognizer, let kind, let view) in pointerNotes {
      return (recognizer, kind, view)
    }
    return nil
  }
}
