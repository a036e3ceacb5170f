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
/// other view; texture-layer mode (the default `AndroidView` since Flutter 3.0) draws it into a texture from the
/// app's own window, except a view holding a `SurfaceView`, which it moves into a virtual display
/// (https://docs.flutter.dev/platform-integration/android/platform-views ; the engine's `PlatformViewsController`,
/// `VIEW_TYPES_REQUIRE_VIRTUAL_DISPLAY = {SurfaceView.class}`; high).
nonisolated public struct AndroidEmbeddedView: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What the embedded view shows.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// An `android.webkit.WebView` (webview_flutter, flutter_inappwebview, a YouTube player's page).
    case webView
    /// A PDF view (flutter_pdfview's `PDFView`).
    case pdfView
    /// A video player's view, which holds a `SurfaceView` (ExoPlayer's `PlayerView` draws video into one by default,
    /// `surface_type="surface_view"`, https://exoplayer.dev/ui-components.html ; high).
    case videoPlayer

    /// Whether the view holds a `SurfaceView` (a video player's).
    public var holdsSurfaceView: Bool { self == .videoPlayer }
  }

  /// How the native view's pixels reach the screen.
  public enum Composition: String, Hashable, Sendable, Codable, CaseIterable {
    /// Drawn on a virtual display the app made and shown as a texture in the app's window (Flutter's virtual-display
    /// platform views).
    case virtualDisplay
    /// A view of the activity's own window, drawn by it (Flutter's hybrid composition).
    case hybridComposition
    /// Drawn into a texture from the app's own window (Flutter's texture-layer mode), or on a virtual display when
    /// the view holds a `SurfaceView`.
    case textureLayer
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

  /// Whether its pixels come from a virtual display the app made: virtual-display mode, or texture-layer mode for a
  /// view holding a `SurfaceView`.
  public var isComposedOnVirtualDisplay: Bool {
    composition == .virtualDisplay || (composition == .textureLayer && kind.holdsSurfaceView)
  }

  /// `webView/virtualDisplay`.
  public var description: String { "\(kind.rawValue)/\(composition.rawValue)" }
}
