/// What the app under test presents itself (``SystemEvent/presentSheet(_:)``): its own sheet,
/// a full-screen modal, an alert, the system share sheet or a Safari view.
nonisolated public enum AppPresentationKind: String, Hashable, Sendable, CaseIterable {
  /// A page sheet of the app's own (the default style since iOS 13), swiped down to dismiss.
  case sheet
  /// A full-screen modal of the app's own, with a Done button.
  case fullScreen
  /// The app's own `UIAlertController`, answered with ``SystemEvent/answerAlert``.
  case alert
  /// The system share sheet (`UIActivityViewController`), with a Close button.
  case share
  /// A Safari view (`SFSafariViewController`), with a Done button.
  case safari
  /// A form sheet of the app's own: centred on a regular-width iPad, a sheet in compact width.
  case formSheet
  /// The app's own dialog over the whole screen (`.overFullScreen`), dimming what is beneath,
  /// with a Close button.
  case overFullScreen
  /// The app's own dialog over the controller that defines the presentation context
  /// (`.overCurrentContext`), with a Close button.
  case overCurrentContext
  /// The app's own opaque screen over the presentation context (`.currentContext`), with a
  /// Done button.
  case currentContext
  /// The camera (`UIImagePickerController` with the camera source), with a Cancel button.
  case camera
  /// The app's own in-app browser: a web view of the app's own page (Cordova's InAppBrowser, a
  /// `WKWebView` in a navigation controller), full screen, with a Done button. Unlike a Safari
  /// view its page is the app's content, drawn in the app's layer tree, so it is sensitive when
  /// the scene is; its code hides the window it was shown in once it is closed
  /// (https://github.com/apache/cordova-plugin-inappbrowser , `CDVWKInAppBrowser.m`, `browserExit`;
  /// high, code).
  case webView
  /// The system photo picker (`PHPickerViewController`, iOS 14+; SwiftUI's `PhotosPicker`), a
  /// sheet drawn by another process (see ``PHPickerViewController``).
  case photoPicker
  /// The system document picker (`UIDocumentPickerViewController`; a file importer), a sheet
  /// drawn by another process (see ``UIDocumentPickerViewController``).
  case documentPicker
  /// The page of a web sign-in session (`ASWebAuthenticationSession`, after its consent alert,
  /// ``SystemAlertKind/webSignIn``): a Safari sheet drawn by another process, presented by the
  /// app's controller (see ``SFAuthenticationViewController``); the session starts only while
  /// the scene is foreground active.
  case authSession
  /// QuickLook's preview of a file of the app's (`QLPreviewController`: a statement, a PDF), full
  /// screen, with a Done button; the file is the app's content, sensitive when the scene is (see
  /// ``QLPreviewController``).
  case quickLook

  /// The kinds the user's ``SystemEvent/presentSheet(_:)`` draws from (the first five, so its
  /// generated traces keep their draws); the app's code (``SystemEvent/appPresent(_:_:)``)
  /// draws from every kind.
  public static let userKinds: [AppPresentationKind] = [.sheet, .fullScreen, .alert, .share, .safari]
}

/// The controller the app's code presents from or dismisses with (``SystemEvent/appPresent(_:_:)``,
/// ``SystemEvent/appDismiss(_:)``), each a lookup apps write (N3 in the fidelity plan).
nonisolated public enum AppPresenter: String, Hashable, Sendable, CaseIterable {
  /// The root view controller of the app's window in the first scene (Strongbox presents its
  /// lock from `window.rootViewController`; Simplenote's lock dismissal came from below it).
  case root
  /// The top-most controller presented above that root, whoever presented it (a cover or a lock
  /// presented by a strategy included), else the root: the "top view controller" helper.
  case top
  /// The top-most controller the app itself presented (``SystemEvent/presentSheet(_:)`` or
  /// ``SystemEvent/appPresent(_:_:)``), else the root: an editor the app opened.
  case own
  /// The root view controller of the first scene's key window, which may be a strategy's or an
  /// SDK's window (`UIApplication.shared.keyWindow?.rootViewController`; a presentation that
  /// landed on an SDK's snapshot window, https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3195 ;
  /// medium).
  case key
  /// A new window of the app's own in the first scene, at the normal level, made key and visible,
  /// whose blank root controller presents (Cordova's InAppBrowser: `tmpWindow` at
  /// `UIWindowLevelNormal`, `makeKeyAndVisible`, then `presentViewController`;
  /// https://github.com/apache/cordova-plugin-inappbrowser , `CDVWKInAppBrowser.m`; high, code). The
  /// window is reused while the app keeps it; dismissing from it hides it. Where it stacks against
  /// the app's window of the same level is ``PlatformFlags/equalLevelMostRecentOnTop``; what a
  /// protection attached to the app's window does not reach, it does not cover.
  case newWindow
}

extension AppPresentationKind {
  /// A fresh controller of this kind for the app to present; its content is sensitive when the
  /// scene is.
  @MainActor func makeViewController(sensitive: Bool) -> UIViewController {
    switch self {
    case .sheet: return AppSheetViewController(isSensitive: sensitive, style: .automatic)
    case .fullScreen: return AppSheetViewController(isSensitive: sensitive, style: .fullScreen)
    case .alert:
      let alert = AppAlertController(isSensitive: sensitive)
      alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
      return alert
    case .share: return UIActivityViewController(activityItems: ["statement.pdf"], applicationActivities: nil)
    case .safari: return SFSafariViewController(url: "https://example.com/help")
    case .formSheet: return AppSheetViewController(isSensitive: sensitive, style: .formSheet)
    case .overFullScreen: return AppDialogViewController(isSensitive: sensitive, style: .overFullScreen)
    case .overCurrentContext: return AppDialogViewController(isSensitive: sensitive, style: .overCurrentContext)
    case .currentContext: return AppSheetViewController(isSensitive: sensitive, style: .currentContext)
    case .camera:
      let picker = UIImagePickerController()
      picker.sourceType = .camera
      return picker
    case .webView: return AppWebViewController(isSensitive: sensitive)
    case .photoPicker: return PHPickerViewController()
    case .documentPicker: return UIDocumentPickerViewController()
    case .authSession: return SFAuthenticationViewController(url: "https://example.com/sign-in")
    case .quickLook: return AppQuickLookController(isSensitive: sensitive)
    }
  }
}

