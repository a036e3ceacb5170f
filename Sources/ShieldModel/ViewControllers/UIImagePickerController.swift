/// The system image picker (UIKit's `UIImagePickerController`), reduced to its camera: a
/// controller whose view shows the camera's viewfinder, with a Cancel button.
///
/// The camera is presented full screen: Apple's class reference asks for a full-screen
/// presentation of the camera interface (on iPad the photo library goes in a popover instead,
/// https://developer.apple.com/documentation/uikit/uiimagepickercontroller ; high), and with
/// iOS 13's `.automatic` plugins still forced `.fullScreen` on the camera
/// (https://github.com/ionic-team/capacitor/issues/819 ; medium). So `.automatic` means
/// `.fullScreen` for the camera on every version (model choice for the library source: a sheet,
/// as any controller). What the viewfinder films is not the app's content (neutral).
@preconcurrency @MainActor open class UIImagePickerController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }

  /// Where the picker takes its images from.
  nonisolated public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }

  /// The picker's source; `.photoLibrary` by default, as in UIKit.
  public var sourceType: SourceType = .photoLibrary

  /// Whether the device offers `sourceType` (every modeled device has a camera).
  public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { true }

  /// Creates a picker showing the photo library until ``sourceType`` is set.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  package override var ownAutomaticPresentationStyle: UIModalPresentationStyle? {
    sourceType == .camera ? .fullScreen : nil
  }
  package override var offersDismissButton: Bool { true }

  open override func loadView() {
    let v = UIView(frame: .zero)
    v.backgroundColor = .black
    v.layer.contentRole = .appNeutral
    v.accessibilityIdentifier = "camera-viewfinder"
    view = v
  }
}
