"""DeBERTa-style attention with an (L, L) relative bias table (a constant from the configured length) added to the (N, L, L) content scores by plain `+` (eagerly broadcast over the batch, traced elementwise on different shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class PlainBiasAttention(HybridBlock):
    def __init__(self, units=8, seq_len=5, **kwargs):
        super(PlainBiasAttention, self).__init__(**kwargs)
        pos = np.arange(seq_len)
        bias = -np.abs(pos[:, None] - pos[None, :]).astype("float32") * 0.1
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)
            self.bias = self.params.get_constant("bias", bias)

    def hybrid_forward(self, F, x, bias):
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        return F.softmax(scores + bias, axis=-1)


Net = PlainBiasAttention
