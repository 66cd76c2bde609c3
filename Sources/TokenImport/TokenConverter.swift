import Foundation
import TokenModel

/// `dscompile convert` as a library: reads Style Dictionary or Tokens Studio files and
/// produces DTCG 2025.10 token files, a resolver and the report of what was not carried over.
public enum TokenConverter {
    // MARK: - Nested types

    /// A source token as the importer resolves it on its own (every reference replaced),
    /// in DTCG form: what the converted files must resolve to.
    package struct ResolvedSourceToken: Sendable {
        package var type: TokenType
        package var value: SourceNode
    }

    /// What a conversion produced.
    public struct Conversion: Sendable {
        /// The format read, and why convert thinks so (`nil` when reading failed first).
        public var format: SourceFormat?
        public var detection: String
        /// The files to write, by path relative to the output folder, in writing order.
        public var files: [(path: String, contents: String)]
        public var report: ImportReport
        /// Every carried-over token of every theme, resolved by the importer from the
        /// source alone, by dotted path.
        package var sourceResolved: [Theme: [String: ResolvedSourceToken]]
    }

    /// One token definition and what became of it.
    private struct Definition {
        var set: Int
        var token: SourceDocument.Token
        var kind: SourceKind?
        var unitless: ValueConverter.UnitlessLength
        /// How a Style Dictionary token without a documented type was typed, for the report.
        var typing: Typing?
        /// The type it declares when Style Dictionary does not document it (`primitive`).
        var undocumentedType: String?
        /// When its computed value changes with one modifier's context only: that modifier
        /// (by index in the plan) and the value for each of its contexts, written into a file
        /// per context instead of its set's file.
        var perContext: (modifier: Int, values: [String: OutputJSON])?
        var state: State = .pending
    }

    /// Where the kind of a Style Dictionary token without a documented type came from.
    private enum Typing {
        case category(String)
        /// From the value; the category named types nothing.
        case value(category: String?)
    }

    private enum State {
        case pending
        case converting
        case carried(TokenType, OutputJSON)
        case leftOut
    }

    // MARK: - Converting

    /// Converts the files at `paths`, read as `format` (detected when `nil`).
    public static func convert(paths: [String], from format: SourceFormat? = nil) -> Conversion {
        var report = ImportReport()
        let files = SourceFile.read(paths, report: &report)
        var conversion = Conversion(format: nil, detection: "", files: [], report: report, sourceResolved: [:])
        guard !report.hasErrors else { return conversion }
        let chosen: SourceFormat
        if let format {
            chosen = format
            conversion.detection = "read as \(format.displayName) (--from)"
        } else if let detected = SourceFormat.detect(files) {
            chosen = detected.format
            conversion.detection = "read as \(detected.format.displayName): \(detected.reason)"
        } else {
            report.error("cannot tell the format of \(paths.joined(separator: ", ")): no tokens with \"value\" found; name it with --from", at: nil)
            conversion.report = report
            return conversion
        }
        conversion.format = chosen
        let document = chosen == .styleDictionary ? StyleDictionaryReader.read(files, report: &report) : TokensStudioReader.read(files, report: &report)
        guard !report.hasErrors else {
            conversion.report = report
            return conversion
        }
        let plan = ThemePlan(document, report: &report)
        guard !report.hasErrors else {
            conversion.report = report
            return conversion
        }
        var run = Run(document: document, plan: plan, report: report)
        run.convertAll()
        run.checkOrder()
        conversion.sourceResolved = run.resolveSources()
        let written = run.written()
        conversion.files = DTCGWriter.files(document: written.document, plan: written.plan, carried: written.carried, report: &run.report)
        conversion.report = run.report
        return conversion
    }

    // MARK: - Private

    /// The state of one conversion.
    private struct Run {
        let document: SourceDocument
        let plan: ThemePlan
        var report: ImportReport
        var definitions: [Definition] = []
        /// Every definition's token, by definition index (what reference lookups read).
        var tokens: [SourceDocument.Token] = []
        /// Each rule of the source format applied (a type from a category, a unit for a
        /// unitless number), with the tokens it applied to and the first one's place.
        var ruleUses: [(rule: String, tokens: [String], location: SourceLocation)] = []
        /// For each combination, each dotted path's definitions in the order its sets apply
        /// (the last one not left out wins: a left-out definition lets the one before it
        /// show through, as it does in the written resolver).
        var candidates: [PathDefinitions] = []
        /// The definitions left out so far, shared with the reference lookups of
        /// ``environment(_:keep:for:)``.
        let leftOut = LeftOutDefinitions()
        /// For each definition, the combinations using its set.
        var combinationsOf: [[Int]] = []
        /// For each combination, the values references name, substituted once.
        var caches: [ValueConverter.SubstitutionCache] = []

