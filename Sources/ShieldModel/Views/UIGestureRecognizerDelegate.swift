/// The delegate a gesture recognizer asks before it recognizes (Apple,
/// "UIGestureRecognizerDelegate", https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate ;
/// iOS 3.2+; high). Every method is optional in UIKit; here each has UIKit's default answer
/// (begin: yes; recognize with another: no).
///
/// Model: the delegate is kept (``UIGestureRecognizer/delegate``) and **not consulted**
/// (approximated): the model's recognizers (taps, the interactive pop) recognize as their own
/// rules say, whatever the delegate answers (model limit: a delegate that refuses the interactive
/// pop on iOS does not stop the model's).
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin (default `true`).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the recognizer may recognize with `otherGestureRecognizer` (default `false`).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// UIKit's default: the recognizer may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// UIKit's default: not together with another.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

extension UIGestureRecognizer {
  /// The recognizer's delegate (Apple, "delegate",
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate ; iOS 3.2+;
  /// weak, as UIKit's). Kept, not consulted (see ``UIGestureRecognizerDelegate``). Held in a side
  /// table keyed by the recognizer, so that no class's layout changes.
  public var delegate: (any UIGestureRecognizerDelegate)? {
    get { GestureDelegateStore.delegates[ObjectIdentifier(self)]?.delegate }
    set {
      GestureDelegateStore.delegates = GestureDelegateStore.delegates.filter { $0.value.recognizer != nil }
      GestureDelegateStore.delegates[ObjectIdentifier(self)] = newValue.map { .init(recognizer: self, delegate: $0) }
    }
  }
}

/// The delegates set on recognizers, by recognizer identity; an entry whose recognizer was
/// released is dropped at the next write (never iterated for output).
@MainActor enum GestureDelegateStore {
  struct Entry {
    weak var recognizer: UIGestureRecognizer?
    weak var delegate: (any UIGestureRecognizerDelegate)?
  }
  static var delegates: [ObjectIdentifier: Entry] = [:]
}
