"""Record real MXNet 1.9.1's python ``mx.image.ImageIter`` and ``ImageDetIter`` on small
generated lossless (PNG) inputs, for tests/runtime/test_image_iter.py: every batch of three
passes (``reset()`` between) with its data, label and pad, and provide_data/provide_label.

    /path/to/mxnet-venv/bin/python bench/mxnet_image_iter_fixtures.py \
        tests/fixtures/mxnet/image_iter

The inputs are written first (seeded, with MXNet's ``mx.recordio``) into the same folder: a
record file with its index, a folder of PNG files and an image list (.lst) for them, and the
same with detection labels (d.rec, d.idx, d.lst: 1-3 boxes an image, some without area); the test
reads them there.  The augmenters are deterministic (resize, centre crop, cast, colour
normalisation) except in the "seeded" cases (det_seeded_crop_pad also crops and pads at
random), which seed python's ``random`` (what MXNet's python augmenters and ``shuffle`` draw
from) right before building the iterator.  The PNG encoder is the one of bench/mxnet_image_record_iter_fixtures.py.
"""
import json
import random
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load
from mxnet_image_record_iter_fixtures import png

cases = load("runtime/iter_cases.py")

# (height, width) of each image: some smaller than the 8x8 / 9x7 data shapes below
SIZES = [(10, 12), (9, 9), (12, 10), (8, 11), (11, 8), (10, 10), (13, 9)]
MEAN, STD = [10.3, 20.7, 30.1], [2.3, 4.1, 5.9]

# (name, kwargs, seed or None): kwargs as iter_cases.image_iter reads them ("rec"/"idx"/"lst"/
# "root" name files of the fixture folder, "aug" a list of [augmenter, args], "det" an ImageDetIter)
CASES = [
    ("rec_plain", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=3), None),
    ("rec_norm", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=4, resize=9, mean=MEAN,
                      std=STD), None),
    ("rec_inter1", dict(rec="a.rec", data_shape=(3, 9, 7), batch_size=7, resize=10,
                        inter_method=1), None),
    ("rec_discard", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=3,
                         last_batch_handle="discard"), None),
    ("rec_roll_over", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=3,
                           last_batch_handle="roll_over"), None),
    ("idx_plain", dict(rec="a.rec", idx="a.idx", data_shape=(3, 8, 8), batch_size=4), None),
    ("idx_parts", dict(rec="a.rec", idx="a.idx", data_shape=(3, 8, 8), batch_size=2,
                       num_parts=2, part_index=1), None),
    ("idx_lst_labels", dict(rec="a.rec", idx="a.idx", lst="a.lst", data_shape=(3, 8, 8),
                            batch_size=4, label_width=2), None),
    ("aug_list", dict(rec="a.rec", data_shape=(3, 6, 6), batch_size=4,
                      aug=[["ForceResizeAug", [[7, 6]]], ["CenterCropAug", [[6, 6]]],
                           ["CastAug", []], ["ColorNormalizeAug", [MEAN, STD]]]), None),
    ("aug_list_uint8", dict(rec="a.rec", data_shape=(3, 6, 6), batch_size=7,
                            aug=[["ForceResizeAug", [[6, 6], 0]]]), None),
    ("lst_multi", dict(lst="a.lst", root="img", data_shape=(3, 8, 8), batch_size=3,
                       label_width=2, resize=8), None),
    ("lst_int_labels", dict(lst="a.lst", root="img", data_shape=(3, 8, 8), batch_size=5,
                            label_width=2, dtype="int32", last_batch_handle="roll_over"), None),
    ("imglist_scalar", dict(imglist="scalar", root="img", data_shape=(3, 8, 8), batch_size=4,
                            data_name="img", label_name="lab"), None),
    ("imglist_multi", dict(imglist="multi", root="img", data_shape=(3, 8, 8), batch_size=7,
                           label_width=3), None),
    ("seeded_shuffle", dict(rec="a.rec", idx="a.idx", data_shape=(3, 8, 8), batch_size=3,
                            shuffle=True), 5),
    ("seeded_random_augs", dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7,
                                rand_crop=True, rand_mirror=True, resize=9), 3),
    ("det_rec", dict(det=True, rec="d.rec", data_shape=(3, 8, 8), batch_size=3, resize=9,
                     mean=MEAN, std=STD), None),
    ("det_idx_shuffle_mirror", dict(det=True, rec="d.rec", idx="d.idx", data_shape=(3, 8, 8),
                                    batch_size=4, shuffle=True, rand_mirror=True), 11),
    ("det_lst_roll_over", dict(det=True, lst="d.lst", root="img", data_shape=(3, 9, 7),
                               batch_size=4, last_batch_handle="roll_over",
                               label_name="boxes"), None),
    ("det_imglist_reshape", dict(det=True, imglist="det", root="img", data_shape=(3, 8, 8),
                                 batch_size=7, reshape=[5, 6]), None),
    ("det_aug_list_flip", dict(det=True, rec="d.rec", data_shape=(3, 6, 6), batch_size=4,
                               aug=[["DetBorrowAug", [["ForceResizeAug", [[6, 6], 1]]]],
                                    ["DetHorizontalFlipAug", [1.0]],
                                    ["DetBorrowAug", [["CastAug", []]]]]), None),
    ("det_seeded_crop_pad", dict(det=True, rec="d.rec", idx="d.idx", data_shape=(3, 8, 8),
                                 batch_size=3, shuffle=True, rand_crop=0.8, rand_pad=0.6,
                                 rand_mirror=True, area_range=(0.2, 2.5), pad_val=(9, 8, 7),
                                 min_object_covered=0.3), 17),
]


