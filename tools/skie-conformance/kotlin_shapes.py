"""The Kotlin shapes of SKIE's acceptance tests → contract declarations, or the first construct the format cannot say.

Not a Kotlin parser: it reads the small, regular Kotlin of SKIE's tests (enums, sealed trees of data classes
and objects, plain, open, abstract and generic classes and interfaces with their constructors, nested declarations
and companions, objects with functions and literal values, functions and properties with declared or literal types,
extensions, `where` bounds, `vararg`, top-level `var`s, SKIE's `@DefaultArgumentInterop.*`, `@SuspendInterop.*`,
`@FlowInterop.*`, `@FunctionInterop.FileScopeConversion.*`, `@DefaultArgumentInterop.MaximumDefaultArgumentCount(n)`, `@SealedInterop.*` (with their argument) and `@EnumInterop.*` annotations; `private`/`internal`
declarations and `override`s are left out, as the export leaves them out) and raises `Unsupported` with a short
reason for anything else. `convert_file` returns
`(package, declarations, has_bodies)`; `has_bodies` is true when the Kotlin has function bodies or
initializers a contract cannot carry (the test is then compile-only).
"""

import re

KEYWORDS = {"return", "val", "var", "fun", "class", "object", "interface", "in", "is", "as", "if", "else", "for", "while",
            "do", "when", "try", "throw", "true", "false", "null", "package", "super", "this", "typealias", "typeof",
            "break", "continue"}


KOTLIN_HARD_KEYWORDS = {
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
    "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when",
    "while",
}


def plain_name(name):
    """True when Kotlin writes `name` without backquotes."""
    return re.fullmatch(r"[A-Za-z_]\w*", name) is not None and name not in KOTLIN_HARD_KEYWORDS


class Unsupported(Exception):
    pass


def classify(stmt):
    """A short reason for a declaration the format (or this reader) cannot say."""
    stmt = stmt.strip()
    checks = [
        (r"^(private|internal|protected)\b|\b(private|internal|protected)\s+(fun|val|var|class|object)\b",
         "visibility modifiers (the format describes public API only)"),
        (r"^@JvmInline|\bvalue class\b", "a value class"),
        (r"^fun interface\b", "a fun interface"),
        (r"^interface\b", "a plain (non-sealed) interface"),
        (r"^(suspend\s+)?inline\b", "an inline function (crossinline/noinline parameters)"),
        (r"^(open|abstract)\b", "an open or abstract class"),
        (r"^inner\b", "an inner class"),
        (r"^companion\b", "a companion object"),
        (r"^typealias\b", "a typealias"),
        (r"^(expect|actual)\b", "expect/actual declarations"),
        (r"^annotation class\b", "an annotation class"),
        (r"^(suspend\s+)?fun\s*(<[^>]*>\s*)?[\w.<>?, ]*\w\s*\.\s*`?\w+`?\s*\(", "an extension function"),
        (r"^(suspend\s+)?fun\s*<", "a generic function"),
        (r"^(val|var)\s*(<[^>]*>\s*)?[\w<>?, ]+\.\w+", "an extension property"),
        (r"^(val|var)\b", "a property without a declared type (or with a getter the format cannot carry)"),
        (r"^init\b|^constructor\b", "an initializer block or secondary constructor"),
    ]
    for pattern, reason in checks:
        if re.search(pattern, stmt):
            return reason
    return "a declaration the format cannot say (" + " ".join(stmt.split()[:3]) + ")"


def annotation_reason(annotation):
    """The skip reason for an annotation the format has no key for."""
    name = re.match(r"@[\w.]+", annotation).group(0)
    if name.split(".")[0] in ("@EnumInterop", "@SealedInterop", "@FlowInterop", "@SuspendInterop",
                              "@DefaultArgumentInterop", "@FunctionInterop", "@SkieVisibility", "@SuppressSkieWarning"):
        return f"the SKIE configuration annotation {name} (the format has no key for it yet)"
    return f"the annotation {name}"


def strip_comments(src):
    """Kotlin without its `/* */` and `//` comments."""
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    return re.sub(r"//[^\n]*", "", src)


def split_statements(body):
    """Top-level statements: split at newlines at depth 0 (braces/parens/brackets), keeping bodies whole."""
    out, cur, depth, i, in_str = [], [], 0, 0, False
    while i < len(body):
        c = body[i]
        if in_str:
            cur.append(c)
            if c == "\\":
                cur.append(body[i + 1]); i += 2; continue
            if c == '"':
                in_str = False
            i += 1; continue
        if c == '"':
            in_str = True
        elif c in "{([":
            depth += 1
        elif c in "})]":
            depth -= 1
        if c in "\n;" and depth == 0:
            text = "".join(cur).strip()
            # a statement continues when the next non-blank line starts with `{`, `:`, `=`, `.`, or this one ends with `=`, `:`, `,`
            rest = body[i + 1:].lstrip()
            if text and (text.endswith(("=", ":", ",", "->")) or rest.startswith(("{", ":", "=", ".", "get()", "->", "set(", "private set", "internal set", "where ")) or text.startswith("@") and not re.search(r"(?<!::)\b(fun|val|var|class|object|interface)\b", text)):
                cur.append(" "); i += 1; continue
            if text:
                out.append(text)
            cur = []
        else:
            cur.append(c)
        i += 1
    text = "".join(cur).strip()
    if text:
        out.append(text)
    return out


