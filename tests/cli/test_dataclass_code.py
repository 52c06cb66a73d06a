"""hybridlint.dataclass_code: a second process builds hybridlint's dataclasses from the cache, with
the same behaviour; classes of other modules are left to dataclasses; a bad cache is ignored."""
import os
import subprocess
import sys

import pytest

_PROBE = """
import dataclasses, sys
from hybridlint.dataclass_code import cached
with cached("probe", sys.argv[1], ("hybridlint.",)):
    from hybridlint.diagnostics import Diagnostic, Edit
    @dataclasses.dataclass(frozen=True)
    class Local:
        a: int
        b: str = "x"
d = Diagnostic(path="p.py", line=1, col=2, code="HYB001", message="m")
print(d == Diagnostic(path="p.py", line=1, col=2, code="HYB001", message="m"), repr(Edit(0, 1, "y")),
      hash(Local(1)) == hash(Local(1)), Local(2))
"""

_needs_cache = pytest.mark.skipif(sys.version_info[:2] not in ((3, 10), (3, 11)),
                                  reason="cache used on 3.10/3.11 only")


def _run(tmp_path, beside):
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return subprocess.run([sys.executable, "-c", _PROBE, str(beside)], env=env, capture_output=True, text=True)


@_needs_cache
def test_second_process_reads_the_cache_and_builds_the_same_classes(tmp_path):
    first = _run(tmp_path, tmp_path / "x.py")
    assert first.returncode == 0, first.stderr
    (cache,) = tmp_path.glob("probe-dataclass-code.*.marshal")
    import marshal
    texts = marshal.loads(cache.read_bytes())
    # hybridlint's classes only: the probe's own class (module __main__) is not in it
    assert texts and not any("self,a:_type_a" in text for text in texts)
    before = cache.stat().st_mtime_ns
    second = _run(tmp_path, tmp_path / "x.py")
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout and first.stdout.startswith("True Edit(")
    assert "True Local(a=2, b='x')" in first.stdout
    assert cache.stat().st_mtime_ns == before        # nothing new: not written again


@_needs_cache
def test_a_broken_cache_is_ignored(tmp_path):
    from importlib.util import MAGIC_NUMBER
    name = f"probe-dataclass-code.{sys.implementation.cache_tag}-{MAGIC_NUMBER.hex()}.marshal"
    (tmp_path / name).write_bytes(b"\x00junk")
    run = _run(tmp_path, tmp_path / "x.py")
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("True Edit(")
