import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// A snapshot image of `view` as blur-snapshot covers make it, through `UIGraphicsImageRenderer`.
@MainActor private func rendererSnapshot(of view: UIView) -> UIImage {
  UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
    view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
  }
}

/// An observer as the AppFilesPlugin leaves a class that overrides NSObject's `observeValue`.
private final class CaptureObserver: NSKeyValueObserving {
  var seen: [String] = []
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    seen.append("\(keyPath ?? "-")=\(change?[.newKey] as? Bool ?? false)")
  }
}

@Suite("Images drawn from views; KVO on isCaptured")
struct ImageDrawingTests {
  @Test("an image view showing a snapshot of the screen shows the screen's sensitive content; a blur over it hides it")
  func snapshotCoverCarriesTheContent() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    let window = try #require(d.mainWindow())
    try d.withCurrent {
      let image = rendererSnapshot(of: window)
      let drawing = try #require(image.drawing)
      #expect(drawing.showsSensitiveContent && image.size == window.bounds.size)
      let imageView = UIImageView(frame: window.bounds)
      imageView.image = image
      window.addSubview(imageView)
      // The image is the screen: the cover made of it leaks what it covers.
      let shown = d.render(scene, for: .display)
      #expect(shown.showsSensitiveContent && !shown.showsCover)
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
      blur.frame = imageView.bounds
      imageView.addSubview(blur)
      #expect(!d.render(scene, for: .display).showsSensitiveContent)
      // Half the size: the same content, scaled into the smaller frame.
      blur.removeFromSuperview()
      imageView.frame = CGRect(x: 0, y: 0, width: window.bounds.width / 2, height: window.bounds.height / 2)
      #expect(d.render(scene, for: .display).showsSensitiveContent)
    }
  }

  @Test("an image of a plain view is a cover; code's own fills draw as a cover too")
  func imageOfAPlainViewIsACover() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    let window = try #require(d.mainWindow())
    d.withCurrent {
      let plain = UIView(frame: window.bounds)
      plain.backgroundColor = .white
      let image = rendererSnapshot(of: plain)
      #expect(image.drawing?.showsSensitiveContent == false && image.drawing?.regions.count == 1)
      let filled = UIGraphicsImageRenderer(size: window.bounds.size).image { context in
        UIColor.black.setFill()
        context.fill(CGRect(origin: .zero, size: window.bounds.size))
      }
      expectEqual(filled.drawing?.regions.map(\.alpha), [1])
      let imageView = UIImageView(image: image)
      imageView.frame = window.bounds
      window.addSubview(imageView)
      let shown = d.render(scene, for: .display)
      #expect(!shown.showsSensitiveContent && shown.showsCover)
      expectEqual(shown.rendering, allCover)
    }
  }

  @Test("UIGraphicsBeginImageContext and layer.render(in:) draw what drawHierarchy draws; no context, no image")
  func imageContextFunctions() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
      #expect(!window.drawHierarchy(in: window.bounds, afterScreenUpdates: true))
      UIGraphicsBeginImageContextWithOptions(window.bounds.size, false, UIScreen.main.scale)
      let context = UIGraphicsGetCurrentContext()
      #expect(context != nil)
      if let context { window.layer.render(in: context) }
      let rendered = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
      expectEqual(rendered?.drawing, rendererSnapshot(of: window).drawing)
      expectEqual(rendered?.drawing?.showsSensitiveContent, true)
    }
  }

  @Test("observe(\\.isCaptured) is called on each capture change while the observation lives")
  func keyValueObservingIsCaptured() throws {
    let d = try launched()
    var seen: [Bool?] = []
    var observation: NSKeyValueObservation?
    d.withCurrent {
      observation = UIScreen.main.observe(\.isCaptured, options: [.new, .initial]) { screen, change in
        seen.append(change.newValue)
        #expect(screen === UIScreen.main)
      }
    }
    expectEqual(seen, [false])
    try d.apply(.recordingStart)
    try d.apply(.recordingStop)
    expectEqual(seen, [false, true, false])
    observation?.invalidate()
    try d.apply(.recordingStart)
    expectEqual(seen.count, 3)
    // An observation nobody keeps ends at once, as Foundation's does when released.
    var dropped = 0
    d.withCurrent { _ = UIScreen.main.observe(\.isCaptured) { _, _ in dropped += 1 } }
    try d.apply(.recordingStop)
    #expect(dropped == 0 && observation != nil)
  }

  @Test("addObserver(_:forKeyPath: \"captured\") calls observeValue on each change until removed")
  func keyValueObservingByKeyPathString() throws {
    let d = try launched()
    let observer = CaptureObserver()
    let other = CaptureObserver()
    d.withCurrent {
      UIScreen.main.addObserver(observer, forKeyPath: "captured", options: .new, context: nil)
      UIScreen.main.addObserver(other, forKeyPath: "isCaptured", options: .new, context: nil)
    }
    try d.apply(.recordingStart)
    #expect(observer.seen == ["captured=true"] && other.seen.isEmpty)
    d.withCurrent { UIScreen.main.removeObserver(observer, forKeyPath: "captured") }
    try d.apply(.recordingStop)
    expectEqual(observer.seen, ["captured=true"])
  }
}
