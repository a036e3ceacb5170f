import Foundation
import ShieldModel
import TestExpectations
import Testing

// A plain import, not `@testable`: these lines must compile as an app's files do, against the
// model's public surface (the fourth unseen set's first walls, docs/oss-compile-check/unseen4/).

/// A SwiftUI app as the Xcode template writes it, with a scene-phase handler (eduardc77's shape).
private struct TemplateApp: App {
  @Environment(\.scenePhase) private var scenePhase
  var body: some Scene {
    WindowGroup {
      Text("Hello").accentColor(.blue)
    }
    .onChange(of: scenePhase) { _ in }
  }
}

/// A keypad as a passcode gate draws it: a three-column grid of buttons, shapes, weights and the
/// accessibility modifiers (waqar's, cilippofilia's and antila's shapes).
private struct Keypad: View {
  let columns: [GridItem] = [.init(), .init(), .init(.fixed(40))]
  var body: some View {
    VStack {
      Text("Enter Passcode").font(.largeTitle).fontWeight(.heavy)
      HStack {
        Circle().frame(width: 20, height: 20).overlay { Circle().fill(Color(.white)).stroke(.black, lineWidth: 1) }
        RoundedRectangle(cornerRadius: 4).fill(.black)
        Capsule()
      }
      LazyVGrid(columns: columns) {
        ForEach(1...9, id: \.self) { index in
          Button {
          } label: {
            Text("\(index)").frame(maxWidth: .infinity).contentShape(Rectangle())
          }
        }
      }
      Text("Tap").background(.ultraThinMaterial, in: .rect(cornerRadius: 10)).contentShape(.rect).onTapGesture {}
    }
    .fontWeight(.bold)
    .accessibilityElement(children: .combine)
    .accessibilityLabel("Content hidden")
    .accessibilityHint("Unlock")
    .accessibilityHidden(false)
    .accessibilityAddTraits(.isModal)
  }
}

@MainActor @Suite("Model surface of the fourth unseen set: text fields, layers, KVO, SwiftUI apps and shapes, AV")
struct UIKitFourthSetSurfaceTests {
  @Test("UITextField's border style, text color, font and placeholder keep UIKit's defaults and what is set")
  func textFieldAppearance() {
    // https://developer.apple.com/documentation/uikit/uitextfield/borderstyle
    let field = UITextField(frame: .zero)
    #expect(field.borderStyle == .none && field.textColor == .black && field.placeholder == nil)
    field.borderStyle = .roundedRect
    field.textColor = .clear
    #expect(field.borderStyle == .roundedRect && field.textColor == .clear)
  }

  @Test("observe(_:options:changeHandler:) on any UIKit object or NSObject: called at once under .initial")
  func keyValueObservation() {
    // https://developer.apple.com/documentation/objectivec/nsobject/observe(_:options:changehandler:)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    var seen: [CGRect?] = []
    let observation = window.observe(\.bounds, options: [.initial, .new]) { _, change in seen.append(change.newValue) }
    expectEqual(seen, [CGRect(x: 0, y: 0, width: 10, height: 20)])
    window.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
    expectEqual(seen.count, 1)  // no change is delivered in the model
    observation.invalidate()
    let quiet = window.observe(\.bounds, options: [.new]) { _, _ in seen.append(nil) }
    expectEqual(seen.count, 1)
    withExtendedLifetime(quiet) {}
    // Names only: never posted in the model (docs/model-behaviours.md).
    expectEqual(UIScreen.didConnectNotification.rawValue, "UIScreenDidConnectNotification")
    expectEqual(UIScreen.didDisconnectNotification.rawValue, "UIScreenDidDisconnectNotification")
  }

  @Test("UIButton.Configuration: the title is drawn as the button's; the rest is kept")
  func buttonConfiguration() {
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Hide"
    configuration.cornerStyle = .capsule
    configuration.imagePadding = 8
    configuration.baseBackgroundColor = .systemGreen
    let button = UIButton(type: .system)
    button.configuration = configuration
    expectEqual(button.title(for: .normal), "Hide")
    expectEqual(button.configuration?.cornerStyle, .capsule)
    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    #expect(UIButton(configuration: .plain()).title(for: .normal) == nil)
  }

  @Test("SwiftUI apps, scenes, grids, shapes and accessibility modifiers compile as apps write them")
  func swiftUISurface() {
    _ = TemplateApp().body
    _ = Keypad().body
    #expect(GridItem().spacing == nil)
  }

  @Test("AVFoundation: a camera session and its preview layer; the audio route is the speaker")
  func avFoundationSurface() throws {
    // https://developer.apple.com/documentation/avfoundation/avcapturevideopreviewlayer
    let device = try #require(AVCaptureDevice.default(for: .video))
    let session = AVCaptureSession()
    session.addInput(try AVCaptureDeviceInput(device: device))
    let preview = AVCaptureVideoPreviewLayer(session: session)
    preview.videoGravity = .resizeAspectFill
    #expect(preview.backgroundColor == nil)
    session.startRunning()
    #expect(session.isRunning && preview.backgroundColor != nil)
    session.stopRunning()
    #expect(preview.backgroundColor == nil)
    let outputs = AVAudioSession.sharedInstance().currentRoute.outputs
    #expect(outputs.map(\.portType) == [.builtInSpeaker] && outputs[0].portType != AVAudioSession.Port.HDMI)
    expectEqual(AVAudioSession.routeChangeNotification.rawValue, "AVAudioSessionRouteChangeNotification")
  }
}
