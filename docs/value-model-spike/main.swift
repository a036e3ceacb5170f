// Spike for docs/value-model.md (issue 30): the subview-tag strategy's fuzzing loop on a model
// whose state lives in value types addressed by handles. Not part of the package; built and
// measured by docs/value-model-spike/measure.sh. It reproduces the shape of one engine step
// (generate an event from a validity mask, apply it to the strategy's device and to the
// baseline, take the captures it causes, render what changed, run the checks, record coverage)
// for a reduced rule set: the life cycle, the app switcher, the lock, screenshots, recording and
// terminate/launch, with the strategy adding a tagged cover view on resign-active and removing it
// on become-active. The point is the cost per step of the data layout, not the rules.

struct Handle: Equatable { var index: Int32 }

/// A layer: frame in points (integers are enough for the spike), role, parent, hidden.
struct Layer {
  var x: Int32, y: Int32, w: Int32, h: Int32
  var role: UInt8  // 0 neutral, 1 sensitive, 2 cover
  var parent: Int32  // -1: the window's root
  var tag: Int32
  var hidden: Bool
}

enum Activation: UInt8 { case unattached, foregroundActive, foregroundInactive, background }

/// One device's whole state: plain arrays and scalars, copied as a value (launch template).
struct DeviceState {
  var launched = false
  var activation = Activation.unattached
  var switcherOpen = false
  var locked = false
  var recording = false
  var layers: [Layer] = []
  var dirty = true  // the scene's frame must be recomputed
  var frame = [UInt8](repeating: 0, count: 160)
  var sensitivePoints = 0
  var coverPoints = 0
  var snapshotSensitive = false  // the last background snapshot showed sensitive content
  var hasStrategy: Bool

  init(hasStrategy: Bool) {
    self.hasStrategy = hasStrategy
    layers.reserveCapacity(32)
  }

  /// The launch's result: the app's views (a root, a label, two text fields, a button bar).
  static func launchTemplate(hasStrategy: Bool) -> DeviceState {
    var d = DeviceState(hasStrategy: hasStrategy)
    d.launched = true
    d.activation = .foregroundActive
    d.layers.append(Layer(x: 0, y: 0, w: 390, h: 844, role: 0, parent: -1, tag: 0, hidden: false))
    d.layers.append(Layer(x: 20, y: 100, w: 350, h: 40, role: 1, parent: 0, tag: 0, hidden: false))
    d.layers.append(Layer(x: 20, y: 160, w: 350, h: 40, role: 1, parent: 0, tag: 0, hidden: false))
    d.layers.append(Layer(x: 20, y: 220, w: 350, h: 40, role: 0, parent: 0, tag: 0, hidden: false))
    d.layers.append(Layer(x: 0, y: 780, w: 390, h: 64, role: 0, parent: 0, tag: 0, hidden: false))
    d.dirty = true
    return d
  }

  mutating func resignActive() {
    activation = .foregroundInactive
    if hasStrategy, !layers.contains(where: { $0.tag == 99 }) {
      layers.append(Layer(x: 0, y: 0, w: 390, h: 844, role: 2, parent: 0, tag: 99, hidden: false))
      dirty = true
    }
  }

  mutating func becomeActive() {
    activation = .foregroundActive
    if hasStrategy, let i = layers.firstIndex(where: { $0.tag == 99 }) {
      layers.remove(at: i)
      dirty = true
    }
  }

  /// Renders the scene into the 8 x 20 grid only when something changed: layers front to back,
  /// each filling the still-empty cells whose sample points it contains.
  mutating func render() {
    guard dirty else { return }
    dirty = false
    sensitivePoints = 0
    coverPoints = 0
    var filled = 0
    frame.withUnsafeMutableBufferPointer { cells in
      for k in 0..<160 { cells[k] = 255 }
      var i = layers.count - 1
      while i >= 0 && filled < 160 {
        let l = layers[i]
        i -= 1
        if l.hidden { continue }
        // Sample point of column c is at c * 390 / 8 + 24; of row r at r * 844 / 20 + 21.
        let c0 = max(0, (Int(l.x) - 24 + 48) / 48)
        let c1 = min(8, (Int(l.x + l.w) - 24 + 47) / 48)
        let r0 = max(0, (Int(l.y) - 21 + 42) / 42)
        let r1 = min(20, (Int(l.y + l.h) - 21 + 41) / 42)
        if c0 >= c1 || r0 >= r1 { continue }
        for r in r0..<r1 {
          for c in c0..<c1 where cells[r * 8 + c] == 255 {
            cells[r * 8 + c] = l.role
            filled += 1
            if l.role == 1 { sensitivePoints += 1 } else if l.role == 2 { coverPoints += 1 }
          }
        }
      }
    }
  }
}

enum Event: UInt8, CaseIterable {
  case launch, goHome, returnToApp, openSwitcher, closeSwitcher, lock, unlock, screenshot
  case recordingStart, recordingStop, terminate, runMainQueue
}

