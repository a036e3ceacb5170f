import Foundation
import Testing

@testable import ShieldModel

/// An app's own button style with an opaque background, as apps write one.
private struct FilledStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding().background(Color.black).opacity(configuration.isPressed ? 0.5 : 1)
  }
}

@Suite("SwiftUI: sections' headers and footers, custom button styles, explicit identity, text sizes, list backgrounds")
@MainActor struct SwiftUIButtonStyleSectionAndTypeSizeTests {
  @Test("A section draws its header view above its rows and its footer view below, in each initializer")
  func sectionHeaderAndFooter() throws {
    _ = try launched()
    #expect(
      labels(
        of: Section {
          Text("row")
        } header: {
          Text("head")
        } footer: {
          Text("foot")
        }) == ["head", "row", "foot"])
    #expect(
      labels(
        of: Section {
          Text("row")
        } header: {
          Text("head")
        }) == ["head", "row"])
    #expect(
      labels(
        of: Section {
          Text("row")
        } footer: {
          Text("foot")
        }) == ["row", "foot"])
    #expect(labels(of: Section(header: Text("h"), footer: Text("f")) { Text("r") }) == ["h", "r", "f"])
    #expect(labels(of: Section(header: Text("h")) { Text("r") }) == ["h", "r"])
    #expect(labels(of: Section("title") { Text("r") }) == ["title", "r"])
  }

  @Test("A custom button style is kept and not drawn: the button draws its label, as unstyled; never pressed")
  func customButtonStyle() throws {
    _ = try launched()
    let styled = Button("Go") {}.buttonStyle(FilledStyle())
    #expect(labels(of: styled) == ["Go"])
    #expect(fills(of: styled).map(\.cgColor) == fills(of: Button("Go") {}).map(\.cgColor))
    #expect(ButtonStyleConfiguration().isPressed == false)
  }

  @Test("An explicit identity, a text size and a hidden list background draw the view as it is")
  func identityTypeSizeAndListBackground() throws {
    _ = try launched()
    #expect(labels(of: Text("a").id(3)) == ["a"])
    #expect(labels(of: VStack { Text("b") }.id("key").dynamicTypeSize(.xLarge)) == ["b"])
    #expect(labels(of: Text("c").dynamicTypeSize(...DynamicTypeSize.large)) == ["c"])
    let list = List { Text("r") }
    #expect(labels(of: list.scrollContentBackground(.hidden)) == ["r"])
    #expect(fills(of: list.scrollContentBackground(.hidden)).map(\.cgColor) == fills(of: list).map(\.cgColor))
  }

  @Test("Text sizes are ordered smallest first; the accessibility sizes are the last five; the default is large")
  func dynamicTypeSizes() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    #expect(EnvironmentValues().dynamicTypeSize == .large)
  }
}
