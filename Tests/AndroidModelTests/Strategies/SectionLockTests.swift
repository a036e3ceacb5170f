import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `section=card,sectionAsk=navigation|onCreate`: a lock asked at each opening of one activity of the wallet app. An
/// entry's intent starts the activity directly (the model's `Activity.launchEntry`), past code that asks only in the
/// app's own navigation.
@Suite struct SectionLockTests {
  private func member(_ ask: String) throws -> AndroidSectionLock {
    AndroidSectionLock(
      try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onCreate,section=card,sectionAsk=\(ask)]"))
  }

  @Test func theWordsParsePrintAndRefuse() throws {
    let configuration = try AndroidLockConfiguration(
      validating: "android-lock[sectionAsk=navigation,section=card,as=view,rearm=onCreate]")
    expectEqual(configuration.section, .init(name: "card", ask: .navigation))
    expectEqual(configuration.description, "android-lock[as=view,rearm=onCreate,section=card,sectionAsk=navigation]")
    for bad in [
      "android-lock[as=view,rearm=onCreate,section=home,sectionAsk=navigation]",
      "android-lock[as=view,rearm=onCreate,section=card]",
      "android-lock[as=view,rearm=onPause,section=card,sectionAsk=onCreate]",
      "android-lock[as=view,rearm=onCreate,sectionAsk=onCreate]",
    ] {
      #expect(throws: AndroidFamilyNameError.self) { try AndroidLockConfiguration(validating: bad) }
    }
  }

  /// The app's own navigation asks at each opening; a pass lasts for that opening only, and the next asks again
  /// without a needless-lock.
  @Test func eachOpeningThroughTheAppAsks() throws {
    let (device, violations) = run(
      phone(34), try member("navigation"),
      [.launch, .navigate("card"), .appCall("unlock"), .back, .navigate("card")], app: .wallet)
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(device.strategy.isAppLocked)
    #expect(device.activity?.launchEntry == nil)
  }

  /// The failing case: a widget's intent starts the card activity directly, past the navigation that asks.
  @Test func anEntryToTheSectionSkipsANavigationAsk() throws {
    let (device, violations) = run(
      phone(34), try member("navigation"), [.launch, .pressHome, .openEntry(AndroidEntry(.widget, "card"))],
      app: .wallet)
    #expect(violations[0...1].allSatisfy { $0.isEmpty })
    let bypass = try #require(violations[2].first)
    expectEqual(bypass.invariant, .lockBypass)
    expectEqual(bypass.byConstruction?.hasPrefix("sectionAsk=navigation: "), true)
    expectEqual(device.activity?.launchEntry?.source, .widget)
  }

  /// The holding neighbour: the activity's own onCreate asks on every route.
  @Test func theSectionsOwnOnCreateAsksOnEveryRoute() throws {
    let (_, violations) = run(
      phone(34), try member("onCreate"), [.launch, .pressHome, .openEntry(AndroidEntry(.widget, "card"))],
      app: .wallet)
    #expect(violations.allSatisfy { $0.isEmpty })
  }
}
