"""GLU block ported from PyTorch's `x[..., :d] * sigmoid(x[..., d:])` as `h[:, :, :d]` / `h[:, :, d:]` with the constructor's width."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, d_model=4, expand=2, **kwargs):
        super().__init__(**kwargs)
        self.d_inner = expand * d_model
        with self.name_scope():
            self.proj_in = nn.Dense(2 * self.d_inner, flatten=False, in_units=d_model)
            self.proj_out = nn.Dense(d_model, flatten=False, in_units=self.d_inner)

    def hybrid_forward(self, F, x):
        h = self.proj_in(x)
        d = self.d_inner
        return x + self.proj_out(h[:, :, :d] * F.sigmoid(h[:, :, d:]))
