import SampleApp
import TestProcessSplit
import Testing

@testable import ShieldModel

/// Random app code against the model, checking after every step that a cached frame equals a
/// fresh render and that the cover walk never says "no cover" over a frame that shows one.
///
/// The edits are what cover code does and worse: views, layers, windows and text fields made,
/// moved between trees, windows and scenes, released, animated; the secure-canvas layer trick;
/// focus changes; window levels and scenes; interleaved with system events, on two devices at
/// once (a change on one advances the shared epoch) and with random platform flags. With either
/// fix of RenderCacheStalenessTests reverted (UIWindow's or UITextField's deinit advancing the
/// epoch), these 200 seeds of 1,000 steps fail; fewer missed the window case. In a debug build (`swift test`)
/// the stale frame stops the run in `Device.render(_:for:)`, which checks every cache hit against a fresh render.
@Suite(
  "Render cache under random app code", .tags(.slow), .timeLimit(.minutes(10)),
  .handedToSecondProcess("ShieldModelTests.RenderCacheStressTests"))
struct RenderCacheStressTests {
  /// A small deterministic generator (a 64-bit LCG), local so the model's tests need no engine.
  struct StressRandom {
    var s: UInt64
    mutating func next() -> UInt64 {
      s = s &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return s >> 33
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func bool() -> Bool { next() & 1 == 0 }
    mutating func pick<T>(_ a: [T]) -> T? { a.isEmpty ? nil : a[int(a.count)] }
  }

  static func okView(_ p: UIView, _ c: UIView) -> Bool {
    p !== c && !p.isDescendant(of: c) && okLayer(p.layer, c.layer)
  }
  static func okLayer(_ p: CALayer, _ c: CALayer) -> Bool { p !== c && !p.isDescendant(of: c) }

  static let profiles = [
    "iphone-ios17-scenes", "ipad-split-ios17-scenes", "iphone-ios16-scenes", "iphone-ios26.5-scenes",
    "iphone-ios17-appdelegate", "ipad-stage-ios18-scenes",
  ]

