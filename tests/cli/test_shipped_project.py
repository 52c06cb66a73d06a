"""The project index goes to the pool's workers pickled once, and is unpickled once per worker."""
from __future__ import annotations

import pickle

from hybridlint import analysis
from hybridlint.analysis import ShippedProject


def test_pickled_once_and_unpacked_once_per_process(monkeypatch):
    project = {"modules": list(range(1000))}
    shipped = ShippedProject(project)
    first = pickle.dumps(shipped)
    blob = shipped._blob
    assert pickle.dumps(shipped) == first and shipped._blob is blob     # not pickled again
    monkeypatch.setattr(analysis, "_RECEIVED", None)
    a, b = pickle.loads(first), pickle.loads(first)
    got_a = a.unpacked()
    assert got_a == project and got_a is not project
    assert b.unpacked() is got_a                                       # the worker's copy
    other = pickle.loads(pickle.dumps(ShippedProject({"modules": []})))
    assert other.unpacked() == {"modules": []}                           # a new run: a new key


def test_analyze_many_takes_a_shipped_project(monkeypatch):
    seen = []

    class Fake:
        def analyze(self, text, path, project):
            seen.append(project)
            return []

    monkeypatch.setattr(analysis, "_RECEIVED", None)
    shipped = pickle.loads(pickle.dumps(ShippedProject({"p": 1})))
    assert analysis.analyze_many(shipped, [("x = 1\n", "a.py"), ("y = 2\n", "b.py")], Fake()) == [[], []]
    assert seen == [{"p": 1}, {"p": 1}] and seen[0] is seen[1]
