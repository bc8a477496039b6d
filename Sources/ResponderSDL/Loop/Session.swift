internal import CSDL2
import ResponderCore

/// One running scene: the application, SDL's queue feeding it through the
/// translation switch, and the fixed-timestep clock driving it.
///
/// `rlab run`, `rlab test`, `replay`, `shot` and the benchmarks all drive a
/// session the same way: `tick()` drains the whole SDL queue (every event is
/// dispatched in the tick it arrives — never one per frame), then advances
/// simulation time by one step, firing timers.
public final class Session {
  public private(set) var app: Application {
    get { appStorage }
    set { appStorage = newValue }
  }
  @exclusivity(unchecked) final var appStorage: Application
  public let translator: SDLEventTranslator
  public var stepper: FixedTimestep
  /// Called with every input the translation produced, before dispatch
  /// (the recorder listens here).
  public var inputObservers: [(InputEvent, Double) -> Void] {
    get { inputObserversStorage }
    set { inputObserversStorage = newValue }
  }
  @exclusivity(unchecked) final var inputObserversStorage: [(InputEvent, Double) -> Void] = []
  /// Sees each input before the application does; returning true keeps it
  /// from the application (the live window's own keys, step mode's queue).
  public var inputInterceptor: ((InputEvent) -> Bool)? {
    get { inputInterceptorStorage }
    set { inputInterceptorStorage = newValue }
  }
  @exclusivity(unchecked) final var inputInterceptorStorage: ((InputEvent) -> Bool)?
  /// Called after every tick (the replay window draws and paces here).
  public var afterTick: (() -> Void)?
  /// Events drained from SDL so far.
  public private(set) var eventsPolled: Int {
    get { eventsPolledStorage }
    set { eventsPolledStorage = newValue }
  }
  @exclusivity(unchecked) final var eventsPolledStorage: Int = 0
  /// The buffer one SDL event's inputs are translated into, kept between
  /// polls so that translating allocates nothing.
  @exclusivity(unchecked) private var translatedInputs: [InputEvent] = []
  /// The finger changes of the poll under way not yet dispatched, kept
  /// between polls for its storage (empty between polls).
  @exclusivity(unchecked) private var touchFrame: [TouchChange] = []

  public init(app: Application, windowSize: Size, stepper: FixedTimestep = FixedTimestep()) {
    self.appStorage = app
    self.translator = SDLEventTranslator(windowSize: windowSize)
    self.stepper = stepper
  }

  /// Swaps in a freshly loaded scene (hot reload), keeping the window.
  public func replace(app newApp: Application) {
    app.handle(.interruption("reload"))
    app.discardRecords()
    app = newApp
  }

  /// Breaks the application → record → application cycle, so that a
  /// dropped session frees its scene (docs/RELIABILITY.md).
  deinit {
    app.discardRecords()
  }

  /// Polls every queued SDL event, translates and dispatches it; returns
  /// how many SDL events there were.
  ///
  /// The finger (and mouse) changes of one poll are one input frame: a run
  /// of them in one phase, each finger once, is dispatched as one touch
  /// event (`Application.handleTouches`), as UIKit delivers every touch
  /// that changed in a frame in one `UIEvent`. A run ends at another
  /// phase, a finger already in it, or any other input, so the order of
  /// everything dispatched is the order SDL reported it.
  @discardableResult
  public func pollAndDispatch() -> Int {
    var e = SDL_Event()
    var n = 0
    var inputs = translatedInputs
    translatedInputs = []
    // The frame being gathered: its first change, and the others (an array
    // only a frame of several fingers touches).
    var first: TouchChange?
    var more = touchFrame
    touchFrame = []
    while SDL_PollEvent(&e) != 0 {
      n += 1
      inputs.removeAll(keepingCapacity: true)
      translator.translate(e, into: &inputs)
      if inputs.count == 1, inputInterceptor == nil {
        let input = inputs[0]
        for o in inputObservers { o(input, app.time) }
        if let change = TouchChange(input) {
          gather(change, &first, &more)
        } else {
          if first != nil { dispatchFrame(&first, &more) }
          app.enqueueAndDispatch(input)
        }
        continue
      }
      for input in inputs {
        if let intercept = inputInterceptor, intercept(input) { continue }
        for o in inputObservers { o(input, app.time) }
        if let change = TouchChange(input) {
          gather(change, &first, &more)
        } else {
          if first != nil { dispatchFrame(&first, &more) }
          app.enqueue(input)
        }
      }
      app.dispatchQueuedEvents()
    }
    if first != nil { dispatchFrame(&first, &more) }
    touchFrame = more
    inputs.removeAll(keepingCapacity: true)
    translatedInputs = inputs
    eventsPolled += n
    return n
  }

