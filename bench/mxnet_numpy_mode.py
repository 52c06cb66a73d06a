"""Measure what real MXNet 1.9.1 does on constructs inside a numpy-mode HybridBlock.

Run with the python of ``bench/make_mxnet_venv.sh``; writes the markdown table that
``tests/fixtures/mxnet/NUMPY_MODE.md`` holds (the analyzer's numpy-mode verdicts are tested
against it in tests/rules/test_numpy_mode.py):

    /path/to/mxnet-venv/bin/python bench/mxnet_numpy_mode.py > tests/fixtures/mxnet/NUMPY_MODE.md
"""
import warnings

import mxnet as mx
from mxnet import np, npx
from mxnet.gluon import HybridBlock

warnings.simplefilter("ignore")
npx.set_np()

# (construct as written in hybrid_forward(self, F, x), x of shape (2, 3))
CONSTRUCTS = [
    "x[0]",
    "x[:, 1:]",
    "x[..., -1]",
    "x[0, 0]",
    "x.reshape(x.shape[0], -1)",
    "x * x.shape[1]",
    "x.T",
    "x + np.ones((1, 3))",
    "x + F.np.ones((2, 1))",
    "F.npx.reshape(x, (-2, -1))",
    "npx.relu(x)",
    "F.npx.relu(x)",
    "npx.softmax(x, axis=-1)",
    "npx.reshape(x, (-2, -1))",
    "F.slice_axis(x, axis=1, begin=0, end=2)",
    "x.asnumpy()",
    "len(x)",
    "x.size",
    "x.ndim",
    "x.dtype",
]


def make(expr: str):
    ns = {"np": np, "npx": npx, "HybridBlock": HybridBlock, "use_np": mx.util.use_np}
    # a python number the construct gives is added to x (so that it shows in the output)
    src = ("@use_np\nclass Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
           f"        out = {expr}\n"
           "        if isinstance(out, (int, float)):\n            return x * 0 + out\n"
           "        return out if isinstance(out, (np.ndarray, mx.sym.Symbol)) else x\n")
    ns["mx"] = mx
    exec(src, ns)  # noqa: S102 - our own table of constructs
    return ns["Net"]


def describe(fn):
    try:
        out = fn()
        return f"returns shape {tuple(out.shape)}", out
    except Exception as exc:  # noqa: BLE001 - the measurement is what it raises
        return f"{type(exc).__name__}: {str(exc).splitlines()[0][:120]}", None


def main():
    print("# What MXNet 1.9.1 does on each construct inside a numpy-mode HybridBlock\n")
    print("Measured with the real mxnet==1.9.1 CPU wheel by bench/mxnet_numpy_mode.py: `npx.set_np()`, a "
          "`@mx.util.use_np` HybridBlock whose hybrid_forward(F, x) evaluates the construct, x = "
          "`np.arange(6).reshape(2, 3)` (float32). \"eager\" = before hybridize(), \"hybridized\" = first call "
          "after hybridize(). In numpy mode Symbols support basic indexing and `.shape` is still missing.\n")
    print("| construct | eager | hybridized | same values |")
    print("|---|---|---|---|")
    for expr in CONSTRUCTS:
        Net = make(expr)
        x = np.arange(6, dtype="float32").reshape(2, 3)
        eager_block = Net()
        eager_block.initialize()
        eager, e_out = describe(lambda: eager_block(x))
        hyb_block = Net()
        hyb_block.initialize()
        hyb_block.hybridize()
        hybrid, h_out = describe(lambda: hyb_block(x))
        same = ""
        if e_out is not None and h_out is not None:
            same = "yes" if e_out.shape == h_out.shape and bool((e_out == h_out).all()) else "**no**"
        print(f"| `{expr}` | {eager} | {hybrid} | {same} |")


if __name__ == "__main__":
    main()
