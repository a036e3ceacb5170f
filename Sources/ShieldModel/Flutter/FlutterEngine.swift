/// Dart's `AppLifecycleState`, as a Flutter host's engine reports it to Dart
/// (`WidgetsBindingObserver.didChangeAppLifecycleState`,
/// https://api.flutter.dev/flutter/dart-ui/AppLifecycleState.html ; high). `hidden` (Flutter
/// 3.13+) is not modeled: on iOS it comes between `inactive` and `paused` in the same hop.
nonisolated public enum AppLifecycleState: String, Hashable, Sendable {
  /// Visible and taking input (after did-become-active).
  case resumed
  /// Visible, not taking input (after will-resign-active and will-enter-foreground).
  case inactive
  /// Not visible (after did-enter-background).
  case paused
}

/// The Flutter engine of a Flutter host: it tells Dart about the app's life cycle and draws the
/// Dart side's frames into the host's view.
///
/// What Dart draws changes only on the engine's next frame: a `setState` made now is drawn at the
/// next display frame at the earliest, and only while the engine draws frames
/// (``FlutterVersion/drawsFramesWhileInactive``; never in the background). Life-cycle messages
/// go from the iOS main thread to Dart over a platform channel, so Dart's handler runs after the
/// UIKit callback has returned, on a later turn (`FlutterViewController.mm`,
/// https://github.com/flutter/flutter/blob/master/engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterViewController.mm ;
/// high for the threading, the one-turn hop is the model's reading). The model draws Dart's
/// widgets as views of the host's root view, changed inside ``setState(_:)``.
@preconcurrency @MainActor public final class FlutterEngine {
  /// The Flutter release the host was built with.
  public let version: FlutterVersion
  /// Changes Dart asked for, drawn at the next frame.
  package private(set) var pendingFrame: [() -> Void] = []
  /// Whether the engine draws no frames now (its surface is gone, or frames are stopped).
  package private(set) var isDrawingStopped = false

  package init(version: FlutterVersion) { self.version = version }

  /// The engine of the Flutter host whose code is running, or `nil` in any other app.
  public static var current: FlutterEngine? { Device.current?.flutterEngine }

  /// Dart's `setState`: `change` (which edits the views Dart draws) is applied at the engine's
  /// next frame, while the engine draws frames; changes wait in order otherwise.
  public func setState(_ change: @escaping () -> Void) {
    pendingFrame.append(change)
  }

  /// Whether a frame waits to be drawn at the next display frame.
  package var wantsFrame: Bool { !isDrawingStopped && !pendingFrame.isEmpty }

  /// Draws one frame: applies every change asked for before it.
  package func drawFrame() {
    guard wantsFrame else { return }
    let changes = pendingFrame
    pendingFrame.removeAll()
    for change in changes { change() }
  }

  /// The app's aggregate state changed: stops or restarts frames, as the engine does in the same
  /// callback (surface torn down synchronously in did-enter-background; from Flutter 1.2 to 2.0
  /// frames also stop at will-resign-active; both restart at did-become-active).
  package func applicationStateDidChange(to state: AppLifecycleState, resigning: Bool) {
    switch state {
    case .paused: isDrawingStopped = true
    case .resumed: isDrawingStopped = false
    case .inactive: if resigning && !version.drawsFramesWhileInactive { isDrawingStopped = true }
    }
  }
}

extension Device {
  /// Tells the Flutter engine, if any, that the app's aggregate state changed, and queues the
  /// message to Dart (the strategy's ``PrivacyScreenStrategy/didChangeAppLifecycleState(_:)``)
  /// for a later turn.
  package func reportFlutterLifecycle(_ state: AppLifecycleState, resigning: Bool = false) {
    guard let engine = flutterEngine, !isCrashed else { return }
    engine.applicationStateDidChange(to: state, resigning: resigning)
    log("flutter lifecycle \(state.rawValue) (queued for Dart)")
    enqueueMain { [weak self] in self?.strategy?.didChangeAppLifecycleState(state) }
  }
}
