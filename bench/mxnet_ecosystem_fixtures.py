"""Record what real MXNet 1.9.1 does for the ecosystem surface the runtime serves under the
alias (``tests/runtime/test_ecosystem_surface.py`` and ``tests/gluon/test_model_zoo.py`` read
the results):

* ``gluon.model_zoo.vision``: every parameter name (in registration order) of each model the
  runtime provides, and for small ones the parameter shapes and the output on a fixed input
  with parameters filled from a name-seeded generator;
* ``mx.operator`` custom ops: forward/backward values and the symbol JSON attributes of a
  ``Custom`` node with keyword arguments;
* ``mx.image``: PNG decoding (colour, grey, BGR), ``resize_short``/``center_crop``/
  ``copyMakeBorder`` on a fixed image;
* ``nd.contrib.adamw_update`` and its mixed-precision / multi-tensor forms, and the local
  ``mx.kv`` store (summing pushes, optimizer on push);
* ``gluon.contrib.rnn``'s convolutional cells (three unrolled steps);
* ``mx.recordio``: a ``.rec``/``.idx`` pair written by MXNet (records containing the magic
  word, packed image headers with scalar and array labels).

    /path/to/mxnet-venv/bin/python bench/mxnet_ecosystem_fixtures.py tests/fixtures/mxnet
"""
import json
import os
import sys
import zlib

import mxnet as mx
import numpy as np
from mxnet.gluon.model_zoo import vision

SMALL = {"resnet18_v1": 32, "resnet18_v2": 32, "resnet50_v1": 32, "resnet50_v2": 32,
         "vgg11": 32, "vgg11_bn": 32, "alexnet": 64, "mobilenet0.25": 32,
         "mobilenetv2_0.25": 32, "squeezenet1.1": 224}
ALL = ([f"resnet{n}_v{v}" for v in (1, 2) for n in (18, 34, 50, 101, 152)]
       + [f"vgg{n}{s}" for n in (11, 13, 16, 19) for s in ("", "_bn")] + ["alexnet"]
       + [f"densenet{n}" for n in (121, 161, 169, 201)] + ["squeezenet1.0", "squeezenet1.1",
                                                           "inceptionv3"]
       + [f"mobilenet{w}" for w in ("1.0", "0.75", "0.5", "0.25")]
       + [f"mobilenetv2_{w}" for w in ("1.0", "0.75", "0.5", "0.25")])


def fill(name, shape):
    """Deterministic parameter values from the parameter's name."""
    rng = np.random.RandomState(zlib.crc32(name.split("_", 1)[1].encode()))
    if name.endswith(("running_var", "gamma")):
        return rng.uniform(0.5, 1.5, shape).astype(np.float32)
    return rng.uniform(-0.1, 0.1, shape).astype(np.float32)


def model_input(size):
    """The input a model is run on (re-made by the test: RandomState streams are stable)."""
    batch = 1 if size > 64 else 2
    return np.random.RandomState(0).uniform(-1, 1, (batch, 3, size, size)).astype(np.float32)


def model_zoo(out_dir):
    names, arrays = {}, {}
    for model in ALL:
        mx.name.NameManager._current.value = mx.name.NameManager()  # fresh prefixes per model
        net = vision.get_model(model, classes=10)
        params = net.collect_params()
        names[model] = list(params.keys())
        if model in SMALL:
            size = SMALL[model]
            net.initialize()
            x = model_input(size)
            net(mx.nd.array(x))
            for k, p in params.items():
                p.set_data(mx.nd.array(fill(k, p.shape)))
            names[model + "/input"] = size
            arrays[f"{model}/output"] = net(mx.nd.array(x)).asnumpy()
            names[model + "/shapes"] = [list(p.shape) for p in params.values()]
    with open(os.path.join(out_dir, "model_zoo_names.json"), "w") as f:
        json.dump(names, f)
    np.savez_compressed(os.path.join(out_dir, "model_zoo.npz"), **arrays)


class _Sq(mx.operator.CustomOp):
    def forward(self, is_train, req, in_data, out_data, aux):
        self.assign(out_data[0], req[0], in_data[0] * in_data[0] * self.scale + in_data[1])
        self.assign(out_data[1], req[1], in_data[0] - in_data[1])

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        self.assign(in_grad[0], req[0], 2 * self.scale * in_data[0] * out_grad[0] + out_grad[1])
        self.assign(in_grad[1], req[1], out_grad[0] - out_grad[1])


