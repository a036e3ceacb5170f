import TestExpectations
import Testing

@testable import ShieldModel

/// Enqueues on the main queue from a nonisolated context, as a plain Swift class does.
nonisolated private func enqueueFromNonisolatedCode(_ work: @escaping @Sendable () -> Void) {
  DispatchQueue.main.async(execute: work)
}

/// A table view controller as real privacy screens subclass it (designated init, required coder
/// init, a layout override).
private final class CoverTableController: UITableViewController {
  var layouts = 0
  init() { super.init(style: .grouped) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layouts += 1
  }
}

@Suite("The UIKit that open-source privacy screens use")
struct UIKitVocabularyOSSTests {
  @Test("the main queue takes blocks from nonisolated code; an app's own queue runs them in order")
  func dispatchQueues() throws {
    let d = try launched()
    nonisolated(unsafe) var order: [String] = []
    d.withCurrent {
      enqueueFromNonisolatedCode { order.append("main") }
      let lock = DispatchQueue(label: "cover.state", attributes: .concurrent)
      lock.async(flags: .barrier) { order.append("write") }
      expectEqual(lock.sync { order }, ["write"])
      DispatchQueue.global().async { order.append("global") }
      #expect(order == ["write", "global"] && lock.label == "cover.state")
    }
    try d.apply(.runMainQueue)
    expectEqual(order, ["write", "global", "main"])
    #expect(!d.isCrashed)
    d.withCurrent { _ = DispatchQueue.main.sync { 1 } }
    #expect(d.isCrashed)
  }

