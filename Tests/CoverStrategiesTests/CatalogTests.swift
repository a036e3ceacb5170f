import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

@Suite("Strategy catalog")
struct CatalogTests {
  @Test("names are unique kebab-case and resolve")
  func names() {
    let names = StrategyCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      // Family members and two protections are named by their text form, the others in kebab-case.
      #expect(
        StrategyCatalog.isComposedName(name) || name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      #expect(StrategyCatalog.descriptor(named: name)?.name == name)
    }
    #expect(StrategyCatalog.descriptor(named: "no-such") == nil)
  }

  @Test("each seed strategy covers the switcher card on its own profile")
  func seedStrategiesCoverTheCard() throws {
    for name in ["subview-tag", "cover-window", "secure-layer"] {
      let strategy = try #require(StrategyCatalog.descriptor(named: name))
      let outcome = TraceRunner(strategy: strategy, profile: strategy.defaultProfile)
        .run([.launch, .openAppSwitcher, .closeAppSwitcher])
      #expect(outcome == .holds, "\(name)")
    }
  }

  @Test("the subview-tag cover is found by its tag and removed on become-active")
  func subviewTag() throws {
    let device = Device(profile: .iPhoneScenes, strategy: SubviewTagCover())
    try device.apply(.launch)
    try device.apply(.openControlCenter)
    let window = try #require(
      device.withCurrent { (device.scene(named: "A")?.delegate as? any UIWindowSceneDelegate)?.window })
    #expect(device.withCurrent { window.viewWithTag(SubviewTagCover.coverTag) } != nil)
    try device.apply(.closeControlCenter)
    #expect(device.withCurrent { window.viewWithTag(SubviewTagCover.coverTag) } == nil)
  }

  @Test("the cover window sits at .alert + 1 while shown and is gone after its 0.12 s fade")
  func coverWindow() throws {
    let device = Device(profile: .iPhoneScenes, strategy: CoverWindow())
    try device.apply(.launch)
    try device.apply(.openAppSwitcher)
    let scene = try #require(device.scene(named: "A"))
    #expect(device.withCurrent { scene.windows.filter { !$0.isHidden }.map(\.windowLevel.rawValue) } == [0, 2001])
    try device.apply(.closeAppSwitcher)
    try device.apply(.advance(0.1))
    #expect(device.withCurrent { scene.windows.filter { !$0.isHidden }.count } == 2)
    try device.apply(.advance(0.05))
    #expect(device.withCurrent { scene.windows.filter { !$0.isHidden }.map(\.windowLevel.rawValue) } == [0])
  }
}
