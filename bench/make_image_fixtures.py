"""Record real MXNet 1.9.1's outputs of the image ops and vision transforms that
tests/ops/test_image.py and tests/gluon/data/ compare with.

Run with the MXNet environment (bench/make_mxnet_venv.sh):

    /work/mxvenv/bin/python bench/make_image_fixtures.py

writes tests/fixtures/mxnet/image/ops.npz and transforms.npz.  The inputs are
stored beside the outputs, so the tests need nothing but numpy to read them.
"""
import os
import random

import mxnet as mx
import numpy as np
from mxnet.gluon.data.vision import transforms as T

nd = mx.nd
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "fixtures", "mxnet", "image")


def ops():
    r = np.random.RandomState(0)
    out = {}
    img = r.randint(0, 256, (7, 9, 3)).astype("uint8")
    gray = r.randint(0, 256, (6, 5, 1)).astype("uint8")
    out["img"], out["gray"] = img, gray
    for name, src in (("img", img), ("gray", gray)):
        for dt in ("uint8", "float32"):
            a = nd.array(src, dtype=dt)
            for size in ((4, 3), (18, 14), (5, 11), (9, 7), (3, 3), (13, 5), (11, 11)):
                for interp in (0, 1):
                    key = f"resize/{name}/{dt}/{size[0]}x{size[1]}/{interp}"
                    out[key] = nd.image.resize(a, size, False, interp).asnumpy()
    # an exact 2x reduction: OpenCV switches INTER_LINEAR to its fast area path
    even = r.randint(0, 256, (8, 10, 3)).astype("uint8")
    out["even"] = even
    for dt in ("uint8", "float32"):
        out[f"resize_half/{dt}"] = nd.image.resize(nd.array(even, dtype=dt), (5, 4)).asnumpy()
    # keep_ratio sizes (shape only matters; values as above)
    for shape in ((7, 9), (9, 7), (8, 8), (5, 13)):
        a = nd.zeros(shape + (3,), dtype="uint8")
        for size, keep in ((5, True), (10, True), (6, False)):
            out[f"resize_shape/{shape[0]}x{shape[1]}/{size}/{int(keep)}"] = np.array(
                nd.image.resize(a, size, keep).shape)
    color = r.randint(0, 256, (4, 5, 3)).astype("uint8")
    out["color"] = color
    for dt in ("uint8", "float32"):
        a = nd.array(color, dtype=dt)
        for f in (0.5, 1.7):
            out[f"brightness/{dt}/{f}"] = nd.image.random_brightness(a, f, f).asnumpy()
            out[f"contrast/{dt}/{f}"] = nd.image.random_contrast(a, f, f).asnumpy()
            out[f"saturation/{dt}/{f}"] = nd.image.random_saturation(a, f, f).asnumpy()
        for f in (0.7, 1.0, 1.3, 1.55):
            out[f"hue/{dt}/{f}"] = nd.image.random_hue(a, f, f).asnumpy()
        out[f"lighting/{dt}"] = nd.image.adjust_lighting(a, (0.1, -0.2, 0.3)).asnumpy()
        t = nd.image.to_tensor(a)
        out[f"to_tensor/{dt}"] = t.asnumpy()
        out[f"normalize/{dt}/3"] = nd.image.normalize(t, (0.1, 0.2, 0.3), (0.4, 0.5, 0.6)).asnumpy()
        out[f"normalize/{dt}/1"] = nd.image.normalize(t, 0.5, 0.2).asnumpy()
    chw = (np.arange(12).reshape(3, 2, 2) * 20).astype("uint8")
    out["chw"] = chw
    out["normalize/uint8_input"] = nd.image.normalize(
        nd.array(chw, dtype="uint8"), (100, 2, 3), (0.5, 2, 2)).asnumpy()
    # larger random sizes: OpenCV's vectorised uint8 passes and their scalar tails
    for i in range(16):
        h, w, oh, ow = (int(v) for v in r.randint(2, 41, 4))
        c = (1, 3)[i % 2]
        src = r.randint(0, 256, (h, w, c)).astype("uint8")
        out[f"random_src/{i}"] = src
        for dt in ("uint8", "float32"):
            out[f"random_resize/{i}/{dt}/{ow}x{oh}"] = nd.image.resize(
                nd.array(src, dtype=dt), (ow, oh)).asnumpy()
            out[f"random_cubic/{i}/{dt}/{ow}x{oh}"] = nd.image.resize(
                nd.array(src, dtype=dt), (ow, oh), False, 2).asnumpy()
            out[f"random_area/{i}/{dt}/{ow}x{oh}"] = nd.image.resize(
                nd.array(src, dtype=dt), (ow, oh), False, 3).asnumpy()
            out[f"random_lanczos/{i}/{dt}/{ow}x{oh}"] = nd.image.resize(
                nd.array(src, dtype=dt), (ow, oh), False, 4).asnumpy()
    # area shrinks by whole factors (OpenCV's block-mean path) and by fractions
    for i, (h, w, oh, ow) in enumerate(((12, 9, 4, 3), (12, 12, 4, 4), (8, 8, 4, 4),
                                        (15, 9, 5, 3), (30, 20, 7, 9), (20, 30, 9, 7))):
        src = r.randint(0, 256, (h, w, (1, 3)[i % 2])).astype("uint8")
        out[f"area_src/{i}"] = src
        for dt in ("uint8", "float32"):
            out[f"area_shrink/{i}/{dt}/{ow}x{oh}"] = nd.image.resize(
                nd.array(src, dtype=dt), (ow, oh), False, 3).asnumpy()
    return out


