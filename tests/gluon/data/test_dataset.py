"""Datasets and samplers against real MXNet 1.9.1's results."""
import pickle

import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.gluon import data as gdata
from hybridlint.runtime.gluon.contrib_data import IntervalSampler

from .expected import EXPECTED, FIXTURES, plain

SAMPLERS = EXPECTED["samplers"]
DATASETS = EXPECTED["datasets"]


@pytest.mark.parametrize("last", ["keep", "discard", "rollover"])
def test_batch_sampler_matches_mxnet_over_two_passes(last):
    bs = gdata.BatchSampler(gdata.SequentialSampler(10), 3, last)
    got = [[list(b) for b in bs], len(bs), [list(b) for b in bs], len(bs)]
    assert got == SAMPLERS[f"batch/{last}"]


def test_batch_sampler_rejects_an_unknown_last_batch():
    with pytest.raises(ValueError, match="'keep', 'discard', or 'rollover'"):
        list(gdata.BatchSampler(gdata.SequentialSampler(5), 2, "drop"))


def test_random_sampler_follows_numpys_global_seed_like_mxnet():
    np.random.seed(7)
    assert [int(i) for i in gdata.RandomSampler(10)] == SAMPLERS["random/10"]


def test_sequential_sampler_start():
    assert list(gdata.SequentialSampler(4, 3)) == SAMPLERS["sequential/start"]


def test_dataset_views_match_mxnet():
    ds = gdata.SimpleDataset(list(range(10)))
    assert [[ds.shard(3, i)[j] for j in range(len(ds.shard(3, i)))] for i in range(3)] \
        == DATASETS["shard"]
    assert [len(ds.take(4)), len(ds.take(None)), len(ds.take(40))] == DATASETS["take"]
    assert list(ds.filter(lambda x: x % 3 == 0)) == DATASETS["filter"]
    assert list(ds.transform(lambda x: x * 2)) == DATASETS["transform"]
    assert list(ds.sample(gdata.SequentialSampler(3, 5))) == DATASETS["sample"]
    pairs = gdata.ArrayDataset(list(range(5)), list("abcde"))
    assert [list(s) for s in pairs.transform_first(lambda x: x + 100)] == DATASETS["transform_first"]
    assert [list(s) for s in pairs.transform(lambda x, y: (y, x))] == DATASETS["transform_pairs"]


def test_array_dataset_keeps_a_1d_ndarray_as_numpy_like_mxnet():
    arr = gdata.ArrayDataset(nd.arange(4), nd.ones((4, 2)))
    assert plain(arr[1][0]) == DATASETS["array_1d_item"]
    assert plain(arr[1][1]) == DATASETS["array_2d_item"]
    assert len(arr) == 4
    single = gdata.ArrayDataset(np.arange(3))
    assert single[2] == 2


def test_array_dataset_refuses_unequal_lengths():
    with pytest.raises(ValueError, match="same length"):
        gdata.ArrayDataset([1, 2, 3], [1, 2])


def test_eager_transform_runs_once():
    calls = []
    ds = gdata.SimpleDataset([1, 2]).transform(lambda x: calls.append(x) or x, lazy=False)
    assert calls == [1, 2] and list(ds) == [1, 2] and calls == [1, 2]


def test_shard_and_sample_arguments_are_checked():
    ds = gdata.SimpleDataset(list(range(4)))
    with pytest.raises(ValueError, match="out of range"):
        ds.shard(2, 2)
    with pytest.raises(TypeError, match="gluon.data.Sampler"):
        ds.sample([0, 1])


def test_transform_first_closure_pickles_for_worker_processes():
    ds = gdata.ArrayDataset([1, 2], [3, 4]).transform_first(abs)
    assert list(pickle.loads(pickle.dumps(ds))) == [(1, 3), (2, 4)]


def test_record_file_dataset_reads_a_file_mxnet_wrote():
    ds = gdata.RecordFileDataset(str(FIXTURES / "sample.rec"))
    payloads = [bytes.fromhex(p) for p in EXPECTED["recordio"]["payloads"]]
    assert len(ds) == len(payloads)
    assert [ds[i] for i in range(len(ds))] == payloads      # includes a record split at the magic
    assert ds[2] == payloads[2] and ds[0] == payloads[0]     # random access after the split one
    reloaded = pickle.loads(pickle.dumps(ds))
    assert reloaded[3] == payloads[3]


def test_record_file_dataset_names_a_missing_index(tmp_path):
    (tmp_path / "x.rec").write_bytes(b"")
    with pytest.raises(FileNotFoundError, match=r"x\.idx"):
        gdata.RecordFileDataset(str(tmp_path / "x.rec"))


def _only(samples):
    return samples[0]


def test_record_file_dataset_in_worker_processes_and_threads():
    ds = gdata.RecordFileDataset(str(FIXTURES / "sample.rec"))
    want = [ds[i] for i in range(len(ds))]          # the parent opens the file first
    for kwargs in ({"num_workers": 2}, {"num_workers": 2, "thread_pool": True}):
        loader = gdata.DataLoader(ds, batch_size=1, batchify_fn=_only, **kwargs)
        assert list(loader) == want
