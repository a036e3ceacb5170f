import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

/// Whether the sheets below carry the modifier.
@MainActor private enum Sheets {
  static var locked = true
  static var locales: [String] = []
}

/// A sheet shown at once, kept up against the user's swipe when `Sheets.locked`.
private struct SheetApp: App {
  var body: some Scene {
    WindowGroup {
      Color.clear.sheet(isPresented: .constant(true)) {
        Text("form").interactiveDismissDisabled(Sheets.locked)
      }
    }
  }
}

/// An alert written with SwiftUI's first alert API, shown at once.
private struct LegacyAlertApp: App {
  var body: some Scene {
    WindowGroup {
      Color.clear.alert(isPresented: .constant(true)) {
        Alert(
          title: Text("Locked"), message: Text("Authenticate to continue"),
          primaryButton: .default(Text("Retry")) { Sheets.locales.append("retry") }, secondaryButton: .cancel())
      }
    }
  }
}

/// A view that records the locale it reads.
private struct LocaleReader: View {
  @Environment(\.locale) private var locale
  var body: some View {
    Sheets.locales.append(locale.identifier)
    return Text("date")
  }
}

/// A lock view as the twentieth set's files write it: a tinted spinner, a catalog image, a URL handler.
private struct LockCover: View {
  var body: some View {
    VStack {
      ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white))
      Image(ImageResource(name: "splashIcon", bundle: .main))
      Text("Locked")
    }
    .onOpenURL { _ in Sheets.locales.append("opened") }
  }
}

@Suite("SwiftUI: interactive dismissal, progress styles, locale, catalog resources, URLs, first alerts, tint")
@MainActor struct SwiftUIDismissStylesAndResourcesTests {
  @Test(
    "interactiveDismissDisabled keeps a sheet up against the swipe; without it the swipe may dismiss",
    arguments: [true, false])
  func interactiveDismissal(locked: Bool) throws {
    Sheets.locked = locked
    let d = try launched("iphone-ios17-swiftui", strategy: SwiftUIAppHost(SheetApp.self, claims: .appSwitcher))
    try d.apply(.advance(1))
    let sheet = try #require(
      d.withCurrent { d.scene(named: "A")?.windows.first?.rootViewController?.presentedViewController })
    expectEqual(sheet.isModalInPresentation, locked)
    expectEqual(d.withCurrent { sheet.userCanDismiss(on: d) }, !locked)
  }

  @Test("A view reads the locale: en_US unless an ancestor sets one")
  func locale() throws {
    _ = try launched()
    Sheets.locales = []
    UIHostingController(rootView: LocaleReader()).loadViewIfNeeded()
    UIHostingController(rootView: LocaleReader().environment(\.locale, Locale(identifier: "fr_FR"))).loadViewIfNeeded()
    expectEqual(Sheets.locales, ["en_US", "fr_FR"])
  }

  @Test("A tinted circular style, a catalog image and a URL handler: the image and text drawn, the handler not run")
  func stylesResourcesAndURLs() throws {
    _ = try launched()
    Sheets.locales = []
    let controller = UIHostingController(rootView: LockCover())
    controller.loadViewIfNeeded()
    let (images, labels) = drawnImagesAndLabels(in: controller.view!)
    expectEqual(images, 1)
    expectEqual(labels, ["Locked"])
    #expect(Sheets.locales.isEmpty)
    #expect(CircularProgressViewStyle(tint: .white).tint == .white && CircularProgressViewStyle().tint == nil)
    expectEqual(LinearProgressViewStyle(tint: .red).tint, .red)
    expectEqual(UIColor(Color(ColorResource(name: "brand", bundle: .main))), UIColor(white: 0.5, alpha: 1))
  }

  @Test("The first alert API presents a UIKit alert with its title, message and buttons; a button runs its action")
  func legacyAlert() throws {
    Sheets.locales = []
    let d = try launched("iphone-ios17-swiftui", strategy: SwiftUIAppHost(LegacyAlertApp.self, claims: .appSwitcher))
    try d.apply(.advance(1))
    let alert = try #require(
      d.withCurrent {
        d.scene(named: "A")?.windows.first?.rootViewController?.presentedViewController as? UIAlertController
      })
    #expect(alert.title == "Locked" && alert.message == "Authenticate to continue")
    expectEqual(alert.actions.map(\.title), ["Retry", "Cancel"])
  }

  @Test(
    "A shape filled with the tint is the accent color, opaque under foregroundStyle; CFAbsoluteTimeGetCurrent reads virtual time"
  )
  func tintAndAbsoluteTime() throws {
    let d = try launched()
    var fills: [String] = []
    for root in [AnyView(Rectangle().foregroundStyle(.tint)), AnyView(Rectangle().fill(.tint))] {
      let controller = UIHostingController(rootView: root)
      controller.loadViewIfNeeded()
      var stack = [controller.view!]
      while let view = stack.popLast() {
        if !(view is SwiftUIHostingView), let color = view.backgroundColor {
          fills.append("\(color.cgColor.white),\(color.cgColor.alpha),\(color == UIColor.systemBlue)")
        }
        stack.append(contentsOf: view.subviews)
      }
    }
    // `fill(.tint)` is the accent color; under `foregroundStyle(.tint)` the shape draws opaque in the primary color.
    expectEqual(fills, ["0.0,1.0,false", "\(UIColor.systemBlue.cgColor.white),1.0,true"])
    let before = d.withCurrent { CFAbsoluteTimeGetCurrent() }
    try d.apply(.advance(5))
    expectEqual(d.withCurrent { CFAbsoluteTimeGetCurrent() } - before, 5)
  }
}
