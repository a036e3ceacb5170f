import TestExpectations
import Testing

@testable import ShieldModel

/// A cover keyed on the scene phase, as privacy code writes it: black unless active.
private struct PhaseCover: View {
  @Environment(\.scenePhase) var scenePhase
  var body: some View {
    ZStack {
      if scenePhase != .active {
        Color.black.ignoresSafeArea()
      }
    }
  }
}

/// A UIKit app's strategy hosting `PhaseCover` over its window, the hosting view transparent.
private final class HostedPhaseCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var host: UIHostingController<PhaseCover>?
  func sceneDidBecomeActive(_ scene: UIScene) {
    guard host == nil, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
    let host = UIHostingController(rootView: PhaseCover())
    host.view.backgroundColor = .clear
    host.view.frame = window.bounds
    window.addSubview(host.view)
    self.host = host
  }
}

/// A view whose state hides its text; `export` hands the state's binding out on appear.
private struct Toggled: View {
  @State var covered = false
  let export: (Binding<Bool>) -> Void
  var body: some View {
    ZStack {
      Text("secret")
      if covered { Color.black }
    }
    .onAppear { export($covered) }
  }
}

/// A black cover written before the text, raised by `zIndex` (through a later modifier) or not.
private struct Raised: View {
  let index: Double
  var body: some View {
    ZStack {
      Color.black.zIndex(index).opacity(1)
      Text("secret")
    }
  }
}

/// Counts its UIKit calls.
private final class Counter {
  var made = 0
  var updated = 0
  var changes: [String] = []
}
private struct Represented: UIViewRepresentable {
  let counter: Counter
  func makeUIView(context: Context) -> UIView {
    counter.made += 1
    return UIView()
  }
  func updateUIView(_ uiView: UIView, context: Context) { counter.updated += 1 }
}
private struct Watched: View {
  @State var value = 0
  let counter: Counter
  let export: (Binding<Int>) -> Void
  var body: some View {
    Represented(counter: counter)
      .onChange(of: value) { old, new in counter.changes.append("\(old)->\(new)") }
      .onAppear { export($value) }
  }
}

/// Whether `view`'s subtree draws an opaque black view.
@MainActor private func drawsBlack(_ view: UIView) -> Bool {
  if view.backgroundColor == .black, view.alpha == 1, !view.isHidden { return true }
  return view.subviews.contains(where: drawsBlack)
}

@Suite("SwiftUI hosting (issue 29)")
@MainActor struct SwiftUIHostingTests {
  @Test("A hosted overlay keyed on scenePhase draws nothing while active and covers the switcher snapshot")
  func phaseKeyedOverlayCoversTheSnapshot() throws {
    let cover = HostedPhaseCover()
    let d = try launched(strategy: cover)
    let view = try #require(cover.host?.view)
    #expect(!drawsBlack(view))
    let updates = try #require(cover.host?.viewGraph?.updateCount)
    try d.apply(.goHome, .advance(1))
    #expect(drawsBlack(view))
    #expect(try #require(cover.host?.viewGraph?.updateCount) > updates)
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(!snapshots.isEmpty)
    #expect(snapshots.allSatisfy { !$0.frame.showsSensitiveContent })
    // Back to active: the next update removes the cover again.
    try d.apply(.returnToApp, .advance(1))
    #expect(!drawsBlack(view))
  }

  @Test(
    "While active the hosted overlay draws nothing: the display shows the app's content through the clear hosting view")
  func clearHostingViewHidesNothing() throws {
    let cover = HostedPhaseCover()
    let d = try launched(strategy: cover)
    #expect(d.render(try #require(d.windowScenes.first), for: .display).showsSensitiveContent)
  }

  @Test("A @State change re-evaluates body in the next update; state survives the re-evaluation")
  func stateChangeRerenders() throws {
    var binding: Binding<Bool>?
    let host = UIHostingController(rootView: Toggled(export: { binding = $0 }))
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(!drawsBlack(host.view))
    #expect(host.view.subviews.first?.subviews.first is UILabel)
    let covered = try #require(binding)
    covered.wrappedValue = true
    #expect(drawsBlack(host.view))
    #expect(covered.wrappedValue)
    // A new root value re-evaluates the tree; the state is the graph's, not the new value's.
    host.rootView = Toggled(export: { _ in })
    #expect(drawsBlack(host.view))
  }

  @Test("zIndex draws a ZStack's child in front of later siblings; an equal index keeps the written order")
  func zIndexOrdersAZStack() throws {
    for (index, blackInFront) in [(1.0, true), (0.0, false), (-1.0, false)] {
      let host = UIHostingController(rootView: Raised(index: index))
      host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let front = try #require(host.view.subviews.first?.subviews.last)
      #expect(drawsBlack(front) == blackInFront, "zIndex \(index)")
    }
  }

  @Test("A representable's view is made once and updated each update; onChange sees old and new")
  func representableAndOnChange() throws {
    let counter = Counter()
    var binding: Binding<Int>?
    let host = UIHostingController(rootView: Watched(counter: counter, export: { binding = $0 }))
    _ = host.view
    let value = try #require(binding)
    value.wrappedValue = 1
    value.wrappedValue = 3
    expectEqual(counter.made, 1)
    expectEqual(counter.updated, 3)
    expectEqual(counter.changes, ["0->1", "1->3"])
  }

  @Test("A GeometryReader reads the hosting view's size, and a new size evaluates it again")
  func geometryFollowsTheHostSize() throws {
    let host = UIHostingController(rootView: GeometryReader { Text("\(Int($0.size.width))") })
    func texts(_ v: UIView) -> [String] { ((v as? UILabel)?.text.map { [$0] } ?? []) + v.subviews.flatMap(texts) }
    expectEqual(texts(host.view), ["0"])
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    expectEqual(texts(host.view), ["390"])
    expectEqual(host.view.subviews.first?.frame.size, CGSize(width: 390, height: 844))
  }

  @Test("The hosting view fills with the system background unless the flag is off")
  func hostingBackground() throws {
    let on = try launched()
    let opaque = on.withCurrent { UIHostingController(rootView: EmptyView()).view.backgroundColor }
    expectEqual(opaque, .systemBackground)
    let off = try launched("iphone-ios17-scenes+hostingViewHasSystemBackground=false")
    #expect(off.withCurrent { UIHostingController(rootView: EmptyView()).view.backgroundColor } == nil)
  }

  @Test("privacySensitive content is redacted only under the privacy reason; blur and opacity draw as layers")
  func redactionAndModifiers() throws {
    let redacted = UIHostingController(rootView: Text("balance").privacySensitive().redacted(reason: .privacy))
    let plain = UIHostingController(rootView: Text("balance").privacySensitive())
    func labels(_ v: UIView) -> Int { (v is UILabel ? 1 : 0) + v.subviews.map(labels).reduce(0, +) }
    expectEqual(labels(redacted.view), 0)
    expectEqual(labels(plain.view), 1)
    let blurred = UIHostingController(rootView: Color.white.blur(radius: 20).opacity(0.5))
    func blurs(_ v: UIView) -> [CGFloat] {
      (v.layer.backdropBlurRadius > 0 ? [v.layer.backdropBlurRadius] : []) + v.subviews.flatMap(blurs)
    }
    expectEqual(blurs(blurred.view), [20])
    expectEqual(blurred.view.subviews.first?.alpha, 0.5)
  }
}