def literal(expr):
    """A Kotlin literal (or a collection of literals) as JSON; raises `Unsupported` for anything else."""
    expr = expr.strip()
    if re.fullmatch(r"-?\d+", expr):
        return int(expr)
    if re.fullmatch(r"-?\d+L", expr):
        return int(expr[:-1])
    if re.fullmatch(r"-?\d+\.\d+", expr):
        return float(expr)
    if expr in ("true", "false"):
        return expr == "true"
    if expr == "null":
        return None
    if re.fullmatch(r'"[^"\\$]*"', expr):
        return expr[1:-1]
    collection = re.fullmatch(r"(listOf|setOf|arrayOf|intArrayOf|longArrayOf|doubleArrayOf|emptyList|emptySet)\s*\((.*)\)", expr, re.S)
    if collection:
        return [literal(x) for x in split_top(collection.group(2))]
    raise Unsupported("a default value that is not a literal (the format writes defaults as JSON)")


def split_top(text, sep=","):
    """`text` split at `sep` outside brackets."""
    parts, depth, cur = [], 0, ""
    for i, c in enumerate(text):
        if c in "(<[{":
            depth += 1
        elif c in ")]}" or (c == ">" and text[i - 1] != "-"):
            depth -= 1
        if c == sep and depth == 0:
            parts.append(cur); cur = ""
        else:
            cur += c
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts if p.strip()]


