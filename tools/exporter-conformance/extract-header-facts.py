#!/usr/bin/env python3
"""Extracts the Swift-visible facts of a Kotlin/Native ObjC export header (one fact per line).

The Kotlin compiler's own test data (JetBrains/kotlin,
native/objcexport-header-generator/testData/headers/<case>/!<case>.h) states how every exported
declaration looks from Swift through `swift_name` attributes. This script reads such a header, or a
folder of `<case>/*.h` headers, and writes what Swift code can name and call, in the line format
described in Tests/ExporterConformance/README.md:

    type Foo                                   protocol Foo              facade FooKt
    supertype Foo: Bar                         init Foo(a: Int32)        enum-case Foo.red
    property Foo.bar: String { get }           method Foo.baz(x: Int32) -> Int32
    static-property FooKt.x: Int32 { get set } static-method FooKt.f() throws -> String
    ns-enum FooNSEnum                          ns-enum-case FooNSEnum.alpha

A trailing ` [deprecated]` or ` [unavailable]` marks members Swift sees with that availability.
Declarations of the Kotlin standard library that the header repeats (`KotlinEnum`, `KotlinArray`,
`KotlinThrowable`, ...) are not facts of the module and are left out; extensions (categories) on
them are kept. The facts are sorted and deduplicated, so the output is stable.

Usage:
    extract-header-facts.py HEADER.h                 facts to stdout
    extract-header-facts.py CASES_DIR OUT_DIR        CASES_DIR/<case>/*.h -> OUT_DIR/<case>.facts
"""

import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the tool
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objc_types import (  # noqa: E402
    STOCK_UNAVAILABLE, Header, TypeParser, parse_type, strip_comments, swift_type, tokenize)



def angle_group(s, start):
    """Index after the `<...>` group opening at s[start]."""
    depth = 0
    for i in range(start, len(s)):
        depth += {"<": 1, ">": -1}.get(s[i], 0)
        if depth == 0:
            return i + 1
    raise ValueError("unbalanced: " + s)


def parse_container(line):
    """`@interface Foo<T> : Bar<T, X *> <P, Q>` or `@protocol P <Q>` or a category `@interface Foo (Ext)`."""
    m = re.match(r"@(interface|protocol)\s+(\w+)", line)
    if not m or line.rstrip().endswith(";"):
        return None
    kind, objc = m.group(1), m.group(2)
    rest = line[m.end():].strip()
    params = None
    if kind == "interface" and rest.startswith("<"):
        end = angle_group(rest, 0)
        params, rest = rest[1:end - 1], rest[end:].strip()
    category = None
    if rest.startswith("("):
        end = rest.index(")")
        category, rest = rest[1:end], rest[end + 1:].strip()
    superclass = None
    if rest.startswith(":"):
        rest = rest[1:].strip()
        m2 = re.match(r"\w+", rest)
        superclass, rest = m2.group(0), rest[m2.end():]
        if rest.startswith("<"):  # type arguments follow the name directly; protocols after a space
            end = angle_group(rest, 0)
            superclass, rest = superclass + rest[:end], rest[end:]
        rest = rest.strip()
    protos = []
    if rest.startswith("<"):
        end = angle_group(rest, 0)
        protos = [p.strip() for p in rest[1:end - 1].split(",") if p.strip()]
    return kind, objc, params, category, superclass, protos


def attributes(decl):
    attrs = re.findall(r"__attribute__\(\((.*?)\)\)(?=\s*(?:__attribute__|NS_|;|$|\{|@))", decl)
    swift_name = None
    flags = set()
    for a in attrs:
        m = re.match(r'swift_name\("([^"]*)"\)', a)
        if m:
            swift_name = m.group(1)
        elif a.startswith("unavailable"):
            flags.add("unavailable-msg" if "(" in a else "unavailable")
        elif a.startswith("availability(swift, unavailable"):
            flags.add("unavailable")
        elif a.startswith("deprecated"):
            flags.add("deprecated")
        elif a == "swift_private":
            flags.add("swift_private")
    m = re.search(r"NS_SWIFT_NAME\(([^)]*(?:\([^)]*\))?)\)", decl)
    if m:
        swift_name = m.group(1)
    if "NS_REFINED_FOR_SWIFT" in decl:
        flags.add("swift_private")
    return swift_name, flags


