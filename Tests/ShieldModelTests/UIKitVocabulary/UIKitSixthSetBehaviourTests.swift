import TestExpectations
import Testing

@testable import ShieldModel

/// A target counting its action's calls.
@MainActor private final class Counter {
  var taps = 0
  func tapped() { taps += 1 }
}

/// A storyboard scene's class, named to the host by its storyboard ID.
@MainActor private final class LockScreen: UIViewController {}

/// An app's scene delegate, as the Xcode template declares it.
@MainActor private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}

/// A view backed by a shape layer (`layerClass`).
@MainActor private final class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.classForCoder() }
}

@MainActor
@Suite("Model behaviour of the sixth unseen set: a tap reaches a recognizer; show presents; item constraints lay out")
struct UIKitSixthSetBehaviourTests {
  @Test(
    "A tap on a view sends its tap recognizer's action (an ancestor's when the view has none); a control's own action wins"
  )
  func tapRecognizers() throws {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer
    let d = try launched()
    let window = try #require(d.mainWindow())
    let counter = Counter()
    let button = UIButton()
    d.withCurrent {
      let cover = UIView(frame: window.bounds)
      let inner = UIView(frame: window.bounds)
      cover.addSubview(inner)
      window.addSubview(cover)
      cover.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Selector(Counter.tapped)))
    }
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(counter.taps, 1)
    d.withCurrent {
      button.frame = window.bounds
      window.addSubview(button)
    }
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(counter.taps, 1)
  }

  @Test(
    "show(_:sender:) presents from the window's root controller; item constraints activated by addConstraints lay out")
  func showAndItemConstraints() throws {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    // https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:)
    let d = try launched()
    let window = try #require(d.mainWindow())
    let root = try #require(window.rootViewController)
    let shown = UIViewController()
    d.withCurrent {
      let child = UIViewController()
      root.addChild(child)
      root.view.addSubview(child.view)
      child.show(shown, sender: nil)
      let v = UIView()
      v.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(v)
      window.addConstraints([
        NSLayoutConstraint(
          item: v, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left, multiplier: 1, constant: 10),
        NSLayoutConstraint(
          item: v, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1, constant: 20),
        NSLayoutConstraint(
          item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
          constant: 30),
        NSLayoutConstraint(
          item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
          constant: 40),
      ])
      expectEqual(v.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }
    if let navigation = root as? UINavigationController {
      #expect(navigation.viewControllers.last === shown)  // pushed: the nearest navigation controller
    } else {
      #expect(root.presentedViewController === shown)  // presented from the window's root
    }
  }

  @Test("A rotation posts UIDevice.orientationDidChangeNotification")
  func rotationPostsOrientationNotification() throws {
    // https://developer.apple.com/documentation/uikit/uidevice/orientationdidchangenotification
    let d = try launched()
    let counter = Counter()
    d.withCurrent {
      NotificationCenter.default.addObserver(
        counter, selector: Selector(Counter.tapped), name: UIDevice.orientationDidChangeNotification, object: nil)
    }
    try d.apply(.rotate(.landscapeLeft))
    expectEqual(counter.taps, 1)
  }

  @Test(
    "The seventh set's surface: a window's screen, kept view properties, font weights, defaults' data, a path's fill"
  )
  func seventhSetSurface() throws {
    // https://developer.apple.com/documentation/uikit/uiscene/delegate
    let hosted = try launched(
      strategy: AppDelegateHost(claims: .appSwitcher, sceneDelegate: { TemplateSceneDelegate() }))
    hosted.withCurrent {
      let scene = UIApplication.shared.connectedScenes.first
      #expect(scene?.delegate is TemplateSceneDelegate)
      #expect((scene?.delegate as? TemplateSceneDelegate)?.window === hosted.mainWindow())
    }
    // https://developer.apple.com/documentation/uikit/uiwindow/screen
    // https://developer.apple.com/documentation/uikit/uibezierpath/fill()
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      #expect(window.screen === UIScreen.main)
      // Any CGFloat is a window level; the focus key clamps it (an app's top level is the largest).
      #expect(Device.levelKey(.greatestFiniteMagnitude) == .max && Device.levelKey(2000) == 2000)
      expectEqual(Device.levelKey(-.infinity), .min)
      #expect(Device.levelText(2001) == "2001" && Device.levelText(0.5) == "0.5")
      expectEqual(Device.levelText(.greatestFiniteMagnitude), "1.7976931348623157e+308")
      let view = UIView()
      #expect(view.restorationIdentifier == nil && view.transform == .identity)
      view.restorationIdentifier = "shield"
      view.transform = CGAffineTransform(scaleX: 2, y: 2)
      #expect(view.restorationIdentifier == "shield" && view.transform.a == 2 && !view.transform.isIdentity)
      #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.Weight.medium.rawValue == 0.23)
      let defaults = UserDefaults.standard
      defaults.set(Data([1, 2]), forKey: "seventhSetHistory")
      defaults.set(1, forKey: "seventhSetCount")
      expectEqual(defaults.data(forKey: "seventhSetHistory"), Data([1, 2]))
      #expect(defaults.data(forKey: "seventhSetCount") == nil)
      #expect(NotificationCenter.default.observationInfo == nil)
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 80, height: 80), false, 1)
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 40)).fill()
      let image = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      expectEqual(image?.drawing?.regions.map(\.rect), [CGRect(x: 0, y: 0, width: 80, height: 40)])
      // SwiftUI's forms, a toggle labelled by a view, corner radius and shadow compile as the SDK's.
      _ = Form { Toggle(isOn: .constant(true)) { Text("Lock") } }.cornerRadius(4).shadow(radius: 2)
        .background(Color.red)
    }
  }

  @Test(
    "A storyboard ID named to the host makes the app's class; layerClass backs a view; shapes, paths, convert, titles"
  )
  func storyboardScenesAndShapeLayers() throws {
    // https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)
    // https://developer.apple.com/documentation/uikit/uiview/layerclass
    // https://developer.apple.com/documentation/quartzcore/cashapelayer
    let host = AppDelegateHost(claims: .appSwitcher, storyboardControllers: ["lockScreen": { LockScreen() }])
    let d = try launched(strategy: host)
    let window = try #require(d.mainWindow())
    d.withCurrent {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      #expect(storyboard.instantiateViewController(withIdentifier: "lockScreen") is LockScreen)
      #expect(!(storyboard.instantiateViewController(withIdentifier: "other") is LockScreen))
      let shape = ShapeView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
      let layer = shape.layer as? CAShapeLayer
      #expect(layer != nil)
      expectEqual(layer?.fillColor, CGColor(white: 0, alpha: 1))
      layer?.path = UIBezierPath(ovalIn: shape.bounds).cgPath
      expectEqual(layer?.path?.boundingBox, CGRect(x: 0, y: 0, width: 30, height: 30))
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 5, y: 5))
      line.addLine(to: CGPoint(x: 15, y: 25))
      expectEqual(line.bounds, CGRect(x: 5, y: 5, width: 10, height: 20))
      window.addSubview(shape)
      let inner = UIView(frame: CGRect(x: 1, y: 2, width: 5, height: 5))
      shape.addSubview(inner)
      expectEqual(inner.convert(CGPoint(x: 1, y: 1), to: window), CGPoint(x: 12, y: 23))
      expectEqual(window.convert(CGPoint(x: 12, y: 23), to: inner), CGPoint(x: 1, y: 1))
      let image = UIImageView(frame: window.bounds)
      image.image = UIImage()
      expectEqual(UIImage().size, .zero)
      expectEqual(image.layer.appearance.fill, 0)  // the empty image draws nothing
      let navigation = UINavigationController(rootViewController: LockScreen())
      let top = navigation.topViewController
      #expect(top?.navigationController === navigation)
      top?.title = "Lock"
      expectEqual(top?.navigationItem.title, "Lock")
      expectEqual(UIAlertController(title: "T", message: nil, preferredStyle: .alert).title, "T")
    }
    expectEqual(kLAErrorTouchIDLockout, Int32(LAError.Code.biometryLockout.rawValue))
  }
}
