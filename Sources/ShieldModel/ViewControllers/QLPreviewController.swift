/// QuickLook's preview controller (`QLPreviewController`), reduced to one file's preview with a
/// Done button.
///
/// It is presented full screen: Apple's delegate reference says the system "is about to present
/// the preview full screen", and with no animation it "displays the preview full screen
/// immediately" (Apple, "previewController(_:frameFor:inSourceView:)",
/// https://developer.apple.com/documentation/quicklook/qlpreviewcontrollerdelegate/previewcontroller(_:framefor:insourceview:) ;
/// iOS 4+; medium for iOS 13+, where no source says the default style changed it). So
/// `.automatic` means `.fullScreen` for it on every version, as for the camera, and a style the
/// app sets is kept. Unlike a Safari view's page, what it shows is the app's own file (a
/// statement, a scanned ID): the app's content, sensitive when the scene is, so a lock drawn as a
/// view of the root under it leaves the file on screen and in the snapshot
/// (https://github.com/linagora/cozy-flagship-app/pull/501 : the QuickLook controller with the
/// file stayed on top of the app's lock screen after a background round trip; first-hand, high).
/// Not modeled: whether the app's capture protections (a secure canvas) reach the preview, which
/// QuickLook may draw out of process.
@preconcurrency @MainActor open class QLPreviewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }

  /// Creates a preview controller (its data source is not modeled: it previews one file of the
  /// app's; `init()` is inherited).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Whether the previewed file is sensitive (the app's own data; `false` for a file the app
  /// marks neutral, or in a scene it marks non-sensitive).
  package var previewIsSensitive = true

  package override var ownAutomaticPresentationStyle: UIModalPresentationStyle? { .fullScreen }
  package override var offersDismissButton: Bool { true }

  open override func loadView() {
    let v = UIView(frame: .zero)
    v.backgroundColor = .white
    v.layer.contentRole = previewIsSensitive ? .appSensitive(textHeight: 17) : .appNeutral
    v.accessibilityIdentifier = "quicklook-preview"
    view = v
  }
}
