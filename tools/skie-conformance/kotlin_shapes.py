"""The Kotlin shapes of SKIE's acceptance tests → contract declarations, or the first construct the format cannot say.

Not a Kotlin parser: it reads the small, regular Kotlin of SKIE's tests (enums, sealed trees of data classes
and objects, plain classes and their constructors, interfaces, functions and properties with declared or literal
types, SKIE's `@DefaultArgumentInterop.*` annotations on functions) and raises `Unsupported` with a short reason for anything else. `convert_file` returns
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
    name = re.match(r"@[\w.]+", annotation).group(0)
    if name.split(".")[0] in ("@EnumInterop", "@SealedInterop", "@FlowInterop", "@SuspendInterop",
                              "@DefaultArgumentInterop", "@FunctionInterop", "@SkieVisibility", "@SuppressSkieWarning"):
        return f"the SKIE configuration annotation {name} (the format has no key for it yet)"
    return f"the annotation {name}"


def strip_comments(src):
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
            if text and (text.endswith(("=", ":", ",", "->")) or rest.startswith(("{", ":", "=", ".", "get()", "->")) or text.startswith("@") and not re.search(r"\b(fun|val|var|class|object|interface)\b", text)):
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
    raise Unsupported("a default value that is not a literal (the format writes defaults as JSON)")


def split_top(text, sep=","):
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
            if kind:
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
            d["default"] = literal(default)
        out.append(d)
    return out


def function(stmt, annotations):
    m = re.match(r"(suspend\s+)?fun\s+`?(\w+)`?\s*\(", stmt)
    if not m:
        raise Unsupported(classify(stmt))
    open_ = m.end() - 1
    close = matching(stmt, open_)
    rest = stmt[close + 1:].strip()
    rm = re.match(r":\s*(.+?)\s*(=|\{|$)", rest, re.S)
    returns = None
    if rm:
        returns = rm.group(1).strip()
    elif rest.startswith("="):
        inferred = infer(rest[1:])
        if inferred is None:
            raise Unsupported("a function whose return type Kotlin infers from its body (the format needs the type)")
        returns = inferred
    d = {"name": m.group(2)}
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
        else:
            raise Unsupported(annotation_reason(a))
    return d


# SKIE's configuration annotations the format carries on a function (written with their enclosing object).
SKIE_FUNCTION_ANNOTATIONS = ("@DefaultArgumentInterop.Enabled", "@DefaultArgumentInterop.Disabled")


def class_body(body, constructors=None, extras=None):
    """Members of a plain class or interface: functions and properties; secondary constructors into `constructors`
    (a list) when given; nested declarations and a companion object into `extras` (a dict) when given."""
    functions, properties = [], []
    for stmt in split_statements(body):
        if not_exported(take_annotations(stmt)[1]):
            continue
        if extras is not None and nested_member(stmt, extras):
            continue
        annotations, stmt = take_annotations(stmt)
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
            if annotations:
                raise Unsupported(annotation_reason(annotations[0]))
            m = re.match(r"(val|var)\s+`?(\w+)`?\s*:\s*([^=]+?)\s*(=.*|get\(\).*)?$", stmt, re.S)
            u = re.match(r"(val|var)\s+`?(\w+)`?\s*=\s*(.*)$", stmt, re.S)
            if m:
                p = {"name": m.group(2), "type": m.group(3).strip()}
                first = flow_initial((m.group(4) or "=")[1:]) if (m.group(4) or "").startswith("=") else None
                if first is not None:
                    p["initial"] = first[0]
                elif m.group(4):
                    # An initializer or getter: the emulation has no value for it (compile-only).
                    p["_body"] = True
            elif u and infer(u.group(3)):
                p = {"name": u.group(2), "type": infer(u.group(3))}
            else:
                raise Unsupported(classify(stmt))
            if (m or u).group(1) == "var":
                p["mutable"] = True
            properties.append(p)
        else:
            raise Unsupported(classify(stmt))
    return functions, properties


NESTED_DECLARATION = re.compile(
    r"(@[\w.]+(\(.*?\))?\s+)*(enum class|sealed class|sealed interface|data class|data object|object|class|interface"
    r"|open class|abstract class)\s+`?\w+", re.S)


def nested_member(stmt, extras):
    """A declaration nested in a class, interface or enum body (`"nested"`), or its `companion object`
    (`"companion"`): added to `extras`, True; False for any other member."""
    if re.match(r"companion\s+object\b", stmt):
        extras["companion"] = companion(stmt)
        return True
    if NESTED_DECLARATION.match(stmt):
        extras.setdefault("nested", []).append(declaration(stmt))
        return True
    return False


def companion(stmt):
    """`companion object [Name] { ... }` → the format's `companion`: literal-valued properties and functions."""
    m = re.match(r"companion\s+object\s*`?(\w+)?`?\s*", stmt)
    rest = stmt[m.end():].strip()
    if rest.startswith(":"):
        raise Unsupported("a companion object with supertypes (the format's companion has none)")
    d = {}
    if m.group(1):
        d["name"] = m.group(1)
    if rest.startswith("{"):
        functions, properties = object_members(rest[1:matching(rest, 0)])
        if functions:
            d["functions"] = functions
        if properties:
            d["properties"] = properties
    return d


