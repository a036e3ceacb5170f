/// The accessibility attributes an app set on one responder (``UIResponder/isAccessibilityElement``
/// and the rest), kept together so that a responder no code labels pays one pointer for them.
struct UIAccessibilityAttributes {
  var isElement: Bool
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits = .none
  var viewIsModal = false
  var elementsHidden = false
  var elements: [Any]?
  var groupsChildren = false
}
