"""The import-layer contract (issue #15), checked on the source tree with ``ast``.

Each side of the product is a stack of layers; a module may import from its own layer and the
layers below it, never from a layer above -- function-local imports included, because an import
moved into a function to dodge a cycle is still the same dependency. Import cycles of more than one
module are not allowed either.

The tree meets the contract: the lists of known exceptions below (``KNOWN_UPWARD``,
``KNOWN_CYCLES``) are empty since issue #15 was paid off, and a new upward import or a module
joining a cycle fails this test. docs/architecture.md shows the layers.
"""
from __future__ import annotations

import ast
import functools
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent

# folder in the repository -> import name (pyproject's package-dir mapping)
PACKAGES = {"hybridlint": "hybridlint", "runtime": "hybridlint.runtime",
            "rules": "hybridlint.rules", "fixers": "hybridlint.fixers"}

R = "hybridlint.runtime."
# Lowest layer first. A module belongs to the first layer with a prefix that matches it
# (a prefix matches the module itself and everything under it).
RUNTIME_LAYERS = [
    ("core", [R + m for m in ("errors", "context", "limits", "name", "attribute", "base", "atomic_write",
                              "registry", "random_helpers", "util", "mx_registry", "mempool")]),
    ("ops", [R + "ops"]),
    # the frontend, lowest first (docs/architecture.md, "Frontend order"): what NDArray and
    # Symbol are built from; NDArray; what works on NDArrays (autograd's API, files, the graph IR
    # and its executors); Symbol; the namespaces generated from the op table
    ("frontend.base", [R + m for m in ("invocation", "namespace", "fluent", "rng", "tape",
                                       "symbol_node", "symbol_json_writer")]),
    ("frontend.ndarray", [R + "ndarray"]),
    ("frontend.arrays", [R + m for m in ("autograd", "params_io", "nd_updates", "nd_contrib_updates",
                                         "operator", "graph", "graph_grad", "executor",
                                         "control_flow")]),
    ("frontend.symbol", [R + m for m in ("symbol", "symbol_json", "control_flow_trace")]),
    ("frontend.namespaces", [R + m for m in ("nd", "sym", "random")]),
    ("compiler", [R + "compiler"]),
    ("libraries", [R + m for m in ("initializer", "optimizer", "optimizer_base", "optimizer_flat",
                                   "optimizer_sgd", "optimizer_adaptive", "optimizer_layerwise",
                                   "optimizer_updater", "optimizer_states", "metric",
                                   "lr_scheduler", "io", "io_base", "io_files", "io_image",
                                   "io_image_det", "io_det_aug", "cpp_random",
                                   "image", "image_iter", "image_det_aug", "image_det_crop",
                                   "image_det", "mx_image", "recordio", "kvstore", "profiler",
                                   "test_utils",
                                   "mx_numpy", "mx_npx", "mx_runtime", "contrib")]),
    ("gluon", [R + "gluon"]),
    ("entry", [R + m for m in ("onnx", "catalogue", "compat", "__main__")] + ["hybridlint.runtime"]),
]
L = "hybridlint."
LINTER_LAYERS = [
    ("api", [L + "diagnostics", L + "rule"]),
    ("engine", [L + "engine"]),
    ("rules", ["hybridlint.rules", "hybridlint.fixers"]),
    ("runner", [L + m for m in ("sourcefile", "notebook", "notebook_json", "noqa", "cache", "discovery", "config",
                                "analysis", "run_settings", "loading", "outcome", "suppression",
                                "fixloop", "runner", "lint_session", "reporters", "ruledocs", "regex_code")]),
    # verification runs user code on the runtime: the only linter layer that may import it
    ("verify", [L + "verify", L + "testing"]),
    ("entry", [L + m for m in ("cli", "server", "lsp_wire", "onnx_cli", "__main__")] + ["hybridlint"]),
]
RUNTIME_USERS = {"verify", "entry"}
# Below both sides: stdlib-only helpers that the linter and the runtime both use (bounded reads of
# files from untrusted places, atomic file replacement, the code cache of @dataclass methods, module
# loading outside the garbage collector); they import nothing of ours.
SHARED = {L + "boundedio", L + "atomicfile", L + "dataclass_code", L + "startup_gc"}

# Known debt, (importer, imported). Delete an entry when its import goes (none left).
KNOWN_UPWARD: set[tuple[str, str]] = set()

# Known cycles: each the exact module set of one strongly connected component today (none left).
KNOWN_CYCLES: list[frozenset[str]] = []


def _modules() -> dict[str, pathlib.Path]:
    mods = {}
    for folder, package in PACKAGES.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            mods[".".join([package, *parts])] = path
    return mods


MODULES = _modules()


def _owner(name: str) -> str | None:
    """The project module an imported name lives in (a package's name if it is not a module)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _targets(module: str, path: pathlib.Path, node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module if path.name == "__init__.py" else module.rpartition(".")[0]
            parts = package.split(".")
            package = ".".join(parts[:len(parts) - node.level + 1])
            base = f"{package}.{base}" if node.module else package
        # `from pkg import sub` names the submodule when there is one
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
    return [t for t in map(_owner, names) if t and t != module]


def _type_checking_only(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` -- imports for annotations only, never executed (import-linter's
    exclude_type_checking_imports)."""
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If) and _type_checking_only(node):
            stack.extend(node.orelse)
        else:
            stack.extend(ast.iter_child_nodes(node))


