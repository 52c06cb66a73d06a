"""gMLP spatial gating unit with its own spatial weight (N, N) and bias (N, 1) Parameters (the paper's near-identity init): the gate is `dot` over the sequence and the bias is added with a plain `+` to the (B, N, C/2) gate."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 12)]


class Net(HybridBlock):
    def __init__(self, seq_len=10, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.spatial_weight = self.params.get("spatial_weight", shape=(seq_len, seq_len),
                                                  init=init.Uniform(0.01))
            self.spatial_bias = self.params.get("spatial_bias", shape=(seq_len, 1), init=init.One())

    def hybrid_forward(self, F, x, spatial_weight, spatial_bias):
        u, v = F.split(x, num_outputs=2, axis=-1)
        v = self.norm(v)
        # (N, N) x (B, N, C) over the sequence axis
        v = F.transpose(F.dot(F.transpose(v, axes=(0, 2, 1)), spatial_weight, transpose_b=True),
                        axes=(0, 2, 1))
        v = v + spatial_bias
        return u * v
