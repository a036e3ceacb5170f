import Foundation
import ShieldModel
import TestExpectations
import Testing

// A plain import, not `@testable`: these lines must compile as an app's files do, against the
// model's public surface (the sixth unseen set's first walls, docs/oss-compile-check/unseen6/).

/// A cover window dismissed by a tap (nacho4d's shape) and a hiding view laid out with the
/// item/attribute initializer, an alert shown from the top controller (yunus's shape).
@MainActor private final class TapCover {
  var window: UIWindow?
  func dismiss() {
    window?.resignKey()
    window = nil
  }
  func make(over root: UIViewController, in bounds: CGRect) {
    let vc = UIViewController()
    vc.view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(TapCover.dismiss)))
    let hiding = UIView()
    vc.view.addSubview(hiding)
    vc.view.addConstraints([
      NSLayoutConstraint(
        item: hiding, attribute: .centerX, relatedBy: .equal, toItem: vc.view, attribute: .centerX, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: hiding, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: bounds.width),
    ])
    let alert = UIAlertController(title: "Warning", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .destructive))
    root.show(alert, sender: nil)
    ShieldModel.NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
  }
}

@MainActor
@Suite("Public surface of the sixth unseen set: tap recognizers, key callbacks, show, item constraints")
struct UIKitSixthSetSurfaceTests {
  @Test("The sixth set's shapes compile against the plain import; a recognizer keeps its view")
  func shapesCompile() {
    let view = UIView()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(tap)
    #expect(tap.view === view && view.gestureRecognizers?.count == 1)
    view.removeGestureRecognizer(tap)
    #expect(tap.view == nil && view.gestureRecognizers == nil)
    _ = TapCover.self
  }

  @Test("CC_MD5 computes RFC 1321's digest (llscreenlock hashes its pattern with it)")
  func md5() {
    // https://www.rfc-editor.org/rfc/rfc1321 (test suite: MD5("abc"), MD5(""))
    func hex(_ text: String) -> String {
      let utf8 = text.cString(using: .utf8)!
      var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
      CC_MD5(utf8, CC_LONG(utf8.count - 1), &digest)
      return digest.map { String(format: "%02x", $0) }.joined()
    }
    expectEqual(hex("abc"), "900150983cd24fb0d6963f7d28e17f72")
    expectEqual(hex(""), "d41d8cd98f00b204e9800998ecf8427e")
  }
}