  @Test("a grouped table controller's view is an opaque table laid out when it becomes a window's root")
  func tableViewController() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    var kept: UIWindow?  // the scene holds its windows weakly
    d.withCurrent {
      let controller = CoverTableController()
      let window = UIWindow(windowScene: scene)
      kept = window
      window.rootViewController = controller
      expectEqual(controller.layouts, 1)
      #expect(controller.tableView.style == .grouped && controller.view === controller.tableView)
      expectEqual(controller.view.backgroundColor, .systemGroupedBackground)
      expectEqual(controller.view.frame, window.bounds)
      window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      expectEqual(controller.layouts, 2)
      window.frame = scene.coordinateSpace.bounds
      expectEqual(UITableView(frame: .zero).backgroundColor, .systemBackground)
      window.windowLevel = .alert + 1
      window.makeKeyAndVisible()
    }
    expectEqual(d.render(scene, for: .screenshot).rendering, allCover)
    #expect(kept != nil)
  }

  @Test("archive initializers fail: the model reads no nibs")
  func coderInitializers() {
    #expect(UIView(coder: NSCoder()) == nil)
    #expect(UIViewController(coder: NSCoder()) == nil)
    #expect(UIVisualEffectView(coder: NSCoder()) == nil)
  }

  @Test("the screen's snapshot copies the app's visible windows, sensitive content included")
  func screenSnapshot() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === UIScreen.main)
      let copy = UIScreen.main.snapshotView(afterScreenUpdates: false)
      #expect(copy.frame == UIScreen.main.bounds && copy.subviews.count == 1)
      expectEqual(copy.subviews[0].frame, window.frame)
      let cover = UIView(frame: window.bounds)
      cover.backgroundColor = .white
      cover.addSubview(copy)  // ScreenProtectorKit's blur over it would hide it; alone it shows
      window.addSubview(cover)
    }
    #expect(d.render(d.scene(named: "A")!, for: .screenshot).rendering[6].contains("S"))
  }

  @Test("a paused property animator holds a blur at its fraction; started, it runs to the end")
  func propertyAnimator() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    var positions: [UIViewAnimatingPosition] = []
    var blur: UIVisualEffectView!
    var animator: UIViewPropertyAnimator!
    d.withCurrent {
      blur = UIVisualEffectView(effect: nil)
      blur.frame = window.bounds
      window.addSubview(blur)
      animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.stopAnimation(true)  // inactive: nothing to stop
      animator.addAnimations { blur.effect = UIBlurEffect(style: .light) }
      animator.addCompletion { positions.append($0) }
      animator.fractionComplete = 0.5
      #expect(animator.state == .active && !animator.isRunning)
      expectEqual(blur.layer.backdropBlurRadius, 30)  // the model value is the end value
      expectEqual(blur.layer.presentationBlur(at: d.runLoop.now), 15)
    }
    #expect(d.isSettled)  // a paused animation holds still
    try d.apply(.advance(5))
    d.withCurrent {
      expectEqual(blur.layer.presentationBlur(at: d.runLoop.now), 15)
      animator.fractionComplete = 0.2
      expectEqual(blur.layer.presentationBlur(at: d.runLoop.now), 6)
      animator.startAnimation()
      #expect(animator.isRunning)
    }
    #expect(!d.isSettled)
    try d.apply(.advance(1))
    expectEqual(positions, [.end])
    d.withCurrent {
      #expect(animator.state == .inactive && blur.layer.presentationBlur(at: d.runLoop.now) == 30)
      let fade = UIViewPropertyAnimator(duration: 2, curve: .linear) { blur.alpha = 0 }
      fade.startAnimation()
      d.runLoop.now += 1
      fade.stopAnimation(true)  // keeps what it shows: half faded, no completion
      #expect(abs(blur.alpha - 0.5) < 1e-6 && fade.state == .inactive)
    }
  }

  @Test("a background task keeps the app from suspension until it ends or its 30 s run out")
  func backgroundTasks() throws {
    let d = try launched()
    var task = UIBackgroundTaskIdentifier.invalid
    d.withCurrent { task = UIApplication.shared.beginBackgroundTask(withName: "save") }
    #expect(task != .invalid)
    try d.apply(.goHome, .advance(1))  // the switcher snapshot is taken; the task keeps it running
    #expect(!d.isSuspended)
    d.withCurrent {
      let remaining = UIApplication.shared.backgroundTimeRemaining
      #expect(remaining > 28 && remaining < 30)
      UIApplication.shared.endBackgroundTask(task)
    }
    #expect(d.isSuspended)

    let e = try launched()
    var expired = false
    e.withCurrent {
      var id = UIBackgroundTaskIdentifier.invalid
      id = UIApplication.shared.beginBackgroundTask {
        expired = true
        UIApplication.shared.endBackgroundTask(id)
      }
      expectEqual(UIApplication.shared.backgroundTimeRemaining, .greatestFiniteMagnitude)
    }
    try e.apply(.goHome, .advance(31))
    #expect(expired && e.isSuspended && !e.isCrashed)

    let f = try launched()
    f.withCurrent { _ = UIApplication.shared.beginBackgroundTask(expirationHandler: nil) }
    try f.apply(.goHome, .advance(31))
    #expect(f.isCrashed)  // never ended: the system kills the app
  }

  @Test("what scene delegates, layouts and observers of real covers read compiles and says UIKit's values")
  func smallAPIs() throws {
    final class BareSceneDelegate: UIResponder, UIWindowSceneDelegate {}
    final class Observer {
      var names: [String] = []
      func received(_ note: NSNotification) { names.append(note.name.rawValue) }
    }
    let d = try launched()
    d.withCurrent {
      let delegate = BareSceneDelegate()
      delegate.window = UIWindow(frame: .zero)
      #expect(delegate.window == nil)
      let options = UIScene.ConnectionOptions()
      #expect(options.userActivities.isEmpty && options.urlContexts.isEmpty)
      #expect(NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb).webpageURL == nil)
      let label = UILabel()
      label.numberOfLines = 0
      label.adjustsFontForContentSizeCategory = true
      #expect(label.numberOfLines == 0 && !label.adjustsFontSizeToFitWidth)
      let view = UIView()
      #expect(view.isOpaque)
      view.setNeedsDisplay()
      expectEqual(UIImage(named: "Logo")!.size, CGSize(width: 100, height: 100))
      expectEqual(CATransaction.animationDuration(), 0.25)
      let o = Observer()
      let name = UIApplication.didBecomeActiveNotification
      NotificationCenter.default.addObserver(o, selector: Observer.received, name: name, object: nil)
      NotificationCenter.default.post(name: name, object: nil)
      expectEqual(o.names, [name.rawValue])
      _ = delegate
    }
  }
}
