import TestExpectations
import Testing

@testable import ShieldModel

/// A view that overrides an accessibility property, as app views do.
private final class AlwaysElementView: UIView {
  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
}

/// A child controller that records the container callbacks UIKit sends it.
private final class RecordingChild: UIViewController {
  var calls: [String] = []
  override func willMove(toParent parent: UIViewController?) {
    calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
}

/// A SwiftUI cover on the context's background style, with centered text.
private struct BackgroundCover: View {
  var body: some View {
    Text("Hidden").multilineTextAlignment(.center).background(.background)
  }
}

/// Whether `view` or a view below it fills with the system background.
@MainActor private func fillsSystemBackground(_ view: UIView) -> Bool {
  if view.backgroundColor == .systemBackground, !(view is UILabel) { return true }
  return view.subviews.contains(where: fillsSystemBackground)
}

@MainActor @Suite("UIKit breadth real files use: accessibility, safe area, child controllers, the Mac, defaults")
struct UIKitBreadthTests {
  @Test("Accessibility attributes keep what code sets; controls and labels are elements by default")
  func accessibility() {
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    let view = UIView(frame: .zero)
    #expect(!view.isAccessibilityElement)
    #expect(UILabel(frame: .zero).isAccessibilityElement)
    #expect(UIButton(type: .system).isAccessibilityElement)
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Content hidden"
    view.accessibilityHint = "Unlock to see it"
    view.accessibilityViewIsModal = true
    view.accessibilityElementsHidden = true
    #expect(view.isAccessibilityElement)
    expectEqual(view.accessibilityLabel, "Content hidden")
    expectEqual(view.accessibilityHint, "Unlock to see it")
    #expect(view.accessibilityViewIsModal)
    #expect(view.accessibilityElementsHidden)
    #expect(AlwaysElementView(frame: .zero).isAccessibilityElement)
    // A keypad key is still found by its traits through the inherited property.
    let key = UIButton(type: .system)
    key.accessibilityTraits = .keyboardKey
    #expect(key.isPasscodeEntry)
    UIAccessibility.post(notification: .screenChanged, argument: view)
    expectEqual(UIAccessibility.Notification.screenChanged.rawValue, 1000)
  }