def object_members(body):
    """The members of an object or companion: functions, and `val`s with a literal value (their `default`)."""
    functions, properties = [], []
    for stmt in split_statements(body):
        annotations, stmt = take_annotations(stmt)
        if re.match(r"(suspend\s+)?fun\b", stmt):
            functions.append(function(stmt, annotations))
            continue
        m = re.fullmatch(r"val\s+`?(\w+)`?\s*(?::\s*([^=]+?))?\s*=\s*(.+)", stmt, re.S)
        if annotations or not m:
            raise Unsupported("an object with members the format cannot say (a `var`, a getter, an annotated member)")
        type_ = (m.group(2) or "").strip() or infer(m.group(3))
        if not type_:
            raise Unsupported("a property without a declared type (or with a getter the format cannot carry)")
        properties.append({"name": m.group(1), "type": type_, "default": literal(m.group(3))})
    return functions, properties


def not_exported(stmt):
    """True for a `private` or `internal` declaration: the Objective-C export leaves it out, so a contract that leaves
    it out describes what Swift sees. Not for a class extending another declaration (a sealed type's hidden subclass
    gives SKIE's `else` case, which the format cannot ask for without the subclass)."""
    m = re.match(r"(private|internal)\s+", stmt)
    if not m:
        return False
    rest = stmt[m.end():]
    if re.match(r"(data\s+|open\s+|abstract\s+|sealed\s+|enum\s+)?(class|object|interface)\b", rest):
        head = rest.split("{", 1)[0]
        if re.search(r"\)\s*:|^[^(]*:", head):
            raise Unsupported("a private or internal subclass (SKIE gives a hidden subclass of a sealed type the `else` "
                              "case; the format has public declarations only)")
    return True


def closing_angle(text):
    """The index of the `>` closing the `<` that starts `text`."""
    depth = 0
    for i, c in enumerate(text):
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
            if depth == 0:
                return i
    raise Unsupported("Kotlin this reader cannot follow (unbalanced brackets)")


def type_parameters(text):
    """`<out T : Bound, U>` → the format's `typeParameters`."""
    out = []
    for p in split_top(text):
        m = re.fullmatch(r"(?:(in|out)\s+)?(\w+)(?:\s*:\s*(.+))?", p.strip(), re.S)
        if not m:
            raise Unsupported("a type parameter the format cannot say (reified, annotated)")
        d = {"name": m.group(2)}
        if m.group(3):
            d["bounds"] = [m.group(3).strip()]
        if m.group(1):
            d["variance"] = m.group(1)
        out.append(d)
    return out


def take_annotations(stmt):
    annotations = []
    while stmt.startswith("@"):
        m = re.match(r"@\w+(\.\w+)*", stmt)
        end = m.end()
        if end < len(stmt) and stmt[end] == "(":
            end = matching(stmt, end) + 1
        annotations.append(stmt[:end])
        stmt = stmt[end:].strip()
    return annotations, stmt


