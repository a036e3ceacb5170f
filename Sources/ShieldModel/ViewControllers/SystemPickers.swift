/// The system photo picker (PhotosUI's `PHPickerViewController`, iOS 14+): the user's photo
/// library in a sheet that another process draws over the app; the app cannot read or capture
/// what it shows, only what the user picks (Apple, WWDC20 "Meet the new Photos picker",
/// https://developer.apple.com/videos/play/wwdc2020/10652/ ; WWDC23 "Embed the Photos picker in
/// your app", https://developer.apple.com/videos/play/wwdc2023/10107/ : a separate process,
/// rendered on top of the app, whose content the app cannot screenshot; high). Presented with the
/// default style (a sheet); presenting it changes no activation (no source says it resigns the
/// app; a resign seen around a picker came from the permission alert,
/// https://github.com/Yummypets/YPImagePicker/issues/560 ; medium). Its content is system UI,
/// never the app's, as a Safari view's.
@preconcurrency @MainActor open class PHPickerViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }

  /// Creates a picker (the configuration is not modeled; `init()` is inherited).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  package override var hostsRemoteContent: Bool { true }
  package override var offersDismissButton: Bool { true }

  open override func loadView() { view = remoteContentView(.white) }
}

/// The system document picker (UIKit's `UIDocumentPickerViewController`): the Files browser, a
/// view controller hosted from another process (an extension whose remote view controller can
/// fail to load, "Failed to get the remote browser View Controller",
/// https://github.com/lionheart/openradar-mirror/issues/18910 , iOS 11; medium-high), presented
/// with the default style; since iOS 8.2 it dismisses itself before telling its delegate what was
/// picked (https://github.com/lionheart/openradar-mirror/issues/10341 ; medium). Presenting it
/// changes no activation (model choice, as the photo picker). Its content is system UI.
@preconcurrency @MainActor open class UIDocumentPickerViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }

  /// Creates a picker (the content types are not modeled; `init()` is inherited).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  package override var hostsRemoteContent: Bool { true }
  package override var offersDismissButton: Bool { true }

  open override func loadView() { view = remoteContentView(UIColor(white: 0.97, alpha: 1)) }
}

/// The page of a web sign-in session (AuthenticationServices' `ASWebAuthenticationSession`,
/// SafariServices' `SFAuthenticationSession` on iOS 11; the private class UIKit presents): a
/// Safari view drawn by another process, presented by the app's controller once the user
/// continues past the consent alert (AppAuth saw it as its presenter's presented controller,
/// https://github.com/openid/AppAuth-iOS/issues/468 ; medium; Apple, "the webpage … runs in a
/// separate process", https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession ;
/// high). A session refuses to start unless its anchor window's scene is foreground active
/// (https://github.com/auth0/Auth0.swift/issues/446 ; high): ``Device`` refuses
/// `appPresent(authSession, …)` otherwise.
final class SFAuthenticationViewController: SFSafariViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  override init(url: String) { super.init(url: url) }
}
