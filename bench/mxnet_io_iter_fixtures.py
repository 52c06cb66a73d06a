"""Record real MXNet 1.9.1's C++ file iterators ``mx.io.CSVIter`` and ``mx.io.MNISTIter`` (and the
python ``ResizeIter``/``PrefetchingIter`` around them) on small generated files, for
tests/runtime/test_io_iters.py: every batch of two passes (``reset()`` between) with its data,
label, pad and index, and the iterator's provide_data/provide_label.

    /path/to/mxnet-venv/bin/python bench/mxnet_io_iter_fixtures.py tests/fixtures/mxnet/io_iters

The input files are written first (seeded) into the same folder; the test reads them there.
"""
import json
import struct
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load

cases = load("runtime/iter_cases.py")

# (name, iterator, kwargs): as iter_cases.file_iter reads them (file names are relative to the
# fixture folder)
CASES = [
    ("csv_round", "CSVIter", dict(data_csv="data.csv", data_shape=(3,), batch_size=3)),
    ("csv_no_round", "CSVIter", dict(data_csv="data.csv", data_shape=(3,), batch_size=3,
                                     round_batch=False)),
    ("csv_even", "CSVIter", dict(data_csv="data.csv", data_shape=(3,), batch_size=2)),
    ("csv_label", "CSVIter", dict(data_csv="data6.csv", data_shape=(2, 3), batch_size=4,
                                  label_csv="label.csv", label_shape=(2,))),
    ("csv_int", "CSVIter", dict(data_csv="data.csv", data_shape=(3,), batch_size=3,
                                round_batch=False, dtype="int32")),
    ("csv_big_batch", "CSVIter", dict(data_csv="data.csv", data_shape=(3,), batch_size=6)),
    ("mnist", "MNISTIter", dict(image="images-idx3-ubyte", label="labels-idx1-ubyte",
                                batch_size=4, shuffle=False)),
    ("mnist_flat", "MNISTIter", dict(image="images-idx3-ubyte", label="labels-idx1-ubyte",
                                     batch_size=3, shuffle=False, flat=True)),
    ("mnist_parts", "MNISTIter", dict(image="images-idx3-ubyte", label="labels-idx1-ubyte",
                                      batch_size=2, shuffle=False, num_parts=2, part_index=1)),
    ("resize_csv", "ResizeIter", dict(size=5, data_csv="data.csv", data_shape=(3,),
                                      batch_size=2)),
    ("prefetch_csv", "PrefetchingIter", dict(data_csv="data.csv", data_shape=(3,),
                                             batch_size=3, round_batch=False)),
]


def write_inputs(out):
    rng = np.random.RandomState(5)
    rows = [[1, 2, 3], [2, 3, 4], [3, 4, 5], [4, 5, 6], [5, 6, 7]]
    (out / "data.csv").write_text("".join(",".join(map(str, r)) + "\n" for r in rows))
    data6 = np.round(rng.standard_normal((7, 6)), 3)
    (out / "data6.csv").write_text("".join(",".join(f"{v:g}" for v in r) + "\n" for r in data6))
    labels = rng.randint(0, 5, (7, 2))
    (out / "label.csv").write_text("".join(",".join(map(str, r)) + "\n" for r in labels))
    images = rng.randint(0, 256, (9, 4, 5)).astype(np.uint8)
    (out / "images-idx3-ubyte").write_bytes(struct.pack(">IIII", 2051, 9, 4, 5)
                                            + images.tobytes())
    (out / "labels-idx1-ubyte").write_bytes(struct.pack(">II", 2049, 9)
                                            + rng.randint(0, 10, 9).astype(np.uint8).tobytes())


def passes(it, n=2):
    """Every batch of ``n`` passes: (data list, label list, pad, index)."""
    out = []
    for p in range(n):
        if p:
            it.reset()
        batches = []
        for batch in it:
            batches.append(([d.asnumpy() for d in batch.data],
                            [lab.asnumpy() for lab in batch.label or []],
                            int(batch.pad or 0),
                            None if batch.index is None else [int(i) for i in batch.index]))
        out.append(batches)
    return out


def record(out):
    out.mkdir(parents=True, exist_ok=True)
    write_inputs(out)
    arrays, meta = {}, {}
    for name, kind, kwargs in CASES:
        kwargs = cases.as_stored(kwargs)
        it = cases.file_iter(mx.io, kind, kwargs, out)
        meta[name] = {"iter": kind, "kwargs": kwargs,
                      "provide_data": [cases.desc(d) for d in it.provide_data],
                      "provide_label": [cases.desc(d) for d in it.provide_label], "passes": []}
        for p, batches in enumerate(passes(it)):
            rec = []
            for b, (data, label, pad, index) in enumerate(batches):
                for k, a in enumerate(data):
                    arrays[f"{name}_{p}_{b}_data{k}"] = a
                for k, a in enumerate(label):
                    arrays[f"{name}_{p}_{b}_label{k}"] = a
                rec.append({"n_data": len(data), "n_label": len(label), "pad": pad,
                            "index": index})
            meta[name]["passes"].append(rec)
    np.savez_compressed(out / "batches.npz", **arrays)
    (out / "cases.json").write_text(json.dumps(meta, indent=1) + "\n")
    for name in meta:
        print(name, [[(b["pad"], b["index"]) for b in p] for p in meta[name]["passes"]],
              meta[name]["provide_data"], meta[name]["provide_label"])


if __name__ == "__main__":
    record(Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/io_iters"))