# SKIE's configuration annotations the format carries on a class-like declaration.
SKIE_CLASS_ANNOTATIONS = ("@SealedInterop.Enabled", "@SealedInterop.Disabled", "@SealedInterop.Case.Visible",
                          "@SealedInterop.Case.Hidden", "@EnumInterop.Enabled", "@EnumInterop.Disabled",
                          "@EnumInterop.LegacyCaseName.Enabled", "@EnumInterop.LegacyCaseName.Disabled")
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


def declaration(stmt, nested_in=None):
    """A class-like declaration -> contract declaration."""
    annotations, stmt = take_annotations(stmt)
    contract_annotations = [class_annotation(a) for a in annotations]
    modality = re.match(r"(open|abstract)\s+(?=class\b)", stmt)
    if modality:
        stmt = stmt[modality.end():]
    m = re.match(r"(enum class|sealed class|sealed interface|data class|data object|object|class|interface)\s+`?(\w+)`?", stmt)
    if not m:
        raise Unsupported(classify(stmt))
    kind, name = m.groups()
    rest = stmt[m.end():].strip()
    ctor = None
    generics = None
    if rest.startswith("<"):
        if kind not in ("class", "interface"):
            raise Unsupported(f"a generic {kind} (the format gives type parameters to plain classes and interfaces only)")
        close = closing_angle(rest)
        generics, rest = type_parameters(rest[1:close]), rest[close + 1:].strip()
    if rest.startswith("("):
        close = matching(rest, 0)
        ctor, rest = rest[1:close], rest[close + 1:].strip()
    supertypes = []
    if rest.startswith(":"):
        sm = re.match(r":\s*([^{]+)", rest, re.S)
        for s in split_top(sm.group(1)):
            if re.search(r"\sby\s", s):
                raise Unsupported("interface delegation (`: I by x`; the format has no delegation)")
            supertypes.append(re.sub(r"\(.*\)$", "", s.strip(), flags=re.S))
        rest = rest[sm.end():].strip()
    body = ""
    if rest.startswith("{"):
        close = matching(rest, 0)
        body, rest = rest[1:close], rest[close + 1:].strip()
    if rest:
        raise Unsupported("a declaration the format cannot say (" + " ".join(stmt.split()[:3]) + ")")
    d = {"kind": kind, "name": name}
    if modality:
        d["modality"] = modality.group(1)
    if generics:
        d["typeParameters"] = generics
    if annotations:
        d["annotations"] = contract_annotations
    if kind == "enum class":
        if ctor is not None or supertypes:
            raise Unsupported("an enum with a constructor or supertypes (the format's enums have entries only)")
        entries_text = body.strip()
        if ";" in entries_text:
            entries_text, after = entries_text.split(";", 1)
            extras = {}
            for member in split_statements(after):
                if not nested_member(member, extras):
                    raise Unsupported("an enum with member functions or properties (the format gives an enum entries, "
                                      "nested declarations and a companion only)")
            d.update(extras)
        entries = [e.strip() for e in entries_text.replace("\n", ",").split(",") if e.strip()]
        for e in entries:
            if not re.fullmatch(r"`?\w+`?", e):
                raise Unsupported("an enum entry with arguments or a body")
        # A name Kotlin needs backquotes for (`in`, `0xH`) keeps them: the format reads "`in`" as the name `in`.
        d["entries"] = [e if e.startswith("`") and not plain_name(e.strip("`")) else e.strip("`") for e in entries]
        return d
    if kind.startswith("sealed"):
        if ctor and ctor.strip():
            raise Unsupported("a sealed class with constructor parameters (the format gives sealed types subclasses "
                              "only)")
        children = []
        for s in split_statements(body):
            if re.match(r"companion\s+object\b", s):
                d["companion"] = companion(s)
                continue
            if re.match(r"(abstract\s+|open\s+|override\s+)*(val|var|fun|suspend)\b", take_annotations(s)[1]):
                raise Unsupported("a sealed type with member properties or functions (the format gives sealed types "
                                  "subclasses only)")
            if not_exported(take_annotations(s)[1]):
                continue
            # A plain class child (`class A1 : A()`) is a subclass the format takes as it is.
            children.append(declaration(s, nested_in=name))
        d["subclasses"] = children
        if supertypes:
            d["supertypes"] = [s for s in supertypes if s != nested_in]
            if not d["supertypes"]:
                del d["supertypes"]
        return d
    sup = [s for s in supertypes if s != nested_in]
    if kind == "data class":
        if not ctor:
            raise Unsupported("a data class without properties")
        d["properties"] = params(ctor, ctor=True)
        if body.strip():
            raise Unsupported("a data class with members")
        if sup:
            d["supertypes"] = sup
        return d
    if kind in ("object", "data object"):
        functions, properties = object_members(body)
        if functions:
            d["functions"] = functions
        if properties:
            d["properties"] = properties
        if sup:
            d["supertypes"] = sup
        return d
    if kind == "interface":
        if ctor is not None:
            raise Unsupported(classify(stmt))
        extras = {}
        functions, properties = class_body(body, extras=extras)
        d.update(extras)
        if sup:
            d["supertypes"] = sup
        if functions:
            d["functions"] = functions
        if properties:
            d["properties"] = properties
        return d
    # plain class: the primary constructor first, then the secondary ones
    constructors = [{"parameters": params(ctor, constructor=True)}] if ctor and ctor.strip() else []
    extras = {}
    functions, properties = class_body(body, constructors, extras)
    d.update(extras)
    if constructors:
        d["constructors"] = constructors
    if sup:
        d["supertypes"] = sup
    if functions:
        d["functions"] = functions
    if properties:
        d["properties"] = properties
    return d


