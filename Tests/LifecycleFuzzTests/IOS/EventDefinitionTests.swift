import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Event definitions")
struct EventDefinitionTests {
  @Test("every event kind has exactly one definition, named after it")
  func oneDefinitionPerKind() {
    let all = IOSPlatform.vocabulary.definitions
    for kind in SystemEvent.Kind.allCases {
      let definitions = all.filter { $0.name == "\(kind)" }
      #expect(definitions.count == 1, "SystemEvent.Kind.\(kind) needs one entry in IOSPlatform.eventDefinitions")
    }
    expectEqual(all.count, SystemEvent.Kind.allCases.count)
    // Each event finds the definition of its own kind (the vocabulary's lookup by kind).
    var events = all.compactMap(\.event)
    for d in all { if case .fixed(let menu)? = d.generated?.menu { events += menu } }
    events += [.touch(scene: "B", x: 0.5, y: 0.5), .advance(0.3), .appCall("disable"), .connectScene("B")]
    for event in events {
      #expect(IOSPlatform.vocabulary.definition(of: event).name == "\(event.kind)", "\(event)")
    }
  }

  @Test("a generated definition is a candidate with a weight, a rank and a menu; any other says why")
  func generationIsDeclared() {
    var ranks: [Int] = []
    for d in IOSPlatform.vocabulary.definitions {
      switch d.generation {
      case .generated(let g):
        // Weight 0: drawn only for a strategy whose app ships the surface (the app's extensions and widget:
        // StrategyDescriptor.eventWeights) or under --weight, with no explorer menu either. The entries and the
        // device's settings are drawn for every app (weight 1), with no explorer menu. A wrong passcode is drawn for a
        // lock member that says what its code does with one (`wrong=`) or under --weight, with no explorer menu.
        // The user's swipe back is drawn for a lock member that pushes its lock (`as=push`) or under --weight. An
        // update of the app is named-only (--weight). The Mac focus events are drawn for a strategy claiming `unfocused`.
        // The answers at the Face ID permission alert are drawn for an app-logic script that describes its permission
        // (`faceIDPermission:`), the only app that reaches the alert.
        let offByDefault: Set<String> = [
          "openExtension", "closeExtension", "showWidget", "enterWrongPasscode", "interactivePop", "updateApp",
          "focusOtherMacApp", "focusMacApp", "faceIDPermission",
        ]
        let noMenu: Set<String> = offByDefault.union(["openEntry", "changeDeviceSetting"])
        #expect(g.weight > 0 || offByDefault.contains(d.name), "\(d.name)")
        #expect(EventGenerator<IOSPlatform>.defaultWeights[d.name] == g.weight)
        #expect(EventGenerator<IOSPlatform>.classes.contains(d.name))
        if case .fixed(let events) = g.menu {
          #expect((noMenu.contains(d.name) || !events.isEmpty) && events.allSatisfy { "\($0.kind)" == d.name })
        }
        ranks.append(g.rank)
      case .notGenerated(let reason):
        #expect(!reason.isEmpty, "\(d.name)")
        #expect(
          !EventGenerator<IOSPlatform>.classes.contains(d.name)
            && EventGenerator<IOSPlatform>.defaultWeights[d.name] == nil)
      }
    }
    #expect(ranks.sorted() == Array(0..<ranks.count), "candidate ranks are 0, 1, ... with none repeated")
    #expect(
      EventGenerator<IOSPlatform>.classes
        == IOSPlatform.vocabulary.definitions.filter { $0.generated != nil }.map(\.name))
    // One bit per class in a mask (128 bits); the coverage map keeps the last class position of its stride for the
    // others, so the stride grows past every class index.
    let count = EventGenerator<IOSPlatform>.classes.count
    #expect(count <= EventVocabulary<IOSPlatform>.Mask.bitWidth)
    #expect(IOSPlatform.vocabulary.classStride > count && IOSPlatform.vocabulary.classStride >= 64)
  }

  @Test("every generated kind is generated, and no other kind is")
  func everyGeneratedKindOccurs() throws {
    // A class of default weight 0 is drawn only under --weight (EntryEventTests).
    // Each loop runs three times the seeds it needed for the last kind it adds (measured at ba0237f7, the loops in this
    // order: Split View's last new kind came at seed 46, Stage Manager's at 9, iPhone Mirroring's, the races' and the
    // keypad lock's at 0, the Face ID lock's at 22, which stops once every kind is seen; the capture alerts' loop adds
    // none today, answerAlert is seen before it). The first six ran 200 seeds each: up to 73,000 generated events
    // where up to 12,400 are now.
    let wanted = Set(IOSPlatform.vocabulary.definitions.filter { ($0.generated?.weight ?? 0) > 0 }.map(\.name))
    var seen: Set<String> = []
    let captureAlerts = try #require(StrategyCatalog.descriptor(named: "capture-alert"))
    let generator = EventGenerator<IOSPlatform>()
    // Split View has extra scenes to connect and close; stop as soon as every kind has occurred.
    for seed in 0..<141 as Range<UInt64> where seen != wanted {
      let session = IOSSession(bare: try Profile(named: "ipad-split-ios18-scenes"))
      var rng = SplitMix64(seed: seed)
      for _ in 0..<60 {
        guard let event = generator.next(for: session, rng: &rng) else { break }
        seen.insert("\(event.kind)")
        try session.device.apply(event)
      }
    }
    // Other apps' windows exist only under Stage Manager.
    for seed in 0..<30 as Range<UInt64> where seen != wanted {
      let session = IOSSession(bare: try Profile(named: "ipad-stage-ios18-scenes"))
      var rng = SplitMix64(seed: seed)
      for _ in 0..<60 {
        guard let event = generator.next(for: session, rng: &rng) else { break }
        seen.insert("\(event.kind)")
        try session.device.apply(event)
      }
    }
    // iPhone Mirroring needs an iPhone on iOS 18 or later.
    for seed in 0..<3 as Range<UInt64> where seen != wanted {
      let session = IOSSession(bare: try Profile(named: "iphone-ios18-scenes"))
      var rng = SplitMix64(seed: seed)
      for _ in 0..<60 {
        guard let event = generator.next(for: session, rng: &rng) else { break }
        seen.insert("\(event.kind)")
        try session.device.apply(event)
      }
    }
    // The early switcher card and a new window's late first frame are explored only where the profile says the race
    // happens.
    for seed in 0..<3 as Range<UInt64> where seen != wanted {
      let session = IOSSession(
        bare: try Profile(
          named: "iphone-ios17-scenes+switcherCardMayPrecedeResignCommit=true+newWindowMayMissSnapshot=true"))
      var rng = SplitMix64(seed: seed)
      for _ in 0..<60 {
        guard let event = generator.next(for: session, rng: &rng) else { break }
        seen.insert("\(event.kind)")
        try session.device.apply(event)
      }
    }
    // answerAlert needs an app alert up: seed 000's capture alerts.
    for seed in 0..<3 as Range<UInt64> where seen != wanted {
      let session = TraceRunner(strategy: captureAlerts, profile: try Profile(named: "iphone-ios17-scenes"))
        .makeSession()
      var rng = SplitMix64(seed: seed)
      for _ in 0..<60 {
        guard let event = generator.next(for: session, rng: &rng) else { break }
        seen.insert("\(event.kind)")
        try session.device.apply(event)
      }
    }
    // enterPasscode needs the app's own passcode entry: a lock with a keypad.
    let lock = try #require(StrategyCatalog.descriptor(named: "window-app-lock"))
    for seed in 0..<3 as Range<UInt64> where seen != wanted {
      let session = TraceRunner(strategy: lock, profile: try Profile(named: "iphone-ios17-scenes")).makeSession()
      var rng = SplitMix64(seed: seed)
      for _ in 0..<60 {
        guard let event = generator.next(for: session, rng: &rng) else { break }
        seen.insert("\(event.kind)")
        try session.device.apply(event)
      }
    }
    // A failed match, the fallback and the device passcode need the app's LocalAuthentication prompt: a Face ID lock.
    let biometricLock = try #require(StrategyCatalog.descriptor(named: "lock[as=window,release=biometry]"))
    // The device passcode needs a prompt, its fallback and then the passcode screen: the rarest
    // path, so more seeds (the loop stops once every kind was seen).
    for seed in 0..<1_000 as Range<UInt64> where seen != wanted {
      let session = TraceRunner(strategy: biometricLock, profile: try Profile(named: "iphone-ios17-scenes"))
        .makeSession()
      var rng = SplitMix64(seed: seed)
      for _ in 0..<60 {
        guard let event = generator.next(for: session, rng: &rng) else { break }
        seen.insert("\(event.kind)")
        try session.device.apply(event)
      }
    }
    let missing = wanted.subtracting(seen).map { "\($0)" }.sorted()
    let unexpected = seen.subtracting(wanted).map { "\($0)" }.sorted()
    #expect(missing == [], "declared generated but never generated; declare them .notGenerated(reason:)")
    #expect(unexpected == [], "generated but declared .notGenerated")
  }

  @Test("events without arguments are written as their names and read back")
  func plainRoundTrip() throws {
    for d in IOSPlatform.vocabulary.definitions {
      guard let event = d.event else { continue }
      expectEqual("\(event.kind)", d.name)
      expectEqual(event.text, d.name)
      try expectEqual(SystemEvent(text: event.text), event)
      #expect(throws: EventSyntaxError("\(d.name) takes no arguments")) { try SystemEvent(text: "\(d.name)(x)") }
    }
  }

  @Test("list events marks exactly the rows of events that are not generated")
  func catalogMarksNotGenerated() throws {
    for d in IOSPlatform.vocabulary.definitions {
      let row = SystemEvent.catalog.first { $0.syntax.split(separator: " / ").contains { $0.hasPrefix(d.name) } }
      let meaning = try #require(row).meaning
      #expect(meaning.contains("not generated") == (d.generated == nil), "\(d.name): \(meaning)")
    }
  }

  @Test("partners: each opening event is undone by its closing one, with the same scene")
  func partners() {
    let pairs: [(SystemEvent, SystemEvent)] = [
      (.openAppSwitcher, .closeAppSwitcher), (.systemAlert(.siri), .dismissSystemAlert),
      (.callBanner, .dismissCallBanner), (.otherAppCovers("B"), .otherAppUncovers("B")),
      (.connectScene("C"), .disconnectScene("C")), (.goHome, .returnToApp), (.goHome, .closeAppSwitcher),
      (.rotate(.portrait), .rotate(.landscapeLeft)), (.keyboardShow, .keyboardHide), (.lockDevice, .unlockDevice),
      (.backgroundScene("B"), .foregroundScene("B")), (.launch, .terminateApp), (.multitaskingSwipe, .returnToApp),
    ]
    for (event, later) in pairs { #expect(Shrinker<IOSPlatform>.partner(of: event)?(later) == true, "\(event.text)") }
    #expect(Shrinker<IOSPlatform>.partner(of: .connectScene("C"))?(.disconnectScene("B")) == false)
    #expect(Shrinker<IOSPlatform>.partner(of: .otherAppCovers("B"))?(.otherAppUncovers("A")) == false)
    #expect(Shrinker<IOSPlatform>.partner(of: .backgroundScene("B"))?(.foregroundScene("A")) == false)
    #expect(
      Shrinker<IOSPlatform>.partner(of: .terminateApp) == nil && Shrinker<IOSPlatform>.partner(of: .screenshot) == nil)
    // The swipe's callbacks are goHome's: the shrinker tries goHome in its place.
    let swipe = IOSPlatform.vocabulary.definitions.first { $0.name == "multitaskingSwipe" }
    #expect(swipe?.shrinking.simplifications?(.multitaskingSwipe) == [.goHome])
  }

  @Test("every list events row says where iOS documents it, or that it is the model's own vocabulary")
  func everyRowHasASource() {
    let marks = ["http", "Apple", "WWDC", "#", "scheduler choice", "the app's own code", "virtual clock"]
    for row in IOSPlatform.vocabulary.catalogRows {
      #expect(marks.contains { row.meaning.contains($0) }, "\(row.syntax): \(row.meaning)")
    }
  }

  @Test("a strategy's own event weights apply to the classes --weight does not name; --weight wins where it does")
  func strategyWeightsYieldToWeightOverrides() throws {
    let name =
      "lock[shield=none,when=launch+background,as=window,level=2001,release=keypad,rearm=background,ext=shared,"
      + "widget=sensitive]"
    let lock = try #require(StrategyCatalog.descriptor(named: name))
    var c = RunConfiguration<IOSPlatform>()
    c.weightOverrides = [("openExtension", 5), ("showWidget", 0)]
    let g = Campaign(configuration: c).generator(for: lock)
    expectEqual(g.weights["openExtension"], 5)
    expectEqual(g.weights["showWidget"], 0)
    expectEqual(g.weights["closeExtension"], 8)
    // With no --weight the strategy's own weights apply; a strategy with none gets the run's generator.
    let plain = Campaign(configuration: RunConfiguration<IOSPlatform>())
    expectEqual(plain.generator(for: lock).weights["openExtension"], 2)
    let secure = try #require(StrategyCatalog.descriptor(named: "secure-layer"))
    expectEqual(plain.generator(for: secure).weights, plain.configuration.generator.weights)
  }
}
