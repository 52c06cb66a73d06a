"""The rules' fixer registry: each rule module names its fixers with ``FixerRef("module:attribute")``,
and the fixer modules load at a finding's first offer, not with the rules."""
from __future__ import annotations

import inspect
import json
import subprocess
import sys

import pytest

from hybridlint.fixers import Fixer, Refusal, all_fixers
from hybridlint.rule import FixerRef
from hybridlint.rules import all_rules


def _refs() -> list[tuple[str, str, FixerRef]]:
    found = []
    for rule in all_rules():
        module = sys.modules[rule.__module__]
        found += [(module.__name__, name, value) for name, value in vars(module).items()
                  if isinstance(value, FixerRef)]
    return found


REFS = _refs()


def test_rules_name_fixers():
    assert len(REFS) >= 60
    named = {ref.load() for _, _, ref in REFS}
    # every fixer that rules offer is reached through a ref (none imported around the registry)
    assert set(all_fixers()) <= named


@pytest.mark.parametrize("module, name, ref", REFS, ids=[f"{m.rsplit('.', 1)[-1]}.{n}" for m, n, _ in REFS])
def test_ref_resolves_to_what_it_is_bound_as(module, name, ref):
    target = ref.load()
    assert ref.path.rpartition(":")[2] == name, "bind each ref under the name of what it names"
    if inspect.isclass(target):
        assert issubclass(target, Fixer) and target in all_fixers()
    else:
        assert callable(target), f"{ref.path} is neither a fixer class nor a function"
    assert target.__module__ == ref.path.partition(":")[0]


def test_importing_the_rules_loads_no_fixer():
    code = ("import sys, json\nimport hybridlint.rules as r\nr.all_rules()\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('hybridlint.fixers'))))")
    loaded = set(json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                           check=True).stdout))
    fixer_modules = {fixer.__module__ for fixer in all_fixers()}
    assert loaded and not loaded & fixer_modules, sorted(loaded & fixer_modules)


def test_a_finding_loads_the_fixers_it_asks():
    source = ("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
              "    def hybrid_forward(self, F, x):\n        x += 1\n        return x\n")
    code = ("import sys, json\nimport hybridlint.rules as r\n"
            f"found = r.analyze({source!r}, 'net.py')\n"
            "print(json.dumps([[d.code for d in found], sorted(m for m in sys.modules "
            "if m.startswith('hybridlint.fixers.') and not m.rpartition('.')[2].startswith('_'))]))")
    codes, loaded = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                              check=True).stdout)
    assert codes == ["HYB004"]
    assert loaded == ["hybridlint.fixers.augmented_assignment"]


def test_ref_forwards_attributes_calls_and_isinstance():
    ref = FixerRef("fractions:Fraction")
    assert ref(1, 2) == ref.from_float(0.5)
    assert isinstance(ref(3), ref) and not isinstance(0.5, ref)
    refusal = FixerRef("hybridlint.fixers:Refusal")
    assert isinstance(Refusal("why"), refusal)
    assert repr(ref) == "FixerRef('fractions:Fraction')"


@pytest.mark.parametrize("path", ["fractions.Fraction", ":Fraction", "fractions:", ""])
def test_ref_path_is_module_colon_attribute(path):
    with pytest.raises(ValueError, match="module:attribute"):
        FixerRef(path)


def test_unknown_ref_fails_at_first_use():
    ref = FixerRef("hybridlint.fixers.device_constant:NoSuchFixer")
    with pytest.raises(AttributeError):
        ref.offer


def test_a_copy_is_the_same_ref():
    import copy

    ref = FixerRef("fractions:Fraction")
    for made in (copy.copy(ref), copy.deepcopy(ref)):
        assert made.path == ref.path and made(1, 2) == ref(1, 2)
