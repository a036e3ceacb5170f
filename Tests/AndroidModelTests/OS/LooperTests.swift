import AndroidModel
import TestExpectations
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
    expectEqual(order, ["call", "now"])
    _ = try? device.step(.advance(1))
    expectEqual(order, ["call", "now"])
    _ = try? device.step(.advance(0.5))
    expectEqual(order, ["call", "now", "late"])
    expectEqual(device.now, 1.5)
  }
}
