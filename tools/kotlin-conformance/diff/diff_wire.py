"""kontract diff's WIRE verdicts confirmed by the real Kotlin compiler and kotlinx (a part of tools/kotlin-conformance).

Tests/DiffCases/kotlin-wire-cases.txt (written and kept current by KotlinWireCasesTests) holds, per diff case with a
serializable declaration on both sides, diff's WIRE verdict and each declaration's BASE and HEAD samples. Every
case's BASE and HEAD contracts are emitted into the conformance compilation, each side in a package of its own
(`diffcase.c002.base`, `diffcase.c002.head`); DiffWireOracle.kt writes BASE's samples with BASE's serializer, reads
them with HEAD's and writes them back, and reads HEAD's samples with BASE's. A case breaks when some sample does not
survive; the verdict must be diff's.
"""
import json
import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CASES = os.path.join(ROOT, "Tests", "DiffCases")
RECORD = os.path.join(CASES, "kotlin-wire-cases.txt")
SIDES = ("base", "head")


def side_name(package, qualified, side):
    """`diffcase.c002.C002S` in BASE's package: `diffcase.c002.base.C002S`."""
    if not package:
        return side + ("." + qualified if qualified else "")
    return package + "." + side + qualified[len(package):]


def read_record():
    """[{"case", "verdict", "ids", "pairs": [{"package", "name", "base": [...], "head": [...]}]}]."""
    cases = []
    for line in open(RECORD, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        if word == "case":
            parts = rest.split(" ")
            cases.append({"case": parts[0], "verdict": parts[1], "ids": parts[2] if len(parts) > 2 else "",
                          "pairs": []})
        elif word == "pair":
            package, name = rest.split(" ")
            cases[-1]["pairs"].append({"package": package, "name": name, "base": [], "head": []})
        else:
            cases[-1]["pairs"][-1][word].append(rest)
    return cases


SERIAL_KINDS = {"data class", "object", "data object", "sealed class", "sealed interface"}


def keep_serial_names(declarations, prefix):
    """A class's default serial name is its qualified name, which the side's package would change: each
    serializable class gets the name it has in the case as its explicit `serialName`."""
    for declaration in declarations:
        qualified = prefix + declaration["name"]
        if declaration.get("kind") in SERIAL_KINDS and "serialName" not in declaration:
            declaration["serialName"] = qualified
        keep_serial_names(declaration.get("subclasses", []), qualified + ".")


def selected(cases):
    """The cases compiled (tools/test's budget: about a third of the record adds ~10 s to the one compilation):
    in record order, every breaking case that shows a WIRE id fewer than two chosen cases show, and the first ten
    compatible ones. KONTRACT_DIFF_WIRE_ALL=1: every case."""
    if os.environ.get("KONTRACT_DIFF_WIRE_ALL") == "1":
        return cases
    shown, chosen, compatible = {}, [], 0
    for case in cases:
        ids = [i for i in case["ids"].split(",") if i]
        if case["verdict"] == "compatible":
            if compatible == 10:
                continue
            compatible += 1
        elif all(shown.get(i, 0) >= 2 for i in ids):
            continue
        chosen.append(case)
        for i in ids:
            shown[i] = shown.get(i, 0) + 1
    return chosen


def emit(driver, work):
    """Writes every recorded case's two sides as Kotlin (one package per side) plus the oracle; returns the .kt files."""
    contracts = os.path.join(work, "diff-wire-contracts")
    source_dir = os.path.join(work, "diff-wire-kotlin-src")
    for folder in (contracts, source_dir):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
    for case in selected(read_record()):
        for side in SIDES:
            with open(os.path.join(CASES, case["case"], side + ".kontract.json"), encoding="utf-8") as handle:
                document = json.load(handle)
            package = document.get("package", "")
            keep_serial_names(document.get("declarations", []), package + "." if package else "")
            document["package"] = side_name(package, package, side)
            with open(os.path.join(contracts, f"{case['case']}-{side}.kontract.json"), "w", encoding="utf-8") as out:
                json.dump(document, out, indent=1)
    subprocess.run([driver, "emit", source_dir, contracts], check=True)
    # The emitted Driver.kt's serializer table, `target(type)`, in a package of its own beside the main conformance's.
    driver_source = os.path.join(source_dir, "Driver.kt")
    with open(driver_source, encoding="utf-8") as handle:
        text = handle.read()
    with open(driver_source, "w", encoding="utf-8") as handle:
        handle.write("package kontractdiffwire.cases\n\n" + text)
    shutil.copy2(os.path.join(HERE, "DiffWireOracle.kt"), os.path.join(source_dir, "DiffWireOracle.kt"))
    return sorted(os.path.join(source_dir, f) for f in os.listdir(source_dir) if f.endswith(".kt"))


def check(java, classpath, work):
    """Runs the oracle on every recorded case; returns (confirmed case names, failure texts, ids covered)."""
    cases = selected(read_record())
    path = os.path.join(work, "diff-wire.jsonl")
    with open(path, "w", encoding="utf-8") as handle:
        for case in cases:
            for pair in case["pairs"]:
                handle.write(json.dumps({
                    "case": case["case"],
                    "base": side_name(pair["package"], pair["name"], "base"),
                    "head": side_name(pair["package"], pair["name"], "head"),
                    "baseSamples": pair["base"], "headSamples": pair["head"]}) + "\n")
    result = subprocess.run([java, "-cp", classpath, "kontractdiffwire.DiffWireOracleKt", path],
                            capture_output=True, text=True)
    if result.returncode != 0:
        return [], [f"the diff WIRE oracle failed: {result.stderr[-2000:]}"], set()
    rows = [json.loads(line) for line in result.stdout.splitlines() if line]
    confirmed, failures, ids = [], [], set()
    for case in cases:
        mine = [row for row in rows if row["case"] == case["case"]]
        errors = [row["error"] for row in mine if "error" in row]
        breaks = [f"{row['type']}: {row['break']}" for row in mine if "break" in row]
        kotlin = "breaks" if breaks else "compatible"
        if errors or len(mine) != len(case["pairs"]):
            failures.append(f"{case['case']}: {'; '.join(errors) or 'missing results'}")
        elif kotlin != case["verdict"]:
            failures.append(f"{case['case']}: kontract diff says {case['verdict']} ({case['ids'] or 'no WIRE id'}), "
                            f"Kotlin says {kotlin}{': ' + breaks[0] if breaks else ''}")
        else:
            confirmed.append(case["case"])
            ids.update(i for i in case["ids"].split(",") if i)
    if len(confirmed) < 30:
        failures.append(f"only {len(confirmed)} WIRE verdicts confirmed (issue 29 asks for 30)")
    return confirmed, failures, ids
