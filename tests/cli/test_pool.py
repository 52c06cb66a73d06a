"""The runner's process pool: indexing workers fork before the engine's import, which this process
runs meanwhile; the analysis workers fork after it and inherit it."""
import multiprocessing

import pytest

from hybridlint import runner

PRELOADED = []


class _FakeEngine:
    def preload(self) -> None:
        PRELOADED.append(True)


def _seen_preload(items):
    # runs in a worker: what its process inherited from the parent at the fork
    return [bool(PRELOADED) for _ in items]


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="forked workers only")
def test_index_workers_fork_before_the_import_and_analysis_workers_after():
    PRELOADED.clear()
    pool = runner._Pool(2, _FakeEngine())
    items = [(f"text {i}", f"f{i}.py") for i in range(8)]
    try:
        assert pool.map_chunks(_seen_preload, items, needs_engine=False) == [False] * 8
        assert PRELOADED == [True] and pool.executor is None     # imported meanwhile, pool gone
        assert pool.map_chunks(_seen_preload, items) == [True] * 8
        assert PRELOADED == [True]                               # once
    finally:
        pool.close()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="forked workers only")
def test_a_second_index_call_after_the_import_uses_the_lasting_pool():
    PRELOADED.clear()
    pool = runner._Pool(2, _FakeEngine())
    items = [("text", "f.py")] * 4
    try:
        assert pool.map_chunks(_seen_preload, items) == [True] * 4
        executor = pool.executor
        assert pool.map_chunks(_seen_preload, items, needs_engine=False) == [True] * 4
        assert pool.executor is executor and PRELOADED == [True]
    finally:
        pool.close()
