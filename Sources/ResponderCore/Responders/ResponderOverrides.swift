/// Overrides of UIKit's methods attached to one object at run time: the one
/// seam through which code outside Core changes what a responder's methods
/// answer without a Swift subclass of its own.
///
/// It stands for a subclass made at run time, as the Objective-C runtime
/// makes one for a single object (`objc_allocateClassPair`, then
/// `class_addMethod` for each override and `object_setClass` to move the
/// object into it; Key-Value Observing's "isa-swizzling" is that, done by
/// Foundation). Swift makes no classes at run time, so the object keeps its
/// class and Core's implementation of each method below asks the attached
/// overrides first, giving them what the class's own implementation
/// answers (`super`) to return, alter or ignore. A responder has at most
/// one (`Responder.overrides`); ResponderScene's declarations are one, and
/// because the seam is per object, a user's registered Swift subclass takes
/// scene keys too. A Swift subclass's own override of the same method runs
/// first and reaches these through `super`, as an override of a class made
/// at run time from it would not: the object's class is the most derived.
///
/// Each method answers nil (or false) to defer to the class's own
/// implementation, as an override that returns `super`'s answer: what it
/// answers otherwise is its own decision, which the overlay and the trace
/// name as they name a Swift override (one value, `OverrideDecision`).
/// Every method has a default that defers, so an implementation overrides
/// only what it names in `points`,
/// which the responder reads once when it is attached
/// (`Responder.overridesDidChange()` when that changes), so that a
/// responder without these pays one bit test per method.
public protocol ResponderOverrides: AnyObject {
  /// Which methods this overrides; the others are never called.
  var points: OverridePoints { get }

  // MARK: Managing the responder chain

  /// `next`: `.some(r)` returns `r` (`.some(nil)` ends the chain), nil
  /// defers to the class's `next` (`super.next`).
  func next(of responder: Responder) -> Responder??

  // MARK: First responder

  /// `canBecomeFirstResponder`, or nil for the class's (`super`).
  func canBecomeFirstResponder(of responder: Responder) -> Bool?
  /// `canResignFirstResponder`, or nil for the class's (`super`).
  func canResignFirstResponder(of responder: Responder) -> Bool?

  // MARK: Event methods

  /// Whether the override of `method` (`touchesBegan(_:with:)`,
  /// `pressesBegan(_:with:)`, …) handles `event` itself rather than calling
  /// `super`, which forwards it to `next`. When it does, Core records the
  /// hop as handled and calls `handled(_:event:of:byOverride:)`.
  func handles(_ method: ResponderMethod, event: Event?, of responder: Responder) -> Bool
  /// The code an event method runs once the event is handled here: by
  /// this override (`byOverride`, after `handles` said so), or by the
  /// class itself (a control tracking a touch, a responder that consumes
  /// the category): what the override does after `super`.
  func handled(_ method: ResponderMethod, event: Event?, of responder: Responder, byOverride: Bool)

  // MARK: Actions

  /// Whether the override implements `action`: the Swift stand-in for
  /// `responds(to:)` on an action method the override adds.
  func implements(_ action: String, of responder: Responder) -> Bool
  /// Runs the action method the override adds for `message.action`.
  func perform(_ message: ActionMessage, of responder: Responder)
  /// `canPerformAction(_:withSender:)`, or nil for the class's (`super`:
  /// whether it implements the action).
  func canPerformAction(_ action: String, withSender sender: AnyObject?, of responder: Responder) -> Bool?

  // MARK: Controls

  /// `sendActions(for:)` for one control event, after the class sent the
  /// actions registered for it (the override's code after `super`).
  func didSendActions(for event: ControlEvents, with uiEvent: Event?, of control: Control)

  // MARK: Hit-testing

  /// `point(inside:with:)` of `view`, or nil for the class's (`super`: the bounds).
  func point(inside point: Point, with event: Event?, of view: View) -> Bool?
  /// The area `point(inside:with:)` says yes in, when it is other than the
  /// bounds: its bounding box files the view in the hit-test grid of a
  /// wide superview, and the overlay outlines it.
  func hitArea(of view: View) -> HitArea?
  /// `hitTest(_:with:)` of `view`, given what the class's returned
  /// (`classHit`, `super`'s answer): `.some(v)` returns `v`, nil keeps it.
  func hitTest(_ point: Point, with event: Event?, of view: View, classHit: View?) -> View??