/// A screen of the app's own presented as a sheet or a full-screen modal: the account details,
/// whose text is sensitive in a sensitive scene; the full-screen one has a Done button.
final class AppSheetViewController: UIViewController, AppScreen {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  let isSensitive: Bool
  init(isSensitive: Bool, style: UIModalPresentationStyle) {
    self.isSensitive = isSensitive
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = style
  }

  var screenIdentifier: String {
    switch modalPresentationStyle {
    case .fullScreen: return "fullScreen"
    case .formSheet: return "formSheet"
    case .currentContext: return "currentContext"
    default: return "sheet"
    }
  }
  var isSensitiveScreen: Bool { isSensitive }

  override var offersDismissButton: Bool {
    modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext
  }

  override func loadView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    root.backgroundColor = .white
    root.layer.contentRole = .appNeutral
    root.accessibilityIdentifier = "sheet"
    let detail = UILabel(frame: CGRect(x: 20, y: 80, width: 350, height: 200))
    detail.text = "Account details"
    detail.autoresizingMask = [.flexibleWidth]
    detail.layer.contentRole = isSensitive ? .appSensitive(textHeight: 17) : .appNeutral
    detail.accessibilityIdentifier = "sheet-details"
    root.addSubview(detail)
    view = root
  }
}

/// The app's own alert: its message shows data of the app (a transfer's amount), sensitive in a
/// sensitive scene.
final class AppAlertController: UIAlertController, AppScreen {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  let isSensitive: Bool
  let screenIdentifier: String
  /// The message label's identifier, and the text height a sensitive message is judged at.
  private let messageView: (identifier: String, textHeight: CGFloat)
  init(isSensitive: Bool) {
    self.isSensitive = isSensitive
    screenIdentifier = "alert"
    messageView = ("alert-message", 13)
    super.init(title: "Transfer sent", message: "1,250.00 to J. Appleseed", preferredStyle: .alert)
  }

  /// One of the app's screens shown as an alert (an app-logic script's `present(SCREEN, style=alert)`): its first
  /// label is the message, sensitive when the screen's label is and `isSensitive` (the screen in its scene).
  init(screen: AppDescription.Screen, isSensitive: Bool) {
    let labels = ([screen.content] + screen.views).compactMap { view -> (AppDescription.View, String)? in
      if case .label(let text, _) = view.kind { (view, text) } else { nil }
    }
    let label = labels.first
    var height: CGFloat?
    if let view = label?.0, case .sensitive(let h) = view.role { height = h }
    self.isSensitive = isSensitive && height != nil
    screenIdentifier = screen.identifier
    messageView = (label?.0.identifier ?? "\(screen.identifier)/content", height ?? 13)
    super.init(title: nil, message: label?.1 ?? screen.identifier, preferredStyle: .alert)
  }

  var isSensitiveScreen: Bool { isSensitive }

  override func loadView() {
    super.loadView()
    guard let box = view.subviews.first else { return }
    let message = UILabel(frame: CGRect(x: 10, y: 30, width: 250, height: 100))
    message.text = self.message
    message.layer.contentRole = isSensitive ? .appSensitive(textHeight: messageView.textHeight) : .appNeutral
    message.accessibilityIdentifier = messageView.identifier
    box.addSubview(message)
  }
}

/// A dialog of the app's own presented over what is beneath (`.overFullScreen` or
/// `.overCurrentContext`): a translucent dimming view that lets the presenter show through
/// (Apple: the views beneath are not removed, "if the presented view controller does not fill the
/// screen with opaque content, the underlying content shows through",
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext ;
/// high) and a card with a transfer's details, sensitive in a sensitive scene, and a Close button.
final class AppDialogViewController: UIViewController, AppScreen {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  let isSensitive: Bool
  init(isSensitive: Bool, style: UIModalPresentationStyle) {
    self.isSensitive = isSensitive
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = style
  }

  var screenIdentifier: String { modalPresentationStyle == .overFullScreen ? "overFullScreen" : "overCurrentContext" }
  var isSensitiveScreen: Bool { isSensitive }

  override var offersDismissButton: Bool { true }

  override func loadView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    root.backgroundColor = UIColor(white: 0, alpha: 0.3)
    root.layer.contentRole = .appNeutral
    root.accessibilityIdentifier = "dialog-dimming"
    let card = UILabel(frame: CGRect(x: 40, y: 300, width: 310, height: 200))
    card.text = "Confirm transfer"
    card.backgroundColor = .white
    card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    card.layer.contentRole = isSensitive ? .appSensitive(textHeight: 17) : .appNeutral
    card.accessibilityIdentifier = "dialog-card"
    root.addSubview(card)
    view = root
  }
}

/// The app's QuickLook preview of one of its files: sensitive in a sensitive scene.
final class AppQuickLookController: QLPreviewController, AppScreen {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  init(isSensitive: Bool) {
    super.init(nibName: nil, bundle: nil)
    previewIsSensitive = isSensitive
  }

  var screenIdentifier: String { "quickLook" }
  var isSensitiveScreen: Bool { previewIsSensitive }
}
