"""XLNet content-stream score `(q + r_w_bias) @ k^T` with the (d,) bias Parameter added to the (N, L, d) queries by plain `+`, as the PyTorch code writes `q_head + r_w_bias`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ContentBiasScores(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(ContentBiasScores, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units, use_bias=False)
            self.k = nn.Dense(units, flatten=False, in_units=units, use_bias=False)
            self.r_w_bias = self.params.get("r_w_bias", shape=(units,), init="ones")

    def hybrid_forward(self, F, h, r_w_bias):
        ac = F.batch_dot(self.q(h) + r_w_bias, self.k(h), transpose_b=True)
        return F.softmax(ac, axis=-1)


Net = ContentBiasScores