def strip_attributes(decl):
    decl = re.sub(r"__attribute__\(\(.*?\)\)(?=\s*(?:__attribute__|NS_|;|$|\{|@))", "", decl)
    return re.sub(r"NS_SWIFT_NAME\([^)]*(?:\([^)]*\))?\)|NS_REFINED_FOR_SWIFT", "", decl)


def balanced(s, start):
    """Index after the parenthesis group opening at s[start]."""
    depth = 0
    for i in range(start, len(s)):
        depth += {"(": 1, ")": -1}.get(s[i], 0)
        if depth == 0:
            return i + 1
    raise ValueError("unbalanced: " + s)


def parse_method(decl):
    """`- (T)sel:(T)a piece:(T)b` → (is_class, return type text, [(piece, type text, name)])."""
    body = strip_attributes(decl).strip().rstrip(";").strip()
    is_class = body.startswith("+")
    body = body[1:].strip()
    end = balanced(body, 0)
    ret = body[1:end - 1]
    rest = body[end:].strip()
    pieces = []
    while rest:
        m = re.match(r"(\w*)\s*(:)?\s*", rest)
        piece = m.group(1)
        rest = rest[m.end():]
        if not m.group(2):
            pieces.append((piece, None, None))
            break
        tend = balanced(rest, 0)
        ptype = rest[1:tend - 1]
        rest = rest[tend:].strip()
        m2 = re.match(r"(\w+)\s*", rest)
        pieces.append((piece, ptype, m2.group(1)))
        rest = rest[m2.end():]
    return is_class, ret, pieces


def default_method_name(pieces, is_init):
    """Clang's import of a selector without `swift_name`."""
    first = pieces[0][0]
    if pieces[0][1] is None:
        return first + "()", []
    labels = []
    if is_init and first.startswith("initWith"):
        rest = first[len("initWith"):]
        labels.append(rest[:1].lower() + rest[1:] if rest else "_")
        base = "init"
    else:
        base = first
        labels.append("_")
    labels += [p[0] or "_" for p in pieces[1:]]
    return base + "(" + "".join(label + ":" for label in labels) + ")", labels


def split_swift_name(name):
    m = re.match(r"([^(]*)\((.*)\)$", name)
    if not m:
        return name, None
    labels = [label for label in m.group(2).split(":") if label != ""]
    return m.group(1), labels


def suffix(flags):
    if "unavailable-msg" in flags:
        return " [unavailable]"
    if "deprecated" in flags:
        return " [deprecated]"
    return ""


def is_stdlib(swift_name):
    return swift_name.startswith("Kotlin")


