"""Record real MXNet 1.9.1's ``im2col`` and ``col2im`` (outputs and data gradients) for
tests/ops/test_im2col.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_im2col_fixtures.py tests/fixtures/mxnet/im2col.npz

Only 2-D kernels: MXNet 1.9.1 infers shapes for 1-D and 3-D kernels but its kernels fail on them.
"""
import json
import sys

import mxnet as mx
import numpy as np

CALLS = [{"kernel": (3, 2), "stride": (2, 1), "dilate": (1, 2), "pad": (1, 0)},
         {"kernel": (3, 3)},
         {"kernel": (2, 2), "stride": (2, 2)},
         {"kernel": (1, 3), "stride": (1, 2), "dilate": (2, 1), "pad": (2, 2)},
         {"kernel": (3, 3), "pad": (1, 1)}]

if __name__ == "__main__":
    rng = np.random.RandomState(3)
    x = rng.standard_normal((2, 3, 7, 6)).astype("float32")
    arrays = {"x": x}
    for k, attrs in enumerate(CALLS):
        data = mx.nd.array(x)
        data.attach_grad()
        with mx.autograd.record():
            cols = mx.nd.im2col(data, **attrs)
        head = rng.standard_normal(cols.shape).astype("float32")
        cols.backward(mx.nd.array(head))
        back = mx.nd.array(head)
        back.attach_grad()
        with mx.autograd.record():
            img = mx.nd.col2im(back, output_size=x.shape[2:], **attrs)
        img_head = rng.standard_normal(img.shape).astype("float32")
        img.backward(mx.nd.array(img_head))
        arrays.update({f"{k}_cols": cols.asnumpy(), f"{k}_head": head,
                       f"{k}_grad": data.grad.asnumpy(), f"{k}_img": img.asnumpy(),
                       f"{k}_img_head": img_head, f"{k}_img_grad": back.grad.asnumpy()})
    arrays["__calls__"] = np.frombuffer(json.dumps(CALLS).encode(), dtype=np.uint8)
    np.savez_compressed(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/im2col.npz",
                        **arrays)
    print(len(CALLS), "calls")