def matching(text, start):
    """The index of the bracket closing the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "({[":
            depth += 1
        elif text[i] in ")}]":
            depth -= 1
            if depth == 0:
                return i
    raise Unsupported("Kotlin this reader cannot follow (unbalanced brackets)")


FLOW_FACTORIES = ("MutableStateFlow", "MutableSharedFlow")


def infer(expr):
    """The type of a literal initializer, as Kotlin infers it; None for anything else.

    Flows: `flowOf(1, 2, 3)` is a `Flow<Int>` (`Flow<Int?>` with a `null` among the literals), `flowOf<T>(...)` /
    `emptyFlow<T>()` a `Flow<T>`, `MutableStateFlow(1)` a `MutableStateFlow<Int>`, `MutableSharedFlow<T>(...)` a
    `MutableSharedFlow<T>`; and a chain ending in `.toList().sum()` (SKIE's Sum.kt over `Flow<Int>`) an `Int`.
    """
    expr = expr.strip()
    if expr == "Unit":
        return "Unit"
    if re.search(r"\.toList\(\)(\.filterNotNull\(\))?\.sum\(\)$", expr):
        return "Int"
    m = re.fullmatch(r"(flowOf|emptyFlow|MutableStateFlow|MutableSharedFlow)\s*(<[^()]*>)?\s*\((.*)\)", expr, re.S)
    if m:
        factory, explicit, args = m.groups()
        kind = factory if factory in FLOW_FACTORIES else "Flow"
        if explicit:
            return f"{kind}{explicit.replace(' ', '')}"
        elements = [a for a in split_top(args) if "=" not in a]
        if factory == "MutableSharedFlow" or not elements:
            return None
        types = {infer(a) if a != "null" else "null" for a in elements}
        nullable = "null" in types
        types.discard("null")
        if len(types) != 1 or None in types:
            return None
        if factory == "MutableStateFlow" and len(elements) != 1:
            return None
        return f"{kind}<{types.pop()}{'?' if nullable else ''}>"
    try:
        value = literal(expr)
    except Unsupported:
        return None
    return {bool: "Boolean", int: "Long" if expr.endswith("L") else "Int", float: "Double", str: "String"}.get(type(value))


def flow_initial(expr):
    """`(value,)` for `MutableStateFlow(<literal>)`, the state flow's first value; None otherwise."""
    m = re.fullmatch(r"MutableStateFlow\s*(<[^()]*>)?\s*\((.*)\)", expr.strip(), re.S)
    if not m:
        return None
    try:
        return (literal(m.group(2)),)
    except Unsupported:
        return None


def params(text, ctor=False, constructor=False):
    """Function parameters; `ctor`: a data class's (each a `val`); `constructor`: a plain class's, where `val`/`var`
    make the parameter a property too."""
    out = []
    for p in split_top(text):
        hidden = False
        if constructor:
            mods, p = take_modifiers(p)
            hidden = bool(mods & NOT_EXPORTED)
        vararg = not ctor and not constructor and re.match(r"vararg\s+", p) is not None
        if vararg:
            p = p.split(None, 1)[1]
        if not ctor and not constructor:
            # An inline function's lambda modifiers do not change what Swift sees.
            p = re.sub(r"^(crossinline|noinline)\s+", "", p)
        m = re.fullmatch(r"(?:(val|var)\s+)?`?(\w+)`?\s*:\s*(.+?)(?:\s*=\s*(.+))?", p, re.S)
        if not m:
            raise Unsupported("a parameter the format cannot say (vararg, a lambda default, ...)")
        kind, name, type_, default = m.groups()
        if constructor:
            if "vararg" in p or "->" in type_:
                raise Unsupported("a parameter the format cannot say (vararg, a lambda default, ...)")
            d = {"name": name, "type": type_.strip()}
            if default is not None:
                d["default"] = literal(default)
            if kind and not hidden:
                d["property"] = kind
            out.append(d)
            continue
        if ctor and kind != "val":
            raise Unsupported("a constructor parameter that is not a `val`" if kind != "var" else "a `var` constructor parameter")
        if not ctor and kind:
            raise Unsupported("a parameter the format cannot say (vararg, a lambda default, ...)")
        if "crossinline" in type_ or "noinline" in type_ or "vararg" in p:
            raise Unsupported("a crossinline/noinline parameter (the format has no inline functions)")
        d = {"name": name, "type": type_.strip()}
        if default is not None:
            try:
                d["default"] = literal(default)
            except Unsupported:
                d["defaultKotlin"] = default_kotlin(default, [q["name"] for q in out])
        if vararg:
            d["vararg"] = True
        out.append(d)
    return out


def default_kotlin(expr, earlier):
    """A function parameter's default that is Kotlin code the contract's `defaultKotlin` can say: a property of
    `this` or a chain of them (`zero`, `a.b`); raises `Unsupported` for anything else."""
    expr = expr.strip()
    if not re.fullmatch(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*", expr):
        raise Unsupported("a default value that is not a literal (the format writes defaults as JSON)")
    if expr.split(".")[0] in earlier:
        raise Unsupported("a default that reads another parameter (defaultKotlin sees this's properties only)")
    return expr


def function(stmt, annotations):
    """`[suspend] fun [<T>] [Receiver.]name(…): R` with its annotations → a contract function."""
    stmt, generics, receiver = function_header(stmt)
    m = re.match(r"(suspend\s+)?fun\s+`?(\w+)`?\s*\(", stmt)
    if not m:
        raise Unsupported(classify(stmt))
    open_ = m.end() - 1
    close = matching(stmt, open_)
    rest = stmt[close + 1:].strip()
    rest, where = take_where(rest)
    rm = re.match(r":\s*(.+?)\s*(=|\{|$)", rest, re.S)
    returns = None
    if rm:
        returns = rm.group(1).strip()
    elif rest.startswith("="):
        inferred = infer(rest[1:]) or parameter_type(stmt[open_ + 1:close], rest[1:])
        if inferred is None:
            raise Unsupported("a function whose return type Kotlin infers from its body (the format needs the type)")
        returns = inferred
    d = {"name": m.group(2)}
    if generics is not None:
        d["typeParameters"] = type_parameters(generics, where, variance=False)
    elif where:
        raise Unsupported("a `where` clause without type parameters")
    if receiver:
        d["receiver"] = receiver
    ps = params(stmt[open_ + 1:close])
    if ps:
        d["parameters"] = ps
    if returns and returns != "Unit":
        d["returns"] = returns
    if m.group(1):
        d["suspend"] = True
    for a in annotations:
        t = re.fullmatch(r"@Throws\((.*)\)", a, re.S)
        if t:
            d["throws"] = [x.strip().replace("::class", "") for x in split_top(t.group(1))]
        elif a in SKIE_FUNCTION_ANNOTATIONS:
            d.setdefault("annotations", []).append(a[1:])
        elif re.fullmatch(r"@DefaultArgumentInterop\.MaximumDefaultArgumentCount\(\s*\d+\s*\)", a):
            count = int(re.search(r"\d+", a).group(0))
            d.setdefault("annotations", []).append(
                {"name": "DefaultArgumentInterop.MaximumDefaultArgumentCount", "arguments": [count]})
        elif re.match(r"@Suppress\b", a):
            continue  # no effect on what Swift sees
        else:
            raise Unsupported(annotation_reason(a))
    return d


def matching_angle(text, start):
    """The index of the `>` closing the `<` at `start` (`->` is an arrow, not a bracket)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "<":
            depth += 1
        elif text[i] == ">" and text[i - 1] != "-":
            depth -= 1
            if depth == 0:
                return i
    raise Unsupported("Kotlin this reader cannot follow (unbalanced angle brackets)")


def parameter_type(parameters, expr):
    """The type of a body that is one of the function's parameters (`fun foo(i: String = "", k: Int = 2) = k`)."""
    for p in split_top(parameters):
        m = re.fullmatch(r"`?(\w+)`?\s*:\s*([^=]+?)(?:\s*=.*)?", p, re.S)
        if m and m.group(1) == expr.strip():
            return m.group(2).strip()
    return None


def function_header(stmt):
    """`fun <T : A> R.foo(...)` → (`fun foo(...)`, the type parameters' text or None, the receiver type or None)."""
    m = re.match(r"(suspend\s+)?fun\s*", stmt)
    if not m:
        return stmt, None, None
    head, rest, generics = stmt[:m.end()], stmt[m.end():], None
    if rest.startswith("<"):
        close = matching_angle(rest, 0)
        generics, rest = rest[1:close], rest[close + 1:].strip()
    depth, cut, dot = 0, None, None
    for i, c in enumerate(rest):
        if c == "<":
            depth += 1
        elif c == ">" and rest[i - 1] != "-":
            depth -= 1
        elif c == "(" and depth == 0:
            cut = i
            break
        elif c == "." and depth == 0:
            dot = i
    if cut is None:
        return stmt, generics, None
    receiver = None
    if dot is not None:
        receiver, rest = rest[:dot].strip(), rest[dot + 1:]
        if "(" in receiver or "->" in receiver:
            raise Unsupported("an extension function on a function type")
    return head.rstrip() + " " + rest.lstrip(), generics, receiver


def take_where(rest):
    """Splits a `where T : A, T : B` clause off a header's rest (before `=` or `{`) → (rest, [(T, A), (T, B)])."""
    brace = rest.find("{")
    m = re.search(r"\bwhere\b", rest if brace == -1 else rest[:brace])
    if not m:
        return rest, []
    end = len(rest)
    for stop in ("=", "{"):
        at = rest.find(stop, m.end())
        if at != -1:
            end = min(end, at)
    clause = rest[m.end():end]
    pairs = []
    for item in split_top(clause):
        name, _, bound = item.partition(":")
        pairs.append((name.strip(), bound.strip()))
    return (rest[:m.start()].rstrip() + " " + rest[end:]).strip(), pairs


def type_parameters(text, where=(), variance=True):
    """`out T : A, R` (and a `where` clause's bounds) → the format's type parameters."""
    out = []
    for item in split_top(text):
        if re.match(r"reified\s", item.strip()):
            raise Unsupported("a reified type parameter (the export leaves such an inline function out)")
        m = re.fullmatch(r"(?:(in|out)\s+)?`?(\w+)`?\s*(?::\s*(.+))?", item, re.S)
        if not m:
            raise Unsupported("a type parameter the format cannot say (" + item + ")")
        modifier, name, bound = m.groups()
        t = {"name": name}
        bounds = ([bound.strip()] if bound else []) + [b for n, b in where if n == name]
        if bounds:
            t["bounds"] = bounds
        if modifier in ("in", "out"):
            if not variance:
                raise Unsupported("a variance on a function's type parameter")
            t["variance"] = modifier
        out.append(t)
    return out


# SKIE's configuration annotations the format carries on a function (written with their enclosing object).
SKIE_FUNCTION_ANNOTATIONS = ("@DefaultArgumentInterop.Enabled", "@DefaultArgumentInterop.Disabled",
                             "@SuspendInterop.Enabled", "@SuspendInterop.Disabled", "@FlowInterop.Enabled",
                             "@FlowInterop.Disabled", "@FunctionInterop.FileScopeConversion.Enabled",
                             "@FunctionInterop.FileScopeConversion.Disabled") + tuple(
    "@SkieVisibility." + level for level in ("Public", "PublicButHidden", "PublicButReplaced", "Internal",
                                             "InternalAndReplaced", "InternalIfWrapped", "Private"))


def class_body(body, constructors=None, extra=None):
    """Members of a plain class or interface: functions and properties; secondary constructors into `constructors`
    (a list) when given; nested declarations and the companion into `extra` (a dict) when given."""
    functions, properties = [], []
    for stmt in split_statements(body):
        annotations, stmt = take_annotations(stmt)
        if extra is not None and member_elsewhere(annotations, stmt, extra):
            continue
        _, stmt = take_modifiers(stmt)  # `open`, `abstract`, `final`, `operator`, ...: not visible in Swift
        stmt = not_inline(stmt)
        if constructors is not None and re.match(r"constructor\s*\(", stmt):
            if annotations:
                raise Unsupported(annotation_reason(annotations[0]))
            open_ = stmt.index("(")
            close = matching(stmt, open_)
            constructors.append({"parameters": params(stmt[open_ + 1:close], constructor=True)})
            continue
        if re.match(r"(suspend\s+)?fun\b", stmt):
            functions.append(function(stmt, annotations))
        elif re.match(r"(val|var)\b", stmt):
            flow = property_annotations(annotations)
            m = re.match(r"(val|var)\s+`?(\w+)`?\s*:\s*([^=]+?)\s*(=.*|get\(\).*)?$", stmt, re.S)
            u = re.match(r"(val|var)\s+`?(\w+)`?\s*=\s*(.*)$", stmt, re.S)
            if m:
                p = {"name": m.group(2), "type": m.group(3).strip()}
                if (m.group(4) or "").startswith("="):
                    p["_init"] = m.group(4)[1:].strip()
                first = flow_initial((m.group(4) or "=")[1:]) if (m.group(4) or "").startswith("=") else None
                if first is not None:
                    p["initial"] = first[0]
                elif m.group(4):
                    # An initializer or getter: the emulation has no value for it (compile-only).
                    p["_body"] = True
            elif u and infer(u.group(3)):
                p = {"name": u.group(2), "type": infer(u.group(3)), "_init": u.group(3).strip()}
            elif u and extra is not None and int_arithmetic(u.group(3), extra.get("known", {})):
                p = {"name": u.group(2), "type": "Int", "_body": True}
            elif u and extra is not None and nested_constructor_call(u.group(3), body, extra.get("outer")):
                p = {"name": u.group(2), "type": nested_constructor_call(u.group(3), body, extra.get("outer")),
                     "_body": True}
            else:
                raise Unsupported(classify(stmt))
            if (m or u).group(1) == "var":
                p["mutable"] = True
            if flow:
                p["annotations"] = flow
            properties.append(p)
        else:
            raise Unsupported(classify(stmt))
    return functions, properties


def property_annotations(annotations):
    """A property's annotations as the contract writes them: SKIE's `@FlowInterop.*` and `@SkieVisibility.*` only (the format's others on a
    property are KMP-NativeCoroutines'); raises for any other."""
    for a in annotations:
        if a not in ("@FlowInterop.Enabled", "@FlowInterop.Disabled") and not a.startswith("@SkieVisibility."):
            raise Unsupported(annotation_reason(a))
    return [a[1:] for a in annotations]


def not_inline(stmt):
    """A function without `inline`: the export shows an inline function as any other (a `reified` type parameter,
    which it leaves out, is refused where type parameters are read)."""
    return re.sub(r"^(suspend\s+)?inline\s+(?=(suspend\s+)?fun\b)", lambda m: m.group(1) or "", stmt)


def take_annotations(stmt):
    """Leading annotations (with their arguments) → (their texts, the rest)."""
    annotations = []
    while stmt.startswith("@"):
        m = re.match(r"@\w+(\.\w+)*", stmt)
        end = m.end()
        if end < len(stmt) and stmt[end] == "(":
            end = matching(stmt, end) + 1
        annotations.append(stmt[:end])
        stmt = stmt[end:].strip()
    return annotations, stmt


MODIFIERS = ("public", "private", "internal", "protected", "open", "abstract", "override", "final", "operator",
             "infix", "tailrec", "external", "const", "lateinit", "inner")
# Kotlin/Native exports public and protected declarations only: a private or internal one is not in the framework.
NOT_EXPORTED = {"private", "internal"}


def take_modifiers(stmt):
    """Leading modifiers → (their set, the rest)."""
    found = set()
    while True:
        m = re.match(r"(" + "|".join(MODIFIERS) + r")\s+", stmt)
        if not m:
            return found, stmt
        found.add(m.group(1))
        stmt = stmt[m.end():]


def take_constructor_keyword(rest):
    """`internal constructor(...)` / `protected constructor(...)` after a class name → (rest from `(`, visibility)."""
    m = re.match(r"(?:(public|protected|internal|private)\s+)?((?:@[\w.]+(?:\([^)]*\))?\s*)*)constructor\s*(?=\()", rest)
    if not m:
        return rest, None
    annotations = []
    for a in re.findall(r"@[\w.]+(?:\([^)]*\))?", m.group(2)):
        if a in ("@DefaultArgumentInterop.Enabled", "@DefaultArgumentInterop.Disabled"):
            annotations.append(a[1:])
        elif re.fullmatch(r"@DefaultArgumentInterop\.MaximumDefaultArgumentCount\(\s*\d+\s*\)", a):
            annotations.append({"name": "DefaultArgumentInterop.MaximumDefaultArgumentCount",
                                "arguments": [int(re.search(r"\d+", a).group(0))]})
        else:
            raise Unsupported(f"an annotation on a primary constructor ({a}; the format's constructors take "
                              "SKIE's DefaultArgumentInterop annotations only)")
    return rest[m.end():], (m.group(1), annotations)


def member_elsewhere(annotations, stmt, extra):
    """Class-body members that are not functions or properties of the class itself: returns True when `stmt` was
    taken (a nested declaration or the companion into `extra`, or a member Swift does not see)."""
    modifiers, core = take_modifiers(stmt)
    if modifiers & NOT_EXPORTED:
        return True  # not exported: Swift sees it only through bodies, which count where they are
    if "override" in modifiers:
        # The export shows an override as the member it overrides (inherited from the class or the interface
        # that declares it): nothing new for Swift, but its body is one.
        extra["bodies"] = True
        return True
    if re.match(r"init\s*\{", core):
        extra["bodies"] = True
        return True
    cm = re.match(r"companion\s+object\b\s*`?(\w+)?`?", core)
    if cm:
        if annotations:
            raise Unsupported(annotation_reason(annotations[0]))
        inner = {}
        brace = core.find("{")
        functions, properties = class_body(core[brace + 1:matching(core, brace)] if brace != -1 else "", extra=inner)
        if inner.get("nested") or inner.get("companion"):
            raise Unsupported("a companion object with nested declarations")
        companion = {}
        if cm.group(1) and cm.group(1) != "Companion":
            companion["name"] = cm.group(1)
        if properties:
            companion["properties"] = [object_property(p) for p in properties]
        if functions:
            companion["functions"] = functions
            extra["bodies"] = True
        extra["companion"] = companion
        return True
    if re.match(r"(enum class|sealed class|sealed interface|data class|data object|object|class|interface)\s", core):
        extra.setdefault("nested", []).append(
            declaration(stmt if not annotations else " ".join(annotations) + " " + stmt, outer=extra.get("outer")))
        return True
    return False


def object_property(p):
    """A class-body property → an object property (its value as `default`)."""
    init = p.pop("_init", None)
    if init is None:
        raise Unsupported("an object property without a value")
    try:
        value = literal(init)
    except Unsupported:
        raise Unsupported("an object property whose value is not a literal (the format writes it as JSON)")
    q = {"name": p["name"], "type": p["type"], "default": value}
    for key in ("mutable", "annotations"):
        if key in p:
            q[key] = p[key]
    return q


def nested_constructor_call(expr, body, outer):
    """`B()` where `B` is a class declared in the same class body → its qualified name (`A.B`), else None."""
    m = re.fullmatch(r"`?(\w+)`?\s*\(\s*\)", expr.strip())
    if not m or not outer:
        return None
    declared = re.search(r"\b(?:inner\s+|data\s+|open\s+|abstract\s+)*class\s+`?" + m.group(1) + r"\b", body)
    return f"{outer}.{m.group(1)}" if declared else None


def int_arithmetic(expr, known):
    """True for `i - k`, `i + k * m - o`: `+ - *` over `Int` names and integer literals, which Kotlin types `Int`."""
    tokens = re.findall(r"\w+|[-+*()]|\S", expr)
    if not tokens or any(t not in "+-*()" and not re.fullmatch(r"\d+", t) and known.get(t) != "Int" for t in tokens):
        return False
    return any(known.get(t) == "Int" for t in tokens)


def take_extra(d, extra):
    """Moves the nested declarations, companion and bodies flag a class body gave into the declaration `d`."""
    if extra.get("nested"):
        d["nested"] = extra["nested"]
    if "companion" in extra:
        d["companion"] = extra["companion"]
    if extra.get("bodies"):
        d["_bodies"] = True


def finish(declarations):
    """Drops the reader's private keys; True when any declaration has bodies a contract cannot carry."""
    bodies = False
    for d in declarations:
        bodies |= bool(d.pop("_bodies", False))
        for p in d.get("properties", []):
            bodies |= bool(p.pop("_body", False))
            p.pop("_init", None)
        if d.get("kind") in ("class", "interface", "object", "data object", "data class") and d.get("functions"):
            bodies = True
        if d.get("companion", {}).get("functions"):
            bodies = True
        # A secondary constructor delegates with a body (`: this(i, 0)`) the emulation cannot carry.
        if len(d.get("constructors", [])) > 1:
            bodies = True
        bodies |= finish(d.get("nested", []))
        bodies |= finish(d.get("subclasses", []))
    return bodies


# SKIE's configuration annotations the format carries on a class-like declaration.
SKIE_CLASS_ANNOTATIONS = ("@SealedInterop.Enabled", "@SealedInterop.Disabled", "@SealedInterop.Case.Visible",
                          "@SealedInterop.Case.Hidden", "@EnumInterop.Enabled", "@EnumInterop.Disabled",
                          "@EnumInterop.LegacyCaseName.Enabled", "@EnumInterop.LegacyCaseName.Disabled") + tuple(
    a for a in SKIE_FUNCTION_ANNOTATIONS if a.startswith("@SkieVisibility.") and a != "@SkieVisibility.InternalIfWrapped")
# ... and those with one string argument, written `{ "name", "arguments": [ "…" ] }` in the format.
SKIE_CLASS_ANNOTATIONS_WITH_ARGUMENT = ("@SealedInterop.Case.Name", "@SealedInterop.Function.Name",
                                        "@SealedInterop.Function.ArgumentLabel",
                                        "@SealedInterop.Function.ParameterName", "@SealedInterop.ElseName")


def class_annotation(annotation):
    """A class-like declaration's annotation as the contract writes it: a name, or `{ "name", "arguments" }`."""
    if annotation in SKIE_CLASS_ANNOTATIONS:
        return annotation[1:]
    m = re.fullmatch(r"(@[\w.]+)\((.*)\)", annotation, re.S)
    if m and m.group(1) in SKIE_CLASS_ANNOTATIONS_WITH_ARGUMENT:
        value = literal(m.group(2))
        if isinstance(value, str):
            return {"name": m.group(1)[1:], "arguments": [value]}
    raise Unsupported(annotation_reason(annotation))


def declaration(stmt, nested_in=None, outer=None):
    """A class-like declaration -> contract declaration (`nested_in`: the sealed parent, `outer`: the enclosing
    class's qualified name)."""
    annotations, stmt = take_annotations(stmt)
    contract_annotations = [class_annotation(a) for a in annotations]
    modifiers, stmt = take_modifiers(stmt)
    kind, name, generics, where, ctor, ctor_visibility, raw_supertypes, body = declaration_parts(stmt)
    if ctor_visibility and ctor_visibility[1] and kind != "class":
        raise Unsupported(f"an annotation on a {kind}'s primary constructor (the format's data classes take none)")
    supertypes = [re.sub(r"\s+by\s+\w+$", "", re.sub(r"\(.*\)$", "", s.strip(), flags=re.S)) for s in raw_supertypes]
    d = {"kind": kind, "name": name}
    if kind == "class" and modifiers & {"open", "abstract"}:
        d["modality"] = "abstract" if "abstract" in modifiers else "open"
    if generics is not None or where:
        if kind not in ("class", "interface") or generics is None:
            raise Unsupported(f"a generic {kind} (the format gives type parameters to plain classes and interfaces only)")
        d["typeParameters"] = type_parameters(generics, where)
    if annotations:
        d["annotations"] = contract_annotations
    if any(re.search(r"\sby\s", s) for s in raw_supertypes):
        d["_bodies"] = True  # a delegated interface (`A by delegate`): the delegate's behaviour is a body
    if any(re.search(r"\(\s*[^)\s]", s) for s in raw_supertypes):
        d["_bodies"] = True  # a superclass call with arguments (`: A1(0, 1)`): what it passes is a body
    if "inner" in modifiers:
        d["inner"] = True
    qualified = f"{outer}.{name}" if outer else name
    if kind == "enum class":
        return enum_class(d, ctor, supertypes, body, qualified)
    if kind.startswith("sealed"):
        return sealed_type(d, ctor, [s for s in supertypes if s != nested_in], body, qualified)
    sup = [s for s in supertypes if s != nested_in]
    if kind == "interface" and ctor is not None:
        raise Unsupported(classify(stmt))
    if kind in ("data class", "object", "data object", "interface"):
        return {"data class": data_class, "interface": interface}.get(kind, object_declaration)(d, ctor, sup, body)
    return plain_class(d, ctor, ctor_visibility, sup, body, qualified)


def declaration_parts(stmt):
    """`kind Name<T>(ctor) where … : A(), B by b { body }` (modifiers and annotations taken off) → its parts: kind,
    name, the type parameters' text (or None), the `where` bounds, the primary constructor's parameters' text (or
    None), its visibility, the supertypes as written, the body's text."""
    m = re.match(r"(enum class|sealed class|sealed interface|data class|data object|object|class|interface)\s+`?(\w+)`?", stmt)
    if not m:
        raise Unsupported(classify(stmt))
    rest, generics, ctor, raw_supertypes, body = stmt[m.end():].strip(), None, None, [], ""
    if rest.startswith("<"):
        close = matching_angle(rest, 0)
        generics, rest = rest[1:close], rest[close + 1:].strip()
    rest, ctor_visibility = take_constructor_keyword(rest)
    rest, where = take_where(rest)
    if rest.startswith("("):
        close = matching(rest, 0)
        ctor, rest = rest[1:close], rest[close + 1:].strip()
    if rest.startswith(":"):
        sm = re.match(r":\s*([^{]+)", rest, re.S)
        raw_supertypes, rest = split_top(sm.group(1)), rest[sm.end():].strip()
    if rest.startswith("{"):
        close = matching(rest, 0)
        body, rest = rest[1:close], rest[close + 1:].strip()
    if rest:
        raise Unsupported("a declaration the format cannot say (" + " ".join(stmt.split()[:3]) + ")")
    return m.group(1), m.group(2), generics, where, ctor, ctor_visibility, raw_supertypes, body


def enum_class(d, ctor, supertypes, body, qualified):
    """An enum's constructor `val`/`var`s (`properties`), its entries with their arguments, its interfaces, and after the
    entries' `;` its member functions, body `val`s with a literal or entry value (`derived`), nested declarations and
    companion."""
    if ctor is not None and ctor.strip():
        properties = []
        # `override val value: Int` implements an interface's property: the enum's own property in the format.
        for p in params(re.sub(r"\boverride\s+(?=va[lr]\b)", "", ctor), constructor=True):
            if "property" not in p:
                raise Unsupported("an enum constructor parameter that is not a property (the format's enum properties "
                                  "are the constructor's `val`/`var`s)")
            q = {"name": p["name"], "type": p["type"]}
            if "default" in p:
                q["default"] = p["default"]
            if p["property"] == "var":
                q["mutable"] = True
            properties.append(q)
        d["properties"] = properties
    if supertypes:
        d["supertypes"] = supertypes
    entries_text, after = body.strip(), ""
    depth, cut = 0, None
    for i, ch in enumerate(entries_text):  # the entries end at the first `;` outside parentheses and braces
        depth += ch in "({"
        depth -= ch in ")}"
        if ch == ";" and depth == 0:
            cut = i
            break
    if cut is not None:
        entries_text, after = entries_text[:cut], entries_text[cut + 1:]
    extra = {"outer": qualified}
    # A body `override val x: T = value` implements an interface's property: a `derived` getter of the enum.
    after = "\n".join(re.sub(r"^(\s*)override\s+(?=val\b)", r"\1", line) for line in after.split("\n"))
    functions, members = class_body(after, extra=extra) if after.strip() else ([], [])
    derived = []
    for m in members:
        init = m.get("_init")
        if m.get("mutable") or init is None:
            raise Unsupported("an enum with a body `var` or a property with a getter (the format gives an enum "
                              "constructor properties and `val`s with a value)")
        if not re.fullmatch(r"`?\w+`?\.`?\w+`?", init.strip()):
            literal(init)  # anything but `Enum.ENTRY` or a literal is Unsupported
        derived.append({"name": m["name"], "type": m["type"], "kotlin": init.strip()})
    if derived:
        d["derived"] = derived
    if functions:
        d["functions"] = functions
        d["_bodies"] = True  # a member function's body
    take_extra(d, extra)
    entries = []
    for e in split_top(entries_text.replace("\n", " ")):
        e = e.strip()
        if not e:
            continue
        em = re.fullmatch(r"(`?\w+`?)\s*(?:\((.*)\))?", e, re.S)
        if not em:
            raise Unsupported("an enum entry with a body")
        name = em.group(1)
        # A name Kotlin needs backquotes for (`in`, `0xH`) keeps them: the format reads "`in`" as the name `in`.
        name = name if name.startswith("`") and not plain_name(name.strip("`")) else name.strip("`")
        if em.group(2) is not None and em.group(2).strip():
            arguments = split_top(em.group(2))
            named = [re.fullmatch(r"`?(\w+)`?\s*=\s*(.+)", a.strip(), re.S) for a in arguments]
            if all(named):  # `C(b = "b")`: the format's named arguments
                entries.append({"name": name, "arguments": {m.group(1): literal(m.group(2)) for m in named}})
            elif any(named):
                raise Unsupported("an enum entry mixing positional and named arguments")
            else:
                entries.append({"name": name, "arguments": [literal(a) for a in arguments]})
        else:
            entries.append(name)
    d["entries"] = entries
    return d


def sealed_type(d, ctor, sup, body, qualified):
    """A sealed class or interface: its subclasses declared inside, and its companion."""
    if ctor and ctor.strip():
        raise Unsupported("a sealed class with constructor parameters (the format gives sealed types subclasses only)")
    children, extra = [], {"outer": qualified}
    for s in split_statements(body):
        annotations, core = take_annotations(s)
        modifiers, core = take_modifiers(core)
        if re.match(r"(val|var|fun|suspend)\b", core):
            raise Unsupported("a sealed type with member properties or functions (the format gives sealed types "
                              "subclasses only)")
        if re.match(r"companion\s+object\b", core):
            member_elsewhere(annotations, core, extra)
        elif modifiers & NOT_EXPORTED:
            hidden_subclass(core)
        else:
            # A plain class child (`class A1 : A()`) is a subclass the format takes as it is.
            children.append(declaration(s, nested_in=d["name"]))
    d["subclasses"] = children
    take_extra(d, extra)
    if sup:
        d["supertypes"] = sup
    return d


def data_class(d, ctor, sup, body):
    """A data class: its constructor's `val`s, and member functions."""
    if not ctor:
        raise Unsupported("a data class without properties")
    d["properties"] = params(ctor, ctor=True)
    extra = {}
    functions, properties = class_body(body, extra=extra)
    if properties or extra.get("nested") or "companion" in extra:
        raise Unsupported("a data class with body properties or nested declarations")
    if functions:
        d["functions"] = functions
    if extra.get("bodies"):
        d["_bodies"] = True
    if sup:
        d["supertypes"] = sup
    return d


def object_declaration(d, ctor, sup, body):
    """An object: properties with literal values (their `default`) and functions."""
    extra = {}
    functions, properties = class_body(body, extra=extra)
    if extra.get("nested") or extra.get("companion"):
        raise Unsupported("an object with nested declarations")
    if properties:
        d["properties"] = [object_property(p) for p in properties]
    if functions:
        d["functions"] = functions
    if extra.get("bodies"):
        d["_bodies"] = True
    if sup:
        d["supertypes"] = sup
    return d


def interface(d, ctor, sup, body):
    """A plain interface: functions, properties, nested declarations and a companion."""
    extra = {}
    functions, properties = class_body(body, extra=extra)
    take_extra(d, extra)
    if sup:
        d["supertypes"] = sup
    if functions:
        d["functions"] = functions
    if properties:
        d["properties"] = properties
    return d


def plain_class(d, ctor, ctor_visibility, sup, body, qualified):
    """A plain (open, abstract, inner) class: the primary constructor first, then the secondary ones; members,
    nested declarations and a companion."""
    constructors = [{"parameters": params(ctor, constructor=True)}] if ctor and ctor.strip() else []
    visibility, ctor_annotations = ctor_visibility or (None, [])
    if visibility or ctor_annotations:
        constructors = constructors or [{"parameters": []}]
    if visibility:
        constructors[0]["visibility"] = visibility
    if ctor_annotations:
        constructors[0]["annotations"] = ctor_annotations
    extra = {"known": {p["name"]: p["type"] for c in constructors for p in c["parameters"]}, "outer": qualified}
    functions, properties = class_body(body, constructors, extra)
    take_extra(d, extra)
    if constructors:
        d["constructors"] = constructors
    if sup:
        d["supertypes"] = sup
    if functions:
        d["functions"] = functions
    if properties:
        d["properties"] = properties
    return d


def file_property(core):
    """A top-level or extension property → (file property, has a body the contract cannot carry)."""
    restricted = re.search(r"\s(private|internal)\s+set\b", core)
    if restricted:
        # `private set` / `internal set`: the export has no setter.
        core = (core[:restricted.start()] + core[restricted.end():]).strip()
    m = re.match(r"(val|var)\s+(?:([\w.<>?*, ]+?)\s*\.\s*)?`?(\w+)`?\s*(?::\s*([^=]+?))?\s*(?:=\s*(.*)|get\(\)\s*(?:=\s*)?(.*))?$",
                 core, re.S)
    if not m:
        raise Unsupported(classify(core))
    kind, receiver, name, type_, init, getter = m.groups()
    init = (init or "").strip()
    if type_ is None:
        type_ = infer(init) if init and not getter else None
        if type_ is None or receiver:
            raise Unsupported("a property without a declared type (or with a getter the format cannot carry)")
    p = {"name": name, "type": type_.strip()}
    if receiver:
        p["receiver"] = receiver
    if kind == "var" and not restricted:
        p["mutable"] = True
    expression = (init or getter or "").strip()
    if receiver or not expression:
        return p, True
    try:
        value = literal(expression)
        if isinstance(value, list):
            raise Unsupported("a collection")
        p["kotlin"] = expression
        return p, False
    except Unsupported:
        if kind == "val" and re.fullmatch(r"`?\w+`?\.`?\w+`?", expression):
            p["_entry"] = expression  # an enum entry (`A.aa`) when the file declares that enum: convert_file decides
        first = flow_initial(init)
        if first is not None:
            p["initial"] = first[0]
        return p, True


def enum_entry_values(properties, decls):
    """A file `val` whose value is an entry of an enum the file declares (`val a: A = A.aa`) gets it as its `kotlin`
    getter (the format's enum-entry expression); True when some other reference is left (a body)."""
    entries = {d["name"]: [(e["name"] if isinstance(e, dict) else e).strip("`") for e in d["entries"]]
               for d in decls if d["kind"] == "enum class"}
    bodies = False
    for p in properties:
        reference = p.pop("_entry", None)
        if reference is None:
            continue
        enum, entry = (x.strip("`") for x in reference.split("."))
        if entry in entries.get(enum, []) and p["type"] == enum:
            p["kotlin"] = reference
        else:
            bodies = True
    return bodies


def hidden_subclass(core):
    """Refuses a `private`/`internal` class extending another declaration: for a sealed type's hidden subclass SKIE
    gives the `else` case, which the format cannot ask for without the subclass."""
    if re.match(r"(data\s+|open\s+|abstract\s+|sealed\s+|enum\s+)*(class|object|interface)\b", core):
        head = core.split("{", 1)[0]
        if re.search(r"\)\s*:|^[^(]*:", head):
            raise Unsupported("a private or internal subclass (SKIE gives a hidden subclass of a sealed type the `else` "
                              "case; the format has public declarations only)")


def drop_hidden_supertypes(decls, hidden):
    """A public class may implement an internal interface; Swift does not see that supertype."""
    for d in decls:
        if "supertypes" in d:
            d["supertypes"] = [t for t in d["supertypes"] if re.sub(r"<.*", "", t) not in hidden]
            if not d["supertypes"]:
                del d["supertypes"]


def convert_file(src, file_name):
    """(package, declarations, has_bodies)"""
    src = strip_comments(src)
    pm = re.search(r"^package\s+(.+)$", src, re.M)
    package = ".".join(s.strip("`") for s in pm.group(1).strip().split(".")) if pm else "tests"
    package = ".".join(s + "_" if s in KEYWORDS else s for s in package.split("."))
    body = re.sub(r"^(package|import)\s+[^\n]*$", "", src, flags=re.M)
    decls, functions, properties, bodies, hidden = [], [], [], False, set()
    for stmt in split_statements(body):
        annotations, core = take_annotations(stmt)
        modifiers, core = take_modifiers(core)
        if modifiers & NOT_EXPORTED:
            # Not exported to the framework: Swift does not see it (README: the contract leaves it out).
            hidden_subclass(core)
            declared = re.match(r"(?:(?:data|sealed|enum|open|abstract)\s+)*(?:class|interface|object)\s+`?(\w+)", core)
            if declared:
                hidden.add(declared.group(1))
            continue
        core = not_inline(core)
        if re.match(r"(suspend\s+)?fun\b", core):
            functions.append(function(core, annotations)); bodies = True
        elif re.match(r"(val|var)\b", core):
            flow = property_annotations(annotations)
            p, body_ = file_property(core)
            if flow:
                p["annotations"] = flow
            bodies |= body_ and "_entry" not in p
            properties.append(p)
        else:
            decls.append(declaration(stmt))
    if functions or properties:
        f = {"kind": "file", "name": file_name, "sourceSet": "commonMain"}
        if functions:
            f["functions"] = functions
        if properties:
            f["properties"] = properties
        decls.append(f)
    drop_hidden_supertypes(decls, hidden)
    bodies |= enum_entry_values(properties, decls)
    bodies |= finish(decls)
    # A secondary constructor delegates with a body (`: this(i, 0)`) the emulation cannot carry.
    if any(len(d.get("constructors", [])) > 1 for d in decls):
        bodies = True
    return package, decls, bodies