        init(document: SourceDocument, plan: ThemePlan, report: ImportReport) {
            self.document = document
            self.plan = plan
            self.report = report
            for (setIndex, set) in document.sets.enumerated() {
                for token in set.tokens {
                    definitions.append(Definition(set: setIndex, token: token, kind: nil, unitless: .px))
                    tokens.append(token)
                }
            }
            var firstOfSet: [Int] = []
            var count = 0
            for set in document.sets { firstOfSet.append(count); count += set.tokens.count }
            for combination in plan.combinations {
                var byPath = PathDefinitions()
                for setIndex in combination.sets {
                    for (offset, token) in document.sets[setIndex].tokens.enumerated() { byPath.append(firstOfSet[setIndex] + offset, for: token.dotted) }
                }
                candidates.append(byPath)
                caches.append(ValueConverter.SubstitutionCache())
            }
            combinationsOf = definitions.map { definition in plan.combinations.indices.filter { plan.combinations[$0].sets.contains(definition.set) } }
            for index in definitions.indices { classify(index) }
        }

        /// The kind and unitless rule of a definition, from its source type.
        private mutating func classify(_ index: Int) {
            let token = definitions[index].token
            switch document.format {
            case .tokensStudio:
                definitions[index].kind = token.type.map(SourceKind.tokensStudio)
                definitions[index].unitless = .px
            case .styleDictionary:
                definitions[index].unitless = .refused
                var category: String?
                switch token.typeOrigin {
                case .category(let name): category = name
                case .declared:
                    guard let type = token.type else { break }
                    if let kind = SourceKind.styleDictionary(type: type) {
                        definitions[index].kind = kind
                        return
                    }
                    // Style Dictionary's transforms match the category, not the type: a type of
                    // the team's own (Style Dictionary 3 lets any through) types nothing.
                    definitions[index].undocumentedType = type
                    category = Self.category(of: token)
                    use("declare the type '\(type)', which Style Dictionary does not document (its transforms match the category, the path's first part, not the type), so they are typed as tokens without a type are", by: index)
                case .none: break
                }
                if let category, let kind = SourceKind.styleDictionary(category: category, ctiType: token.path.count > 1 ? token.path[1] : nil) {
                    definitions[index].kind = kind
                    definitions[index].typing = .category(category)
                    definitions[index].unitless = category == "size" ? .rem : .refused
                } else if let kind = SourceKind.styleDictionary(value: token.value) {
                    definitions[index].kind = kind
                    definitions[index].typing = .value(category: category)
                }
            }
        }

        /// A Style Dictionary token's CTI category: its `attributes.category`, else the first
        /// part of its path.
        private static func category(of token: SourceDocument.Token) -> String? {
            token.extensions?[StyleDictionaryReader.extensionNamespace]?["attributes"]?["category"]?.string ?? token.path.first
        }

        private func name(of index: Int) -> String {
            let definition = definitions[index]
            return document.format == .tokensStudio ? "\(document.sets[definition.set].name):\(definition.token.dotted)" : definition.token.dotted
        }

        mutating func convertAll() {
            for index in definitions.indices { _ = state(of: index) }
            for use in ruleUses {
                let shown = use.tokens.prefix(10).joined(separator: ", ")
                let more = use.tokens.count > 10 ? " and \(use.tokens.count - 10) more" : ""
                report.warning("\(use.tokens.count) token(s) \(use.rule): \(shown)\(more)", at: use.location)
            }
        }

        private mutating func use(_ rule: String, by index: Int) {
            if let entry = ruleUses.firstIndex(where: { $0.rule == rule }) {
                ruleUses[entry].tokens.append(name(of: index))
            } else {
                ruleUses.append((rule, [name(of: index)], definitions[index].token.location))
            }
        }

