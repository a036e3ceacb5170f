import AndroidModel
import Testing

/// The main looper: posted work runs in order, delayed work on virtual time.
@Suite struct LooperTests {
  @Test func handlerPostsRunInOrderOnVirtualTime() {
    let strategy = ScriptedStrategy()
    var order: [String] = []
    strategy.appCalls = ["post"]
    strategy.call = { _, activity in
      activity.handler.postDelayed({ order.append("late") }, delayMillis: 1500)
      activity.handler.post { order.append("now") }
      order.append("call")
    }
    let (device, _) = run(phone(34), strategy, [.launch, .appCall("post")])
    #expect(order == ["call", "now"])
    _ = try? device.step(.advance(1))
    #expect(order == ["call", "now"])
    _ = try? device.step(.advance(0.5))
    #expect(order == ["call", "now", "late"])
    #expect(device.now == 1.5)
  }
}
