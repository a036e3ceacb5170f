import AndroidModel
import Testing

/// The built-in profiles: API levels, form factors and app structures, and their flags.
@Suite struct ProfileTests {
  @Test func profilesCoverAPI29To35OnPhonesTabletsAndFoldablesForEachStructure() {
    #expect(AndroidProfile.all.count == 7 * 3 * 4)
    #expect(AndroidProfile.all.first?.name == "phone-api29-views")
    #expect(AndroidProfile.named("tablet-api35-flutter")?.density == 2.0)
    #expect(AndroidProfile.named("phone-api34-views")?.flags.recentsSnapshotAtHomePress == false)
    #expect(AndroidProfile.named("phone-api35-views")?.flags.recentsSnapshotAtHomePress == true)
  }
}
