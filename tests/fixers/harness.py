"""Apply fixes in memory and run example modules in the runtime (shared by the fixer tests)."""
from __future__ import annotations

import itertools
import pathlib
import shutil
import subprocess
import sys
import types

from hybridlint import engine
from hybridlint.engine.companions import class_of, class_spans, fixed_classes, is_companion, keep_companions
from hybridlint.fixloop import _select_fixes
from hybridlint.rules import registered

MAX_ROUNDS = 10
_counter = itertools.count()

# One engine run per (text, path, rule set) in a worker. An example's checks lint the same text
# several times (its finding, the companions and the first fix round of the original; the
# second round, the no-op re-fix and the satisfied rule of the fixed text): seven runs on two
# texts, the largest share of the fixer-example tests' time. The engine is a pure function of these
# arguments (tests/engine/test_analyze.py checks that it is deterministic) and its Diagnostics are
# frozen, so every check reads the same findings as before from one run. (A test that changes the
# engine's settings between two runs of one text, e.g. monkeypatching pipeline flags, must call
# hybridlint.rules.analyze itself.)
_LINTED: dict = {}


def engine_analyze(source: str, path: str = "example.py", rules=None) -> list:
    """``engine.analyze`` of the registered rules (or ``rules``), once per text, path and rules."""
    rules = None if rules is None else tuple(rules)
    key = (source, path, rules)
    if key not in _LINTED:
        _LINTED[key] = engine.analyze(source, path, rules=registered() if rules is None else rules)
    return list(_LINTED[key])


def analyze(source: str, path: str = "example.py", rules=None) -> list:
    """``hybridlint.rules.analyze`` (companion findings kept only beside an error of their class)
    on the shared engine run."""
    return keep_companions(engine_analyze(source, path, rules), source)


def fixable(diags, unsafe: bool):
    return [d for d in diags if d.fix is not None and (unsafe or d.fix.applicability == "safe")]


def fix_once(source: str, unsafe: bool = True, path: str = "example.py", rules=None,
             companions: "frozenset[str] | None" = frozenset()) -> tuple[str, list]:
    """One round as `hybridlint check --fix` does it: whole fixes whose edits do not overlap.
    ``companions``: the classes whose companion fixes (HYB024) are made (the original lint's, as
    `--fix` keeps them across rounds); None reads them from this source; none by default: a
    fixer's examples show its own rewrite, HYB024's show the companions."""
    raw = engine_analyze(source, path, rules)
    if companions is None:
        companions = fixed_classes(keep_companions(raw, source), source,
                                   lambda d: d.fix is not None and (unsafe or d.fix.applicability == "safe"))
    diags = keep_companions(raw, source, companions)
    spans = class_spans(source) if any(is_companion(d) for d in diags) else []
    diags = [d for d in diags if not is_companion(d) or class_of(d, spans) in companions]
    # the fixes `check --fix` would take in this round (the same order and overlap rule)
    edits, chosen = _select_fixes(fixable(diags, unsafe), source)
    # forward, in (start, end) order, as hybridlint.sourcefile.apply_edits does: an insertion
    # and a replacement starting at the same offset both apply, the insertion first
    pieces, cursor = [], 0
    for e in sorted(edits, key=lambda e: (e.start, e.end)):
        pieces.append(source[cursor:e.start])
        pieces.append(e.text)
        cursor = e.end
    pieces.append(source[cursor:])
    return "".join(pieces), chosen


def fix_source(source: str, unsafe: bool = True, path: str = "example.py", rules=None,
               companions: bool = False) -> str:
    """Re-lint and fix until stable; raises if a round produces code that does not parse.
    ``companions``: also make HYB024's companion fixes, in the classes that fail in the first
    round's lint, as `check --fix --unsafe-fixes` does."""
    companions = None if companions else frozenset()
    for _ in range(MAX_ROUNDS):
        if companions is None:
            companions = fixed_classes(analyze(source, path, rules=rules), source,
                                       lambda d: d.fix is not None and (unsafe or d.fix.applicability == "safe"))
        new, chosen = fix_once(source, unsafe, path, rules, companions)
        if not chosen or new == source:
            return source
        compile(new, path, "exec")
        source = new
    return source


def load_block_class(source: str, name: str = "example"):
    """Exec ``source`` as a module (``mxnet`` served by the runtime) and return its HybridBlock class
    (the one named ``Net`` when the module also defines the blocks it uses as children)."""
    from hybridlint.runtime import compat

    compat.install()
    import mxnet as mx

    mod = types.ModuleType(f"_fixer_example_{name}_{next(_counter)}")
    exec(compile(source, f"{name}.py", "exec"), mod.__dict__)
    found = [v for v in vars(mod).values()
             if isinstance(v, type) and issubclass(v, mx.gluon.HybridBlock) and v.__module__ == mod.__name__]
    named = [v for v in found if v.__name__ == "Net"]
    if len(found) > 1 and len(named) == 1:
        return named[0]
    assert len(found) == 1, f"an example must hold exactly one HybridBlock class, found {found}"
    return found[0]


def make_inputs(shapes, seed: int, dtype: str = "float32"):
    import numpy as np

    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s).astype(dtype) for s in shapes]


def build(cls, seed: int = 0):
    """Instantiate and initialize with a seeded generator so two versions get equal weights."""
    import mxnet as mx
    import numpy as np

    mx.random.seed(seed)
    np.random.seed(seed)
    net = cls()
    net.initialize()
    return net


def eager_outputs(net, arrays):
    import mxnet as mx

    net.hybridize(active=False)
    out = net(*[mx.nd.array(a, dtype=a.dtype) for a in arrays])
    return [o.asnumpy() for o in _flatten(out)]


def input_grads(net, arrays, hybrid: bool, head=None):
    """``net``'s outputs (a flat list) and its inputs' gradients, eager or hybridized, with
    ``backward()`` from ``head(outputs)`` (default: the sum of every output) recorded with them."""
    import mxnet as mx

    net.hybridize(active=hybrid)
    xs = [mx.nd.array(a, dtype=a.dtype) for a in arrays]
    for x in xs:
        x.attach_grad()
    with mx.autograd.record():
        outs = _flatten(net(*xs))
        loss = head(outs) if head is not None else sum(o.sum() for o in outs)
    loss.backward()
    return [o.asnumpy() for o in outs], [x.grad.asnumpy() for x in xs]


def _flatten(out):
    if isinstance(out, (list, tuple)):
        return [y for x in out for y in _flatten(x)]
    return [out]


def fixed_copies(tmp_path_factory, cases: pathlib.Path, names) -> pathlib.Path:
    """Copies of the named cases of a bench set (the harm sets' legal blocks), fixed once by the
    command line as a user runs it (`check --fix --unsafe-fixes`): the folder that holds them."""
    out = tmp_path_factory.mktemp(cases.name)
    for name in dict.fromkeys(names):
        shutil.copy(cases / name, out / name)
    run = subprocess.run([sys.executable, "-m", "hybridlint", "check", "--fix", "--unsafe-fixes", "--no-cache", "."],
                         cwd=out, capture_output=True, text=True, timeout=300)
    # 0 or 1 (findings left): a run that never got to fix would leave every line "kept"
    assert run.returncode in (0, 1) and "Traceback" not in run.stderr, run.stderr
    return out
