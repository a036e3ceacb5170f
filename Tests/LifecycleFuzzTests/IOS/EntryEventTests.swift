import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// `openEntry(source, route)` in traces and in the generator.
@Suite("openEntry: trace text and generation")
struct EntryEventTests {
  @Test("every source and route is written as trace text and read back")
  func roundTrip() throws {
    let routes: [AppEntryRoute] = [
      .none, .popToRoot, .push("recovery-phrase"), .present(.sheet, .top), .present(.alert, .key),
    ]
    for source in AppEntrySource.allCases {
      for route in routes {
        let event = SystemEvent.openEntry(source, route)
        #expect(try SystemEvent(text: event.text) == event, "\(event.text)")
      }
    }
    expectEqual(SystemEvent.openEntry(.link, .present(.sheet, .root)).text, "openEntry(link, present(sheet, root))")
    try expectEqual(
      SystemEvent(text: "openEntry(shortcut,present(fullScreen,top))"),
      .openEntry(.shortcut, .present(.fullScreen, .top)))
  }

  @Test("the shrinker tries the plain ways in, the handler that routes nothing, then the notification")
  func simplifications() throws {
    let simpler = try #require(
      IOSPlatform.vocabulary.definition(of: .openEntry(.link, .none)).shrinking.simplifications)
    expectEqual(
      simpler(.openEntry(.link, .push("settings"))),
      [
        .launch, .returnToApp, .closeNotificationCenter, .openEntry(.link, .none),
        .openEntry(.notification, .push("settings")),
      ])
    expectEqual(simpler(.openEntry(.notification, .none)), [.launch, .returnToApp, .closeNotificationCenter])
  }

  @Test("an unknown source or route names what is expected")
  func errors() {
    #expect(throws: EventSyntaxError("unknown entry source 'widget' (expected notification, link, shortcut)")) {
      try SystemEvent(text: "openEntry(widget, none)")
    }
    #expect(
      throws: EventSyntaxError(
        "unknown route 'present(sheet, nowhere)' (expected none, present(kind, presenter), push(screen) or popToRoot)")
    ) { try SystemEvent(text: "openEntry(link, present(sheet, nowhere))") }
    #expect(throws: EventSyntaxError("openEntry takes (source, route)")) { try SystemEvent(text: "openEntry(link)") }
  }

  @Test("weight 1, in every swarm without a draw, drawn from the sources the app declares and from none otherwise")
  func generation() throws {
    #expect(EventGenerator<IOSPlatform>.defaultWeights["openEntry"] == 1)
    let index = try #require(IOSPlatform.vocabulary.classNames.firstIndex(of: "openEntry"))
    #expect(IOSPlatform.vocabulary.inEverySwarm & (1 << UInt128(index)) != 0)
    func draws(_ generator: EventGenerator<IOSPlatform>, app: AppDescription) throws -> [String] {
      var seen: [String] = []
      for seed in 0..<40 as Range<UInt64> {
        var strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
        strategy.app = app
        let session = TraceRunner(strategy: strategy, profile: try Profile(named: "iphone-ios17-scenes")).makeSession()
        var rng = SplitMix64(seed: seed)
        for _ in 0..<30 {
          guard let event = generator.next(for: session, rng: &rng) else { break }
          if case .openEntry = event { seen.append(event.text) }
          try session.device.apply(event)
        }
      }
      return seen
    }
    expectEqual(AppDescription.sample.entrySources, AppEntrySource.allCases)
    var weights = EventGenerator<IOSPlatform>.defaultWeights
    weights["openEntry"] = 4
    let drawn = try draws(EventGenerator<IOSPlatform>(weights: weights), app: .sample)
    #expect(
      AppEntrySource.allCases.allSatisfy { source in drawn.contains { $0.hasPrefix("openEntry(\(source.rawValue),") } })
    var linksOnly = AppDescription.sample
    linksOnly.entrySources = [.link]
    let links = try draws(EventGenerator<IOSPlatform>(weights: weights), app: linksOnly)
    #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("openEntry(link,") })
    linksOnly.entrySources = []
    #expect(try draws(EventGenerator<IOSPlatform>(weights: weights), app: linksOnly).isEmpty)
  }
}
