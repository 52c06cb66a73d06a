"""SigLIP loss in a module helper without F: `sigmoid_loss(logits, labels, n)` uses only fluent methods
(`(labels * logits).sigmoid().log().sum()`), the labels `2 * F.eye(n) - 1` built by the caller with n from
the constructor; the temperature is a python float given to the constructor (a fixed-t ablation)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


def sigmoid_loss(logits, labels, n):
    return -(labels * logits).sigmoid().log().sum() / n


class FixedTemperature(HybridBlock):
    def __init__(self, batch=4, dim=8, temperature=10.0, bias=-2.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.t, self.bias = batch, temperature, bias
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False)
            self.txt_proj = nn.Dense(dim, use_bias=False)

    def hybrid_forward(self, F, img, txt):
        zi = F.L2Normalization(self.img_proj(img), mode="instance")
        zt = F.L2Normalization(self.txt_proj(txt), mode="instance")
        logits = self.t * F.dot(zi, zt, transpose_b=True) + self.bias
        return sigmoid_loss(logits, 2 * F.eye(self.n) - 1, self.n)


Net = FixedTemperature
