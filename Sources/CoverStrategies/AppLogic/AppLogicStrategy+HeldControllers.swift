import ShieldModel

/// The controller `present(lock|cover, ...)` presents: a new one at each call (`controller=new`, the default), or with
/// `controller=held` the one the app keeps for the scene in a property, made at its first `present` and presented
/// again at every later one, as privacy plugins keep theirs (capacitor-community/privacy-screen makes its
/// `privacyViewController` once, in its initializer, and presents it at every will-resign-active:
/// https://github.com/capacitor-community/privacy-screen/blob/v4.2.1/ios/Plugin/PrivacyScreen.swift ).
///
/// What UIKit does with either is the model's (``ShieldModel/UIViewController/present(_:animated:completion:)``; the
/// rows "A controller the app keeps" of docs/model-behaviours.md):
/// - presenting a controller that is presented already, still animating in, or being dismissed raises
///   NSInvalidArgumentException ("Application tried to present modally a view controller ... that is already being
///   presented by ..."): the app crashes, whoever presents it. That check comes before the presenter's "already
///   presenting" warning: privacy-screen 4.2.1 presents its kept controller from the bridge's root controller, and
///   its crash names that root as the controller presenting it
///   (https://github.com/capacitor-community/privacy-screen/issues/83 ;
///   the same crash in /issues/56 , /issues/102 after a Notification Center pull, /issues/109 ; the message also in
///   https://github.com/Expensify/react-native-share-menu/issues/101 and, on iOS 15,
///   https://github.com/stripe-archive/firebase-mobile-payments/issues/7 ; iOS 8+; high). A kept controller
///   presented at each leave therefore crashes at a second `present` before the dismissal that ends the first;
/// - a new controller presented from a presenter that is presenting already only logs "Attempt to present ... which
///   is already presenting ..." and shows nothing (docs/model-behaviours.md, PR7; high); from the top-most controller
///   it lands above the first (a second lock screen over the first);
/// - a kept controller whose dismissal has finished is presented again as a new one would be (the plugin above
///   presents its one controller at every leave and dismisses it at every return; medium-high: the plugin's design,
///   used as such, and no report of a crash without an overlap).
extension AppLogicStrategy {
  /// The controller `present(what, controller=...)` presents in `scene` (`held`: `controller=held`), registered as
  /// the code's reference (``lockScreens``, ``coverControllers``) so that `dismiss(lock|cover)` finds it.
  func controllerToPresent(_ what: String, held: Bool, in scene: UIWindowScene) -> UIViewController {
    let key = ObjectIdentifier(scene)
    guard what == "cover" else {
      let lock = held ? heldLock(for: scene) : newLock(for: scene)
      if !lockScreens.contains(where: { $0.controller === lock }) { lockScreens.append((key, lock)) }
      return lock
    }
    let cover: UIViewController
    if held, let kept = heldCovers.first(where: { $0.scene == key })?.controller {
      cover = kept
    } else {
      cover = Self.makeCoverController()
      if held { heldCovers.append((key, cover)) }
    }
    if !coverControllers.contains(where: { $0.controller === cover }) { coverControllers.append((key, cover)) }
    return cover
  }

  /// `controller=held` for the lock: the lock screen the app keeps for `scene`, made at its first use.
  private func heldLock(for scene: UIWindowScene) -> LockViewController {
    let key = ObjectIdentifier(scene)
    if let kept = heldLocks.first(where: { $0.scene == key })?.controller { return kept }
    let made = makeLockScreen(for: scene)
    heldLocks.append((key, made))
    return made
  }

  /// `controller=new` for the lock: the scene's lock screen while it is in no presentation (one not placed yet, or
  /// the one `addLock` or `push(lock)` placed, as before this word), and a lock screen of its own for this call while
  /// the scene's is presented or on its way in or out, as `present(LockViewController(), animated:)` makes one.
  private func newLock(for scene: UIWindowScene) -> LockViewController {
    let current = lockScreen(for: scene)
    guard current.presentingViewController != nil || current.isBeingDismissed else { return current }
    return makeLockScreen(for: scene)
  }

  /// An opaque cover controller: `UIViewController()` with a white view.
  static func makeCoverController() -> UIViewController {
    let cover = UIViewController()
    cover.view.backgroundColor = .white
    return cover
  }
}
