import ShieldModel

/// The older lock screens of a code that ``LockConfiguration/stacks`` its screens.
///
/// A stacking code puts up a new lock screen at each moment its lock is due without looking for
/// one already up, and keeps a reference to the newest only; each screen is a controller with
/// code of its own. The code's belief ("the lock passed") follows the newest screen, but an older
/// one UIKit still shows keeps its own code: when the newer screen presented over it is dismissed,
/// UIKit sends the older one `viewDidAppear` again (a full-screen presenter's view comes back;
/// Apple, "viewDidAppear(_:)": "Notifies the view controller that its view was added to a view
/// hierarchy", https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) ),
/// and a screen that asks for Face ID from its `viewDidAppear` (`auth=appear`) asks again there, by
/// its own state (it is up, so it asks), whatever the app believes: a lock screen's `viewDidAppear`
/// "hit" right after a match "which triggers ... Face ID again"
/// (https://github.com/tiny2n/JKLLockScreenViewController/issues/8 , iOS 11); Verge's PIN screen
/// asks from its own `viewDidAppear` (cited by the family's `stacks` row, docs/strategies.md).
/// Its Unlock button asks the same way, and its own success takes it down. Whether such a request,
/// made while the matched prompt animates away, shows a prompt is the platform's answer
/// (``PlatformFlags/requestDuringMatchDismissalFails``).
extension LockStrategy {
  /// Whether `controller` is an older screen the stacking code put up and lost (asked from the
  /// controller's own appearance or button: UIKit showing it is what called).
  func isStackedScreen(_ controller: LockViewController) -> Bool {
    guard configuration.stacks, configuration.release.usesBiometry else { return false }
    stackedScreens.removeAll { $0.controller == nil }
    return stackedScreens.contains { $0.controller === controller }
  }

  /// The older screen `controller`'s own code asks for Face ID (from `origin`) on a new `LAContext`,
  /// with no in-flight guard of the app's; on a success it takes itself down where it is (dismissed
  /// if presented, its window hidden if it is the window's root, else its view removed), on a
  /// failure it stays up with its Unlock button.
  func askFromStackedScreen(_ controller: LockViewController, from origin: String) {
    let context = LAContext()
    let asked = ObjectIdentifier(context)
    noteRequest(asked, from: origin)
    if logsRequests { context.requestOrigin = origin }
    context.evaluatePolicy(configuration.policy.laPolicy, localizedReason: "Unlock the app") {
      [weak self, weak controller] success, _ in
      DispatchQueue.main.async {
        guard let self else { return }
        _ = self.noteReply(asked)
        guard success, let controller else { return }
        Self.takeDown(controller)
        self.stackedScreens.removeAll { $0.controller == nil || $0.controller === controller }
        self.removedControllers.removeAll { !Self.isOnScreen($0) }
      }
    }
  }

  /// An older screen's own code taking it down, as UIKit lets a controller do from where it is.
  static func takeDown(_ controller: LockViewController) {
    _ = controller.viewIfLoaded?.endEditing(true)
    if controller.presentingViewController != nil {
      controller.dismiss(animated: false)
    } else if let window = controller.viewIfLoaded?.window, window.rootViewController === controller {
      window.isHidden = true
    } else {
      controller.viewIfLoaded?.removeFromSuperview()
    }
  }
}

/// An older lock screen of a stacking code, by its controller, held weakly.
struct StackedLockScreen {
  /// The screen's controller, while something (UIKit) still holds it.
  weak var controller: LockViewController?
}
