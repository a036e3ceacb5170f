import AndroidModel
import AndroidStrategies
import Foundation
import TestExpectations
import Testing

/// Events as traces write them, hit-testing across windows, and the device summary.
@Suite struct DeviceTests {
  @Test func eventsRoundTripThroughJSONAndPrintAsTracesWriteThem() throws {
    let events: [AndroidEvent] = [
      .launch, .showWindow(.composeDialog(.Inherit)), .appCall("pinSetup"), .advance(2.5),
      .recentsTiming(.beforePause),
    ]
    let data = try JSONEncoder().encode(events)
    try expectEqual(JSONDecoder().decode([AndroidEvent].self, from: data), events)
    expectEqual(
      events.map(\.description),
      [
        "launch", "showWindow(composeDialog(inherit))", "appCall(pinSetup)", "advance(2.5)",
        "recentsTiming(beforePause)",
      ])
  }

  @Test func hitTestingFindsTheTopmostTouchableWindow() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .showWindow(.dialog), .showWindow(.toast)])
    expectEqual(device.hitTest(x: 196, y: 425)?.label, "dialog")
    expectEqual(device.hitTest(x: 196, y: 760)?.label, "activity")
    expectEqual(device.hitTest(x: 10, y: 10)?.label, "activity")
    _ = try? device.step(.pressHome)
    #expect(device.hitTest(x: 10, y: 10) == nil)
  }

  @Test func theSummaryIsCanonical() {
    let (device, _) = run(phone(34), SecureFlagOnCreate(), [.launch, .showWindow(.dialog), .openRecents])
    expectEqual(
      device.summary,
      "screen=recents activity=CREATED windows=[activity+secure,dialog] recording=false snapshot=appTheme t=0.0")
  }
}
