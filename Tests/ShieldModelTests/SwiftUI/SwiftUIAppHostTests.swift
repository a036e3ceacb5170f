import TestExpectations
import Testing

@testable import ShieldModel

/// What the test apps' scene actions saw, in order.
@MainActor private enum AppActions {
  static var seen: [String] = []
}

/// The app's own root view, stubbed as glue stubs it: clear, so the app screen below shows.
private struct AppRoot: View {
  var body: some View { Color.clear }
}

/// The Xcode template's `App` with a privacy cover: black over the content unless active, and the
/// phase logged by the window group's `onChange(of:)`.
private struct CoveredApp: App {
  @Environment(\.scenePhase) private var scenePhase
  var body: some Scene {
    WindowGroup {
      AppRoot().overlay {
        if scenePhase != .active { Color.black }
      }
    }
    .onChange(of: scenePhase) { oldPhase, newPhase in
      AppActions.seen.append("\(oldPhase.rawValue)->\(newPhase.rawValue)")
    }
  }
}

/// The template's `App` with no cover: its content never hides the app screen.
private struct PlainApp: App {
  var body: some Scene {
    WindowGroup { AppRoot() }
  }
}

/// An app whose cover is app state set in the scene's action (iOS 14's form), and whose initial
/// action runs at the first evaluation.
private struct StateApp: App {
  @Environment(\.scenePhase) private var scenePhase
  @State private var hidden = false
  var body: some Scene {
    WindowGroup {
      AppRoot().overlay {
        if hidden { Color.black }
      }
    }
    .onChange(of: scenePhase) { phase in hidden = phase != .active }
    .onChange(of: scenePhase, initial: true) { AppActions.seen.append("initial or change") }
  }
}

/// What `open(_:options:completionHandler:)` told the app.
@MainActor private final class OpenResults: Sendable {
  var values: [Bool] = []
}

@Suite("SwiftUI App host (issue 29)")
@MainActor struct SwiftUIAppHostTests {
  @Test("The template's App with a cover keyed on its scenePhase covers the switcher snapshot; its onChange runs")
  func coveredAppCoversTheSnapshot() throws {
    AppActions.seen = []
    let host = SwiftUIAppHost(CoveredApp.self, claims: .appSwitcher)
    let d = try launched("iphone-ios17-swiftui", strategy: host)
    let scene = try #require(d.windowScenes.first)
    #expect(d.render(scene, for: .display).showsSensitiveContent)
    #expect(host.hostingController(for: scene) != nil)
    try d.apply(.goHome, .advance(1))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(!snapshots.isEmpty)
    #expect(snapshots.allSatisfy { !$0.frame.showsSensitiveContent })
    // The background phase's update (SwiftUIUpdate, a turn after did-enter-background) runs in the app's last turns
    // before the suspension (queuedWorkRunsBeforeSuspension, on by default since session 33), after the snapshot.
    expectEqual(AppActions.seen.last, "inactive->background")
    try d.apply(.returnToApp, .advance(1))
    #expect(d.render(scene, for: .display).showsSensitiveContent)
    expectEqual(AppActions.seen.last, "inactive->active")
  }

  @Test("The same App without a cover leaves the snapshot sensitive")
  func plainAppLeaks() throws {
    let d = try launched("iphone-ios17-swiftui", strategy: SwiftUIAppHost(PlainApp.self, claims: .appSwitcher))
    try d.apply(.goHome, .advance(1))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(snapshots.contains { $0.frame.showsSensitiveContent })
  }

  @Test("App state set by a scene action reaches the content; an initial action runs at the first evaluation")
  func appStateFromTheAction() throws {
    AppActions.seen = []
    let d = try launched("iphone-ios17-swiftui", strategy: SwiftUIAppHost(StateApp.self, claims: .appSwitcher))
    expectEqual(AppActions.seen.first, "initial or change")
    try d.apply(.goHome, .advance(1))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(!snapshots.isEmpty)
    #expect(snapshots.allSatisfy { !$0.frame.showsSensitiveContent })
  }

  @Test("insertSubview above/below and insertSublayer above/below put the child next to its sibling")
  func siblingOrder() {
    let parent = UIView(frame: .zero)
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    let c = UIView(frame: .zero)
    let x = UIView(frame: .zero)
    for view in [a, b, c] { parent.addSubview(view) }
    parent.insertSubview(x, aboveSubview: a)
    expectEqual(parent.subviews.map { ObjectIdentifier($0) }, [a, x, b, c].map { ObjectIdentifier($0) })
    parent.insertSubview(c, belowSubview: b)
    expectEqual(parent.subviews.map { ObjectIdentifier($0) }, [a, x, c, b].map { ObjectIdentifier($0) })
    expectEqual(parent.layer.sublayers?.map { ObjectIdentifier($0) }, [a, x, c, b].map { ObjectIdentifier($0.layer) })
    let top = CALayer()
    parent.layer.insertSublayer(top, above: a.layer)
    #expect(parent.layer.sublayers?[1] === top)
    parent.layer.insertSublayer(top, below: nil)
    #expect(parent.layer.sublayers?.first === top)
  }

  @Test("receive(on: DispatchQueue.main) delivers a turn later; map and filter in the value's turn")
  func combineOperators() throws {
    let d = try launched()
    let name = Notification.Name("s17.probe")
    var now: [String] = []
    var later: [String] = []
    let center = ShieldModel.NotificationCenter.default
    let (first, second) = d.withCurrent {
      let first = center.publisher(for: name).map { _ in "mapped" }.filter { !$0.isEmpty }.sink { now.append($0) }
      let second = center.publisher(for: name).map { _ in "queued" }.receive(on: DispatchQueue.main).sink {
        later.append($0)
      }
      center.post(name: name, object: nil)
      return (first, second)
    }
    expectEqual(now, ["mapped"])
    #expect(later.isEmpty)
    try d.apply(.advance(1))
    expectEqual(later, ["queued"])
    first.cancel()
    second.cancel()
  }

  @Test("Kept attributes read back what was set; indicators, vibrancy, image data and open(_:) as documented")
  func keptAttributes() throws {
    let d = try launched()
    let view = UIView(frame: .zero)
    expectEqual(view.overrideUserInterfaceStyle, .unspecified)
    view.overrideUserInterfaceStyle = .dark
    expectEqual(view.overrideUserInterfaceStyle, .dark)
    expectEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    expectEqual(view.traitCollection.userInterfaceStyle, .light)
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(!spinner.isHidden)
    spinner.hidesWhenStopped = false
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
    expectEqual(vibrancy.layer.backdropBlurRadius, 0)
    #expect(UIImage().pngData() == nil)
    let data = try #require(UIImage(named: "logo")?.pngData())
    #expect(UIImage(data: data) != nil)
    let opened = OpenResults()
    let url = try #require(URL(string: UIApplication.openSettingsURLString))
    d.withCurrent { UIApplication.shared.open(url) { opened.values.append($0) } }
    #expect(opened.values.isEmpty)
    try d.apply(.advance(1))
    expectEqual(opened.values, [false])
  }

  @Test("The deprecated touch ID error codes are the biometry codes (eighth set's first error)")
  func touchIDCodes() {
    expectEqual(LAError.touchIDLockout.rawValue, -8)
    expectEqual(LAError.Code.touchIDNotAvailable, .biometryNotAvailable)
    expectEqual(LAError.touchIDNotEnrolled, LAError.Code.biometryNotEnrolled)
  }
}
