import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// The screen's snapshot blurred through Core Image by `radius`, as a blur-snapshot cover makes it.
@MainActor private func coreImageBlur(of view: UIView, radius: CGFloat) throws -> UIImage {
  let snapshot = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
    view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
  }
  return try coreImageBlur(snapshot, radius: radius)
}

/// `snapshot` blurred through `CIGaussianBlur` by `radius` (pixels), back at the snapshot's scale.
private func coreImageBlur(_ snapshot: UIImage, radius: CGFloat) throws -> UIImage {
  let input = try #require(CIImage(image: snapshot, options: [.colorSpace: CGColorSpaceCreateDeviceRGB()]))
  let blur = try #require(CIFilter(name: "CIGaussianBlur"))
  blur.setValue(input.clampedToExtent(), forKey: kCIInputImageKey)
  blur.setValue(radius, forKey: kCIInputRadiusKey)
  let output = try #require(blur.outputImage?.cropped(to: input.extent))
  let cg = try #require(CIContext(options: nil).createCGImage(output, from: input.extent))
  return UIImage(cgImage: cg, scale: snapshot.scale, orientation: snapshot.imageOrientation)
}

@Suite("Core Image: a snapshot blurred through CIGaussianBlur hides content as the model's other blurs do")
struct CoreImageTests {
  @Test("a strong Core Image blur hides the screen's text; a faint one does not; unknown filters are nil")
  func gaussianBlurOfASnapshot() throws {
    // https://developer.apple.com/documentation/coreimage/cifilter ; "CIGaussianBlur"
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    let window = try #require(d.mainWindow())
    try d.withCurrent {
      // The radius is in pixels: 60 spans 20 points of the @3x snapshot, which hides the
      // sample's 34-point balance (30 would span 10, leaving it degraded, so shown).
      let strong = try coreImageBlur(of: window, radius: 60)
      let faint = try coreImageBlur(of: window, radius: 0.5)
      #expect(strong.drawing?.regions.last?.blur == 20 && strong.drawing?.regions.last?.alpha == 0)
      expectEqual(strong.size, window.bounds.size)
      // On an opaque backdrop, as the cover shows it: what shows is the image alone.
      let backdrop = UIView(frame: window.bounds)
      backdrop.backgroundColor = .white
      let imageView = UIImageView(frame: window.bounds)
      imageView.image = strong
      backdrop.addSubview(imageView)
      window.addSubview(backdrop)
      #expect(!d.render(scene, for: .display).showsSensitiveContent)
      imageView.image = faint
      #expect(d.render(scene, for: .display).showsSensitiveContent)
      backdrop.removeFromSuperview()
    }
    #expect(CIFilter(name: "CIUnknownFilter") == nil)
    let controls = try #require(CIFilter(name: "CIColorControls"))
    #expect(controls.outputImage == nil)  // no input image
  }

  @Test(
    "A Core Image blur's radius is in the image's pixels: 15 leaves 17-point text readable at @3x and hides it at @2x"
  )
  func radiusInPixels() throws {
    // "The radius of the blur, in pixels": https://developer.apple.com/documentation/coreimage/cigaussianblur ;
    // a renderer draws at the main screen's scale: .../uigraphicsimagerendererformat/scale ;
    // UIGraphicsBeginImageContext draws at 1: .../uigraphicsbeginimagecontext(_:) .
    let cases: [(String, CGFloat, Bool)] = [("iphone-ios17-scenes", 3, false), ("ipad-split-ios17-scenes", 2, true)]
    for (profile, scale, hidden) in cases {
      let d = try launched(profile)
      let scene = try #require(d.scene(named: "A"))
      let window = try #require(d.mainWindow())
      try d.withCurrent {
        expectEqual(UIScreen.main.scale, scale)
        let secret = UIView(frame: window.bounds)
        secret.backgroundColor = .white
        secret.layer.contentRole = .appSensitive(textHeight: 17)
        window.addSubview(secret)
        let blurred = try coreImageBlur(of: secret, radius: 15)
        UIGraphicsBeginImageContext(window.bounds.size)
        secret.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        let pointImage = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        secret.removeFromSuperview()
        #expect(blurred.scale == scale && pointImage.scale == 1)
        // 15 pixels span 5 points at @3x (σ 2.5: degraded, shown by default) and 7.5 at @2x (illegible).
        expectEqual(blurred.drawing?.regions.last?.blur, 15 / scale)
        let backdrop = UIView(frame: window.bounds)
        backdrop.backgroundColor = .white
        let imageView = UIImageView(frame: window.bounds)
        imageView.image = blurred
        backdrop.addSubview(imageView)
        window.addSubview(backdrop)
        expectEqual(d.render(scene, for: .display).showsSensitiveContent, !hidden)
        // A bitmap of one pixel per point (UIGraphicsBeginImageContext): 15 pixels are 15 points.
        imageView.image = try coreImageBlur(pointImage, radius: 15)
        expectEqual(imageView.image?.drawing?.regions.last?.blur, 15)
        #expect(!d.render(scene, for: .display).showsSensitiveContent)
        backdrop.removeFromSuperview()
      }
    }
  }

  @Test("UIImage.draw(in:) draws the image's content scaled into the current context")
  func imageDrawsIntoARenderer() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    try d.withCurrent {
      let snapshot = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
        window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
      }
      let half = CGSize(width: window.bounds.width / 2, height: window.bounds.height / 2)
      let scaled = UIGraphicsImageRenderer(size: half).image { ctx in
        ctx.cgContext.interpolationQuality = .high
        snapshot.draw(in: CGRect(origin: .zero, size: half))
      }
      let drawing = try #require(scaled.drawing)
      #expect(drawing.showsSensitiveContent && drawing.regions.count == snapshot.drawing?.regions.count)
    }
  }
}
