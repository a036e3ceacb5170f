import Observation
import TestExpectations
import Testing

@testable import ShieldModel

/// What the test apps' delegates and observers saw, in order.
@MainActor private enum Seen {
  static var calls: [String] = []
}

/// An app delegate as SwiftUI apps declare one for `@UIApplicationDelegateAdaptor`.
private final class AdaptedDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Seen.calls.append("didFinishLaunching")
    NotificationCenter.default.addObserver(
      forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: .main
    ) { _ in MainActor.assumeIsolated { Seen.calls.append("didFinishLaunchingNotification") } }
    return true
  }
}

/// The app's content: clear, so the app screen below shows.
private struct Content: View {
  var body: some View {
    Color.clear.persistentSystemOverlays(.hidden).toolbar(.hidden, for: .navigationBar).statusBarHidden()
      .border(Color.black, width: 2)
  }
}

/// A SwiftUI app with a delegate adaptor and a full-screen cover presented while not active.
private struct AdaptedApp: App {
  @UIApplicationDelegateAdaptor(AdaptedDelegate.self) var appDelegate
  @Environment(\.scenePhase) private var scenePhase
  var body: some Scene {
    WindowGroup {
      Content().fullScreenCover(isPresented: .constant(scenePhase != .active)) {
        Image(systemName: "lock").resizable().scaledToFit().imageScale(.large).symbolRenderingMode(.monochrome)
      }
    }
  }
}

/// An observable privacy model, as Observation's `@Observable` declares one.
@Observable private final class Privacy {
  var covered = false
}

/// Black over the content while the observable model says so.
private struct ObservingCover: View {
  let privacy: Privacy
  var body: some View {
    ZStack {
      Text("secret")
      if privacy.covered { Color.black }
    }
  }
}

/// A secure field and a plain one, as a login form writes them.
private struct Form2: View {
  @State private var password = "hunter2"
  @State private var name = "me"
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      SecureField("Password", text: $password)
        .keyboardType(.numberPad).textContentType(.password).autocorrectionDisabled().onSubmit {}
    }
  }
}

/// A lock screen as real ones chain it: a gradient, a material shape, a styled field, a scale.
private struct StyledLock: View {
  var body: some View {
    ZStack {
      LinearGradient(colors: [.black, .white.opacity(0.5)], startPoint: .topLeading, endPoint: .bottomTrailing)
      RoundedRectangle(cornerRadius: 20).foregroundStyle(.ultraThinMaterial)
      TextField("PIN", text: .constant("")).textFieldStyle(.roundedBorder)
    }
    .navigationBarTitleDisplayMode(.large).scaleEffect(1.5)
  }
}

/// A privacy cover written with iOS 15–17 API the nineteenth set's apps use: a symbol variant, a localized
/// label and an iOS 17 spring.
private struct VariantCover: View {
  var body: some View {
    VStack {
      Image(systemName: "lock").symbolVariant(.circle.fill)
      Text(String(localized: "Locked for \(3) minutes"))
    }
    .animation(.spring(duration: 0.4, bounce: 0.2), value: 1)
  }
}

/// The `dismiss` a cover's content read, and the binding that presents the cover.
@MainActor private enum Dismissal {
  static var action: DismissAction?
  static var shown = true
}

/// A cover's content that keeps its `dismiss`.
private struct DismissingContent: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Dismissal.action = dismiss
    return Color.black
  }
}

/// A SwiftUI app whose content presents a full-screen cover while `Dismissal.shown`.
private struct DismissingApp: App {
  var body: some Scene {
    WindowGroup {
      Color.clear.fullScreenCover(isPresented: Binding(get: { Dismissal.shown }, set: { Dismissal.shown = $0 })) {
        DismissingContent()
      }
    }
  }
}

/// What a Core Data app's content read: its context and its fetch's count.
@MainActor private enum Fetched {
  static var context: NSManagedObjectContext?
  static var count = -1
}

