"""Record real MXNet 1.9.1 for two tests: ``SpatialTransformer`` (outputs and both gradients,
with samples that fall outside the image) for tests/ops/test_nn_spatial.py, and how many outputs
each op's registration has, hidden ones included, as ``node_row_ptr`` in ``Symbol.tojson``
counts them, for tests/runtime/test_symbol_json.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_spatial_fixtures.py tests/fixtures/mxnet
"""
import json
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

# (data shape, loc rows, target_shape): the second loc zooms out and shifts, so some samples
# fall outside the image and read zeros
TRANSFORMS = [((2, 3, 5, 6), [[1, 0, 0, 0, 1, 0], [0.8, -0.3, 0.1, 0.2, 1.1, -0.2]], (4, 7)),
              ((1, 2, 8, 8), [[1.3, 0.2, -0.4, -0.1, 1.2, 0.5]], (5, 5))]

# (op, number of data inputs, attributes); MXNet creates the remaining arguments itself
OUTPUT_COUNTS = [
    ("Pooling", 1, {"kernel": (2, 2), "pool_type": "max"}),
    ("Pooling", 1, {"kernel": (2, 2), "pool_type": "max", "layout": "NCHW"}),
    ("Pooling", 1, {"kernel": (2, 2), "pool_type": "max", "layout": "NHWC"}),
    ("Pooling", 1, {"kernel": (2,), "pool_type": "max", "layout": "NCW"}),
    ("Pooling", 1, {"kernel": (2,), "pool_type": "max", "layout": "NWC"}),
    ("Pooling", 1, {"kernel": (2, 2, 2), "pool_type": "max", "layout": "NDHWC"}),
    ("Pooling", 1, {"kernel": (1, 1), "pool_type": "max", "global_pool": True}),
    ("Pooling", 1, {"kernel": (2, 2), "pool_type": "avg"}),
    ("Pooling", 1, {"kernel": (2, 2), "pool_type": "sum"}),
    ("BatchNorm", 1, {}), ("BatchNorm", 1, {"output_mean_var": True}),
    ("Dropout", 1, {"p": 0.5}), ("LRN", 1, {"nsize": 3}), ("LayerNorm", 1, {}),
    ("InstanceNorm", 1, {}), ("GroupNorm", 1, {"num_groups": 2}),
    ("L2Normalization", 1, {}), ("L2Normalization", 1, {"mode": "channel"}),
    ("L2Normalization", 1, {"mode": "spatial"}),
    ("ROIPooling", 2, {"pooled_size": (2, 2), "spatial_scale": 0.5}),
    ("GridGenerator", 1, {"transform_type": "affine", "target_shape": (4, 5)}),
    ("GridGenerator", 1, {"transform_type": "warp"}),
    ("BilinearSampler", 2, {}),
    ("SpatialTransformer", 2, {"target_shape": (4, 5), "transform_type": "affine",
                               "sampler_type": "bilinear"}),
    ("CTCLoss", 2, {}), ("ctc_loss", 2, {"blank_label": "last"}),
    ("contrib.BatchNormWithReLU", 1, {}), ("contrib.SyncBatchNorm", 1, {"key": "k"}),
    ("contrib.box_nms", 1, {}),
    ("linalg.det", 1, {}), ("linalg.slogdet", 1, {}),
    ("sort", 1, {}), ("topk", 1, {"k": 2, "ret_typ": "value"}), ("topk", 1, {"k": 2}),
    ("topk", 1, {"k": 2, "ret_typ": "mask"}), ("topk", 1, {"k": 2, "ret_typ": "both"}),
    ("FullyConnected", 1, {"num_hidden": 3}), ("Convolution", 1, {"kernel": (3, 3), "num_filter": 2}),
    ("softmax", 1, {}), ("SliceChannel", 1, {"num_outputs": 3}),
]


def _op(path):
    fn = mx.sym
    for part in path.split("."):
        fn = getattr(fn, part)
    return fn


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet")
    rng = np.random.RandomState(0)
    arrays = {}
    for k, (shape, loc, target) in enumerate(TRANSFORMS):
        x = mx.nd.array(rng.standard_normal(shape).astype("float32"))
        theta = mx.nd.array(np.array(loc, "float32"))
        x.attach_grad()
        theta.attach_grad()
        with mx.autograd.record():
            y = mx.nd.SpatialTransformer(x, theta, target_shape=target, transform_type="affine",
                                         sampler_type="bilinear")
        head = rng.standard_normal(y.shape).astype("float32")
        y.backward(mx.nd.array(head))
        arrays.update({f"{k}_data": x.asnumpy(), f"{k}_loc": theta.asnumpy(),
                       f"{k}_target": np.array(target), f"{k}_out": y.asnumpy(), f"{k}_head": head,
                       f"{k}_data_grad": x.grad.asnumpy(), f"{k}_loc_grad": theta.grad.asnumpy()})
    np.savez_compressed(out / "spatial_transformer.npz", **arrays)
    counts = []
    for name, n, attrs in OUTPUT_COUNTS:
        s = _op(name)(*[mx.sym.var(f"in{i}") for i in range(n)], **attrs)
        rows = json.loads(s.tojson())["node_row_ptr"]
        counts.append([name, n, {k: list(v) if isinstance(v, tuple) else v for k, v in attrs.items()},
                       rows[-1] - rows[-2]])
    (out / "output_counts.json").write_text(json.dumps(counts, indent=1) + "\n")
    print(len(TRANSFORMS), "transforms,", len(counts), "output counts")
