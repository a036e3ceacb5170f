/// Where a presented controller's view goes, and who may dismiss it.
extension UIViewController {
  /// The frame of this controller's view when presented in a window of `bounds`, in points.
  ///
  /// From iOS 13 `.automatic` (for most controllers), `.pageSheet` and `.formSheet` are page
  /// sheets on iPhone: the sheet starts below the status bar and the presenter shows above it
  /// (Apple, "UIModalPresentationStyle.automatic",
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic ;
  /// WWDC19 session 224 "Modernizing Your UI for iOS 13"; high). The top inset is 6% of the
  /// height (about 50 points on a 844-point iPhone; model choice). Alerts and every other
  /// style cover the window.
  package func presentedFrame(in bounds: CGRect, osVersion: OSVersion) -> CGRect {
    guard isPageSheet(osVersion: osVersion) else { return bounds }
    let inset = (bounds.height * 0.06).rounded()
    return CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: bounds.height - inset)
  }

  /// Whether it is presented as a page sheet on `osVersion` (see ``presentedFrame(in:osVersion:)``).
  package func isPageSheet(osVersion: OSVersion) -> Bool {
    guard !presentsAsAlert, osVersion >= OSVersion(13) else { return false }
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet: return true
    default: return false
    }
  }

  /// Whether the user can dismiss it now: a page sheet by swiping it down unless
  /// ``isModalInPresentation`` (Apple, "isModalInPresentation", iOS 13,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation ;
  /// high), or any controller whose content has a Done or Close button; an alert only by
  /// answering it (``SystemEvent/answerAlert``).
  package func userCanDismiss(osVersion: OSVersion) -> Bool {
    guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed, !presentsAsAlert else {
      return false
    }
    return offersDismissButton || (isPageSheet(osVersion: osVersion) && !isModalInPresentation)
  }
}

/// The transparent view UIKit puts in the window, above the root view, to hold a presented
/// controller's view (`UITransitionView`). It draws nothing and takes the touches that reach
/// it: left behind in a window it blocks the app under it
/// (https://github.com/capacitor-community/privacy-screen/issues/76 ; medium).
final class UITransitionView: UIView {
  nonisolated deinit {}
}

/// The system share sheet (UIKit's `UIActivityViewController`): a page sheet whose content the
/// share service draws in another process, with a Close button (Apple,
/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller ; high).
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The items shared (only their count matters to the model).
  public let activityItems: [Any]

  /// Creates a share sheet for `activityItems`.
  public init(activityItems: [Any], applicationActivities: [Any]?) {
    self.activityItems = activityItems
    super.init()
  }

  package override var hostsRemoteContent: Bool { true }
  package override var offersDismissButton: Bool { true }

  open override func loadView() { view = remoteContentView(UIColor(white: 0.95, alpha: 1)) }
}

/// A Safari view (SafariServices' `SFSafariViewController`): web content drawn by another
/// process, with a Done button; presented with the default style, a page sheet from iOS 13
/// (model choice, low: Apple documents no presentation style of its own,
/// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller ).
@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The page shown (by name; the model draws no web content).
  public let url: String

  /// Creates a Safari view showing `url`.
  public init(url: String) {
    self.url = url
    super.init()
  }

  package override var hostsRemoteContent: Bool { true }
  package override var offersDismissButton: Bool { true }

  open override func loadView() {
    view = remoteContentView(.white)
  }
}

extension UIViewController {
  /// The view of a controller whose content another process draws (the share sheet, a Safari
  /// view): opaque, in `color`, and drawn as system UI, never as the app's content.
  func remoteContentView(_ color: UIColor) -> UIView {
    let v = UIView(frame: .zero)
    v.backgroundColor = color
    v.layer.contentRole = .system
    return v
  }
}
