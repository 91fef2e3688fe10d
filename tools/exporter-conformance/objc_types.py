"""ObjC declarations and types of an export header, spelled as Swift imports them.

Part of tools/exporter-conformance (see extract-header-facts.py): a small C declarator parser for the
types the Kotlin/Native exporter writes (primitives, `id<P>`, `Name<Args> *`, blocks, nullability)
and their Swift spelling (`Int32`, `[String]`, `KotlinInt?`, `(KotlinInt) -> Void`).
"""

import re

PRIMITIVES = {
    "BOOL": "Bool", "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64",
    "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64",
    "float": "Float", "double": "Double", "unichar": "unichar", "NSUInteger": "Int",
    "NSInteger": "Int", "void": "Void",
}

# Kotlin standard-library classes as the unprefixed test configuration names them in ObjC.
STDLIB_OBJC = {
    "Base": "KotlinBase", "Int": "KotlinInt", "Long": "KotlinLong", "Short": "KotlinShort",
    "Byte": "KotlinByte", "UInt": "KotlinUInt", "ULong": "KotlinULong", "UShort": "KotlinUShort",
    "UByte": "KotlinUByte", "Float": "KotlinFloat", "Double": "KotlinDouble",
    "Boolean": "KotlinBoolean", "Number": "KotlinNumber", "MutableSet": "KotlinMutableSet",
    "MutableDictionary": "KotlinMutableDictionary",
}

NULLABILITY = {"_Nullable", "_Nonnull", "_Null_unspecified", "_Nullable_result", "__nullable", "__nonnull"}
VARIANCE = {"__covariant", "__contravariant", "__kindof", "const", "struct"}
STOCK_UNAVAILABLE = {"alloc", "allocWithZone:", "new"}


class Header:
    """What the header declares: Swift names of its classes and protocols, and the framework prefix."""

    def __init__(self, text):
        self.prefix = ""
        base = re.search(r"@interface\s+\w+(?:<[^>]*>)?\s*:\s*(\w*)Base\b", text)
        if base:
            self.prefix = base.group(1)
        self.swift_names = {}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def tokenize(s):
    return re.findall(r"[A-Za-z_][A-Za-z0-9_]*|\^|\*|\(|\)|<|>|,|:", s)


class TypeParser:
    """A small C declarator parser for ObjC types, abstract or naming a property."""

    def __init__(self, header, tokens):
        self.h = header
        self.t = tokens
        self.i = 0

    def peek(self, k=0):
        return self.t[self.i + k] if self.i + k < len(self.t) else None

    def take(self):
        tok = self.t[self.i]
        self.i += 1
        return tok

    def qualifiers(self):
        nullable = False
        while self.peek() in NULLABILITY or self.peek() in VARIANCE:
            if self.take() in ("_Nullable", "_Nullable_result", "__nullable"):
                nullable = True
        return nullable

    def base(self):
        """Specifiers: a primitive, `id`, `id<P>`, or `Name<Args> *`; returns a type dict."""
        self.qualifiers()
        name = self.take()
        args = []
        if self.peek() == "<":
            self.take()
            while self.peek() != ">":
                args.append(self.full_type())
                if self.peek() == ",":
                    self.take()
            self.take()
        pointer = False
        nullable = self.qualifiers()
        while self.peek() == "*":
            self.take()
            pointer = True
            nullable = self.qualifiers() or nullable
        return {"kind": "named", "name": name, "args": args, "pointer": pointer, "nullable": nullable}

    def declarator(self, inner):
        """Applies a (possibly block) declarator to `inner`; returns (type, declared name or None)."""
        if self.peek() == "(" and self.peek(1) == "^":
            self.take()
            self.take()
            nullable = self.qualifiers()
            depth, start = 1, self.i
            while depth:
                tok = self.take()
                depth += {"(": 1, ")": -1}.get(tok, 0)
            nested = self.t[start:self.i - 1]
            params = self.params()
            block = {"kind": "block", "params": params, "returns": inner, "nullable": nullable}
            sub = TypeParser(self.h, nested)
            result = sub.declarator(block)
            return result
        name = None
        if self.peek() is not None and re.match(r"[A-Za-z_]", self.peek()):
            name = self.take()
        return inner, name

    def params(self):
        assert self.take() == "("
        params = []
        if self.peek() == "void" and self.peek(1) == ")":
            self.take()
        while self.peek() != ")":
            base = self.base()
            t, _ = self.declarator(base)
            params.append(t)
            if self.peek() == ",":
                self.take()
        self.take()
        return params

    def full_type(self):
        t, _ = self.declarator(self.base())
        return t


def parse_type(header, text):
    return TypeParser(header, tokenize(text)).full_type()


def objc_class_swift_name(header, name):
    if name in header.swift_names:
        return header.swift_names[name]
    if header.prefix and name.startswith(header.prefix) and name[len(header.prefix):] in STDLIB_OBJC:
        return STDLIB_OBJC[name[len(header.prefix):]]
    if name in STDLIB_OBJC:
        return STDLIB_OBJC[name]
    return name


def swift_type(header, t, context="plain", self_name=None):
    """Spells an ObjC type as Swift imports it. `context`: plain, bridged (NSArray... element), generic."""
    if t["kind"] == "block":
        params = ", ".join(swift_type(header, p, "plain", self_name) for p in t["params"])
        ret = swift_type(header, t["returns"], "plain", self_name)
        text = f"({params}) -> {ret}"
        return f"({text})?" if t["nullable"] else text
    name, args, nullable = t["name"], t["args"], t["nullable"]
    opt = "?" if nullable else ""
    if name in PRIMITIVES and not t["pointer"]:
        return PRIMITIVES[name]
    if name == "instancetype":
        return (self_name or "Self") + opt
    if name == "id":
        if args:
            protocols = " & ".join(objc_class_swift_name(header, a["name"]) for a in args)
            return protocols + opt
        if context == "hashable":
            return "AnyHashable"
        return ("AnyObject" if context == "generic" else "Any") + opt
    if name in ("NSString",):
        return ("NSString" if context == "generic" else "String") + opt
    if name in ("NSArray", "NSSet", "NSDictionary") and context == "generic":
        return name + opt
    if name in ("NSArray", "NSSet", "NSDictionary"):
        if name == "NSArray":
            inner = swift_type(header, args[0], "bridged", self_name) if args else "Any"
            return f"[{inner}]" + opt
        if name == "NSSet":
            inner = swift_type(header, args[0], "hashable", self_name) if args else "AnyHashable"
            return f"Set<{inner}>" + opt
        key = swift_type(header, args[0], "hashable", self_name) if args else "AnyHashable"
        value = swift_type(header, args[1], "bridged", self_name) if len(args) > 1 else "Any"
        return f"[{key}: {value}]" + opt
    if name == "NSError":
        return "Error" + opt
    if name in ("NSMutableArray", "NSMutableSet", "NSMutableDictionary", "NSObject"):
        return name + opt
    if not t["pointer"]:
        return header.swift_names.get(name, name) + opt  # a type parameter (T) or an NS_ENUM typedef
    swift = objc_class_swift_name(header, name)
    if args:
        swift += "<" + ", ".join(swift_type(header, a, "generic", self_name) for a in args) + ">"
    return swift + opt