        /// Converts definition `index` in every combination using it (once), and returns
        /// whether it is carried over.
        private mutating func state(of index: Int) -> State {
            if case .pending = definitions[index].state {} else { return definitions[index].state }
            // A set no theme uses is reported once, by ThemePlan, with its token count.
            guard !combinationsOf[index].isEmpty else {
                definitions[index].state = .leftOut
                leftOut.indices.insert(index)
                return .leftOut
            }
            definitions[index].state = .converting
            let token = definitions[index].token
            let result = convertEverywhere(index)
            switch result {
            case .success(let (type, value, notes, rules)):
                definitions[index].state = .carried(type, value)
                var applied = rules.sorted()
                let untyped = definitions[index].undocumentedType.map { "with the type '\($0)'" } ?? "without a type"
                switch definitions[index].typing {
                case .category(let category)?:
                    applied.insert("\(untyped), typed \(type.rawValue) from the category '\(category)' (Style Dictionary's category/type/item convention)", at: 0)
                case .value(let category)?:
                    let whose = category.map { ", whose category '\($0)' types nothing," } ?? ""
                    applied.insert("\(untyped)\(whose) typed \(type.rawValue) from their value, a CSS color or length that names its type (Style Dictionary writes it unchanged)", at: 0)
                case nil: break
                }
                for rule in applied { use(rule, by: index) }
                for note in notes { report.warning(note, token: name(of: index), at: token.location) }
            case .failure(let problem):
                definitions[index].state = .leftOut
                leftOut.indices.insert(index)
                report.warning("left out: \(problem.message)", token: name(of: index), at: token.location)
            }
            return definitions[index].state
        }

        private mutating func convertEverywhere(_ index: Int) -> Result<(TokenType, OutputJSON, [String], Set<String>), ValueConverter.Problem> {
            let definition = definitions[index]
            if let problem = TokenTreeNames.problem(definition.token.path) { return .failure(.init(message: problem)) }
            var outcome: (TokenType, OutputJSON, [String], Set<String>)?
            var failures: [(theme: Theme, problem: ValueConverter.Problem)] = []
            var values: [Int: OutputJSON] = [:]
            for combination in combinationsOf[index] {
                var converter = ValueConverter(format: document.format, environment: environment(combination, keep: true, for: index),
                                               keepReferences: true, unitlessLength: definition.unitless)
                guard let kind = kind(of: index, combination: combination) else {
                    let type = definitions[index].undocumentedType.map { "its type '\($0)' is not one Style Dictionary documents" } ?? "it has no type"
                    let category = Self.category(of: definitions[index].token).map { " '\($0)'" } ?? ""
                    return .failure(.init(message: "\(type), and neither its Style Dictionary category\(category), its value nor a reference gives one"))
                }
                let converted: (type: TokenType, value: OutputJSON)
                do throws(ValueConverter.Problem) {
                    converted = try converter.convert(token: definition.token, as: kind)
                } catch {
                    // Where it fails because a token it names is left out there, it says so.
                    let leftOutNames = references(of: index, in: combination).filter { candidates[combination][$0]?.allSatisfy(leftOut.indices.contains) == true }
                    let problem = leftOutNames.isEmpty ? error
                        : ValueConverter.Problem(message: "it refers to \(leftOutNames.map { "'\($0)'" }.joined(separator: ", ")), left out there (\(error.message))")
                    failures.append((plan.combinations[combination].theme, problem))
                    continue
                }
                if let earlier = outcome, earlier.0 != converted.type {
                    return .failure(.init(message: "its type differs between themes once computed (\(earlier.0.rawValue), and in \(plan.combinations[combination].theme) \(converted.type.rawValue))"))
                }
                values[combination] = converted.value
                outcome = (converted.type, outcome?.1 ?? converted.value, outcome?.2 ?? converter.notes, outcome?.3 ?? converter.rules)
            }
            guard let first = failures.first else {
                guard values.values.contains(where: { $0 != outcome!.1 }) else { return .success(outcome!) }
                return perContext(index, values: values).map { _ in .success(outcome!) } ?? .failure(.init(message: differing(index, values: values)))
            }
            guard outcome != nil else { return .failure(first.problem) }
            // It resolves in some themes only: its file gives it to every theme using that file,
            // and DTCG cannot take a token away in some themes, so those where it resolves lose it too.
            let failing = plan.describe(failures.map(\.theme), prefix: "in ")
            let kept = combinationsOf[index].count - failures.count
            return .failure(.init(message: "\(failing): \(first.problem.message); it resolves in the other \(kept) theme(s), but its file gives it to every theme that uses the set '\(document.sets[definition.set].name)' and DTCG cannot leave a token out of some of them, so it is left out of all"))
        }