@mx.operator.register("eco_sq")
class _SqProp(mx.operator.CustomOpProp):
    def __init__(self, scale="1", **kwargs):
        super().__init__(need_top_grad=True)
        self.scale = float(scale)
        self.extra = kwargs

    def list_arguments(self):
        return ["a", "b"]

    def list_outputs(self):
        return ["out", "diff"]

    def create_operator(self, ctx, shapes, dtypes):
        op = _Sq()
        op.scale = self.scale
        return op


def custom_op():
    rng = np.random.RandomState(3)
    a = rng.uniform(-2, 2, (3, 4)).astype(np.float32)
    b = rng.uniform(-2, 2, (3, 4)).astype(np.float32)
    head0 = rng.uniform(-1, 1, (3, 4)).astype(np.float32)
    head1 = rng.uniform(-1, 1, (3, 4)).astype(np.float32)
    xa, xb = mx.nd.array(a), mx.nd.array(b)
    xa.attach_grad()
    xb.attach_grad()
    with mx.autograd.record():
        out, diff = mx.nd.Custom(xa, xb, op_type="eco_sq", scale=2.5, tag=True)
    mx.autograd.backward([out, diff], [mx.nd.array(head0), mx.nd.array(head1)])
    s = mx.sym.Custom(mx.sym.var("a"), mx.sym.var("b"), op_type="eco_sq", scale=2.5,
                      name="c")
    node = [n for n in json.loads(s.tojson())["nodes"] if n["op"] == "Custom"][0]
    auto = mx.sym.Custom(op_type="eco_sq", name="auto")
    return ({"a": a, "b": b, "head0": head0, "head1": head1, "out": out.asnumpy(),
             "diff": diff.asnumpy(), "grad_a": xa.grad.asnumpy(), "grad_b": xb.grad.asnumpy()},
            {"json_attrs": node["attrs"], "outputs": s.list_outputs(),
             "auto_arguments": auto.list_arguments()})


def png(pixels, colour):
    """A PNG of ``pixels`` (H, W, C uint8) with rows filtered by filter types 0..4."""
    import struct

    h, w, c = pixels.shape
    raw = b""
    flat = pixels.reshape(h, w * c).astype(np.int32)
    for y in range(h):
        kind = y % 5
        line = flat[y]
        prev = flat[y - 1] if y else np.zeros_like(line)
        left = np.concatenate([np.zeros(c, np.int32), line[:-c]])
        upleft = np.concatenate([np.zeros(c, np.int32), prev[:-c]])
        if kind == 0:
            enc = line
        elif kind == 1:
            enc = line - left
        elif kind == 2:
            enc = line - prev
        elif kind == 3:
            enc = line - (left + prev) // 2
        else:
            p = left + prev - upleft
            pa, pb, pc = abs(p - left), abs(p - prev), abs(p - upleft)
            pred = np.where((pa <= pb) & (pa <= pc), left, np.where(pb <= pc, prev, upleft))
            enc = line - pred
        raw += bytes([kind]) + (enc & 0xFF).astype(np.uint8).tobytes()

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, colour,
                                                              0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def image():
    rng = np.random.RandomState(5)
    rgb = rng.randint(0, 256, (13, 17, 3)).astype(np.uint8)
    rgba = rng.randint(0, 256, (9, 11, 4)).astype(np.uint8)
    grey = rng.randint(0, 256, (7, 6, 1)).astype(np.uint8)
    out = {"rgb": rgb, "rgba": rgba, "grey": grey}
    for key, pixels, colour in (("rgb", rgb, 2), ("rgba", rgba, 6), ("grey", grey, 0)):
        buf = png(pixels, colour)
        out[f"{key}/png"] = np.frombuffer(buf, np.uint8)
        out[f"{key}/flag1"] = mx.image.imdecode(buf).asnumpy()
        out[f"{key}/flag0"] = mx.image.imdecode(buf, flag=0).asnumpy()
        out[f"{key}/bgr"] = mx.image.imdecode(buf, to_rgb=False).asnumpy()
    jpeg = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures",
                        "mxnet", "ecosystem_sample.jpg")
    out["jpeg/flag1"] = mx.image.imread(jpeg).asnumpy()      # made by Pillow (quality 90)
    out["jpeg/flag0"] = mx.image.imread(jpeg, flag=0).asnumpy()
    src = mx.nd.array(rgb, dtype="uint8")
    out["resize_short"] = mx.image.resize_short(src, 8).asnumpy()
    crop, rect = mx.image.center_crop(src, (10, 6))
    out["center_crop"], out["center_crop/rect"] = crop.asnumpy(), np.array(rect)
    out["fixed_crop"] = mx.image.fixed_crop(src, 2, 3, 9, 7, size=(12, 5), interp=1).asnumpy()
    for t in range(5):
        out[f"border{t}"] = mx.image.copyMakeBorder(src, 2, 1, 3, 4, type=t, value=7).asnumpy()
    out["scale_down"] = np.array(mx.image.scale_down((640, 480), (720, 120)))
    # the full augmenter list on seeded python/numpy generators (the runtime draws the same)
    import random
    random.seed(7)
    np.random.seed(7)
    augs = mx.image.CreateAugmenter((3, 8, 10), resize=11, rand_crop=True, rand_mirror=True,
                                    brightness=0.2, contrast=0.2, saturation=0.2, hue=0.1,
                                    pca_noise=0.1, rand_gray=0.5, mean=True, std=True)
    img = src
    for aug in augs:
        img = aug(img)
    out["augmented"] = img.asnumpy()
    return out


