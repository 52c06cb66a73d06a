"""Numpy-mode distribution head: F.np broadcasting, column slicing and npx activations are all legal here."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 7, 5)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(2, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, features):
        params = self.proj(features)
        mu = params[:, :, 0]
        sigma = F.npx.activation(params[:, :, 1], act_type="softrelu") + 1e-3
        centered = mu - F.np.mean(mu, axis=1, keepdims=True)
        return centered, sigma