        /// Records definition `index`, whose computed `values` (by combination) differ, as
        /// written per context of one modifier, when DTCG can hold it so: its set is used in
        /// every combination, no other set defines its path in any, and its value is the same
        /// in all combinations that choose the same context of that modifier. Then a file per
        /// context of the modifier, applied after the context's own sets, holds its value there.
        /// - Returns: the modifier's index, or `nil` when it cannot be written so.
        private mutating func perContext(_ index: Int, values: [Int: OutputJSON]) -> Int? {
            let path = definitions[index].token.dotted
            guard values.count == plan.combinations.count, candidates.allSatisfy({ $0[path] == [index] }) else { return nil }
            for (modifierIndex, modifier) in plan.modifiers.enumerated() {
                var byContext: [String: OutputJSON] = [:]
                let consistent = values.allSatisfy { combination, value in
                    guard let context = plan.combinations[combination].theme[modifier.name] else { return false }
                    if let earlier = byContext[context] { return earlier == value }
                    byContext[context] = value
                    return true
                }
                guard consistent else { continue }
                definitions[index].perContext = (modifierIndex, byContext)
                let files = modifier.contexts.map { "\(perContextSetName(definitions[index].set, modifier: modifier.name, context: $0.name)).tokens.json" }
                use("computed from tokens that change with the modifier '\(modifier.name)', so each is written with its value for each context, in a file per context applied after the context's own sets (\(files.joined(separator: ", ")))", by: index)
                return modifierIndex
            }
            return nil
        }

        /// Why definition `index`, whose computed `values` (by combination) differ, is left out.
        private func differing(_ index: Int, values: [Int: OutputJSON]) -> String {
            let location = definitions[index].token.location
            let sorted = values.sorted { $0.key < $1.key }
            let (first, last) = (sorted.first!, sorted.first { $0.value != sorted.first!.value }!)
            let reason = values.count < plan.combinations.count ? "its set is not used in every theme"
                : candidates.allSatisfy({ $0[definitions[index].token.dotted] == [index] }) ? "no single modifier's context decides it"
                : "other sets define it too"
            return "its value differs between themes once computed (in \(plan.combinations[first.key].theme) \(first.value.sourceNode(at: location).compactJSON), in \(plan.combinations[last.key].theme) \(last.value.sourceNode(at: location).compactJSON)); DTCG gives a token in a file one value, and it cannot be written per context of a modifier because \(reason)"
        }