RECORDS = [b"plain", b"", b"abc", b"\x0a\x23\xd7\xce" + b"after-magic",
           b"xxxx\x0a\x23\xd7\xceyyyy\x0a\x23\xd7\xce", b"zz\x0a\x23\xd7\xce" + b"unaligned"]


def recordio(tmp):
    """Bytes of a .rec/.idx pair written by MXNet (records with the magic word inside, image
    headers with scalar and array labels)."""
    rec, idx = os.path.join(tmp, "t.rec"), os.path.join(tmp, "t.idx")
    w = mx.recordio.MXIndexedRecordIO(idx, rec, "w")
    for i, r in enumerate(RECORDS):
        w.write_idx(i, r)
    w.write_idx(len(RECORDS), mx.recordio.pack(mx.recordio.IRHeader(0, 3.0, 7, 0), b"img"))
    w.write_idx(len(RECORDS) + 1,
                mx.recordio.pack(mx.recordio.IRHeader(0, [1.5, 2.5], 8, 1), b"two"))
    w.close()
    with open(rec, "rb") as f:
        rec_bytes = f.read()
    with open(idx, "rb") as f:
        idx_bytes = f.read()
    return {"rec": np.frombuffer(rec_bytes, np.uint8), "idx": np.frombuffer(idx_bytes, np.uint8)}


def adamw():
    """nd.contrib AdamW steps: states and weights after two steps (one clipped, one skipped
    through a zero rescale), float32 and the float16 mixed-precision form."""
    rng = np.random.RandomState(11)
    w = rng.uniform(-1, 1, (4, 5)).astype(np.float32)
    g = rng.uniform(-3, 3, (4, 5)).astype(np.float32)
    out = {"w": w, "g": g}
    weight, mean, var = mx.nd.array(w), mx.nd.zeros((4, 5)), mx.nd.zeros((4, 5))
    grad = mx.nd.array(g)
    mx.nd.contrib.adamw_update(weight, grad, mean, var, rescale_grad=0.5, lr=0.01, eta=0.9,
                               wd=0.1, out=weight)
    mx.nd.contrib.adamw_update(weight, grad, mean, var, rescale_grad=mx.nd.array([2.0]),
                               lr=0.02, eta=0.5, beta1=0.8, beta2=0.99, epsilon=1e-6, wd=0.01,
                               clip_gradient=1.0, out=weight)
    mx.nd.contrib.adamw_update(weight, grad, mean, var, rescale_grad=0.0, lr=0.02, eta=0.5,
                               out=weight)
    out.update(adamw_w=weight.asnumpy(), adamw_mean=mean.asnumpy(), adamw_var=var.asnumpy())
    w16, w32 = mx.nd.array(w, dtype="float16"), mx.nd.array(w)
    mean, var = mx.nd.zeros((4, 5)), mx.nd.zeros((4, 5))
    mx.nd.contrib.mp_adamw_update(w16, mx.nd.array(g, dtype="float16"), mean, var, w32,
                                  rescale_grad=0.5, lr=0.01, eta=0.9, wd=0.1, out=w16)
    out.update(mp_w16=w16.asnumpy(), mp_w32=w32.asnumpy(), mp_mean=mean.asnumpy())
    ws = [mx.nd.array(w), mx.nd.array(w * 2)]
    ms = [mx.nd.zeros((4, 5)), mx.nd.zeros((4, 5))]
    vs = [mx.nd.zeros((4, 5)), mx.nd.zeros((4, 5))]
    mx.nd.contrib.multi_adamw_update(ws, [grad, grad * 3], ms, vs, rescale_grad=1.0,
                                     lrs=(0.01, 0.02), wds=(0.0, 0.1), etas=(1.0, 0.5), out=ws)
    out.update(multi_w0=ws[0].asnumpy(), multi_w1=ws[1].asnumpy(), multi_v1=vs[1].asnumpy())
    return out


