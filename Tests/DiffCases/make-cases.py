#!/usr/bin/env python3
# Writes the diff corpus: one folder per case, base.kontract.json and head.kontract.json (the `expected` files are
# recorded by `KONTRACT_DIFF_RECORD=1 swift test --filter DiffCorpusTests` and reviewed by hand).
# Each case's types carry its number (C012S) so that every case's generated Swift fits in one module.
import copy, json, os, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
cases = []  # (name, base declarations, head declarations, base json config, head json config, intent)


def case(name, base, head, intent, base_json=None, head_json=None):
    cases.append((name, base, head, base_json, head_json, intent))


def dc(name, *props, **extra):
    d = {"kind": "data class", "name": name, "properties": list(props)}
    d.update(extra)
    return d


def p(name, type_, **extra):
    d = {"name": name, "type": type_}
    d.update(extra)
    return d


def enum(name, *entries):
    return {"kind": "enum class", "name": name, "entries": list(entries)}


def sealed(name, *subclasses, kind="sealed interface"):
    return {"kind": kind, "name": name, "subclasses": list(subclasses)}


def fn(name, *params, returns="Unit", **extra):
    d = {"name": name, "parameters": list(params), "returns": returns}
    d.update(extra)
    return d


def file(name, *functions, properties=()):
    d = {"kind": "file", "name": name, "functions": list(functions)}
    if properties:
        d["properties"] = list(properties)
    return d


def cls(name, properties=(), functions=(), constructors=None, **extra):
    d = {"kind": "class", "name": name}
    if properties:
        d["properties"] = list(properties)
    if functions:
        d["functions"] = list(functions)
    if constructors is not None:
        d["constructors"] = constructors
    d.update(extra)
    return d


# --- Data classes: constructor properties (SWIFT initializer, WIRE keys, KOTLIN parameters) -------------------
S = lambda *props, **extra: [dc("S", p("id", "Int"), p("name", "String"), *props, **extra)]
case("property-added-with-default", S(), S(p("note", "String", default="")),
     "KD0104 bridge only (swift style restores defaults); KD0213")
case("property-added-without-default", S(), S(p("note", "String")), "KD0104 KD0201 KD0303")
case("property-added-ignore-unknown-keys", S(), S(p("note", "String", default="")),
     "KD0104 bridge only; no WIRE: old readers ignore unknown keys",
     base_json={"ignoreUnknownKeys": True}, head_json={"ignoreUnknownKeys": True})
case("nullable-property-added-with-null-default", S(), S(p("note", "String?", default=None)), "KD0104 bridge; KD0213")
case("property-removed", S(p("note", "String")), S(), "KD0102 KD0104 KD0202 KD0307")
case("optional-property-removed-ignore-unknown-keys", S(p("note", "String", default="")), S(),
     "KD0102 KD0104 KD0307; WIRE none", base_json={"ignoreUnknownKeys": True}, head_json={"ignoreUnknownKeys": True})
case("optional-property-removed-strict-reader", S(p("note", "String", default="")), S(),
     "KD0102 KD0104 KD0202 KD0307")
case("properties-reordered", [dc("S", p("id", "Int"), p("name", "String"))],
     [dc("S", p("name", "String"), p("id", "Int"))], "KD0104 KD0307")
case("property-renamed", S(p("note", "String")), S(p("remark", "String")),
     "KD0102 KD0104 KD0201 KD0202 KD0303 KD0307")
case("property-renamed-keeping-serial-name", S(p("note", "String")), S(p("remark", "String", serialName="note")),
     "KD0102 KD0104 KD0201 KD0202 KD0303 KD0307 (matched by Kotlin name)")
case("serial-name-added", S(p("note", "String")), S(p("note", "String", serialName="remark")), "KD0203")
case("serial-name-changed", S(p("note", "String", serialName="a")), S(p("note", "String", serialName="b")), "KD0203")
case("serial-name-made-explicit", S(p("note", "String")), S(p("note", "String", serialName="note")), "none")
case("default-changed", S(p("size", "Int", default=1)), S(p("size", "Int", default=2)), "KD0211 (warning)")
case("default-changed-encode-defaults", S(p("size", "Int", default=1)), S(p("size", "Int", default=2)),
     "KD0211 (warning)", base_json={"encodeDefaults": True}, head_json={"encodeDefaults": True})
case("default-removed", S(p("size", "Int", default=1)), S(p("size", "Int")),
     "KD0212 KD0304; KD0104 swift style")
case("default-added", S(p("size", "Int")), S(p("size", "Int", default=1)), "KD0216: new writers leave the default out")
case("default-added-encode-defaults", S(p("size", "Int")), S(p("size", "Int", default=1)), "none: new writers write it",
     base_json={"encodeDefaults": True}, head_json={"encodeDefaults": True})
