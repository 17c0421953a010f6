/// The typed keys a command declares its arguments with (`static let servings = Option<Int>("servings", …)`)
/// and reads their values back through (`parsed[Self.servings]`). Each holds the ``ArgumentSpec`` that
/// help, completion and the parser work from.
protocol ArgumentKey: Sendable {
    /// What this key contributes to a command's argument list.
    var specs: [ArgumentSpec] { get }
}

/// An option taking at most one value: `--units metric`, `--units=metric`; nil when not given.
struct Option<Value: ArgumentValue>: ArgumentKey {
    let spec: ArgumentSpec
    var specs: [ArgumentSpec] { [spec] }

    /// - Parameters:
    ///   - name: the long name without dashes.
    ///   - short: a one-letter name, if any.
    ///   - valueName: the value's name in help (default: `name`).
    ///   - anyValue: the next word is the value even when it starts with `-` (negative numbers).
    init(_ name: String, short: Character? = nil, valueName: String? = nil, anyValue: Bool = false, help: String,
         completion: ArgumentSpec.Completion = .none) {
        spec = .option(name, Value.self, short: short, valueName: valueName, anyValue: anyValue, help: help, completion: completion)
    }
}

/// An option with a default: its value, or the default when not given.
struct DefaultedOption<Value: ArgumentValue>: ArgumentKey {
    let spec: ArgumentSpec
    let defaultValue: Value
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, default defaultValue: Value, valueName: String? = nil, anyValue: Bool = false, help: String) {
        var spec = ArgumentSpec.option(name, Value.self, short: nil, valueName: valueName, anyValue: anyValue, help: help, completion: .none)
        spec.defaultText = defaultValue.argumentText
        self.spec = spec
        self.defaultValue = defaultValue
    }
}

/// An option that must be given.
struct RequiredOption<Value: ArgumentValue>: ArgumentKey {
    let spec: ArgumentSpec
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, short: Character? = nil, valueName: String? = nil, anyValue: Bool = false, help: String) {
        var spec = ArgumentSpec.option(name, Value.self, short: short, valueName: valueName, anyValue: anyValue, help: help, completion: .none)
        spec.isRequired = true
        self.spec = spec
    }
}

/// An option that may be given many times (`--tag a --tag b`): every value, in order.
struct RepeatedOption<Value: ArgumentValue>: ArgumentKey {
    let spec: ArgumentSpec
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, valueName: String? = nil, help: String, completion: ArgumentSpec.Completion = .none) {
        var spec = ArgumentSpec.option(name, Value.self, short: nil, valueName: valueName, anyValue: false, help: help, completion: completion)
        spec.arity = .repeated
        self.spec = spec
    }
}

/// A flag: whether `--name` was given.
struct Flag: ArgumentKey {
    let spec: ArgumentSpec
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, help: String) {
        spec = ArgumentSpec(kind: .flag, name: name, valueName: name, help: help)
    }
}

/// One positional argument that may be left out: nil when not given.
struct Positional<Value: ArgumentValue>: ArgumentKey {
    let spec: ArgumentSpec
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, help: String, completion: ArgumentSpec.Completion = .none) {
        spec = .positional(name, Value.self, required: false, help: help, completion: completion)
    }
}

/// One positional argument with a default: its value, or the default when not given.
struct DefaultedPositional<Value: ArgumentValue>: ArgumentKey {
    let spec: ArgumentSpec
    let defaultValue: Value
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, default defaultValue: Value, help: String) {
        var spec = ArgumentSpec.positional(name, Value.self, required: false, help: help, completion: .none)
        spec.defaultText = defaultValue.argumentText
        self.spec = spec
        self.defaultValue = defaultValue
    }
}

/// One positional argument that must be given.
struct RequiredPositional<Value: ArgumentValue>: ArgumentKey {
    let spec: ArgumentSpec
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, help: String, completion: ArgumentSpec.Completion = .none) {
        spec = .positional(name, Value.self, required: true, help: help, completion: completion)
    }
}

/// A positional argument that takes every remaining word (`show old fashioned`).
struct Positionals: ArgumentKey {
    let spec: ArgumentSpec
    var specs: [ArgumentSpec] { [spec] }

    init(_ name: String, required: Bool, help: String, completion: ArgumentSpec.Completion = .none) {
        spec = ArgumentSpec(
            kind: .positional, name: name, valueName: name, help: help, arity: .repeated, isRequired: required, completion: completion)
    }
}

/// Arguments several commands share (`GlobalOptions`, `FilterOptions` …), declared once.
struct ArgumentGroup: ArgumentKey {
    let specs: [ArgumentSpec]
    init(_ keys: [any ArgumentKey]) { specs = keys.flatMap(\.specs) }
}

extension ArgumentSpec {
    /// A single positional's spec for values of type `Value`.
    static func positional<Value: ArgumentValue>(
        _ name: String, _ type: Value.Type, required: Bool, help: String, completion: Completion
    ) -> ArgumentSpec {
        var spec = ArgumentSpec(kind: .positional, name: name, valueName: name, help: help, isRequired: required, completion: completion)
        spec.choices = Value.argumentChoices
        spec.accepts = { Value(argument: $0) != nil }
        if !spec.choices.isEmpty && completion == .none { spec.completion = .list(spec.choices) }
        return spec
    }

    /// An option's spec for values of type `Value`: its choices, completion and check come from the type.
    static func option<Value: ArgumentValue>(
        _ name: String, _ type: Value.Type, short: Character?, valueName: String?, anyValue: Bool, help: String,
        completion: Completion
    ) -> ArgumentSpec {
        var spec = ArgumentSpec(
            kind: .option, name: name, short: short, valueName: valueName ?? name, help: help, takesAnyValue: anyValue,
            completion: completion)
        spec.choices = Value.argumentChoices
        spec.accepts = { Value(argument: $0) != nil }
        if !spec.choices.isEmpty && completion == .none { spec.completion = .list(spec.choices) }
        return spec
    }
}

/// The values a command line gave a command, read through its typed keys.
struct ParsedArguments: Sendable {
    /// The words given to each option, flag and positional, by ``ArgumentSpec/name``.
    var words: [String: [String]] = [:]
    /// The sessions the run creates, kept beyond it (see ``OpenedSessions``).
    let sessions = OpenedSessions()

    subscript<Value>(key: Option<Value>) -> Value? { words[key.spec.name]?.last.flatMap(Value.init(argument:)) }
    subscript<Value>(key: DefaultedOption<Value>) -> Value {
        words[key.spec.name]?.last.flatMap(Value.init(argument:)) ?? key.defaultValue
    }
    /// The parser has made sure the option is there and valid.
    subscript<Value>(key: RequiredOption<Value>) -> Value { words[key.spec.name]!.last.flatMap(Value.init(argument:))! }
    subscript<Value>(key: RepeatedOption<Value>) -> [Value] { (words[key.spec.name] ?? []).compactMap(Value.init(argument:)) }
    subscript(key: Flag) -> Bool { words[key.spec.name] != nil }
    subscript<Value>(key: Positional<Value>) -> Value? { words[key.spec.name]?.first.flatMap(Value.init(argument:)) }
    subscript<Value>(key: DefaultedPositional<Value>) -> Value {
        words[key.spec.name]?.first.flatMap(Value.init(argument:)) ?? key.defaultValue
    }
    /// The parser has made sure the argument is there and valid.
    subscript<Value>(key: RequiredPositional<Value>) -> Value { words[key.spec.name]!.first.flatMap(Value.init(argument:))! }
    subscript(key: Positionals) -> [String] { words[key.spec.name] ?? [] }
}
