import ShieldModel

/// A Flutter app's Dart-side lock screen (case C20): on the life-cycle change to `inactive`, a
/// `setState` swaps a lock widget over the app's screen; on `resumed` another `setState` takes it
/// away. Nothing is native: the lock appears only when the engine draws its next frame.
///
/// From Flutter 1.2 to 2.0 the engine drew no frames while the app was inactive, so the lock
/// never reached the switcher: the snapshot showed the previous screen and the lock appeared a
/// moment after coming back (https://github.com/flutter/flutter/issues/32895 ;
/// https://github.com/flutter/flutter/issues/30745 ). From 2.2 the engine draws while inactive,
/// and the lock makes the snapshot when the transition leaves it two frames (one for the
/// message to reach Dart, one to draw). It claims to protect the app switcher.
public final class FlutterLockWidget: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  private var lock: UIView?

  /// Creates the strategy.
  public init() {}

  public func didChangeAppLifecycleState(_ state: AppLifecycleState) {
    guard let engine = FlutterEngine.current else { return }
    switch state {
    case .inactive, .paused:
      guard lock == nil, let root = UIApplication.shared.delegate?.window?.rootViewController?.view else { return }
      let view = UIView(frame: root.bounds)
      view.backgroundColor = .black
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      lock = view
      engine.setState { root.addSubview(view) }
    case .resumed:
      guard let view = lock else { return }
      lock = nil
      engine.setState { view.removeFromSuperview() }
    }
  }
}