  @Test("A window's safe area on the iPhone: 47 top and 34 bottom in portrait; a subview's covers only its overlap")
  func safeAreaInsets() throws {
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    let device = try launched()
    let window = try #require(device.mainWindow())
    device.withCurrent {
      expectEqual(window.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      let inner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
      window.addSubview(inner)
      expectEqual(inner.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
      expectEqual(inner.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 27, width: 390, height: 73))
      inner.removeFromSuperview()
      expectEqual(inner.safeAreaInsets, .zero)
    }
    try device.apply(.rotate(.landscapeLeft))
    device.withCurrent {
      expectEqual(window.safeAreaInsets, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }
  }

  @Test("safeAreaTopIsDynamicIsland: the top band (and the landscape sides) is 59 points instead of 47")
  func safeAreaTopFlag() throws {
    let device = try launched("iphone-ios17-scenes+safeAreaTopIsDynamicIsland=true")
    let window = try #require(device.mainWindow())
    device.withCurrent {
      expectEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }
    try device.apply(.rotate(.landscapeLeft))
    device.withCurrent {
      expectEqual(window.safeAreaInsets, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }
  }

  @Test(
    "iPad safe area: 24 top and 20 bottom on a Face ID iPad (full screen, Split View panes, both orientations), 20 and 0 with a Home button; none in a smaller Stage Manager window or on a Mac"
  )
  func iPadSafeArea() throws {
    // https://github.com/react-navigation/react-native-safe-area-view/pull/55 (bottom 20);
    // https://github.com/fxm90/GradientLoadingBar/issues/20 ; Home-button iPads: 20-point status bar.
    let faceID = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    let split = try launched("ipad-split-ios17-scenes")
    let window = try #require(split.mainWindow())
    split.withCurrent { expectEqual(window.safeAreaInsets, faceID) }
    try split.apply(.connectScene("B"))
    let pane = try #require(split.mainWindow("B"))
    split.withCurrent {
      #expect(window.bounds.width < 1024 && window.safeAreaInsets == faceID && pane.safeAreaInsets == faceID)
    }
    try split.apply(.rotate(.landscapeLeft))
    split.withCurrent { #expect(window.bounds.height == 1024 && window.safeAreaInsets == faceID) }
    let home = try launched("ipad-split-ios17-scenes+iPadHasHomeButton=true")
    let homeWindow = try #require(home.mainWindow())
    home.withCurrent { expectEqual(homeWindow.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) }
    // Stage Manager: a window filling the screen has the bands (no Home button there, flag or not);
    // one of two windows on the stage, smaller than the screen, floats clear of them.
    let stage = try launched("ipad-stage-ios18-scenes+iPadHasHomeButton=true")
    let stageWindow = try #require(stage.mainWindow())
    stage.withCurrent { expectEqual(stageWindow.safeAreaInsets, faceID) }
    try stage.apply(.connectScene("B"))
    stage.withCurrent { #expect(stageWindow.bounds.height < 1366 && stageWindow.safeAreaInsets == .zero) }
    let mac = try launched("mac-ios18-scenes")
    let macWindow = try #require(mac.mainWindow())
    mac.withCurrent { expectEqual(macWindow.safeAreaInsets, .zero) }
  }

  @Test("A cover pinned to the safe-area guide leaves the bands uncovered, and follows rotation")
  func safeAreaConstraints() throws {
    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    let device = try launched()
    let window = try #require(device.mainWindow())
    let cover = device.withCurrent {
      let container = UIView(frame: window.bounds)
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let cover = UIView(frame: .zero)
      cover.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(cover)
      // Made off-window, as in viewDidLoad: no insets yet.
      NSLayoutConstraint.activate([
        cover.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
        cover.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
        cover.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
        cover.trailingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.trailingAnchor),
      ])
      expectEqual(cover.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(container)
      expectEqual(cover.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
      return cover
    }
    try device.apply(.rotate(.landscapeLeft))
    device.withCurrent {
      expectEqual(cover.frame, CGRect(x: 47, y: 0, width: 750, height: 369))
    }
  }

  @Test("addChild, didMove(toParent:) and removeFromParent keep children and call back as UIKit does")
  func childControllers() throws {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    let container = UIViewController()
    let child = RecordingChild()
    container.addChild(child)
    #expect(container.children.count == 1 && container.children.first === child)
    #expect(child.parent === container)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    container.sendAppearance(.willAppear, animated: false)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(container.children.isEmpty)
    #expect(child.parent == nil)
    expectEqual(
      child.calls, ["willMove(parent)", "didMove(parent)", "viewWillAppear", "willMove(nil)", "didMove(nil)"])
    let navigation = UINavigationController(rootViewController: UIViewController())
    let pushed = UIViewController()
    navigation.pushViewController(pushed, animated: false)
    expectEqual(navigation.children, navigation.viewControllers)
  }

  @Test("isiOSAppOnMac is true on the mac profiles only")
  func iOSAppOnMac() throws {
    // https://developer.apple.com/documentation/foundation/processinfo/isiosapponmac
    let mac = try launched("mac-ios18-scenes")
    #expect(mac.withCurrent { ProcessInfo.processInfo.isiOSAppOnMac && ProcessInfo.processInfo.isMacCatalystApp })
    let phone = try launched()
    #expect(!phone.withCurrent { ProcessInfo.processInfo.isiOSAppOnMac })
    #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
  }

  @Test("removePersistentDomain(forName:) clears the app's defaults, or the app group's it names")
  func defaultsAndCookies() throws {
    // https://developer.apple.com/documentation/foundation/userdefaults/removepersistentdomain(forname:)
    let device = try launched()
    device.withCurrent {
      UserDefaults.standard.set(true, forKey: "locked")
      let group = UserDefaults(suiteName: "group.example")
      group?.set(1, forKey: "n")
      UserDefaults.standard.removePersistentDomain(forName: "com.example.app")
      #expect(UserDefaults.standard.object(forKey: "locked") == nil)
      expectEqual(group?.integer(forKey: "n"), 1)
      UserDefaults.standard.removePersistentDomain(forName: "group.example")
      #expect(group?.object(forKey: "n") == nil)
    }
  }

  @Test("SwiftUI's .background shape style fills with the system background; multilineTextAlignment draws the text")
  func swiftUIBackgroundStyle() {
    // https://developer.apple.com/documentation/swiftui/backgroundstyle
    let host = UIHostingController(rootView: BackgroundCover())
    host.view.backgroundColor = .clear
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(fillsSystemBackground(host.view))
    expectEqual(host.view.subviews.first.map(fillsSystemBackground), true)
  }

  @Test(
    "An image draws from a renderer's nonisolated closure; an italic font keeps its size; imageScale keeps the view")
  func drawingAndFonts() {
    // https://developer.apple.com/documentation/uikit/uiimage/draw(in:)
    let source = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
      ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let scaled = Self.redraw(source, to: CGSize(width: 20, height: 20))
    expectEqual(scaled.size, CGSize(width: 20, height: 20))
    expectEqual(scaled.drawing?.regions.first?.rect, CGRect(x: 0, y: 0, width: 20, height: 20))
    expectEqual(UIFont.italicSystemFont(ofSize: 22).pointSize, 22)
    let host = UIHostingController(rootView: Image(systemName: "eye.slash").imageScale(.large))
    host.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(Self.contains(UIImageView.self, in: host.view))
  }

  /// Whether `view` or a view below it is a `T`.
  private static func contains<T: UIView>(_ type: T.Type, in view: UIView) -> Bool {
    view is T || view.subviews.contains { contains(type, in: $0) }
  }

  /// Redraws `image` at `size` from a nonisolated context, as an app's helper does.
  nonisolated private static func redraw(_ image: UIImage, to size: CGSize) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
  }
}
