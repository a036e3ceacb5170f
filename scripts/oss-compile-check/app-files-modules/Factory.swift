// Stub of Factory (hmlongco/Factory, a dependency-injection package; not measured): flexa's
// screenshot view imports it and names none of its types.
import Foundation
