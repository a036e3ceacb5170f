import TestExpectations
import Testing

@testable import ShieldModel

/// A privacy model as SwiftUI apps write it: an observable object whose published flag the
/// app's lifecycle code sets.
private final class PrivacyModel: ObservableObject {
  @Published var covered = false
  /// What `$covered` has published, in order.
  var published: [Bool] = []
  var cancellables = Set<AnyCancellable>()
  init() { $covered.sink { [unowned self] in self.published.append($0) }.store(in: &cancellables) }
}

/// Black over the content while the model says so.
private struct ModelCover: View {
  @ObservedObject var model: PrivacyModel
  var body: some View {
    ZStack {
      Text("secret")
      if model.covered { Color.black }
    }
  }
}

/// A UIKit app's strategy hosting `ModelCover` over its window and covering on will-resign-active
/// through the model, recording whether the cover is drawn when the callback returns.
private final class HostedModelCover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  let model = PrivacyModel()
  var host: UIHostingController<ModelCover>?
  var drawnInCallback: [Bool] = []
  func sceneDidBecomeActive(_ scene: UIScene) {
    model.covered = false
    guard host == nil, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
    let host = UIHostingController(rootView: ModelCover(model: model))
    host.view.backgroundColor = .clear
    host.view.frame = window.bounds
    window.addSubview(host.view)
    self.host = host
  }
  func sceneWillResignActive(_ scene: UIScene) {
    model.covered = true
    if let view = host?.view { drawnInCallback.append(drawsBlack(view)) }
  }
}

/// Counts the models made and the identities a body saw.
private final class Tally {
  var made = 0
  var seen: [ObjectIdentifier] = []
  var taps = 0
}
private final class CountedModel: ObservableObject {
  @Published var covered = false
  init(_ tally: Tally) { tally.made += 1 }
}
private struct Owner: View {
  @StateObject var model: CountedModel
  let tally: Tally
  let export: (CountedModel) -> Void
  init(tally: Tally, export: @escaping (CountedModel) -> Void = { _ in }) {
    _model = StateObject(wrappedValue: CountedModel(tally))
    self.tally = tally
    self.export = export
  }
  var body: some View {
    tally.seen.append(ObjectIdentifier(model))
    return ZStack { if model.covered { Color.black } }.onAppear { export(model) }
  }
}

/// A child reading the model from the environment and binding a toggle to it.
private struct EnvironmentReader: View {
  @EnvironmentObject var model: PrivacyModel
  var body: some View {
    VStack {
      Toggle("Hide", isOn: $model.covered)
      if model.covered { Color.black }
    }
  }
}

/// Whether `view`'s subtree draws an opaque black view.
@MainActor private func drawsBlack(_ view: UIView) -> Bool {
  if view.backgroundColor == .black, view.alpha == 1, !view.isHidden { return true }
  return view.subviews.contains(where: drawsBlack)
}

@Suite("SwiftUI observable objects, Button, ForEach and layout modifiers")
@MainActor struct SwiftUIObservableTests {
  @Test("A @Published change sends objectWillChange and $property, and re-renders an @ObservedObject view once")
  func publishedChangeRerenders() throws {
    let model = PrivacyModel()
    var willChange = 0
    let watch = model.objectWillChange.sink { willChange += 1 }
    let host = UIHostingController(rootView: ModelCover(model: model))
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let updates = try #require(host.viewGraph?.updateCount)
    #expect(!drawsBlack(host.view))
    model.covered = true
    #expect(drawsBlack(host.view))
    expectEqual(willChange, 1)
    expectEqual(model.published, [false, true])
    expectEqual(host.viewGraph?.updateCount, updates + 1)
    model.covered = false
    #expect(!drawsBlack(host.view))
    watch.cancel()
    model.covered = true
    expectEqual(willChange, 2)
  }

  @Test("On a device a @Published change set at will-resign-active draws in SwiftUI's next update, before the snapshot")
  func publishedChangeTiming() throws {
    let cover = HostedModelCover()
    let d = try launched(strategy: cover)
    let view = try #require(cover.host?.view)
    #expect(!drawsBlack(view))
    try d.apply(.goHome, .advance(1))
    expectEqual(cover.drawnInCallback, [false])
    #expect(drawsBlack(view))
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(!snapshots.isEmpty)
    #expect(snapshots.allSatisfy { !$0.frame.showsSensitiveContent })
    try d.apply(.returnToApp, .advance(1))
    #expect(!drawsBlack(view))
    // With SwiftUI updating in the callback's own turn, the cover is drawn when it returns.
    let now = HostedModelCover()
    let e = try launched("iphone-ios17-scenes+swiftUIUpdatesInCallbackTurn=true", strategy: now)
    try e.apply(.goHome)
    expectEqual(now.drawnInCallback, [true])
  }