def transforms():
    r = np.random.RandomState(1)
    img = r.randint(0, 256, (12, 16, 3)).astype("uint8")
    out = {"img": img}
    x = nd.array(img, dtype="uint8")
    out["center_crop/8"] = T.CenterCrop(8)(x).asnumpy()
    out["center_crop/10x6"] = T.CenterCrop((10, 6))(x).asnumpy()
    out["center_crop/20x30"] = T.CenterCrop((20, 30))(x).asnumpy()
    out["resize/8x5"] = T.Resize((8, 5))(x).asnumpy()
    out["resize/keep7"] = T.Resize(7, keep_ratio=True)(x).asnumpy()
    random.seed(123)
    for i in range(4):
        out[f"random_resized_crop/{i}"] = T.RandomResizedCrop(6)(x).asnumpy()
    pipe = T.Compose([T.Resize(10), T.CenterCrop(8), T.ToTensor(),
                      T.Normalize((0.485, 0.456, 0.406), (0.229, 0.224, 0.225))])
    out["compose"] = pipe(x).asnumpy()
    out["cast"] = T.Cast("float16")(x).asnumpy()
    out["center_crop/area"] = T.CenterCrop((10, 6), interpolation=3)(x).asnumpy()
    out["resize/cubic"] = T.Resize((20, 15), interpolation=2)(x).asnumpy()
    random.seed(7)
    for i in range(3):
        out[f"random_resized_crop_auto/{i}"] = T.RandomResizedCrop(
            (9, 5), interpolation=9)(x).asnumpy()
    chw = r.rand(3, 5, 7).astype("float32")
    batch = r.rand(2, 3, 4, 6).astype("float32")
    out["chw"], out["batch"] = chw, batch
    out["rotate/30"] = T.Rotate(30)(nd.array(chw)).asnumpy()
    out["rotate/-45/zoom_in"] = T.Rotate(-45, zoom_in=True)(nd.array(chw)).asnumpy()
    out["rotate/100/zoom_out"] = T.Rotate(100, zoom_out=True)(nd.array(chw)).asnumpy()
    np.random.seed(5)
    out["random_rotation/batch"] = T.RandomRotation((-20, 40))(nd.array(batch)).asnumpy()
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    np.savez_compressed(os.path.join(OUT, "ops.npz"), **ops())
    np.savez_compressed(os.path.join(OUT, "transforms.npz"), **transforms())
    print("wrote", OUT)


if __name__ == "__main__":
    main()