/// An entity's class, as Xcode generates one.
private final class Item: NSManagedObject {}

/// A list's content as Core Data apps write it: the environment's context and a fetch request.
private struct FetchingContent: View {
  @Environment(\.managedObjectContext) private var context
  @FetchRequest(sortDescriptors: []) private var items: FetchedResults<Item>
  var body: some View {
    Fetched.context = context
    Fetched.count = items.count
    return Color.clear
  }
}

@Suite("SwiftUI breadth: presentations, text fields, Observation, delegate adaptor (issue 29)")
@MainActor struct SwiftUIBreadthTests {
  @Test("The adaptor's delegate is made by the glue's maker and hears didFinishLaunching, then the notification")
  func adaptorDelegateIsCalled() throws {
    Seen.calls = []
    let host = SwiftUIAppHost(AdaptedApp.self, appDelegate: { AdaptedDelegate() }, claims: .appSwitcher)
    _ = try launched("iphone-ios17-swiftui", strategy: host)
    expectEqual(Seen.calls, ["didFinishLaunching", "didFinishLaunchingNotification"])
  }

  @Test("An adaptor with no maker is a hosting problem, not a silent no-op")
  func adaptorWithoutMakerIsAProblem() {
    HostingCheck.reset()
    _ = SwiftUIAppHost(AdaptedApp.self, claims: .appSwitcher)
    expectEqual(HostingCheck.problems.count, 1)
    expectEqual(HostingCheck.problems.first?.contains("UIApplicationDelegateAdaptor(AdaptedDelegate.self)"), true)
    HostingCheck.reset()
  }

  @Test("fullScreenCover presents a full-screen hosting controller from the content's host, animated")
  func fullScreenCoverIsAPresentation() throws {
    let host = SwiftUIAppHost(AdaptedApp.self, appDelegate: { AdaptedDelegate() }, claims: .appSwitcher)
    let d = try launched("iphone-ios17-swiftui", strategy: host)
    let scene = try #require(d.windowScenes.first)
    let content = try #require(host.hostingController(for: scene))
    // UIKit presents a full-screen controller from the window's root (the host is its child).
    let root = try #require(scene.windows.first?.rootViewController)
    // Presented while the launch is inactive, dismissed once the presentation is up and active.
    try d.apply(.advance(1))
    #expect(root.presentedViewController == nil)
    try d.apply(.goHome, .advance(1))
    let cover = try #require(root.presentedViewController as? UIHostingController<AnyView>)
    expectEqual(cover.modalPresentationStyle, .fullScreen)
    #expect(cover !== content)
    try d.apply(.returnToApp, .advance(2))
    #expect(root.presentedViewController == nil)
  }

  @Test("dismiss in a cover's content clears the binding that presents it")
  func dismissClearsThePresentingBinding() throws {
    Dismissal.shown = true
    Dismissal.action = nil
    let d = try launched("iphone-ios17-swiftui", strategy: SwiftUIAppHost(DismissingApp.self, claims: .appSwitcher))
    try d.apply(.advance(1))
    let dismiss = try #require(Dismissal.action)
    d.withCurrent { dismiss() }
    expectEqual(Dismissal.shown, false)
  }