  @Test("@StateObject makes its object once for the view's identity; new view values do not replace it")
  func stateObjectKeepsOneInstance() throws {
    let tally = Tally()
    var exported: CountedModel?
    let host = UIHostingController(rootView: Owner(tally: tally, export: { exported = $0 }))
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let model = try #require(exported)
    model.covered = true
    #expect(drawsBlack(host.view))
    host.rootView = Owner(tally: tally)
    #expect(drawsBlack(host.view))
    // SwiftUI runs the autoclosure only for the identity's first evaluation.
    expectEqual(tally.made, 1)
    // Updates: the first, the new size, the change, the new root value.
    expectEqual(tally.seen.count, 4)
    expectEqual(Set(tally.seen), [ObjectIdentifier(model)])
  }

  @Test("@EnvironmentObject reads the ancestor's object; a binding through $model writes it and re-renders")
  func environmentObjectAndBinding() throws {
    let model = PrivacyModel()
    let host = UIHostingController(rootView: EnvironmentReader().environmentObject(model))
    host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(!drawsBlack(host.view))
    ObservedObject(wrappedValue: model).projectedValue.covered.wrappedValue = true
    #expect(drawsBlack(host.view))
    expectEqual(model.published, [false, true])
  }

  @Test(
    "A Button's action runs on a touch routed to it; a view in front takes the touch unless it allows no hit testing")
  func buttonRunsOnTouch() throws {
    let tally = Tally()
    final class Hosting: PrivacyScreenStrategy {
      var claims: ProtectionClaims { [] }
      let root: AnyView
      var host: UIHostingController<AnyView>?
      init(_ root: AnyView) { self.root = root }
      func sceneDidBecomeActive(_ scene: UIScene) {
        guard host == nil, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
        let host = UIHostingController(rootView: root)
        host.view.frame = window.bounds
        window.addSubview(host.view)
        self.host = host
      }
    }
    let button = Button {
      tally.taps += 1
    } label: {
      Color.blue
    }
    let plain = try launched(strategy: Hosting(AnyView(button)))
    try plain.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(tally.taps, 1)
    let blocked = try launched(
      strategy: Hosting(
        AnyView(
          ZStack {
            button
            Color.black.opacity(0.5)
          })))
    try blocked.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(tally.taps, 1)
    let passing = try launched(
      strategy: Hosting(
        AnyView(
          ZStack {
            button
            Color.black.opacity(0.5).allowsHitTesting(false)
          })))
    try passing.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(tally.taps, 2)
    let disabled = try launched(strategy: Hosting(AnyView(button.disabled(true))))
    try disabled.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(tally.taps, 2)
  }

  @Test("onReceive of NotificationCenter's publisher runs in the posting turn; its state change draws next update")
  func onReceiveNotification() throws {
    struct Receiver: View {
      @State var covered = false
      var body: some View {
        ZStack { if covered { Color.black } }
          .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
            covered = true
          }
      }
    }
    final class Hosting: PrivacyScreenStrategy {
      var claims: ProtectionClaims { .appSwitcher }
      var host: UIHostingController<Receiver>?
      func sceneDidBecomeActive(_ scene: UIScene) {
        guard host == nil, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil else { return }
        let host = UIHostingController(rootView: Receiver())
        host.view.backgroundColor = .clear
        host.view.frame = window.bounds
        window.addSubview(host.view)
        self.host = host
      }
    }
    let strategy = Hosting()
    let d = try launched(strategy: strategy)
    let view = try #require(strategy.host?.view)
    #expect(!drawsBlack(view))
    try d.apply(.goHome, .advance(1))
    #expect(drawsBlack(view))
  }

  @Test("ForEach draws one view per element, keyed by id; padding insets the content; text styles have their sizes")
  func forEachPaddingAndFonts() throws {
    struct Item: Identifiable {
      let id: Int
      let name: String
    }
    func labels(_ v: UIView) -> [String] { ((v as? UILabel)?.text.map { [$0] } ?? []) + v.subviews.flatMap(labels) }
    let items = UIHostingController(
      rootView: VStack {
        ForEach([Item(id: 2, name: "b"), Item(id: 1, name: "a")]) { Text($0.name) }
        ForEach(0..<2) { Text("\($0)") }
        ForEach(["x"], id: \.self) { Text($0).font(.callout) }
      })
    items.view.frame = CGRect(x: 0, y: 0, width: 100, height: 500)
    expectEqual(labels(items.view), ["b", "a", "0", "1", "x"])
    expectEqual([Font.callout, .footnote, .caption2].map(\.size), [16, 13, 11])
    let padded = UIHostingController(
      rootView: Color.black.padding().padding(.horizontal, 10).frame(maxWidth: .infinity))
    padded.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    func fills(_ v: UIView, _ origin: CGPoint) -> [CGRect] {
      let frame = v.frame.offsetBy(dx: origin.x, dy: origin.y)
      return (v.backgroundColor == .black ? [frame] : []) + v.subviews.flatMap { fills($0, frame.origin) }
    }
    expectEqual(fills(padded.view, .zero), [CGRect(x: 26, y: 16, width: 48, height: 68)])
    expectEqual(withAnimation(.easeInOut(duration: 0.3)) { 7 }, 7)
  }
}
