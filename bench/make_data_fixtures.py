"""Record real MXNet 1.9.1's gluon.data behaviour for tests/gluon/data/.

    /work/mxvenv/bin/python bench/make_data_fixtures.py

writes tests/fixtures/mxnet/data/expected.json (sampler orders, dataset views,
DataLoader batches and dtypes, the loss curves of
tests/gluon/data/scripts/train_transforms.py and train_classification.py) and sample.rec/sample.idx (a
RecordIO file written by MXNet's own writer, one record holding the RecordIO
magic word so that it is split into parts), and folder/ + images.rec/.idx (PNG
images) with images.npz, what MXNet's ImageFolderDataset and ImageRecordDataset
decode from them.
"""
import json
import os
import struct
import subprocess
import sys
import zlib

import mxnet as mx
import numpy as np
from mxnet.gluon import data as gdata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "fixtures", "mxnet", "data")


def plain(x):
    if isinstance(x, mx.nd.NDArray):
        return {"nd": x.asnumpy().tolist(), "dtype": np.dtype(x.dtype).name, "shape": list(x.shape)}
    if isinstance(x, np.ndarray):
        return {"np": x.tolist(), "dtype": x.dtype.name}
    if isinstance(x, np.generic):
        return {"np": x.item(), "dtype": x.dtype.name}
    if isinstance(x, (list, tuple)):
        return {"seq": [plain(i) for i in x], "type": type(x).__name__}
    return x


def samplers():
    out = {}
    for last in ("keep", "discard", "rollover"):
        bs = gdata.BatchSampler(gdata.SequentialSampler(10), 3, last)
        out[f"batch/{last}"] = [[list(b) for b in bs], len(bs), [list(b) for b in bs], len(bs)]
    np.random.seed(7)
    out["random/10"] = [int(i) for i in gdata.RandomSampler(10)]
    out["sequential/start"] = list(gdata.SequentialSampler(4, 3))
    return out


def datasets():
    out = {}
    ds = gdata.SimpleDataset(list(range(10)))
    out["shard"] = [[ds.shard(3, i)[j] for j in range(len(ds.shard(3, i)))] for i in range(3)]
    out["take"] = [len(ds.take(4)), len(ds.take(None)), len(ds.take(40))]
    out["filter"] = list(ds.filter(lambda x: x % 3 == 0))
    out["transform"] = list(ds.transform(lambda x: x * 2))
    pairs = gdata.ArrayDataset(list(range(5)), list("abcde"))
    out["transform_first"] = [list(s) for s in pairs.transform_first(lambda x: x + 100)]
    out["transform_pairs"] = [list(s) for s in pairs.transform(lambda x, y: (y, x))]
    arr = gdata.ArrayDataset(mx.nd.arange(4), mx.nd.ones((4, 2)))
    out["array_1d_item"] = plain(arr[1][0])
    out["array_2d_item"] = plain(arr[1][1])
    out["sample"] = list(ds.sample(gdata.SequentialSampler(3, 5)))
    return out


def loaders():
    out = {}
    x = np.arange(30, dtype="float32").reshape(10, 3)
    y = np.arange(10)
    ds = gdata.ArrayDataset(x, y)
    out["plain"] = [plain(b) for b in gdata.DataLoader(ds, batch_size=4)]
    np.random.seed(3)
    out["shuffle"] = [plain(b) for b in gdata.DataLoader(ds, batch_size=4, shuffle=True)]
    out["discard_len"] = len(gdata.DataLoader(ds, batch_size=4, last_batch="discard"))
    roll = gdata.DataLoader(ds, batch_size=4, last_batch="rollover")
    out["rollover"] = [[plain(b) for b in roll] for _ in range(3)]
    nds = gdata.ArrayDataset(mx.nd.array(x), [0.5 * i for i in range(10)])
    out["nd_and_floats"] = [plain(b) for b in gdata.DataLoader(nds, batch_size=5)]
    scalars = gdata.SimpleDataset([1, 2, 3])
    out["ints"] = [plain(b) for b in gdata.DataLoader(scalars, batch_size=2)]
    arrays = gdata.SimpleDataset([np.ones((2,), "float64") * i for i in range(3)])
    out["np_arrays"] = [plain(b) for b in gdata.DataLoader(arrays, batch_size=3)]
    return out


