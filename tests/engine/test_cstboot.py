"""The libcst start-up code cache (engine/cstboot.py): a second process reuses it, same results."""
import os
import subprocess
import sys

import pytest

_PROBE = """
import sys
import hybridlint.engine.pipeline
import libcst as cst
from hybridlint.rules import analyze
m = cst.parse_module("x = f(a, b=1)\\n")
assert m.code == "x = f(a, b=1)\\n"
assert cst.Name("x").deep_equals(cst.Name("x"))
src = "from mxnet.gluon import HybridBlock\\nclass B(HybridBlock):\\n    def hybrid_forward(self, F, x):\\n        return x.shape\\n"
print(sorted(d.code for d in analyze(src, "b.py")))
"""


@pytest.mark.skipif(sys.version_info[:2] not in ((3, 10), (3, 11)), reason="cache used on 3.10/3.11 only")
def test_second_process_uses_the_cache_and_gets_the_same_findings(tmp_path):
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    first = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True)
    assert first.returncode == 0, first.stderr
    caches = list(tmp_path.glob("libcst-dataclass-code.*.marshal"))
    assert len(caches) == 1 and caches[0].stat().st_size > 0
    second = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True)
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout == "['HYB001']\n"


def test_a_broken_cache_falls_back_to_the_plain_import(tmp_path):
    from importlib.util import MAGIC_NUMBER
    name = f"libcst-dataclass-code.{sys.implementation.cache_tag}-{MAGIC_NUMBER.hex()}.marshal"
    (tmp_path / name).write_bytes(b"\x00junk")
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    run = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "['HYB001']\n"


@pytest.mark.skipif(sys.version_info[:2] not in ((3, 10), (3, 11)), reason="cache used on 3.10/3.11 only")
def test_a_cache_entry_that_is_not_code_is_never_run(tmp_path):
    import marshal
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    assert subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True).returncode == 0
    (cache,) = tmp_path.glob("libcst-dataclass-code.*.marshal")
    marker = tmp_path / "ran"
    entries = marshal.loads(cache.read_bytes())
    cache.write_bytes(marshal.dumps({k: f"open({str(marker)!r}, 'w')" for k in entries}))
    run = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "['HYB001']\n" and not marker.exists()


_METADATA_PROBE = """
import sys
import hybridlint.engine.pipeline
import libcst
import libcst.metadata as md
assert libcst.metadata is md
# the lint path does not run libcst.metadata's __init__ (every provider) ...
assert "libcst.metadata.scope_provider" not in sys.modules, "scope provider imported"
assert "libcst.metadata.position_provider" in sys.modules
# ... and a caller that reads the package still gets all of it
from libcst.metadata import MetadataWrapper, PositionProvider, ScopeProvider
m = libcst.parse_module("x = 1\\n")
w = MetadataWrapper(m)
print(w.resolve(PositionProvider)[w.module.body[0]].end.column, type(w.resolve(ScopeProvider)[w.module.body[0]]).__name__)
try:
    md.no_such_name
except AttributeError:
    print("AttributeError")
"""


def test_metadata_package_runs_its_init_only_when_read(tmp_path):
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", _METADATA_PROBE], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "5 GlobalScope\nAttributeError\n"


def test_node_classes_answer_isinstance_by_their_bases():
    """cstboot gives libcst's node classes type's own isinstance()/issubclass() (not ABCMeta's
    python-level check): the same answers as their bases give, for every pair of classes."""
    import libcst as cst
    from hybridlint.engine import cstboot
    assert type(cst.Name) is cstboot._NodeMeta and type(cst.CSTNode) is cstboot._NodeMeta
    classes, todo = [], [cst.CSTNode]
    while todo:
        c = todo.pop()
        todo.extend(c.__subclasses__())
        classes.append(c)
    assert len(classes) > 200
    for c in classes:
        for k in classes:
            assert issubclass(c, k) == (k in c.__mro__), (c, k)
    name = cst.Name("x")
    assert isinstance(name, (cst.BaseExpression, cst.CSTNode)) and isinstance(name, cst.Name)
    assert not isinstance(name, cst.Attribute) and not isinstance(3, cst.CSTNode)
