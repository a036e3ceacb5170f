// Stub of Diia's `DiiaCommonServices` package module (twenty-fourth unseen set, diia): imported by the
// app delegate; the app's own types it names are stubbed in the glue.
import Foundation
