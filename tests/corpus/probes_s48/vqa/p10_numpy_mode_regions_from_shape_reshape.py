"""Numpy-mode fusion that flattens regions into the batch with `v.reshape(-1, v.shape[-1])` and restores them with `reshape(v.shape[0], v.shape[1], -1)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 9, 8), (2, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.v_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, v, q):
        flat = self.v_proj(v.reshape(-1, v.shape[-1]))
        regions = flat.reshape(v.shape[0], v.shape[1], -1)
        return (regions * q[:, None, :]).sum(axis=1)