def write_inputs(out):
    rng = np.random.RandomState(1)
    images = [rng.randint(0, 256, (h, w, 3)).astype(np.uint8) for h, w in SIZES]
    rec = mx.recordio.MXIndexedRecordIO(str(out / "a.idx"), str(out / "a.rec"), "w")
    (out / "img").mkdir(exist_ok=True)
    lines = []
    for i, img in enumerate(images):
        rec.write_idx(i, mx.recordio.pack(mx.recordio.IRHeader(0, float(i % 3), i, 0),
                                          png(img)))
        (out / "img" / f"{i}.png").write_bytes(png(img))
        lines.append(f"{i}\t{i % 2}\t{20 + i}\t{i}.png\n")
    rec.close()
    (out / "a.lst").write_text("".join(lines))
    rec = mx.recordio.MXIndexedRecordIO(str(out / "d.idx"), str(out / "d.rec"), "w")
    lines = []
    for i, img in enumerate(images):
        label = np.array(cases.det_label(i), np.float32)
        rec.write_idx(i, mx.recordio.pack(mx.recordio.IRHeader(len(label), label, i, 0),
                                          png(img)))
        lines.append("\t".join([str(i)] + [repr(v) for v in label.tolist()] + [f"{i}.png"])
                     + "\n")
    rec.close()
    (out / "d.lst").write_text("".join(lines))


def record(out):
    out.mkdir(parents=True, exist_ok=True)
    write_inputs(out)
    arrays, meta = {}, {}
    for name, kwargs, seed in CASES:
        if seed is not None:
            random.seed(seed)
        kwargs = cases.as_stored(kwargs)
        it = cases.image_iter(mx.image, kwargs, out, len(SIZES))
        meta[name] = {"kwargs": kwargs, "seed": seed,
                      "provide_data": [[n, list(s)] for n, s in it.provide_data],
                      "provide_label": [[n, list(s)] for n, s in it.provide_label],
                      "passes": []}
        for p in range(3):
            if p:
                it.reset()
            rec = []
            for b, batch in enumerate(it):
                arrays[f"{name}_{p}_{b}_data"] = batch.data[0].asnumpy()
                arrays[f"{name}_{p}_{b}_label"] = batch.label[0].asnumpy()
                rec.append({"pad": int(batch.pad or 0), "index": batch.index})
            meta[name]["passes"].append(rec)
        print(name, [[b["pad"] for b in p] for p in meta[name]["passes"]],
              meta[name]["provide_data"], meta[name]["provide_label"])
    np.savez_compressed(out / "batches.npz", **arrays)
    (out / "cases.json").write_text(json.dumps(meta, indent=1) + "\n")


if __name__ == "__main__":
    record(Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/image_iter"))