def has_functions(d):
    """True when a declaration, its companion or a nested or sealed-child declaration has member functions (their
    bodies are Kotlin a contract cannot carry: compile-only)."""
    inner = d.get("nested", []) + d.get("subclasses", []) + ([d["companion"]] if "companion" in d else [])
    return bool(d.get("functions")) or any(has_functions(x) for x in inner)


def convert_file(src, file_name):
    """(package, declarations, has_bodies)"""
    src = strip_comments(src)
    pm = re.search(r"^package\s+(.+)$", src, re.M)
    package = ".".join(s.strip("`") for s in pm.group(1).strip().split(".")) if pm else "tests"
    package = ".".join(s + "_" if s in KEYWORDS else s for s in package.split("."))
    body = re.sub(r"^(package|import)\s+[^\n]*$", "", src, flags=re.M)
    decls, functions, properties, bodies = [], [], [], False
    for stmt in split_statements(body):
        annotations, core = take_annotations(stmt)
        if not_exported(core):
            continue
        if re.match(r"(suspend\s+)?fun\b", core):
            functions.append(function(core, annotations)); bodies = True
        elif re.match(r"(val|var)\b", core):
            if annotations:
                raise Unsupported(annotation_reason(annotations[0]))
            m = re.match(r"(val|var)\s+`?(\w+)`?\s*:\s*([^=]+?)\s*(?:=\s*(.*)|get\(\)\s*=\s*(.*))?$", core, re.S)
            if not m:
                raise Unsupported(classify(core))
            if m.group(1) == "var":
                raise Unsupported("a top-level `var` (file properties are read-only in the format)")
            p = {"name": m.group(2), "type": m.group(3).strip()}
            init = (m.group(4) or m.group(5) or "").strip()
            try:
                value = literal(init)
                p["kotlin"] = init
            except Unsupported:
                bodies = True
                first = flow_initial(init)
                if first is not None:
                    p["initial"] = first[0]
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
    if any(d.get("functions") for d in decls if d["kind"] in ("class", "interface")) or any(
            has_functions(d) for d in decls if d["kind"] != "file"):
        bodies = True
    for d in decls:
        for p in d.get("properties", []):
            if p.pop("_body", False):
                bodies = True
    # A secondary constructor delegates with a body (`: this(i, 0)`) the emulation cannot carry.
    if any(len(d.get("constructors", [])) > 1 for d in decls):
        bodies = True
    return package, decls, bodies
