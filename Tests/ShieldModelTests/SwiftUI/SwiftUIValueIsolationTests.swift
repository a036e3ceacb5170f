import TestExpectations
import Testing

@testable import ShieldModel

/// An app's asset catalogue as apps write one: statics of a nonisolated enum, made off the main
/// actor. It compiles only if `Image`, `Text` and `Color` are nonisolated `Sendable` values, as
/// SwiftUI declares them (their `View` conformance alone is main-actor).
nonisolated private enum CoverAssets {
  static let logo = Image("coverScreenLogo")
  static let symbol = Image(systemName: "lock.fill")
  static let title = Text("Locked")
  static let tint = Color(red: 0, green: 0, blue: 0, opacity: 0.5)
}

/// Makes the three values in a nonisolated function, as a background task of an app would.
private nonisolated func madeOffTheMainActor() -> (Image, Text, Color) {
  (Image(uiImage: UIImage()), Text(verbatim: "Paused"), Color.black.opacity(0.5))
}

/// SwiftUI's `Image`, `Text` and `Color` are nonisolated and `Sendable` (Apple, "Image",
/// https://developer.apple.com/documentation/swiftui/image ; "Text",
/// https://developer.apple.com/documentation/swiftui/text ; "Color",
/// https://developer.apple.com/documentation/swiftui/color ; each `Sendable`), so Swift 6 code makes
/// them from nonisolated statics and functions; the model's drawing of them stays main-actor.
@Suite("SwiftUI: Image, Text and Color are nonisolated Sendable values")
struct SwiftUIValueIsolationTests {
  @Test("values made in nonisolated statics and functions keep what they were made with")
  func madeOffTheMainActorKeepTheirContent() {
    expectEqual(CoverAssets.logo.image?.name, "coverScreenLogo")
    expectEqual(CoverAssets.symbol.image?.name, "systemName:lock.fill")
    expectEqual(CoverAssets.title.content, "Locked")
    expectEqual(CoverAssets.tint.uiColor.cgColor.alpha, 0.5)
    let (image, text, color) = madeOffTheMainActor()
    expectEqual(image.image?.isEmpty, true)
    expectEqual(text.content, "Paused")
    expectEqual(color.uiColor.cgColor.alpha, 0.5)
    expectEqual(color.uiColor.cgColor.white, 0)
  }

  @Test("a text made off the main actor draws as a label with its characters when hosted")
  @MainActor func hostedTextDrawsItsCharacters() {
    let host = UIHostingController(rootView: CoverAssets.title)
    host.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    expectEqual(labelTexts(in: host.view), ["Locked"])
  }
}

/// The texts of every label under `view`, depth first.
@MainActor private func labelTexts(in view: UIView) -> [String?] {
  view.subviews.flatMap { ($0 as? UILabel).map { [$0.text] } ?? labelTexts(in: $0) }
}

/// A view whose appearance is set by `.task`, as a shield modifier's first configuration.
private struct TaskConfigured: View {
  @State var configured = false
  var body: some View {
    Text(configured ? "configured" : "waiting").task { configured = true }
  }
}

/// SwiftUI's `.task` compiles with a main-actor closure, as on iOS; the model runs no Swift tasks,
/// so the action never runs and the run names it as a hosting problem.
@Suite("SwiftUI: .task is declared, never run, and reported")
struct SwiftUITaskTests {
  @Test("a hosted .task never runs its action; its first appearance is a hosting problem")
  func taskIsAHostingProblem() {
    HostingCheck.reset()
    let host = UIHostingController(rootView: TaskConfigured())
    host.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    host.view.layoutIfNeeded()
    expectEqual(labelTexts(in: host.view), ["waiting"])
    expectEqual(HostingCheck.problems.count, 1)
    expectEqual(HostingCheck.problems.first?.contains(".task"), true)
    HostingCheck.reset()
  }
}
