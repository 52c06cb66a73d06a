"""DataLoader: batches, dtypes and last_batch handling against real MXNet 1.9.1,
and worker processes/threads giving the same batches as the main process."""
import multiprocessing
import time

import numpy as np
import pytest
from hybridlint.runtime import context, nd
from hybridlint.runtime.gluon import data as gdata

from .expected import EXPECTED, plain

LOADERS = EXPECTED["loaders"]
X = np.arange(30, dtype="float32").reshape(10, 3)
Y = np.arange(10)


def _pairs():
    return gdata.ArrayDataset(X, Y)


def test_batches_and_dtypes_match_mxnet():
    assert [plain(b) for b in gdata.DataLoader(_pairs(), batch_size=4)] == LOADERS["plain"]
    nds = gdata.ArrayDataset(nd.array(X), [0.5 * i for i in range(10)])
    assert [plain(b) for b in gdata.DataLoader(nds, batch_size=5)] == LOADERS["nd_and_floats"]
    ints = gdata.SimpleDataset([1, 2, 3])
    assert [plain(b) for b in gdata.DataLoader(ints, batch_size=2)] == LOADERS["ints"]
    arrays = gdata.SimpleDataset([np.ones((2,), "float64") * i for i in range(3)])
    assert [plain(b) for b in gdata.DataLoader(arrays, batch_size=3)] == LOADERS["np_arrays"]


def test_shuffle_follows_numpys_global_seed_like_mxnet():
    np.random.seed(3)
    got = [plain(b) for b in gdata.DataLoader(_pairs(), batch_size=4, shuffle=True)]
    assert got == LOADERS["shuffle"]


def test_last_batch_discard_and_rollover_match_mxnet():
    assert len(gdata.DataLoader(_pairs(), batch_size=4, last_batch="discard")) \
        == LOADERS["discard_len"]
    roll = gdata.DataLoader(_pairs(), batch_size=4, last_batch="rollover")
    assert [[plain(b) for b in roll] for _ in range(3)] == LOADERS["rollover"]


def test_batch_sampler_and_custom_batchify():
    loader = gdata.DataLoader(_pairs(), batch_sampler=gdata.BatchSampler(
        gdata.SequentialSampler(10), 5), batchify_fn=lambda samples: len(samples))
    assert list(loader) == [5, 5] and len(loader) == 2


@pytest.mark.parametrize("kwargs, fragment", [
    ({}, "batch_size must be specified"),
    ({"batch_size": 2, "shuffle": True, "sampler": gdata.SequentialSampler(10)}, "shuffle"),
    ({"batch_sampler": gdata.BatchSampler(gdata.SequentialSampler(10), 2), "batch_size": 2},
     "must not be specified"),
    ({"batch_size": 2, "timeout": 0}, "timeout must be positive"),
])
def test_conflicting_arguments_are_refused(kwargs, fragment):
    with pytest.raises(ValueError, match=fragment):
        gdata.DataLoader(_pairs(), **kwargs)


def _transformed():
    # a lambda in the transform: fork hands it to the workers without pickling
    return gdata.ArrayDataset(nd.array(X), Y).transform_first(lambda x: x * 2 + 1)


def _as_lists(loader):
    return [[f.asnumpy().tolist() for f in batch] for batch in loader]


def test_two_worker_processes_give_the_main_process_batches_in_order():
    want = _as_lists(gdata.DataLoader(_transformed(), batch_size=3))
    loader = gdata.DataLoader(_transformed(), batch_size=3, num_workers=2)
    assert _as_lists(loader) == want
    assert _as_lists(loader) == want          # a second pass over the same pool
    del loader


def test_thread_pool_prefetch_pin_memory_and_auto_reload():
    want = _as_lists(gdata.DataLoader(_transformed(), batch_size=4))
    loader = gdata.DataLoader(_transformed(), batch_size=4, num_workers=2, thread_pool=True,
                              prefetch=1, pin_memory=True, auto_reload=True)
    first = list(loader)
    assert [[f.asnumpy().tolist() for f in b] for b in first] == want
    assert first[0][0].context == context.cpu_pinned(0)
    assert _as_lists(loader) == want


class _Slow(gdata.Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, idx):
        time.sleep(2)
        return idx


def test_a_worker_past_its_timeout_is_a_clear_error():
    loader = gdata.DataLoader(_Slow(), batch_size=1, num_workers=1, thread_pool=True, timeout=0.1)
    with pytest.raises(multiprocessing.TimeoutError, match="timed out after 0.1 seconds"):
        next(iter(loader))


def test_worker_errors_reach_the_caller():
    ds = gdata.SimpleDataset([1, 2, 3]).transform(lambda x: 1 / (x - 2))
    loader = gdata.DataLoader(ds, batch_size=1, num_workers=1)
    with pytest.raises(ZeroDivisionError):
        list(loader)
