"""Record real MXNet 1.9.1's C++ ``mx.io.ImageRecordIter`` on small generated record files of
lossless (PNG) images, for tests/runtime/test_image_record_iter.py: every batch of two passes
(``reset()`` between) with its data, label and pad, and provide_data/provide_label.

    /path/to/mxnet-venv/bin/python bench/mxnet_image_record_iter_fixtures.py \
        tests/fixtures/mxnet/image_record_iter

The record files are written first (seeded, with MXNet's ``mx.recordio``) into the same folder;
the test reads them there.  Only deterministic options are recorded (no shuffle, no random crop
or mirror).  The PNG encoder is a few lines of zlib because this venv has neither OpenCV nor
Pillow.
"""
import json
import struct
import sys
import zlib
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load

cases = load("runtime/iter_cases.py")

# (height, width) of each image: some smaller than the 10x10 / 10x8 data shapes below
SIZES = [(10, 12), (9, 9), (12, 10), (8, 11), (11, 8), (10, 10), (13, 9)]
NORM = dict(mean_r=10.3, mean_g=20.7, mean_b=30.1, std_r=2.3, std_g=4.1, std_b=5.9, scale=0.37)

# (name, kwargs): kwargs as iter_cases.image_record_iter reads them ("rec"/"idx" name files
# of the fixture folder)
CASES = [
    ("plain", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=3)),
    ("no_round", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=3, round_batch=False)),
    ("big_batch", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=10)),
    ("norm_resize", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=4, resize=9, **NORM)),
    ("upscale", dict(rec="a.rec", data_shape=(3, 10, 8), batch_size=7)),
    ("nearest", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7, resize=11,
                     inter_method=0)),
    ("cubic", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7, resize=8, inter_method=2)),
    ("auto", dict(rec="a.rec", data_shape=(3, 9, 9), batch_size=7, resize=10, inter_method=9)),
    ("mirror_uint8", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7, mirror=True,
                          dtype="uint8")),
    ("int8", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7, dtype="int8",
                  mean_r=100, mean_g=100, mean_b=100)),
    ("grey", dict(rec="a.rec", data_shape=(1, 8, 8), batch_size=7)),
    ("pad", dict(rec="a.rec", data_shape=(3, 10, 10), batch_size=7, pad=1, fill_value=7)),
    ("indexed", dict(rec="a.rec", idx="a.idx", data_shape=(3, 8, 8), batch_size=4,
                     preprocess_threads=1)),
    ("parts", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=2, num_parts=2,
                   part_index=1)),
    ("parts_indexed", dict(rec="a.rec", idx="a.idx", data_shape=(3, 8, 8), batch_size=2,
                           num_parts=2, part_index=1)),
    ("names", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7, data_name="img",
                   label_name="lab")),
    ("multi_label", dict(rec="b.rec", data_shape=(3, 8, 8), batch_size=3, label_width=2)),
]


def png(img):
    h, w, _ = img.shape
    raw = b"".join(b"\0" + img[y].tobytes() for y in range(h))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def write_inputs(out):
    rng = np.random.RandomState(0)
    images = [rng.randint(0, 256, (h, w, 3)).astype(np.uint8) for h, w in SIZES]
    rec = mx.recordio.MXIndexedRecordIO(str(out / "a.idx"), str(out / "a.rec"), "w")
    for i, img in enumerate(images):
        rec.write_idx(i, mx.recordio.pack(mx.recordio.IRHeader(0, float(i % 3), 100 + i, 0),
                                          png(img)))
    rec.close()
    rec = mx.recordio.MXRecordIO(str(out / "b.rec"), "w")
    for i, img in enumerate(images[:5]):
        label = np.array([i, 10 + i], np.float32)
        rec.write(mx.recordio.pack(mx.recordio.IRHeader(0, label, i, 0), png(img)))
    rec.close()


def record(out):
    out.mkdir(parents=True, exist_ok=True)
    write_inputs(out)
    arrays, meta = {}, {}
    for name, kwargs in CASES:
        kwargs = cases.as_stored(kwargs)
        it = cases.image_record_iter(mx.io, kwargs, out)
        meta[name] = {"kwargs": kwargs, "provide_data": [cases.desc(d) for d in it.provide_data],
                      "provide_label": [cases.desc(d) for d in it.provide_label], "passes": []}
        for p in range(2):
            if p:
                it.reset()
            rec = []
            for b, batch in enumerate(it):
                arrays[f"{name}_{p}_{b}_data"] = batch.data[0].asnumpy()
                arrays[f"{name}_{p}_{b}_label"] = batch.label[0].asnumpy()
                rec.append({"pad": int(batch.pad or 0),
                            "index": [int(i) for i in batch.index]})
            meta[name]["passes"].append(rec)
        print(name, [[b["pad"] for b in p] for p in meta[name]["passes"]],
              meta[name]["provide_data"], meta[name]["provide_label"])
    np.savez_compressed(out / "batches.npz", **arrays)
    (out / "cases.json").write_text(json.dumps(meta, indent=1) + "\n")


if __name__ == "__main__":
    record(Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/image_record_iter"))