# Built on first use, not at import: every pytest-xdist worker imports this module to collect it,
# and parsing the whole source tree there cost each worker that never runs these tests as much as
# the one that does. Cached, so the tests below share one graph in a worker.
@functools.cache
def _import_graph() -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {m: set() for m in MODULES}
    for module, path in MODULES.items():
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            edges[module].update(_targets(module, path, node))
    return edges


_ROOTS = frozenset({"hybridlint", "hybridlint.runtime"})


def _layer(module: str):
    if module in SHARED:
        return "shared", -1, "shared"
    for side, layers in (("runtime", RUNTIME_LAYERS), ("linter", LINTER_LAYERS)):
        # the longest matching prefix decides, so `hybridlint.runtime` (entry) does not swallow
        # `hybridlint.runtime.ops`
        best = None
        for rank, (name, prefixes) in enumerate(layers):
            for prefix in prefixes:
                # the package roots name only their __init__: a new module must be placed
                if module == prefix or (module.startswith(prefix + ".") and prefix not in _ROOTS):
                    if best is None or len(prefix) > best[0]:
                        best = (len(prefix), rank, name)
        if best:
            return side, best[1], best[2]
    return None


def test_every_module_has_a_layer():
    unplaced = sorted(m for m in MODULES if _layer(m) is None)
    assert not unplaced, f"put these modules into a layer of tests/test_layers.py: {unplaced}"


def test_no_new_upward_import():
    upward = set()
    for module, targets in _import_graph().items():
        side, rank, _ = _layer(module)
        for target in targets:
            t_side, t_rank, _ = _layer(target)
            if t_side == side and t_rank > rank:
                upward.add((module, target))
    new = sorted(upward - KNOWN_UPWARD)
    assert not new, ("upward imports (a lower layer importing a higher one; docs/architecture.md): "
                     + "; ".join(f"{a} -> {b} ({_layer(a)[2]} -> {_layer(b)[2]})" for a, b in new))
    paid = sorted(KNOWN_UPWARD - upward)
    assert not paid, f"these known upward imports are gone: delete them from KNOWN_UPWARD: {paid}"


def test_lint_path_never_imports_the_runtime():
    bad = sorted((m, t) for m, targets in _import_graph().items() for t in targets
                 if _layer(m)[0] == "linter" and _layer(m)[2] not in RUNTIME_USERS
                 and _layer(t)[0] == "runtime")
    assert not bad, f"the lint path must not import the runtime (numpy): {bad}"
    back = sorted((m, t) for m, targets in _import_graph().items() for t in targets
                  if _layer(m)[0] == "runtime" and _layer(t)[0] == "linter")
    assert not back, f"the runtime must not import the linter: {back}"


# what the verify layer may import from the runtime: the package and the `import mxnet` alias;
# the rest goes through the `mx` namespace the alias returns, as on a real MXNet
RUNTIME_PUBLIC_API = {"hybridlint.runtime", "hybridlint.runtime.compat"}


def test_verify_uses_only_the_runtime_public_api():
    bad = sorted((m, t) for m, targets in _import_graph().items() for t in targets
                 if _layer(m)[2] == "verify" and _layer(m)[0] == "linter"
                 and _layer(t)[0] == "runtime" and t not in RUNTIME_PUBLIC_API)
    assert not bad, f"verification must use only the runtime's public API {sorted(RUNTIME_PUBLIC_API)}: {bad}"


def test_shared_modules_import_nothing_of_ours():
    bad = {m: sorted(_import_graph()[m]) for m in SHARED if _import_graph().get(m)}
    assert not bad, f"shared modules (used by the linter and the runtime) must import only the stdlib: {bad}"


def _cycles() -> list[frozenset[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    edges = _import_graph()
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def test_no_new_import_cycle():
    cycles = _cycles()
    for cycle in cycles:
        home = [known for known in KNOWN_CYCLES if cycle <= known]
        closest = max(KNOWN_CYCLES, key=lambda k: len(k & cycle), default=frozenset())
        assert home, ("a new import cycle (or a module joined a known one): "
                      f"{sorted(cycle - closest)} in {sorted(cycle)}")
    shrunk = [sorted(known) for known in KNOWN_CYCLES if known not in cycles]
    assert not shrunk, ("known cycles changed or are gone: set KNOWN_CYCLES to the cycles that remain: "
                        f"{[sorted(c) for c in cycles]}")


@pytest.mark.parametrize("side,layers", [("runtime", RUNTIME_LAYERS), ("linter", LINTER_LAYERS)])
def test_layers_are_documented(side, layers):
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = [name for name, _ in layers if f"`{name}`" not in text]
    assert not missing, f"docs/architecture.md's Layers section does not name the {side} layers {missing}"
