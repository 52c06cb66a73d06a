"""hybridlint.regex_code: a second process builds its patterns from the cache, the same patterns;
a pattern the parser warns about warns in every run and is not kept; a bad cache is ignored."""
import marshal
import os
import subprocess
import sys

import pytest

_PROBE = r"""
import re, sys, warnings
warnings.simplefilter("always")
from hybridlint.regex_code import cached
with cached("probe", sys.argv[1]):
    named = re.compile(r"(?P<word>\w+)[ \t]*=[ \t]*(?:(\d+)|x)", re.MULTILINE | re.IGNORECASE)
    raw = re.compile(rb"a{2,5}(?!b)|[^\x00-\x1f]+")
    nested = re.compile(r"[[a]")     # FutureWarning: possible nested set
    debug = re.compile("z", re.DEBUG)
print(named.groupindex, named.groups, named.flags, named.pattern)
print([m.groups() for m in named.finditer("A = 12\nbb=x\nc= 3")], raw.findall(b"aaab aaa \x01zz"))
print(nested.match("[a") is not None, raw.flags)
"""

_needs_cache = pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="cache used on 3.11 only")


def _run(tmp_path):
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return subprocess.run([sys.executable, "-c", _PROBE, str(tmp_path / "x.py")], env=env,
                          capture_output=True, text=True)


def _plain():
    env = dict(os.environ)
    env["PYTHONDONTWRITEBYTECODE"] = "1"    # no cache written, none read: re's own compile
    probe = _PROBE.replace('with cached("probe", sys.argv[1]):', "if True:")
    return subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)


@_needs_cache
def test_second_process_reads_the_cache_and_builds_the_same_patterns(tmp_path):
    first = _run(tmp_path)
    assert first.returncode == 0, first.stderr
    (cache,) = tmp_path.glob("probe-regex-code.*.marshal")
    kept = marshal.loads(cache.read_bytes())
    # the patterns of this probe, but the one the parser warns about and the one compiled with DEBUG
    assert {p for p, _ in kept} >= {r"(?P<word>\w+)[ \t]*=[ \t]*(?:(\d+)|x)", rb"a{2,5}(?!b)|[^\x00-\x1f]+"}
    assert not {r"[[a]", "z"} & {p for p, _ in kept}
    before = cache.stat().st_mtime_ns
    second = _run(tmp_path)
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout == _plain().stdout
    assert "{'word': 1} 2" in first.stdout and "[('A', '12'), ('bb', None), ('c', '3')]" in first.stdout
    # warned in both runs, as re warns
    assert "FutureWarning: Possible nested set" in first.stderr
    assert "FutureWarning: Possible nested set" in second.stderr
    assert cache.stat().st_mtime_ns == before        # nothing new: not written again


@_needs_cache
def test_a_broken_cache_is_ignored(tmp_path):
    first = _run(tmp_path)
    (cache,) = tmp_path.glob("probe-regex-code.*.marshal")
    cache.write_bytes(b"\x00junk")
    run = _run(tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout == first.stdout
    # a program the engine refuses: compiled anew
    entries = marshal.loads(marshal.dumps({(r"(?P<word>\w+)[ \t]*=[ \t]*(?:(\d+)|x)", 10):
                                           (10 | 32, [1, 2, 3], 1, {"word": 1}, (None, "word", None))}))
    cache.write_bytes(marshal.dumps(entries))
    run = _run(tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout == first.stdout
