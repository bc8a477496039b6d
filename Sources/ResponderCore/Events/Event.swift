/// What kind of event an `Event` is (`UIEvent.EventType`).
public enum EventType: String, Sendable, Hashable {
  case touches, presses, motion, remoteControl
  /// A mouse wheel or a trackpad's two-finger scroll (`UIEvent.EventType.scroll`):
  /// delivered to pan recognizers that accept it, with no touches.
  case scroll
  /// The pointer moving with no button down (`UIEvent.EventType.hover`):
  /// hit-tested, delivered to hover recognizers, never to responders.
  case hover
  /// A trackpad's pinch or rotation for an app that supports indirect
  /// input (`UIEvent.EventType.transform`): delivered to pinch and rotation
  /// recognizers, with no touches.
  case transform
}

/// The finer kind of a motion or remote-control event (`UIEvent.EventSubtype`).
public enum EventSubtype: String, Sendable, Hashable {
  case none
  case motionShake
  case remoteControlPlay, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
  case remoteControlNextTrack, remoteControlPreviousTrack
}

extension EventSubtype {
  /// Remote commands by the names scenes and scripts write (`remote: play`,
  /// `on: remote.pause`).
  public static let remoteCommands: [(name: String, subtype: EventSubtype)] = [
    ("play", .remoteControlPlay), ("pause", .remoteControlPause), ("stop", .remoteControlStop),
    ("togglePlayPause", .remoteControlTogglePlayPause), ("next", .remoteControlNextTrack),
    ("previous", .remoteControlPreviousTrack),
  ]

  /// The written name of a remote command, or nil for other subtypes.
  public var remoteCommandName: String? { Self.remoteCommands.first { $0.subtype == self }?.name }

  public init?(remoteCommand name: String) {
    guard let hit = Self.remoteCommands.first(where: { $0.name == name }) else { return nil }
    self = hit.subtype
  }
}

/// One event the application dispatches: a touch change, a key press, a
/// shake or a remote-control command (UIKit's `UIEvent`).
///
/// Each translated SDL key event is one `Event`, and so is each finger or
/// mouse event, except that fingers changing in one phase in one SDL poll
/// (one input frame) share one, as UIKit delivers every touch that changed
/// in a frame in one `UIEvent` (`Application.handleTouches`); `record`
/// collects what its dispatch did, for the trace, the overlay and tests.
public final class Event {
  public let type: EventType
  public let subtype: EventSubtype
  /// Simulation time, in seconds, when the event happened.
  public internal(set) var timestamp: Double {
    get { timestampStorage }
    set { timestampStorage = newValue }
    _modify { yield &timestampStorage }
  }
  @exclusivity(unchecked) final var timestampStorage: Double
  /// The touches whose phase changed in this event.
  public internal(set) var changedTouches: Set<Touch> {
    get { changedTouchesStorage }
    set { changedTouchesStorage = newValue }
    _modify { yield &changedTouchesStorage }
  }
  @exclusivity(unchecked) final var changedTouchesStorage: Set<Touch> = []
  /// Every touch currently on the screen, changed or stationary.
  public internal(set) var allTouches: Set<Touch> {
    get { allTouchesStorage }
    set { allTouchesStorage = newValue }
    _modify { yield &allTouchesStorage }
  }
  @exclusivity(unchecked) final var allTouchesStorage: Set<Touch> = []
  /// The presses of a press event.
  public internal(set) var allPresses: Set<Press> {
    get { allPressesStorage }
    set { allPressesStorage = newValue }
    _modify { yield &allPressesStorage }
  }
  @exclusivity(unchecked) final var allPressesStorage: Set<Press> = []
  /// For a motion event: true for `motionEnded`, false for `motionBegan`.
  public internal(set) var isEnding: Bool {
    get { isEndingStorage }
    set { isEndingStorage = newValue }
    _modify { yield &isEndingStorage }
  }
  @exclusivity(unchecked) final var isEndingStorage: Bool = false
  /// What the dispatch did; nil when nothing records.
  public var record: DispatchRecord? {
    get { recordStorage }
    set {
      recordStorage = newValue
      recordReference = newValue.map(Unretained.init)
    }
  }
  @exclusivity(unchecked) private var recordStorage: DispatchRecord?
  /// `record` without ownership, for the paths that write to it at every
  /// hop and every hit-test visit: `withRecord` uses it without a retain
  /// and release each time, which the event's strong `record` makes safe.
  @exclusivity(unchecked) private(set) var recordReference: Unretained<DispatchRecord>?

  /// Runs `body` with the record, if any, borrowed from the event; nil
  /// when there is none.
  @inline(__always) @discardableResult
  func withRecord<R>(_ body: (DispatchRecord) -> R) -> R? {
    guard let r = recordReference else { return nil }
    return r.borrow(body)
  }
  /// How many chain loops carry this event's messages now
  /// (`EventForwarding.forward`): while one does, the event is not reused.
  @exclusivity(unchecked) var walksUnderWay = 0
  /// The application dispatching this event, set only while its
  /// `handleTouch` (or `handleTouches`) runs (so never dangling): its walks remember chains in
  /// that application's `chainSnapshots`. Nil for every other event, whose
  /// walks ask each responder for `next`.
  var chainOwner: Application? {
    get { chainOwnerReference?.object }
    set { chainOwnerReference = newValue.map(Unretained.init) }
  }
  @exclusivity(unchecked) private var chainOwnerReference: Unretained<Application>?

  public init(type: EventType, subtype: EventSubtype = .none, timestamp: Double) {
    self.type = type
    self.subtype = subtype
    self.timestampStorage = timestamp
  }

