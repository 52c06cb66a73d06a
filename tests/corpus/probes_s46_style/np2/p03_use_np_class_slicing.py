"""`@use_np` on the class; `hybrid_forward` slices with numpy syntax (`x[:, 1:4]`) and calls `F.np` ops."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6)]


@use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        mid = x[:, 1:4]
        return F.np.concatenate([mid, F.np.tanh(mid)], axis=1)
