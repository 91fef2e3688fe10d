#!/usr/bin/env python3
"""Imports SKIE's acceptance tests into Tests/SKIEConformance: the case list, and a contract for each test whose Kotlin is simple.

Usage: tools/skie-conformance/import-cases.py [--only-reason TEXT] SKIE_GIT_DIR [REV]

`--only-reason TEXT` re-imports only the tests cases.txt skips with a reason containing TEXT (after the reader
gained the construct, e.g. `--only-reason "an enum with"`); every other line is kept as it is.

Reads `SKIE/acceptance-tests/functional/src/test/resources/tests` of a SKIE clone (a bare git directory
is fine; REV defaults to HEAD). A test is one `.swift` file; its Kotlin is every `.kt` file of its folder
and of the folders above it, as SKIE's runner assembles it. For every test of the suite's features:
- a line already `covered` in cases.txt is kept as it is, with its files (hand-written or corrected);
- tests expecting other failures (`# RuntimeError(...)`, Kotlin errors), SwiftUI and Combine tests are skipped
  with that reason; the `config.json` files on a test's path become its `cases/<test>.config.json` (the "skie"
  section of kontract.config.json, `SKIE_KEYS`), and a test configured with a key Kontract has no switch for is
  skipped naming the key;
- otherwise `kotlin_shapes.py` writes the contract(s) from the Kotlin: `covered run` when everything the
  Swift observes is in the contract, `covered compile` when the Kotlin has bodies (functions, initializers) a
  contract cannot carry, `covered rejects` for a negative test (`# SwiftCompilationError(text)`); or the line
  is `skipped: <reason>` with the first Kotlin construct the format (or the converter) cannot say.
SKIE's Swift is never copied: a new covered case gets a stub `cases/<test>.swift` naming the SKIE test (and,
for a negative test, SKIE's expected compiler message as `// expected compile error: text`) and an `#error`,
so it cannot compile, and the harness fails the run while any stub is left. Write the case's Swift by hand,
in Kontract's own code, from what the SKIE test checks (README.md), then run
`tools/skie-conformance/skie-conformance --update-baseline`, `swift format -i -r Tests/SKIEConformance`,
and look at the new cases' logs before committing.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kotlin_shapes import Unsupported, convert_file  # noqa: E402

TESTS = "SKIE/acceptance-tests/functional/src/test/resources/tests"
SCOPE = ("enums/", "sealed/", "coroutines/", "default_arguments/", "functions/file_scope_conversion/")
BUG_KEYWORDS = ("enum", "sealed", "flow", "suspend", "default_argument")
ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "Tests" / "SKIEConformance"


def git(gitdir, *args):
    return subprocess.run(["git", "-C", gitdir] + list(args), check=True, capture_output=True, text=True).stdout


def main():
    args = sys.argv[1:]
    only_reason = None
    if args[:1] == ["--only-reason"] and len(args) > 1:
        only_reason, args = args[1], args[2:]
    if len(args) < 1:
        sys.exit(__doc__)
    gitdir, rev = args[0], (args[1] if len(args) > 1 else "HEAD")
    describe = subprocess.run(["git", "-C", gitdir, "describe", "--tags", rev], capture_output=True, text=True).stdout
    commit = git(gitdir, "rev-parse", rev).strip()
    files = [p[len(TESTS) + 1:] for p in git(gitdir, "ls-tree", "-r", "--name-only", rev, TESTS).splitlines()]
    kotlin_by_dir = {}
    for path in files:
        if path.endswith(".kt"):
            kotlin_by_dir.setdefault(str(Path(path).parent), []).append(path)
    covered = {}
    cases_file = SUITE / "cases.txt"
    old_lines = cases_file.read_text().splitlines() if cases_file.exists() else []
    for line in old_lines:
        if line.strip() and not line.startswith("#") and " covered " in line:
            covered[line.split()[0]] = line
        elif only_reason is not None and line.strip() and not line.startswith("#"):
            # Kept as it is unless its skip reason names what is re-imported.
            if " skipped: " not in line or only_reason not in line.split(" skipped: ", 1)[1]:
                covered[line.split()[0]] = line

    def show(path):
        return git(gitdir, "show", f"{rev}:{TESTS}/{path}")

    header = [line for line in old_lines if line.startswith("#")] if only_reason is not None else None
    lines = header or [
        f"# The SKIE acceptance tests (touchlab/SKIE {describe.strip() or '?'}, commit {commit}) for the features of",
        "# issue 14: `<test> covered run|compile|rejects` or `<test> skipped: <reason>`; the Swift of a covered case is"
        " Kontract's own (README.md; tools/skie-conformance/import-cases.py).",
    ]
    for path in sorted(p for p in files if p.endswith(".swift")):
        in_scope = path.startswith(SCOPE) or (
            path.startswith("bugs/") and any(k in path.split("/")[1] for k in BUG_KEYWORDS)
        )
        if not in_scope:
            continue
        case = path[: -len(".swift")]
        if case in covered:
            lines.append(covered[case])
            continue
        folders = [str(p) for p in reversed(Path(path).parents) if str(p) != "."]
        swift = show(path)
        reason = fixed_reason(path, swift, folders, files)
        if reason is None:
            try:
                contracts, has_bodies = [], False
                kotlin_files = [k for d in folders for k in kotlin_by_dir.get(d, [])]
                config = skie_config([show(f"{d}/config.json") for d in folders if f"{d}/config.json" in files],
                                     packages=["tests." + ".".join(Path(k).parent.parts) for k in kotlin_files])
                if not kotlin_files:
                    raise Unsupported("no Kotlin source")
                for kotlin in kotlin_files:
                    package, declarations, bodies = convert_file(show(kotlin), os.path.basename(kotlin))
                    has_bodies |= bodies
                    contracts.append((kotlin, package, declarations))
                not_serializable_enum_parents(contracts)
                negative = swift.startswith("#")
                write_case(case, swift, contracts, describe.strip() or commit, config)
                lines.append(f"{case} covered {'rejects' if negative else 'compile' if has_bodies else 'run'}")
                continue
            except Unsupported as error:
                reason = str(error)
        lines.append(f"{case} skipped: {reason}")
    cases_file.write_text("\n".join(lines) + "\n")
    entries = [line for line in lines if not line.startswith("#")]
    print(f"wrote {cases_file.relative_to(ROOT)}: {sum(1 for line in entries if ' covered ' in line)} covered, "
          f"{sum(1 for line in entries if ' skipped: ' in line)} skipped")


# SKIE configuration keys (config.json `groups[].items`) → kontract.config.json "skie" keys, with the value's reader.
# A test configured with another key is skipped, naming it; add a line when Kontract gains the switch.
SKIE_KEYS = {
    "DefaultArgumentInterop.Enabled": ("defaultArguments", lambda v: v == "true"),
    "DefaultArgumentInterop.MaximumDefaultArgumentCount": ("maximumDefaultArgumentCount", int),
    "FunctionInterop.FileScopeConversion.Enabled": ("globalFunctions", lambda v: v == "true"),
    "SealedInterop.Enabled": ("sealedInterop", lambda v: v == "true"),
    "SealedInterop.Function.Name": ("sealedFunctionName", str),
    "SealedInterop.Function.ArgumentLabel": ("sealedFunctionArgumentLabel", str),
    "SealedInterop.Function.ParameterName": ("sealedFunctionParameterName", str),
    "SealedInterop.ElseName": ("sealedElseName", str),
    "SealedInterop.Case.Visible": ("sealedCaseVisible", lambda v: v == "true"),
    "SuspendInterop.Enabled": ("suspendInterop", lambda v: v == "true"),
    "FlowInterop.Enabled": ("flowInterop", lambda v: v == "true"),
    "SealedInterop.Case.Name": ("sealedCaseName", str),
    "EnumInterop.Enabled": ("enumInterop", lambda v: v == "true"),
    "EnumInterop.LegacyCaseName": ("enumLegacyCaseName", lambda v: v == "true"),
}
# SKIE's configuration flags a test's config.json may turn off, as "skie" keys (Feature_CoroutinesInterop off: no
# suspend and no flow interop).
DISABLED_FLAGS = {"Feature_CoroutinesInterop": {"suspendInterop": False, "flowInterop": False}}
# The flags SKIE's root config.json enables for every test (the suite's own kontract.config.json stands for it).
ROOT_FLAGS = {"Feature_CoroutinesInterop", "Feature_FlowCombineConvertor", "Feature_FutureCombineExtension",
              "Feature_SwiftUIObserving", "Debug_VerifyDescriptorProviderConsistency", "Build_ConcurrentSkieCompilation",
              "Build_ParallelSkieCompilation"}


def not_serializable_enum_parents(contracts):
    """SKIE's Kotlin has no @Serializable, but a contract's sealed type is @Serializable unless it says otherwise;
    under a @Serializable sealed interface an enum class is an error (KG0102), so a sealed interface some enum
    class of the test implements gets "serializable": false, as its Kotlin."""
    def walk(declarations):
        for d in declarations:
            yield d
            yield from walk(d.get("subclasses", []) + d.get("nested", []))

    everything = [d for _, _, declarations in contracts for d in walk(declarations)]
    parents = {t.split("<")[0].split(".")[-1] for d in everything if d.get("kind") == "enum class"
               for t in d.get("supertypes", [])}
    for d in everything:
        if d.get("kind") == "sealed interface" and d.get("name") in parents:
            d["serializable"] = False


def skie_config(configs, packages=()):
    """The "skie" section of a case's kontract.config.json from the config.json files on its path (outermost
    first; a later file's items win), or raises Unsupported naming what Kontract has no switch for. A group
    whose target is a package containing the packages of all the test's Kotlin files (`packages`) applies to the
    whole test, as Kontract's global switches do."""
    skie = {}
    for text in configs:
        config = json.loads(text)
        extra_flags = set(config.get("enabledConfigurationFlags", [])) - ROOT_FLAGS
        disabled = set(config.get("disabledConfigurationFlags", []))
        if extra_flags or disabled - set(DISABLED_FLAGS):
            flags = sorted(extra_flags) + sorted(disabled - set(DISABLED_FLAGS))
            raise Unsupported(f"the SKIE configuration flag {flags[0]} (Kontract has no switch for it)")
        for flag in sorted(disabled):
            skie.update(DISABLED_FLAGS[flag])
        for group in config.get("groups", []):
            target = group.get("target", "")
            if target and not all(p == target or p.startswith(target + ".") for p in packages):
                raise Unsupported(f"a SKIE configuration limited to '{group['target']}', which leaves out some of the "
                                  "test's Kotlin (Kontract's switches are global)")
            for key, value in group.get("items", {}).items():
                if key not in SKIE_KEYS:
                    raise Unsupported(f"the SKIE configuration key {key} (Kontract has no switch for it yet)")
                name, read = SKIE_KEYS[key]
                skie[name] = read(value)
    return skie


