"""Record real MXNet 1.9.1's C++ ``mx.io.ImageDetRecordIter`` on small generated detection record
files of lossless (PNG) images, for tests/runtime/test_image_det_record_iter.py: every batch of
three passes (``reset()`` between) with its data, label, pad and index, and provide_data/
provide_label.

    /path/to/mxnet-venv/bin/python bench/mxnet_image_det_record_iter_fixtures.py \\
        tests/fixtures/mxnet/image_det_record_iter

The inputs are written first (seeded, with MXNet's ``mx.recordio``) into the same folder:
d.rec (7 images of 8x11 to 13x9 pixels with 1-3 boxes, the labels of tests/runtime/
iter_cases.py's ``det_label``, some boxes without area), d.lst (an image list giving the same
ids other labels), e.rec (every label 14 wide, for ``label_width``) and r.rec (7 images of
20-40 pixels with 1-4 boxes, for the random crops and pads).  The random cases set
``preprocess_threads=1``, so MXNet's draws do not depend on the machine's CPUs.  The same
random cases with MXNet's default ``preprocess_threads=4`` (each thread has its own generator
and share of the records) are recorded into threads.json/threads.npz by

    SHIM_PROCS=5 LD_PRELOAD=/tmp/libompshim.so /path/to/mxnet-venv/bin/python \
        bench/mxnet_image_det_record_iter_fixtures.py --threads 4 \
        tests/fixtures/mxnet/image_det_record_iter

under bench/omp_num_procs_shim.c (MXNet then decodes with 4 threads on any machine).  The cases are
decoded by iter_cases.image_det_record_iter, as the test decodes them; the PNG encoder is the
one of bench/mxnet_image_record_iter_fixtures.py.
"""
import json
import re
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load
from mxnet_image_record_iter_fixtures import png

cases = load("runtime/iter_cases.py")

SIZES = [(10, 12), (9, 9), (12, 10), (8, 11), (11, 8), (10, 10), (13, 9)]
BIG_SIZES = [(24, 30), (36, 20), (40, 28), (22, 22), (30, 40), (20, 33), (27, 25)]
NORM = dict(mean_r=10.3, mean_g=20.7, mean_b=30.1, std_r=2.3, std_g=4.1, std_b=5.9, scale=0.37)
ONE = dict(preprocess_threads=1)
CROPS = dict(rand_crop_prob=0.9, num_crop_sampler=3, min_crop_scales=(0.3, 0.5, 0.7),
             max_crop_scales=(1.0,), min_crop_aspect_ratios=(0.5,),
             max_crop_aspect_ratios=(2.0,), max_crop_trials=(25, 10, 50))
LIMITS = dict(rand_crop_prob=1.0, min_crop_scales=(0.4,), max_crop_scales=(0.9,),
              min_crop_aspect_ratios=(0.7,), max_crop_aspect_ratios=(1.5,),
              min_crop_overlaps=(0.1,), max_crop_overlaps=(0.9,),
              min_crop_sample_coverages=(0.05,), max_crop_sample_coverages=(0.95,),
              min_crop_object_coverages=(0.1,), max_crop_object_coverages=(0.99,),
              crop_emit_mode="overlap", emit_overlap_thresh=0.5)

# (name, kwargs) as iter_cases.image_det_record_iter reads them ("rec"/"lst" name files of the
# fixture folder)
CASES = [
    ("plain", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=3)),
    ("no_round", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=3, round_batch=False)),
    ("norm_resize", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=4, resize=9, **NORM)),
    ("mean_r_std_g", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=7, mean_r=10.5,
                          std_g=3.0)),
    ("pad_width", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=7, label_pad_width=25,
                       label_pad_value=-2.5)),
    ("grey", dict(rec="d.rec", data_shape=(1, 8, 8), batch_size=7, mean_r=100.0, std_r=50.0)),
    ("cubic", dict(rec="d.rec", data_shape=(3, 10, 6), batch_size=7, inter_method=2)),
    ("auto", dict(rec="d.rec", data_shape=(3, 9, 9), batch_size=7, resize=11,
                  inter_method=9)),
    ("area", dict(rec="r.rec", data_shape=(3, 12, 12), batch_size=7, inter_method=3)),
    ("shrink", dict(rec="d.rec", data_shape=(3, 10, 10), batch_size=7, resize_mode="shrink")),
    ("fit", dict(rec="d.rec", data_shape=(3, 16, 12), batch_size=7, resize_mode="fit")),
    ("parts", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=2, num_parts=2,
                   part_index=1)),
    ("names", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=7, data_name="img",
                   label_name="boxes")),
    ("image_list", dict(rec="d.rec", lst="d.lst", data_shape=(3, 8, 8), batch_size=4)),
    ("label_width", dict(rec="e.rec", data_shape=(3, 8, 8), batch_size=4, label_width=14)),
    ("unknown_ignored", dict(rec="d.rec", idx="d.idx", data_shape=(3, 8, 8), batch_size=7,
                             rand_mirror=True, provide_label="face", verbose=False)),
    ("seeded_mirror", dict(rec="r.rec", data_shape=(3, 12, 12), batch_size=4,
                           rand_mirror_prob=0.5, **ONE)),
    ("seeded_pad", dict(rec="r.rec", data_shape=(3, 12, 12), batch_size=7, rand_pad_prob=0.7,
                        max_pad_scale=2.5, fill_value=9, **ONE)),
    ("seeded_crop", dict(rec="r.rec", data_shape=(3, 12, 12), batch_size=7, **CROPS, **ONE)),
    ("seeded_crop_limits", dict(rec="r.rec", data_shape=(3, 12, 12), batch_size=7, **LIMITS,
                                **ONE)),
    ("seeded_shuffle", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=3, shuffle=True,
                            seed=3, **ONE)),
    ("seeded_all", dict(rec="r.rec", data_shape=(3, 12, 12), batch_size=3, shuffle=True, seed=7,
                        resize=20, inter_method=10, rand_mirror_prob=0.5, rand_pad_prob=0.5,
                        max_pad_scale=2.0, **CROPS, **NORM, **ONE)),
    # a batch over the records: filled from the start twice, then MXNet's BatchLoader fails
    ("batch_over_records", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=10)),
]
# random cases with MXNet's default preprocess_threads=4, recorded with ``--threads N`` into
# threads.json/threads.npz: their draws depend on how many threads decode (see the header)
THREADED = [(name, {k: v for k, v in kwargs.items() if k != "preprocess_threads"})
            for name, kwargs in CASES if name.startswith("seeded_")]
