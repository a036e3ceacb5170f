/// A native Android view a screen embeds in its content (a web view, a PDF view, a video player), and how it reaches
/// the screen.
///
/// How matters because of where the view's pixels are composed. Flutter's platform views in virtual-display mode (the
/// `AndroidView` widget until hybrid composition and texture-layer modes replaced it, Flutter 3.0; `initAndroidView`)
/// render the native view into a `VirtualDisplay` the engine makes (`VirtualDisplayController.create`:
/// `createVirtualDisplay("flutter-vd", …, flags 0)`), on a `SingleViewPresentation` window of type
/// `TYPE_PRIVATE_PRESENTATION` flagged only `FLAG_NOT_FOCUSABLE`, and draw that display's output as a texture in the
/// Flutter surface (flutter/engine `shell/platform/android/io/flutter/plugin/platform/VirtualDisplayController.java`,
/// `SingleViewPresentation.java`; high). Such a display is never secure: `VIRTUAL_DISPLAY_FLAG_SECURE` needs the
/// system's `CAPTURE_SECURE_VIDEO_OUTPUT` permission (AOSP `DisplayManagerService.createVirtualDisplay`; high), and
/// SurfaceFlinger draws secure layers black on a display that is not secure (AOSP ApiDemos
/// `SecureSurfaceViewActivity`: a secure surface "will not be visible on non-secure displays"; high). Hybrid
/// composition instead adds the native view to the activity's own view hierarchy, so the window draws it as any
/// other view (https://docs.flutter.dev/platform-integration/android/platform-views ; high).
nonisolated public struct AndroidEmbeddedView: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What the embedded view shows.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// An `android.webkit.WebView` (webview_flutter, flutter_inappwebview, a YouTube player's page).
    case webView
    /// A PDF view (flutter_pdfview's `PDFView`).
    case pdfView
    /// A video player's view.
    case videoPlayer
  }

  /// How the native view's pixels reach the screen.
  public enum Composition: String, Hashable, Sendable, Codable, CaseIterable {
    /// Drawn on a virtual display the app made and shown as a texture in the app's window (Flutter's virtual-display
    /// platform views).
    case virtualDisplay
    /// A view of the activity's own window, drawn by it (Flutter's hybrid composition).
    case hybridComposition
  }

  /// What it shows.
  public var kind: Kind
  /// How it is composed.
  public var composition: Composition

  /// An embedded `kind` composed by `composition`.
  public init(_ kind: Kind, composition: Composition) {
    self.kind = kind
    self.composition = composition
  }

  /// `webView/virtualDisplay`.
  public var description: String { "\(kind.rawValue)/\(composition.rawValue)" }
}