  @Test("Cached frames equal fresh renders, and the cover walk covers what frames show", arguments: 0..<200)
  func cachedFramesStayFresh(seed: Int) throws {
    let okView = Self.okView
    let okLayer = Self.okLayer
    let steps = 1000
    var rng = StressRandom(s: UInt64(seed) &* 7919 &+ 13)
    let profileName = Self.profiles[seed % Self.profiles.count]
    var profile = try Profile(named: profileName)
    profile.flags.capturesShowPresentationValues = rng.bool()
    profile.flags.secureCanvasHiddenInSwitcher = rng.bool()
    profile.flags.unheldWindowsVanish = rng.bool()
    profile.flags.equalLevelMostRecentOnTop = rng.bool()
    let device = Device(profile: profile, strategy: nil)
    let other = Device(profile: try Profile(named: profileName), strategy: nil)
    try device.apply(.launch)
    try other.apply(.launch)
    var views: [UIView] = []
    var layers: [CALayer] = []
    var windows: [UIWindow] = []
    var fields: [UITextField] = []
    var heldScenes: [UIWindowScene] = []
    func allViews() -> [UIView] { views + windows + fields + fields.compactMap(\.canvasView) }
    func allLayers() -> [CALayer] { layers + allViews().map(\.layer) + windows.compactMap { $0.layer.superlayer } }
    let events: [SystemEvent] = [
      .advance(0.05), .advance(0.3), .advance(1), .rotate(.landscapeLeft), .rotate(.portrait), .screenshot,
      .recordingStart, .recordingStop, .mirroringStart, .mirroringStop, .callBanner, .dismissCallBanner,
      .goHome, .returnToApp, .openAppSwitcher, .closeAppSwitcher, .connectScene("B"), .disconnectScene("B"),
      .keyboardShow, .keyboardHide, .runMainQueue, .openControlCenter, .closeControlCenter, .lockDevice, .unlockDevice,
    ]
    for _ in 0..<steps {
      let op = rng.int(40)
      if op < 8 {
        if let e = rng.pick(events) {
          try? device.apply(e)
          if rng.int(4) == 0 { try? other.apply(e) }
        }
      } else {
        let d = rng.int(6) == 0 ? other : device
        d.withCurrent {
          let scenes = d.windowScenes
          let animated = rng.int(3) == 0
          let body = {
            switch op {
            case 8:
              views.append(
                UIView(frame: CGRect(x: rng.int(300), y: rng.int(700), width: rng.int(400), height: rng.int(900))))
            case 9:
              let f = UITextField(frame: CGRect(x: 0, y: rng.int(800), width: 390, height: rng.int(900)))
              f.layer.contentRole = rng.bool() ? .appSensitive(textHeight: 17) : .appNeutral
              fields.append(f)
            case 10: layers.append(CALayer())
            case 11:
              if let s = rng.pick(scenes) {
                let w = UIWindow(windowScene: s)
                w.windowLevel = UIWindow.Level(CGFloat(rng.int(3) * 1000 + rng.int(2)))
                windows.append(w)
              }
            case 12, 13:
              let all = allViews()
              if let p = rng.pick(all), let c = rng.pick(all), okView(p, c) { p.addSubview(c) }
            case 14, 15:
              let all = allLayers()
              if let p = rng.pick(all), let c = rng.pick(all), okLayer(p, c) { p.addSublayer(c) }
            case 16: rng.pick(allViews())?.removeFromSuperview()
            case 17: rng.pick(allLayers())?.removeFromSuperlayer()
            case 18:
              switch rng.int(4) {
              case 0: if !views.isEmpty { views.remove(at: rng.int(views.count)) }
              case 1: if !layers.isEmpty { layers.remove(at: rng.int(layers.count)) }
              case 2: if !windows.isEmpty { windows.remove(at: rng.int(windows.count)) }
              default: if !fields.isEmpty { fields.remove(at: rng.int(fields.count)) }
              }
            case 19: rng.pick(allLayers())?.opacity = Float(rng.int(3)) / 2
            case 20:
              rng.pick(allLayers())?.frame = CGRect(
                x: rng.int(200), y: rng.int(600), width: rng.int(500), height: rng.int(900))
            case 21: rng.pick(allLayers())?.isHidden = rng.bool()
            case 22:
              rng.pick(allLayers())?.backgroundColor =
                rng.bool() ? nil : CGColor(white: 1, alpha: CGFloat(rng.int(3)) / 2)
            case 23: rng.pick(allLayers())?.contents = rng.bool() ? nil : (rng.bool() ? "img" as Any : 3 as Any)
            case 24:
              let roles: [ContentRole] = [
                .unclassified, .appNeutral, .appSensitive(textHeight: 17), .system, .systemSensitive(textHeight: 40),
              ]
              rng.pick(allLayers())?.contentRole = roles[rng.int(roles.count)]
            case 25: rng.pick(allLayers())?.backdropBlurRadius = CGFloat(rng.int(3) * 10)
            case 26: rng.pick(fields)?.isSecureTextEntry.toggle()
            case 27:
              if rng.bool() {
                rng.pick(fields)?.becomeFirstResponder()
              } else {
                rng.pick(fields)?.resignFirstResponder()
              }
            case 28: rng.pick(windows)?.isHidden = rng.bool()
            case 29: rng.pick(windows)?.makeKeyAndVisible()
            case 30: rng.pick(windows)?.windowLevel = UIWindow.Level(CGFloat(rng.int(3) * 1000))
            case 31: if let w = rng.pick(windows) { w.windowScene = rng.int(4) == 0 ? nil : rng.pick(scenes) }
            case 32:
              // The seed-000 trick on a random window and field.
              if let w = rng.pick(windows + scenes.flatMap(\.windows)), let f = rng.pick(fields),
                let host = w.layer.superlayer,
                let canvas = f.canvasView?.layer, !host.isDescendant(of: f.layer), host !== f.layer
              {
                if okLayer(host, f.layer) { host.addSublayer(f.layer) }
                if okLayer(canvas, w.layer) { canvas.addSublayer(w.layer) }
              }
            case 33: if let s = rng.pick(scenes) { heldScenes.append(s) }
            case 34:
              if let w = rng.pick(scenes.flatMap(\.windows)), let f = rng.pick(fields), okView(w, f) { w.addSubview(f) }
            case 35:
              if let v = rng.pick(allViews()), let f = rng.pick(fields), let c = f.canvasView, okView(c, v) {
                c.addSubview(v)
              }
            case 36: rng.pick(allViews())?.backgroundColor = rng.bool() ? .white : nil
            case 37: if let w = rng.pick(scenes.flatMap(\.windows)) { windows.append(w) }
            default: if let f = rng.pick(fields) { f.layer.contentRole = .appSensitive(textHeight: 17) }
            }
          }
          if animated {
            UIView.animate(
              withDuration: [0.2, 0.5, 2][rng.int(3)], delay: rng.bool() ? 0 : 0.1, options: [], animations: body,
              completion: nil)
          } else {
            body()
          }
        }
      }
      let purposes: [RenderPurpose] = [.display, .screenshot, .recording, .mirroring, .switcherSnapshot]
      for d in [device, other] {
        for s in d.windowScenes {
          for _ in 0..<2 {
            let purpose = purposes[rng.int(purposes.count)]
            let cached = d.render(s, for: purpose)
            #if DEBUG
              // A debug build's render(_:for:) renders every cache hit afresh and stops on a difference (a miss
              // is a fresh render): a second render here would repeat that work.
              _ = cached
            #else
              let fresh = d.withCurrent { Renderer(device: d, purpose: purpose).render(s) }
              #expect(cached == fresh, "seed \(seed): stale \(purpose) frame of scene \(s.identifier)")
            #endif
          }
          let display = d.render(s, for: .display)
          #expect(d.mayShowCover(s) || !display.shows([.cover, .blurred]), "seed \(seed): cover walk missed a cover")
        }
      }
      _ = device.collectCaptures()
      _ = other.collectCaptures()
    }
    withExtendedLifetime(heldScenes) {}
  }
}
