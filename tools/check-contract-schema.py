#!/usr/bin/env python3
"""Checks every contract in the repository against the contract format's JSON Schema
(draft 2020-12) with the standard `jsonschema` validator, and that the schema rejects
a set of malformed contracts. Prints `N passed, M failed` and exits 1 on any failure."""
import copy
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

try:
    import jsonschema
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "jsonschema"], check=True)
    import jsonschema

schema = json.load(open(os.path.join(ROOT, "contracts", "kontract.schema.json")))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

passed = failed = 0

# Every key of every object carries a description and a markdownDescription (editors show them).
def undocumented(node, path):
    if not isinstance(node, dict):
        return []
    found = []
    for key, child in node.get("properties", {}).items():
        if "description" not in child or "markdownDescription" not in child:
            found.append(f"{path}/{key}")
        found += undocumented(child, f"{path}/{key}")
    for key in ("items", "additionalProperties"):
        found += undocumented(node.get(key), f"{path}/{key}")
    for key in ("oneOf", "anyOf", "allOf"):
        for index, child in enumerate(node.get(key, [])):
            found += undocumented(child, f"{path}/{key}[{index}]")
    for key, child in node.get("$defs", {}).items():
        found += undocumented(child, f"$defs/{key}")
    return found
missing = undocumented(schema, "")
if missing:
    failed += 1
    print(f"FAIL keys without description/markdownDescription: {', '.join(missing)}")
else:
    passed += 1
contracts = sorted(glob.glob(os.path.join(ROOT, "contracts", "**", "*.kontract.json"), recursive=True))
contracts += sorted(glob.glob(os.path.join(ROOT, "Tests", "Golden", "*", "contracts", "*.kontract.json")))
contracts += sorted(glob.glob(os.path.join(ROOT, "Examples", "*", "**", "*.kontract.json"), recursive=True))
for path in contracts:
    errors = list(validator.iter_errors(json.load(open(path, encoding="utf-8"))))
    if errors:
        failed += 1
        print(f"FAIL {os.path.relpath(path, ROOT)}: {errors[0].message[:200]}")
    else:
        passed += 1

# Malformed variants of the search contract that the schema must reject.
search = json.load(open(os.path.join(ROOT, "contracts", "search.kontract.json"), encoding="utf-8"))
def variant(change):
    contract = copy.deepcopy(search)
    change(contract)
    return contract
rejected = {
    "unknown top-level key": variant(lambda c: c.update(modul="Shared")),
    "missing package": variant(lambda c: c.pop("package")),
    "format version 2": variant(lambda c: c.update(kontract=2)),
    "unknown declaration kind": variant(lambda c: c["declarations"][0].update(kind="record")),
    "unknown property key": variant(lambda c: c["declarations"][0]["properties"][0].update(typ="Int")),
    "property without type": variant(lambda c: c["declarations"][0]["properties"][0].pop("type")),
    "provides other than viewModel": variant(lambda c: c["declarations"][4]["functions"][0].update(provides="x")),
    "file name without .kt": variant(lambda c: c["declarations"][4].update(name="SearchIos")),
    "unknown json key": variant(lambda c: c.update(json={"encodeDefault": True})),
    "entries on a data class": variant(lambda c: c["declarations"][0].update(entries=["A"])),
    "annotation typo": variant(lambda c: c["declarations"][4]["properties"][0].update(annotations=["NativeCoroutineState"])),
    "annotation with @": variant(lambda c: c["declarations"][4]["properties"][0].update(annotations=["@NativeCoroutinesState"])),
    "encodeDefault other than always/never": variant(lambda c: c["declarations"][0]["properties"][0].update(encodeDefault="Always")),
    "namingStrategy typo": variant(lambda c: c.update(json={"namingStrategy": "snakecase"})),
    "a file nested in a declaration": variant(lambda c: c["declarations"][0].update(nested=[{"kind": "file", "name": "A.kt"}])),
    "inner other than a boolean": variant(lambda c: c["declarations"][0].update(nested=[{"kind": "class", "name": "In", "inner": "yes"}])),
    "companion with an unknown key": variant(lambda c: c["declarations"][0].update(companion={"nam": "Named"})),
    "companion supertypes other than an array": variant(lambda c: c["declarations"][0].update(companion={"supertypes": "Base"})),
    "companion on an object": variant(lambda c: c["declarations"][0].update(nested=[{"kind": "object", "name": "O", "companion": {}}])),
    "mutable other than a boolean": variant(lambda c: c["declarations"][0]["properties"][0].update(mutable="var")),
}
for label, contract in rejected.items():
    if validator.is_valid(contract):
        failed += 1
        print(f"FAIL schema accepted a malformed contract: {label}")
    else:
        passed += 1

print(f"contract schema: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
