import TestExpectations
import Testing

@testable import ShieldModel

/// A plugin that observes with class methods, as Flutter plugins register `self` in a static
/// `register(with:)`.
private final class ClassMethodObserver {
  nonisolated(unsafe) static var received: [String] = []
  static func start() {
    NotificationCenter.default.addObserver(
      self, selector: Selector(ClassMethodObserver.resigned(_:)), name: UIApplication.willResignActiveNotification,
      object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector(ClassMethodObserver.becameActive), name: UIApplication.didBecomeActiveNotification,
      object: nil)
  }
  static func resigned(_ note: Notification) {
    received.append("resign from \(note.object is UIApplication ? "the app" : "something else")")
  }
  static func becameActive() { received.append("active") }
}

/// Reads notification names from nonisolated code, as a plain class's initializer does in Swift 6.
nonisolated private func namesFromNonisolatedCode() -> [Notification.Name] {
  [
    UIApplication.didBecomeActiveNotification, UIApplication.didChangeStatusBarOrientationNotification,
    UIScene.willDeactivateNotification, UIScreen.capturedDidChangeNotification,
  ]
}

/// App delegates with a stored `window` (a `UIWindow!` too, which is not the protocol's
/// `window: UIWindow?` off Apple platforms) and without one.
@MainActor private final class StoredWindowDelegate: UIApplicationDelegate {
  var window: UIWindow? = UIWindow(frame: .zero)
}
@MainActor private final class UnwrappedWindowDelegate: UIApplicationDelegate {
  var window: UIWindow! = UIWindow(frame: .zero)
}
@MainActor private final class NoWindowDelegate: UIApplicationDelegate {}

