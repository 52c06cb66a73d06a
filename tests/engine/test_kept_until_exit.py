"""Finished analyses left to the end of a pool worker (hybridlint/kept_until_exit.py): only a process
that says it ends without freeing keeps them, under its memory bound, frozen out of the collector,
and the findings are those of an analysis whose objects are freed file by file."""
from __future__ import annotations

import concurrent.futures
import gc
import multiprocessing

import pytest

from hybridlint import analysis, kept_until_exit
from hybridlint.rules import analyze

BLOCK = '''from mxnet.gluon import nn


class Net(nn.HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4)

    def hybrid_forward(self, F, x):
        n = x.shape[0]
        y = self.fc(x)
        y += 1
        return y.reshape((n, -1))
'''


def _codes(diags) -> list[tuple[int, int, str, str]]:
    return [(d.line, d.col, d.code, d.message) for d in diags]


def _analyze_in_worker(text: str) -> tuple[list, int, int]:
    before = kept_until_exit.kept_count()
    found = _codes(analyze(text, "net.py"))
    return found, kept_until_exit.kept_count() - before, gc.get_freeze_count()


def test_a_process_that_did_not_ask_keeps_nothing():
    # (the LSP server, the tests, a library caller: their analyses are freed as before)
    before = kept_until_exit.kept_count()
    found = analyze(BLOCK, "net.py")
    assert found and kept_until_exit.kept_count() == before
    assert kept_until_exit.keep(object()) is False


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs fork")
def test_a_pool_worker_keeps_its_analyses_frozen_and_finds_the_same():
    expected = _codes(analyze(BLOCK, "net.py"))
    assert any(code == "HYB004" for _, _, code, _ in expected), expected
    context = multiprocessing.get_context("fork")
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=context, initializer=analysis.worker_start) as pool:
        first = pool.submit(_analyze_in_worker, BLOCK).result()
        second = pool.submit(_analyze_in_worker, BLOCK).result()
    for found, kept, frozen in (first, second):
        assert found == expected
        assert kept == 1            # the file's context and scope finder, held once
        assert frozen > 0           # out of the collector's walks
    assert second[2] > first[2]     # the second file's objects frozen too


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs fork")
def test_past_its_memory_bound_a_worker_frees_as_before():
    def start() -> None:
        kept_until_exit.keep_until_exit(1)      # 1 MiB: below any Python process's peak

    context = multiprocessing.get_context("fork")
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=context, initializer=start) as pool:
        found, kept, _ = pool.submit(_analyze_in_worker, BLOCK).result()
    assert found == _codes(analyze(BLOCK, "net.py")) and kept == 0