        /// The name of the set holding set `set`'s values for one context of a modifier.
        func perContextSetName(_ set: Int, modifier: String, context: String) -> String {
            func slug(_ text: String) -> String { String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }) }
            return "\(document.sets[set].name).\(slug(modifier))-\(slug(context))"
        }

        /// A definition's kind; a Style Dictionary token without one takes its reference's.
        private mutating func kind(of index: Int, combination: Int) -> SourceKind? {
            if let kind = definitions[index].kind { return kind }
            guard document.format == .styleDictionary, let text = definitions[index].token.value.string, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
            var path = String(text.dropFirst().dropLast())
            if candidates[combination][path] == nil, path.hasSuffix(".value") { path = String(path.dropLast(6)) }
            guard let target = settledWinner(path, in: combination), target != index else { return nil }
            if case .carried(let type, _) = state(of: target) { return Self.kind(for: type) }
            return definitions[target].kind
        }

        private static func kind(for type: TokenType) -> SourceKind? {
            switch type {
            case .color: .color
            case .dimension: .dimension
            case .fontFamily: .fontFamily
            case .fontWeight: .fontWeight
            case .duration: .duration
            case .number: .number
            case .cubicBezier: .cubicBezier
            case .strokeStyle: .strokeStyle
            case .typography: .typography
            case .shadow: .shadow
            case .border: .border
            case .transition: .transition
            case .gradient: .gradient
            case .string: nil
            }
        }

        /// The definition of `path` that wins in `combination` once each candidate's fate is
        /// known: the last one not left out (converting the candidates first, last to first,
        /// so a left-out one lets the one before it show through, as in the written resolver).
        private mutating func settledWinner(_ path: String, in combination: Int) -> Int? {
            for candidate in (candidates[combination][path] ?? []).reversed() {
                if case .leftOut = state(of: candidate) { continue }
                return candidate
            }
            return nil
        }

        /// The paths definition `index` names in its value and its color modifier, as
        /// `combination` defines them (`a.b.value` is `a.b`).
        private func references(of index: Int, in combination: Int) -> [String] {
            let token = definitions[index].token
            let modify = token.extensions?[TokensStudioReader.extensionNamespace]?["modify"]
            return (ReferenceText.paths(in: token.value) + (modify.map(ReferenceText.paths(in:)) ?? [])).map { path in
                candidates[combination][path] == nil && path.hasSuffix(".value") ? String(path.dropLast(6)) : path
            }
        }

        /// What references see in `combination`. Keeping references asks whether the
        /// tokens that definition `index` names are carried over, converting them first (and,
        /// through them, every token they name in turn), so the lookups below know which
        /// definitions are left out.
        private mutating func environment(_ combination: Int, keep: Bool, for index: Int) -> ValueConverter.Environment {
            var carried: [String: TokenType] = [:]
            if keep {
                for path in references(of: index, in: combination) {
                    guard let target = settledWinner(path, in: combination), target != index else { continue }
                    if case .carried(let type, _) = state(of: target) { carried[path] = type }
                }
            }
            let byPath = candidates[combination], leftOut = self.leftOut, tokens = self.tokens
            // A reference names the definition that shows through; where every definition is
            // left out, the last one's value may still be read where it is substituted (a
            // letter spacing percentage inside a typography).
            return ValueConverter.Environment(token: { path in
                guard let last = byPath.last[path] else { return nil }
                guard leftOut.indices.contains(last), let list = byPath.several[path] else { return tokens[last] }
                return tokens[list.last { !leftOut.indices.contains($0) } ?? last]
            },
                                              carriedType: { carried[$0] }, cache: caches[combination])
        }

        /// Reports, once for each definition with the themes it concerns, where a definition
        /// left out lets an earlier set's value show through, and where the resolver's order
        /// picks another definition than the source's (a set of one group placed between
        /// another group's sets).
        mutating func checkOrder() {
            var showThrough: [Pair: [Theme]] = [:], reordered: [Pair: [Theme]] = [:]
            for (combination, entry) in plan.combinations.enumerated() {
                let order = plan.resolverOrder(of: entry.theme)
                var position: [Int: Int] = [:]
                for (index, set) in order.enumerated() { position[set] = index }
                // The definition the resolver applies last for each path.
                var resolverWinner: [String: Int] = [:]
                for index in definitions.indices {
                    guard case .carried = definitions[index].state, let rank = position[definitions[index].set] else { continue }
                    let path = definitions[index].token.dotted
                    if let earlier = resolverWinner[path], position[definitions[earlier].set]! > rank { continue }
                    resolverWinner[path] = index
                }
                for (path, last) in candidates[combination].last {
                    let list = candidates[combination].several[path] ?? [last]
                    let winner = list.last { !leftOut.indices.contains($0) }
                    if let last = list.last, last != winner, let winner {
                        showThrough[Pair(first: last, second: winner), default: []].append(entry.theme)
                    }
                    guard let winner, let other = resolverWinner[path], other != winner else { continue }
                    reordered[Pair(first: winner, second: other), default: []].append(entry.theme)
                }
            }
            // The carried-over tokens naming each path, for the report of what shows through.
            var referrers: [String: [Int]] = [:]
            if !showThrough.isEmpty {
                for index in definitions.indices {
                    guard case .carried = definitions[index].state else { continue }
                    // Style Dictionary's `{a.b.value}` names `a.b`.
                    let paths = ReferenceText.paths(in: definitions[index].token.value).map { $0.hasSuffix(".value") ? String($0.dropLast(6)) : $0 }
                    for path in Set(paths) { referrers[path, default: []].append(index) }
                }
            }
            for (pair, themes) in showThrough.sorted(by: { $0.key < $1.key }) {
                let (index, other) = (pair.first, pair.second)
                let users = (referrers[definitions[index].token.dotted] ?? []).map(name(of:))
                let named = users.isEmpty ? "" : ", and to the \(users.count) token(s) that refer to it (\(users.prefix(10).joined(separator: ", "))\(users.count > 10 ? " and \(users.count - 10) more" : ""))"
                report.warning("left out in the set '\(document.sets[definitions[index].set].name)', so\(plan.describe(themes, prefix: " in ")) the value of the set '\(document.sets[definitions[other].set].name)' applies instead, to it\(named)",
                               token: name(of: index), at: definitions[index].token.location)
            }
            for (pair, themes) in reordered.sorted(by: { $0.key < $1.key }) {
                let (index, other) = (pair.first, pair.second)
                report.warning("\(plan.describe(themes, prefix: "in ")), Tokens Studio takes it from the set '\(document.sets[definitions[index].set].name)' but the resolver's order from '\(document.sets[definitions[other].set].name)'; reorder the sets so each group's sets come after the sets all themes share",
                               token: name(of: index), at: definitions[index].token.location)
            }
        }

        /// The carried-over definitions, by set, in source order.
        func carriedTokens() -> [[(token: SourceDocument.Token, type: TokenType, value: OutputJSON)]] {
            var result = Array(repeating: [(token: SourceDocument.Token, type: TokenType, value: OutputJSON)](), count: document.sets.count)
            for definition in definitions where definition.perContext == nil {
                if case .carried(let type, let value) = definition.state { result[definition.set].append((definition.token, type, value)) }
            }
            return result
        }

        /// What is written: the source's sets with their carried-over tokens, and for the
        /// tokens written per context, a set per context of their modifier, added to that
        /// context after its own sets.
        func written() -> (document: SourceDocument, plan: ThemePlan, carried: [[(token: SourceDocument.Token, type: TokenType, value: OutputJSON)]]) {
            var document = self.document, plan = self.plan, carried = carriedTokens()
            var added: [String: Int] = [:]
            for definition in definitions {
                guard let (modifierIndex, values) = definition.perContext, case .carried(let type, _) = definition.state else { continue }
                for (contextIndex, context) in plan.modifiers[modifierIndex].contexts.enumerated() {
                    let name = perContextSetName(definition.set, modifier: plan.modifiers[modifierIndex].name, context: context.name)
                    let setIndex: Int
                    if let existing = added[name] {
                        setIndex = existing
                    } else {
                        setIndex = document.sets.count
                        added[name] = setIndex
                        document.sets.append(SourceDocument.TokenSet(name: name, file: document.sets[definition.set].file, tokens: [], splitFrom: definition.set))
                        carried.append([])
                        plan.modifiers[modifierIndex].contexts[contextIndex].sets.append(setIndex)
                    }
                    if let value = values[context.name] { carried[setIndex].append((definition.token, type, value)) }
                }
            }
            return (document, plan, carried)
        }

        /// Every carried-over token of every combination, with all references replaced.
        mutating func resolveSources() -> [Theme: [String: ResolvedSourceToken]] {
            var result: [Theme: [String: ResolvedSourceToken]] = [:]
            for (combination, entry) in plan.combinations.enumerated() {
                var tokens: [String: ResolvedSourceToken] = [:]
                for (path, last) in candidates[combination].last {
                    let list = candidates[combination].several[path] ?? [last]
                    guard let index = list.last(where: { !leftOut.indices.contains($0) }) else { continue }
                    let environment = environment(combination, keep: false, for: index)
                    guard case .carried(let type, _) = definitions[index].state, let kind = kind(of: index, combination: combination) else { continue }
                    var converter = ValueConverter(format: document.format, environment: environment, keepReferences: false, unitlessLength: definitions[index].unitless)
                    guard let converted = try? converter.convert(token: definitions[index].token, as: kind), converted.type == type else { continue }
                    tokens[path] = ResolvedSourceToken(type: converted.type, value: converted.value.sourceNode(at: definitions[index].token.location))
                }
                result[entry.theme] = tokens
            }
            return result
        }
    }

    /// One combination's definitions of each dotted path, in the order their sets apply: the
    /// last one (the source's winner) of every path, and the whole list only for the few
    /// paths several of its sets define, so thousands of combinations stay small.
    private struct PathDefinitions {
        var last: [String: Int] = [:]
        var several: [String: [Int]] = [:]

        subscript(path: String) -> [Int]? { several[path] ?? last[path].map { [$0] } }

        mutating func append(_ index: Int, for path: String) {
            if let previous = last[path] { several[path, default: [previous]].append(index) }
            last[path] = index
        }
    }

    /// Two definitions, by index, ordered so reports come in source order.
    private struct Pair: Hashable, Comparable {
        var first: Int
        var second: Int

        static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.first, lhs.second) < (rhs.first, rhs.second) }
    }

    /// The definitions left out so far: shared by a conversion and the reference lookups it
    /// hands the value converter, which skip them as the written resolver does.
    private final class LeftOutDefinitions {
        var indices = Set<Int>()
    }
}
