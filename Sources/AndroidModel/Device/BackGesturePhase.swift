/// A phase of the user's back swipe with gesture navigation (``AndroidEvent/backGesture(_:)``): the finger starts
/// the swipe from the screen's edge and holds it past the commit threshold, then lets go either back toward the edge
/// (cancel) or where it is (commit). Written `backGesture(start)`, `backGesture(cancel)`, `backGesture(commit)`.
nonisolated public enum BackGesturePhase: String, Hashable, Sendable, Codable, CaseIterable {
  /// The swipe starts and is held at the commit threshold: from API 33, with the app opted in to
  /// `OnBackInvokedCallback`, the system decides who takes the gesture and may preview what Back will show.
  case start
  /// The user lets the swipe go back: Back does not happen (`OnBackInvokedCallback.onBackCancelled`).
  case cancel
  /// The user lets go past the threshold: Back happens (`onBackInvoked`).
  case commit
}
