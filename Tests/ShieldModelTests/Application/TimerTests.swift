import TestExpectations
import Testing

@testable import ShieldModel

/// What the timers' actions did, read on the main actor.
@MainActor private final class TimerLog {
  var fired: [Double] = []
  var userInfos: [String] = []
}

/// An app lock's idle timer as apps write it: a target-action timer whose method takes the timer.
@MainActor private final class IdleLock {
  let log: TimerLog
  init(log: TimerLog) { self.log = log }
  func lockNow(_ timer: Timer) { log.userInfos.append(timer.userInfo as? String ?? "none") }
}

@Suite("Foundation's Timer on the virtual clock")
struct TimerTests {
  @Test("A delayed removal: a nonrepeating timer fires once on its fire date, then is invalid")
  func nonrepeatingFiresOnceOnTime() throws {
    // https://developer.apple.com/documentation/foundation/timer
    let device = try launched()
    let window = try #require(device.mainWindow())
    let log = TimerLog()
    let start = device.now
    let (cover, timer) = device.withCurrent {
      let cover = UIView(frame: window.bounds)
      window.addSubview(cover)
      let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated {
          log.fired.append(Device.current?.now ?? -1)
          cover.removeFromSuperview()
        }
      }
      return (cover, timer)
    }
    try device.apply(.advance(0.4))
    #expect(log.fired.isEmpty && cover.superview === window && timer.isValid)
    try device.apply(.advance(0.2))
    #expect(log.fired == [start + 0.5] && cover.superview == nil && !timer.isValid)
    try device.apply(.advance(5))
    expectEqual(log.fired.count, 1)
  }

  @Test("An invalidated timer never fires; fire() runs a timer now and ends a nonrepeating one")
  func invalidateAndFire() throws {
    // https://developer.apple.com/documentation/foundation/timer/invalidate()
    // https://developer.apple.com/documentation/foundation/timer/fire()
    let device = try launched()
    let log = TimerLog()
    let (stopped, fired) = device.withCurrent {
      let stopped = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
        MainActor.assumeIsolated { log.userInfos.append("stopped") }
      }
      stopped.invalidate()
      let fired = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
        MainActor.assumeIsolated { log.userInfos.append("fired") }
      }
      fired.fire()
      return (stopped, fired)
    }
    #expect(log.userInfos == ["fired"] && !stopped.isValid && !fired.isValid)
    try device.apply(.advance(2))
    expectEqual(log.userInfos, ["fired"])
  }

  @Test("A repeating timer fires on its schedule until it is invalidated")
  func repeatingUntilInvalidated() throws {
    // https://developer.apple.com/documentation/foundation/timer ("Comparing Repeating and Nonrepeating Timers")
    let device = try launched()
    let log = TimerLog()
    let start = device.now
    let timer = device.withCurrent {
      Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        MainActor.assumeIsolated { log.fired.append((Device.current?.now ?? -1) - start) }
      }
    }
    try device.apply(.advance(3.5))
    #expect(log.fired.map { ($0 * 1000).rounded() / 1000 } == [1, 2, 3] && timer.isValid && timer.timeInterval == 1)
    timer.invalidate()
    try device.apply(.advance(3))
    expectEqual(log.fired.count, 3)
  }

  @Test("An idle lock: a target-action timer added to the run loop sends its method the timer")
  func targetActionThroughTheRunLoop() throws {
    // https://developer.apple.com/documentation/foundation/timer/init(timeinterval:target:selector:userinfo:repeats:)
    // https://developer.apple.com/documentation/foundation/runloop/add(_:formode:)
    let device = try launched()
    let log = TimerLog()
    let lock = IdleLock(log: log)
    let timer = device.withCurrent {
      let timer = Timer(
        timeInterval: 60, target: lock, selector: Selector(IdleLock.lockNow(_:)), userInfo: "idle", repeats: false)
      RunLoop.main.add(timer, forMode: .common)
      RunLoop.main.add(timer, forMode: .default)  // a run loop holds a timer once
      return timer
    }
    try device.apply(.advance(59))
    #expect(log.userInfos.isEmpty)
    try device.apply(.advance(2))
    #expect(log.userInfos == ["idle"] && !timer.isValid)
    let zero = device.withCurrent { Timer(timeInterval: 0, repeats: false) { _ in } }
    expectEqual(zero.timeInterval, 0.0001)
  }
}