  @Test(
    "A view reads the managed object context an ancestor set, a fetch finds nothing; iOS 15 colors, Documents, HealthKit"
  )
  func coreDataEnvironment() throws {
    _ = try launched()
    let container = NSPersistentContainer(name: "Model")
    var loaded: [String] = []
    container.loadPersistentStores { description, error in
      loaded.append((description.url?.lastPathComponent ?? "") + (error == nil ? "" : " failed"))
    }
    let content = FetchingContent().environment(\.managedObjectContext, container.viewContext)
    UIHostingController(rootView: content).loadViewIfNeeded()
    expectEqual(loaded, ["Model.sqlite"])
    #expect(Fetched.context === container.viewContext)
    expectEqual(Fetched.count, 0)
    #expect(try container.viewContext.fetch(NSFetchRequest<Item>(entityName: "Item")).isEmpty)
    // The nineteenth set's other Apple API: iOS 15's colors, iOS 16's Documents URL, HealthKit's check.
    expectEqual(UIColor(Color.cyan), UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1))
    expectEqual(URL.documentsDirectory.lastPathComponent, "Documents")
    #expect(HKHealthStore.isHealthDataAvailable())
  }

  @Test("SecureField draws a secure UITextField, TextField a plain one, each with its binding's text")
  func textFields() throws {
    _ = try launched()
    let controller = UIHostingController(rootView: Form2())
    controller.loadViewIfNeeded()
    var fields: [UITextField] = []
    var stack = [controller.view!]
    while let view = stack.popLast() {
      if let field = view as? UITextField { fields.append(field) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    expectEqual(fields.map(\.isSecureTextEntry), [false, true])
    expectEqual(fields.map(\.text), ["me", "hunter2"])
  }

  @Test(
    "A gradient draws its stops' mean gray at the least opacity, a material foreground fills a shape, UIColor(Color) keeps it"
  )
  func gradientsAndShapeStyles() throws {
    _ = try launched()
    let controller = UIHostingController(rootView: StyledLock())
    controller.loadViewIfNeeded()
    var colors: [UIColor] = []
    var materials = 0
    var stack = [controller.view!]
    while let view = stack.popLast() {
      if view is UIVisualEffectView { materials += 1 } else if let color = view.backgroundColor { colors.append(color) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    #expect(colors.contains(UIColor(white: 0.5, alpha: 0.5)))
    expectEqual(materials, 1)
    expectEqual(UIColor(Color.white.opacity(0.5)), UIColor(white: 1, alpha: 0.5))
  }

  @Test("symbolVariant, String(localized:) and the iOS 17 springs: the symbol still drawn, the key's text, a spring")
  func symbolVariantsLocalizedStringsAndSprings() throws {
    _ = try launched()
    let controller = UIHostingController(rootView: VariantCover())
    controller.loadViewIfNeeded()
    let (images, labels) = drawnImagesAndLabels(in: controller.view!)
    expectEqual(images, 1)
    expectEqual(labels, ["Locked for 3 minutes"])
    expectEqual(String(localized: "cover.title", defaultValue: "Hidden"), "Hidden")
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.none.contains(.fill))
    expectEqual(Animation.spring(duration: 0.4, bounce: 0.2), .spring)
    #expect(Animation.smooth(duration: 1) == .smooth && Animation.snappy(duration: 1) == .snappy)
  }

  @Test("A change of an @Observable property a body read schedules one update")
  func observationSchedulesAnUpdate() throws {
    let d = try launched()
    let privacy = Privacy()
    let controller = UIHostingController(rootView: ObservingCover(privacy: privacy))
    controller.loadViewIfNeeded()
    let graph = try #require(controller.viewGraph)
    let before = graph.updateCount
    d.withCurrent { privacy.covered = true }
    try d.apply(.advance(1))
    expectEqual(graph.updateCount, before + 1)
    try d.apply(.advance(1))
    expectEqual(graph.updateCount, before + 1)
  }

  @Test("Observing a name the model never posts, or a notification sequence, is a hosting problem")
  func neverPostedNamesAreProblems() throws {
    let d = try launched()
    HostingCheck.reset()
    d.withCurrent {
      let center = NotificationCenter.default
      _ = center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { _ in }
      #expect(HostingCheck.problems.isEmpty)
      _ = center.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
      }
      _ = center.notifications(named: UIApplication.didEnterBackgroundNotification)
    }
    expectEqual(HostingCheck.problems.count, 2)
    expectEqual(HostingCheck.problems.first?.contains("UIApplicationDidReceiveMemoryWarningNotification"), true)
    expectEqual(HostingCheck.problems.last?.contains("notifications(named:"), true)
    HostingCheck.reset()
  }
}
