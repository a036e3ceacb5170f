import SampleApp
import Testing

@testable import ShieldModel

/// The screen's snapshot blurred through Core Image by `radius`, as a blur-snapshot cover makes it.
@MainActor private func coreImageBlur(of view: UIView, radius: CGFloat) throws -> UIImage {
  let snapshot = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
    view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
  }
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
      let strong = try coreImageBlur(of: window, radius: 30)
      let faint = try coreImageBlur(of: window, radius: 0.5)
      #expect(strong.drawing?.regions.last?.blur == 30 && strong.drawing?.regions.last?.alpha == 0)
      #expect(strong.size == window.bounds.size)
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
