/// The view that shows a screen's ``AndroidEmbeddedView`` inside the app's window: the native view itself (hybrid
/// composition), or the texture a virtual display's output is drawn into (virtual-display mode).
public final class EmbeddedContentView: View {
  /// What it embeds and how.
  public let embedded: AndroidEmbeddedView

  init(context: Activity?, id: String, embedded: AndroidEmbeddedView, role: ContentRole, frame: DpRect) {
    self.embedded = embedded
    super.init(context: context, id: id, role: role, frame: frame)
    setBackgroundColor(0xFFFF_FFFF)
  }

  /// Whether the user sees it black on the device's own display while it sits in `window`: its content comes from
  /// the app's virtual display (``AndroidEmbeddedView/isComposedOnVirtualDisplay``) and the window is secure, under
  /// ``AndroidPlatformFlags/virtualDisplayContentBlackUnderSecureWindow``. Stock AOSP draws it: the presentation
  /// window on the virtual display does not carry the host's `FLAG_SECURE`, so no layer there is secure.
  func isDrawnBlackOnDisplay(in window: Window, flags: AndroidPlatformFlags) -> Bool {
    embedded.isComposedOnVirtualDisplay && window.isSecure && flags.virtualDisplayContentBlackUnderSecureWindow
  }
}
