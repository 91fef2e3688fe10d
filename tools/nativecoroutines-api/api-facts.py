#!/usr/bin/env python3
# Public Swift API of built modules as sorted fact lines, read from swift-symbolgraph-extract output.
"""Usage: api-facts.py <symbol-graph-dir> <module>...

Prints one line per public symbol an app can see: `<module> <kind> <path> | <declaration>`, the
declaration as the symbol graph spells it without internal parameter names (an app never sees them),
then `| deprecated: <message>` and `| introduced: <platform> <version>, ...` when the symbol has them;
and one line per conformance a public type declares: `<module> conformance <path> : <protocol>`.
SPI symbols (`@_spi`) are not part of the app's API and are left out.
"""
import json
import os
import sys


def declaration(symbol):
    text = ""
    for fragment in symbol.get("declarationFragments", []):
        if fragment["kind"] == "internalParam":
            text = text.rstrip(" ")
            continue
        text += fragment["spelling"]
    return " ".join(text.split())


def availability(symbol):
    parts = []
    introduced = []
    for entry in symbol.get("availability", []):
        if entry.get("isUnconditionallyDeprecated") or "deprecated" in entry:
            parts.append("deprecated: " + entry.get("message", ""))
        if "introduced" in entry:
            version = entry["introduced"]
            introduced.append("%s %d.%d" % (entry["domain"], version["major"], version.get("minor", 0)))
    if introduced:
        parts.append("introduced: " + ", ".join(sorted(introduced)))
    return parts


def facts(folder, module):
    path = os.path.join(folder, module + ".symbols.json")
    with open(path) as handle:
        graph = json.load(handle)
    paths = {}
    lines = []
    for symbol in graph["symbols"]:
        if symbol.get("spi") or symbol.get("accessLevel") not in ("public", "open"):
            continue
        name = ".".join(symbol["pathComponents"])
        paths[symbol["identifier"]["precise"]] = name
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        lines.append(" | ".join([f"{module} {kind} {name}", declaration(symbol)] + availability(symbol)))
    for relation in graph.get("relationships", []):
        source = paths.get(relation["source"])
        if relation["kind"] == "conformsTo" and source:
            target = relation.get("targetFallback") or paths.get(relation["target"], relation["target"])
            lines.append(f"{module} conformance {source} : {target}")
    return lines


def main(arguments):
    if len(arguments) < 2:
        sys.exit(__doc__)
    lines = []
    for module in arguments[1:]:
        lines += facts(arguments[0], module)
    print("\n".join(sorted(lines)))


if __name__ == "__main__":
    main(sys.argv[1:])