def extract(text):
    header = Header(text)
    text = strip_comments(text)
    lines = [line.strip() for line in text.splitlines()]
    # Pass 1: Swift names of classes and protocols, ns-enums.
    pending = []
    for line in lines:
        if line.startswith("__attribute__") and not line.startswith("__attribute__((objc_subclassing"):
            pending.append(line)
        m = re.match(r"@(interface|protocol)\s+(\w+)(?:<([^>]*)>)?\s*(\((\w*)\))?", line)
        if m and not m.group(4):
            swift_name, _ = attributes(" ".join(pending) + " " + line)
            header.swift_names[m.group(2)] = swift_name or m.group(2)
            pending = []
        elif line.startswith("@") or line.startswith("typedef"):
            pending = []
        m = re.match(r"typedef NS_(?:CLOSED_)?ENUM\(\w+,\s*(\w+)\)", line)
        if m:
            header.swift_names[m.group(1)] = m.group(1)
    # Pass 2: facts, container by container.
    facts = set()
    current = None  # the @interface / @protocol being read
    enum_name = None
    for line in lines:
        if not line:
            continue
        if enum_name is not None:
            m = re.match(r"\}\s*(.*);$", line)
            if m:
                sname, _ = attributes(m.group(1))
                sname = sname or enum_name
                facts.add(f"ns-enum {sname}")
                for case in enum_cases:
                    facts.add(f"ns-enum-case {sname}.{case}")
                header.swift_names[enum_name] = sname
                enum_name = None
                continue
            m = re.match(r"(\w+)\s*(.*?)=", line)
            if m:
                cname, _ = attributes(m.group(2))
                enum_cases.append(cname or m.group(1))
            continue
        m = re.match(r"typedef NS_(?:CLOSED_)?ENUM\(\w+,\s*(\w+)\)", line)
        if m:
            enum_name, enum_cases = m.group(1), []
            continue
        if line.startswith("__attribute__") and current is None:
            continue  # class attributes were read in pass 1
        decl = parse_container(line) if current is None else None
        if decl:
            kind, objc, params, category, superclass, protos = decl
            swift = header.swift_names.get(objc, objc)
            supers = []
            if superclass and not re.fullmatch(r"\w*Base", superclass.split("<")[0].strip()):
                supers.append(swift_type(header, parse_type(header, superclass + " *")))
            supers += [header.swift_names.get(p, p) for p in protos]
            stdlib = is_stdlib(swift) and not category
            is_enum = any(s.startswith("KotlinEnum<") for s in supers)
            current = {"swift": swift, "protocol": kind == "protocol", "enum": is_enum, "stdlib": stdlib,
                       "category": bool(category), "facts": set(), "static_only": True, "has_members": False}
            if not stdlib and not category:
                current["facts"].add(("protocol " if kind == "protocol" else "type ") + swift)
                for s in supers:
                    current["facts"].add(f"supertype {swift}: {s}")
            continue
        if line == "@end":
            if current is not None and not current["stdlib"]:
                kind_fact = f"type {current['swift']}"
                if (not current["protocol"] and not current["category"] and current["swift"].endswith("Kt")
                        and current["static_only"] and current["has_members"]):
                    current["facts"].discard(kind_fact)
                    current["facts"].add(f"facade {current['swift']}")
                facts |= current["facts"]
            current = None
            continue
        if current is None or line.startswith("@required") or line.startswith("@optional"):
            continue
        member_facts(header, current, line)
    return sorted(facts)


