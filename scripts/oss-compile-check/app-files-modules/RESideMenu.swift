// Stub of RESideMenu (a side-menu container, not measured): the class the app delegate names.
import ShieldModel

open class RESideMenu: UIViewController {}
