import AndroidModel

/// Seed 004's `FLAG_SECURE` line in `onCreate`, in a Flutter app whose sensitive screen shows a web view through a
/// platform view (``AndroidAppDescription/bankingWithWebView(_:)``): webview_flutter's default `AndroidWebView` in
/// virtual-display mode, or its `SurfaceAndroidWebView` in hybrid composition
/// (https://github.com/flutter-team-archive/plugins/pull/2883 ; high). The composition is the app's choice, so it is
/// the strategy's: on the builds where a view shown through the app's virtual display is black under `FLAG_SECURE`
/// (``AndroidPlatformFlags/virtualDisplayContentBlackUnderSecureWindow``), the first blanks its own page for the user
/// (https://github.com/pichillilorenzo/flutter_inappwebview/issues/534 ,
/// https://github.com/flutter/flutter/issues/62333), the second does not.
public final class SecureFlagOverWebView: AndroidPrivacyStrategy {
  /// How the app composes its web view.
  public let composition: AndroidEmbeddedView.Composition
  private let secure = SecureFlagOnCreate()

  /// The strategy in an app composing its web view by `composition`.
  public init(_ composition: AndroidEmbeddedView.Composition) { self.composition = composition }

  /// `secure-flag-webview-virtual-display`, `secure-flag-webview-hybrid-composition` or
  /// `secure-flag-webview-texture-layer`.
  public var name: String { Self.name(for: composition) }

  /// The strategy's name in an app composing its web view by `composition`.
  public nonisolated static func name(for composition: AndroidEmbeddedView.Composition) -> String {
    switch composition {
    case .virtualDisplay: return "secure-flag-webview-virtual-display"
    case .hybridComposition: return "secure-flag-webview-hybrid-composition"
    case .textureLayer: return "secure-flag-webview-texture-layer"
    }
  }
  /// Recents, screenshots and recordings.
  public var claims: AndroidProtectionClaims { .all }

  /// Sets `FLAG_SECURE` on the activity's window.
  public func onCreate(_ activity: Activity) { secure.onCreate(activity) }
}