def kvstore():
    """Local kvstore: a push of two values sums them; with an optimizer, push updates."""
    kv = mx.kv.create("local")
    kv.init(3, mx.nd.ones((2, 3)))
    kv.push(3, [mx.nd.ones((2, 3)) * 2, mx.nd.ones((2, 3)) * 5])
    a = mx.nd.zeros((2, 3))
    kv.pull(3, out=a)
    kv.set_optimizer(mx.optimizer.SGD(learning_rate=0.1, momentum=0.9))
    kv.push(3, mx.nd.ones((2, 3)) * 4)
    kv.push(3, mx.nd.ones((2, 3)) * 4)
    b = mx.nd.zeros((2, 3))
    kv.pull(3, out=b)
    return {"sum": a.asnumpy(), "sgd": b.asnumpy()}


CONV_CELLS = [  # (class, input_shape (C, spatial...), keywords)
    ("Conv2DLSTMCell", (3, 6, 6), dict(hidden_channels=4, i2h_kernel=3, h2h_kernel=3,
                                       i2h_pad=1)),
    ("Conv1DGRUCell", (2, 7), dict(hidden_channels=3, i2h_kernel=3, h2h_kernel=3)),
    ("Conv2DRNNCell", (2, 5, 5), dict(hidden_channels=2, i2h_kernel=(3, 1), h2h_kernel=3,
                                      h2h_dilate=2, activation="relu")),
]


def conv_cells():
    """Convolutional RNN cells: three unrolled steps with name-seeded weights."""
    from mxnet.gluon.contrib import rnn as crnn
    out = {}
    for k, (cls, shape, kw) in enumerate(CONV_CELLS):
        cell = getattr(crnn, cls)(shape, prefix=f"cell{k}_", **kw)
        cell.initialize()
        x = np.random.RandomState(k).uniform(-1, 1, (2, 3) + shape).astype(np.float32)
        cell.unroll(3, mx.nd.array(x), merge_outputs=True)
        for name, p in cell.collect_params().items():
            p.set_data(mx.nd.array(fill(name, p.shape)))
        outputs, states = cell.unroll(3, mx.nd.array(x), merge_outputs=True)
        out[f"{cls}/outputs"] = outputs.asnumpy()
        out[f"{cls}/state0"] = states[0].asnumpy()
    return out


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet"
    model_zoo(out_dir)
    arrays, meta = custom_op()
    img = image()
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        rec = recordio(tmp)
    np.savez_compressed(os.path.join(out_dir, "ecosystem.npz"),
                        **{f"custom/{k}": v for k, v in arrays.items()},
                        **{f"image/{k}": v for k, v in img.items()},
                        **{f"recordio/{k}": v for k, v in rec.items()},
                        **{f"adamw/{k}": v for k, v in adamw().items()},
                        **{f"kvstore/{k}": v for k, v in kvstore().items()},
                        **{f"conv_cells/{k}": v for k, v in conv_cells().items()})
    with open(os.path.join(out_dir, "ecosystem.json"), "w") as f:
        json.dump({"mxnet_version": mx.__version__, "custom": meta}, f, indent=1)


if __name__ == "__main__":
    main()