@Suite("The UIKit and Darwin that app files use as they are")
struct UIKitVocabularyAppFilesTests {
  @Test("Darwin's nanosecond clock reads the device's virtual time, so an interval measures the trace")
  func darwinClock() throws {
    let d = try launched()
    let start = d.withCurrent { clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW) }
    try d.apply(.goHome, .advance(30), .returnToApp)
    let end = d.withCurrent { clock_gettime_nsec_np(CLOCK_UPTIME_RAW) }
    #expect(end >= start + 30 * NSEC_PER_SEC)
    #expect(abs(Double(end) / Double(NSEC_PER_SEC) - d.now) < 1e-6)
    #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
  }

  @Test("a rotation in the foreground posts did-change-status-bar-orientation after the windows took the size")
  func orientationNotification() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    var widths: [Double] = []
    nonisolated(unsafe) var objects: [Bool] = []
    _ = d.withCurrent {
      NotificationCenter.default.addObserver(
        forName: UIApplication.didChangeStatusBarOrientationNotification, object: nil, queue: nil
      ) { note in
        objects.append(note.object is UIApplication)
        MainActor.assumeIsolated { widths.append(Double(scene.windows.first?.bounds.width ?? 0)) }
      }
    }
    try d.apply(.rotate(.landscapeLeft))
    #expect(widths == [Double(scene.coordinateSpace.bounds.width)] && widths[0] > 800)
    expectEqual(objects, [true])
    // Turned on the Home Screen: nothing is posted to the app in the background.
    try d.apply(.goHome, .rotate(.portrait))
    expectEqual(widths.count, 1)
    expectEqual(namesFromNonisolatedCode().count, 4)
  }

  @Test("a class registered as an observer with class-method selectors is called, and removed as a class")
  func classMethodSelectors() throws {
    let d = try launched()
    ClassMethodObserver.received = []
    d.withCurrent { ClassMethodObserver.start() }
    try d.apply(.goHome, .returnToApp)
    expectEqual(ClassMethodObserver.received, ["resign from the app", "active"])
    d.withCurrent { NotificationCenter.default.removeObserver(ClassMethodObserver.self) }
    try d.apply(.goHome, .returnToApp)
    expectEqual(ClassMethodObserver.received.count, 2)
  }

  @Test("a gradient layer hides as much as its least opaque color; removing animations ends them unfinished")
  func gradientAndRemovedAnimations() throws {
    let d = try launched()
    d.withCurrent {
      let gradient = CAGradientLayer()
      expectEqual(gradient.drawingFill, 0)
      gradient.colors = [UIColor.red.cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 0.4).cgColor]
      #expect(abs(gradient.drawingFill - 0.4) < 1e-9)
      gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
      #expect(gradient.drawingFill == 1 && gradient.startPoint == CGPoint(x: 0.5, y: 0))
    }
    let view = d.withCurrent { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    nonisolated(unsafe) var finished: [Bool] = []
    d.withCurrent {
      view.alpha = 0
      UIView.transition(
        with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.alpha = 1 },
        completion: { finished.append($0) })
      expectEqual(view.layer.animations.count, 1)
      view.layer.removeAllAnimations()
      #expect(view.layer.animations.isEmpty && view.layer.presentationOpacity(at: d.now) == 1)
    }
    try d.apply(.runMainQueue)
    expectEqual(finished, [false])
  }

  @Test("associated objects live with their owner; accessibility settings are iOS's defaults")
  func associatedObjectsAndSettings() throws {
    let d = try launched()
    nonisolated(unsafe) var key = 0
    d.withCurrent {
      let owner = UIView()
      let field = UITextField()
      #expect(objc_getAssociatedObject(owner, &key) == nil)
      objc_setAssociatedObject(owner, &key, field, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      #expect(objc_getAssociatedObject(owner, &key) as? UITextField === field)
      #expect(objc_getAssociatedObject(UIView(), &key) == nil)
      objc_removeAssociatedObjects(owner)
      #expect(objc_getAssociatedObject(owner, &key) == nil)
      #expect(!UIAccessibility.isReduceTransparencyEnabled && !UIAccessibility.isReduceMotionEnabled)
      #expect(UIColor.red.cgColor.alpha == 1 && UIColor.orange.cgColor.alpha == 1)
      UIViewController().didReceiveMemoryWarning()
    }
    #expect(!d.isCrashed)
  }

  @Test("a button made with init(type:primaryAction:) runs its action on touch-up-inside")
  func buttonWithPrimaryAction() throws {
    _ = try launched()
    var ran = 0
    let button = UIButton(type: .system, primaryAction: UIAction { _ in ran += 1 })
    button.sendActions(for: .touchUpInside)
    expectEqual(ran, 1)
    button.sendActions(for: .touchDown)
    expectEqual(ran, 1)
  }

  @Test("CryptoKit's SHA-256 and MD5 give the standard digests, described as CryptoKit does")
  func cryptoKitDigests() {
    let abc = Data("abc".utf8)
    let sha = SHA256.hash(data: abc)
    let hex = sha.map { String(format: "%02x", $0) }.joined()
    expectEqual(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    expectEqual(Insecure.MD5.hash(data: abc).description, "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
    var parts = SHA256()
    parts.update(data: Data("a".utf8))
    parts.update(data: Data("bc".utf8))
    expectEqual(parts.finalize(), sha)
  }

  @Test("the delegate's window read through the protocol is UIWindow??, nil when the delegate has none")
  @MainActor func windowIfImplemented() {
    let stored: any UIApplicationDelegate = StoredWindowDelegate()
    let own = UnwrappedWindowDelegate()
    let unwrapped: any UIApplicationDelegate = own
    let none: (any UIApplicationDelegate)? = NoWindowDelegate()
    #expect(stored.windowIfImplemented!! === stored.window)
    #expect(unwrapped.window == nil && unwrapped.windowIfImplemented!! === own.window)
    #expect(none?.windowIfImplemented == nil && none?.windowIfImplemented??.rootViewController == nil)
    let given = UIWindow(frame: .zero)
    stored.windowIfImplemented = given
    #expect(stored.window === given)
  }
}
