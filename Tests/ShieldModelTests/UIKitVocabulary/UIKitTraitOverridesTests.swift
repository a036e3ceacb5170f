import TestExpectations
import Testing

@testable import ShieldModel

/// A window that overrides its capture state and watches the trait, as a secure-window library
/// writes it (the handler typed with `Self`, as UIKit's iOS 17 examples do).
private class WatchingWindow: UIWindow {
  var previousStates: [UISceneCaptureState] = []
  func watch() {
    registerForTraitChanges([UITraitSceneCaptureState.self]) { (window: Self, previous: UITraitCollection) in
      window.previousStates.append(previous.sceneCaptureState)
    }
  }
}

@Suite("UIKit trait overrides")
@MainActor struct UIKitTraitOverridesTests {
  @Test("A capture change calls the handler with the previous traits; overrides apply down the hierarchy")
  func captureChangesAndOverrides() throws {
    let d = try launched("iphone-ios17-scenes")
    let (window, view, registration) = try d.withCurrent {
      let scene = try #require(d.scene(named: "A"))
      let window = WatchingWindow(windowScene: scene)
      let view = UIView()
      window.addSubview(view)
      window.watch()
      var viewCalls = 0
      let registration = view.registerForTraitChanges([UITraitSceneCaptureState.self]) { (_: UIView, _) in
        viewCalls += 1
      }
      expectEqual(view.traitCollection.sceneCaptureState, .inactive)
      return (window, view, registration)
    }
    try d.apply(.recordingStart)
    d.withCurrent {
      expectEqual(window.previousStates, [.inactive])
      expectEqual(view.traitCollection.sceneCaptureState, .active)
      // The window overrides the trait for itself and its subviews; handlers hear it at the update.
      window.traitOverrides.sceneCaptureState = .inactive
      #expect(window.traitOverrides.contains(UITraitSceneCaptureState.self))
      expectEqual(view.traitCollection.sceneCaptureState, .inactive)
      expectEqual(window.previousStates, [.inactive])
      window.updateTraitsIfNeeded()
      expectEqual(window.previousStates, [.inactive, .active])
      window.traitOverrides.remove(UITraitSceneCaptureState.self)
      #expect(!window.traitOverrides.contains(UITraitSceneCaptureState.self))
      view.updateTraitsIfNeeded()
      expectEqual(window.previousStates, [.inactive, .active, .inactive])
      view.unregisterForTraitChanges(registration)
    }
    try d.apply(.recordingStop)
    d.withCurrent {
      expectEqual(window.previousStates, [.inactive, .active, .inactive, .active])
      expectEqual(view.traitCollection.sceneCaptureState, .inactive)
    }
  }

  @Test("A controller's overrides reach its view; one handler call per change")
  func controllerAndSceneOverrides() throws {
    let d = try launched("iphone-ios17-scenes")
    d.withCurrent {
      let scene = d.scene(named: "A")!
      let window = UIWindow(windowScene: scene)
      let controller = UIViewController()
      window.rootViewController = controller
      controller.loadViewIfNeeded()
      var calls = 0
      controller.registerForTraitChanges([UITraitSceneCaptureState.self]) { (_: UIViewController, _) in calls += 1 }
      controller.traitOverrides.sceneCaptureState = .active
      expectEqual(controller.view.traitCollection.sceneCaptureState, .active)
      expectEqual(controller.traitCollection.sceneCaptureState, .active)
      controller.updateTraitsIfNeeded()
      controller.updateTraitsIfNeeded()
      expectEqual(calls, 1)
      controller.traitOverrides.remove(UITraitSceneCaptureState.self)
      expectEqual(controller.view.traitCollection.sceneCaptureState, .inactive)
      controller.updateTraitsIfNeeded()
      expectEqual(calls, 2)
    }
  }
}
