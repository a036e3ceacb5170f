/// An `android.view.SurfaceView`: content drawn into a surface of its own (Flutter draws its whole UI into one).
///
/// `setSecure` takes effect only if called before the view's window is attached to the window manager ("this must
/// be set before the surface view's containing window is attached",
/// https://learn.microsoft.com/dotnet/api/android.views.surfaceview.setsecure ; high); a later call changes nothing
/// until the surface is made again by a new attach. A secure surface is black in screenshots and recordings. The
/// surface is also secure when its window has `FLAG_SECURE` (SurfaceFlinger treats a layer as secure when it or a
/// parent is; `Layer::isSecure`, frameworks/native; medium-high).
public final class SurfaceView: View {
  private var requestedSecure = false
  /// Whether the surface was made secure (latched at the window's attach).
  public private(set) var isSurfaceSecure = false

  /// A surface view showing app content of `role`.
  init(context: Activity?, id: String, role: ContentRole) {
    super.init(context: context, id: id, role: role, frame: nil)
  }

  /// Requests a secure surface; honoured only before the window is attached.
  public func setSecure(_ isSecure: Bool) { requestedSecure = isSecure }

  func windowAttached() { isSurfaceSecure = requestedSecure }
}