def member_facts(header, cur, line):
    owner = cur["swift"]
    swift_name, flags = attributes(line)
    if "unavailable" in flags and "unavailable-msg" not in flags:
        return
    sfx = suffix(flags)
    private = "__" if "swift_private" in flags else ""
    if line.startswith("@property"):
        decl = strip_attributes(line)[len("@property"):].strip().rstrip(";")
        attrs_text = ""
        if decl.startswith("("):
            end = balanced(decl, 0)
            attrs_text = decl[1:end - 1]
            decl = decl[end:].strip()
        attrs = [a.strip() for a in attrs_text.split(",")]
        t, name = _property_declarator(header, decl)
        is_class = "class" in attrs
        settable = "readonly" not in attrs
        sname = private + (swift_name or name)
        stype = swift_type(header, t, self_name=owner)
        access = "{ get set }" if settable else "{ get }"
        cur["has_members"] = True
        if is_class:
            if cur["enum"] and stype == owner and not settable:
                cur["facts"].add(f"enum-case {owner}.{sname}{sfx}")
            else:
                cur["facts"].add(f"static-property {owner}.{sname}: {stype} {access}{sfx}")
        else:
            cur["static_only"] = False
            cur["facts"].add(f"property {owner}.{sname}: {stype} {access}{sfx}")
        return
    if not (line.startswith("-") or line.startswith("+")):
        return
    is_class, ret, pieces = parse_method(line)
    selector = "".join(p[0] + (":" if p[1] is not None else "") for p in pieces)
    if selector in STOCK_UNAVAILABLE and ("unavailable" in flags or "unavailable-msg" in flags):
        return
    is_init = ret.strip() == "instancetype"
    if swift_name:
        base, labels = split_swift_name(swift_name)
    else:
        full, _ = default_method_name(pieces, is_init and not is_class)
        base, labels = split_swift_name(full)
    params = [p for p in pieces if p[1] is not None]
    throws = False
    if params and "NSError" in params[-1][1] and params[-1][1].count("*") == 2:
        throws = True
        params = params[:-1]
        if labels and len(labels) > len(params):
            labels = labels[:len(params)]
    types = [swift_type(header, parse_type(header, p[1]), self_name=owner) for p in params]
    labels = labels if labels is not None else []
    if len(labels) != len(types):
        labels = (labels + ["_"] * len(types))[:len(types)]
    signature = "(" + ", ".join(f"{label}: {t}" for label, t in zip(labels, types)) + ")"
    ret_type = swift_type(header, parse_type(header, ret), self_name=owner)
    if throws:
        if ret_type == "Bool":
            ret_type = "Void"
        elif ret_type.endswith("?"):
            ret_type = ret_type[:-1]
    cur["has_members"] = True
    if base == "init" and is_init:
        cur["facts"].add(f"init {owner}{signature}{sfx}")
        if not is_class:
            cur["static_only"] = False
        return
    name = private + base
    effects = " throws" if throws else ""
    if not is_class:
        cur["static_only"] = False
    # NSObject's `hash` and `description` are properties in Swift; Kotlin overrides them.
    if not types and not is_class and base in ("hash", "description") and not throws:
        cur["facts"].add(f"property {owner}.{base}: {ret_type} {{ get }}{sfx}")
        return
    kind = "static-method" if is_class else "method"
    cur["facts"].add(f"{kind} {owner}.{name}{signature}{effects} -> {ret_type}{sfx}")
    # A completion handler `(T?, NSError?) -> Void` as last parameter is also imported as `async`.
    if labels and labels[-1] == "completionHandler" and params:
        block = parse_type(header, params[-1][1])
        if block["kind"] == "block" and block["params"] and block["params"][-1].get("name") == "NSError":
            results = block["params"][:-1]
            async_ret = "Void"
            if results:
                async_ret = swift_type(header, dict(results[0], nullable=False), self_name=owner)
            async_sig = "(" + ", ".join(f"{label}: {t}" for label, t in zip(labels[:-1], types[:-1])) + ")"
            cur["facts"].add(f"{kind} {owner}.{name}{async_sig} async throws -> {async_ret}{sfx}")


def _property_declarator(header, decl):
    parser = TypeParser(header, tokenize(decl))
    base = parser.base()
    return parser.declarator(base)


def main(argv):
    if len(argv) == 2 and os.path.isfile(argv[1]):
        with open(argv[1], encoding="utf-8") as f:
            print("\n".join(extract(f.read())))
        return 0
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    source, out = argv[1], argv[2]
    os.makedirs(out, exist_ok=True)
    count = 0
    for case in sorted(os.listdir(source)):
        folder = os.path.join(source, case)
        headers = sorted(f for f in os.listdir(folder) if f.endswith(".h")) if os.path.isdir(folder) else []
        if not headers:
            continue
        text = ""
        for h in headers:
            with open(os.path.join(folder, h), encoding="utf-8") as f:
                text += f.read() + "\n"
        facts = extract(text)
        with open(os.path.join(out, case + ".facts"), "w", encoding="utf-8") as f:
            f.write("".join(fact + "\n" for fact in facts))
        count += 1
    print(f"{count} cases written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