/// Validity from a small key, as `Device+EventValidity` does, memoized by key.
func validMask(_ d: DeviceState) -> UInt16 {
  var m: UInt16 = 0
  func set(_ e: Event, _ ok: Bool) { if ok { m |= 1 << UInt16(e.rawValue) } }
  let fg = d.launched && (d.activation == .foregroundActive || d.activation == .foregroundInactive)
  set(.launch, !d.launched || d.activation == .background)
  set(.goHome, fg && !d.locked)
  set(.returnToApp, d.launched && d.activation == .background && !d.locked)
  set(.openSwitcher, fg && !d.switcherOpen && !d.locked)
  set(.closeSwitcher, d.switcherOpen)
  set(.lock, !d.locked)
  set(.unlock, d.locked)
  set(.screenshot, fg && !d.locked)
  set(.recordingStart, !d.recording)
  set(.recordingStop, d.recording)
  set(.terminate, d.launched)
  set(.runMainQueue, true)
  return m
}

/// The launched states, made once: a launch copies one (its arrays are shared until written).
let strategyTemplate = DeviceState.launchTemplate(hasStrategy: true)
let baselineTemplate = DeviceState.launchTemplate(hasStrategy: false)

func apply(_ e: Event, to d: inout DeviceState) -> Bool {
  switch e {
  case .launch:
    if d.launched {
      d.activation = .foregroundActive
      d.becomeActive()
    } else {
      d = d.hasStrategy ? strategyTemplate : baselineTemplate  // the launch's work, done once
    }
  case .goHome:
    d.resignActive()
    d.activation = .background
    d.render()
    d.snapshotSensitive = d.sensitivePoints > 0
    d.switcherOpen = false
  case .returnToApp: d.becomeActive()
  case .openSwitcher:
    d.switcherOpen = true
    d.resignActive()
  case .closeSwitcher:
    d.switcherOpen = false
    d.becomeActive()
  case .lock:
    d.locked = true
    if d.launched {
      d.resignActive()
      d.activation = .background
    }
  case .unlock: d.locked = false
  case .screenshot: d.render()
  case .recordingStart: d.recording = true
  case .recordingStop: d.recording = false
  case .terminate: d = DeviceState(hasStrategy: d.hasStrategy)
  case .runMainQueue: break
  }
  return true
}

struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// One trace of up to 24 steps; returns the steps run and the violations seen.
@inline(never)
func runTraces(_ count: Int, seed: UInt64) -> (steps: Int, violations: Int, coverage: Int) {
  var rng = SplitMix64(state: seed)
  var steps = 0
  var violations = 0
  var coverage = [UInt32](repeating: 0, count: 400)  // integer coverage key
  var device = DeviceState(hasStrategy: true)
  var baseline = DeviceState(hasStrategy: false)
  let weights: [Int] = [8, 6, 6, 4, 4, 2, 2, 3, 2, 2, 1, 2]
  for _ in 0..<count {
    device = DeviceState(hasStrategy: true)
    baseline = DeviceState(hasStrategy: false)
    for _ in 0..<24 {
      let mask = validMask(device)
      var total = 0
      for e in 0..<weights.count where mask & (1 << UInt16(e)) != 0 { total += weights[e] }
      if total == 0 { break }
      var r = rng.below(total)
      var chosen = Event.runMainQueue
      for e in 0..<weights.count where mask & (1 << UInt16(e)) != 0 {
        if r < weights[e] {
          chosen = Event(rawValue: UInt8(e))!
          break
        }
        r -= weights[e]
      }
      _ = apply(chosen, to: &device)
      if validMask(baseline) & (1 << UInt16(chosen.rawValue)) != 0 {
        _ = apply(chosen, to: &baseline)
      }
      steps += 1
      // Checks: the snapshot, a screenshot and the recording show no sensitive content; an
      // active scene shows the app where the baseline does (blank window).
      if device.snapshotSensitive { violations += 1 }
      if chosen == .screenshot || device.recording {
        device.render()
        if device.sensitivePoints > 0 && device.activation != .foregroundActive { violations += 1 }
      }
      if device.activation == .foregroundActive && baseline.activation == .foregroundActive {
        device.render()
        baseline.render()
        if device.sensitivePoints * 2 < baseline.sensitivePoints { violations += 1 }
      }
      let key =
        Int(device.activation.rawValue) * 80 + (device.recording ? 40 : 0) + (device.switcherOpen ? 20 : 0)
        + (device.locked ? 10 : 0) + (device.coverPoints > 0 ? 1 : 0)
      coverage[key] &+= 1
    }
  }
  return (steps, violations, coverage.reduce(0) { $0 + ($1 > 0 ? 1 : 0) })
}

let traces = Int(CommandLine.arguments.dropFirst().first ?? "1000") ?? 1000
let result = runTraces(traces, seed: 20_261_129)
print("\(result.steps) steps \(result.violations) violations \(result.coverage) states")
