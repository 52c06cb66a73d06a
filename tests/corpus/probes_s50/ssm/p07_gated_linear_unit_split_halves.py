"""Gated linear unit block of an H3/Hyena-style mixer: a projection to 2D split by `F.split(num_outputs=2, axis=-1)`, `a * sigmoid(b)`, an output projection and a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class GLUBlock(HybridBlock):
    def __init__(self, d_model=4, expand=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=d_model)
            self.proj_in = nn.Dense(2 * expand * d_model, flatten=False, in_units=d_model)
            self.proj_out = nn.Dense(d_model, flatten=False, in_units=expand * d_model)

    def hybrid_forward(self, F, x):
        a, b = F.split(self.proj_in(self.norm(x)), num_outputs=2, axis=-1)
        return x + self.proj_out(a * F.sigmoid(b))


Net = GLUBlock
