"""Numpy-mode (MXNet 2 style) EvolveGCN-H step in `forward(self, x, *adjs)`: `n = x.shape[0]`, the
identity by `np.eye(n)`, the number of snapshots `len(adjs)` (a python tuple of inputs), top-k rows by
`npx.topk` and the python subscript `scores[idx]`, the GCN output `adjs[-1] @ x`. Legal: numpy-mode arrays
index by subscripts and a traced numpy-mode `forward` sees real shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 3), (4, 4), (4, 4)]


class NumpyEvolveStep(HybridBlock):
    def __init__(self, hidden=3, **kwargs):
        super().__init__(**kwargs)
        self.lin = nn.Dense(hidden, use_bias=False, in_units=3)

    def forward(self, x, *adjs):
        n = x.shape[0]
        h = x
        for a in adjs:
            a = np.abs(a) + np.eye(n)
            h = npx.relu(np.dot(a / a.sum(axis=1, keepdims=True), self.lin(h)))
        scores = h.sum(axis=1)
        idx = npx.topk(scores, k=2, ret_typ="indices", dtype="int32")
        return h[idx] * len(adjs)


Net = NumpyEvolveStep
