import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// SC17 and the arrangements around it (docs/model-behaviours.md, "Secure canvas mechanisms"): which view a tap at
/// the root screen's centre reaches when the secure-text-field trick re-hosts a view, a layer or a window. Apple's
/// walk visits `subviews` and passes by hidden, transparent and noninteractive views with their subtrees
/// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ); a view whose own layer was moved into
/// a field's layer is the open question ``PlatformFlags/secureCanvasHostedViewTakesNoTaps``.
@Suite("Secure canvas touches: which view a tap reaches in each arrangement of the trick (issue 26, SC17)")
@MainActor struct SecureCanvasTouchTests {
  /// The view a tap at the centre of the app's root screen reaches, asked with the device current.
  private func tapAtScreenCentre(_ device: Device) throws -> UIView? {
    let root = try #require(device.rootScreenView())
    let scene = try #require(device.scene(named: "A"))
    return device.withCurrent { device.hitView(in: scene, at: device.centreInScene(of: root)) }
  }

  /// Whether `hit` is `view` or inside it.
  private func lands(_ hit: UIView?, in view: UIView) -> Bool {
    guard let hit else { return false }
    return hit === view || hit.isDescendant(of: view)
  }

  /// A secure field the size of `host`, added to it, with its interaction as given.
  private func addField(to host: UIView, touches: Bool, in device: Device) -> UITextField {
    device.withCurrent {
      let field = UITextField(frame: host.bounds)
      field.isSecureTextEntry = true
      field.isUserInteractionEnabled = touches
      host.addSubview(field)
      return field
    }
  }

  @Test("Without the trick the tap reaches the root screen's content (the baseline of every arrangement)")
  func baseline() throws {
    let device = try launched("iphone-ios17-scenes")
    let root = try #require(device.rootScreenView())
    #expect(lands(try tapAtScreenCentre(device), in: root))
  }

  @Test("A field over the content with its interaction on takes the tap (the front-most view under the touch)")
  func fieldOverContentTakesTouches() throws {
    let device = try launched("iphone-ios17-scenes")
    let root = try #require(device.rootScreenView())
    let field = addField(to: root, touches: true, in: device)
    #expect(try tapAtScreenCentre(device) === field)
    // Its interaction off, the walk passes it by and the content takes the tap.
    field.isUserInteractionEnabled = false
    let hit = try tapAtScreenCentre(device)
    #expect(lands(hit, in: root) && !lands(hit, in: field))
  }

  @Test(
    "Content moved into the canvas view of a field whose interaction is off takes no tap: the walk skips the subtree")
  func contentInsideNoninteractiveField() throws {
    let device = try launched("iphone-ios17-scenes")
    let root = try #require(device.rootScreenView())
    let field = addField(to: root, touches: false, in: device)
    let canvas = try #require(field.canvasView)
    let content = device.withCurrent { UIView(frame: canvas.bounds) }
    canvas.addSubview(content)
    let hit = try tapAtScreenCentre(device)
    #expect(!lands(hit, in: field))
    #expect(hit === root)
  }

  @Test(
    "Content moved into the canvas view with the field's interaction on takes the tap (from iOS 16; on 15 the canvas takes none)",
    arguments: [("iphone-ios17-scenes", true), ("iphone-ios16-scenes", true), ("iphone-ios15-scenes", false)])
  func contentRehostedWithFieldInteractive(profile: String, reaches: Bool) throws {
    let device = try launched(profile)
    let root = try #require(device.rootScreenView())
    let field = addField(to: root, touches: true, in: device)
    let canvas = try #require(field.canvasView)
    let content = device.withCurrent { UIView(frame: canvas.bounds) }
    canvas.addSubview(content)
    let hit = try tapAtScreenCentre(device)
    expectEqual((hit === content), reaches)
    if !reaches { #expect(hit === field) }
  }

  /// The trick applied to the root screen's view as ScreenShield's `setScreenCaptureProtection` writes it: the field a
  /// noninteractive subview, its layer beside the view's, the view's layer in the field's canvas.
  private func protectRootView(_ device: Device) throws -> UIView {
    let root = try #require(device.rootScreenView())
    let field = addField(to: root, touches: false, in: device)
    device.withCurrent {
      root.layer.superlayer?.addSublayer(field.layer)
      field.canvasView?.layer.addSublayer(root.layer)
    }
    return root
  }

  @Test("A view whose own layer is in its field's canvas takes no tap (the flag's default); nor does its content")
  func layerHostedViewTakesNoTap() throws {
    let device = try launched("iphone-ios17-scenes")
    #expect(device.profile.flags.secureCanvasHostedViewTakesNoTaps)
    let root = try protectRootView(device)
    let hit = try tapAtScreenCentre(device)
    #expect(hit != nil && !lands(hit, in: root))
    // The layer moved back (the libraries' undo), the view takes taps again.
    device.withCurrent {
      let field = root.subviews.compactMap { $0 as? UITextField }.last
      field?.layer.superlayer?.addSublayer(root.layer)
    }
    #expect(lands(try tapAtScreenCentre(device), in: root))
  }

  @Test("secureCanvasHostedViewTakesNoTaps=false: Apple's walk alone, the content under the moved layer takes the tap")
  func layerHostedViewUnderOtherAnswer() throws {
    let device = try launched("iphone-ios17-scenes+secureCanvasHostedViewTakesNoTaps=false")
    let root = try protectRootView(device)
    #expect(lands(try tapAtScreenCentre(device), in: root))
  }

  @Test("The window's own layer in the canvas (ScreenProtectorKit): the content takes the tap, whatever the flag says")
  func windowHostedContentTakesTap() throws {
    let device = try launched("iphone-ios17-scenes")
    let window = try #require(device.mainWindow())
    let field = addField(to: window, touches: false, in: device)
    device.withCurrent {
      window.layer.superlayer?.addSublayer(field.layer)
      field.canvasView?.layer.addSublayer(window.layer)
    }
    let root = try #require(device.rootScreenView())
    #expect(lands(try tapAtScreenCentre(device), in: root))
  }
}
