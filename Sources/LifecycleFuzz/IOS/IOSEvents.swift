import ShieldModel

// Adding an event: its case (and its `Kind`) in ShieldModel's SystemEvent.swift, its `HandledKind` line, rule and
// effect in its subsystem's Device+<Subsystem>Events.swift, and one entry here (docs/architecture.md).

nonisolated extension IOSPlatform {
  /// Every event, in catalog order: `list events`, the generator's class order (its swarm
  /// draws) and the shrinker's canonical order. The generator's candidate order is each
  /// generated entry's `rank`.
  static let eventDefinitions: [EventDefinition<IOSPlatform>] = [
    // A process's life: the termination that ends it undoes the launch.
    .plain(
      .launch, "the user launches the app", .generated(weight: 1, rank: 0), partner: IOSEvent.undone(by: .terminateApp)),
    // Ranks from 28 on joined after the corpus of the time model: after every other candidate,
    // so the others draw their arguments in the order they did.
    .plain(
      .prewarm, "the system prewarms the process before a launch (iOS 15+)", .generated(weight: 4, rank: 28)),
    .plain(
      .backgroundLaunch, "the system launches the app into the background (a fetch or a push): a snapshot follows",
      .generated(weight: 1, rank: 38)),
    .plain(
      .lockDevice, "the user locks and unlocks the device", .generated(weight: 2, rank: 29),
      partner: IOSEvent.undone(by: .unlockDevice)),
    .plain(.unlockDevice, nil, .generated(weight: 8, rank: 30)),
    // Swiping the card away in the open switcher (issue 26) is left to traces: generated, it ends
    // runs mid-way and leaves counterexamples whose prefix no removal of a round trip reaches.
    .plain(
      .terminateApp,
      "the system ends the backgrounded app, its snapshots stay; or the user swipes its card away in the open switcher",
      .generated(weight: 1, rank: 31, outside: { $0.device.overlay == .appSwitcher })),
    .plain(
      .goHome, "the user goes to the Home Screen", .generated(weight: 6, rank: 1),
      partner: IOSEvent.undone(by: .returnToApp, .closeAppSwitcher)),
    .plain(.returnToApp, "the user opens the app again from the Home Screen", .generated(weight: 8, rank: 2)),
    .plain(
      .openAppSwitcher, "the user swipes up into the app switcher", .generated(weight: 8, rank: 3),
      partner: IOSEvent.undone(by: .closeAppSwitcher)),
    .plain(.closeAppSwitcher, "the user picks the app's card and goes back into it", .generated(weight: 8, rank: 4)),
    .plain(
      .openControlCenter, "Control Center over the app",
      .generated(weight: 4, rank: 5, outside: { !$0.device.isLaunched }),
      partner: IOSEvent.undone(by: .closeControlCenter)),
    .plain(.closeControlCenter, nil, .generated(weight: 8, rank: 6)),
    .plain(
      .openNotificationCenter, "Notification Center over the app", .generated(weight: 3, rank: 7),
      partner: IOSEvent.undone(by: .closeNotificationCenter)),
    .plain(.closeNotificationCenter, nil, .generated(weight: 8, rank: 8)),
    IOSEvent(
      .systemAlert, syntax: "systemAlert(kind)",
      meaning: "a system prompt: \(SystemAlertKind.allCases.map(\.rawValue).joined(separator: ", "))",
      arguments: { if case .systemAlert(let kind) = $0 { [kind.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let kind = SystemAlertKind(rawValue: a) else {
          let kinds = SystemAlertKind.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown alert kind '\(a)' (expected \(kinds))")
        }
        return .systemAlert(kind)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 4, rank: 9,
          candidate: .drawn { _, rng in
            .systemAlert(IOSPlatform.alertKinds[rng.next(below: IOSPlatform.alertKinds.count)])
          },
          isOutsideGeneratedStates: { !$0.device.isLaunched },
          menu: .fixed(IOSPlatform.alertKinds.map { .systemAlert($0) }))
      ),
      partner: IOSEvent.undone(by: .dismissSystemAlert)),
    .plain(.dismissSystemAlert, nil, .generated(weight: 8, rank: 10)),
    // A face is matched within about a second of the prompt (Apple, "About Face ID advanced
    // technology"): the match usually follows at once, before a trace that hits an earlier bug
    // ends (without it, strategies failing on their first round trip never reached it).
    .plain(
      .faceIDMatch, "the app's own Face ID prompt matches: the reply arrives while it animates away",
      .generated(weight: 4, rank: 27, follows: 2)),
    .plain(
      .callBanner, "the incoming-call banner over the active app", .generated(weight: 1, rank: 32),
      partner: IOSEvent.undone(by: .dismissCallBanner)),
    .plain(.dismissCallBanner, nil, .generated(weight: 8, rank: 33)),
    .plain(.screenshot, "the user takes a screenshot", .generated(weight: 4, rank: 11)),
    .plain(
      .recordingStart, "screen recording", .generated(weight: 2, rank: 12), partner: IOSEvent.undone(by: .recordingStop)
    ),
    .plain(.recordingStop, nil, .generated(weight: 2, rank: 13)),
    .plain(
      .mirroringStart, "screen mirroring", .generated(weight: 1, rank: 14), partner: IOSEvent.undone(by: .mirroringStop)
    ),
    .plain(.mirroringStop, nil, .generated(weight: 2, rank: 15)),
    IOSEvent(
      .rotate, syntax: "rotate(orientation)", meaning: "portrait, portraitUpsideDown, landscapeLeft, landscapeRight",
      arguments: { if case .rotate(let o) = $0 { [o.traceName] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let o = UIInterfaceOrientation(traceName: a) else {
          throw EventSyntaxError(
            "unknown orientation '\(a)' (expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight)")
        }
        return .rotate(o)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 21,
          candidate: .drawn { _, rng in .rotate(rng.next(below: 2) == 0 ? .portrait : .landscapeLeft) },
          isOutsideGeneratedStates: { !$0.device.isAppInForeground },
          menu: .fixed([.rotate(.landscapeLeft), .rotate(.portrait)]))),
      // Any later rotation: the pair is a round trip or the second alone is what matters.
      partner: { _, later in if case .rotate = later { true } else { false } }),
    IOSEvent(
      .connectScene, syntax: "connectScene(id)", meaning: "another window of the app (iPad profiles)",
      arguments: { if case .connectScene(let id) = $0 { [id] } else { [] } },
      parse: { args throws(EventSyntaxError) in .connectScene(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 3, rank: 22, candidate: .peeked { session, _ in connectFreshScene(on: session.device) },
          isOutsideGeneratedStates: nil, menu: .fromSession { connectFreshScene(on: $0.device) })),
      partner: { event, later in
        if case .connectScene(let id) = event { later == .disconnectScene(id) } else { false }
      }),
    IOSEvent(
      .disconnectScene, syntax: "disconnectScene(id)", meaning: nil,
      arguments: { if case .disconnectScene(let id) = $0 { [id] } else { [] } },
      parse: { args throws(EventSyntaxError) in .disconnectScene(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 23,
          candidate: .drawn { session, rng in
            let device = session.device
            let scenes = device.windowScenes
            guard scenes.count > 1 else { return nil }
            return .disconnectScene(scenes[1 + rng.next(below: scenes.count - 1)].identifier)
          },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in
            let device = session.device
            let scenes = device.windowScenes
            return scenes.count > 1 ? .disconnectScene(scenes[scenes.count - 1].identifier) : nil
          }))),
    IOSEvent(
      .otherAppCovers, syntax: "otherAppCovers(id)", meaning: "another app's window over a scene (ipad-stage)",
      arguments: { if case .otherAppCovers(let id) = $0 { [id] } else { [] } },
      parse: { args throws(EventSyntaxError) in .otherAppCovers(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 34,
          candidate: .drawn { session, rng in
            if let id = anyScene(on: session.device, &rng) { .otherAppCovers(id) } else { nil }
          },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { firstActiveScene(on: $0.device).map { SystemEvent.otherAppCovers($0) } })),
      partner: { event, later in
        if case .otherAppCovers(let id) = event { later == .otherAppUncovers(id) } else { false }
      }),
    IOSEvent(
      .otherAppUncovers, syntax: "otherAppUncovers(id)", meaning: nil,
      arguments: { if case .otherAppUncovers(let id) = $0 { [id] } else { [] } },
      parse: { args throws(EventSyntaxError) in .otherAppUncovers(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 8, rank: 35,
          candidate: .peeked { session, _ in
            if let id = session.device.coveredSceneIdentifiers.first { .otherAppUncovers(id) } else { nil }
          },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { $0.device.coveredSceneIdentifiers.first.map { SystemEvent.otherAppUncovers($0) } }))),
    IOSEvent(
      .backgroundScene, syntax: "backgroundScene(id)",
      meaning: "one window of the app to the background, another staying (Split View pane, Stage Manager)",
      arguments: { if case .backgroundScene(let id) = $0 { [id] } else { [] } },
      parse: { args throws(EventSyntaxError) in .backgroundScene(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 36,
          candidate: .drawn { session, rng in
            if let id = anyScene(on: session.device, &rng) { .backgroundScene(id) } else { nil }
          },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { firstActiveScene(on: $0.device).map { SystemEvent.backgroundScene($0) } })),
      partner: { event, later in
        if case .backgroundScene(let id) = event { later == .foregroundScene(id) } else { false }
      }),
    IOSEvent(
      .foregroundScene, syntax: "foregroundScene(id)", meaning: nil,
      arguments: { if case .foregroundScene(let id) = $0 { [id] } else { [] } },
      parse: { args throws(EventSyntaxError) in .foregroundScene(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 6, rank: 37,
          // `if let`, not `Optional.map`, in the draws: a closure there checks its executor per call.
          candidate: .peeked { session, _ in
            if let id = backgroundScene(on: session.device) { .foregroundScene(id) } else { nil }
          },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { backgroundScene(on: $0.device).map { SystemEvent.foregroundScene($0) } }))),
    IOSEvent(
      .touch, syntax: "touch(x, y) / touch(scene, x, y)",
      meaning: "a touch at fractions of the scene's width and height",
      arguments: { event in
        guard case .touch(let scene, let x, let y) = event else { return [] }
        let point = [SystemEvent.number(x), SystemEvent.number(y)]
        return scene.map { [$0] + point } ?? point
      },
      parse: { args throws(EventSyntaxError) in
        let v = args.values
        switch v.count {
        case 2: return .touch(scene: nil, x: try args.fraction(v[0]), y: try args.fraction(v[1]))
        case 3: return .touch(scene: try args.identifier(v[0]), x: try args.fraction(v[1]), y: try args.fraction(v[2]))
        default: throw EventSyntaxError("touch takes (x, y) or (scene, x, y)")
        }
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 6, rank: 24,
          candidate: .drawn { session, rng in
            let device = session.device
            let scenes = device.windowScenes
            let touched: String? = scenes.count > 1 ? scenes[rng.next(below: scenes.count)].identifier : nil
            let menu = IOSPlatform.fractionMenu
            let x = menu[rng.next(below: menu.count)]
            let y = menu[rng.next(below: menu.count)]
            return .touch(scene: touched, x: x, y: y)
          },
          isOutsideGeneratedStates: nil, menu: .fixed([.touch(scene: nil, x: 0.5, y: 0.5)])))),
    .plain(
      .keyboardShow, "typing in the app's sensitive text field", .generated(weight: 1, rank: 16),
      partner: IOSEvent.undone(by: .keyboardHide)),
    .plain(.keyboardHide, nil, .generated(weight: 4, rank: 17)),
    IOSEvent(
      .appCall, syntax: "appCall(name)", meaning: "the app calls the strategy's own API (enable, disable, ...)",
      arguments: { if case .appCall(let name) = $0 { [name] } else { [] } },
      parse: { args throws(EventSyntaxError) in .appCall(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 20,
          candidate: .drawn { session, rng in
            let device = session.device
            // The strategy's own API when it names one (a lock's `unlock`: without it a lock
            // stays up and nothing under it is ever reached), else the generator's calls. A menu
            // of any size takes one value from the stream, so the draws stay in their order.
            let own = device.strategy?.appCalls ?? []
            var calls = own.isEmpty ? IOSPlatform.appCalls : own
            // A call that is a control of the app's screen is the user's tap: drawn only where hit-testing delivers
            // it (every call of a strategy without such calls is), still one value from the stream. Each screen is
            // hit-tested once, so a script of many controls costs one test per screen, not one per call; a loop, not
            // `filter`, and no new array while every call is kept (issue 30).
            var deliverable: [String: Bool] = [:]
            var kept: [String]? = nil
            for (i, call) in calls.enumerated() {
              var delivers = true
              if let screen = device.strategy?.screen(ofAppCall: call) {
                if let known = deliverable[screen] {
                  delivers = known
                } else {
                  delivers = device.canDeliverAppCall(call)
                  deliverable[screen] = delivers
                }
              }
              if !delivers {
                if kept == nil { kept = Array(calls[..<i]) }
              } else {
                kept?.append(call)
              }
            }
            if let kept {
              calls = kept
            }
            let index = rng.next(below: max(calls.count, 1))
            return calls.isEmpty ? nil : .appCall(calls[index])
          },
          isOutsideGeneratedStates: nil,
          menu: .inPlace { session in IOSPlatform.explorerAppCalls(for: session.device.strategy).map { .appCall($0) } }
        ))),
    .plain(
      .runMainQueue, "scheduler choice: the main queue drains now (before a pending snapshot)",
      .generated(weight: 4, rank: 18)),
    IOSEvent(
      .transitionFrames, syntax: "transitionFrames(n)",
      meaning:
        "scheduler choice: the next system transition lasts n display frames (1 to 120) instead of the profile's",
      arguments: { if case .transitionFrames(let n) = $0 { [String(n)] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let n = DecimalText.wholeNumber(a, as: Int.self), (1...SystemEvent.maximumTransitionFrames).contains(n)
        else {
          throw EventSyntaxError("transitionFrames takes a whole number of frames, 1 to 120, not '\(a)'")
        }
        return .transitionFrames(n)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 26,
          candidate: .drawn { _, rng in
            .transitionFrames(IOSPlatform.framesMenu[rng.next(below: IOSPlatform.framesMenu.count)])
          },
          isOutsideGeneratedStates: nil, menu: .fixed([.transitionFrames(1), .transitionFrames(3)])))),
    IOSEvent(
      .advance, syntax: "advance(seconds)", meaning: "virtual time passes",
      arguments: { if case .advance(let s) = $0 { [SystemEvent.number(s)] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let v = DecimalText.number(a), v.isFinite, v > 0, v <= SystemEvent.maximumAdvanceSeconds else {
          throw EventSyntaxError("advance takes seconds, 0 < seconds <= 86400, written in decimal, not '\(a)'")
        }
        return .advance(v)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 6, rank: 19,
          candidate: .drawn { session, rng in
            // The waits the app's own code measures join the menu (none for every built-in strategy, whose traces
            // stay as they were).
            let waits = session.device.strategy?.waitsOfInterest ?? []
            let menu = waits.isEmpty ? IOSPlatform.advanceMenu : IOSPlatform.advanceMenu + waits
            return .advance(menu[rng.next(below: menu.count)])
          },
          isOutsideGeneratedStates: nil, menu: .fixed([.advance(0.1), .advance(1)])))),
    // Last in the catalog and in candidate rank, and in every swarm (``inEverySwarm``): the
    // classes before it keep their indices and draws, so only traces where an app alert is up
    // change. Weighed above the events that bring alerts (screenshot, capture starts): a user
    // answers an alert before doing much else, and alerts do not pile up over long traces.
    .plain(
      .answerAlert, "the user taps the default button of the app's own alert", .generated(weight: 12, rank: 25)),
    // The app's own presented UI, after every other kind in catalog and candidate rank. The kind
    // comes from the low bits of the stream's next value, read from a copy so the candidate draws
    // nothing and every other draw stays where it was. (A cycle over the device's presentation
    // count put the alert third, so few traces ever answered one.) The next value is the step's
    // pick, which uses the high bits (multiply-shift): the kind is uniform whichever class wins.
    IOSEvent(
      .presentSheet, syntax: "presentSheet(kind)",
      meaning:
        "the app presents from its top-most view controller: "
        + AppPresentationKind.allCases.map(\.rawValue).joined(separator: ", ")
        + " (Apple, UIViewController.present(_:animated:completion:))",
      arguments: { if case .presentSheet(let kind) = $0 { [kind.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let kind = AppPresentationKind(rawValue: a) else {
          let kinds = AppPresentationKind.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown presentation kind '\(a)' (expected \(kinds))")
        }
        return .presentSheet(kind)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 39,
          candidate: .peeked { _, rng in
            let kinds = IOSPlatform.userPresentationKinds
            var peek = rng
            return .presentSheet(kinds[Int(peek.next() % UInt64(kinds.count))])
          },
          // Three deep is enough to reach every stacking bug; deeper stacks only lengthen traces
          // (and a window over the app's can keep the user from dismissing them).
          isOutsideGeneratedStates: { $0.device.appPresentationDepth >= 3 },
          menu: .fixed([.presentSheet(.sheet), .presentSheet(.share)]))),
      partner: IOSEvent.undone(by: .dismissSheet, .answerAlert)),
    .plain(
      .dismissSheet,
      "the user swipes the top-most sheet away or taps its Done button (Apple, isModalInPresentation, iOS 13)",
      .generated(weight: 6, rank: 40)),
    // After every other kind in catalog and candidate rank; fixed candidates draw nothing.
    .plain(
      .startIPhoneMirroring,
      "iPhone Mirroring to a Mac (iPhone, iOS 18+): the app is not told; the secure canvas shows",
      .generated(weight: 1, rank: 41), partner: IOSEvent.undone(by: .stopIPhoneMirroring)),
    .plain(.stopIPhoneMirroring, nil, .generated(weight: 2, rank: 42)),
    // Last in catalog and candidate rank. Its scene and width come from a peeked value, as
    // presentSheet's kind (other bits of it), so it draws nothing and the other draws stay put.
    IOSEvent(
      .resizeScene, syntax: "resizeScene(id, width)",
      meaning:
        "the user drags the Split View divider or a Stage Manager window's corner (iPad): "
        + SceneWidth.allCases.map(\.rawValue).joined(separator: ", ") + " of the screen",
      arguments: { if case .resizeScene(let id, let w) = $0 { [id, w.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let v = args.values
        guard v.count == 2 else { throw EventSyntaxError("resizeScene takes (id, width)") }
        guard let width = SceneWidth(rawValue: v[1]) else {
          let widths = SceneWidth.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown scene width '\(v[1])' (expected \(widths))")
        }
        return .resizeScene(try args.identifier(v[0]), width)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 43, candidate: .peeked { session, rng in resizeCandidate(on: session.device, rng) },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in
            firstActiveScene(on: session.device).map { SystemEvent.resizeScene($0, .third) }
          })),
      // A later resize of the same scene: the pair is a round trip or the second alone matters.
      partner: { event, later in
        guard case .resizeScene(let id, _) = event, case .resizeScene(let other, _) = later else { return false }
        return id == other
      }),
    // After the kinds above in catalog and candidate rank (a fixed candidate draws nothing). The user types the
    // passcode at once half the time it can, as faceIDMatch follows the Face ID prompt: a trace
    // that never passes the app's lock never reaches what is behind it.
    .plain(
      .enterPasscode,
      "the user taps the app's passcode entry (.password field or .keyboardKey keypad) and types the code",
      .generated(weight: 4, rank: 44, follows: 2)),
    // The app's own code (issue 25), after every other kind in catalog and candidate rank. Arguments come from
    // bits 16 and up of the stream's next value, read from a copy (presentSheet and resizeScene read lower bits),
    // so these candidates draw nothing and the other draws stay put.
    IOSEvent(
      .pushScreen, syntax: "pushScreen(id)",
      meaning: "the app's code pushes one of its screens (the sample app: settings, recovery-phrase)",
      arguments: { if case .pushScreen(let id) = $0 { [id] } else { [] } },
      parse: { args throws(EventSyntaxError) in .pushScreen(try args.oneIdentifier()) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 45, candidate: .peeked { session, rng in pushCandidate(on: session.device, rng) },
          // No depth bound: the pops' weights (3 and 1 against 2) keep stacks shallow, and finding the
          // stack every step cost more than the rest of the app's events together.
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in
            if let first = session.device.app.screens.first { .pushScreen(first.identifier) } else { nil }
          })),
      partner: IOSEvent.undone(by: .popScreen, .popToRoot)),
    .plain(.popScreen, "the app's code pops its top screen", .generated(weight: 3, rank: 46)),
    .plain(.popToRoot, "the app's code pops back to its first screen", .generated(weight: 1, rank: 47)),
    IOSEvent(
      .appPresent, syntax: "appPresent(kind, presenter)",
      meaning:
        "the app's code presents its own UI ("
        + AppPresentationKind.allCases.map(\.rawValue).joined(separator: ", ") + ") from "
        + AppPresenter.allCases.map(\.rawValue).joined(separator: ", ")
        + " (Apple, UIViewController.present(_:animated:completion:))",
      arguments: { if case .appPresent(let kind, let from) = $0 { [kind.rawValue, from.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let v = args.values
        guard v.count == 2 else { throw EventSyntaxError("appPresent takes (kind, presenter)") }
        guard let kind = AppPresentationKind(rawValue: v[0]) else {
          let kinds = AppPresentationKind.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown presentation kind '\(v[0])' (expected \(kinds))")
        }
        return .appPresent(kind, try presenter(v[1]))
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 1, rank: 48,
          candidate: .peeked { _, rng in
            var peek = rng
            let value = peek.next() >> 16
            let kinds = IOSPlatform.presentationKinds
            let presenters = IOSPlatform.presenters
            return .appPresent(
              kinds[Int(value % UInt64(kinds.count))],
              presenters[Int((value / UInt64(kinds.count)) % UInt64(presenters.count))])
          },
          isOutsideGeneratedStates: { $0.device.appPresentationDepth >= 3 },
          menu: .fixed([.appPresent(.sheet, .root)]))),
      partner: IOSEvent.undone(by: .dismissSheet, .answerAlert)),
    IOSEvent(
      .appDismiss, syntax: "appDismiss(presenter)",
      meaning:
        "the app's code calls dismiss on "
        + AppPresenter.allCases.map(\.rawValue).joined(separator: ", ")
        + ": what it presents goes, with everything above (Apple, UIViewController.dismiss(animated:completion:))",
      arguments: { if case .appDismiss(let from) = $0 { [from.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in .appDismiss(try presenter(try args.one())) },
      generation: .generated(
        IOSEvent.Generated(
          weight: 2, rank: 49,
          candidate: .peeked { _, rng in
            var peek = rng
            let presenters = IOSPlatform.presenters
            return .appDismiss(presenters[Int((peek.next() >> 16) % UInt64(presenters.count))])
          },
          isOutsideGeneratedStates: nil, menu: .fixed([.appDismiss(.root)])))),
    // The latency choices, after every other kind in catalog and candidate rank. Weight 1: a slow
    // device is the exception, so most generated traces stay ordinary.
    IOSEvent(
      .transitionTurns, syntax: "transitionTurns(n)",
      meaning:
        "scheduler choice (a slow device): the app's run loop turns only n times (0 to 4) during the next system "
        + "transition; work its callbacks queued for later turns, and frames they asked for, come after its "
        + "snapshot or settled switcher card (PrivacyScreenPlugin#7)",
      arguments: { if case .transitionTurns(let n) = $0 { [String(n)] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let n = DecimalText.wholeNumber(a, as: Int.self), (0...SystemEvent.maximumTransitionTurns).contains(n)
        else {
          throw EventSyntaxError("transitionTurns takes a whole number of turns, 0 to 4, not '\(a)'")
        }
        return .transitionTurns(n)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 1, rank: 50,
          candidate: .drawn { _, rng in
            .transitionTurns(IOSPlatform.turnsMenu[rng.next(below: IOSPlatform.turnsMenu.count)])
          },
          isOutsideGeneratedStates: nil, menu: .fixed([.transitionTurns(0)])))),
    // Generated only where the profile says the race happens at all (the flag's `true`).
    .plain(
      .cardBeforeResignCommit,
      "scheduler choice: the switcher opened next from the app settles on a card taken before the resign "
        + "committed (only under switcherCardMayPrecedeResignCommit=true; LaunchScreenSnapshot#2)",
      .generated(weight: 1, rank: 51, outside: { !$0.device.profile.flags.switcherCardMayPrecedeResignCommit })),
    IOSEvent(
      .appCallOffMain, syntax: "appCallOffMain(name)",
      meaning:
        "the app calls the strategy's own API from another thread (a React Native bridge); UIKit work in it traps "
        + "(react-native-capture-protection#88)",
      arguments: { if case .appCallOffMain(let name) = $0 { [name] } else { [] } },
      parse: { args throws(EventSyntaxError) in .appCallOffMain(try args.oneIdentifier()) },
      generation: .notGenerated(
        reason: "a Swift 6 strategy's API is main-actor isolated, so the compiler keeps app code from calling it "
          + "off the main thread; a bridge (React Native) can, and its trace says so")),
    // The outcomes of the app's LocalAuthentication prompt, after every other kind in catalog and candidate
    // rank (fixed candidates draw nothing). The device passcode follows its UI half the time, as the app's own
    // passcode does: a trace that never passes the lock never reaches what is behind it.
    .plain(
      .faceIDNoMatch,
      "the app's own Face ID prompt fails to match (one attempt; 5 in a row lock Face ID out: the passcode UI "
        + "for deviceOwnerAuthentication, biometryLockout for the biometrics policy)",
      .generated(weight: 2, rank: 52)),
    .plain(
      .faceIDFallback,
      "after a failed attempt the user takes the prompt's fallback: the system's passcode UI "
        + "(deviceOwnerAuthentication) or userFallback to the app (biometrics policy)",
      .generated(weight: 2, rank: 53)),
    .plain(
      .enterDevicePasscode, "the user types the device passcode into the system's passcode UI: the request succeeds",
      .generated(weight: 4, rank: 54, follows: 2)),
    // A trip to another app (issue 26), after every other kind so no generated trace moves.
    .plain(
      .openExternalURL,
      "the app opens a URL in another app (Safari, a universal link, Settings): it resigns, goes to the background "
        + "and is photographed; returnToApp is the way back (the status bar's back link)",
      .notGenerated(
        reason: "its callbacks and the states it reaches are goHome's from an active app with nothing over it, "
          + "which the generator draws already")),
    // Entries into the app, last in catalog and candidate rank and in every swarm (``IOSPlatform/vocabulary``: no swarm
    // draw). Drawn only from the sources the app declares (``AppDescription/entrySources``: a notification needs the
    // app to post one, a link to claim a URL, a quick action to list one); the sample app declares all three. Weight
    // 1, as backgroundLaunch and the other ways in besides the icon: most returns are still `returnToApp`. The candidate
    // reads its arguments from bits 24 and up of a copy of the stream (no draw). Its explorer menu is empty: the
    // explorer's depth-bounded tree would grow by every source and route (docs/strategies.md).
    IOSEvent(
      .openEntry, syntax: "openEntry(source, route)",
      meaning:
        "the user opens the app from a notification, a link (or widget) or a Home Screen quick action, cold, from the "
        + "background or over it; the app's handler routes: none, present(kind, presenter), push(screen), popToRoot",
      arguments: { if case .openEntry(let source, let route) = $0 { [source.rawValue, route.text] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let v = args.values
        guard v.count >= 2 else { throw EventSyntaxError("openEntry takes (source, route)") }
        guard let source = AppEntrySource(rawValue: v[0]) else {
          let names = AppEntrySource.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown entry source '\(v[0])' (expected \(names))")
        }
        // The route's own commas were split with the event's.
        let text = v[1...].joined(separator: ", ")
        guard let route = AppEntryRoute(text: text) else {
          throw EventSyntaxError(
            "unknown route '\(text)' (expected none, present(kind, presenter), push(screen) or popToRoot)")
        }
        return .openEntry(source, route)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 1, rank: 55, candidate: .peeked { session, rng in entryCandidate(on: session.device, rng) },
          isOutsideGeneratedStates: nil, menu: .fixed([])))),
    // The app's extensions and widget, last in catalog and candidate rank. Default weight 0 because only an app that
    // ships an extension or a widget can have one opened or shown, and what it ships is declared with its strategy
    // (the device's surfaces come from the strategy; the lock family's `ext=`, `widget=`): such a strategy's descriptor
    // gives the weights (``StrategyDescriptor/eventWeights``: open 2, as often as locking the device; close 8, as
    // often as unlocking; the widget 2), and `run` draws them for it alone (``Campaign/generator(for:)``); `--weight`
    // also does. A class of weight 0 takes no swarm draw; the candidates read bits 32 and up of a copy of the stream
    // and return at once for an app with no surfaces (no draw). The explorer does not try them (empty menus).
    IOSEvent(
      .openExtension, syntax: "openExtension(kind)",
      meaning:
        "a host app opens the app's extension ("
        + AppExtensionKind.allCases.map(\.rawValue).joined(separator: ", ")
        + ") in a process of its own: the app hears nothing (Apple, App Extension Programming Guide)",
      arguments: { if case .openExtension(let kind) = $0 { [kind.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let kind = AppExtensionKind(rawValue: a) else {
          let kinds = AppExtensionKind.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown extension '\(a)' (expected \(kinds))")
        }
        return .openExtension(kind)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 56, candidate: .peeked { session, rng in extensionCandidate(on: session.device, rng) },
          isOutsideGeneratedStates: nil, menu: .fixed([]))),
      partner: IOSEvent.undone(by: .closeExtension)),
    .plain(
      .closeExtension, "the user finishes or cancels in the open extension; its process ends",
      .generated(weight: 0, rank: 57)),
    IOSEvent(
      .showWidget, syntax: "showWidget(place)",
      meaning:
        "the system shows the app's widget ("
        + WidgetPlace.allCases.map(\.rawValue).joined(separator: ", ")
        + "): the timeline entry the app wrote, without running the app (Apple, WidgetKit TimelineEntry)",
      arguments: { if case .showWidget(let place) = $0 { [place.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let place = WidgetPlace(rawValue: a) else {
          let places = WidgetPlace.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown widget place '\(a)' (expected \(places))")
        }
        return .showWidget(place)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 58, candidate: .peeked { session, _ in widgetCandidate(on: session.device) },
          isOutsideGeneratedStates: nil, menu: .fixed([])))),
    // The device's authentication settings, last in catalog and candidate rank and in every swarm (no swarm draw). The
    // user can change them while any app is away, so drawn for every app; weight 1, half a lock's (2, what the lock
    // family's descriptor gives a member that answers the refusals: ``StrategyDescriptor/eventWeights``), since a
    // trip to Settings is rarer than locking the device. Its candidate returns at once while the app is on screen and
    // reads bits 40 and up of a copy of the stream otherwise (no draw). The explorer does not try it.
    IOSEvent(
      .changeDeviceSetting, syntax: "changeDeviceSetting(setting)",
      meaning:
        "away from the app, the user changes Settings > Face ID & Passcode ("
        + DeviceAuthenticationSetting.allCases.map(\.rawValue).joined(separator: ", ")
        + "); returnToApp comes back: LocalAuthentication answers by the new settings (passcodeNotSet, "
        + "biometryNotEnrolled)",
      arguments: { if case .changeDeviceSetting(let setting) = $0 { [setting.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let setting = DeviceAuthenticationSetting(rawValue: a) else {
          let names = DeviceAuthenticationSetting.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown setting '\(a)' (expected \(names))")
        }
        return .changeDeviceSetting(setting)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 1, rank: 59, candidate: .peeked { session, rng in settingCandidate(on: session.device, rng) },
          isOutsideGeneratedStates: nil, menu: .fixed([])))),
    // Last in catalog and candidate rank and in every swarm (no swarm draw), a fixed candidate (no draw), and
    // generated only where the profile says the race happens at all (the flag's `true`): under every default profile
    // it is never a candidate, so every generated trace stays as it was.
    .plain(
      .newWindowAfterSnapshot,
      "scheduler choice: windows the app creates during the next leave are drawn only after its snapshot and "
        + "settled switcher card (only under newWindowMayMissSnapshot=true; firefox-ios#34356)",
      .generated(weight: 1, rank: 60, outside: { !$0.device.profile.flags.newWindowMayMissSnapshot })),
    // Last in catalog and candidate rank, default weight 0 (no swarm draw, no candidate): a lock family member that
    // says what its code does with a wrong code (`wrong=`) gives it a weight (``StrategyDescriptor/eventWeights``),
    // and `--weight` does. The explorer does not try it (an empty
    // menu), so `explore` of a lock stays as it was.
    IOSEvent(
      .enterWrongPasscode, syntax: "enterWrongPasscode",
      meaning:
        "the user types a code the app's passcode entry does not accept (4321) where enterPasscode types; what the "
        + "app does with it is its code",
      arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return .enterWrongPasscode
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 61, candidate: .fixed(.enterWrongPasscode), isOutsideGeneratedStates: nil,
          menu: .fixed([])))),
    // Last in catalog and candidate rank, default weight 0 (no swarm draw, no candidate): a lock family member that
    // pushes its lock on the app's navigation stack (`as=push`) gives it a weight (``StrategyDescriptor/eventWeights``),
    // and `--weight` does. The explorer does not try it (an empty menu), so every default run stays as it was.
    IOSEvent(
      .interactivePop, syntax: "interactivePop",
      meaning:
        "the user swipes back from the screen's leading edge: the navigation controller the swipe reaches pops its "
        + "top controller if its interactivePopGestureRecognizer is enabled (the default)",
      arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return .interactivePop
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 62, candidate: .fixed(.interactivePop), isOutsideGeneratedStates: nil,
          menu: .fixed([])))),
    // Last in catalog and candidate rank, weight 0 (no swarm draw, no candidate): named-only, for a trace that says
    // the app was updated (`--weight updateApp=N` draws it). The explorer does not try it (an empty menu), so every
    // default run stays as it was.
    IOSEvent(
      .updateApp, syntax: "updateApp",
      meaning:
        "a new build of the app is installed while it is not on screen (the App Store, by the user or automatically): "
        + "its process ends with no callback, UserDefaults and the Keychain stay, the next launch runs the new build",
      arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return .updateApp
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 63, candidate: .fixed(.updateApp), isOutsideGeneratedStates: nil, menu: .fixed([])))),
    // Last in catalog and candidate rank, default weight 0 (no swarm draw, no candidate): valid only on the Mac
    // profile; a strategy that claims `unfocused` gives them a weight (``StrategyDescriptor/eventWeights``), and
    // `--weight` does. The explorer does not try them (an empty menu), so every default run stays as it was.
    IOSEvent(
      .focusOtherMacApp, syntax: "focusOtherMacApp",
      meaning:
        "on a Mac, another app takes focus while the app's window stays in view: no will-resign-active, the scene stays "
        + "active; the app's key window resigns key (macFocusLossResignsKeyWindow)",
      arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return .focusOtherMacApp
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 64, candidate: .fixed(.focusOtherMacApp), isOutsideGeneratedStates: nil,
          menu: .fixed([])))),
    IOSEvent(
      .focusMacApp, syntax: "focusMacApp",
      meaning: "on a Mac, the user clicks the app's window again after focusOtherMacApp: it becomes key again",
      arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return .focusMacApp
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 65, candidate: .fixed(.focusMacApp), isOutsideGeneratedStates: nil, menu: .fixed([])))),
    // Last in catalog and candidate rank, and in every swarm (``IOSPlatform/vocabulary``: no swarm draw): valid only on
    // an iPad (the rules refuse it elsewhere), so every trace on another device keeps its draws and its pick. Weighed
    // as the other iPad gestures are (resizeScene, backgroundScene).
    .plain(
      .multitaskingSwipe,
      "on an iPad, the user swipes four fingers sideways to the app used before: the app leaves as for another app; "
        + "on iPadOS 13 with the keyboard up a cover put up at resign cancels it "
        + "(keyboardCoverCancelsMultitaskingSwipe)",
      .generated(weight: 2, rank: 66), partner: IOSEvent.undone(by: .returnToApp)),
    // Last in catalog and candidate rank, default weight 0 (no swarm draw, no candidate): valid only while the app's
    // Face ID permission alert is up, which only an app that describes its permission as never asked reaches (an
    // app-logic script's `faceIDPermission: notAsked`, which gives it a weight: ``StrategyDescriptor/eventWeights``),
    // so every default run stays as it was. The candidate reads bit 40 of a copy of the stream (no draw); the
    // explorer tries both answers.
    IOSEvent(
      .faceIDPermission, syntax: "faceIDPermission(answer)",
      meaning:
        "the user answers the system's Face ID permission alert, shown at the app's first Face ID request "
        + "(faceIDPermission: notAsked): allow (OK: the scan follows) or deny (Don't Allow: Face ID refused to the "
        + "app, biometryNotAvailable, the passcode for deviceOwnerAuthentication, until "
        + "changeDeviceSetting(appFaceIDOn))",
      arguments: { if case .faceIDPermission(let answer) = $0 { [answer.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        guard let answer = FaceIDPermissionAnswer(rawValue: a) else {
          throw EventSyntaxError("unknown answer '\(a)' (expected allow, deny)")
        }
        return .faceIDPermission(answer)
      },
      generation: .generated(
        IOSEvent.Generated(
          weight: 0, rank: 67,
          candidate: .peeked { session, rng in
            guard session.device.isFaceIDPermissionAlertShown else { return nil }
            var peek = rng
            return .faceIDPermission((peek.next() >> 40) & 1 == 0 ? .allow : .deny)
          },
          isOutsideGeneratedStates: nil,
          menu: .fixed([.faceIDPermission(.allow), .faceIDPermission(.deny)])))),
  ]

  /// Every device setting, in declaration order (built once: a synthesized `allCases` makes an array per read).
  private static let deviceSettings = DeviceAuthenticationSetting.allCases

  /// A setting the user can change now, drawn from bits 40 and up of the stream's next value (read from a copy: no
  /// draw), or `nil` at once while the app is on screen.
  @MainActor static func settingCandidate(on device: Device, _ rng: SplitMix64) -> SystemEvent? {
    guard !device.isAppInForeground else { return nil }
    // The rules' answer without their text: this runs at every step the app is away, for every strategy. A plain
    // loop noting the valid settings' positions in a mask: `filter`'s closure checked its executor on every call
    // and built an array.
    var valid: UInt64 = 0
    var count = 0
    for (i, setting) in deviceSettings.enumerated()
    where device.isValid(.changeDeviceSetting(setting), kind: .changeDeviceSetting) {
      valid |= 1 << UInt64(i)
      count += 1
    }
    guard count > 0 else { return nil }
    var peek = rng
    var position = Int((peek.next() >> 40) % UInt64(count))
    for i in deviceSettings.indices where valid & (1 << UInt64(i)) != 0 {
      if position == 0 { return .changeDeviceSetting(deviceSettings[i]) }
      position -= 1
    }
    return nil
  }

  /// An extension of the app drawn from bits 32 and up of the stream's next value (read from a copy: no draw), or
  /// `nil` at once for an app that ships none.
  @MainActor static func extensionCandidate(on device: Device, _ rng: SplitMix64) -> SystemEvent? {
    let kinds = device.appExtensionKinds
    guard !kinds.isEmpty else { return nil }
    var peek = rng
    return .openExtension(kinds[Int((peek.next() >> 32) % UInt64(kinds.count))])
  }

  /// The widget where the device shows it now (the Lock Screen while locked, else the Home Screen), or `nil` at once
  /// for an app with no widget. Draws nothing.
  @MainActor static func widgetCandidate(on device: Device) -> SystemEvent? {
    guard device.appWidget != nil else { return nil }
    return .showWidget(device.isDeviceLocked ? .lockScreen : .homeScreen)
  }

  /// An entry drawn from bits 24 and up of the stream's next value (read from a copy: no draw): a source the app
  /// declares (``AppDescription/entrySources``), and a route among none, popToRoot, a push of one of the app's screens
  /// and a presentation the generator's `appPresent` draws; `nil` at once for an app that declares none.
  @MainActor static func entryCandidate(on device: Device, _ rng: SplitMix64) -> SystemEvent? {
    let sources = device.app.entrySources
    guard !sources.isEmpty else { return nil }
    var peek = rng
    var value = peek.next() >> 24
    let source = sources[Int(value % UInt64(sources.count))]
    value /= UInt64(sources.count)
    let screens = device.app.screens
    let kinds = presentationKinds
    let presenters = self.presenters
    let routes = 2 + screens.count + kinds.count * presenters.count
    let r = Int(value % UInt64(routes))
    let route: AppEntryRoute
    switch r {
    case 0: route = .none
    case 1: route = screens.isEmpty ? .none : .popToRoot
    case 2..<(2 + screens.count): route = .push(screens[r - 2].identifier)
    default:
      let p = r - 2 - screens.count
      route = .present(kinds[p % kinds.count], presenters[p / kinds.count])
    }
    return .openEntry(source, route)
  }

  /// The presenter named `text`.
  static func presenter(_ text: String) throws(EventSyntaxError) -> AppPresenter {
    guard let p = AppPresenter(rawValue: text) else {
      let names = AppPresenter.allCases.map(\.rawValue).joined(separator: ", ")
      throw EventSyntaxError("unknown presenter '\(text)' (expected \(names))")
    }
    return p
  }

  /// A push of one of the app's screens, taken from bits 16 and up of the stream's next value (read from a copy:
  /// no draw), or `nil` for an app of one screen.
  @MainActor static func pushCandidate(on device: Device, _ rng: SplitMix64) -> SystemEvent? {
    let screens = device.app.screens
    guard !screens.isEmpty else { return nil }
    var peek = rng
    return .pushScreen(screens[Int((peek.next() >> 16) % UInt64(screens.count))].identifier)
  }

  /// One of the app's interactive scenes, drawn when there are two or more (one draw), else `nil`
  /// (no draw): covering or backgrounding a window needs another one.
  @MainActor static func anyScene(on device: Device, _ rng: inout SplitMix64) -> String? {
    let scenes = device.windowScenes
    guard scenes.count > 1 else { return nil }
    let s = scenes[rng.next(below: scenes.count)]
    return s.isInteractive ? s.identifier : nil
  }

  /// A resize of one of the app's scenes on an iPad that resizes scenes, else `nil`. Scene and
  /// width come from bits 8 and up of the stream's next value, read from a copy (no draw; the
  /// low bits are presentSheet's kind).
  @MainActor static func resizeCandidate(on device: Device, _ rng: SplitMix64) -> SystemEvent? {
    guard device.profile.device == .iPadSplitView || device.profile.device == .iPadStageManager else { return nil }
    let scenes = device.windowScenes
    guard !scenes.isEmpty else { return nil }
    var peek = rng
    let value = peek.next() >> 8
    let widths = IOSPlatform.sceneWidths
    let scene = scenes[Int((value / UInt64(widths.count)) % UInt64(scenes.count))]
    return .resizeScene(scene.identifier, widths[Int(value % UInt64(widths.count))])
  }

  /// The first interactive scene that is active (the explorer's choice).
  @MainActor static func firstActiveScene(on device: Device) -> String? {
    device.windowScenes.first { $0.isInteractive && $0.activationState == .foregroundActive }?.identifier
  }

  /// The first interactive scene in the background.
  @MainActor static func backgroundScene(on device: Device) -> String? {
    for scene in device.windowScenes where scene.isInteractive && scene.activationState == .background {
      return scene.identifier
    }
    return nil
  }

  /// The first of ``sceneNames`` not connected on `device` (loops, not closures:
  /// the generator asks every step).
  @MainActor static func freshScene(on device: Device) -> String? {
    let scenes = device.windowScenes
    names: for name in IOSPlatform.sceneNames {
      for s in scenes where s.identifier == name { continue names }
      return name
    }
    return nil
  }

  /// `connectScene` of ``freshScene(on:)``, if any (`if let`, not `Optional.map`: a closure
  /// passed to a nonisolated parameter checks its executor on every call).
  @MainActor static func connectFreshScene(on device: Device) -> SystemEvent? {
    if let name = freshScene(on: device) { return .connectScene(name) }
    return nil
  }
}