# settings MXNet refuses when building the iterator: (name, kwargs)
ERRORS = [
    ("pad_width_too_small", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=2,
                                 label_pad_width=10)),
    ("label_width_mismatch", dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=2,
                                  label_width=14)),
]


def big_label(i):
    """1-4 boxes on image ``i`` of r.rec, with an extra value each."""
    rng = np.random.RandomState(50 + i)
    boxes = []
    for k in range(1 + i % 4):
        x0, y0 = rng.uniform(0, 0.6, 2)
        w, h = rng.uniform(0.15, 0.4, 2)
        boxes.append([float(k), x0, y0, x0 + w, y0 + h, float(i)])
    return [2.0, 6.0] + [v for box in boxes for v in box]


def write_rec(path, images, labels):
    rec = mx.recordio.MXIndexedRecordIO(str(path.with_suffix(".idx")), str(path), "w")
    for i, (img, label) in enumerate(zip(images, labels)):
        label = np.array(label, np.float32)
        rec.write_idx(i, mx.recordio.pack(mx.recordio.IRHeader(len(label), label, i, 0),
                                          png(img)))
    rec.close()


def write_inputs(out):
    rng = np.random.RandomState(3)
    images = [rng.randint(0, 256, (h, w, 3)).astype(np.uint8) for h, w in SIZES]
    write_rec(out / "d.rec", images, [cases.det_label(i) for i in range(len(SIZES))])
    # the list's labels are the next image's, so they differ from the records'
    lines = ["\t".join([str(i)] + [repr(v) for v in np.float32(cases.det_label(i + 1)).tolist()]
                       + [f"{i}.png"]) + "\n" for i in range(len(SIZES))]
    (out / "d.lst").write_text("".join(lines))
    write_rec(out / "e.rec", images, [cases.det_label(1 + 3 * (i % 2)) for i in range(5)])
    big = [rng.randint(0, 256, (h, w, 3)).astype(np.uint8) for h, w in BIG_SIZES]
    write_rec(out / "r.rec", big, [big_label(i) for i in range(len(BIG_SIZES))])


def message(error):
    """The line of an MXNetError that says what failed, without its time stamp."""
    lines = str(error).strip().splitlines()
    line = next((line for line in reversed(lines) if "Check failed" in line
                 or "ImageDetRecordIOParser" in line), lines[-1])
    return re.sub(r"\[\d\d:\d\d:\d\d\] ", "", line)


def passes(cases_, out):
    """Every case's provide_data/provide_label and three passes, and its batches' arrays."""
    arrays, meta = {}, {}
    for name, kwargs in cases_:
        kwargs = cases.as_stored(kwargs)
        it = cases.image_det_record_iter(mx.io, kwargs, out)
        meta[name] = {"kwargs": kwargs, "provide_data": [cases.desc(d) for d in it.provide_data],
                      "provide_label": [cases.desc(d) for d in it.provide_label], "passes": []}
        for p in range(3):
            if p:
                it.reset()
            rec = []
            try:
                for b, batch in enumerate(it):
                    arrays[f"{name}_{p}_{b}_data"] = batch.data[0].asnumpy()
                    arrays[f"{name}_{p}_{b}_label"] = batch.label[0].asnumpy()
                    rec.append({"pad": int(batch.pad or 0),
                                "index": [int(i) for i in batch.index]})
            except mx.MXNetError as e:
                rec.append({"error": message(e)})
            meta[name]["passes"].append(rec)
            if rec and "error" in rec[-1]:
                break
        print(name, meta[name]["passes"], meta[name]["provide_label"])
    return arrays, meta


def record(out):
    out.mkdir(parents=True, exist_ok=True)
    write_inputs(out)
    arrays, meta = passes(CASES, out)
    errors = {}
    for name, kwargs in ERRORS:
        kwargs = cases.as_stored(kwargs)
        try:
            cases.image_det_record_iter(mx.io, kwargs, out)
            errors[name] = {"kwargs": kwargs, "error": None}
        except mx.MXNetError as e:
            errors[name] = {"kwargs": kwargs, "error": message(e)}
        print(name, errors[name]["error"])
    np.savez_compressed(out / "batches.npz", **arrays)
    (out / "cases.json").write_text(json.dumps({"cases": meta, "errors": errors}, indent=1)
                                    + "\n")


def record_threaded(out, threads):
    """THREADED into out/threads.*, MXNet decoding with ``threads`` threads (it uses
    min(preprocess_threads, CPUs - 1): run under the omp_get_num_procs shim)."""
    arrays, meta = passes(THREADED, out)
    np.savez_compressed(out / "threads.npz", **arrays)
    (out / "threads.json").write_text(json.dumps({"threads": threads, "cases": meta}, indent=1)
                                      + "\n")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--threads"]:
        record_threaded(Path(args[2]), int(args[1]))
    else:
        record(Path(args[0] if args else "tests/fixtures/mxnet/image_det_record_iter"))
