"""How the data-iterator fixtures' case descriptions become iterators and augmenters: one decoder
per case format, run by the recorder under real MXNet 1.9.1 (bench/mxnet_*_fixtures.py passes
``mx.io``/``mx.image``, loading this file with bench/from_tests.py) and by the test that replays
the fixture on the runtime (passing hybridlint.runtime's ``io``/``mx_image``), so both build the
same calls from the same description.

A recorder decodes its cases after a JSON round trip (``as_stored``), exactly what the test reads
back from cases.json; tuples come back as lists, which MXNet's random detection crops would read
as one setting per item, so the decoders turn them back.  Imports nothing but numpy."""
import json

import numpy as np

# kwargs naming a file of the fixture folder, and the iterator argument each becomes
_IMAGE_PATHS = (("rec", "path_imgrec"), ("idx", "path_imgidx"), ("lst", "path_imglist"),
                ("root", "path_root"))
_IO_PATHS = ("data_csv", "label_csv", "image", "label")


def as_stored(value):
    """``value`` as the test will read it back from the fixture's JSON."""
    return json.loads(json.dumps(value))


def desc(d):
    """A DataDesc as the fixtures store it."""
    return [d.name, list(d.shape), np.dtype(d.dtype).name, d.layout]


def tuples(kwargs):
    """kwargs with the tuples that JSON made lists restored: a shape or ``pad_val``, a range, or
    a list of ranges (several crop settings)."""
    out = {}
    for key, value in kwargs.items():
        if isinstance(value, list) and key.endswith("_range"):
            value = ([tuple(v) for v in value] if isinstance(value[0], (list, tuple))
                     else tuple(value))
        elif isinstance(value, list) and (key in ("data_shape", "label_shape", "pad_val")
                                          or key.startswith(("min_crop", "max_crop"))):
            value = tuple(value)
        out[key] = value
    return out


def _paths(kwargs, where, names):
    for key, arg in names:
        if key in kwargs:
            kwargs[arg] = str(where / kwargs.pop(key))
    return kwargs


def file_iter(io, kind, kwargs, where):
    """bench/mxnet_io_iter_fixtures.py's cases: CSVIter/MNISTIter, or ResizeIter (``size``) and
    PrefetchingIter around a CSVIter."""
    kwargs = tuples({k: (str(where / v) if k in _IO_PATHS else v) for k, v in kwargs.items()})
    if kind == "ResizeIter":
        size = kwargs.pop("size")
        return io.ResizeIter(io.CSVIter(**kwargs), size)
    if kind == "PrefetchingIter":
        return io.PrefetchingIter(io.CSVIter(**kwargs))
    return getattr(io, kind)(**kwargs)


def image_record_iter(io, kwargs, where):
    """bench/mxnet_image_record_iter_fixtures.py's cases: ``rec``/``idx`` name the files."""
    return io.ImageRecordIter(**_paths(tuples(kwargs), where, _IMAGE_PATHS))


def image_det_record_iter(io, kwargs, where):
    """bench/mxnet_image_det_record_iter_fixtures.py's cases: ``rec``/``lst`` (and ``idx``,
    which MXNet ignores here) name the files."""
    return io.ImageDetRecordIter(**_paths(tuples(kwargs), where, _IMAGE_PATHS))


def det_label(i):
    """Image ``i``'s detection label: [header width, object width, objects...], 1-3 boxes
    (normalised corners), the second box of every third image without area (dropped).  (An
    image with no valid box at all makes MXNet's constructor raise: its label-shape estimate
    does not skip it.)"""
    boxes = []
    for k in range(1 + i % 3):
        x0, y0 = 0.1 * k + 0.01 * i, 0.05 * k + 0.02 * i
        x1, y1 = x0 + 0.3, y0 + 0.4
        if k == 1 and i % 3 == 2:
            x1 = x0
        boxes.append([float(k + i % 2), x0, y0, x1, y1, 0.5 * k])
    return [2.0, 6.0] + [v for box in boxes for v in box]


def imglist(kind, n):
    """The python ``imglist`` of n images named ``<i>.png``: detection, scalar or 3-wide labels."""
    if kind == "det":
        return [[det_label(i), f"{i}.png"] for i in range(n)]
    if kind == "scalar":
        return [[float(i % 4), f"{i}.png"] for i in range(n)]
    return [[i, i + 0.5, 2 * i, f"{i}.png"] for i in range(n)]


def augmenter(image, name, args):
    """``[name, args]`` of an ``aug_list``: a 3-list argument is a per-channel array,
    DetBorrowAug's argument another ``[name, args]``."""
    if name == "DetBorrowAug":
        return image.DetBorrowAug(augmenter(image, *args[0]))
    return getattr(image, name)(*[np.array(a) if isinstance(a, list) and len(a) == 3 else a
                                  for a in args])


def image_iter(image, kwargs, where, n_images=7):
    """bench/mxnet_image_iter_fixtures.py's cases: ImageIter, or ImageDetIter with ``det``;
    ``rec``/``idx``/``lst``/``root`` name files, ``imglist`` a kind of :func:`imglist`, ``aug``
    an ``aug_list`` of :func:`augmenter` items, ``reshape`` a label shape set after building."""
    kwargs = _paths(tuples(kwargs), where, _IMAGE_PATHS)
    det, reshape = kwargs.pop("det", False), kwargs.pop("reshape", None)
    if "imglist" in kwargs:
        kwargs["imglist"] = imglist(kwargs["imglist"], n_images)
    for key in ("mean", "std"):
        if key in kwargs:
            kwargs[key] = np.array(kwargs[key])
    if "aug" in kwargs:
        kwargs["aug_list"] = [augmenter(image, name, args) for name, args in kwargs.pop("aug")]
    it = (image.ImageDetIter if det else image.ImageIter)(**kwargs)
    if reshape:
        it.reshape(label_shape=tuple(reshape))
    return it


def det_augmenters(image, kind, kwargs):
    """bench/mxnet_det_rand_aug_fixtures.py's cases: the augmenters ``kind`` builds (a list for
    ``CreateDetAugmenter``/``CreateMultiRandCropAugmenter``-like factories, else one)."""
    built = getattr(image, kind)(**tuples(kwargs))
    return built if isinstance(built, list) else [built]
