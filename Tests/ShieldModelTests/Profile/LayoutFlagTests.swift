import TestExpectations
import Testing

@testable import ShieldModel

/// Covers the scene on resign with a view whose size the model's layout estimates decide: a stack
/// view with one opaque arranged view 100 points long, a label sized to fit its text, or (the
/// control) a plain view over the window.
private final class LaidOutCover: PrivacyScreenStrategy {
  enum Kind { case stack, label, plain }
  let kind: Kind
  init(_ kind: Kind) { self.kind = kind }
  var claims: ProtectionClaims { .all }
  func sceneWillResignActive(_ scene: UIScene) {
    guard let w = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    switch kind {
    case .stack:
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
      bar.backgroundColor = .white
      let stack = UIStackView(arrangedSubviews: [bar])
      stack.axis = .vertical
      stack.frame = w.bounds
      w.addSubview(stack)
    case .label:
      let label = UILabel(frame: .zero)
      label.backgroundColor = .white
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 31)
      label.text = Array(repeating: String(repeating: "W", count: 20), count: 28).joined(separator: "\n")
      label.sizeToFit()
      w.addSubview(label)
    case .plain:
      let v = UIView(frame: w.bounds)
      v.backgroundColor = .white
      w.addSubview(v)
    }
  }
}

@Suite("Layout estimates that are flags: the stack's unused length, a label's text width")
struct LayoutFlagTests {
  /// Whether the snapshot taken going home shows sensitive content, for `kind` on `profile`.
  @MainActor fileprivate func snapshotLeaks(_ kind: LaidOutCover.Kind, _ profile: String) throws -> Bool {
    let d = try launched(profile, strategy: LaidOutCover(kind))
    try d.apply(.goHome, .advance(1))
    let snap = try #require(d.collectCaptures().first { $0.kind == .switcherSnapshot })
    return snap.frame.showsSensitiveContent
  }

  @Test("stackViewLeavesUnusedLength: a stack cover's rest stays empty (leak), or its view fills it")
  @MainActor func stackRest() throws {
    #expect(try snapshotLeaks(.stack, "iphone-ios17-scenes"))
    #expect(try !snapshotLeaks(.stack, "iphone-ios17-scenes+stackViewLeavesUnusedLength=false"))
    // A cover that no stack lays out has the same verdict under both answers.
    #expect(try !snapshotLeaks(.plain, "iphone-ios17-scenes"))
    #expect(try !snapshotLeaks(.plain, "iphone-ios17-scenes+stackViewLeavesUnusedLength=false"))
    #expect(try snapshotLeaks(.label, "iphone-ios17-scenes+stackViewLeavesUnusedLength=false"))
  }

  @Test("labelTextMeasuresWide: a label cover sized to fit leaves a strip (leak), or reaches the edge")
  @MainActor func labelWidth() throws {
    #expect(try snapshotLeaks(.label, "iphone-ios17-scenes"))
    #expect(try !snapshotLeaks(.label, "iphone-ios17-scenes+labelTextMeasuresWide=true"))
    #expect(try !snapshotLeaks(.plain, "iphone-ios17-scenes+labelTextMeasuresWide=true"))
    #expect(try snapshotLeaks(.stack, "iphone-ios17-scenes+labelTextMeasuresWide=true"))
  }

  @Test("a label's size: 0.55 or 0.65 of the point size per character, 1.2 per line, rounded up")
  @MainActor func labelSize() throws {
    for (profile, width) in [("iphone-ios17-scenes", 94.0), ("iphone-ios17-scenes+labelTextMeasuresWide=true", 111.0)] {
      let d = try launched(profile)
      let size = d.withCurrent { () -> CGSize in
        let label = UILabel(frame: .zero)
        label.text = "1234567890\nab"
        return label.sizeThatFits(.zero)
      }
      expectEqual(size, CGSize(width: width, height: 41))
    }
  }
}