case("required-added", S(p("size", "Int", default=1)), S(p("size", "Int", default=1, required=True)), "KD0212")
case("transient-property-added", S(), S(p("cache", "String", default="", transient=True)), "KD0104 bridge only")
case("doc-changed", S(p("note", "String", doc="a")), S(p("note", "String", doc="b")), "none")
case("unchanged", S(p("note", "String")), S(p("note", "String")), "none")
case("mutable-property", S(p("note", "String")), S(p("note", "String", mutable=True)), "none")

# --- Types of properties: Swift types, wire shapes, Kotlin types ---------------------------------------------
numbers = ["Byte", "Short", "Int", "Long", "Float", "Double"]
for old in numbers:
    for new in numbers:
        if old == new:
            continue
        case(f"number-{old.lower()}-to-{new.lower()}", [dc("N", p("n", old))], [dc("N", p("n", new))],
             "KD0103 KD0104 KD0305; KD0208 narrowed, KD0215 widened, KD0210 integer to floating")
case("int-to-uint", [dc("N", p("n", "Int"))], [dc("N", p("n", "UInt"))], "KD0103 KD0104 KD0208 KD0305")
case("string-to-int", [dc("T", p("v", "String"))], [dc("T", p("v", "Int"))], "KD0103 KD0104 KD0210 KD0305")
case("int-to-string", [dc("T", p("v", "Int"))], [dc("T", p("v", "String"))], "KD0103 KD0104 KD0210 KD0305")
case("boolean-to-string", [dc("T", p("v", "Boolean"))], [dc("T", p("v", "String"))], "KD0103 KD0104 KD0210 KD0305")
case("string-made-nullable", [dc("T", p("v", "String"))], [dc("T", p("v", "String?"))],
     "KD0103 KD0104 KD0214 KD0305")
case("string-made-non-null", [dc("T", p("v", "String?"))], [dc("T", p("v", "String"))],
     "KD0103 KD0104 KD0209 KD0305")
case("int-made-nullable-boxed", [dc("T", p("v", "Int"))], [dc("T", p("v", "Int?"))],
     "KD0103 KD0104 KD0214 KD0305 (bridge: KotlinInt?)")
case("list-to-set", [dc("T", p("v", "List<String>"))], [dc("T", p("v", "Set<String>"))],
     "KD0103 KD0104 KD0305; WIRE none or KD0215")
case("list-element-widened", [dc("T", p("v", "List<Int>"))], [dc("T", p("v", "List<Long>"))],
     "KD0103 KD0104 KD0305; WIRE none or KD0215")
case("list-element-narrowed", [dc("T", p("v", "List<Long>"))], [dc("T", p("v", "List<Int>"))],
     "KD0103 KD0104 KD0208 KD0305")
case("list-element-changed-kind", [dc("T", p("v", "List<Int>"))], [dc("T", p("v", "List<String>"))],
     "KD0103 KD0104 KD0210 KD0305")
case("map-value-narrowed", [dc("T", p("v", "Map<String, Long>"))], [dc("T", p("v", "Map<String, Int>"))],
     "KD0103 KD0104 KD0208 KD0305")
case("string-to-list", [dc("T", p("v", "String"))], [dc("T", p("v", "List<String>"))],
     "KD0103 KD0104 KD0210 KD0305")
case("object-to-list", [dc("I", p("x", "Int")), dc("T", p("v", "I"))], [dc("I", p("x", "Int")), dc("T", p("v", "List<I>"))],
     "KD0103 KD0104 KD0210 KD0305")
case("nested-type-renamed-same-wire", [dc("I", p("x", "Int")), dc("T", p("v", "I"))],
     [dc("J", p("x", "Int")), dc("T", p("v", "J"))], "KD0101 KD0301 KD0103 KD0104 KD0305; WIRE none")

# --- Names Swift sees ------------------------------------------------------------------------------------------
case("type-objc-name-added", S(), [dc("S", p("id", "Int"), p("name", "String"), objcName="Renamed")], "KD0101")
case("property-objc-name-added", S(), [dc("S", p("id", "Int", objcName="identifier"), p("name", "String"))],
     "KD0102 KD0104")
case("type-renamed", [dc("Old", p("id", "Int"))], [dc("New", p("id", "Int"))], "KD0101 KD0301")
case("type-removed", [dc("A", p("id", "Int")), dc("B", p("id", "Int"))], [dc("A", p("id", "Int"))], "KD0101 KD0301")
case("type-added", [dc("A", p("id", "Int"))], [dc("A", p("id", "Int")), dc("B", p("id", "Int"))], "none")
case("derived-property-removed",
     [dc("D", p("n", "Int"), derived=[{"name": "twice", "type": "Int", "kotlin": "n"}])],
     [dc("D", p("n", "Int"))], "KD0102 KD0302")
