import Foundation
import TestExpectations
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
    expectEqual(
      labels(
        of: Section {
          Text("row")
        } header: {
          Text("head")
        } footer: {
          Text("foot")
        }), ["head", "row", "foot"])
    expectEqual(
      labels(
        of: Section {
          Text("row")
        } header: {
          Text("head")
        }), ["head", "row"])
    expectEqual(
      labels(
        of: Section {
          Text("row")
        } footer: {
          Text("foot")
        }), ["row", "foot"])
    expectEqual(labels(of: Section(header: Text("h"), footer: Text("f")) { Text("r") }), ["h", "r", "f"])
    expectEqual(labels(of: Section(header: Text("h")) { Text("r") }), ["h", "r"])
    expectEqual(labels(of: Section("title") { Text("r") }), ["title", "r"])
  }

  @Test("A custom button style is kept and not drawn: the button draws its label, as unstyled; never pressed")
  func customButtonStyle() throws {
    _ = try launched()
    let styled = Button("Go") {}.buttonStyle(FilledStyle())
    expectEqual(labels(of: styled), ["Go"])
    expectEqual(fills(of: styled).map(\.cgColor), fills(of: Button("Go") {}).map(\.cgColor))
    expectEqual(ButtonStyleConfiguration().isPressed, false)
  }

  @Test("An explicit identity, a text size and a hidden list background draw the view as it is")
  func identityTypeSizeAndListBackground() throws {
    _ = try launched()
    expectEqual(labels(of: Text("a").id(3)), ["a"])
    expectEqual(labels(of: VStack { Text("b") }.id("key").dynamicTypeSize(.xLarge)), ["b"])
    expectEqual(labels(of: Text("c").dynamicTypeSize(...DynamicTypeSize.large)), ["c"])
    let list = List { Text("r") }
    expectEqual(labels(of: list.scrollContentBackground(.hidden)), ["r"])
    expectEqual(fills(of: list.scrollContentBackground(.hidden)).map(\.cgColor), fills(of: list).map(\.cgColor))
  }

  @Test("Text sizes are ordered smallest first; the accessibility sizes are the last five; the default is large")
  func dynamicTypeSizes() {
    expectEqual(DynamicTypeSize.allCases.count, 12)
    #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
    expectEqual(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count, 5)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    expectEqual(EnvironmentValues().dynamicTypeSize, .large)
  }
}
