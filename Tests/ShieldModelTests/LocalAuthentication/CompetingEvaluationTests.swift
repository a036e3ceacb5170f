import TestExpectations
import Testing

@testable import ShieldModel

@Suite("LocalAuthentication: two evaluations of the app's own at once")
struct CompetingEvaluationTests {
  @Test("the newer request cancels the one in flight (systemCancel) and takes its prompt with no new resign")
  func newerReplacesOlder() throws {
    let app = LabelledAuthenticator()
    let device = try launched(strategy: app)
    app.events.removeAll()
    try device.apply(.appCall("authenticate"), .appCall("authenticate"))
    expectEqual(app.replies, ["request 1: systemCancel"])
    expectEqual(app.events, ["resign"])
    #expect(device.isAuthenticationPromptShown)
    try device.apply(.faceIDMatch)
    expectEqual(app.replies, ["request 1: systemCancel", "request 2: success"])
  }

  @Test("with newerEvaluationReplacesOlder off the newer request fails and the first keeps its prompt")
  func flagOff() throws {
    let app = LabelledAuthenticator()
    let device = try launched("iphone-ios17-scenes+newerEvaluationReplacesOlder=false", strategy: app)
    try device.apply(.appCall("authenticate"), .appCall("authenticate"))
    try device.apply(.faceIDMatch)
    expectEqual(app.replies, ["request 2: systemCancel", "request 1: success"])
  }

  @Test("an error handler that asks again makes the requests cancel each other: recorded after 3 cancels, then cut")
  func loopIsRecordedAndCut() throws {
    let app = LabelledAuthenticator(asksAgain: { success, _ in !success })
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"), .appCall("authenticate"))
    expectEqual(app.replies, ["request 1: systemCancel", "request 2: systemCancel", "request 3: systemCancel"])
    expectEqual(device.reauthenticationByCompetingRequests?.count, 4)
    #expect(device.isAuthenticationPromptShown)
    try device.apply(.faceIDMatch)
    #expect(device.reauthenticationByCompetingRequests == nil)
  }
}