  /// Adds a finger's change to the frame being gathered, first dispatching
  /// the frame when the change cannot join it (another phase, or a finger
  /// the frame already moves: `TouchChange.canJoin`).
  @inline(__always)
  private func gather(_ change: TouchChange, _ first: inout TouchChange?, _ more: inout [TouchChange]) {
    guard let head = first else {
      first = change
      return
    }
    if change.canJoin(first: head, rest: more) {
      more.append(change)
      return
    }
    dispatchFrame(&first, &more)
    first = change
  }

  /// Dispatches the gathered frame: one finger as it always was (through
  /// the queue, behind whatever is queued), several as one event.
  private func dispatchFrame(_ first: inout TouchChange?, _ more: inout [TouchChange]) {
    guard let head = first else { return }
    first = nil
    if more.isEmpty {
      app.enqueueAndDispatch(head.input)
      return
    }
    more.insert(head, at: 0)
    app.dispatchQueuedEvents()
    app.handleTouches(more)
    more.removeAll(keepingCapacity: true)
  }

  /// One fixed step: drain SDL, then advance simulation time.
  public func tick() {
    pollAndDispatch()
    app.advance(by: stepper.step)
    afterTick?()
  }

  /// Dispatches one input directly (step mode delivering a held event).
  public func deliver(_ input: InputEvent) {
    for o in inputObservers { o(input, app.time) }
    app.handle(input)
  }

  /// Runs `count` ticks, jumping over the ones in which nothing can
  /// happen: with SDL's queue empty, no shake in progress and no timer due,
  /// a tick only moves the clock, so the clock is moved in one step (as
  /// FakeAsync's `elapse` jumps to the next timer). A `wait: 3600` costs one
  /// jump instead of 432,000 ticks. Sessions that pace or draw every tick
  /// (`afterTick`: replay, the live window) tick one by one.
  public func tick(_ count: Int) {
    var left = max(0, count)
    while left > 0 {
      tick()
      left -= 1
      guard left > 1, afterTick == nil, !app.shakeDetector.isShaking,
        SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE
      else { continue }
      // The last tick stays real, and so does the one a timer falls due in.
      var skip = left - 1
      if let next = app.timers.nextFireTime {
        skip = min(skip, max(0, Int(saturating: ((next - app.time) / stepper.step).rounded(.down)) - 1))
      }
      if skip > 0 {
        app.advance(by: Double(skip) * stepper.step, tickCount: skip)
        left -= skip
      }
    }
  }

  /// How many of the next `limit` ticks (at least one) can pass with nothing
  /// to observe: SDL's queue is empty, nothing animates or shakes, and the
  /// span stops short of the tick the next timer falls due in. What a
  /// script checks reads the same at either end of such a span, so
  /// `waitUntil` jumps it (`tick(_:)` fast-forwards it) instead of looking
  /// at every tick.
  public func quietTicks(upTo limit: Int) -> Int {
    guard limit > 1, !app.hasRunningAnimations, !app.shakeDetector.isShaking,
      SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE
    else { return 1 }
    guard let next = app.timers.nextFireTime else { return limit }
    let due = Int(saturating: ((next - app.time) / stepper.step).rounded(.up)) - 1
    return max(1, min(limit, due))
  }

  /// Ticks until `seconds` of simulation time have passed (at least one tick).
  public func run(seconds: Double) {
    let n = max(1, Int(saturating: (seconds / stepper.step).rounded()))
    tick(n)
  }

  /// Whether SDL asked to quit.
  public var quitRequested: Bool { translator.quitRequested }
}

extension Session {
  /// Polls and drops every queued SDL event: the benchmark baseline of
  /// SDL's own push+poll cost.
  @discardableResult
  public static func drainWithoutDispatch() -> Int {
    var e = SDL_Event()
    var n = 0
    while SDL_PollEvent(&e) != 0 { n += 1 }
    return n
  }
}