case("derived-property-type-changed",
     [dc("D", p("n", "Int"), derived=[{"name": "twice", "type": "Int", "kotlin": "n"}])],
     [dc("D", p("n", "Int"), derived=[{"name": "twice", "type": "String", "kotlin": "n.toString()"}])],
     "KD0103 KD0305")
case("derived-property-added",
     [dc("D", p("n", "Int"))],
     [dc("D", p("n", "Int"), derived=[{"name": "twice", "type": "Int", "kotlin": "n"}])], "none")

# --- Enums ------------------------------------------------------------------------------------------------------
case("enum-entry-added", [enum("E", "A", "B")], [enum("E", "A", "B", "C")],
     "KD0105 (SKIE, swift style) KD0205 (warning)")
case("enum-entry-removed", [enum("E", "A", "B", "C")], [enum("E", "A", "B")], "KD0106 KD0204 KD0302")
case("enum-entry-renamed", [enum("E", "A", "B")], [enum("E", "A", "BEE")],
     "KD0106 KD0105(SKIE/swift) KD0204 KD0205 KD0302")
case("enum-entry-serial-name-changed", [enum("E", "A", {"name": "B", "serialName": "b"})],
     [enum("E", "A", {"name": "B", "serialName": "bee"})], "KD0204 KD0205")
case("enum-entry-serial-name-added", [enum("E", "A", "B")], [enum("E", "A", {"name": "B", "serialName": "b"})],
     "KD0204 KD0205")
case("enum-entries-reordered", [enum("E", "A", "B")], [enum("E", "B", "A")], "none")
case("enum-entry-objc-name", [enum("E", "A", "B")], [enum("E", "A", {"name": "B", "objcName": "bee"})],
     "KD0106 KD0105 where exhaustive")
case("enum-property-type-enum-entry-added", [enum("E", "A"), dc("H", p("e", "E"))],
     [enum("E", "A", "B"), dc("H", p("e", "E"))], "KD0105 KD0205")

# --- Sealed hierarchies -----------------------------------------------------------------------------------------
R = lambda *extra: [sealed("R", dc("Found", p("id", "Int")), {"kind": "data object", "name": "Empty"}, *extra)]
case("sealed-subclass-added", R(), R(dc("Failed", p("why", "String"))), "KD0107 (SKIE, swift style) KD0205")
case("sealed-subclass-removed", R(dc("Failed", p("why", "String"))), R(),
     "KD0101 KD0301 KD0207 (KD0107 none)")
case("sealed-subclass-serial-name-changed",
     R(dc("Failed", p("why", "String"), serialName="failed")),
     R(dc("Failed", p("why", "String"), serialName="error")), "KD0207 KD0205")
case("sealed-subclass-serial-name-added", R(), [sealed("R", dc("Found", p("id", "Int"), serialName="found"),
                                                      {"kind": "data object", "name": "Empty"})], "KD0207 KD0205")
case("sealed-discriminator-changed", R(), R(), "KD0206", head_json={"classDiscriminator": "kind"})
case("sealed-interface-to-sealed-class", R(), [sealed("R", dc("Found", p("id", "Int")),
                                                     {"kind": "data object", "name": "Empty"}, kind="sealed class")],
     "KD0110 KD0306 (+ subclass shapes)")
case("sealed-subclass-property-added", R(), [sealed("R", dc("Found", p("id", "Int"), p("score", "Int")),
                                                   {"kind": "data object", "name": "Empty"})],
     "KD0104 KD0201 KD0303")

# --- Kinds ------------------------------------------------------------------------------------------------------
case("data-class-to-class", [dc("K", p("id", "Int"))],
     [cls("K", properties=[p("id", "Int")])], "KD0110 KD0306 ...")
case("object-to-data-object", [{"kind": "object", "name": "O"}], [{"kind": "data object", "name": "O"}], "KD0306")
case("enum-to-sealed", [enum("K", "A")], [sealed("K", {"kind": "data object", "name": "A"})], "KD0306 KD0110")

# --- Functions of a file (facade) -------------------------------------------------------------------------------
F = lambda *functions, name="Api.kt": [file(name, *functions)]
base_fn = fn("load", p("id", "String"), returns="Int")
case("function-unchanged", F(base_fn), F(base_fn), "none")
case("function-parameter-added", F(base_fn), F(fn("load", p("id", "String"), p("page", "Int"), returns="Int")),
     "KD0109 KD0303")
case("function-parameter-added-with-default", F(base_fn),
     F(fn("load", p("id", "String"), p("page", "Int", default=0), returns="Int")), "KD0109 bridge only")
case("function-parameter-removed", F(fn("load", p("id", "String"), p("page", "Int"), returns="Int")), F(base_fn),
     "KD0109 KD0307")