def recordio():
    rec, idx = os.path.join(OUT, "sample.rec"), os.path.join(OUT, "sample.idx")
    writer = mx.recordio.MXIndexedRecordIO(idx, rec, "w")
    magic = struct.pack("<I", 0xCED7230A)
    payloads = [b"first", b"", b"abc" + magic + b"defgh" + magic + b"ij", bytes(range(7)) * 3]
    for i, p in enumerate(payloads):
        writer.write_idx(10 + i, p)
    writer.close()
    header = mx.recordio.IRHeader(0, 3.0, 7, 0)
    return {"payloads": [p.hex() for p in payloads],
            "packed_header": mx.recordio.pack(header, b"xy").hex(),
            "packed_multilabel": mx.recordio.pack(mx.recordio.IRHeader(2, [1.5, 2.5], 1, 0),
                                                  b"z").hex()}


def _png(img):
    """A minimal PNG encoder (8-bit grey, RGB or RGBA; no filtering)."""
    h, w = img.shape[:2]
    channels = 1 if img.ndim == 2 else img.shape[2]
    colour = {1: 0, 3: 2, 4: 6}[channels]
    raw = b"".join(b"\x00" + img[y].tobytes() for y in range(h))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, colour, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def images():
    """PNG files in class folders and the same images packed in a .rec, read by MXNet's
    ImageFolderDataset and ImageRecordDataset (OpenCV decodes them)."""
    r = np.random.RandomState(4)
    pics = {"cat/a.png": r.randint(0, 256, (4, 5, 3)).astype("uint8"),
            "cat/b.png": r.randint(0, 256, (3, 3)).astype("uint8"),
            "dog/c.png": r.randint(0, 256, (2, 6, 4)).astype("uint8")}
    root = os.path.join(OUT, "folder")
    for name, img in pics.items():
        os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
        with open(os.path.join(root, name), "wb") as f:
            f.write(_png(img))
    out = {}
    for flag in (0, 1):
        ds = gdata.vision.ImageFolderDataset(root, flag=flag)
        out[f"folder/{flag}/synsets"] = np.array(ds.synsets)
        for i in range(len(ds)):
            img, label = ds[i]
            out[f"folder/{flag}/{i}"] = img.asnumpy()
            out[f"folder/{flag}/{i}/label"] = np.array(label)
    rec, idx = os.path.join(OUT, "images.rec"), os.path.join(OUT, "images.idx")
    writer = mx.recordio.MXIndexedRecordIO(idx, rec, "w")
    for i, (name, img) in enumerate(sorted(pics.items())):
        label = float(i) if i != 1 else [1.0, 2.5]
        writer.write_idx(i, mx.recordio.pack(mx.recordio.IRHeader(0, label, i, 0), _png(img)))
    writer.close()
    ds = gdata.vision.ImageRecordDataset(rec)
    for i in range(len(ds)):
        img, label = ds[i]
        out[f"record/{i}"] = img.asnumpy()
        out[f"record/{i}/label"] = np.asarray(label)
    np.savez_compressed(os.path.join(OUT, "images.npz"), **out)


def tutorial(name="train_transforms.py"):
    script = os.path.join(HERE, "..", "tests", "gluon", "data", "scripts", name)
    out = subprocess.run([sys.executable, script], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    os.makedirs(OUT, exist_ok=True)
    expected = {"samplers": samplers(), "datasets": datasets(), "loaders": loaders(),
                "recordio": recordio(), "tutorial": tutorial(),
                "classification": tutorial("train_classification.py")}
    images()
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
