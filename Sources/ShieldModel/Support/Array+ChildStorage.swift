extension Array {
  /// Appends `element`, making room for four at the first append: a view's or a layer's first few
  /// children then cost one allocation, not one per doubling of the capacity (1, 2, 4), which was
  /// most of what adding a subview cost while the app's screens are built (issue 30). One mutation,
  /// so a property observer runs once.
  @inline(__always) mutating func appendChild(_ element: Element) {
    if capacity == 0 { reserveCapacity(4) }
    append(element)
  }
}