case("function-parameter-renamed", F(base_fn), F(fn("load", p("key", "String"), returns="Int")),
     "KD0109 KD0307 KD0303")
case("function-parameter-type-changed", F(base_fn), F(fn("load", p("id", "Long"), returns="Int")), "KD0109 KD0305")
case("function-return-type-changed", F(base_fn), F(fn("load", p("id", "String"), returns="Long")), "KD0109 KD0305")
case("function-made-suspend", F(base_fn), F(fn("load", p("id", "String"), returns="Int", suspend=True)),
     "KD0109 KD0305")
case("function-removed", F(base_fn, fn("save")), F(base_fn), "KD0108 KD0302")
case("function-renamed", F(base_fn), F(fn("fetch", p("id", "String"), returns="Int")), "KD0108 KD0302")
case("function-objc-name", F(base_fn), F(fn("load", p("id", "String"), returns="Int", objcName="fetch")),
     "KD0109")
case("function-default-removed", F(fn("load", p("id", "String", default=""), returns="Int")), F(base_fn),
     "KD0304; KD0109 swift style")
case("file-renamed", F(base_fn), F(base_fn, name="Remote.kt"), "KD0101: the facade Kt class is gone in every configuration (SKIE adds globals beside it)")
case("function-added", F(base_fn), F(base_fn, fn("save")), "none")

# --- Classes ----------------------------------------------------------------------------------------------------
C = lambda props=(p("title", "String"),), functions=(fn("refresh"),), constructors=None: [
    cls("Repo", properties=list(props), functions=list(functions), constructors=constructors)]
ctor = lambda *params, **extra: dict({"parameters": list(params)}, **extra)
case("class-property-type-changed", C(), C(props=[p("title", "String?")]), "KD0103 KD0305")
case("class-property-removed", C(), C(props=[]), "KD0102 KD0302")
case("class-function-removed", C(), C(functions=[]), "KD0108 KD0302")
case("class-function-parameter-added", C(), C(functions=[fn("refresh", p("force", "Boolean"))]), "KD0109 KD0303")
case("class-constructor-parameter-added", C(constructors=[ctor(p("url", "String"))]),
     C(constructors=[ctor(p("url", "String"), p("timeout", "Int"))]), "KD0109 KD0303")
case("class-constructor-made-private", C(constructors=[ctor(p("url", "String"))]),
     C(constructors=[ctor(p("url", "String"), visibility="private")]), "KD0108 KD0308")
case("class-constructor-parameter-type-changed", C(constructors=[ctor(p("url", "String"))]),
     C(constructors=[ctor(p("url", "Int"))]), "KD0109 KD0305")
case("class-property-added", C(), C(props=[p("title", "String"), p("count", "Int")]), "none")



def write():
    for entry in os.listdir(HERE):
        if os.path.isdir(os.path.join(HERE, entry)):
            shutil.rmtree(os.path.join(HERE, entry))
    for number, (name, base, head, base_json, head_json, intent) in enumerate(cases, start=1):
        prefix = f"C{number:03d}"
        folder = os.path.join(HERE, f"{number:03d}-{name}")
        os.makedirs(folder)

        def contract(declarations, json_config):
            declarations = copy.deepcopy(declarations)
            rename = {}

            def collect(d):
                rename[d["name"]] = prefix + d["name"] if d["kind"] != "file" else prefix + d["name"]
                for sub in d.get("subclasses", []):
                    collect(sub)
            for d in declarations:
                collect(d)

            def retype(text):
                for old, new in sorted(rename.items(), key=lambda item: -len(item[0])):
                    text = text.replace(old, new) if old in text.replace("<", " ").replace(">", " ").replace(",", " ").replace("?", " ").split() else text
                return text

            def apply(d):
                d["name"] = rename[d["name"]]
                # Function names carry the case too: SKIE's global functions of every case share one module.
                for function in d.get("functions", []):
                    function["name"] = prefix.lower() + function["name"][0].upper() + function["name"][1:]
                for key in ("properties",):
                    for prop in d.get(key, []):
                        prop["type"] = retype(prop["type"])
                for sub in d.get("subclasses", []):
                    apply(sub)
            for d in declarations:
                apply(d)
            document = {"kontract": 1, "module": "Shared", "package": f"diffcase.c{number:03d}"}
            if json_config:
                document["json"] = json_config
            document["declarations"] = declarations
            return json.dumps(document, indent=2) + "\n"
        with open(os.path.join(folder, "base.kontract.json"), "w") as out:
            out.write(contract(base, base_json))
        with open(os.path.join(folder, "head.kontract.json"), "w") as out:
            out.write(contract(head, head_json))
        with open(os.path.join(folder, "intent"), "w") as out:
            out.write(intent + "\n")
    print(f"{len(cases)} cases")


write()
