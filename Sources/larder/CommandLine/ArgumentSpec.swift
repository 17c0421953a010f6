/// One option, flag or positional argument of a command, as help, completion, the man page and the
/// parser see it. The typed keys (``Option``, ``Flag``, ``Positional`` …) make these; commands read
/// their values back through those keys.
struct ArgumentSpec: Sendable {
    /// What sort of argument this is.
    enum Kind: Sendable { case option, flag, positional }

    /// How many values it takes.
    enum Arity: Sendable {
        /// At most one (an option given twice keeps the last).
        case single
        /// Any number: a repeatable option, or a positional that takes the rest of the words.
        case repeated
    }

    var kind: Kind
    /// The long name without dashes (`servings`) for options and flags; the value name for a positional.
    var name: String
    /// A one-letter name (`o` for `-o`), if any.
    var short: Character?
    /// The name of its value in help (`<servings>`).
    var valueName: String
    var help: String
    var arity: Arity = .single
    /// Whether it must be given.
    var isRequired = false
    /// Whether the word after the option is its value even when it starts with `-` (negative numbers).
    var takesAnyValue = false
    /// The default, as help shows it.
    var defaultText: String?
    /// The values it accepts, when they are a fixed list.
    var choices: [String] = []
    var completion: Completion = .none
    /// Whether a word is a valid value.
    var accepts: @Sendable (String) -> Bool = { _ in true }

    /// What the shell completes for its value.
    enum Completion: Sendable, Equatable {
        case none
        /// A fixed list of words.
        case list([String])
        /// The catalog's recipe ids, asked of `larder ---completion`.
        case recipes
        /// The catalog's ingredient ids, asked of `larder ---completion`.
        case ingredients
    }

    /// `--servings` or `<recipe>`.
    var displayName: String { kind == .positional ? "<\(valueName)>" : "--" + name }

    /// `--servings <servings>`, `-o <output>`, `<recipe> ...` as the error messages name it.
    func label(short useShort: Bool = false) -> String {
        switch kind {
        case .positional: return "<\(valueName)>" + (arity == .repeated ? " ..." : "")
        case .flag: return "--" + name
        case .option: return (useShort && short != nil ? "-\(short!)" : "--" + name) + " <\(valueName)>"
        }
    }
}

/// A type an argument's value converts to.
protocol ArgumentValue: Sendable {
    /// The value for a word, or nil when the word is not one.
    init?(argument: String)
    /// The only words accepted, when they are a fixed list (enum cases); empty otherwise.
    static var argumentChoices: [String] { get }
    /// The value as help shows a default.
    var argumentText: String { get }
}

extension ArgumentValue {
    static var argumentChoices: [String] { [] }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    init?(argument: String) { self.init(rawValue: argument) }
    static var argumentChoices: [String] { allCases.map(\.rawValue) }
    var argumentText: String { rawValue }
}

extension String: ArgumentValue {
    init?(argument: String) { self = argument }
    var argumentText: String { self }
}

extension Int: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    var argumentText: String { String(self) }
}

extension UInt64: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    var argumentText: String { String(self) }
}

extension Double: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    var argumentText: String { String(self) }
}