def fixed_reason(path, swift, folders, files):
    first = swift.splitlines()[0] if swift else ""
    if "/swiftui/" in path or "import SwiftUI" in swift:
        return "SwiftUI is not available on Linux"
    if "/combine/" in path or "import Combine" in swift:
        return "Combine is not available on Linux"
    if first.startswith("#") and not first[1:].strip().startswith("SwiftCompilationError"):
        return f"expects a failure ({first[1:].strip()}); the harness checks exit 0 and Swift compile errors only"
    return None


def write_case(case, swift, contracts, version, config):
    base = SUITE / "cases" / case
    base.parent.mkdir(parents=True, exist_ok=True)
    if config:
        # Read by the harness over the suite's kontract.config.json (SKIE's root config.json).
        Path(f"{base}.config.json").write_text(json.dumps({"skie": config}, indent=2) + "\n")

    def write(path, package, declarations):
        contract = {"kontract": 1, "module": "Shared", "package": package, "declarations": declarations}
        path.write_text(json.dumps(contract, indent=2) + "\n")

    if len(contracts) == 1:
        write(Path(f"{base}.kontract.json"), contracts[0][1], contracts[0][2])
    else:
        folder = Path(f"{base}.contracts")
        folder.mkdir(exist_ok=True)
        for kotlin, package, declarations in contracts:
            write(folder / (kotlin[: -len(".kt")].replace("/", "_") + ".kontract.json"), package, declarations)
    swift_path = Path(f"{base}.swift")
    if swift_path.exists():
        return
    stub = [f"// Checks SKIE acceptance test {case}.swift (touchlab/SKIE {version})"]
    first = swift.splitlines()[0] if swift else ""
    if first.startswith("# SwiftCompilationError(") and first.rstrip().endswith(")"):
        # The expected compiler message is a fact about the test; the harness reads this line.
        stub.append(f"// expected compile error: {first.strip()[len('# SwiftCompilationError('):-1].strip()}")
    stub.append('#error("write this case\'s Swift test in Kontract\'s own code, from what the SKIE test checks")')
    swift_path.write_text("\n".join(stub) + "\n")


if __name__ == "__main__":
    main()