  /// Readies a touch event for reuse (`Application`'s event pool).
  ///
  /// Its touch sets stay until the next event sets them, as UIKit's reused
  /// touches event keeps its touches: the next event of the same finger
  /// (every move and the lift) then rebuilds nothing. The touches' views
  /// are the ones the latest records hold anyway.
  func clearForReuse() {
    if !allPresses.isEmpty { allPresses = [] }
    isEnding = false
    record = nil
    walksUnderWay = 0
  }

  /// Makes `changedTouches` exactly `touch`, reusing the set when it is
  /// that already; the caller sets `allTouches` next.
  func setOnlyChangedTouch(_ touch: Touch) {
    if changedTouches.count == 1, changedTouches.contains(touch) { return }
    allTouches = []
    // Taking out the one element costs less than the library's emptying,
    // which destroys elements through their type's witnesses.
    if changedTouches.count == 1 {
      changedTouches.removeFirst()
    } else {
      changedTouches.removeAll(keepingCapacity: true)
    }
    changedTouches.insert(touch)
  }

  /// Makes `allTouches` the changed touches (one finger down): a set
  /// already sharing their storage (every move and lift of that finger on
  /// the reused event) is left as it is, which spares a retain and release.
  @inline(__always)
  func setAllTouchesToChanged() {
    guard MemoryLayout<Set<Touch>>.size == MemoryLayout<UInt>.size else {
      allTouches = changedTouches
      return
    }
    // The sets' storage addresses, read as bits (never dereferenced).
    let all = withUnsafeBytes(of: allTouches) { $0.load(as: UInt.self) }
    let changed = withUnsafeBytes(of: changedTouches) { $0.load(as: UInt.self) }
    if all != changed { allTouches = changedTouches }
  }

  /// The name an `on:` entry gives this kind of press or remote command:
  /// `press.ctrl+s`, `remote.play`; nil for other events.
  public var reactionName: String? {
    switch type {
    case .presses:
      guard let p = allPresses.first else { return nil }
      return "press." + KeyChord(p.key, modifiers: p.modifiers).description
    case .remoteControl:
      return subtype.remoteCommandName.map { "remote." + $0 }
    default: return nil
    }
  }

  /// The touches that belong to `view`.
  public func touches(for view: View) -> Set<Touch> {
    allTouches.filter { $0.view === view }
  }

  /// The touches that belong to `window`: every touch that began in it,
  /// whichever view it is in (UIEvent's `touches(for: UIWindow)`, "the
  /// touches that belong to the specified window"). An overload of the
  /// view's, as in UIKit, so that a window argument picks this one rather
  /// than the view's, which would look for touches whose view is the window.
  public func touches(for window: Window) -> Set<Touch> {
    allTouches.filter { $0.window === window }
  }

  /// The touches being delivered to a gesture recognizer: those it
  /// receives and has not ignored (`GestureRecognizer.ignore(_:for:)`).
  public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
    allTouches.filter { t in
      t.gestureRecognizers.contains { $0 === recognizer } && recognizer.sawInSequence(t)
    }
  }
}

/// A keyboard key, named as scripts and traces write it (`a`, `return`, `left`, `f5`…).
public struct Key: Hashable, Sendable, CustomStringConvertible {
  public var name: String
  public init(_ name: String) { self.name = name.lowercased() }
  public var description: String { name }
  /// Whether this is a modifier key itself (Ctrl, Shift, Alt, GUI, Caps Lock).
  public var isModifier: Bool { KeyChord.modifierKeys.contains(name) }
}

/// Modifier keys held with a press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = KeyModifiers(rawValue: 1)
  public static let control = KeyModifiers(rawValue: 2)
  public static let alternate = KeyModifiers(rawValue: 4)
  public static let command = KeyModifiers(rawValue: 8)
}

/// The kind of button a press is (`UIPress.PressType`): the Apple TV
/// remote's buttons, which a keyboard stands in for here — Return is
/// `select` (as the tvOS Simulator maps it), the arrow keys the arrows.
public enum PressType: String, Sendable, Hashable, CaseIterable {
  case select, upArrow, downArrow, leftArrow, rightArrow

  /// The press type of a key, or nil for a key that is no remote button.
  public init?(key: Key) {
    switch key.name {
    case "return": self = .select
    case "up": self = .upArrow
    case "down": self = .downArrow
    case "left": self = .leftArrow
    case "right": self = .rightArrow
    default: return nil
    }
  }
}

/// The phase of a press (`UIPress.Phase`).
public enum PressPhase: String, Sendable { case began, changed, stationary, ended, cancelled }

/// A physical key press (UIKit's `UIPress`).
public final class Press: Hashable {
  public let key: Key
  public let modifiers: KeyModifiers
  /// The remote button the key stands for (`UIPress.type`), if any.
  public var type: PressType? { PressType(key: key) }
  public internal(set) var phase: PressPhase
  public internal(set) var timestamp: Double

  public init(key: Key, modifiers: KeyModifiers = [], phase: PressPhase = .began, timestamp: Double = 0) {
    self.key = key
    self.modifiers = modifiers
    self.phase = phase
    self.timestamp = timestamp
  }

  public static func == (a: Press, b: Press) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// An action message on its way: the name, who sent it and with which event.
public struct ActionMessage {
  public var action: String
  public var sender: AnyObject?
  public var event: Event?
  /// The responder performing it. Strong, as any reference a closure may
  /// keep: a handler that stores the message keeps its receiver.
  public var receiver: Responder

  public init(action: String, sender: AnyObject?, event: Event?, receiver: Responder) {
    self.action = action
    self.sender = sender
    self.event = event
    self.receiver = receiver
  }
}