  // MARK: Explanations

  /// Who answered `point(inside:with:)` with `inside` at `point`, named as
  /// declared (`Overrider.declared`), whenever these overrides answered
  /// (nil only where `point(inside:with:of:)` defers): an override that
  /// answers on its own decided, whether or not the bounds agree
  /// (`OverrideDecision`). The trace and the overlay show it, the same way
  /// as a Swift class's. Asked only when a dispatch is recorded.
  func explainPointInside(_ inside: Bool, at point: Point, of view: View) -> Overrider?
  /// Who made `hitTest(_:with:)` return `returned` where the class returned
  /// `classHit` (asked only when they differ).
  func explainHitTest(returned: View?, classHit: View?, of view: View) -> Overrider?
  /// Who made `next` return what `next(of:)` returned, named as declared
  /// (asked only where it did not defer): an override that answers on its
  /// own decided, whether or not UIKit's rule agrees. Asked only when a
  /// record is read, never during dispatch.
  func explainNext(of responder: Responder) -> Overrider?
  /// Who answered `canPerformAction(_:withSender:)` for `action`, named as
  /// declared (asked only where `canPerformAction(_:withSender:of:)` did
  /// not defer). Asked only when a record is read.
  func explainCanPerformAction(_ action: String, of responder: Responder) -> Overrider?
}

extension ResponderOverrides {
  public func next(of responder: Responder) -> Responder?? { nil }
  public func canBecomeFirstResponder(of responder: Responder) -> Bool? { nil }
  public func canResignFirstResponder(of responder: Responder) -> Bool? { nil }
  public func handles(_ method: ResponderMethod, event: Event?, of responder: Responder) -> Bool { false }
  public func handled(_ method: ResponderMethod, event: Event?, of responder: Responder, byOverride: Bool) {}
  public func implements(_ action: String, of responder: Responder) -> Bool { false }
  public func perform(_ message: ActionMessage, of responder: Responder) {}
  public func canPerformAction(_ action: String, withSender sender: AnyObject?, of responder: Responder)
    -> Bool?
  { nil }
  public func didSendActions(for event: ControlEvents, with uiEvent: Event?, of control: Control) {}
  public func point(inside point: Point, with event: Event?, of view: View) -> Bool? { nil }
  public func hitArea(of view: View) -> HitArea? { nil }
  public func hitTest(_ point: Point, with event: Event?, of view: View, classHit: View?) -> View?? { nil }
  public func explainPointInside(_ inside: Bool, at point: Point, of view: View) -> Overrider? { nil }
  public func explainHitTest(returned: View?, classHit: View?, of view: View) -> Overrider? { nil }
  public func explainNext(of responder: Responder) -> Overrider? { nil }
  public func explainCanPerformAction(_ action: String, of responder: Responder) -> Overrider? { nil }
}

/// Which of UIKit's methods a `ResponderOverrides` overrides.
public struct OverridePoints: OptionSet, Sendable, Hashable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// `next`.
  public static let next = OverridePoints(rawValue: 1 << 0)
  /// `canBecomeFirstResponder` and `canResignFirstResponder`.
  public static let firstResponder = OverridePoints(rawValue: 1 << 1)
  /// The event methods (`handles`); `handled` is asked whenever the
  /// responder handles an event, with or without this.
  public static let eventMethods = OverridePoints(rawValue: 1 << 2)
  /// Action methods (`implements`, `perform`).
  public static let actions = OverridePoints(rawValue: 1 << 3)
  /// `canPerformAction(_:withSender:)`.
  public static let canPerformAction = OverridePoints(rawValue: 1 << 4)
  /// `point(inside:with:)` (and `hitArea(of:)`).
  public static let pointInside = OverridePoints(rawValue: 1 << 5)
  /// `hitTest(_:with:)`.
  public static let hitTest = OverridePoints(rawValue: 1 << 6)
}
