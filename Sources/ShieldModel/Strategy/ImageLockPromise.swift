/// An app lock's promise as it stood when the system or the user took an image of the app (a
/// switcher snapshot, a card, a screenshot, a recorded or mirrored frame): the image is judged
/// by `lock-bypass` when it shows sensitive content (``Capture/lockPromise``).
///
/// The promise for an image is wider than ``PrivacyScreenStrategy/isAppLocked`` in one way: a
/// lock whose user set it to lock after leaving ("immediately", or after a grace period) is due
/// from the moment the leave plus the grace has passed, although its code decides only at the
/// return. A suspended app runs no code (Apple, "Managing your app's life cycle",
/// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; iOS 4+;
/// high), so nothing it does when the grace runs out can change the card the switcher shows:
/// that card is the snapshot taken after did-enter-background returned. Whoever holds the device
/// then sees the app's content in it though the next return will ask for the lock.
nonisolated public struct ImageLockPromise: Hashable, Sendable {
  /// The strategy's parameter that alone leaves the image uncovered (for example a lock with no
  /// shield and no leave moment: nothing covers the app before the snapshot), or `nil` when the
  /// platform decides what the image shows; the engine labels the verdict "by construction".
  public let byConstruction: String?

  /// A promise standing for an image, with the parameter that alone decides what it shows, if any.
  public init(byConstruction: String?) { self.byConstruction = byConstruction }
}
